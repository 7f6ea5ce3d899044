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
        #expect(diagnostics.newestFirst { times[$0] }.map(\.message) == ["also just typed", "just typed", "old one", "untouched"])
    }
}
