import Foundation

extension LedgerSummary {
    /// The summary of a loaded ledger, listing at most `rowsPerMonth` transactions a month and `flagsPerBudget`
    /// balance warnings a budget (nil for all).
    public init(_ ledger: Ledger, rowsPerMonth: Int? = nil, flagsPerBudget: Int? = nil) {
        self.init(
            currency: ledger.currency,
            budgets: ledger.budgets.map {
                BudgetSummary($0, currency: ledger.currency, rowsPerMonth: rowsPerMonth, flagsPerBudget: flagsPerBudget)
            })
        rows = ledger.rows
        skippedRows = ledger.skippedRows
    }
}

extension BudgetSummary {
    /// The summary of one budget of a loaded ledger in `currency`, listing at most `rowsPerMonth` transactions a
    /// month and `flagsPerBudget` balance warnings (nil for all).
    public init(_ budget: Ledger.Budget, currency: String, rowsPerMonth: Int? = nil, flagsPerBudget: Int? = nil) {
        let decimals = Currency(code: currency)?.minorUnits ?? 2
        var ids: [String: Int] = [:], names: [String] = []
        let categoryIDs = budget.transactions.map { transaction in
            if let id = ids[transaction.category] { return id }
            names.append(transaction.category)
            ids[transaction.category] = names.count - 1
            return names.count - 1
        }
        var builder = BudgetSummaryBuilder(
            name: budget.name, slug: budget.slug, settings: budget.settings, decimals: decimals, categories: names,
            rowsPerMonth: rowsPerMonth, flagsPerBudget: flagsPerBudget)
        // The ledger's amounts are whole minor units: its reader refuses more decimals than the currency has.
        for (index, transaction) in budget.transactions.enumerated() {
            builder.add(
                index, date: transaction.date, kind: transaction.kind, units: transaction.amount.minorUnits(decimals),
                category: categoryIDs[index], charged: transaction.charge != nil
            ) { budget.transactions[$0] }
        }
        self = builder.finish { budget.transactions[$0] }
    }
}
