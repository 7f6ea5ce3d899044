@testable import CashDashModel
import Foundation
import Testing

@Suite struct DecimalTextTests {
    @Test(arguments: [
        "1.1684", "0.87058", "19632.64", "1500", "0.00012", "186.75", "1.9558", "1234567890.123456", "0.5", "10.05",
        "100", "7",
    ])
    func roundTripsExactly(_ text: String) throws {
        let value = try #require(DecimalText.parse(Substring(text)))
        #expect(value == Decimal(string: text))
        #expect(DecimalText.format(value) == text)
    }

    @Test func fallsBackForOtherForms() {
        #expect(DecimalText.parse("1e3") == 1000)
        #expect(DecimalText.parse("abc") == nil)
        #expect(DecimalText.parse(".") == nil)
        #expect(DecimalText.format(Decimal(string: "1.50")!) == "1.5")
        #expect(DecimalText.format(-Decimal(string: "2.25")!) == "-2.25")
        #expect(DecimalText.format(Decimal(1) / Decimal(3)) == "\(Decimal(1) / Decimal(3))")
    }

    /// Foundation reads `1.5.5` as 1.5 and `1e` as 1: a rate written so is no number.
    @Test(arguments: ["1.", "1e", "1.5.5", "1e+", "--1", "1-", "e5", "1,5", " 1"])
    func aMalformedNumberIsNone(_ text: String) {
        #expect(DecimalText.parse(Substring(text)) == nil)
    }

    @Test func signsAndExponentsAreRead() {
        #expect(DecimalText.parse("-1.5e-3") == Decimal(string: "-0.0015"))
        #expect(DecimalText.parse("+2") == 2)
        #expect(DecimalText.parse(".5") == Decimal(string: "0.5"))
        #expect(DecimalText.parse("12345678901234567890.5") == Decimal(string: "12345678901234567890.5"))
    }

    /// The writer as it was before it read a decimal's 16-bit words: through `significand` and `NSDecimalNumber`,
    /// a digit at a time.
    private func reference(_ value: Decimal) -> String {
        guard value.exponent <= 0, value.exponent > -20,
            value.significand <= Decimal(UInt64(999_999_999_999_999_999))
        else { return "\(value)" }
        var mantissa = NSDecimalNumber(decimal: value.significand).uint64Value
        var text = value.sign == .minus && mantissa != 0 ? "-" : ""
        var digits: [Character] = []
        repeat {
            digits.append(Character(String(mantissa % 10)))
            mantissa /= 10
        } while mantissa > 0
        let scale = -value.exponent
        while digits.count <= scale { digits.append("0") }
        var fractionStart = 0
        while fractionStart < scale && digits[fractionStart] == "0" { fractionStart += 1 }
        text += String(digits[scale...].reversed())
        if fractionStart < scale { text += "." + String(digits[fractionStart..<scale].reversed()) }
        return text
    }

    @Test func writesEveryDecimalAsTheDigitByDigitWriterDid() {
        var seed: UInt64 = 2026
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 1
        }
        var values: [Decimal] = [0, 1, -1, Decimal(string: "1.50")!, Decimal(string: "0.000000000000000001")!]
        values.append(Decimal(sign: .plus, exponent: -19, significand: Decimal(UInt64(999_999_999_999_999_999))))
        values.append(Decimal(sign: .plus, exponent: -3, significand: Decimal(UInt64(1_000_000_000_000_000_000))))
        values.append(Decimal(sign: .plus, exponent: 2, significand: 15))
        for _ in 0..<20_000 {
            let digits = Int(next() % 19) + 1
            let significand = next() % (1..<digits).reduce(UInt64(10)) { power, _ in power * 10 }
            let exponent = -Int(next() % 21)
            let sign: FloatingPointSign = next() % 4 == 0 ? .minus : .plus
            values.append(Decimal(sign: sign, exponent: exponent, significand: Decimal(significand)))
        }
        #expect(DecimalText.lengthShift != nil, "this Foundation lays a decimal out as swift-foundation or NSDecimal")
        for value in values {
            #expect(DecimalText.format(value) == reference(value), "\(value)")
        }
    }
}
