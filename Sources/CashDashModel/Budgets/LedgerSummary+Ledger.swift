import Foundation

extension LedgerSummary {
    /// The summary of a loaded ledger, listing its rows as `listing` says (none without one).
    public init(_ ledger: Ledger, listing: Listing? = .all) {
        self.init(
            currency: ledger.currency,
            budgets: ledger.budgets.map { BudgetSummary($0, currency: ledger.currency, listing: listing) })
        skippedRows = ledger.skippedRows
    }
}

extension BudgetSummary {
    /// The summary of one budget of a loaded ledger in `currency`, listing its rows as `listing` says.
    public init(_ budget: Ledger.Budget, currency: String, listing: LedgerSummary.Listing? = .all) {
        let decimals = Currency(code: currency)?.minorUnits ?? 2
        var ids: [String: Int] = [:], names: [String] = []
        var totals = BudgetTotals(name: budget.name, settings: budget.settings, decimals: decimals, listing: listing)
        let transaction = { (index: Int) in budget.transactions[index] }
        // The ledger's amounts are whole minor units: its reader refuses more decimals than the currency has.
        for (index, transaction) in budget.transactions.enumerated() {
            let category = ids[transaction.category] ?? names.count
            if category == names.count {
                names.append(transaction.category)
                ids[transaction.category] = category
            }
            let row = BudgetTotals.Row(
                date: transaction.date, kind: transaction.kind, units: transaction.amount.minorUnits(decimals),
                category: category, charge: transaction.charge)
            totals.add(row) { transaction.category }
            totals.list(index, row, transaction: { budget.transactions[$0] })
        }
        self = totals.finish(slug: budget.slug, categories: names, transaction: transaction)
    }
}
