import CashDashModel
import Foundation

/// The day the commands take for today: the date where the person at the computer is (a receipt jotted down at 8 in
/// the evening in California is today's, not tomorrow's UTC date), or the `CASHDASH_TODAY` environment variable
/// (`YYYY-MM-DD`) when it is set, so that a test or a rehearsal can say which day it is. Read here, at the edge, and
/// handed to the library; the model never reads the clock.
func commandToday() -> Day {
    if let text = ProcessInfo.processInfo.environment["CASHDASH_TODAY"] {
        guard let day = Day(exactly: text) else {
            // A rehearsal on the wrong day would write rows and rates of the real one without a word.
            FileHandle.standardError.write(
                Data(
                    "error: CASHDASH_TODAY is `\(visibleText(text))`, which is not a day; write it YYYY-MM-DD, or unset it\n"
                        .utf8))
            exit(2)
        }
        return day
    }
    // The C library's local time, as `Calendar.current` gives it, without loading ICU's calendar (0.8 % of a
    // rebuild after one edit, by perf).
    var now = time(nil)
    var local = tm()
    localtime_r(&now, &local)
    return Day(year: Int(local.tm_year) + 1900, month: Int(local.tm_mon) + 1, day: Int(local.tm_mday))
}

/// The moment the commands take for now: noon (UTC) of `CASHDASH_TODAY` when it is set, so that a rates provider's
/// date is checked against the same day the rest of the run takes for today; the clock otherwise.
func commandNow() -> Date {
    guard let text = ProcessInfo.processInfo.environment["CASHDASH_TODAY"], let day = Day(exactly: text) else {
        return Date()
    }
    return Date(timeIntervalSince1970: Double(day.ordinal) * 86_400 + 43_200)
}
