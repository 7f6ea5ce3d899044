@testable import CashDashKit
import CashDashModel
import Testing

@Suite struct MoneyStyleTests {
    @Test func followsTheLocaleAndCurrency() {
        var config = SiteConfig()
        #expect(config.moneyStyle.format(1234.5) == "$1,234.50")
        config.locale = "de_DE"
        config.currency = "EUR"
        #expect(config.moneyStyle.format(1234) == "1.234\u{A0}€")
    }

    @Test func writesMoneyWithTheDecimalsOfItsCurrency() {
        var config = SiteConfig()
        config.currency = "JPY"
        config.locale = "ja_JP"
        #expect(config.moneyStyle.format(16649.31) == "¥16,649")
        config.currency = "KWD"
        config.locale = "en_US"
        #expect(config.moneyStyle.format(0.255).contains("0.255"))
        #expect(config.moneyStyle.with(kind: .percent).format(12.345) == "12.35%")
    }
}
