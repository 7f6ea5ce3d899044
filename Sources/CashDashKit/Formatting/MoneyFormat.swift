import CashDashModel
import Charts
import Foundation

/// Writes money for people: rounded to the currency's minor units only here, with the locale's symbol and
/// separators (`$1,234.56`, `1.234,56 €`), a real minus sign, and a plus sign where a change is shown.
public struct MoneyFormat: Sendable, Equatable {
    public var style: NumberStyle
    public var minorUnits: Int
    /// The ISO 4217 code of the currency written.
    public var currency: String

    public init(style: NumberStyle, minorUnits: Int, currency: String = "USD") {
        self.style = style
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// The site's home currency as its locale writes it.
    init(config: SiteConfig) {
        self.init(
            style: config.moneyStyle, minorUnits: Currency(code: config.currency)?.minorUnits ?? 2, currency: config.currency)
    }

    /// `amount` as `$1,234.56`; negative as `−$1,234.56`; with `signed`, positive as `+$1,234.56`.
    public func string(_ amount: Decimal, signed: Bool = false) -> String {
        let rounded = Currency.round(amount, to: minorUnits)
        let plain = plainDecimal(abs(rounded), decimals: minorUnits)
        var digits = ""
        for character in plain {
            switch character {
            case ",": digits += style.groupingSeparator
            case ".": digits += style.decimalSeparator
            default: digits.append(character)
            }
        }
        if case .money(let symbol, let symbolFirst) = style.kind {
            digits = symbolFirst ? symbol + digits : digits + "\u{A0}" + symbol
        }
        if rounded < 0 { return "\u{2212}" + digits }
        return signed && rounded > 0 ? "+" + digits : digits
    }
}

extension MoneyFormat {
    /// A count as the locale writes it: `1,234`, `1.234`.
    public func count(_ count: Int) -> String {
        plainDecimal(Decimal(count), decimals: 0).replacingOccurrences(of: ",", with: style.groupingSeparator)
    }

    /// This format, for messages of the model.
    public var writer: MoneyWriter {
        let format = self
        return MoneyWriter(minorUnits: minorUnits, currency: currency) { format.string($0) }
    }
}
