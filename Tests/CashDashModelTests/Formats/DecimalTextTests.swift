@testable import CashDashModel
import Foundation
import Testing

@Suite struct DecimalTextTests {
    @Test(arguments: ["1.1684", "0.87058", "19632.64", "1500", "0.00012", "186.75", "1.9558", "1234567890.123456", "0.5", "10.05", "100", "7"])
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
}
