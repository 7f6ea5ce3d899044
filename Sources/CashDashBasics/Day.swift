/// A calendar day, independent of time zones: the date of a transaction, a snapshot or a class record.
public struct Day: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days since 1970-01-01.
    public var ordinal: Int

    public init(ordinal: Int) {
        self.ordinal = ordinal
    }

    /// The day `year-month-day` in the proleptic Gregorian calendar.
    public init(year: Int, month: Int, day: Int) {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        ordinal = era * 146_097 + dayOfEra - 719_468
    }

    /// Parses `YYYY-MM-DD` with a year from 1 to 9999 (at most four, two and two digits, no sign), so that no date
    /// read from a file can overflow the arithmetic of the days between.
    public init?(iso text: some StringProtocol) {
        // The usual form, `2026-01-05`, read from its bytes: a site with 27 years of rates reads thousands of days.
        if let day = text.utf8.withContiguousStorageIfAvailable(Self.tenCharacters) ?? nil {
            self = day
            return
        }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, (1...4).contains(parts[0].count), (1...2).contains(parts[1].count),
            (1...2).contains(parts[2].count),
            parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        self.init(year: year, month: month, day: day)
        guard components == (year, month, day) else { return nil }
    }

    /// The day written as exactly `YYYY-MM-DD`, when it is a valid one; nil for anything else, which
    /// ``init(iso:)`` then reads the long way.
    private static func tenCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Day? {
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        var numbers = (0, 0, 0)
        for (index, byte) in bytes.enumerated() where index != 4 && index != 7 {
            guard (0x30...0x39).contains(byte) else { return nil }
            let digit = Int(byte - 0x30)
            switch index {
            case ..<4: numbers.0 = numbers.0 * 10 + digit
            case ..<7: numbers.1 = numbers.1 * 10 + digit
            default: numbers.2 = numbers.2 * 10 + digit
            }
        }
        let (year, month, day) = numbers
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        let found = Day(year: year, month: month, day: day)
        return found.components == (year, month, day) ? found : nil
    }

    /// Year, month (1–12) and day (1–31).
    public var components: (year: Int, month: Int, day: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The year, such as 2026.
    public var year: Int { components.year }

    /// The month, 1 for January … 12 for December.
    public var month: Int { components.month }

    /// 1 for Monday … 7 for Sunday (ISO 8601).
    public var weekday: Int { ((ordinal % 7 + 7) % 7 + 3) % 7 + 1 }

    public func adding(days: Int) -> Day { Day(ordinal: ordinal + days) }

    public var description: String {
        let (year, month, day) = components
        // Four digits for every year, as ISO 8601 writes them: 0001-01-01, not 1-01-01.
        let digits = String(year)
        let padded = year >= 0 && digits.count < 4 ? String(repeating: "0", count: 4 - digits.count) + digits : digits
        return "\(padded)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    public static func < (a: Day, b: Day) -> Bool { a.ordinal < b.ordinal }
}
