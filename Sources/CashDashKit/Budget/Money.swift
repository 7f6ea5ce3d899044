import Charts
import Foundation

/// An exact amount of one currency.
public struct Money: Sendable, Equatable, Hashable {
    public var amount: Decimal
    public var currency: String

    public init(_ amount: Decimal, _ currency: String) {
        self.amount = amount
        self.currency = currency
    }
}

/// Writes money for people: rounded to the currency's minor units only here, with the locale's symbol and
/// separators (`$1,234.56`, `1.234,56 €`), a real minus sign, and a plus sign where a change is shown.
public struct MoneyFormat: Sendable, Equatable {
    public var style: NumberStyle
    public var minorUnits: Int

    public init(style: NumberStyle, minorUnits: Int) {
        self.style = style
        self.minorUnits = minorUnits
    }

    /// The site's home currency as its locale writes it.
    init(config: SiteConfig) {
        self.init(style: config.moneyStyle, minorUnits: Currency(code: config.currency)?.minorUnits ?? 2)
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

extension Decimal {
    /// `units` smallest units of a currency with `decimals` decimals (1250 and 2 make 12.50), exactly.
    init(minorUnits units: Int64, decimals: Int) {
        self.init(sign: units < 0 ? .minus : .plus, exponent: -decimals, significand: Decimal(units.magnitude))
    }

    /// This amount rounded (half away from zero) to `decimals` decimals, as a count of smallest units.
    func minorUnits(_ decimals: Int) -> Int64 {
        NSDecimalNumber(decimal: Currency.round(self, to: decimals) * Decimal(sign: .plus, exponent: decimals, significand: 1)).int64Value
    }
}

extension Currency {
    /// `amount` rounded to `minorUnits` decimals, half away from zero.
    static func round(_ amount: Decimal, to minorUnits: Int) -> Decimal {
        var value = amount, result = Decimal()
        NSDecimalRound(&result, &value, minorUnits, .plain)
        return result
    }
}
