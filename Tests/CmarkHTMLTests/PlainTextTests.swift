@testable import CmarkHTML
import Testing

@Suite struct PlainTextTests {
    @Test func theTextIsSplitAtHeadingsWithoutTheHeadingsThemselves() {
        let rendered = MarkdownRenderer().render(
            "Intro *words*.\n\n## Saving\n\nPut money\naside.\n\n## Spending\n\n- one\n- two\n")
        #expect(rendered.text == ["Intro words.", "Put money aside.", "one two"])
        #expect(rendered.headings.map(\.text) == ["Saving", "Spending"])
    }

    @Test func codeBlocksEndTheirPartAndRawHTMLIsLeftOutButInlineCodeAndLinkTextAreKept() {
        let source =
            "Use `budget.csv` and [the guide](x.md).\n\n```quiz\nThe answer is B\n```\n\n    indented   code\n\n<div>raw</div>\n\nEnd.\n"
        #expect(
            MarkdownRenderer().render(source).text == [
                "Use budget.csv and the guide. End. The answer is B indented code"
            ])
        // A block a hook replaces (a chapter's quiz, with its answers) is not shown as code, so not in the text.
        var hooks = ReplacesQuizzes()
        #expect(
            MarkdownRenderer().render(source, hooks: &hooks).text == [
                "Use budget.csv and the guide. End. indented code"
            ])
    }

    private struct ReplacesQuizzes: MarkdownHooks {
        mutating func replaceCodeBlock(info: String, code: String, at position: SourcePosition) -> String? {
            info == "quiz" ? "<div class=\"quiz\"></div>" : nil
        }
    }

    @Test func aDocumentWithoutHeadingsHasOnePart() {
        #expect(MarkdownRenderer().render("").text == [""])
        #expect(MarkdownRenderer().render("| A | B |\n|---|---|\n| 1 | 2 |\n").text == ["A B 1 2"])
    }
}

extension PlainTextTests {
    /// A code block's words, as search reads them, are its text split where a reader sees a space, a tab or a line
    /// break, as Swift's characters split it.
    @Test func codeWordsAreTheCodeSplitAtSpacesTabsAndLineBreaks() {
        let pieces = [
            "a", "--yes", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "é", " \u{301}", "存", "\u{2028}",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let code = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let expected = code.split(whereSeparator: { $0 == " " || $0.isNewline || $0 == "\t" }).joined(
                separator: " ")
            code.withCString { #expect(TreeRewriter.codeWords($0) == expected, "\(Array(code.utf8))") }
        }
        #expect(TreeRewriter.codeWords(nil) == "")
    }
}
