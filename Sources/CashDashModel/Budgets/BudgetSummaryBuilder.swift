import Foundation

/// Sums one budget's transactions, given oldest first, into a ``BudgetSummary``: exactly, in minor units of the home
/// currency, keeping only the rows a month lists and the balance warnings listed. A transaction is named by a handle
/// (an index) and made only when it is listed, by the `transaction` closure given to ``add`` and ``finish``.
struct BudgetSummaryBuilder {
    private var summary: BudgetSummary
    private let decimals: Int
    private let rowsPerMonth: Int?
    private let flagsPerBudget: Int?
    /// Category names by id.
    private let categories: [String]
    /// The starting balance in minor units, when it has no more decimals than the currency (budgets.yml allows more).
    private let startingUnits: Int64?
    private let highestUnits: Int64
    /// What was added less what was spent so far.
    private var movement: Int64 = 0
    private var added: Int64 = 0, spent: Int64 = 0, refunded: Int64 = 0
    /// Spending per category id; nil for a category with no expense.
    private var byCategory: [Int64?]
    /// The indices of the settings' limits on each category id, found on its first expense.
    private var limitsByCategory: [[Int]?]
    /// Spending per period start, per limit.
    private var limitSpending: [[Day: Int64]]
    /// Spending per day with expenses, oldest first.
    private var days: [(day: Day, spent: Int64)] = []
    /// The month being summed, and the handles of its rows with the movement after each.
    private var month: (start: Day, next: Day, added: Int64, spent: Int64, refunded: Int64)?
    private var monthRows: [(handle: Int, movement: Int64)] = []
    /// The rows that say what the bank charged, for the exchange markup (rare, so each is made a transaction).
    private var charged: [Transaction] = []

    init(
        name: String, slug: String, settings: BudgetSettings.Budget, decimals: Int, categories: [String],
        rowsPerMonth: Int?,
        flagsPerBudget: Int?
    ) {
        summary = BudgetSummary(name: name, slug: slug, settings: settings)
        self.decimals = decimals
        self.categories = categories
        self.rowsPerMonth = rowsPerMonth
        self.flagsPerBudget = flagsPerBudget
        let starting = settings.startingBalance.minorUnits(decimals)
        startingUnits = Decimal(minorUnits: starting, decimals: decimals) == settings.startingBalance ? starting : nil
        highestUnits = Ledger.highestBalance.minorUnits(decimals)
        byCategory = Array(repeating: nil, count: categories.count)
        limitsByCategory = Array(repeating: nil, count: categories.count)
        limitSpending = Array(repeating: [:], count: settings.limits.count)
    }

    private func decimal(_ units: Int64) -> Decimal { Decimal(minorUnits: units, decimals: decimals) }

    /// The balance after `movement` from the starting balance.
    private func balance(after movement: Int64) -> Decimal {
        startingUnits.map { decimal($0 + movement) } ?? summary.settings.startingBalance + decimal(movement)
    }

    /// Adds the transaction `handle`, which is no older than the one added before it; `charged` when it says what the
    /// bank charged.
    mutating func add(
        _ handle: Int, date: Day, kind: Transaction.Kind, units: Int64, category: Int, charged: Bool = false,
        transaction: (Int) -> Transaction
    ) {
        if charged { self.charged.append(transaction(handle)) }
        if month == nil || date >= month!.next {
            finishMonth(transaction)
            let start = BudgetPeriod.month.start(of: date)
            let (year, number, _) = start.components
            month = (start, Day(year: number == 12 ? year + 1 : year, month: number % 12 + 1, day: 1), 0, 0, 0)
        }
        if summary.first == nil { summary.first = date }
        summary.last = date
        summary.count += 1
        let signed = kind == .deposit ? units : -units
        movement += signed
        monthRows.append((handle, movement))
        if kind == .deposit {
            added += units
            month!.added += units
        } else {
            summary.hasExpenses = true
            spent += units
            if units < 0 {
                refunded -= units
                month!.refunded -= units
            } else {
                month!.spent += units
            }
            byCategory[category] = (byCategory[category] ?? 0) + units
            if days.last?.day == date { days[days.count - 1].spent += units } else { days.append((date, units)) }
            if limitsByCategory[category] == nil {
                let name = categories[category].lowercased()
                limitsByCategory[category] = summary.settings.limits.indices.filter {
                    summary.settings.limits[$0].category.lowercased() == name
                }
            }
            for limit in limitsByCategory[category]! {
                let period = summary.settings.limits[limit].period
                limitSpending[limit][period.start(of: date, weeksFrom: summary.settings.firstWeekday), default: 0] +=
                    units
            }
        }
        let below: Bool, above: Bool
        if let startingUnits {
            (below, above) = (startingUnits + movement < 0, startingUnits + movement > highestUnits)
        } else {
            let balance = balance(after: movement)
            (below, above) = (balance < 0, balance > Ledger.highestBalance)
        }
        if (below && signed < 0) || (above && signed > 0) {
            summary.balanceFlagCount += 1
            if flagsPerBudget.map({ summary.balanceFlags.count < $0 }) ?? true {
                summary.balanceFlags.append(
                    Ledger.BalanceFlag(transaction: transaction(handle), balance: balance(after: movement)))
            }
        }
    }

    /// Closes the month being summed, listing its newest rows.
    private mutating func finishMonth(_ transaction: (Int) -> Transaction) {
        guard let month else { return }
        var done = BudgetSummary.Month(
            start: month.start, added: decimal(month.added), spent: decimal(month.spent),
            refunded: decimal(month.refunded),
            count: monthRows.count)
        done.listed = monthRows.suffix(rowsPerMonth ?? monthRows.count).reversed().map {
            BudgetSummary.Listed(transaction: transaction($0.handle), balance: balance(after: $0.movement))
        }
        summary.months.append(done)
        monthRows.removeAll(keepingCapacity: true)
    }

    /// The summary, once every transaction is in.
    mutating func finish(_ transaction: (Int) -> Transaction) -> BudgetSummary {
        finishMonth(transaction)
        month = nil
        summary.added = decimal(added)
        summary.spent = decimal(spent)
        summary.refunded = decimal(refunded)
        summary.balance = balance(after: movement)
        summary.markup = MarkupSummary(charged, minorUnits: decimals)
        // Categories are merged by name: two spellings of one name in bytes are one category, as a String key makes them.
        var totals: [String: Int64] = [:]
        for (id, units) in byCategory.enumerated() {
            if let units { totals[categories[id], default: 0] += units }
        }
        summary.spendingByCategory = totals.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            .map { BudgetSummary.CategorySpending(category: $0.key, amount: decimal($0.value)) }
        if let last = summary.last {
            for (day, units) in days.reversed() {
                guard day.ordinal > last.ordinal - 30 else { break }
                summary.recentSpendingPerDay[day] = decimal(units)
            }
        }
        for (index, limit) in summary.settings.limits.enumerated() {
            for start in limitSpending[index].keys.sorted() where decimal(limitSpending[index][start]!) > limit.amount {
                summary.limitWarnings.append(
                    Ledger.LimitWarning(
                        budget: summary.name, limit: limit, periodStart: start,
                        spent: decimal(limitSpending[index][start]!)))
            }
        }
        return summary
    }
}
