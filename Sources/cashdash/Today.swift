import CashDashModel
import Foundation

/// The day the commands take for today: the date where the person at the computer is (a receipt jotted down at 8 in
/// the evening in California is today's, not tomorrow's UTC date), or the `CASHDASH_TODAY` environment variable
/// (`YYYY-MM-DD`) when it is set, so that a test or a rehearsal can say which day it is. Read here, at the edge, and
/// handed to the library; the model never reads the clock.
func commandToday() -> Day {
    if let text = ProcessInfo.processInfo.environment["CASHDASH_TODAY"], let day = Day(exactly: text) { return day }
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
    return Day(year: parts.year!, month: parts.month!, day: parts.day!)
}
