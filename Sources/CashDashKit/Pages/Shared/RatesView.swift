import CashDashModel
import Charts
import Foundation

/// The rate history prepared for the pages: every snapshot against the site's base, and the numbers the pages show.
struct RatesView: Sendable {
    let settings: RatesSettings
    /// The snapshots as stored, for exact conversions.
    let history: RateHistory
    /// Snapshots against `settings.base`, oldest first (days whose snapshot lacks the base are left out).
    let days: [Snapshot]
    /// Every currency any day quotes, sorted.
    let codes: [String]
    /// Each day's date, typed, in the order of `days`: for charts, and for grouping by year and month.
    let dates: [Day]
    /// The days between the first and the last of `days` that their provider publishes on and the site has no rates
    /// for, oldest first: gaps in every chart, never bridged by a straight line.
    let missingDays: [Day]
    /// The most decimals each currency's rates are published with (4 for `1.1684`, 2 for `186.75`), at most six.
    private let decimals: [String: Int]
    /// How the site's locale writes days, for the pages and the charts' date axes.
    let dayFormat: DayFormat
    /// How the site's locale writes plain numbers (`1.1684`, `1,1684`), for rates and changes.
    let numbers: NumberStyle
    /// The site's words, for the charts' titles and descriptions.
    let words: Catalogue
    /// Each currency's name in the site's language, by code (the codes and the base).
    private let names: [String: String]

    init(
        history: RateHistory, settings: RatesSettings, dayFormat: DayFormat = .unitedStates,
        numbers: NumberStyle = NumberStyle(), words: Catalogue = .english
    ) {
        self.dayFormat = dayFormat
        self.numbers = numbers
        self.words = words
        self.settings = settings
        self.history = history
        days = history.snapshots.compactMap { $0.rebased(to: settings.base) }
        dates = days.map { Day(iso: $0.date)! }  // each was checked when read (`strictISODay`)
        missingDays = RateHistory.missingDays(in: days)
        var codes = Set<String>()
        for day in days { codes.formUnion(day.rates.keys) }
        self.codes = codes.sorted()
        names = Currency.names(of: self.codes + [settings.base], inLanguage: words.language)
        // Read from the snapshots as stored: a rate crossed to another base has as many decimals as a division makes.
        var decimals: [String: Int] = [:]
        for snapshot in history.snapshots {
            for (code, rate) in snapshot.rates {
                decimals[code] = max(decimals[code] ?? 0, min(6, max(0, -Int(rate.exponent))))
            }
        }
        // A provider's own base has no published rate; crossed, it takes the decimals of the site's base.
        for snapshot in history.snapshots where decimals[snapshot.base] == nil {
            decimals[snapshot.base] = decimals[settings.base] ?? 4
        }
        self.decimals = decimals
    }

    /// A rate as `code`'s rates are published, rounded to its decimals (`1.1684`, `186.75`, `19,632.64`), so a table
    /// never shows six decimals beside four, in the locale's separators (`1,1684`); for reading, never for arithmetic.
    func display(_ rate: Decimal, _ code: String) -> String {
        numbers.decimal(rate, decimals: publishedDecimals(code))
    }

    /// `amount` of `code` with its decimals, in the locale's separators, and its code: `1,234.50 USD`, `1 234,50 USD`.
    func amount(_ amount: Decimal, _ code: String) -> String {
        let decimals = Currency(code: code)?.minorUnits ?? 2
        return numbers.decimal(amount, decimals: decimals) + "\u{A0}" + code
    }

    var latest: Snapshot? { days.last }

    /// The name of the currency `code` in the site's language, or its code.
    func name(_ code: String) -> String {
        names[code] ?? Currency(code: code)?.name(inLanguage: words.language) ?? code
    }

    /// `▲ +0.35%`, `▼ −1.20%` or `■ 0.00%` for a change in percent, rounded to two decimals, in `numbers`'
    /// separators and percent sign (`▲ +0,35 %` in France): the direction told by an arrow and a sign as well as by
    /// colour.
    static func describe(change: Double, numbers: NumberStyle = NumberStyle()) -> (text: String, direction: String) {
        let hundredths = Int((abs(change) * 100).rounded())
        // Written from the integer, not through a Decimal: a rates build writes this for every currency of every day.
        let fraction = hundredths % 100
        let text =
            numbers.grouped(String(hundredths / 100)) + numbers.decimalSeparator + (fraction < 10 ? "0" : "")
            + String(fraction) + numbers.percentSuffix
        if hundredths > 0 && change > 0 { return ("▲ +\(text)", "up") }
        if hundredths > 0 && change < 0 { return ("▼ \u{2212}\(text)", "down") }
        return ("■ \(text)", "flat")
    }

    /// The most lines one chart of the rates page draws; more targets are shown in several charts.
    static let linesPerChart = 4

    /// The missing days on or after `start` (all of them without one).
    func missingDays(since start: String?) -> [Day] {
        guard let start, let first = Day(iso: start) else { return missingDays }
        return missingDays.filter { $0 >= first }
    }

    /// The points of `code` on the days of `window` (indices of `days`), with a nil point on each of `missing`, in
    /// the order of their days.
    private func points(_ code: String, _ window: [Int], missing: [Day]) -> [LineChart.Point] {
        var points = window.map { index in
            LineChart.Point(dates[index], days[index].rate(code).map { NSDecimalNumber(decimal: $0).doubleValue })
        }
        guard !missing.isEmpty else { return points }
        points += missing.map { LineChart.Point($0, nil) }
        return points.sorted { $0.day < $1.day }
    }

    /// A line chart of the base against `codes` between `start` and the latest day, rebased to 100.
    func chart(id: String, codes: [String], title: String, since start: String?) -> Chart {
        let window = days.indices.filter { start == nil || days[$0].date >= start! }
        let missing = missingDays(since: start)
        let series = codes.map { code in
            LineChart.Series(code, points(code, window, missing: missing), decimals: publishedDecimals(code))
        }
        let first = window.first.map { days[$0].date } ?? "", last = window.last.map { days[$0].date } ?? ""
        var chart = LineChart(
            ChartLabels(
                id: id, title: title,
                description: words.text(
                    "charts.rates.description",
                    [
                        "codes": codes.joined(separator: ", "), "base": settings.base,
                        "first": dayFormat.words(iso: first), "last": dayFormat.words(iso: last),
                    ]),
                words: ChartWords(words)),
            series: series, isRebased: true, style: numbers, decimals: 1)
        chart.dateLabels = DateLabels(dayFormat)
        return chart.draw()
    }

    /// The history of one currency against the base, all days.
    func chart(for code: String) -> Chart {
        let points = points(code, Array(days.indices), missing: missingDays)
        let decimals = publishedDecimals(code)
        var chart = LineChart(
            ChartLabels(
                id: "history-\(code.lowercased())",
                title: words.text("charts.rates.history_title", ["code": code, "base": settings.base]),
                description: words.text(
                    "charts.rates.history_description",
                    [
                        "code": code, "base": settings.base, "first": dayFormat.words(iso: days.first?.date ?? ""),
                        "last": dayFormat.words(iso: days.last?.date ?? ""),
                    ]),
                words: ChartWords(words)),
            series: [LineChart.Series(code, points, decimals: decimals)], style: numbers, decimals: decimals)
        chart.dateLabels = DateLabels(dayFormat)
        return chart.draw()
    }

    /// The most decimals any day's rate of `code` is published with (4 for `1.1684`), so a table shows the rates as
    /// published; at most six.
    func publishedDecimals(_ code: String) -> Int {
        decimals[code] ?? 4
    }
}
