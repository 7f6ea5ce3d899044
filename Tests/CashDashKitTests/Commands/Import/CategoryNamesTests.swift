@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// The names `cashdash import` gives the categories it proposes, in the site's language.
@Suite struct CategoryNamesTests {
    @Test func everyCategoryOfTheTablesIsInTheEnglishCatalogueByItsOwnName() {
        let english = Words.bundled("en").catalogue
        for category in PayeeWords.builtIn.categories + PayeeWords.methods.categories {
            #expect(english.text(CategoryNames.key(for: category)) == category, "\(category)")
        }
    }

    @Test(arguments: [("fr", "Eating out", "Restaurants"), ("ar", "Transfers", "تحويلات"), ("de", "Cash", "Bargeld")])
    func aCategoryIsNamedInTheSitesLanguage(_ language: String, _ category: String, _ name: String) throws {
        let site = try TemporarySite([:])
        #expect(CategoryNames(site: SiteFolder(site.path), language: language).name(category) == name)
    }

    @Test func aSitesOwnWordsNameItAndANameTheCatalogueLacksStaysEnglish() throws {
        let site = try TemporarySite(["Content/i18n/fr.yml": "categories:\n  groceries: \"Épicerie\"\n"])
        let names = CategoryNames(site: SiteFolder(site.path), language: "fr")
        #expect(names.name("Groceries") == "Épicerie")
        #expect(names.name("Pocket money") == "Pocket money")
    }
}
