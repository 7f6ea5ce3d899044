/// How a chart's date axis writes days, and the day its weeks start on: English with Monday weeks unless the
/// caller passes a place's own (Charts knows no locales; CashDashKit makes these from CLDR).
public struct DateLabels: Sendable {
    /// `Nov 24`, for ticks on days and weeks.
    public var monthDay: @Sendable (Day) -> String
    /// `Nov 2026`, for the first tick on months and for January.
    public var monthYear: @Sendable (Day) -> String
    /// `Nov`, for other ticks on months.
    public var month: @Sendable (Day) -> String
    /// A whole day, for the table of numbers under a chart: ISO (`2026-11-24`) unless the caller says otherwise.
    public var day: @Sendable (Day) -> String
    /// The day a week starts on: 1 for Monday … 7 for Sunday.
    public var firstWeekday: Int

    public init(
        monthDay: @escaping @Sendable (Day) -> String, monthYear: @escaping @Sendable (Day) -> String,
        month: @escaping @Sendable (Day) -> String, day: @escaping @Sendable (Day) -> String = { $0.description },
        firstWeekday: Int
    ) {
        self.monthDay = monthDay
        self.monthYear = monthYear
        self.month = month
        self.day = day
        self.firstWeekday = (1...7).contains(firstWeekday) ? firstWeekday : 1
    }

    /// English month abbreviations, weeks from Monday.
    public static let english = DateLabels(
        monthDay: { "\(DateTicks.monthNames[$0.components.month - 1]) \($0.components.day)" },
        monthYear: { "\(DateTicks.monthNames[$0.components.month - 1]) \($0.components.year)" },
        month: { DateTicks.monthNames[$0.components.month - 1] }, firstWeekday: 1)

    /// The first day of the week that holds `day`.
    public func weekStart(of day: Day) -> Day {
        day.adding(days: -((day.weekday - firstWeekday + 7) % 7))
    }
}
