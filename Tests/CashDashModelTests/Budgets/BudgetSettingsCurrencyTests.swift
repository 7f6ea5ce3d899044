import CashDashModel
import Foundation
import Testing

/// budgets.yml's `currency`: the currency the budgets are kept in, which may differ from the site's.
@Suite struct BudgetSettingsCurrencyTests {
    private func read(_ text: String) -> (BudgetSettings, [String]) {
        var diagnostics = Diagnostics()
        var settings = BudgetSettings.parse(text, path: "budgets.yml", diagnostics: &diagnostics)
        settings.siteCurrency = "EUR"
        return (settings, diagnostics.sorted.map { "\($0.path):\($0.line):\($0.column): \($0.message)" })
    }

    @Test func budgetsKeptInDollarsOnASiteInEuros() {
        let (settings, problems) = read(
            "currency: usd  # the family's money\nbudgets:\n  Trip:\n    starting_balance: 1800\n")
        #expect(problems.isEmpty)
        #expect(settings.currency == "USD")
        #expect(settings.homeCurrency == "USD")
    }

    @Test func withoutACurrencyTheBudgetsTakeTheSites() {
        let (settings, problems) = read("budgets:\n  Trip:\n    starting_balance: 1800\n")
        #expect(problems.isEmpty)
        #expect(settings.currency == nil)
        #expect(settings.homeCurrency == "EUR")
    }

    @Test func aCodeThatIsNoCurrencyIsAnErrorAtIt() {
        let (settings, problems) = read("date_format: DD/MM/YYYY\ncurrency: XYZ\n")
        #expect(settings.homeCurrency == "EUR")
        #expect(
            problems == [
                "budgets.yml:2:11: `XYZ` is not a currency code; write the currency these budgets are kept in as an "
                    + "ISO 4217 code, like `currency: USD` or `currency: EUR`, or leave `currency` out to keep them in "
                    + "the site's currency"
            ])
    }

    @Test func currencyIsAKeyBudgetsYmlKnows() {
        #expect(BudgetSettings.keys.contains("currency"))
        let (_, problems) = read("currency: GBP\ncolour: blue\n")
        #expect(problems.count == 1 && problems[0].contains("the keys it takes are `currency`"), "\(problems)")
    }
}
