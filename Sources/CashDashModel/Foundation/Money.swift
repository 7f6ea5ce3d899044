import Foundation

/// An exact amount of one currency.
public struct Money: Sendable, Equatable, Hashable {
    public var amount: Decimal
    public var currency: String

    /// The most one transaction may move, in any currency: a trillion. Larger amounts in ledgers and the class are
    /// errors at their cells, so that no total can overflow.
    public static let largestAmount = Decimal(largestWholeAmount)
    /// ``largestAmount`` as an integer, for checks made on integer minor units.
    public static let largestWholeAmount: Int64 = 1_000_000_000_000

    public init(_ amount: Decimal, _ currency: String) {
        self.amount = amount
        self.currency = currency
    }
}

extension Decimal {
    /// `units` smallest units of a currency with `decimals` decimals (1250 and 2 make 12.50), exactly.
    public init(minorUnits units: Int64, decimals: Int) {
        self.init(sign: units < 0 ? .minus : .plus, exponent: -decimals, significand: Decimal(units.magnitude))
    }

    /// This amount rounded (half away from zero) to `decimals` decimals, as a count of smallest units.
    public func minorUnits(_ decimals: Int) -> Int64 {
        NSDecimalNumber(
            decimal: Currency.round(self, to: decimals) * Decimal(sign: .plus, exponent: decimals, significand: 1)
        ).int64Value
    }
}

extension Currency {
    /// `amount` rounded to `minorUnits` decimals, half away from zero.
    public static func round(_ amount: Decimal, to minorUnits: Int) -> Decimal {
        var value = amount, result = Decimal()
        NSDecimalRound(&result, &value, minorUnits, .plain)
        return result
    }
}
