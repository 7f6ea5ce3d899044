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
}
