import Foundation

/// Fast, exact conversions between decimal text and `Decimal` for the plain numbers rate files hold (`1.1684`,
/// `19632.64`), with Foundation's general conversions as the fallback for anything else.
enum DecimalText {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// `text` as a decimal: digits with an optional point and fraction, or anything Foundation reads.
    static func parse(_ text: Substring) -> Decimal? {
        var mantissa: UInt64 = 0, digits = 0, fraction = -1
        for byte in text.utf8 {
            if byte >= 0x30 && byte <= 0x39 {
                mantissa = mantissa &* 10 &+ UInt64(byte - 0x30)
                digits += 1
                if fraction >= 0 { fraction += 1 }
            } else if byte == 0x2E && fraction < 0 {
                fraction = 0
            } else {
                return text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) ? Decimal(string: String(text), locale: posix) : nil
            }
        }
        guard digits > 0 else { return nil }
        guard digits <= 18, fraction != 0 else { return Decimal(string: String(text), locale: posix) }
        return Decimal(sign: .plus, exponent: -max(fraction, 0), significand: Decimal(mantissa))
    }

    private static let largestExact = Decimal(UInt64(999_999_999_999_999_999))

    /// `value` as plain decimal text without exponent (`1.1684`, `0.00012`, `1500`).
    static func format(_ value: Decimal) -> String {
        let exponent = value.exponent
        let significand = value.significand
        guard exponent <= 0, exponent > -20, significand <= largestExact else { return "\(value)" }
        let mantissa = NSDecimalNumber(decimal: significand).uint64Value
        var digits = String(mantissa)
        let scale = -exponent
        if scale > 0 {
            if digits.count <= scale { digits = String(repeating: "0", count: scale - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -scale))
            while digits.hasSuffix("0") { digits.removeLast() }
            if digits.hasSuffix(".") { digits.removeLast() }
        }
        return (value.sign == .minus && mantissa != 0 ? "-" : "") + digits
    }
}
