import Charts

/// One chart of each kind, drawn from fixed data: the golden files and the gallery tests use these.
enum Examples {
    static let pie = PieChart(
        ChartLabels(id: "pie", title: "Where the money goes", description: "A month of spending by category."),
        slices: [
            .init("Rent", 800), .init("Groceries", 320), .init("Transport", 110), .init("Fun & games", 90),
            .init("Phone", 35), .init("Gifts", 20), .init("Stamps", 4),
        ])

    static let donut = PieChart(
        ChartLabels(id: "donut", title: "50/30/20 split", description: "Needs, wants and savings of $2,000."),
        slices: [.init("Needs", 1000), .init("Wants", 600), .init("Savings", 400)], isDonut: true,
        palette: Palette.named("ocean")!)

    static let bar = BarChart(
        ChartLabels(id: "bar", title: "Spending per day", description: "One week of spending with the daily average."),
        categories: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
        series: [.init("Spent", [12.5, 0, 31.2, 8, 45.75, 60, 5])],
        referenceLine: .init(value: 23.21, label: "Average per day"))

    static let stacked = BarChart(
        ChartLabels(id: "stacked", title: "Loan payments", description: "Interest and principal in each year."),
        categories: ["2026", "2027", "2028"],
        series: [.init("Interest", [520.3, 353.15, 78.43]), .init("Principal", [3130.34, 3297.49, 3571.84])],
        layout: .stacked)

    static let negative = BarChart(
        ChartLabels(id: "net", title: "Net per month", description: "Money in minus money out."),
        categories: ["Jan", "Feb", "Mar", "Apr"], series: [.init("Net", [120, -45.5, 80, -10])])

    static let line: LineChart = {
        let start = Day(year: 2026, month: 1, day: 1)
        func series(_ name: String, base: Double, drift: Double, seed: UInt64) -> LineChart.Series {
            var state = seed, level = base
            return LineChart.Series(
                name,
                (0..<90).compactMap { offset in
                    let day = start.adding(days: offset)
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    level *= 1 + drift + (Double(state >> 40) / Double(1 << 24) - 0.5) * 0.012
                    // No rates at weekends (no point at all), and a two-week outage (no value): the line breaks there.
                    if day.weekday >= 6 { return nil }
                    return LineChart.Point(day, (40..<54).contains(offset) ? nil : level)
                })
        }
        return LineChart(
            ChartLabels(id: "line", title: "Euro against other currencies", description: "Rates rebased to 100."),
            series: [
                series("USD", base: 1.08, drift: 0.0004, seed: 1), series("JPY", base: 161.2, drift: -0.0006, seed: 2),
            ],
            isRebased: true, decimals: 1)
    }()

    /// A class's XP, with a name too long for the chart and two students tied.
    static let ranked = HorizontalBarChart(
        ChartLabels(
            id: "ranked", title: "XP by student", description: "Each student's experience points, highest first."),
        bars: [
            .init("Ava Brightwater", 1230), .init("Maximilian Alexander Montgomery-Smythe", 135),
            .init("Ben Okafor", 135),
            .init("Iris Novak", 60), .init("Jonah Fields", 0),
        ],
        valueName: "XP", style: NumberStyle())

    static let all: [(name: String, chart: Chart)] = [
        ("pie", pie.draw()), ("donut", donut.draw()), ("bar", bar.draw()), ("stacked", stacked.draw()),
        ("negative-bar", negative.draw()), ("line", line.draw()), ("ranked", ranked.draw()),
    ]

    /// Every example's drawing at both widths: `pie` for a desktop column, `pie-narrow` for a phone's.
    static let drawings: [(name: String, svg: String)] = all.flatMap { example in
        [(example.name, example.chart.svg)] + (example.chart.narrowSVG.map { [(example.name + "-narrow", $0)] } ?? [])
    }
}
