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
            #expect(found == ["14:6 the value of `B` is `\(value)`, which is not a number a chart can show; use numbers between "
                + "-1,000,000,000,000,000 and 1,000,000,000,000,000"], "\(type) \(value)")
        }
    }

    @Test(arguments: ["400", "-1", "9223372036854775807", "-9223372036854775808"])
    func decimalsOutOfRangeAreAnError(_ decimals: String) {
        let (_, found) = problems("type: line\ntitle: T\ndecimals: \(decimals)\nseries:\n  - name: A\n    points: {2026-01-05: 1.08}\n")
        #expect(found == ["12:1 `decimals` should be a whole number from 0 to 8"])
    }

    @Test(arguments: ["9000000000000000000-01-01", "99999999999-01-01", "+2026-01-01", "2026-1-1-1", "0000-01-01"])
    func aDateOutsideYears1To9999IsNotADate(_ date: String) {
        let (_, found) = problems("type: line\ntitle: T\nseries:\n  - name: A\n    points: {\"\(date)\": 1.0, 2026-01-05: 2.0}\n")
        #expect(found.count == 1 && found[0].contains("`\(date)` is not a date; write dates as YYYY-MM-DD"), "\(found)")
    }

    @Test func aLineChartAcrossTheWholeCalendarDrawsQuickly() {
        let started = Date()
        let (drawn, found) = problems("type: line\ntitle: T\nseries:\n  - name: A\n    points: {0001-01-01: 1.0, 9999-12-31: 2.0}\n")
        #expect(drawn && found.isEmpty)
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func tooManyPointsIsAnErrorNotAWait() {
        let points = (0..<5_000).map { "\(ChartDayText.day($0)): \($0)" }.joined(separator: ", ")
        let (drawn, found) = problems("type: line\ntitle: T\nseries:\n  - name: A\n    points: {\(points)}\n")
        #expect(!drawn)
        #expect(found.first?.hasPrefix("12:1 a chart in a chapter shows at most 4000 points; this one has 5000") == true, "\(found.first ?? "")")
    }
}

/// Dates for generated chart points.
private enum ChartDayText {
    static func day(_ offset: Int) -> String {
        Charts.ChartDay(year: 2000, month: 1, day: 1).adding(days: offset).description
    }
}

import Charts
