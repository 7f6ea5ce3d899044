import Foundation

extension Currency {
    /// The currency's name in `language` (`dollar des États-Unis` in `fr`), as CLDR writes it through Foundation's
    /// `Locale`; the table's English ``name`` in English, and where CLDR has no name of its own in that language (it
    /// then gives its English one).
    public func name(inLanguage language: String) -> String {
        guard Catalogue.baseLanguage(language) != "en" else { return name }
        let identifier = language.replacingOccurrences(of: "-", with: "_")
        guard let localized = Locale(identifier: identifier).localizedString(forCurrencyCode: code),
            localized != Locale(identifier: "en").localizedString(forCurrencyCode: code)
        else { return name }
        return localized
    }

    /// The names of `codes` in `language`, each looked up once (see ``name(inLanguage:)``); a code ISO 4217 does
    /// not list names itself.
    public static func names(of codes: some Sequence<String>, inLanguage language: String) -> [String: String] {
        var names: [String: String] = [:]
        for code in codes where names[code] == nil {
            names[code] = Currency(code: code)?.name(inLanguage: language) ?? code
        }
        return names
    }
}
