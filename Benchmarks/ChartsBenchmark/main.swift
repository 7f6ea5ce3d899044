// Draws 1,000 charts of 1,000 points each, of every kind, and prints the time and SVG sizes.
// Run with Benchmarks/charts.sh (release build, peak memory measured there).
import Charts
import Dispatch

extension ChartLabels {
    /// Labels with English chart words, as an English page passes them.
    init(id: String, title: String, description: String) {
        self.init(
            id: id, title: title, description: description,
            words: ChartWords(
                showNumbers: "Show the numbers", date: "Date", name: "Name", amount: "Amount", share: "Share",
                total: "Total", rest: "Other", noData: "No data yet",
                rebasedNote: "(values as they are; the chart starts each line at 100)",
                lastDayOfMonth: "(the last day of each month)", lastDayOfYear: "(the last day of each year)",
                colon: ": "))
    }
}

func measure(_ name: String, _ draw: (Int) -> Chart) {
    let start = DispatchTime.now().uptimeNanoseconds
    var total = 0, largest = 0
    for index in 0..<1_000 {
        let size = draw(index).svg.utf8.count
        total += size
        largest = max(largest, size)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let perChart = seconds * 1e6 / 1_000
    print(
        "\(name): 1,000 charts in \(format3(seconds)) s (\(Int(perChart)) µs each); "
            + "SVG average \(total / 1_000) bytes, largest \(largest) bytes")
}

func format3(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}

/// A deterministic random walk of `count` values.
func walk(_ count: Int, seed: UInt64) -> [Double] {
    var state = seed &+ 1, level = 100.0
    return (0..<count).map { _ in
        state = state &* 6364136223846793005 &+ 1442695040888963407
        level *= 1 + (Double(state >> 40) / Double(1 << 24) - 0.5) * 0.02
        return level
    }
}

let start = Day(year: 2023, month: 1, day: 1)
measure("line, 1,000 daily points") { index in
    let values = walk(1_000, seed: UInt64(index))
    let points = values.enumerated().map { LineChart.Point(start.adding(days: $0.offset), $0.element) }
    return LineChart(
        ChartLabels(id: "c\(index)", title: "Chart \(index)", description: "A random walk."),
        series: [.init("Walk", points)]
    ).draw()
}
measure("line, 8 series of 125 points, rebased") { index in
    let series = (0..<8).map { number in
        LineChart.Series(
            "S\(number)",
            walk(125, seed: UInt64(index * 8 + number)).enumerated().map {
                LineChart.Point(start.adding(days: $0.offset), $0.element)
            })
    }
    return LineChart(
        ChartLabels(id: "c\(index)", title: "Chart \(index)", description: "Eight walks."),
        series: series, isRebased: true
    ).draw()
}
measure("bar, 1,000 bars with an average line") { index in
    let values = walk(1_000, seed: UInt64(index))
    return BarChart(
        ChartLabels(id: "c\(index)", title: "Chart \(index)", description: "Bars."),
        categories: values.indices.map { "D\($0)" }, series: [.init("Spent", values)],
        referenceLine: .init(value: values.reduce(0, +) / 1_000, label: "Average")
    ).draw()
}
measure("pie, 1,000 slices") { index in
    PieChart(
        ChartLabels(id: "c\(index)", title: "Chart \(index)", description: "Slices."),
        slices: walk(1_000, seed: UInt64(index)).enumerated().map { .init("Part \($0.offset)", $0.element) }
    ).draw()
}
