
/// How a ledger writes dates: ISO `YYYY-MM-DD` by default, or a pattern such as `DD/MM/YYYY`, `MM/DD/YYYY` or
/// `D.M.YYYY` (`YYYY`, `MM`/`M` and `DD`/`D` for the numbers, anything else as written).
public struct DateFormat: Sendable, Equatable {
    public enum Part: Sendable, Equatable {
        case year, month, day
        case literal(UInt8)
    }

    public let parts: [Part]
    /// The pattern as written, for messages.
    public let pattern: String

    public static let iso = DateFormat(validPattern: "YYYY-MM-DD")

    /// A format from its pattern, or nil when the pattern lacks a year, month or day.
    public init?(_ pattern: String) {
        self.init(validPattern: pattern)
        guard [Part.year, .month, .day].allSatisfy(parts.contains) else { return nil }
    }

    private init(validPattern pattern: String) {
        self.pattern = pattern
        var parts: [Part] = []
        var rest = Substring(pattern.uppercased())
        while let first = rest.first {
            if rest.hasPrefix("YYYY") {
                parts.append(.year)
                rest = rest.dropFirst(4)
            } else if first == "M" || first == "D" {
                parts.append(first == "M" ? .month : .day)
                rest = rest.drop { $0 == first }
            } else {
                parts.append(contentsOf: first.utf8.map(Part.literal))
                rest = rest.dropFirst()
            }
        }
        self.parts = parts
    }

    /// The day `bytes` name, or nil if they do not follow the pattern or name no real day.
    public func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Day? where Bytes.Index == Int {
        components(bytes).map { Day(year: $0.year, month: $0.month, day: $0.day) }
    }

    /// The year, month and day `bytes` name, checked to be a real day.
    public func components<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> (year: Int, month: Int, day: Int)? where Bytes.Index == Int {
        var index = bytes.startIndex, end = bytes.endIndex
        while index < end, bytes[index] == 0x20 { index += 1 }
        while end > index, bytes[end - 1] == 0x20 { end -= 1 }
        var year = 0, month = 0, day = 0
        for part in parts {
            switch part {
            case .literal(let byte):
                guard index < end, bytes[index] == byte else { return nil }
                index += 1
            case .year, .month, .day:
                var value = 0, digits = 0
                while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39, digits < (part == .year ? 4 : 2) {
                    value = value * 10 + Int(bytes[index] - 0x30)
                    digits += 1
                    index += 1
                }
                guard part == .year ? digits == 4 : digits >= 1 else { return nil }
                switch part {
                case .year: year = value
                case .month: month = value
                default: day = value
                }
            }
        }
        guard index == end, month >= 1, month <= 12, day >= 1, day <= Self.days(inMonth: month, of: year) else { return nil }
        return (year, month, day)
    }

    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
