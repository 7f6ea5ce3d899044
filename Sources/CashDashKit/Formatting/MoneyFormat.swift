import CashDashModel
import Charts
import Foundation

/// Writes money for people: rounded to the currency's minor units only here, with the locale's symbol and
/// separators and grouping (`$1,234.56`, `1.234,56 €`, `₹1,00,000.00`), a real minus sign, and a plus sign where a change is shown.
public struct MoneyFormat: Sendable, Equatable {
    public var style: NumberStyle
    public var minorUnits: Int
    /// The ISO 4217 code of the currency written.
    public var currency: String
    /// How the same place writes days, for the dates beside the amounts.
    public var days: DayFormat

    public init(style: NumberStyle, minorUnits: Int, currency: String = "USD", days: DayFormat = .unitedStates) {
        self.style = style
        self.minorUnits = minorUnits
        self.currency = currency
        self.days = days
    }

    /// The site's home currency as its locale writes it.
    init(config: SiteConfig) {
        self.init(
            style: config.moneyStyle, minorUnits: Currency(code: config.currency)?.minorUnits ?? 2,
            currency: config.currency,
            days: config.locale == "en_US" ? .unitedStates : DayFormat(locale: config.locale))
    }

    /// `amount` as `$1,234.56`; negative as `−$1,234.56`; with `signed`, positive as `+$1,234.56`.
    public func string(_ amount: Decimal, signed: Bool = false) -> String {
        let rounded = Currency.round(amount, to: minorUnits)
        let digits = style.decorated(number(abs(rounded), decimals: minorUnits))
        if rounded < 0 { return "\u{2212}" + digits }
        return signed && rounded > 0 ? "+" + digits : digits
    }
}

extension MoneyFormat {
    /// The shortest symbol the site's locale has for its currency (`E£` where Arabic writes `ج.م.`).
    var narrowSymbol: String { NumberStyle.narrowSymbol(of: currency, locale: days.locale) }

    /// A count as the locale writes it: `1,234`, `1.234`.
    public func count(_ count: Int) -> String {
        (count < 0 ? "\u{2212}" : "") + style.grouped(String(count.magnitude))
    }

    /// `value` (not negative) with `decimals` decimals, in this format's separators and grouping, without a symbol.
    func number(_ value: Decimal, decimals: Int) -> String {
        let parts = plainDecimal(value, decimals: decimals, grouping: false).split(
            separator: ".", omittingEmptySubsequences: false)
        let integer = style.grouped(String(parts[0]))
        return parts.count > 1 ? integer + style.decimalSeparator + parts[1] : integer
    }

    /// This format, for messages of the model.
    public var writer: MoneyWriter {
        let format = self
        return MoneyWriter(minorUnits: minorUnits, currency: currency) { format.string($0) }
    }
}
