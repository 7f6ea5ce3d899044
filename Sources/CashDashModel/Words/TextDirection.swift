/// Which way a language's lines run; the page's `dir` attribute.
public enum TextDirection: String, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    /// The direction `language` is written in: right to left for Arabic, Hebrew, Persian, Urdu and the other
    /// languages CLDR writes that way, left to right for the rest.
    public init(language: String) {
        let base = String(language.lowercased().prefix { $0.isLetter })
        self =
            ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"].contains(base) ? .rightToLeft : .leftToRight
    }
}
