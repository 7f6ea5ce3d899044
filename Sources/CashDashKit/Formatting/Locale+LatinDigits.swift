import Foundation

extension Locale {
    /// The locale `identifier` names, writing the digits 0 to 9: Cash Dash writes amounts' digits itself and the
    /// calculators' forms read 0 to 9, so a locale whose default digits are others (`ar_EG` writes ١٢٣) uses its
    /// separators, symbols, words and patterns with 0 to 9, as CLDR's `numbers=latn` keyword asks.
    static func latinDigits(_ identifier: String) -> Locale {
        Locale(identifier: String(identifier.prefix { $0 != "@" }) + "@numbers=latn")
    }
}
