@testable import CashDashModel
import Foundation
import Testing

@Suite struct DiagnosticsOrderTests {
    /// The file just edited leads; the rest follow from the most recently changed, each file's problems in order.
    @Test func theFileJustEditedComesFirst() {
        var diagnostics = Diagnostics()
        diagnostics.error("old one", in: "a.md", line: 3)
        diagnostics.warning("untouched", in: "b.csv", line: 1)
        diagnostics.error("just typed", in: "c.yml", line: 9)
        diagnostics.error("also just typed", in: "c.yml", line: 2)
        let times = ["a.md": Date(timeIntervalSince1970: 100), "c.yml": Date(timeIntervalSince1970: 500)]
        #expect(
            diagnostics.newestFirst { times[$0] }.map(\.message) == [
                "also just typed", "just typed", "old one", "untouched",
            ])
    }
}

@Suite struct DiagnosticsLinesTests {
    /// A chapter with thousands of broken links shows its first hundred problems and counts the rest; other files'
    /// problems are all shown.
    @Test func eachFileShowsItsFirstHundredAndCountsTheRest() {
        var diagnostics = Diagnostics()
        for line in 1...60_000 { diagnostics.warning("links to a page that does not exist", in: "big.md", line: line) }
        diagnostics.error("no title", in: "small.md", line: 1)
        let lines = Diagnostics.lines(diagnostics.sorted)
        #expect(lines.count == 100 + 1 + 1)
        #expect(lines[99] == "big.md:100:1: warning: links to a page that does not exist")
        #expect(
            lines[100]
                == "big.md: … and 59900 more problems in this file, not shown; fix the ones above and run the command again to see the rest"
        )
        #expect(lines[101] == "small.md:1:1: error: no title")
    }

    @Test func aFileAtTheLimitShowsEverythingAndNoCount() {
        var diagnostics = Diagnostics()
        for line in 1...3 { diagnostics.error("bad", in: "a.csv", line: line) }
        #expect(
            Diagnostics.lines(diagnostics.sorted, perFile: 3) == [
                "a.csv:1:1: error: bad", "a.csv:2:1: error: bad", "a.csv:3:1: error: bad",
            ])
    }
}
