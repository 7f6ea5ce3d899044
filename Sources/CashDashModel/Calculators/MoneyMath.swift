import Foundation

/// The arithmetic every calculator shares: exact `Decimal` amounts rounded to the currency's minor units at the
/// points a bank would round (each interest charge, each payment), never in between.
public struct MoneyMath: Sendable, Equatable {
    /// Digits after the decimal point of the currency's amounts (2 for cents).
    public var minorUnits: Int

    /// `amount` rounded to the nearest minor unit; half a unit rounds away from zero.
    public func round(_ amount: Decimal) -> Decimal {
        Currency.round(amount, to: minorUnits)
    }

    /// `amount` rounded up to the next minor unit. Digits past the 20th decimal are dropped first, so that a
    /// value a division left as 99.9999…9 is still 100.
    public func roundUp(_ amount: Decimal) -> Decimal {
        var value = Currency.round(amount, to: 20), result = Decimal()
        NSDecimalRound(&result, &value, minorUnits, .up)
        return result
    }

    /// The interest on `balance` for one period at `percent` a year paid `periods` times a year, rounded.
    public func interest(on balance: Decimal, percent: Decimal, periodsPerYear periods: Int) -> Decimal {
        round(balance * percent / Decimal(100 * periods))
    }

    /// The smallest minor unit (0.01 for cents).
    public var unit: Decimal { Decimal(sign: .plus, exponent: -minorUnits, significand: 1) }
}

/// A month-by-month schedule (months 1, 2, …) added up by year, months 1 to 12 being year 1: for each year, the sums
/// of the two `amounts` of its months and the `balance` after its last month.
func totalsByYear<Month>(
    _ months: [Month], number: (Month) -> Int, amounts: (Month) -> (Decimal, Decimal), balance: (Month) -> Decimal
) -> [(year: Int, first: Decimal, second: Decimal, balance: Decimal)] {
    var rows: [(year: Int, first: Decimal, second: Decimal, balance: Decimal)] = []
    for month in months {
        let year = (number(month) - 1) / 12 + 1, (first, second) = amounts(month)
        if rows.last?.year == year {
            rows[rows.count - 1].first += first
            rows[rows.count - 1].second += second
            rows[rows.count - 1].balance = balance(month)
        } else {
            rows.append((year, first, second, balance(month)))
        }
    }
    return rows
}
