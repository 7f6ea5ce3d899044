@testable import CashDashModel
import Testing

@Suite struct ChapterLoaderTests {
    private func load(_ text: String, fileName: String = "03-credit.md") -> (Chapter?, [Diagnostic]) {
        var diagnostics = Diagnostics()
        let chapter = ChapterLoader.load(text: text, path: "curriculum/\(fileName)", fileName: fileName, diagnostics: &diagnostics)
        return (chapter, diagnostics.sorted)
    }

    @Test func readsFrontMatterAndBody() throws {
        let (chapter, diagnostics) = load("""
            ---
            title: Credit and credit cards
            summary: How borrowing works.
            objectives:
              - Read a statement
              - Pay on time
            ---
            # Credit
            """)
        #expect(diagnostics.isEmpty)
        let credit = try #require(chapter)
        #expect(credit.title == "Credit and credit cards")
        #expect(credit.summary == "How borrowing works.")
        #expect(credit.objectives == ["Read a statement", "Pay on time"])
        #expect(credit.order == 3)
        #expect(credit.body == "# Credit")
        #expect(credit.bodyFirstLine == 8)
        #expect(!credit.isDraft)
    }

    @Test func acceptsByteOrderMarkAndCRLF() throws {
        let (chapter, diagnostics) = load("\u{FEFF}---\r\ntitle: Saving\r\norder: 7\r\ndraft: true\r\n---\r\nBody\r\n")
        #expect(diagnostics.isEmpty)
        #expect(chapter?.title == "Saving")
        #expect(chapter?.order == 7)
        #expect(chapter?.isDraft == true)
        #expect(chapter?.bodyFirstLine == 6)
    }

    @Test func missingTitleIsAnErrorAtTheFrontMatter() {
        let (chapter, diagnostics) = load("---\nsummary: No title here\n---\nText\n")
        #expect(chapter == nil)
        #expect(diagnostics.map(\.description) == [
            "curriculum/03-credit.md:1:1: error: this chapter has no title; add a line `title: Your title` to its front matter"
        ])
    }

    @Test func missingFrontMatterIsAnError() {
        let (_, diagnostics) = load("# Just Markdown\n")
        #expect(diagnostics.first?.message.contains("no front matter") == true)
    }

    @Test func unclosedFrontMatterIsAnError() {
        let (_, diagnostics) = load("---\ntitle: Open\n\nText that never closes it\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message.contains("never ends"))
    }

    @Test func unknownKeysAreErrorsWithTheirPositionAndASuggestion() {
        let (chapter, diagnostics) = load("---\ntitle: Saving\nsumary: typo\n  \ncolour: blue\n---\n")
        #expect(chapter != nil)
        #expect(diagnostics.map(\.description) == [
            "curriculum/03-credit.md:3:1: error: unknown key `sumary` in the front matter; did you mean `summary`?",
            "curriculum/03-credit.md:5:1: error: unknown key `colour` in the front matter; the keys it takes are "
                + "`title`, `order`, `summary`, `objectives`, `draft`",
        ])
    }

    @Test func badYAMLIsReportedWhereItIs() {
        let (chapter, diagnostics) = load("---\ntitle: Saving\nsummary: [unclosed\n---\n")
        #expect(chapter == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].line == 5 || diagnostics[0].line == 4)
        #expect(diagnostics[0].message.hasPrefix("this YAML cannot be read"))
    }

    @Test func wrongTypesAreErrorsAtTheValue() {
        let (_, diagnostics) = load("---\ntitle: Saving\norder: first\ndraft: maybe\nobjectives: one\n---\n")
        #expect(diagnostics.map { "\($0.line):\($0.column) \($0.message)" } == [
            "3:8 `order` should be a whole number, like `order: 3`",
            "4:8 `draft` should be `true` or `false`",
            "5:13 `objectives` should be a list, one `- item` per line",
        ])
    }
}
