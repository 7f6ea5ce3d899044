import Foundation

/// Fast, exact conversions between decimal text and `Decimal` for the plain numbers rate files hold (`1.1684`,
/// `19632.64`), with Foundation's general conversions as the fallback for anything else.
public enum DecimalText {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// `text` as a decimal: digits with an optional point and fraction, or, read by Foundation, a number with a sign
    /// or an exponent (``isNumber(_:)``). Nil for anything else, such as `1.`, `1e` or `1.5.5`, which Foundation alone
    /// would read as 1 or 1.5.
    public static func parse(_ text: Substring) -> Decimal? {
        parse(bytes: text.utf8)
    }

    /// The UTF-8 `bytes` of a number as a decimal, as `parse(_:)` reads text.
    public static func parse<Bytes: Collection<UInt8>>(bytes: Bytes) -> Decimal? {
        var mantissa: UInt64 = 0, digits = 0, fraction = -1
        for byte in bytes {
            if byte >= 0x30 && byte <= 0x39 {
                mantissa = mantissa &* 10 &+ UInt64(byte - 0x30)
                digits += 1
                if fraction >= 0 { fraction += 1 }
            } else if byte == 0x2E && fraction < 0 {
                fraction = 0
            } else {
                return isNumber(bytes) ? foundationParse(bytes) : nil
            }
        }
        guard digits > 0, fraction != 0 else { return nil }
        guard digits <= 18 else { return foundationParse(bytes) }
        return Decimal(sign: .plus, exponent: -max(fraction, 0), significand: Decimal(mantissa))
    }

    /// Whether `bytes` are a whole number as files write one: an optional sign, digits, then an optional point with
    /// digits after it, then an optional exponent (`e` or `E`, an optional sign, digits).
    static func isNumber<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        let bytes = Array(bytes)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x39 { index += 1 }
            return index - start
        }
        func take(_ allowed: UInt8...) -> Bool {
            guard index < bytes.count, allowed.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        _ = take(UInt8(ascii: "+"), UInt8(ascii: "-"))
        let whole = digits()
        var fraction = 0
        if take(UInt8(ascii: ".")) {
            fraction = digits()
            guard fraction > 0 else { return false }
        }
        guard whole + fraction > 0 else { return false }
        if take(UInt8(ascii: "e"), UInt8(ascii: "E")) {
            _ = take(UInt8(ascii: "+"), UInt8(ascii: "-"))
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    private static func foundationParse<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Decimal? {
        Decimal(string: String(decoding: bytes, as: UTF8.self), locale: posix)
    }

    private static let largestExact = Decimal(UInt64(999_999_999_999_999_999))

    /// `value` as plain decimal text without exponent (`1.1684`, `0.00012`, `1500`).
    public static func format(_ value: Decimal) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as `format(_:)` writes it.
    public static func append(_ value: Decimal, to bytes: inout [UInt8]) {
        let exponent = value.exponent
        let significand = value.significand
        guard exponent <= 0, exponent > -20, significand <= largestExact else {
            bytes.append(contentsOf: "\(value)".utf8)
            return
        }
        var mantissa = NSDecimalNumber(decimal: significand).uint64Value
        if value.sign == .minus && mantissa != 0 { bytes.append(UInt8(ascii: "-")) }
        // Digits from the right, padded so there is one before the point; fraction zeros at the end are dropped.
        var digits: [UInt8] = []
        repeat {
            digits.append(0x30 + UInt8(mantissa % 10))
            mantissa /= 10
        } while mantissa > 0
        let scale = -exponent
        while digits.count <= scale { digits.append(0x30) }
        var fractionStart = 0
        while fractionStart < scale && digits[fractionStart] == 0x30 { fractionStart += 1 }
        bytes.append(contentsOf: digits[scale...].reversed())
        if fractionStart < scale {
            bytes.append(UInt8(ascii: "."))
            bytes.append(contentsOf: digits[fractionStart..<scale].reversed())
        }
    }
}
