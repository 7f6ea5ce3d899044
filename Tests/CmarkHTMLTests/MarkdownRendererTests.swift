import Foundation
import CmarkHTML
import Testing

@Suite struct MarkdownRendererTests {
    let renderer = MarkdownRenderer()

    /// GitHub's own renderer, when installed, for comparing output byte for byte.
    static let cmarkGFM = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let gfmSample = """
        Some *emphasis*, **strong**, `code` and ~~strikethrough~~.

        | Item | Cost |
        |:-----|-----:|
        | Rent | $800 |
        | Food | $250 |

        - [x] open a savings account
        - [ ] set up an automatic transfer

        Visit www.example.org or https://example.org/rates?x=1&y=2 for more.

        > A quote with a [link](https://example.org "title").

        ```swift
        let total = 1 + 2
        ```

        1. one
        2. two

        """

    @Test func rendersGFMExtensionsAsCmarkGFMDoes() throws {
        let html = renderer.render(Self.gfmSample).html
        #expect(html.contains("<table>"))
        #expect(html.contains("<th style=\"text-align: right\">Cost</th>"))
        #expect(html.contains("<del>strikethrough</del>"))
        #expect(html.contains("<input type=\"checkbox\" checked=\"\" disabled=\"\" /> open a savings account"))
        #expect(html.contains("<a href=\"http://www.example.org\">www.example.org</a>"))
        #expect(html.contains("<a href=\"https://example.org/rates?x=1&amp;y=2\">"))
        #expect(html.contains("<pre><code class=\"language-swift\">let total = 1 + 2\n</code></pre>"))
    }

    @Test(.enabled(if: cmarkGFM != nil, "needs the cmark-gfm command (Debian package cmark-gfm)"))
    func matchesTheCmarkGFMCommandByteForByte() throws {
        let expected = try runCmarkGFM(Self.gfmSample)
        #expect(renderer.render(Self.gfmSample).html == expected)
    }

    /// The words the caller passes in the page's language.
    static let labels = MarkdownRenderer.Options.Labels(table: "Table", done: "Done:", toDo: "To do:")

    @Test func theWordsReadOutAreTheCallers() {
        let french = MarkdownRenderer.Options.Labels(table: "Tableau", done: "Fait\u{202F}:", toDo: "À faire\u{202F}:")
        let html = MarkdownRenderer(options: .init(scrollableTables: true, labelledTasks: true, labels: french))
            .render("- [ ] comparer deux banques\n\n| A | B |\n|---|---|\n| 1 | 2 |\n").html
        #expect(html.contains("<span class=\"visually-hidden\">À faire\u{202F}: </span>comparer deux banques"))
        #expect(html.contains("role=\"group\" aria-label=\"Tableau\">"))
    }

    @Test func putsTablesInABoxThatScrollsSideways() {
        let html = MarkdownRenderer(options: .init(scrollableTables: true, labels: Self.labels)).render(
            "| Item | Cost |\n|---|--:|\n| Rent | $800 |\n"
        ).html
        #expect(
            html.hasPrefix("<div class=\"table-scroll\" tabindex=\"0\" role=\"group\" aria-label=\"Table\">\n<table>\n")
        )
        #expect(html.hasSuffix("</table>\n</div>\n"))
        #expect(html.contains("<td style=\"text-align: right\">$800</td>"))
    }

    @Test func writesTaskItemsAsAMarkWithWords() {
        let renderer = MarkdownRenderer(options: .init(labelledTasks: true, labels: Self.labels))
        let html = renderer.render("- [x] open a *savings* account\n- [ ] set up a transfer\n").html
        #expect(!html.contains("<input"))
        #expect(
            html.contains(
                "<li><span class=\"task-mark done\" aria-hidden=\"true\">✓</span><span class=\"visually-hidden\">Done: </span>open a <em>savings</em> account</li>"
            ))
        #expect(
            html.contains(
                "<li><span class=\"task-mark\" aria-hidden=\"true\"></span><span class=\"visually-hidden\">To do: </span>set up a transfer</li>"
            ))
        let loose = renderer.render("- [ ] compare two banks\n\n  Look at the fees first.\n").html
        #expect(
            loose.contains(
                "<p><span class=\"task-mark\" aria-hidden=\"true\"></span><span class=\"visually-hidden\">To do: </span>compare two banks</p>\n<p>Look at the fees first.</p>"
            ))
    }

    @Test("each heading links to itself, unless it holds a link of its own")
    func linksHeadingsToThemselves() {
        let renderer = MarkdownRenderer(options: .init(linkedHeadings: true))
        let html = renderer.render("## Why *save*?\n\n### See [the bank](https://example.com)\n").html
        #expect(
            html.contains(
                "<h2 id=\"why-save\"><a class=\"heading-link\" href=\"#why-save\">Why <em>save</em>?</a></h2>"))
        #expect(html.contains("<h3 id=\"see-the-bank\">See <a href=\"https://example.com\">the bank</a></h3>"))
        #expect(MarkdownRenderer().render("## Plain\n").html == "<h2 id=\"plain\">Plain</h2>\n")
        let raw = MarkdownRenderer(options: .init(allowsRawHTML: true, linkedHeadings: true)).render(
            "## Ask <a href=\"#x\">us</a>\n"
        ).html
        #expect(raw == "<h2 id=\"ask-us\">Ask <a href=\"#x\">us</a></h2>\n")
    }

    @Test func rendersFootnotes() {
        let html = renderer.render("Interest grows[^1].\n\n[^1]: Slowly at first.\n").html
        #expect(
            html.contains("<sup class=\"footnote-ref\"><a href=\"#fn-1\" id=\"fnref-1\" data-footnote-ref>1</a></sup>"))
        #expect(html.contains("<li id=\"fn-1\">"))
    }

    @Test func dropsRawHTMLByDefault() {
        let html = renderer.render("Hello <b onclick=\"x()\">there</b>\n\n<script>alert(1)</script>\n").html
        #expect(!html.contains("<b onclick"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("raw HTML omitted"))
    }

    @Test func rawHTMLWhenAllowedStillFiltersDangerousTags() {
        let unsafe = MarkdownRenderer(options: .init(allowsRawHTML: true))
        let html = unsafe.render("<mark>kept</mark>\n\n<script>alert(1)</script>\n\n<iframe src=x></iframe>\n").html
        #expect(html.contains("<mark>kept</mark>"))
        #expect(
            html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
            "escaped whole by the sanitizer, not only by tagfilter")
        #expect(html.contains("&lt;iframe src=x&gt;"))
    }

    @Test func givesHeadingsGitHubStyleIDs() {
        let result = renderer.render("# Budgets\n\n## Why *budget*?\n\n## Why budget?\n\n### 401(k) & IRA\n")
        #expect(result.headings.map(\.id) == ["budgets", "why-budget", "why-budget-1", "401k--ira"])
        #expect(result.headings.map(\.text) == ["Budgets", "Why budget?", "Why budget?", "401(k) & IRA"])
        #expect(result.html.contains("<h2 id=\"why-budget\">Why <em>budget</em>?</h2>\n"))
        #expect(result.html.contains("<h3 id=\"401k--ira\">401(k) &amp; IRA</h3>"))
    }

    @Test func countsWordsOfProse() {
        #expect(renderer.render("One two *three*.\n\n```\nnot counted here\n```\n\nFour `five`.\n").wordCount == 5)
        #expect(renderer.render("| a | b |\n|---|---|\n| c | d |\n\n- one\n- two\n").wordCount == 6)
    }

    @Test func countsEachChineseOrJapaneseCharacterAsAWordAndNotItsPunctuation() {
        // Eleven kana and kanji, two CJK full stops; "Swift" is a word between them.
        let result = renderer.render("お金の計画。Swift で貯金の目標。\n")
        #expect(result.wordCount == 12)
        #expect(result.ideographCount == 11)
        let english = renderer.render("Save a little every week.\n")
        #expect((english.wordCount, english.ideographCount) == (5, 0))
    }

    private func runCmarkGFM(_ markdown: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.cmarkGFM!)
        // The same options as the renderer: tables aligned with `style` (the `align` attribute is obsolete).
        process.arguments =
            MarkdownRenderer.extensionNames.flatMap { ["-e", $0] } + ["--table-prefer-style-attributes"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
