import Foundation

/// Budgets read from ledger files: every transaction in date order. Their totals, running balances and warnings are
/// a ``LedgerSummary``'s.
public struct Ledger: Sendable {
    /// One budget: its settings and its transactions oldest first.
    public struct Budget: Sendable {
        public var name: String
        public var slug: String
        public var settings: BudgetSettings.Budget
        public var transactions: [Transaction] = []
    }

    /// A spending limit that was passed in one period.
    public struct LimitWarning: Sendable, Equatable {
        public var budget: String
        public var limit: CategoryLimit
        public var periodStart: Day
        public var spent: Decimal
    }

    /// A transaction that took its budget below 0 or above ``highestBalance``.
    public struct BalanceFlag: Sendable, Equatable {
        public var transaction: Transaction
        public var balance: Decimal
    }

    /// The most a budget holds before its page flags it: a billion, so that a family's budget in yen, won or rupees
    /// fits (Pocket Change kept a million in dollars).
    public static let highestBalance: Decimal = 1_000_000_000

    /// The endings of ledger files in `Content/budgets/`: comma-, tab- and semicolon-separated text, and bank
    /// statements (OFX, QFX, QIF, CAMT.053 as `.xml`). Which of them a file is, its content says, not its name.
    public static let fileExtensions: Set<String> = ["csv", "tsv", "ssv", "ofx", "qfx", "qif", "xml"]

    /// Spreadsheet files people drop beside their ledgers, which are not text and so are not read.
    public static let spreadsheetExtensions: Set<String> = ["xlsx", "xls", "ods", "numbers"]

    public var currency: String
    public var budgets: [Budget]
    public var rows = 0
    public var skippedRows = 0

    /// Reads the ledgers at `files` (with the paths to show for each). Problems with a file go to `diagnostics`,
    /// problems with a row, which is left out, to `rowProblems`.
    public static func load(
        files: [(url: URL, path: String)], settings: BudgetSettings, currency: String, rates: RateHistory?,
        diagnostics: inout Diagnostics, rowProblems: inout Diagnostics
    ) -> Ledger {
        var reader = LedgerReader(settings: settings, homeCurrency: currency, rates: rates)
        let decimals = reader.homeMinorUnits
        var transactions: [Transaction] = []
        var rows = 0, skipped = 0
        var allowingDuplicates = Set<String>()
        for file in files {
            let summary = reader.read(file.url, path: file.path, diagnostics: &diagnostics, rowProblems: &rowProblems) {
                row, detail in
                transactions.append(Transaction(row, detail(), path: file.path, decimals: decimals))
            }
            rows += summary.rows
            skipped += summary.skipped
            if summary.allowsDuplicates { allowingDuplicates.insert(file.path) }
        }
        warnAboutDuplicates(transactions, allowedIn: allowingDuplicates, &diagnostics)
        var ledger = Ledger(transactions, settings: settings, currency: currency)
        ledger.rows = rows
        ledger.skippedRows = skipped
        diagnostics.append(contentsOf: ledger.unmatchedNames(in: settings))
        return ledger
    }

    /// A warning at each budget of budgets.yml that no row names, and at each limit whose category no row of its
    /// budget has, when a name the rows do have is close to it: a typo (`Houshold`, `Grocery`) had lost the
    /// budget's starting balance, or the limit, without a word. A name with nothing close may be a plan for later.
    public func unmatchedNames(in settings: BudgetSettings) -> Diagnostics {
        Self.unmatchedNames(in: settings, budgets: budgets.map { ($0.name, $0.transactions.map(\.category)) })
    }

    /// ``unmatchedNames(in:)`` of budgets given by their names and their rows' categories.
    public static func unmatchedNames(
        in settings: BudgetSettings, budgets: [(name: String, categories: [String])]
    ) -> Diagnostics {
        var diagnostics = Diagnostics()
        let names = budgets.map(\.name)
        for (name, place) in settings.budgetPlaces.sorted(by: { $0.value.line < $1.value.line })
        where !names.contains(where: { $0.lowercased() == name.lowercased() }) {
            guard let guess = suggestion(for: name, among: names) else { continue }
            diagnostics.warning(
                "no ledger row names the budget `\(name)`, so its settings are not used; did you mean `\(guess)`?",
                in: settings.path, line: place.line, column: place.column)
        }
        for budget in budgets {
            guard let key = settings.limitPlaces.keys.first(where: { $0.lowercased() == budget.name.lowercased() }),
                let places = settings.limitPlaces[key]
            else { continue }
            let categories = Array(Set(budget.categories)).sorted()
            for (category, place) in places.sorted(by: { $0.value.line < $1.value.line })
            where !categories.contains(where: { $0.lowercased() == category.lowercased() }) {
                // A plural (`Grocery` for `Groceries`) is further than a typo from its word, and as likely.
                let forms = Self.numberForms(of: category)
                guard
                    let guess = categories.first(where: { !forms.isDisjoint(with: Self.numberForms(of: $0)) })
                        ?? suggestion(for: category, among: categories)
                else { continue }
                diagnostics.warning(
                    "no row of `\(budget.name)` has the category `\(category)`, so this limit is never reached; did you "
                        + "mean `\(guess)`?", in: settings.path, line: place.line, column: place.column)
            }
        }
        return diagnostics
    }

    /// Warns at every row that has the same budget, date, kind, amount and note as another, here or in another file
    /// (two overlapping bank exports), naming where the other is. Both rows stay in: only the user knows whether
    /// it was bought twice. Rows of a file whose profile says `duplicates: allow`, and their twins, are not warned.
    private static func warnAboutDuplicates(
        _ transactions: [Transaction], allowedIn allowing: Set<String>, _ diagnostics: inout Diagnostics
    ) {
        struct Key: Hashable {
            var budget: String, date: Day, kind: Transaction.Kind, amount: Decimal, note: String
        }
        var groups: [Key: [Int]] = [:]
        for (index, transaction) in transactions.enumerated() {
            groups[
                Key(
                    budget: transaction.budget, date: transaction.date, kind: transaction.kind,
                    amount: transaction.amount,
                    note: transaction.note), default: []
            ].append(index)
        }
        for group in groups.values
        where group.count > 1 && !group.contains(where: { allowing.contains(transactions[$0].path) }) {
            for index in group {
                let transaction = transactions[index]
                let other = transactions[group.first { $0 != index }!]
                diagnostics.warning(
                    duplicateWarning(
                        other: "\(other.path):\(other.line)", more: group.count - 2, budget: transaction.budget),
                    in: transaction.path, line: transaction.line, column: transaction.column)
            }
        }
    }

    /// The warning at a row that has the same budget, date, kind, amount and note as the row at `other`
    /// (`path:line`) and `more` others.
    public static func duplicateWarning(other: String, more: Int, budget: String) -> String {
        "this row has the same date, amount and note as \(other)\(more > 0 ? " (and \(more) more)" : "") in the budget "
            + "`\(budget)`, so it may be counted twice; if it is one purchase in two exports, delete "
            + "one; if it happened twice, write `duplicates: allow` for this file under `ledgers:` in budgets.yml"
    }

    /// A ledger of `transactions` (in file order; sorted here by date, keeping file order within a day), with a
    /// budget for each of `keeping` too, though it has no transaction (a period it has no row in).
    public init(_ transactions: [Transaction], settings: BudgetSettings, currency: String, keeping: [String] = []) {
        self.currency = currency
        var grouped = Dictionary(grouping: transactions, by: \.budget)
        for name in keeping where grouped[name] == nil { grouped[name] = [] }
        budgets = Self.namesAndSlugs(grouped.keys).map { name, slug in
            var budget = Budget(name: name, slug: slug, settings: settings.budget(name))
            budget.transactions = grouped[name]!.stableSorted { $0.date }
            return budget
        }
    }

    /// `word` lower-cased, and as an English plural or singular would write it: `grocery`, `groceries`, `grocerys`.
    private static func numberForms(of word: String) -> Set<String> {
        let word = word.lowercased()
        var forms: Set<String> = [word, word + "s", word + "es"]
        if word.hasSuffix("y") { forms.insert(word.dropLast() + "ies") }
        return forms
    }

    /// Budget names in the order shown (by name ignoring case, then by case, so that `Trip` and `trip` come in the
    /// same order on every run), each with its own slug for addresses.
    static func namesAndSlugs(_ names: some Sequence<String>) -> [(name: String, slug: String)] {
        var slugs = Set<String>()
        return names.sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }.map { name in
            var slug = urlSlug(name)
            if slug.isEmpty { slug = "budget" }
            while !slugs.insert(slug).inserted { slug += "-1" }
            return (name, slug)
        }
    }

    /// Only the transactions from `from` to `to` (inclusive) of the budget named `budget`, when given. A budget
    /// starts `from` with what it had then: its starting balance and every transaction before that day.
    public func filtered(from: Day?, to: Day?, budget: String?, settings: BudgetSettings) -> Ledger {
        if from == nil && to == nil && budget == nil { return self }
        let ofBudget = { (transaction: Transaction) in
            budget.map { transaction.budget.lowercased() == $0.lowercased() } ?? true
        }
        let kept = budgets.flatMap(\.transactions).filter { transaction in
            (from.map { transaction.date >= $0 } ?? true) && (to.map { transaction.date <= $0 } ?? true)
                && ofBudget(transaction)
        }
        var settings = settings
        if let from {
            var carried: [String: Decimal] = [:]
            for transaction in budgets.flatMap(\.transactions) where transaction.date < from && ofBudget(transaction) {
                carried[transaction.budget, default: 0] += transaction.signedAmount
            }
            for (name, net) in carried {
                var opening = settings.budget(name)
                opening.startingBalance += net
                settings.budgets[name] = opening
            }
        }
        // A budget with no row in the period but one before it is still there, with what it had.
        let names = budgets.filter { existing in
            (budget.map { existing.name.lowercased() == $0.lowercased() } ?? true)
                && (to.map { end in existing.transactions.first.map { $0.date <= end } ?? false } ?? true)
        }.map(\.name)
        var ledger = Ledger(kept, settings: settings, currency: currency, keeping: names)
        ledger.rows = rows
        ledger.skippedRows = skippedRows
        return ledger
    }

    /// The first and last day with a transaction.
    public var dateRange: (first: Day, last: Day)? {
        // Each budget's transactions are in date order.
        guard let first = budgets.compactMap(\.transactions.first?.date).min(),
            let last = budgets.compactMap(\.transactions.last?.date).max()
        else { return nil }
        return (first, last)
    }
}
