import Foundation

/// The budgets of rows streamed past, summed without keeping a row.
struct StreamedBudgets {
    let settings: BudgetSettings
    let decimals: Int
    let first: Day?, last: Day?
    let wanted: String?
    var skipped = 0
    /// For each of the reader's budget ids: nil when not seen yet, -1 when not wanted, else the index in ``totals``.
    private var indexOfID: [Int?] = []
    private var indexOfName: [String: Int] = [:]
    private var totals: [BudgetTotals] = []
    private var names: [String] = []

    init(settings: BudgetSettings, decimals: Int, from: Day?, to: Day?, budget: String?) {
        (self.settings, self.decimals, first, last, wanted) = (settings, decimals, from, to, budget?.lowercased())
    }

    /// Sums `row` into its budget, or into what its budget starts with when it comes before the first day.
    mutating func add(_ row: LedgerReader.Row, _ detail: () -> LedgerReader.Detail) {
        if let last, row.date > last { return }
        while indexOfID.count <= row.budgetID { indexOfID.append(nil) }
        if indexOfID[row.budgetID] == nil { indexOfID[row.budgetID] = index(of: detail().budget) }
        let index = indexOfID[row.budgetID]!
        guard index >= 0 else { return }
        if let first, row.date < first { return totals[index].carry(row.kind, row.minorUnits) }
        totals[index].add(
            BudgetTotals.Row(
                date: row.date, kind: row.kind, units: row.minorUnits, category: row.categoryID, charge: row.charge)
        ) { detail().category }
    }

    /// The index of the budget named `name` (a budget is one name as a String, whatever its bytes), or -1 when
    /// another budget was asked for.
    private mutating func index(of name: String) -> Int {
        if let wanted, name.lowercased() != wanted { return -1 }
        if let index = indexOfName[name] { return index }
        indexOfName[name] = totals.count
        names.append(name)
        totals.append(BudgetTotals(name: name, settings: settings.budget(name), decimals: decimals))
        return totals.count - 1
    }

    /// The summary, the reader's category ids naming `categories`.
    func summary(currency: String, categories: [String]) -> LedgerSummary {
        let budgets = Ledger.namesAndSlugs(names).map { name, slug in
            var totals = totals[indexOfName[name]!]
            return totals.finish(slug: slug, categories: categories)
        }
        var summary = LedgerSummary(currency: currency, budgets: budgets)
        summary.skippedRows = skipped
        return summary
    }
}
