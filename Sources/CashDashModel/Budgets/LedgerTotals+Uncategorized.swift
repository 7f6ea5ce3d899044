import Foundation

extension LedgerTotals {
    /// The money spent in no category (`Uncategorized`), in minor units.
    public var uncategorizedSpent: Int64 {
        categories.filter { Transaction.isUncategorized($0.key) }.values
            .reduce(0) { $0 + max($1.spent, 0) }
    }

    /// ``uncategorizedSpent`` as a share of all spending in categories, 0 to 1 to four places; nil with no spending.
    public var uncategorizedShare: Decimal? {
        let spent = categories.values.reduce(Int64(0)) { $0 + max($1.spent, 0) }
        guard spent > 0 else { return nil }
        var ratio = Decimal(uncategorizedSpent) / Decimal(spent), rounded = Decimal()
        NSDecimalRound(&rounded, &ratio, 4, .plain)
        return rounded
    }

    /// The JSON field `"uncategorized": {"share": 0.25, "spent": 12.50}`.
    var uncategorizedJSON: String {
        let share = uncategorizedShare.map { NSDecimalNumber(decimal: $0).stringValue } ?? "null"
        return "\"uncategorized\": {\"share\": \(share), \"spent\": \(text(uncategorizedSpent))}"
    }
}
