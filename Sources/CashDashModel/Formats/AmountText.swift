import Foundation

/// Reads amounts as people and banks export them: `12.50`, `$1,234.56`, `-4`, `(4.00)`, `1.234,56 €` with a comma
/// as the decimal separator, `2 500,00 kr` with a currency word after it, as an exact count of the smallest units the
/// text names.
public struct AmountText: Sendable {
    /// A parsed amount: `units` × 10^-`decimals`, exactly.
    public struct Value: Sendable, Equatable {
        public var units: Int64
        public var decimals: Int
        /// Which of ``AmountText``'s symbols was written with the amount; -1 for none. A number, not the text, so that
        /// reading a million amounts copies no string.
        var symbolIndex: Int8 = -1

        public init(units: Int64, decimals: Int) {
            (self.units, self.decimals) = (units, decimals)
        }

        /// The currency symbol written with the amount (`€` in `€12.00`), if any.
        public var symbol: String? {
            symbolIndex < 0 ? nil : String(decoding: AmountText.symbols[Int(symbolIndex)], as: UTF8.self)
        }

        /// The amount in minor units of a currency with `minorUnits` decimals, or nil if it has more decimals.
        public func minorUnits(_ minorUnits: Int) -> Int64? {
            guard decimals <= minorUnits else { return nil }
            var result = units
            for _ in decimals..<minorUnits {
                let (product, overflow) = result.multipliedReportingOverflow(by: 10)
                if overflow { return nil }
                result = product
            }
            return result
        }

        public var decimal: Decimal {
            Decimal(minorUnits: units, decimals: decimals)
        }

        /// Whether the amount, its sign aside, is more than `whole` whole units, compared on integers: a Foundation
        /// `Decimal` comparison here was 28 % of `report --format json` on a million rows.
        public func isMore(than whole: Int64) -> Bool {
            var limit = whole
            for _ in 0..<decimals {
                let (product, overflow) = limit.multipliedReportingOverflow(by: 10)
                if overflow { return false }  // past Int64, so past any amount read (at most 18 digits)
                limit = product
            }
            return units.magnitude > limit.magnitude
        }
    }

    /// The decimal separator: `.` (the default) or `,` for many European exports.
    public var decimalSeparator: UInt8

    public init(decimalSeparator: Character = ".") {
        self.decimalSeparator = decimalSeparator == "," ? UInt8(ascii: ",") : UInt8(ascii: ".")
    }

    /// The amount in `bytes`, or nil if they are not one.
    public func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Value? where Bytes.Index == Int {
        var index = bytes.startIndex, end = bytes.endIndex
        skipSpaces(bytes, &index, end)
        skipSpacesBackwards(bytes, index, &end)
        var negative = false, parenthesised = false
        // The usual case, plain digits (`12.50`), skips the search for signs and symbols.
        let plain =
            index < end && bytes[index] >= 0x30 && bytes[index] <= 0x39 && bytes[end - 1] >= 0x30
            && bytes[end - 1] <= 0x39
        if !plain, index < end, bytes[index] == UInt8(ascii: "("), bytes[end - 1] == UInt8(ascii: ")") {
            parenthesised = true
            index += 1
            end -= 1
        }
        // A sign and a currency symbol, in either order, before the number; a symbol may also follow it.
        var signed = false, symbolSeen: Int?
        for _ in 0..<(plain ? 0 : 2) {
            skipSpaces(bytes, &index, end)
            if !signed, index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                negative = bytes[index] == UInt8(ascii: "-")
                signed = true
                index += 1
            } else if !signed, let length = minusSign(bytes, index, end) {
                negative = true
                signed = true
                index += length
            } else if symbolSeen == nil, let symbol = symbol(bytes, at: index, end) {
                symbolSeen = symbol
                index += Self.symbols[symbol].count
            }
        }
        skipSpaces(bytes, &index, end)
        var trailing = end
        skipSpacesBackwards(bytes, index, &trailing)
        while !plain, let symbol = symbolBefore(bytes, trailing, from: index) {
            symbolSeen = symbolSeen ?? symbol
            trailing -= Self.symbols[symbol].count
            skipSpacesBackwards(bytes, index, &trailing)
        }
        guard let (units, digits, decimals) = number(bytes, from: index, to: trailing) else { return nil }
        guard digits > 0, decimals != 0 else { return nil }
        if parenthesised && negative { return nil }
        var value = Value(units: negative || parenthesised ? -units : units, decimals: max(decimals, 0))
        value.symbolIndex = Int8(symbolSeen ?? -1)
        return value
    }

    /// The number from `start` to `end`: its digits as units, how many digits, and how many of them are decimals (-1
    /// without a decimal separator); nil when it is not a number.
    private func number<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, from start: Int, to end: Int
    ) -> (units: Int64, digits: Int, decimals: Int)? where Bytes.Index == Int {
        // Thousands separators must each be followed by exactly three digits: `1,234.50`, never `12,50`; or, as India
        // groups them, two digits between them and three after the last (`1,23,456.50`, a lakh and more).
        var units: Int64 = 0, digits = 0, decimals = -1, sinceSeparator = -1
        var leading = 0, thousands = false, lakhs = false
        var cursor = start
        while cursor < end {
            let byte = bytes[cursor]
            if byte >= 0x30 && byte <= 0x39 {
                guard digits < 18 else { return nil }
                units = units * 10 + Int64(byte - 0x30)
                digits += 1
                if decimals >= 0 { decimals += 1 } else if sinceSeparator >= 0 { sinceSeparator += 1 }
                cursor += 1
            } else if byte == decimalSeparator && decimals < 0 {
                guard sinceSeparator < 0 || sinceSeparator == 3 else { return nil }
                decimals = 0
                cursor += 1
            } else if decimals < 0, digits > 0, let length = groupSeparator(bytes, cursor, end) {
                if sinceSeparator < 0 {
                    leading = digits
                } else if sinceSeparator == 3 && !lakhs {
                    thousands = true
                } else if sinceSeparator == 2 && !thousands && leading <= 2 {
                    lakhs = true
                } else {
                    return nil
                }
                sinceSeparator = 0
                cursor += length
            } else {
                return nil
            }
        }
        if decimals < 0 && sinceSeparator >= 0 && sinceSeparator != 3 { return nil }
        return (units, digits, decimals)
    }

    /// A thousands separator at `index`: `,` or `.` (whichever is not the decimal separator), `'`, a space or a
    /// no-break space. Returns its length in bytes.
    private func groupSeparator<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ index: Int, _ end: Int) -> Int?
    where Bytes.Index == Int {
        let byte = bytes[index]
        if byte == (decimalSeparator == UInt8(ascii: ".") ? UInt8(ascii: ",") : UInt8(ascii: ".")) { return 1 }
        if byte == UInt8(ascii: "'") || byte == 0x20 { return 1 }
        if byte == 0xC2, index + 1 < end, bytes[index + 1] == 0xA0 { return 2 }
        if byte == 0xE2, index + 2 < end, bytes[index + 1] == 0x80, bytes[index + 2] == 0xAF { return 3 }
        return nil
    }

    /// Longest first, so that `12.00 US$` is read as US dollars rather than `12.00 US` and `$`, and `kr.` as `kr`
    /// with its dot. The words are the ones Nordic, Czech, Polish and Hungarian banks write after the number
    /// (ICA Banken's `-144,75 kr`).
    static let symbols: [[UInt8]] = ["US$", "C$", "A$", "$", "€", "£", "¥", "₹", "kr.", "kr", "Kč", "zł", "Ft"].map {
        Array($0.utf8)
    }

    /// The symbol at `index`, as its position in ``symbols``.
    private func symbol<Bytes: Collection<UInt8>>(_ bytes: Bytes, at index: Int, _ end: Int) -> Int?
    where Bytes.Index == Int {
        Self.symbols.firstIndex { symbol in
            index + symbol.count <= end && symbol.indices.allSatisfy { bytes[index + $0] == symbol[$0] }
        }
    }

    /// The symbol ending at `end`, as its position in ``symbols``.
    private func symbolBefore<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ end: Int, from start: Int) -> Int?
    where Bytes.Index == Int {
        Self.symbols.firstIndex { symbol in
            end - symbol.count >= start && symbol.indices.allSatisfy { bytes[end - symbol.count + $0] == symbol[$0] }
        }
    }

    /// Whether an amount written with `symbol` can be in `currency`: `$` is any dollar or peso, `¥` the yen or the
    /// yuan, `£` the pound and the currencies named after it, `€` the euro, `₹` the rupee, and `US$`, `C$`, `A$`
    /// their own.
    public static func symbol(_ symbol: String, fits currency: String) -> Bool {
        switch symbol {
        case "$": dollarCurrencies.contains(currency)
        case "US$": currency == "USD"
        case "C$": currency == "CAD"
        case "A$": currency == "AUD"
        case "€": currency == "EUR"
        case "£": ["GBP", "GIP", "FKP", "SHP", "EGP"].contains(currency)
        case "¥": currency == "JPY" || currency == "CNY"
        case "₹": currency == "INR"
        case "kr", "kr.": ["SEK", "NOK", "DKK", "ISK"].contains(currency)
        case "Kč": currency == "CZK"
        case "zł": currency == "PLN"
        case "Ft": currency == "HUF"
        default: true
        }
    }

    /// The currency a symbol names, for messages.
    public static func currencyName(of symbol: String) -> String {
        switch symbol {
        case "€": "euros"
        case "£": "pounds"
        case "¥": "yen or yuan"
        case "₹": "rupees"
        case "US$": "US dollars"
        case "C$": "Canadian dollars"
        case "A$": "Australian dollars"
        case "kr", "kr.": "kronor or kroner"
        case "Kč": "Czech koruna"
        case "zł": "złoty"
        case "Ft": "forints"
        default: "dollars"
        }
    }

    private static let dollarCurrencies: Set<String> = [
        "USD", "CAD", "AUD", "NZD", "HKD", "SGD", "TWD", "MXN", "ARS", "CLP", "COP", "UYU", "JMD", "BSD", "BBD", "BZD",
        "BMD", "BND", "KYD", "FJD", "GYD", "LRD", "NAD", "SBD", "SRD", "TTD", "XCD", "CUP", "DOP",
    ]

    /// `−` (U+2212), as typographers write minus.
    private func minusSign<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ index: Int, _ end: Int) -> Int?
    where Bytes.Index == Int {
        index + 2 < end && bytes[index] == 0xE2 && bytes[index + 1] == 0x88 && bytes[index + 2] == 0x92 ? 3 : nil
    }

    private func skipSpaces<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ index: inout Int, _ end: Int)
    where Bytes.Index == Int {
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    private func skipSpacesBackwards<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ start: Int, _ end: inout Int)
    where Bytes.Index == Int {
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    }
}
