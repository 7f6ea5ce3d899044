@testable import CashDashKit
import CmarkHTML
import Testing

/// A code block can be wider than a phone: the keyboard must reach it to scroll it.
@Suite struct FocusableCodeBlocksTests {
    @Test func everyCodeBlockTakesFocusAndTheRestIsUntouched() {
        var hooks = NoHooks()
        let rendered = MarkdownRenderer().render(
            "Text with `code`.\n\n```csv\ndate,amount\n```\n\n    indented\n", hooks: &hooks
        )
        .withFocusableCodeBlocks
        #expect(
            rendered.html == """
                <p>Text with <code>code</code>.</p>
                <pre tabindex="0"><code class="language-csv">date,amount
                </code></pre>
                <pre tabindex="0"><code>indented
                </code></pre>

                """)
    }

    @Test func anAuthorsOwnCodeBlockInRawHTMLTakesFocusToo() {
        var hooks = NoHooks()
        let source = "Some <b>bold</b> text.\n\n<pre><code>wide = 1</code></pre>\n"
        let rendered = MarkdownRenderer(options: .init(allowsRawHTML: true)).render(source, hooks: &hooks)
            .withFocusableCodeBlocks
        #expect(rendered.html.contains("<pre tabindex=\"0\"><code>wide = 1</code></pre>"))
        // Half of the pattern at the very end is no code block.
        let cut = RenderedMarkdown(html: "<p>a < b</p><pre><cod", headings: [], wordCount: 0)
        #expect(cut.withFocusableCodeBlocks.html == "<p>a < b</p><pre><cod")
    }
}
