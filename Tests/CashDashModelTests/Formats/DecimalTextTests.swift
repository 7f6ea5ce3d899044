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
}
