import CashDashModel
import Foundation
import Synchronization

/// How a place writes calendar days, from CLDR through Foundation's formatting (ICU): in words for prose and headings
/// (`November 24, 2026`, `24 de noviembre de 2026`), in short words for tables (`Nov 24, 2026`), and the short pieces
/// of a chart's date axis (`Nov 24`, `Nov 2026`, `Nov`). ISO days stay in file names, addresses, data attributes and feeds.
///
/// Each form is read once per month from ICU, when a day of that month is first written in it, and kept as a pattern
/// with the day and year left open, so a build writes thousands of days without asking ICU again; a locale whose
/// dates do not fit such a pattern is asked every time. (Reading all 72 at once took 3 % of a rebuild after one
/// chapter's edit, which writes few days or none.)
public struct DayFormat: Sendable, Equatable {
    /// The forms a day is written in.
    public enum Form: Int, Sendable, CaseIterable {
        /// In words, for prose and headings: `November 24, 2026`.
        case long
        /// Short words, for tables and notes: `Nov 24, 2026`, `24 nov. 2026`. Never numbers alone: `11/24/26` is
        /// another day to most of the world's readers.
        case short
        /// Month and day, for a chart's axis: `Nov 24`.
        case monthDay
        /// Month and year, for a chart's axis: `Nov 2026`.
        case monthYear
        /// The month alone, for a chart's axis: `Nov`.
        case month
        /// Month and year in words, for headings and captions: `November 2026`, `noviembre de 2026`.
        case monthInWords

        fileprivate var style: Date.FormatStyle {
            switch self {
            case .long: Date.FormatStyle(date: .long, time: .omitted)
            case .short: Date.FormatStyle(date: .abbreviated, time: .omitted)
            case .monthDay: Date.FormatStyle().month(.abbreviated).day()
            case .monthYear: Date.FormatStyle().month(.abbreviated).year()
            case .month: Date.FormatStyle().month(.abbreviated)
            case .monthInWords: Date.FormatStyle().month(.wide).year()
            }
        }
    }

    /// The locale, as `site.yml` names it (`en_US`).
    public let locale: String
    /// The day a week starts on in this place, 1 for Monday … 7 for Sunday (as `Day.weekday` counts).
    public let firstWeekday: Int
    private let patterns: PatternTable
    private let styles: [Date.FormatStyle]
    private let weekday: Date.FormatStyle

    public init(locale identifier: String) {
        locale = identifier
        let locale = Locale.latinDigits(identifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = TimeZone(identifier: "UTC")!
        firstWeekday = Self.firstWeekday(calendar)
        let styles = Form.allCases.map { form in
            var style = form.style
            style.locale = locale
            style.calendar = calendar
            style.timeZone = calendar.timeZone
            return style
        }
        self.styles = styles
        weekday = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone).weekday(
            .abbreviated)
        patterns = PatternTable(styles: styles)
    }

    /// The day a week starts on where `locale` is (CLDR's weekData), 1 for Monday … 7 for Sunday.
    public static func firstWeekday(locale identifier: String) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        return firstWeekday(calendar)
    }

    private static func firstWeekday(_ calendar: Calendar) -> Int {
        // Foundation counts from Sunday (1) to Saturday (7).
        (calendar.firstWeekday + 5) % 7 + 1
    }

    /// Days as the default site (`en_US`) writes them, read once.
    public static let unitedStates = DayFormat(locale: "en_US")

    public static func == (a: DayFormat, b: DayFormat) -> Bool { a.locale == b.locale }

    /// `day` in words for prose and headings, its spaces no-break ones so it is never split across lines.
    public func words(_ day: Day) -> String {
        unbroken(day, .long)
    }

    /// `day` in words when `iso` is a day (`2026-11-24`), else `iso` as it is.
    public func words(iso: String) -> String {
        Day(iso: iso).map(words) ?? iso
    }

    /// The month that holds `day` in words (`November 2026`, `novembre 2026`), never split across lines.
    public func monthWords(_ day: Day) -> String {
        unbroken(string(day, .monthInWords))
    }

    /// `day` in `form` with no-break spaces and hyphens, for text that must not be split across lines (a chart's
    /// description, a table cell).
    public func unbroken(_ day: Day, _ form: Form) -> String {
        unbroken(string(day, form))
    }

    private func unbroken(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x20 || $0 == 0x2D }) else { return text }
        // Scalar by scalar: Foundation's replacingOccurrences was 2.7% of a daily step (perf, release).
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar == " " ? "\u{A0}" : scalar == "-" ? "\u{2011}" : scalar)
        }
        return String(scalars)
    }

    /// `day` written in `form`.
    public func string(_ day: Day, _ form: Form = .long) -> String {
        let (year, month, date) = day.components
        if let pattern = patterns.pattern(form, month: month) { return pattern.fill(day: date, year: year) }
        return Self.date(day).formatted(styles[form.rawValue])
    }

    /// The short name of `day`'s weekday: `Tue`, `mar.`, `Di.`.
    public func weekdayName(_ day: Day) -> String {
        Self.date(day).formatted(weekday)
    }

    /// `day` in `form` (words unless told), in a `<time>` element that names it in ISO and is never broken across
    /// lines (its spaces are no-break ones, and the stylesheet keeps a `time` on one line).
    public func html(_ day: Day, _ form: Form = .long) -> String {
        "<time datetime=\"\(day)\">\(unbroken(day, form))</time>"
    }

    fileprivate static func date(_ day: Day) -> Date { Date(timeIntervalSince1970: Double(day.ordinal) * 86_400) }
}

/// The patterns of each form, month by month, each read from ICU when first asked for.
private final class PatternTable: Sendable {
    private let styles: [Date.FormatStyle]
    /// By form and month (`form * 12 + month - 1`): the pattern, nil where ICU is asked each time, or not yet read.
    private let patterns: Mutex<[Pattern??]>

    init(styles: [Date.FormatStyle]) {
        self.styles = styles
        patterns = Mutex(Array(repeating: nil, count: styles.count * 12))
    }

    /// The pattern of `month` (1 to 12) in `form`; nil where it does not fit.
    func pattern(_ form: DayFormat.Form, month: Int) -> Pattern? {
        let slot = form.rawValue * 12 + month - 1
        if let known = patterns.withLock({ $0[slot] }) { return known }
        let pattern = Pattern(style: styles[form.rawValue], month: month)
        patterns.withLock { $0[slot] = .some(pattern) }
        return pattern
    }
}

/// A day's text with its day and year left open: `["", day, " de noviembre de ", year]`.
private struct Pattern: Sendable {
    enum Piece: Sendable { case text(String), day(padded: Bool), year(digits: Int) }
    var pieces: [Piece]

    /// The pattern of `month` in `style`, checked against ICU on sample days; nil when it does not fit.
    init?(style: Date.FormatStyle, month: Int) {
        func icu(_ year: Int, _ day: Int) -> String {
            DayFormat.date(Day(year: year, month: month, day: day)).formatted(style)
        }
        let sample = icu(2026, 24)
        var pieces: [Piece] = []
        var rest = Substring(sample)
        while !rest.isEmpty {
            if rest.hasPrefix("2026") {
                pieces.append(.year(digits: 4)); rest = rest.dropFirst(4)
            } else if rest.hasPrefix("24") {
                pieces.append(.day(padded: false)); rest = rest.dropFirst(2)
            } else if rest.hasPrefix("26") {
                pieces.append(.year(digits: 2)); rest = rest.dropFirst(2)
            } else if case .text(let text)? = pieces.last {
                pieces[pieces.count - 1] = .text(text + String(rest.first!)); rest = rest.dropFirst()
            } else {
                pieces.append(.text(String(rest.first!))); rest = rest.dropFirst()
            }
        }
        // A single-digit day tells whether days are padded; other years and days check the rest.
        if icu(2026, 5).contains("05") {
            pieces = pieces.map { if case .day = $0 { .day(padded: true) } else { $0 } }
        }
        self.pieces = pieces
        for (year, day) in [(2026, 5), (1999, 1), (2031, 17), (807, 9)]
        where fill(day: day, year: year) != icu(year, day) {
            return nil
        }
    }

    func fill(day: Int, year: Int) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let words): text += words
            case .day(let padded): text += padded && day < 10 ? "0\(day)" : String(day)
            case .year(let digits):
                text += digits == 2 ? (year % 100 < 10 ? "0" : "") + String(year % 100) : String(year)
            }
        }
        return text
    }
}
