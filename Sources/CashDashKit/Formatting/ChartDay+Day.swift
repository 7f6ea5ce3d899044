import CashDashModel
import Charts

extension ChartDay {
    /// The same calendar day, for a chart's date axis.
    init(_ day: Day) {
        self.init(ordinal: day.ordinal)
    }
}
