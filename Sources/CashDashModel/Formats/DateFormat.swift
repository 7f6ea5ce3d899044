
/// How a ledger writes dates: ISO `YYYY-MM-DD` by default, or a pattern such as `DD/MM/YYYY`, `MM/DD/YYYY` or
/// `D.M.YYYY` (`YYYY`, `MM`/`M` and `DD`/`D` for the numbers, anything else as written). A time may follow, as
/// payment services export it (`YYYY-MM-DD hh:mm:ss`, `YYYY-MM-DDThh:mm:ssZ`): `hh`, `mm` after the hours, and `ss`
/// are checked and the day is kept.
public struct DateFormat: Sendable, Equatable {
    public enum Part: Sendable, Equatable {
        case year, month, day, hour, minute, second
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
        var rest = Substring(pattern)
        while let first = rest.first {
            let upper = Character(first.uppercased())
            if rest.prefix(4).uppercased() == "YYYY" {
                parts.append(.year)
                rest = rest.dropFirst(4)
            } else if upper == "H" {
                parts.append(.hour)
                rest = rest.drop { $0 == first }
            } else if upper == "S" {
                parts.append(.second)
                rest = rest.drop { $0 == first }
            } else if upper == "M" || upper == "D" {
                // `mm` after the hours is the minutes; otherwise M is the month, in either case.
                parts.append(upper == "D" ? .day : first == "m" && parts.contains(.hour) ? .minute : .month)
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
        var year = 0, month = 0, day = 0, timeIsValid = true
        for part in parts {
            switch part {
            case .literal(let byte):
                guard index < end, bytes[index] == byte else { return nil }
                index += 1
            case .year, .month, .day, .hour, .minute, .second:
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
                case .day: day = value
                case .hour: timeIsValid = timeIsValid && value <= 23
                case .minute: timeIsValid = timeIsValid && value <= 59
                default: timeIsValid = timeIsValid && value <= 60  // a leap second
                }
            }
        }
        guard index == end, timeIsValid, month >= 1, month <= 12, day >= 1, day <= Self.days(inMonth: month, of: year) else { return nil }
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
