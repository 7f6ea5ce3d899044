import Testing

@testable import CmarkHTML

/// Code blocks written with `tabindex="0"` by the tree, in the same render, rather than by a search and replace over
/// the finished HTML: the bytes must be cmark-gfm's with only the attribute added.
@Suite struct FocusableCodeBlocksTests {
    let plain = MarkdownRenderer()
    let focusable = MarkdownRenderer(options: .init(focusableCodeBlocks: true))

    @Test func aCodeBlockTakesFocusAndIsOtherwiseWhatCmarkWrites() {
        let sources = [
            "```\nbalance = balance + deposit\n```\n",
            "```python extra words\nprint(\"<5 & 'x'>\")\n```\n",
            "```a&b\"c\tmore\ncode\n```\n",
            "    indented <code>\n    second line\n",
            "- item\n\n  ```js\n  let a = 1\n  ```\n- next\n",
            "> ```\n> quoted\n> ```\n",
            "Text\n```\n\n\n```\nAfter\n",
            "~~~ ruby\nputs 1\n~~~\n\n```\nunclosed",
        ]
        for source in sources {
            let expected = plain.render(source).html.replacing("<pre><code", with: "<pre tabindex=\"0\"><code")
            #expect(focusable.render(source).html == expected, "\(source.debugDescription)")
        }
    }

    @Test func aBlockAHookReplacedIsLeftAsTheHookWroteIt() {
        struct Charts: MarkdownHooks {
            mutating func replaceCodeBlock(info: String, code: String, at position: SourcePosition) -> String? {
                info == "chart" ? "<figure>chart</figure>\n" : nil
            }
        }
        var hooks = Charts()
        let html = focusable.render("```chart\nx\n```\n\n```\ny\n```\n", hooks: &hooks).html
        #expect(html == "<figure>chart</figure>\n<pre tabindex=\"0\"><code>y\n</code></pre>\n")
    }

    /// The heading texts are gathered in the same walk that counts words; `{#id}` after a heading is not part of them.
    @Test func headingTextsComeFromTheSameWalk() {
        let rendered = plain.render(
            "# Save *`now`*\nand\n\n## Spend {#out .wide}\n\n## A [link](x) and ![img](y.png)\n")
        #expect(rendered.headings.map(\.text) == ["Save now", "Spend", "A link and img"])
        #expect(rendered.headings.map(\.id) == ["save-now", "out", "a-link-and-img"])
    }
}
