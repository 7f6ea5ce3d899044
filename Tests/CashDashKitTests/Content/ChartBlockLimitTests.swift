@testable import CashDashKit
@testable import CashDashModel
import Foundation
import Testing

/// Chart blocks with numbers and dates no page can show: each ends in an error at its line, never a crash or a hang.
/// Every case here renders in well under a second.
@Suite struct ChartBlockLimitTests {
    private func problems(_ yaml: String) -> (drawn: Bool, problems: [String]) {
        var diagnostics = Diagnostics()
        let html = ChartBlock.html(
            yaml: yaml, path: "ch.md", firstLine: 10, id: "c", money: .usDollars, diagnostics: &diagnostics)
        return (html != nil, diagnostics.sorted.map { "\($0.line):\($0.column) \($0.message)" })
    }

    @Test(arguments: ["1e19", "1.0e+308", "-1.7e+308", ".nan", ".inf", "-.inf"])
    func aValueNoChartCanShowIsAnErrorAtIt(_ value: String) {
        for type in ["pie", "bar"] {
            let (drawn, found) = problems("type: \(type)\ntitle: T\ndata:\n  A: 1\n  B: \(value)\n")
            #expect(!drawn)
            #expect(
                found == [
                    "14:6 the value of `B` is `\(value)`, which is not a number a chart can show; use numbers between "
                        + "-1,000,000,000,000,000 and 1,000,000,000,000,000"
                ], "\(type) \(value)")
        }
    }

    @Test(arguments: ["400", "-1", "9223372036854775807", "-9223372036854775808"])
    func decimalsOutOfRangeAreAnError(_ decimals: String) {
        let (_, found) = problems(
            "type: line\ntitle: T\ndecimals: \(decimals)\nseries:\n  - name: A\n    points: {2026-01-05: 1.08}\n")
        #expect(found == ["12:1 `decimals` should be a whole number from 0 to 8"])
    }

    @Test(arguments: ["9000000000000000000-01-01", "99999999999-01-01", "+2026-01-01", "2026-1-1-1", "0000-01-01"])
    func aDateOutsideYears1To9999IsNotADate(_ date: String) {
        let (_, found) = problems(
            "type: line\ntitle: T\nseries:\n  - name: A\n    points: {\"\(date)\": 1.0, 2026-01-05: 2.0}\n")
        #expect(found.count == 1 && found[0].contains("`\(date)` is not a date; write dates as YYYY-MM-DD"), "\(found)")
    }

    @Test func aLineChartAcrossTheWholeCalendarDraws() {
        let (drawn, found) = problems(
            "type: line\ntitle: T\nseries:\n  - name: A\n    points: {0001-01-01: 1.0, 9999-12-31: 2.0}\n")
        #expect(drawn && found.isEmpty)
    }

    @Test func tooManyPointsIsAnErrorNotAWait() {
        let points = (0..<5_000).map { "\(ChartDayText.day($0)): \($0)" }.joined(separator: ", ")
        let (drawn, found) = problems("type: line\ntitle: T\nseries:\n  - name: A\n    points: {\(points)}\n")
        #expect(!drawn)
        #expect(
            found.first?.hasPrefix("12:1 a chart in a chapter shows at most 4000 points; this one has 5000") == true,
            "\(found.first ?? "")")
    }

    @Test func tooManyBarsOrSlicesIsAnErrorAtTheirData() {
        let bars = (0..<1_001).map { "  b\($0): \($0)\n" }.joined()
        let bar = problems("type: bar\ntitle: T\ndata:\n" + bars)
        #expect(!bar.drawn)
        #expect(
            bar.problems == [
                "12:1 a bar chart shows at most 1000 bars; this one has 1001; show a total a week, a month or a category instead"
            ])
        let slices = (0..<101).map { "  s\($0): 1\n" }.joined()
        let pie = problems("type: donut\ntitle: T\ndata:\n" + slices)
        #expect(!pie.drawn)
        #expect(
            pie.problems == [
                "12:1 a donut chart shows at most 100 slices; this one has 101; put the smallest together as one `Other` slice"
            ])
        #expect(problems("type: bar\ntitle: T\ndata:\n" + (0..<1_000).map { "  b\($0): \($0)\n" }.joined()).drawn)
    }

    /// A million bars (12 MB of YAML) is refused at the block's first line before the YAML is read: it took 15.6 s
    /// and 1.27 GB.
    @Test func aMillionBarsIsRefusedBeforeReading() {
        let (drawn, found) = problems("type: bar\ntitle: T\ndata:\n" + (0..<1_000_000).map { "  b\($0): 1\n" }.joined())
        #expect(!drawn)
        #expect(
            found.count == 1 && found[0].hasPrefix("10:1 a chart block holds at most 256 KB; this one has"), "\(found)")
    }
}

/// Dates for generated chart points.
private enum ChartDayText {
    static func day(_ offset: Int) -> String {
        Charts.Day(year: 2000, month: 1, day: 1).adding(days: offset).description
    }
}

import Charts
