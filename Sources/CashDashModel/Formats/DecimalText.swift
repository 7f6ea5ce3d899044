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

    /// The largest significand written digit by digit; a larger one is left to Foundation.
    private static let largestExact: UInt64 = 999_999_999_999_999_999

    /// 10⁰ to 10¹⁹, every power of ten a `UInt64` holds.
    private static let powersOfTen: [UInt64] = (0...19).map { (0..<$0).reduce(1) { power, _ in power * 10 } }

    /// The significand of `value` when it is at most ``largestExact``; nil for a larger one or NaN.
    static func smallSignificand(_ value: Decimal) -> UInt64? {
        guard !value.isNaN else { return nil }
        if let shift = lengthShift {
            return significandWords(value, lengthShift: shift).flatMap { $0 <= largestExact ? $0 : nil }
        }
        guard value.significand <= Decimal(largestExact) else { return nil }
        return NSDecimalNumber(decimal: value.significand).uint64Value
    }

    /// The significand read from the decimal's own 16-bit words, when it fits four. A decimal is laid out as a byte
    /// of exponent, a byte that holds the length in words (its high four bits in swift-foundation, its low four in
    /// Apple's `NSDecimal`) and flags, two reserved, then eight words. Through `significand` and `NSDecimalNumber`,
    /// 41 currencies of 27 years (290,000 numbers a build) took 8% of a daily step's CPU (perf, release).
    private static func significandWords(_ value: Decimal, lengthShift: UInt8) -> UInt64? {
        withUnsafeBytes(of: value) { raw -> UInt64? in
            guard raw.count == 20 else { return nil }
            let length = Int(raw[1] >> lengthShift & 0x0F)
            guard length <= 4 else { return nil }
            var significand: UInt64 = 0
            for word in 0..<length {
                let low = UInt64(raw[4 + 2 * word]), high = UInt64(raw[5 + 2 * word])
                significand |= (low | high << 8) << (16 * word)
            }
            return significand
        }
    }

    /// Where this Foundation keeps a decimal's length (see ``significandWords(_:lengthShift:)``), found once on
    /// numbers whose significand is known, both signs; nil for a layout of neither kind, which falls back to
    /// `significand`.
    static let lengthShift: UInt8? = {
        let probes: [(UInt64, Int)] = [(7, 0), (123_456_789, -3), (999_999_999_999_999_999, -19), (65_536, 2)]
        return [UInt8(4), 0].first { shift in
            probes.allSatisfy { significand, exponent in
                [FloatingPointSign.plus, .minus].allSatisfy { sign in
                    let value = Decimal(sign: sign, exponent: exponent, significand: Decimal(significand))
                    return significandWords(value, lengthShift: shift) == significand
                }
            }
        }
    }()

    /// `value` as plain decimal text without exponent (`1.1684`, `0.00012`, `1500`).
    public static func format(_ value: Decimal) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as `format(_:)` writes it.
    public static func append(_ value: Decimal, to bytes: inout [UInt8]) {
        let exponent = value.exponent
        guard exponent <= 0, exponent > -20, let significand = smallSignificand(value) else {
            bytes.append(contentsOf: "\(value)".utf8)
            return
        }
        if value.sign == .minus && significand != 0 { bytes.append(UInt8(ascii: "-")) }
        let scale = -exponent
        let whole = significand / powersOfTen[scale]
        appendDigits(whole, count: digitCount(whole), to: &bytes)
        // The fraction without the zeros at its end, padded with zeros in front to its places.
        var fraction = significand % powersOfTen[scale], places = scale
        guard fraction > 0 else { return }
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        bytes.append(UInt8(ascii: "."))
        let digits = digitCount(fraction)
        bytes.append(contentsOf: repeatElement(0x30, count: places - digits))
        appendDigits(fraction, count: digits, to: &bytes)
    }

    /// How many decimal digits `number` has, at least one.
    private static func digitCount(_ number: UInt64) -> Int {
        var count = 1
        while count < powersOfTen.count, number >= powersOfTen[count] { count += 1 }
        return count
    }

    /// Appends the `count` decimal digits of `number`.
    private static func appendDigits(_ number: UInt64, count: Int, to bytes: inout [UInt8]) {
        var rest = number
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0x30, count: count))
        for index in stride(from: start + count - 1, through: start, by: -1) {
            bytes[index] = 0x30 + UInt8(rest % 10)
            rest /= 10
        }
    }
}
