import Foundation

/// One year of rates against one base, summed up month by month for the charts of all history: for each currency and
/// each month that quotes it, the month's first, lowest, highest and last rate with their days, exactly as published.
///
/// A pure function of the year's snapshots, aligned to the calendar: a fresh build makes the very same summary, and a
/// new day changes only its own month's. ``SnapshotMemo`` keeps one a year beside its snapshots, so that a build draws
/// 27 years of history without reading 7,000 days again.
public struct YearSummary: Sendable, Equatable {
    /// A rate on its day.
    public struct Point: Sendable, Equatable {
        public var day: Day
        public var rate: Decimal

        public init(_ day: Day, _ rate: Decimal) {
            (self.day, self.rate) = (day, rate)
        }
    }

    /// One currency's month (or, merged, a longer period): its first, lowest, highest and last rate, and the sum and
    /// count of its rates (for ``RateAverage``). The lowest and highest are the earliest days with that rate.
    public struct Period: Sendable, Equatable {
        /// The month, 1 to 12, of the period's first month.
        public var month: Int
        public var first: Point
        public var low: Point
        public var high: Point
        public var last: Point
        /// The sum of the period's rates, exactly.
        public var sum: Decimal
        /// How many days of the period have a rate.
        public var days: Int

        public init(month: Int, first: Point, low: Point, high: Point, last: Point, sum: Decimal, days: Int) {
            (self.month, self.first, self.low, self.high, self.last) = (month, first, low, high, last)
            (self.sum, self.days) = (sum, days)
        }

        /// A period of one rate.
        init(month: Int, _ point: Point) {
            self.init(month: month, first: point, low: point, high: point, last: point, sum: point.rate, days: 1)
        }

        /// Takes in `point`, a later day than any before it.
        mutating func add(_ point: Point) {
            last = point
            if point.rate < low.rate { low = point }
            if point.rate > high.rate { high = point }
            sum += point.rate
            days += 1
        }

        /// This period followed by `later`, as one.
        public func merged(with later: Period) -> Period {
            Period(
                month: month, first: first, low: later.low.rate < low.rate ? later.low : low,
                high: later.high.rate > high.rate ? later.high : high, last: later.last, sum: sum + later.sum,
                days: days + later.days)
        }

        /// Its distinct days in order: what a chart draws of it.
        public var points: [Point] {
            var points = [first]
            for point in [low, high].sorted(by: { $0.day < $1.day }) + [last] where point.day > points.last!.day {
                points.append(point)
            }
            return points
        }
    }

    public var year: Int
    /// The base every rate is against.
    public var base: String
    /// Each currency's months, in order, by code.
    public var currencies: [String: [Period]]

    public init(year: Int, base: String, currencies: [String: [Period]]) {
        (self.year, self.base, self.currencies) = (year, base, currencies)
    }

    /// The summary of `days` (snapshots against `base`, of `year`, oldest first).
    public init(year: Int, base: String, days: some Sequence<Snapshot>) {
        var currencies: [String: [Period]] = [:]
        for snapshot in days {
            guard let day = Day(iso: snapshot.date) else { continue }
            let month = day.month
            for (code, rate) in snapshot.rates {
                let point = Point(day, rate)
                if let index = currencies[code]?.indices.last, currencies[code]![index].month == month {
                    currencies[code]![index].add(point)
                } else {
                    currencies[code, default: []].append(Period(month: month, point))
                }
            }
        }
        self.init(year: year, base: base, currencies: currencies)
    }

    /// The summaries of every year of `days` (snapshots against `base`, oldest first), by year.
    public static func summaries(of days: [Snapshot], base: String) -> [Int: YearSummary] {
        var byYear: [Int: [Snapshot]] = [:]
        for snapshot in days {
            guard let day = Day(iso: snapshot.date) else { continue }
            byYear[day.year, default: []].append(snapshot)
        }
        return byYear.reduce(into: [:]) { $0[$1.key] = YearSummary(year: $1.key, base: base, days: $1.value) }
    }
}
