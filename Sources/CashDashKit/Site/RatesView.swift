import Charts
import Foundation

/// The rate history prepared for the pages: every snapshot against the site's base, and the numbers the pages show.
struct RatesView: Sendable {
    let settings: RatesSettings
    /// Snapshots against `settings.base`, oldest first (days whose snapshot lacks the base are left out).
    let days: [Snapshot]
    /// Every currency any day quotes, sorted.
    let codes: [String]

    init(history: RateHistory, settings: RatesSettings) {
        self.settings = settings
        days = history.snapshots.compactMap { $0.rebased(to: settings.base) }
        var codes = Set<String>()
        for day in days { codes.formUnion(day.rates.keys) }
        self.codes = codes.sorted()
    }

    var latest: Snapshot? { days.last }

    /// A rate for reading: six significant digits, no more than six decimals (`1.16840`, `186.750`, `0.00512300`).
    static func display(_ rate: Decimal) -> String {
        let value = NSDecimalNumber(decimal: rate).doubleValue
        guard value > 0 else { return "0" }
        var digits = 0
        var magnitude = value
        while magnitude < 100_000 && digits < 6 {
            magnitude *= 10
            digits += 1
        }
        var text = plainDecimal(Currency.roundedTo(rate, digits), decimals: digits, grouping: true)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }  // 1.16840 reads as published: 1.1684
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The change from `before` to `after` in percent, two decimals.
    static func percentChange(from before: Decimal, to after: Decimal) -> Decimal {
        Currency.roundedTo((after - before) / before * 100, 2)
    }

    /// `▲ +0.35%`, `▼ −1.20%` or `■ 0.00%`: the direction told by an arrow and a sign as well as by colour.
    static func describe(change: Decimal) -> (text: String, direction: String) {
        let text = plainDecimal(abs(change), decimals: 2)
        if change > 0 { return ("▲ +\(text)%", "up") }
        if change < 0 { return ("▼ \u{2212}\(text)%", "down") }
        return ("■ 0.00%", "flat")
    }

    /// A line chart of the base against the targets between `start` and the latest day, rebased to 100.
    func chart(id: String, title: String, since start: String?) -> Chart {
        let window = days.filter { start == nil || $0.date >= start! }
        let series = settings.targets.map { code in
            LineChart.Series(code, window.map { day in
                LineChart.Point(ChartDay(iso: day.date)!, day.rate(code).map { NSDecimalNumber(decimal: $0).doubleValue })
            })
        }
        let first = window.first?.date ?? "", last = window.last?.date ?? ""
        return LineChart(
            ChartLabels(
                id: id, title: title,
                description: "How many \(settings.targets.joined(separator: ", ")) one \(settings.base) bought from \(first) "
                    + "to \(last), each line starting at 100, so 105 means 5% more than on the first day."),
            series: series, isRebased: true, decimals: 1
        ).draw()
    }

    /// The history of one currency against the base, all days.
    func chart(for code: String) -> Chart {
        let points = days.map { day in
            LineChart.Point(ChartDay(iso: day.date)!, day.rate(code).map { NSDecimalNumber(decimal: $0).doubleValue })
        }
        let values = days.compactMap { $0.rate(code) }
        let decimals = values.last.map { NSDecimalNumber(decimal: $0).doubleValue < 10 ? 4 : 2 } ?? 2
        return LineChart(
            ChartLabels(
                id: "history-\(code.lowercased())", title: "\(code) per \(settings.base), all history",
                description: "How many \(code) one \(settings.base) bought on each day from \(days.first?.date ?? "") to "
                    + "\(days.last?.date ?? ""); gaps are days without a rate."),
            series: [LineChart.Series(code, points)], decimals: decimals
        ).draw()
    }
}

extension Currency {
    /// `value` rounded half away from zero to `digits` decimals.
    static func roundedTo(_ value: Decimal, _ digits: Int) -> Decimal {
        var value = value, result = Decimal()
        NSDecimalRound(&result, &value, digits, .plain)
        return result
    }
}
