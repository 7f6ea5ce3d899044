extension SiteConfig {
    /// The locale a site in `language` writes with when site.yml names none: the language's own country for the
    /// languages Cash Dash has words in (`fr` → `fr_FR`), the region a tag names (`pt-BR` → `pt_BR`), or the
    /// language alone, which Foundation writes in its most common way.
    public static func defaultLocale(for language: String) -> String {
        let usual = ["en": "en_US", "fr": "fr_FR", "de": "de_DE", "es": "es_ES", "hi": "hi_IN", "ar": "ar_EG"]
        return usual[language.lowercased()] ?? language.replacingOccurrences(of: "-", with: "_")
    }

    /// A warning when `locale` writes days and numbers in another language than `language` writes words in
    /// (`language: fr` with `locale: en_US` puts English months in French sentences); nil when they agree.
    static func localeMismatch(_ locale: String, language: String) -> String? {
        func base(_ tag: String) -> Substring {
            tag.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" }).first ?? ""
        }
        guard base(locale) != base(language) else { return nil }
        let suggested = defaultLocale(for: language)
        return "`locale: \(locale)` writes months and numbers in another language than `language: \(language)` "
            + "writes its words in; write `locale: \(suggested)` (or another `\(base(language))_` locale), or remove "
            + "the line to use \(suggested)"
    }
}
