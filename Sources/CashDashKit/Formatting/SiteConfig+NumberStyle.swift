import CashDashModel
import Charts
import Foundation

extension SiteConfig {
    /// How the site writes amounts of its home currency: separators and grouping from `locale`, the symbol of
    /// `currency`, as CLDR has them.
    var moneyStyle: NumberStyle { NumberStyle(locale: locale, currency: currency) }
}

extension NumberStyle {
    /// How `locale` writes numbers, read from CLDR through Foundation's formatting (ICU): decimal and group
    /// separators, the sizes of the groups (`12,34,567` in India), the fewest digits that are grouped (Spanish
    /// writes `1234` but `12.345`) and the percent sign with its space (`12,5 %`). With `currency`, the style writes
    /// that currency's symbol in its place (`$1`, `1 €`, `R$ 1`).
    ///
    /// A few sample numbers are formatted once and read back, so the hot path (every amount of a build) writes
    /// digits by hand, exactly, from a `Decimal`. Minus signs are the site's own (U+2212), in front, where CLDR puts
    /// the hyphen of each of the shipped locales.
    init(locale identifier: String, currency: String? = nil) {
        let locale = Locale.latinDigits(identifier)
        let plain = Self.runs(
            Decimal(string: "1234567.5")!.formatted(Decimal.FormatStyle(locale: locale).precision(.fractionLength(1))))
        let digits = plain.digits
        let groupingSeparator = plain.separators.count >= 2 ? plain.separators[0] : ","
        let decimalSeparator = plain.separators.last ?? "."
        let first = digits.count >= 3 ? digits[digits.count - 2].count : 3
        let rest = digits.count >= 3 ? digits[digits.count - 3].count : first
        let small = Decimal(1234).formatted(Decimal.FormatStyle(locale: locale).precision(.fractionLength(0)))
        let minimum = small.unicodeScalars.allSatisfy { $0.properties.numericType != nil } ? 2 : 1
        let percent = Self.runs(
            Decimal(string: "0.125")!.formatted(
                Decimal.FormatStyle.Percent(locale: locale).precision(.fractionLength(1))))
        self.init(
            kind: .plain, groupingSeparator: groupingSeparator, decimalSeparator: decimalSeparator,
            grouping: (first, rest),
            minimumGroupingDigits: minimum, percentSuffix: percent.suffix.isEmpty ? "%" : percent.suffix)
        guard let currency else { return }
        let money = Self.runs(
            Decimal(1).formatted(
                Decimal.FormatStyle.Currency(code: currency, locale: locale).precision(.fractionLength(0))))
        let symbolFirst = !money.prefix.isEmpty
        let affix = symbolFirst ? money.prefix : money.suffix
        let symbol = affix.trimmingCharacters(in: .whitespaces)
        let gap = symbolFirst ? String(affix.dropFirst(symbol.count)) : String(affix.dropLast(symbol.count))
        kind = .money(symbol: symbol.isEmpty ? currency : symbol, symbolFirst: symbolFirst)
        symbolGap = gap.isEmpty && !symbolFirst ? "" : gap
        moneyDecimals = Currency(code: currency)?.minorUnits ?? 2
    }

    /// The shortest symbol `locale` has for `currency` (CLDR's narrow one: `E£` for Egyptian pounds, `$` for
    /// Mexican pesos), without digits, spaces or direction marks; empty when it has none.
    static func narrowSymbol(of currency: String, locale identifier: String) -> String {
        let zero = Decimal(0).formatted(
            Decimal.FormatStyle.Currency(code: currency, locale: Locale.latinDigits(identifier)).presentation(.narrow)
                .precision(.fractionLength(0)))
        let parts = runs(zero)
        return (parts.prefix + parts.suffix).trimmingCharacters(in: .whitespaces)
    }

    /// The runs of digits in `text`, the separators between them, and what stands before the first and after the last.
    /// The marks ICU adds for right-to-left text (Arabic's `‏1,234.50 US$` starts with a right-to-left mark) are left
    /// out: the page keeps an amount's direction itself.
    private static func runs(_ text: String) -> (digits: [String], separators: [String], prefix: String, suffix: String)
    {
        var digits: [String] = [], others: [String] = [""]
        for character in text where !character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .format }) {
            if character.isASCII && character.isNumber {
                if digits.count < others.count { digits.append("") }
                digits[digits.count - 1].append(character)
            } else {
                if others.count == digits.count { others.append("") }
                others[others.count - 1].append(character)
            }
        }
        let suffix = others.count > digits.count ? others.removeLast() : ""
        let prefix = others.removeFirst()
        return (digits, others, prefix, suffix)
    }
}
