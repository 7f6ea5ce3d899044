import CashDashModel
import Charts
import Foundation

/// The rate history prepared for the pages: every snapshot against the site's base, and the numbers the pages show.
struct RatesPresenter: Sendable {
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
    /// Each currency's rates on the days that quote it, by code: read once here, so that a page of one currency
    /// (41 of them, over 27 years of days) never looks it up day by day.
    let columns: [String: Column]
    /// Each year's rates summed up month by month (``YearSummary``), by year: what the charts of all history draw once
    /// the history is longer than ``summarizedAfterDays``, and where each currency's highest and lowest rates are found.
    let summaries: [Int: YearSummary]
    /// Each currency's average rate of each month and each year, oldest first (``RateAverage``), by code: worked out
    /// once from the ``summaries``, for its page and its data file.
    let averages: [String: (months: [RateAverage], years: [RateAverage])]

    /// One currency's rates, oldest first.
    struct Column: Sendable {
        /// The indices in ``days`` of the days that quote it.
        var days: [Int] = []
        var rates: [Decimal] = []
    }

    init(
        history: RateHistory, settings: RatesSettings, summaries: [Int: YearSummary]? = nil,
        dayFormat: DayFormat = .unitedStates, numbers: NumberStyle = NumberStyle(), words: Catalogue = .english
    ) {
        self.dayFormat = dayFormat
        self.numbers = numbers
        self.words = words
        self.settings = settings
        self.history = history
        days = history.snapshots.compactMap { $0.rebased(to: settings.base) }
        dates = days.map { Day(iso: $0.date)! }  // each was checked when read (`strictISODay`)
        missingDays = RateHistory.missingDays(in: days)
        let summaries = summaries ?? YearSummary.summaries(of: days, base: settings.base)
        self.summaries = summaries
        // Filled by slot: a code of three capital letters (every ISO code) finds its slot in a table by its letters,
        // so that 27 years of 41 rates a day hash no code; any other code in a dictionary.
        var lettered = [Int32](repeating: -1, count: 26 * 26 * 26)
        var slots: [String: Int] = [:]
        var filled: [Column] = []
        var slotCodes: [String] = []
        for (index, day) in days.enumerated() {
            for (code, rate) in day.rates {
                let letters = Self.letters(code)
                var slot = letters.map { Int(lettered[$0]) } ?? slots[code] ?? -1
                if slot < 0 {
                    slot = filled.count
                    if let letters { lettered[letters] = Int32(slot) } else { slots[code] = slot }
                    var column = Column()
                    // Room for every day from this one on: most currencies are quoted every day.
                    column.days.reserveCapacity(days.count - index)
                    column.rates.reserveCapacity(days.count - index)
                    filled.append(column)
                    slotCodes.append(code)
                }
                filled[slot].days.append(index)
                filled[slot].rates.append(rate)
            }
        }
        var columns: [String: Column] = [:]
        for (slot, code) in slotCodes.enumerated() { columns[code] = filled[slot] }
        self.columns = columns
        averages = Dictionary(
            uniqueKeysWithValues: columns.keys.map { ($0, RateAverage.averages(of: $0, in: summaries)) })
        codes = columns.keys.sorted()
        names = Currency.names(of: codes + [settings.base], inLanguage: words.language)
        // Read from the snapshots as stored: a rate crossed to another base has as many decimals as a division makes.
        var decimals: [String: Int] = [:]
        if zip(days, history.snapshots).allSatisfy({ $0.base == $1.base }) && days.count == history.snapshots.count {
            // The days are the snapshots as stored: their columns hold every rate.
            for (code, column) in columns {
                decimals[code] = column.rates.reduce(0) { max($0, min(6, max(0, -Int($1.exponent)))) }
            }
        } else {
            for snapshot in history.snapshots {
                for (code, rate) in snapshot.rates {
                    decimals[code] = max(decimals[code] ?? 0, min(6, max(0, -Int(rate.exponent))))
                }
            }
        }
        // A provider's own base has no published rate; crossed, it takes the decimals of the site's base.
        for snapshot in history.snapshots where decimals[snapshot.base] == nil {
            decimals[snapshot.base] = decimals[settings.base] ?? 4
        }
        // Crossed to a base worth little, a rate needs more decimals than its provider's: 1 IDR buys 0.00005818 USD,
        // which USD's four decimals made 0.0001. Each column keeps four significant digits of its smallest rate.
        if history.snapshots.contains(where: { $0.base != settings.base }) {
            for (code, column) in columns {
                guard let smallest = column.rates.min() else { continue }
                decimals[code] = max(decimals[code] ?? 0, Self.decimals(showingFourDigitsOf: smallest))
            }
        }
        self.decimals = decimals
    }

    /// The decimals that show `rate` with at least four significant digits, at most twelve: 8 for 0.00005818, 3 for
    /// 1.394, 1 for 186.7.
    static func decimals(showingFourDigitsOf rate: Decimal) -> Int {
        var scaled = abs(rate), decimals = 0
        while scaled > 0, scaled < 1000, decimals < 12 {
            scaled *= 10
            decimals += 1
        }
        return decimals
    }

    /// The place of a code of three capital letters (`USD`) among all such codes, from 0 to 26³ − 1; nil for any other.
    static func letters(_ code: String) -> Int? {
        var utf8 = code.utf8.makeIterator()
        guard let a = utf8.next(), let b = utf8.next(), let c = utf8.next(), utf8.next() == nil else { return nil }
        let capitals = UInt8(ascii: "A")...UInt8(ascii: "Z")
        guard capitals.contains(a), capitals.contains(b), capitals.contains(c) else { return nil }
        return (Int(a - 65) * 26 + Int(b - 65)) * 26 + Int(c - 65)
    }

    /// A rate as `code`'s rates are published, rounded to its decimals (`1.1684`, `186.75`, `19,632.64`), so a table
    /// never shows six decimals beside four, in the locale's separators (`1,1684`); for reading, never for arithmetic.
    func display(_ rate: Decimal, _ code: String) -> String {
        numbers.decimal(rate, decimals: publishedDecimals(code))
    }

    /// A rate between any two currencies (a watched pair) at `code`'s decimals, or more where those would leave it
    /// fewer than four significant digits: 1 JPY = 0.006256 USD, not USD's 0.0063.
    func display(crossed rate: Decimal, _ code: String) -> String {
        numbers.decimal(rate, decimals: max(publishedDecimals(code), Self.decimals(showingFourDigitsOf: rate)))
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
    private func points(_ code: String, _ window: Range<Int>, missing: [Day]) -> [LineChart.Point] {
        var points: [LineChart.Point] = []
        points.reserveCapacity(window.count)
        let column = columns[code] ?? Column()
        // The column's days are in order: walk them beside the window's.
        var next = column.days.partitioningIndex { $0 >= window.lowerBound }
        for index in window {
            if next < column.days.count, column.days[next] == index {
                // As a number to draw, never to compute money with; made only for the days drawn.
                points.append(LineChart.Point(dates[index], NSDecimalNumber(decimal: column.rates[next]).doubleValue))
                next += 1
            } else {
                points.append(LineChart.Point(dates[index], nil))
            }
        }
        guard !missing.isEmpty else { return points }
        points += missing.map { LineChart.Point($0, nil) }
        return points.sorted { $0.day < $1.day }
    }

    /// A history longer than this many days (ten years) is drawn whole from its ``summaries``: a point for each
    /// month's first, lowest, highest and last rate (each quarter's past ``quartersAfterDays``), so that a chart of
    /// 27 years draws about 1,300 points, not 7,000, and is made from what the last build kept.
    static let summarizedAfterDays = 3_653
    /// A summarized history longer than this many days (forty years) is drawn a point group a quarter.
    static let quartersAfterDays = 14_610

    /// Whether the charts of all history are drawn from ``summaries``.
    var isSummarized: Bool {
        guard let first = dates.first, let last = dates.last else { return false }
        return last.ordinal - first.ordinal > Self.summarizedAfterDays
    }

    /// The points of `code` over all history, from the ``summaries``: the first, lowest, highest and last rate of each
    /// month (or quarter), in order of their days, and a nil point on the first day of each period between the first
    /// and the last that has no rate of it, so that a chart never bridges it.
    func summarizedPoints(_ code: String) -> [LineChart.Point] {
        guard let firstYear = dates.first?.year, let lastYear = dates.last?.year,
            let firstMonth = dates.first?.month, let lastMonth = dates.last?.month
        else { return [] }
        let monthsPerPeriod = dates.last!.ordinal - dates.first!.ordinal > Self.quartersAfterDays ? 3 : 1
        var periods: [Int: YearSummary.Period] = [:]  // by period number: year × 12 + month − 1, to the period's start
        for year in firstYear...lastYear {
            for month in summaries[year]?.currencies[code] ?? [] {
                let number = year * 12 + (month.month - 1) / monthsPerPeriod * monthsPerPeriod
                periods[number] = periods[number].map { $0.merged(with: month) } ?? month
            }
        }
        var points: [LineChart.Point] = []
        let start = firstYear * 12 + (firstMonth - 1) / monthsPerPeriod * monthsPerPeriod
        let end = lastYear * 12 + lastMonth - 1
        var seen = false
        for number in stride(from: start, through: end, by: monthsPerPeriod) {
            guard let period = periods[number] else {
                if seen { points.append(LineChart.Point(Day(year: number / 12, month: number % 12 + 1, day: 1), nil)) }
                continue
            }
            seen = true
            for point in period.points {
                points.append(LineChart.Point(point.day, NSDecimalNumber(decimal: point.rate).doubleValue))
            }
        }
        // A gap after the last rate is no gap: the line simply ends.
        while points.last?.value == nil && !points.isEmpty { points.removeLast() }
        return points
    }

    /// A line chart of the base against `codes` between `start` and the latest day, rebased to 100.
    func chart(id: String, codes: [String], title: String, since start: String?) -> Chart {
        let window = (start.map { start in days.partitioningIndex { $0.date >= start } } ?? 0)..<days.count
        let missing = missingDays(since: start)
        let summarized = start == nil && isSummarized
        let series = codes.map { code in
            LineChart.Series(
                code, summarized ? summarizedPoints(code) : points(code, window, missing: missing),
                decimals: publishedDecimals(code))
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
        let points = isSummarized ? summarizedPoints(code) : points(code, days.indices, missing: missingDays)
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

    /// The highest and the lowest rate of `code`, exactly; nil when no day quotes it. Found among each month's
    /// highest and lowest (``summaries``), not day by day.
    func extremes(_ code: String) -> (high: Decimal, low: Decimal)? {
        var found: (high: Decimal, low: Decimal)?
        for summary in summaries.values {
            for month in summary.currencies[code] ?? [] {
                found = (
                    max(found?.high ?? month.high.rate, month.high.rate),
                    min(found?.low ?? month.low.rate, month.low.rate)
                )
            }
        }
        return found
    }

    /// The most decimals any day's rate of `code` is published with (4 for `1.1684`), so a table shows the rates as
    /// published; at most six.
    func publishedDecimals(_ code: String) -> Int {
        decimals[code] ?? 4
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, for an array in which every element that does follows
    /// every element that does not (a binary search); `count` when none does.
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
