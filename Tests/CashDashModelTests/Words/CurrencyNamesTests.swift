@testable import CashDashModel
import Testing

/// A currency's name in the site's language, from CLDR through Foundation, with the table's English where CLDR has
/// none of its own.
@Suite struct CurrencyNamesTests {
    @Test func aCurrencyIsNamedInTheSitesLanguage() {
        let dollar = Currency(code: "USD")!
        #expect(dollar.name(inLanguage: "en") == dollar.name, "English keeps the table's name")
        #expect(dollar.name(inLanguage: "fr") == "dollar des États-Unis")
        #expect(dollar.name(inLanguage: "es") == "dólar estadounidense")
        #expect(Currency(code: "GBP")!.name(inLanguage: "de") == "Britisches Pfund")
        #expect(Currency(code: "JPY")!.name(inLanguage: "pt-BR") == "Iene japonês")
        #expect(Currency(code: "INR")!.name(inLanguage: "hi") == "भारतीय रुपया")
    }

    @Test func whereCLDRHasNoNameInTheLanguageTheTablesEnglishShows() {
        // CLDR has no Hindi name for the Chilean unit of account: Foundation answers with its English one.
        let unit = Currency(code: "CLF")!
        #expect(unit.name(inLanguage: "hi") == unit.name)
    }

    @Test func namesAreLookedUpOnceForEachCode() {
        let names = Currency.names(of: ["EUR", "USD", "EUR", "XYZ"], inLanguage: "es")
        #expect(names == ["EUR": "euro", "USD": "dólar estadounidense", "XYZ": "XYZ"])
    }
}
