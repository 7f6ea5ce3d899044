import CashDashModel
import Charts

extension DateLabels {
    /// The chart-axis forms of `days`' place (`Nov 24`, `24 nov.`) and the day its weeks start on.
    init(_ days: DayFormat) {
        self.init(
            monthDay: { days.string($0, .monthDay) }, monthYear: { days.string($0, .monthYear) },
            month: { days.string($0, .month) }, firstWeekday: days.firstWeekday)
    }
}
