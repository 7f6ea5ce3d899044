import CashDashModel
import Foundation

/// The day the commands take for today: the date in UTC, or the `CASHDASH_TODAY` environment variable
/// (`YYYY-MM-DD`) when it is set, so that a test or a rehearsal can say which day it is. Read here, at the edge, and
/// handed to the library; the model never reads the clock.
func commandToday() -> Day {
    if let text = ProcessInfo.processInfo.environment["CASHDASH_TODAY"], let day = Day(exactly: text) { return day }
    return todayInUTC()
}
