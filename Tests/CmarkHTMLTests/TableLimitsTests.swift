@testable import CmarkHTML
import Foundation
import Testing

/// Tables over ``TableLimits`` are refused before cmark-gfm sees them (CVE-2023-37463 in Debian's 0.29.0.gfm.6).
@Suite struct TableLimitsTests {
    private struct Refusals: MarkdownHooks {
        var refused: [(String, SourcePosition)] = []
        mutating func refuse(_ message: String, at position: SourcePosition) { refused.append((message, position)) }
    }

    @Test func theAmplifyingTableIsRefusedAtItsLine() {
        // 18 KB: a header of 3,000 columns, then 3,000 one-cell rows (29 s and 2.45 GB in cmark-gfm 0.29.0.gfm.6).
        let source =
            "# Title\n\n" + String(repeating: "|a", count: 3000) + "|\n" + String(repeating: "|-", count: 3000) + "|\n"
            + String(repeating: "x\n", count: 3000)
        var hooks = Refusals()
        let rendered = MarkdownRenderer().render(source, firstLine: 5, hooks: &hooks)
        #expect(rendered.html.isEmpty)
        #expect(hooks.refused.map(\.1) == [SourcePosition(line: 7, column: 1)])
        #expect(hooks.refused.first?.0 == "this table has 3000 columns; a table may have at most 1000, so split it")
    }

    @Test func narrowTablesWithManyRowsAreCountedByCells() {
        let source = "| a | b | c |\n|---|---|---|\n" + String(repeating: "| 1 | 2 | 3 |\n", count: 40_000)
        #expect(TableLimits.firstOversized(in: source) == .init(line: 1, columns: 3, rows: 33_334))
        let quoted = "> | a | b |\n> |:-|-:|\n" + String(repeating: "> | 1 |\n", count: 60_000)
        #expect(TableLimits.firstOversized(in: quoted)?.line == 1, "a table in a quote counts too")
    }

    /// 80 tables of 1,000 columns × 100 rows (336 KB), each under the limit of one table, had taken 40 s and 2.2 GB.
    @Test func manyLargeTablesInOneTextAreCountedTogether() {
        let table =
            String(repeating: "|a", count: 1_000) + "|\n" + String(repeating: "|-", count: 1_000) + "|\n"
            + String(repeating: "|x|\n", count: 98) + "\n"
        #expect(TableLimits.firstOversized(in: table) == nil, "one such table is allowed")
        let source = String(repeating: table, count: 80)
        let found = TableLimits.firstOversized(in: source)
        // Four tables hold 400,000 cells; the fifth (its header at line 405) passes that at its first row.
        #expect(found == .init(line: 405, columns: 1_000, rows: 3, cellsInText: 403_000))
        #expect(found?.message.contains("a text's tables may have at most 400000 cells together") == true)
    }

    @Test func ordinaryTablesAndTextAreRenderedAsBefore() {
        let source = "| Item | Cost |\n|:-----|-----:|\n| Rent | $800 |\n\nText | with a pipe\n\n---\n"
        #expect(TableLimits.firstOversized(in: source) == nil)
        var hooks = Refusals()
        let rendered = MarkdownRenderer().render(source, hooks: &hooks)
        #expect(hooks.refused.isEmpty)
        #expect(rendered.html.contains("<table>"))
    }

    /// The text is read line by line as bytes; Windows line ends (which cmark-gfm reads as line ends too) and a last
    /// line without one are counted like any other.
    @Test func windowsLineEndsAndALastLineWithoutOneAreCountedToo() {
        let crlf = "Intro\r\n\r\n| a | b |\r\n|---|---|\r\n" + String(repeating: "| 1 | 2 |\r\n", count: 50_000)
        #expect(TableLimits.firstOversized(in: crlf) == .init(line: 3, columns: 2, rows: 50_001))
        #expect(TableLimits.firstOversized(in: "| é | ü |\n|---|---|\n| 1 | 2 |") == nil)
        #expect(TableLimits.firstOversized(in: "") == nil)
    }
}
