/// A calendar month, such as the month of a class statement.
public struct Month: Sendable, Hashable, CustomStringConvertible {
    public let year: Int
    /// 1 for January … 12 for December.
    public let month: Int

    /// The month `year-month`; nil unless the year is 1–9999 and the month 1–12.
    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// Parses `YYYY-MM` exactly: four digits, a hyphen, two digits.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"),
            bytes.enumerated().allSatisfy({ $0.offset == 4 || (0x30...0x39).contains($0.element) }),
            let year = Int(text.prefix(4)), let month = Int(text.suffix(2))
        else { return nil }
        self.init(year: year, month: month)
    }

    /// The months' names in English, January first.
    public static let names = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// The month's first day.
    public var first: Day { Day(year: year, month: month, day: 1) }

    /// The month's last day.
    public var last: Day { Day(year: month == 12 ? year + 1 : year, month: month % 12 + 1, day: 1).adding(days: -1) }

    /// `2026-11`.
    public var description: String {
        String(repeating: "0", count: max(0, 4 - String(year).count)) + "\(year)-" + (month < 10 ? "0" : "")
            + "\(month)"
    }
}

extension Day {
    /// Parses exactly `YYYY-MM-DD` (ten characters), as options and arguments are written.
    public init?(exactly text: some StringProtocol) {
        guard text.utf8.count == 10 else { return nil }
        self.init(iso: text)
    }
}
