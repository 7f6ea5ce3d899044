import CmarkHTML
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
