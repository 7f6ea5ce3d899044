import Foundation

/// The one place a ledger's rows are summed: one budget's money added, spent and refunded, in all and per category,
/// month, day and limit period, exactly in minor units of the home currency. The pages, every format of
/// `cashdash report` and `balance` all sum through it. Rows may come in any order and none is kept. A caller that
/// shows rows (the budget pages, the printed report) gives a ``LedgerSummary/Listing`` and passes each row, oldest
/// first, to ``list(_:_:transaction:)`` too, by a handle its `transaction` closure makes a ``Transaction`` of.
struct BudgetTotals: Sendable {
    /// One row's figures: its amount in minor units and the id of its category among the names given to ``finish``.
    struct Row: Sendable {
        var date: Day
        var kind: Transaction.Kind
        var units: Int64
        var category: Int
        var charge: BankCharge?
    }

    /// A month's sums; `spent` leaves refunds out, `refunded` is them as a positive amount.
    private struct MonthSum: Sendable {
        var start: Day
        var added: Int64 = 0, spent: Int64 = 0, refunded: Int64 = 0
        var count = 0
    }

    private let name: String
    private var settings: BudgetSettings.Budget
    private let decimals: Int
    private let listing: LedgerSummary.Listing?
    /// The net of rows before the first day summed, which the balance starts with.
    private var carried: Int64 = 0
    private var count = 0, added: Int64 = 0, spent: Int64 = 0, refunded: Int64 = 0
    private var first: Day?, last: Day?
    private var hasExpenses = false
    /// Money added and spent per category id; nil for an id no row of the budget has.
    private var addedByCategory: [Int64?] = [], spentByCategory: [Int64?] = []
    /// The indices of the settings' limits on each category id, found on its first expense.
    private var limitsByCategory: [[Int]?] = []
    /// Spending per period start, per limit.
    private var limitSpending: [[Day: Int64]]
    /// Spending per day ordinal, and the day being added to (rows come mostly in date order, so a dictionary is
    /// touched once a day, not once a row).
    private var days: [Int: Int64] = [:]
    private var day: (ordinal: Int, units: Int64)?
    /// Sums per month (`year * 12 + month - 1`), and the month being added to with the ordinals it runs between.
    private var months: [Int: MonthSum] = [:]
    private var month: (key: Int, first: Int, next: Int, sum: MonthSum)?
    private var markup = MarkupTotals()
    private var listed = Listed()

    /// What is kept of the rows listed, in date order: the running movement from the starting balance, the handles
    /// of the month being listed, the months listed, the balance flags, and the rows that say what the bank charged.
    private struct Listed: Sendable {
        var movement: Int64 = 0
        var month: Int?
        var rows: [(handle: Int, movement: Int64)] = []
        var months: [Int: [BudgetSummary.Listed]] = [:]
        var flags: [Ledger.BalanceFlag] = []
        var flagCount = 0
        var charged: [Transaction] = []
    }

    init(name: String, settings: BudgetSettings.Budget, decimals: Int, listing: LedgerSummary.Listing? = nil) {
        (self.name, self.settings, self.decimals, self.listing) = (name, settings, decimals, listing)
        limitSpending = Array(repeating: [:], count: settings.limits.count)
    }

    private func decimal(_ units: Int64) -> Decimal { Decimal(minorUnits: units, decimals: decimals) }

    /// The balance after `movement` from the starting balance (which budgets.yml may give finer than a cent).
    private func balance(after movement: Int64) -> Decimal {
        settings.startingBalance + decimal(carried + movement)
    }

    /// Adds the money of a row before the first day summed to the starting balance.
    mutating func carry(_ kind: Transaction.Kind, _ units: Int64) { carried += kind == .deposit ? units : -units }

    /// Adds `row` to every sum it belongs to; `category` gives its category's name, asked once per category id.
    mutating func add(_ row: Row, category: () -> String) {
        count += 1
        if first == nil || row.date < first! { first = row.date }
        if last == nil || row.date > last! { last = row.date }
        addToMonth(row)
        if addedByCategory.count <= row.category {
            let more = row.category + 1 - addedByCategory.count
            addedByCategory += repeatElement(nil, count: more)
            spentByCategory += repeatElement(nil, count: more)
            limitsByCategory += repeatElement(nil, count: more)
        }
        if row.charge != nil { markup.add(row, minorUnits: decimals) }
        guard row.kind == .expense else {
            added += row.units
            addedByCategory[row.category] = (addedByCategory[row.category] ?? 0) + row.units
            return
        }
        hasExpenses = true
        spent += row.units
        if row.units < 0 { refunded -= row.units }
        spentByCategory[row.category] = (spentByCategory[row.category] ?? 0) + row.units
        addToDay(row)
        if limitsByCategory[row.category] == nil {
            let name = settings.limits.isEmpty ? "" : category().lowercased()
            limitsByCategory[row.category] = settings.limits.indices.filter {
                settings.limits[$0].category.lowercased() == name
            }
        }
        for limit in limitsByCategory[row.category]! {
            let start = settings.limits[limit].period.start(of: row.date, weeksFrom: settings.firstWeekday)
            limitSpending[limit][start, default: 0] += row.units
        }
    }

    private mutating func addToMonth(_ row: Row) {
        let ordinal = row.date.ordinal
        if month == nil || ordinal < month!.first || ordinal >= month!.next {
            if let month { months[month.key] = month.sum }
            let start = BudgetPeriod.month.start(of: row.date)
            let (year, number, _) = start.components
            let next = Day(year: number == 12 ? year + 1 : year, month: number % 12 + 1, day: 1)
            let key = year * 12 + number - 1
            month = (key, start.ordinal, next.ordinal, months[key] ?? MonthSum(start: start))
        }
        month!.sum.count += 1
        if row.kind == .deposit {
            month!.sum.added += row.units
        } else if row.units < 0 {
            month!.sum.refunded -= row.units
        } else {
            month!.sum.spent += row.units
        }
    }

    private mutating func addToDay(_ row: Row) {
        let ordinal = row.date.ordinal
        if day?.ordinal == ordinal {
            day!.units += row.units
            return
        }
        if let day { days[day.ordinal, default: 0] += day.units }
        day = (ordinal, row.units)
    }

    /// Lists the row `handle`, which is no older than the row listed before it: its balance, the month's newest
    /// rows, a balance flag when it took the balance below 0 or above ``Ledger/highestBalance``.
    mutating func list(_ handle: Int, _ row: Row, transaction: (Int) -> Transaction) {
        guard let listing else { return }
        if row.charge != nil { listed.charged.append(transaction(handle)) }
        let key = Self.monthKey(row.date)
        if listed.month != key {
            finishListedMonth(transaction)
            listed.month = key
        }
        let signed = row.kind == .deposit ? row.units : -row.units
        listed.movement += signed
        listed.rows.append((handle, listed.movement))
        let balance = balance(after: listed.movement)
        if (balance < 0 && signed < 0) || (balance > Ledger.highestBalance && signed > 0) {
            listed.flagCount += 1
            if listing.flagsPerBudget.map({ listed.flags.count < $0 }) ?? true {
                listed.flags.append(Ledger.BalanceFlag(transaction: transaction(handle), balance: balance))
            }
        }
    }

    private static func monthKey(_ date: Day) -> Int {
        let (year, month, _) = date.components
        return year * 12 + month - 1
    }

    /// Lists the newest rows of the month being listed.
    private mutating func finishListedMonth(_ transaction: (Int) -> Transaction) {
        guard let key = listed.month, let listing else { return }
        listed.months[key] = listed.rows.suffix(listing.rowsPerMonth ?? listed.rows.count).reversed().map {
            BudgetSummary.Listed(transaction: transaction($0.handle), balance: balance(after: $0.movement))
        }
        listed.rows.removeAll(keepingCapacity: true)
    }

    /// The summary of every row added, named `slug` in addresses, its category ids naming `categories`.
    mutating func finish(
        slug: String, categories: [String], transaction: (Int) -> Transaction = { _ in preconditionFailure() }
    ) -> BudgetSummary {
        finishListedMonth(transaction)
        if let month { months[month.key] = month.sum }
        if let day { days[day.ordinal, default: 0] += day.units }
        (month, day) = (nil, nil)
        var opening = settings
        opening.startingBalance += decimal(carried)
        var summary = BudgetSummary(name: name, slug: slug, settings: opening)
        (summary.count, summary.first, summary.last, summary.hasExpenses) = (count, first, last, hasExpenses)
        (summary.added, summary.spent, summary.refunded) = (decimal(added), decimal(spent), decimal(refunded))
        summary.balance = balance(after: added - spent)
        summary.months = months.keys.sorted().map { key in
            let sum = months[key]!
            var month = BudgetSummary.Month(
                start: sum.start, added: decimal(sum.added), spent: decimal(sum.spent),
                refunded: decimal(sum.refunded), count: sum.count)
            month.listed = listed.months[key] ?? []
            return month
        }
        (summary.balanceFlags, summary.balanceFlagCount) = (listed.flags, listed.flagCount)
        summary.markup = MarkupSummary(listed.charged, minorUnits: decimals)
        summary.markupTotals = markup
        finishCategories(&summary, categories: categories)
        if let last {
            for (day, units) in days where day > last.ordinal - 30 {
                summary.recentSpendingPerDay[Day(ordinal: day)] = decimal(units)
            }
        }
        summary.spentPerLimit = limitSpending.map { $0.mapValues(decimal) }
        for (index, limit) in settings.limits.enumerated() {
            for start in limitSpending[index].keys.sorted() where decimal(limitSpending[index][start]!) > limit.amount {
                summary.limitWarnings.append(
                    Ledger.LimitWarning(
                        budget: name, limit: limit, periodStart: start, spent: decimal(limitSpending[index][start]!)))
            }
        }
        return summary
    }

    /// Files the sums by category id under their names: two spellings of one name in bytes are one category, as a
    /// String key makes them.
    private func finishCategories(_ summary: inout BudgetSummary, categories: [String]) {
        var spending: [String: Int64] = [:]
        for (id, units) in spentByCategory.enumerated() {
            if let units { spending[categories[id], default: 0] += units }
        }
        summary.spendingByCategory = spending.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            .map { BudgetSummary.CategorySpending(category: $0.key, amount: decimal($0.value)) }
        for (id, units) in addedByCategory.enumerated() {
            if let units { summary.addedByCategory[categories[id], default: 0] += decimal(units) }
        }
    }
}
