import CashDashModel
import Charts

extension DateLabels {
    /// The chart-axis forms of `days`' place (`Nov 24`, `24 nov.`), its short form for the tables of numbers
    /// (`Nov 24, 2026`), and the day its weeks start on.
    init(_ days: DayFormat) {
        self.init(
            monthDay: { days.string($0, .monthDay) }, monthYear: { days.string($0, .monthYear) },
            month: { days.string($0, .month) }, day: { days.unbroken($0, .short) }, firstWeekday: days.firstWeekday)
    }
}
