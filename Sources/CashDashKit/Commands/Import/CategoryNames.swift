import CashDashModel
import Foundation

/// The names `cashdash import` gives the categories it proposes, in the site's language. The built-in tables
/// (`PayeeWords.yml`, `MethodWords.yml`) name them in English; `categories.groceries` in the site's catalogue
/// (`Templates/i18n/<language>.yml`, with the site's own `Content/i18n/<language>.yml` over it) says `Groceries` in its
/// language. A category the catalogue lacks keeps its English name.
struct CategoryNames {
    let catalogue: Catalogue

    /// The catalogue of `site` in `language`; its problems are left for `check` and `build` to report.
    init(site: SiteFolder, language: String) {
        var ignored = Diagnostics()
        catalogue = Words.load(for: site, language: language, diagnostics: &ignored).words.catalogue
    }

    /// `categories.eating_out` for `Eating out`.
    static func key(for category: String) -> String {
        "categories." + category.lowercased().replacingOccurrences(of: " ", with: "_")
    }

    /// `category` in the site's language.
    func name(_ category: String) -> String {
        let key = Self.key(for: category)
        return catalogue.entries[key] == nil ? category : catalogue.text(key)
    }
}
