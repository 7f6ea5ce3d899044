/// Date-axis ticks on day, week, month or year boundaries, as many as fit.
public struct DateTicks: Sendable, Equatable {
    public enum Unit: Sendable, Equatable {
        case day, week, month, year
    }

    public var unit: Unit
    /// How many units between ticks (every 2 days, every 3 months, every 5 years…).
    public var every: Int
    public var days: [Day]
    /// How the ticks are written, and where weeks start.
    public var labels: DateLabels = .english

    public static func == (a: DateTicks, b: DateTicks) -> Bool {
        a.unit == b.unit && a.every == b.every && a.days == b.days
    }

    static let candidates: [(Unit, Int)] = [
        (.day, 1), (.day, 2), (.week, 1), (.week, 2), (.month, 1), (.month, 2), (.month, 3), (.month, 6),
        (.year, 1), (.year, 2), (.year, 5), (.year, 10), (.year, 20), (.year, 50), (.year, 100), (.year, 200),
        (.year, 500),
        (.year, 1000), (.year, 2000),
    ]

    /// Ticks between `first` and `last` (inclusive), at most `maximum` of them.
    public init(from first: Day, to last: Day, maximum: Int = 8, labels: DateLabels = .english) {
        self.labels = labels
        let most = max(maximum, 2)
        for (unit, every) in Self.candidates {
            let days = Self.boundaries(
                from: first, to: last, unit: unit, every: every, weeksFrom: labels.firstWeekday, stoppingAfter: most)
            if days.count <= most {
                self.unit = unit
                self.every = every
                self.days = days
                return
            }
        }
        unit = .year
        every = 5000
        days = Self.boundaries(from: first, to: last, unit: .year, every: 5000, weeksFrom: 1, stoppingAfter: .max)
    }

    /// The boundaries from `first` to `last`, or the first `limit + 1` of them: a candidate with more is passed over,
    /// so it is never counted out in full (daily ticks over a chart of 6,000 years were 2 million days).
    static func boundaries(
        from first: Day, to last: Day, unit: Unit, every: Int, weeksFrom firstWeekday: Int, stoppingAfter limit: Int
    ) -> [Day] {
        var days: [Day] = []
        func full() -> Bool { days.count > limit }
        switch unit {
        case .day:
            var day = first
            while day <= last, !full() {
                days.append(day)
                day = day.adding(days: every)
            }
        case .week:
            var day = first.adding(days: (firstWeekday - first.weekday + 7) % 7)  // the first first day of a week
            while day <= last, !full() {
                days.append(day)
                day = day.adding(days: 7 * every)
            }
        case .month:
            var (year, month, day) = first.components
            if day != 1 { month += 1 }
            while !full() {
                if month > 12 { year += 1; month -= 12 }
                let tick = Day(year: year, month: month, day: 1)
                if tick > last { break }
                if (month - 1) % every == 0 { days.append(tick) }
                month += 1
            }
        case .year:
            var (year, month, day) = first.components
            if month != 1 || day != 1 { year += 1 }
            year = (year + every - 1) / every * every
            while Day(year: year, month: 1, day: 1) <= last, !full() {
                days.append(Day(year: year, month: 1, day: 1))
                year += every
            }
        }
        return days
    }

    public static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The label of a tick: `Mar 5` for days and weeks, `Mar` (`Jan 2026` in January) for months, `2026` for years.
    public func label(_ day: Day) -> String {
        let (year, month, _) = day.components
        switch unit {
        case .day, .week: return labels.monthDay(day)
        case .month: return month == 1 || day == days.first ? labels.monthYear(day) : labels.month(day)
        case .year: return String(year)
        }
    }
}
