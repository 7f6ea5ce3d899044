import Foundation

/// Fast, exact conversions between decimal text and `Decimal` for the plain numbers rate files hold (`1.1684`,
/// `19632.64`), with Foundation's general conversions as the fallback for anything else.
public enum DecimalText {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// `text` as a decimal: digits with an optional point and fraction, or anything Foundation reads.
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
                return bytes.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) ? foundationParse(bytes) : nil
            }
        }
        guard digits > 0 else { return nil }
        guard digits <= 18, fraction != 0 else { return foundationParse(bytes) }
        return Decimal(sign: .plus, exponent: -max(fraction, 0), significand: Decimal(mantissa))
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
