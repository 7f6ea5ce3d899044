import CashDashModel
import Charts

extension ChartDay {
    /// The same calendar day, for a chart's date axis.
    init(_ day: Day) {
        self.init(ordinal: day.ordinal)
    }
}

extension DateLabels {
    /// The chart-axis forms of `days`' place (`Nov 24`, `24 nov.`) and the day its weeks start on.
    init(_ days: DayFormat) {
        self.init(
            monthDay: { days.string(Day(ordinal: $0.ordinal), .monthDay) },
            monthYear: { days.string(Day(ordinal: $0.ordinal), .monthYear) },
            month: { days.string(Day(ordinal: $0.ordinal), .month) }, firstWeekday: days.firstWeekday)
    }
}
