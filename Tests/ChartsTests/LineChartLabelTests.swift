@testable import Charts
import Testing

/// The labels at the end of a line chart's lines: in the lines' order, apart, and as near their lines as they can be.
@Suite struct LineChartLabelTests {
    let chart = Examples.line

    @Test func labelsFarApartStayAtTheirLines() {
        #expect(chart.labelBaselines(for: [50, 120, 200], top: 20, bottom: 300) == [54, 124, 204])
    }

    @Test func crowdedLabelsKeepTheLinesOrderAndMoveApart() {
        // The second line ends above the first: its label is above too, and the two are 14 units apart.
        let baselines = chart.labelBaselines(for: [100, 96, 300], top: 20, bottom: 290)
        #expect(baselines[1] < baselines[0])
        #expect(baselines[0] - baselines[1] >= 14)
        #expect(baselines[1] == 100, "the upper label stays at its line")
        #expect(baselines[2] == 290, "a label never passes the bottom")
    }

    @Test func labelsPushedToTheBottomMoveUpTogether() {
        let baselines = chart.labelBaselines(for: [280, 281, 282, 283], top: 20, bottom: 290)
        #expect(baselines == [248, 262, 276, 290])
    }

    @Test func aMovedLabelGetsALeaderLineAndLabelsFollowTheLines() {
        let days = (1...20).map { Day(year: 2026, month: 3, day: $0) }
        let chart = LineChart(
            ChartLabels(id: "close", title: "Two lines ending together", description: "They meet at the end."),
            series: [
                LineChart.Series("LOW", days.enumerated().map { LineChart.Point($1, 10 - Double($0) * 0.0026) }),
                LineChart.Series("HIGH", days.enumerated().map { LineChart.Point($1, 9 + Double($0) * 0.0505) }),
            ]
        ).draw()
        #expect(chart.svg.contains("stroke=\"currentColor\" stroke-opacity=\"0.5\""), "a leader line")
        let baseline = { (label: String) -> Double in
            let text = chart.svg[..<chart.svg.range(of: label)!.lowerBound]
            let y = text[text.range(of: "y=\"", options: .backwards)!.upperBound...].prefix { $0 != "\"" }
            return Double(y)!
        }
        #expect(baseline(">HIGH ▲") < baseline(">LOW ▼"), "HIGH ends higher, so its label is above")
    }
}
