import Foundation

/// Totals of a ledger, summed exactly in minor units as rows stream past: overall, by budget, by category and by
/// month. This is what `cashdash report --format json|csv` prints.
public struct LedgerTotals: Sendable {
    /// Money added and spent, in minor units of the home currency.
    public struct Sum: Sendable, Equatable {
        public var added: Int64 = 0
        public var spent: Int64 = 0
        public var net: Int64 { added - spent }

        /// Adds `units`. It cannot overflow: the reader keeps every row's amounts within `LedgerReader.largestTotal`.
        mutating func add(_ kind: Transaction.Kind, _ units: Int64) {
            if kind == .deposit { added += units } else { spent += units }
        }

        mutating func add(_ other: Sum) {
            added += other.added
            spent += other.spent
        }
    }

    public var currency: String
    public var minorUnits: Int
    public var overall = Sum()
    public var budgets: [String: Sum] = [:]
    public var startingBalances: [String: Int64] = [:]
    public var categories: [String: Sum] = [:]
    /// Keyed by `YYYY-MM`.
    public var months: [String: Sum] = [:]
    public var rows = 0
    public var skippedRows = 0
    /// The exchange markup of rows that say what the bank charged.
    public var markup = MarkupTotals()
    public var first: Day?
    public var last: Day?
    private var monthKeys: [Int: Sum] = [:]
    /// The month rows are being added to, summed apart until a row of another month comes: ledgers are mostly in
    /// date order, and hashing into the dictionary on every row was about 3 % of a million-row JSON report.
    private var month: (key: Int, sum: Sum)?
    /// Sums by the reader's name ids while rows stream past; `finish` files them under their names.
    private var budgetSums: [Sum?] = []
    private var categorySums: [Sum?] = []

    public init(currency: String, minorUnits: Int) {
        self.currency = currency
        self.minorUnits = minorUnits
    }

    /// Streams the ledgers at `files` into totals without keeping their rows, keeping only rows from `from` to `to`
    /// (inclusive) of the budget named `budget`, when given. Problems go where `Ledger.load` puts them. A ledger
    /// bigger than `splitAbove` bytes is read in two halves at once (see `LedgerReader.readInHalves`).
    public static func read(
        files: [(url: URL, path: String)], settings: BudgetSettings, currency: String, rates: RateHistory?,
        from: Day? = nil, to: Day? = nil, budget: String? = nil, splitAbove: Int = 4 << 20,
        diagnostics: inout Diagnostics, rowProblems: inout Diagnostics
    ) -> LedgerTotals {
        var reader = LedgerReader(settings: settings, homeCurrency: currency, rates: rates)
        let minorUnits = reader.homeMinorUnits
        // The rows counted, and apart from them the rows before `from`, whose net each budget's balance starts with.
        var parts = Parts(
            window: LedgerTotals(currency: currency, minorUnits: minorUnits),
            earlier: LedgerTotals(currency: currency, minorUnits: minorUnits))
        let budget = budget?.lowercased()
        let add = { (parts: inout Parts, row: LedgerReader.Row, detail: () -> LedgerReader.Detail) in
            if let to, row.date > to { return }
            if let budget, detail().budget.lowercased() != budget { return }
            if let from, row.date < from { parts.earlier.add(row) } else { parts.window.add(row) }
        }
        // The halves of big files, summed apart (their readers number names apart) and added by name at the end.
        var halves: [(parts: Parts, names: LedgerReader.Names)] = []
        for file in files {
            if let read = reader.readInHalves(
                file.url, path: file.path, splitAbove: splitAbove, diagnostics: &diagnostics, rowProblems: &rowProblems,
                part: {
                    Parts(
                        window: LedgerTotals(currency: currency, minorUnits: minorUnits),
                        earlier: LedgerTotals(currency: currency, minorUnits: minorUnits))
                }, add)
            {
                parts.window.skippedRows += read.summary.skipped
                halves += [(read.first, read.firstNames), (read.second, read.secondNames)]
                continue
            }
            let summary = reader.read(file.url, path: file.path, diagnostics: &diagnostics, rowProblems: &rowProblems) {
                row, detail in add(&parts, row, detail)
            }
            parts.window.skippedRows += summary.skipped
        }
        parts.gather(reader.names)
        for var half in halves {
            half.parts.gather(half.names)
            parts.window.add(half.parts.window)
            parts.earlier.add(half.parts.earlier)
        }
        var totals = parts.window
        totals.findStartingBalances(settings: settings, carried: parts.earlier.budgets)
        return totals
    }

    /// The totals of a report's rows and of the rows before its first day, summed side by side.
    private struct Parts: Sendable {
        var window: LedgerTotals
        var earlier: LedgerTotals

        mutating func gather(_ names: LedgerReader.Names) {
            window.gather(names)
            earlier.gather(names)
        }
    }

    /// `name` as `sums` already spells it, ignoring case, or as it is.
    private static func spelling(of name: String, in sums: [String: Sum]) -> String {
        guard sums[name] == nil else { return name }
        let folded = name.lowercased()
        return sums.keys.first { $0.lowercased() == folded } ?? name
    }

    /// Adds `row` to every sum it belongs to.
    public mutating func add(_ row: LedgerReader.Row) {
        overall.add(row.kind, row.minorUnits)
        Self.add(row, to: &budgetSums, at: row.budgetID)
        Self.add(row, to: &categorySums, at: row.categoryID)
        if month?.key != row.month {
            if let month { monthKeys[month.key, default: Sum()].add(month.sum) }
            month = (row.month, Sum())
        }
        month!.sum.add(row.kind, row.minorUnits)
        if row.charge != nil { markup.add(row, minorUnits: minorUnits) }
        if first.map({ row.date < $0 }) ?? true { first = row.date }
        if last.map({ row.date > $0 }) ?? true { last = row.date }
        rows += 1
    }

    /// Adds `row` to the sum of the name `id` in `sums`, which are nil for names no row added to has.
    private static func add(_ row: LedgerReader.Row, to sums: inout [Sum?], at id: Int) {
        while sums.count <= id { sums.append(nil) }
        if sums[id] == nil { sums[id] = Sum() }
        sums[id]!.add(row.kind, row.minorUnits)
    }

    /// Gathers the per-month sums under their `YYYY-MM` names, and the others under the `names` of their ids, and
    /// finds the budgets' starting balances; call once all rows are in.
    public mutating func finish(settings: BudgetSettings, names: LedgerReader.Names) {
        gather(names)
        findStartingBalances(settings: settings)
    }

    /// Files the sums kept by month number and name id under their names.
    mutating func gather(_ names: LedgerReader.Names) {
        if let month { monthKeys[month.key, default: Sum()].add(month.sum) }
        month = nil
        for (key, sum) in monthKeys {
            let month = key % 12 + 1
            months["\(key / 12)-\(month < 10 ? "0" : "")\(month)", default: Sum()].add(sum)
        }
        monthKeys = [:]
        for (id, sum) in budgetSums.enumerated() { if let sum { budgets[names.budgets[id], default: Sum()].add(sum) } }
        for (id, sum) in categorySums.enumerated() {
            if let sum { categories[names.categories[id], default: Sum()].add(sum) }
        }
        budgetSums = []
        categorySums = []
    }

    /// Each budget's balance before its first row: its starting balance, plus the net of the rows `carried` over
    /// from before a report's first day.
    mutating func findStartingBalances(settings: BudgetSettings, carried: [String: Sum] = [:]) {
        // A budget with rows only before the first day is there too, with what it had.
        for (name, _) in carried where budgets[Self.spelling(of: name, in: budgets)] == nil { budgets[name] = Sum() }
        for name in budgets.keys {
            startingBalances[name] =
                settings.budget(name).startingBalance.minorUnits(minorUnits)
                + (carried[Self.spelling(of: name, in: carried)]?.net ?? 0)
        }
    }

    /// Adds `other`'s gathered sums to these, by name ignoring case, as the rows' names are told apart (the halves of
    /// a big file are read with names of their own).
    mutating func add(_ other: LedgerTotals) {
        overall.add(other.overall)
        for (name, sum) in other.budgets { budgets[Self.spelling(of: name, in: budgets), default: Sum()].add(sum) }
        for (name, sum) in other.categories {
            categories[Self.spelling(of: name, in: categories), default: Sum()].add(sum)
        }
        for (name, sum) in other.months { months[name, default: Sum()].add(sum) }
        rows += other.rows
        skippedRows += other.skippedRows
        markup.add(other.markup)
        if let day = other.first, first.map({ day < $0 }) ?? true { first = day }
        if let day = other.last, last.map({ day > $0 }) ?? true { last = day }
    }

    /// `units` minor units as exact decimal text: `1234.56`, `-0.50`.
    public func text(_ units: Int64) -> String {
        plainDecimal(Decimal(minorUnits: units, decimals: minorUnits), decimals: minorUnits, grouping: false)
    }

    /// The totals as JSON, keys sorted, amounts as exact numbers in the home currency.
    public var json: String {
        func sum(_ sum: Sum, balance: Int64? = nil, starting: Int64? = nil) -> String {
            var fields = [
                "\"added\": \(text(sum.added))", "\"net\": \(text(sum.net))", "\"spent\": \(text(sum.spent))",
            ]
            if let balance { fields.insert("\"balance\": \(text(balance))", at: 1) }
            if let starting { fields.append("\"starting_balance\": \(text(starting))") }
            return "{" + fields.joined(separator: ", ") + "}"
        }
        func section(_ sums: [String: Sum], budgets: Bool = false) -> String {
            let lines = sums.keys.sorted().map { name -> String in
                let starting = startingBalances[name] ?? 0
                let value =
                    budgets
                    ? sum(sums[name]!, balance: starting + sums[name]!.net, starting: starting) : sum(sums[name]!)
                return "    \(jsonString(name)): \(value)"
            }
            return lines.isEmpty ? "{}" : "{\n" + lines.joined(separator: ",\n") + "\n  }"
        }
        let starting = startingBalances.values.reduce(0, +)
        var lines = [
            "\"budgets\": \(section(budgets, budgets: true))",
            "\"categories\": \(section(categories))",
            "\"currency\": \(jsonString(currency))",
        ]
        if !markup.isEmpty { lines.append("\"exchange_markup\": \(markup.json(text))") }
        lines.append("\"first_date\": " + (first.map { jsonString($0.description) } ?? "null"))
        lines.append("\"last_date\": " + (last.map { jsonString($0.description) } ?? "null"))
        lines.append("\"months\": \(section(months))")
        lines.append("\"overall\": \(sum(overall, balance: starting + overall.net, starting: starting))")
        lines.append("\"rows\": \(rows)")
        lines.append("\"skipped_rows\": \(skippedRows)")
        lines.append(uncategorizedJSON)
        return "{\n  " + lines.joined(separator: ",\n  ") + "\n}\n"
    }

    /// The totals as CSV: `section,name,added,spent,net,balance`, one line per budget, category and month, and when
    /// rows say what the bank charged, the exchange markup (as money spent) in all, per year and per month.
    /// The names of the `overall` and `markup` lines are in the site's language (`All budgets`, `Exchange markup`).
    public func csv(overallName: String, markupName: String) -> String {
        var lines = ["section,name,added,spent,net,balance"]
        func line(_ section: String, _ name: String, _ sum: Sum, balance: Int64? = nil) {
            lines.append(
                [section, csvField(name), text(sum.added), text(sum.spent), text(sum.net), balance.map(text) ?? ""]
                    .joined(separator: ","))
        }
        line("overall", overallName, overall, balance: startingBalances.values.reduce(0, +) + overall.net)
        for name in budgets.keys.sorted() {
            line("budget", name, budgets[name]!, balance: (startingBalances[name] ?? 0) + budgets[name]!.net)
        }
        for name in categories.keys.sorted() { line("category", name, categories[name]!) }
        for name in months.keys.sorted() { line("month", name, months[name]!) }
        // Money spent in no category, when there is any, its share of the spending in the name field (`25.00%`).
        if let share = uncategorizedShare, uncategorizedSpent > 0 {
            line(
                "uncategorized", "\(NSDecimalNumber(decimal: share * 100).stringValue)%",
                Sum(added: 0, spent: uncategorizedSpent))
        }
        if !markup.isEmpty {
            // The exchange markup as money spent on it: overall, then per year and per month.
            func spent(_ sum: MarkupTotals.Sum) -> Sum { Sum(added: 0, spent: sum.markup) }
            line("markup", markupName, spent(markup.total))
            for name in markup.years.keys.sorted() { line("markup-year", name, spent(markup.years[name]!)) }
            for name in markup.months.keys.sorted() { line("markup-month", name, spent(markup.months[name]!)) }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}

/// `text` as a CSV field a spreadsheet reads as text: quoted when it holds a comma, semicolon, quote or line break,
/// and, as OWASP's CSV-injection guidance says, prefixed with `'` and quoted when it starts with `=`, `+`, `-`, `@`, a
/// tab or a carriage return, so a category such as `=HYPERLINK(…)` is never run as a formula. Only text goes through
/// here: amounts are written as plain numbers, so `-12.50` stays a number.
public func csvField(_ text: String) -> String {
    let formula = text.unicodeScalars.first.map { "=+-@\t\r".unicodeScalars.contains($0) } ?? false
    guard formula || text.contains(where: { $0 == "," || $0 == ";" || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
        return text
    }
    return "\"" + (formula ? "'" : "") + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}
