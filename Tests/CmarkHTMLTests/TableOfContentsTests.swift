import CmarkHTML
import Testing

@Suite struct TableOfContentsTests {
    @Test func nestsOneLevelBelowTheTopSections() {
        let headings = MarkdownRenderer().render(
            "# Title\n\n## Income\n\n### Pay slips\n\n#### Too deep\n\n### Taxes\n\n## Spending\n"
        ).headings
        let toc = TableOfContents(headings: headings)
        #expect(toc.entries.map(\.text) == ["Income", "Spending"])
        #expect(toc.entries[0].children.map(\.id) == ["pay-slips", "taxes"])
        #expect(toc.entries[1].children.isEmpty)
    }

    @Test func usesTheShallowestLevelPresentAsTop() {
        let headings = MarkdownRenderer().render("### A\n\n### B\n").headings
        #expect(TableOfContents(headings: headings).entries.map(\.id) == ["a", "b"])
    }

    @Test func isEmptyWithoutSections() {
        #expect(
            TableOfContents(headings: MarkdownRenderer().render("# Only a title\n\nText.\n").headings).entries.isEmpty)
    }
}
