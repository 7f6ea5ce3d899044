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
}
