/// How a ledger writes dates: ISO `YYYY-MM-DD` by default, or a pattern such as `DD/MM/YYYY`, `MM/DD/YYYY` or
/// `D.M.YYYY` (`YYYY`, `MM`/`M` and `DD`/`D` for the numbers, anything else as written). `YY` is a two-digit year
/// (00–29 are 2000–2029, 30–99 are 1930–1999, as Excel reads them); `Mon` (or `MMM`) is a month's name, whole or
/// shortened, with or without a dot, in English, French, German or Spanish (`Nov`, `nov.`, `Mai`, `März`, `dic`). A
/// time may follow, as payment services export it (`YYYY-MM-DD hh:mm:ss`, `YYYY-MM-DDThh:mm:ssZ`): `hh`, `mm` after
/// the hours, and `ss` are checked and the day is kept; a time zone after the time (`Z`, `-05:00`, ` +0100`) is
/// passed over, keeping the local date as written (`2026-11-24T23:30:00-05:00` is 24 November). `OFX` is OFX's own
/// date, `YYYYMMDD` with an optional time, fraction of a second and zone after it (`20091224120000[0:GMT]`), as OFX
/// files write it and an old Chase CSV export does too: one parser reads it in both.
public struct DateFormat: Sendable, Equatable {
    public enum Part: Sendable, Equatable {
        case year, shortYear, month, monthName, day, hour, minute, second
        case literal(UInt8)
    }

    public let parts: [Part]
    /// The pattern as written, for messages.
    public let pattern: String

    public static let iso = DateFormat(validPattern: "YYYY-MM-DD")
    /// OFX's date (`date_format: OFX`).
    public static let ofx = DateFormat("OFX")!

    /// Whether this is ``ofx``, read by ``ofxComponents(_:)`` rather than by its parts.
    public let isOFX: Bool

    /// A format from its pattern, or nil when the pattern lacks a year, month or day, or has letters that are none of
    /// them (`Mes`), which no date could match.
    public init?(_ pattern: String) {
        self.init(validPattern: pattern)
        guard parts.contains(.year) || parts.contains(.shortYear), parts.contains(.month) || parts.contains(.monthName),
            parts.contains(.day),
            !parts.contains(where: {
                if case .literal(let byte) = $0 { return Self.isStrayLetter(byte) } else { return false }
            })
        else { return nil }
    }

    /// A letter left in a pattern as written: `T` and `Z` of a timestamp are fine, any other letter names nothing.
    private static func isStrayLetter(_ byte: UInt8) -> Bool {
        let letter = byte | 0x20
        return letter >= 0x61 && letter <= 0x7A && byte != UInt8(ascii: "T") && byte != UInt8(ascii: "Z")
    }

    private init(validPattern pattern: String) {
        self.pattern = pattern
        isOFX = pattern.uppercased() == "OFX"
        guard !isOFX else {
            parts = [.year, .month, .day]
            return
        }
        var parts: [Part] = []
        var rest = Substring(pattern)
        while let first = rest.first {
            let upper = Character(first.uppercased())
            if rest.prefix(4).uppercased() == "YYYY" {
                parts.append(.year)
                rest = rest.dropFirst(4)
            } else if rest.prefix(2).uppercased() == "YY" {
                parts.append(.shortYear)
                rest = rest.dropFirst(2)
            } else if let name = ["MONTH", "MMMM", "MMM", "MON"].first(where: {
                rest.prefix($0.count).uppercased() == $0
            }) {
                parts.append(.monthName)
                rest = rest.dropFirst(name.count)
                if rest.first == "." { rest = rest.dropFirst() }  // the name takes its own dot, when it has one
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
    public func components<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> (year: Int, month: Int, day: Int)?
    where Bytes.Index == Int {
        if isOFX { return Self.ofxComponents(bytes) }
        var index = bytes.startIndex, end = bytes.endIndex
        while index < end, bytes[index] == 0x20 { index += 1 }
        while end > index, bytes[end - 1] == 0x20 { end -= 1 }
        var year = 0, month = 0, day = 0, timeIsValid = true
        for part in parts {
            switch part {
            case .literal(let byte):
                guard index < end, bytes[index] == byte else { return nil }
                index += 1
            case .monthName:
                let start = index
                while index < end, bytes[index] >= 0x80 || (bytes[index] | 0x20 >= 0x61 && bytes[index] | 0x20 <= 0x7A)
                {
                    index += 1
                }
                guard let number = Self.month(named: bytes[start..<index]) else { return nil }
                month = number
                if index < end, bytes[index] == UInt8(ascii: ".") { index += 1 }
            case .year, .shortYear, .month, .day, .hour, .minute, .second:
                var value = 0, digits = 0
                while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39, digits < (part == .year ? 4 : 2) {
                    value = value * 10 + Int(bytes[index] - 0x30)
                    digits += 1
                    index += 1
                }
                guard part == .year || part == .shortYear ? digits == (part == .year ? 4 : 2) : digits >= 1 else {
                    return nil
                }
                switch part {
                case .year: year = value
                case .shortYear: year = value < 30 ? 2000 + value : 1900 + value
                case .month: month = value
                case .day: day = value
                case .hour: timeIsValid = timeIsValid && value <= 23
                case .minute: timeIsValid = timeIsValid && value <= 59
                default: timeIsValid = timeIsValid && value <= 60  // a leap second
                }
            }
        }
        if index < end, parts.contains(.hour) { index = Self.endOfZone(bytes, from: index, end) }
        guard index == end, timeIsValid, month >= 1, month <= 12, day >= 1, day <= Self.days(inMonth: month, of: year)
        else { return nil }
        return (year, month, day)
    }

    /// The year, month and day of an OFX date, `YYYYMMDD` with an optional time, fraction and zone after it
    /// (`20261124`, `20261124120000.000[-5:EST]`), as written (not moved to UTC: the bank's local date is the one on
    /// the statement).
    static func ofxComponents<Bytes: Collection<UInt8>>(_ text: Bytes) -> (year: Int, month: Int, day: Int)?
    where Bytes.Index == Int {
        var bytes = Array(text)
        while bytes.last == 0x20 { bytes.removeLast() }
        while bytes.first == 0x20 { bytes.removeFirst() }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        guard bytes.count >= 8, bytes[..<8].allSatisfy(isDigit) else { return nil }
        // A time is hours and minutes, with seconds or not, then a fraction of a second or not: `2013011702`, a
        // card's reference number, is no date.
        let time = bytes[8...].prefix(while: isDigit).count
        var rest = bytes[(8 + time)...]
        guard [0, 4, 6].contains(time) else { return nil }
        if time == 6, rest.first == UInt8(ascii: ".") { rest = rest.dropFirst().drop(while: isDigit) }
        guard rest.isEmpty || (rest.first == UInt8(ascii: "[") && rest.last == UInt8(ascii: "]")) else { return nil }
        let number = { (range: Range<Int>) in bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
        let (year, month, day) = (number(0..<4), number(4..<6), number(6..<8))
        guard year >= 1, (1...12).contains(month), (1...days(inMonth: month, of: year)).contains(day) else {
            return nil
        }
        return (year, month, day)
    }

    /// Past a time zone after a time, as exports write it (`Z`, `-05:00`, ` +0100`, `+01`): the date is the local one
    /// written before it, so the zone is only checked. Returns `index` when there is none.
    private static func endOfZone<Bytes: Collection<UInt8>>(_ bytes: Bytes, from index: Int, _ end: Int) -> Int
    where Bytes.Index == Int {
        var cursor = index
        while cursor < end, bytes[cursor] == 0x20 { cursor += 1 }
        guard cursor < end else { return index }
        if bytes[cursor] == UInt8(ascii: "Z") { return cursor + 1 }
        guard bytes[cursor] == UInt8(ascii: "+") || bytes[cursor] == UInt8(ascii: "-") else { return index }
        cursor += 1
        func isDigit(_ at: Int) -> Bool { at < end && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
        guard isDigit(cursor), isDigit(cursor + 1) else { return index }
        cursor += 2
        if cursor < end, bytes[cursor] == UInt8(ascii: ":") { cursor += 1 }
        if isDigit(cursor), isDigit(cursor + 1) { cursor += 2 }
        return cursor
    }

    /// The months' names in English, French, German and Spanish, without accents, in lower case.
    private static let monthNames: [[String]] = [
        ["january", "janvier", "januar", "enero"], ["february", "fevrier", "februar", "febrero"],
        ["march", "mars", "marz", "maerz", "mrz", "marzo"], ["april", "avril", "abril"], ["may", "mai", "mayo"],
        ["june", "juin", "juni", "junio"], ["july", "juillet", "juli", "julio"], ["august", "aout", "agosto"],
        ["september", "septembre", "septiembre", "setiembre"], ["october", "octobre", "oktober", "octubre"],
        ["november", "novembre", "noviembre"], ["december", "decembre", "dezember", "diciembre"],
    ]

    /// The month a name gives (1–12): a whole name, or the first three letters or more of one, accents and case
    /// ignored (`Nov`, `févr`, `März`, `dic`, `sept`); nil when it names none, or months that differ.
    static func month(named bytes: some Collection<UInt8>) -> Int? {
        let name = String(decoding: bytes, as: UTF8.self).folding(
            options: [.diacriticInsensitive, .caseInsensitive], locale: nil
        )
        .lowercased()
        guard name.count >= 3 else { return nil }
        let months = Set(monthNames.indices.filter { number in monthNames[number].contains { $0.hasPrefix(name) } })
        return months.count == 1 ? months.first! + 1 : nil
    }

    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
