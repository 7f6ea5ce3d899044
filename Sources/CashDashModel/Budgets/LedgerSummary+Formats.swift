import Foundation

/// A summary's figures across its budgets, in minor units of the home currency, and the JSON and CSV that
/// `cashdash report --format json|csv` prints of them.
extension LedgerSummary {
    /// Money added and spent, in minor units of the home currency.
    public struct Sum: Sendable, Equatable {
        public var added: Int64 = 0
        public var spent: Int64 = 0
        public var net: Int64 { added - spent }

        public init(added: Int64 = 0, spent: Int64 = 0) { (self.added, self.spent) = (added, spent) }
    }

    private func units(_ amount: Decimal) -> Int64 { amount.minorUnits(minorUnits) }

    /// Every budget's money added and spent (less refunds).
    public var overall: Sum {
        byBudget.values.reduce(Sum()) { Sum(added: $0.added + $1.added, spent: $0.spent + $1.spent) }
    }

    /// Money added and spent (less refunds) per budget, by name.
    public var byBudget: [String: Sum] {
        Dictionary(budgets.map { ($0.name, Sum(added: units($0.added), spent: units($0.spent))) }) { $0.adding($1) }
    }

    /// Each budget's balance before its first row summed, by name, rounded to the currency's minor unit.
    public var startingBalances: [String: Int64] {
        Dictionary(budgets.map { ($0.name, units($0.settings.startingBalance)) }) { $0 + $1 }
    }

    /// Money added and spent (less refunds) per category, by name, across the budgets.
    public var byCategory: [String: Sum] {
        var sums: [String: Sum] = [:]
        for budget in budgets {
            for (name, amount) in budget.addedByCategory { sums[name, default: Sum()].added += units(amount) }
            for spending in budget.spendingByCategory {
                sums[spending.category, default: Sum()].spent += units(spending.amount)
            }
        }
        return sums
    }

    /// Money added and spent (less refunds) per month, by `YYYY-MM`, across the budgets.
    public var byMonth: [String: Sum] {
        var sums: [String: Sum] = [:]
        for budget in budgets {
            for month in budget.months {
                let (year, number, _) = month.start.components
                let key = "\(year)-\(number < 10 ? "0" : "")\(number)"
                sums[key] = (sums[key] ?? Sum()).adding(
                    Sum(added: units(month.added), spent: units(month.spent - month.refunded)))
            }
        }
        return sums
    }

    /// The exchange markup of every budget's rows that say what the bank charged.
    public var markupTotals: MarkupTotals {
        budgets.reduce(into: MarkupTotals()) { $0.add($1.markupTotals) }
    }

    /// `units` minor units as exact decimal text: `1234.56`, `-0.50`.
    public func text(_ units: Int64) -> String {
        plainDecimal(Decimal(minorUnits: units, decimals: minorUnits), decimals: minorUnits, grouping: false)
    }

    /// The money spent in no category (`Uncategorized`), in minor units.
    public var uncategorizedSpent: Int64 {
        byCategory.filter { Transaction.isUncategorized($0.key) }.values.reduce(0) { $0 + max($1.spent, 0) }
    }

    /// ``uncategorizedSpent`` as a share of all spending in categories, 0 to 1 to four places; nil with no spending.
    public var uncategorizedShare: Decimal? {
        let spent = byCategory.values.reduce(Int64(0)) { $0 + max($1.spent, 0) }
        guard spent > 0 else { return nil }
        var ratio = Decimal(uncategorizedSpent) / Decimal(spent), rounded = Decimal()
        NSDecimalRound(&rounded, &ratio, 4, .plain)
        return rounded
    }
}

extension LedgerSummary.Sum {
    func adding(_ other: Self) -> Self { Self(added: added + other.added, spent: spent + other.spent) }
}
