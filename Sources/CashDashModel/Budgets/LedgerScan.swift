import Foundation

/// What `cashdash add`, `undo` and `balance` need of a site's ledgers, read in one pass that keeps no rows: each
/// budget's balance, categories and newest row, what it spent in the periods of `today`, its running balance at the
/// day a row is added on, the rows of that day (for a twin), and for an undo one budget's rows in a few bytes each.
/// Its sums are ``BudgetTotals``'s, as the pages' and `report`'s are. A million rows take a fraction of a second and a
/// few megabytes, where a ``Ledger`` holds every row.
public struct LedgerScan {
    /// What to look for beside the totals.
    public struct Focus: Sendable {
        /// The day whose month and limit periods `balance` reports.
        public var today: Day
        /// The day a row is to be added on: each budget's running balance there, and the rows of that day.
        public var day: Day
        /// Whether to keep ``UndoRows`` of the rows of ``undoBudget``.
        public var keepsUndoRows: Bool
        /// The budget (any case) whose undo rows are kept; nil for every budget's.
        public var undoBudget: String?

        public init(today: Day, day: Day? = nil, keepsUndoRows: Bool = false, undoBudget: String? = nil) {
            (self.today, self.day) = (today, day ?? today)
            (self.keepsUndoRows, self.undoBudget) = (keepsUndoRows, undoBudget?.lowercased())
        }
    }

    /// Where a row is: its file (an index into the files scanned and its path) and the line and column of its amount.
    public struct Place: Sendable, Equatable {
        public var file: Int
        public var path: String
        public var line: Int
        public var column: Int
    }

    /// A budget's newest row: where it is, and its category.
    public struct Newest: Sendable {
        public var date: Day
        public var place: Place
        public var category: String
    }

    /// A row on ``Focus/day``, to find the twin of a row added that day.
    public struct DayRow: Sendable {
        public var kind: Transaction.Kind
        public var minorUnits: Int64
        public var note: String
        public var place: Place
    }

    /// One budget, as the rows of every ledger give it.
    public struct Budget: Sendable {
        public let name: String
        public let settings: BudgetSettings.Budget
        /// Its totals, as the budget pages and `report` give them (no row listed).
        public internal(set) var summary: BudgetSummary
        /// Money in less money out, in minor units of the home currency.
        public internal(set) var net: Int64 = 0
        /// The categories of its rows.
        public internal(set) var categories: Set<String> = []
        /// Its newest row in a file rows can be added to (not a bank's statement): the latest date, and on that day
        /// the latest line.
        public internal(set) var newest: Newest?
        /// Money out in the month of ``Focus/today``.
        public internal(set) var spentThisMonth: Int64 = 0
        /// Money out in each limit's category in its period of ``Focus/today``, in the order of `settings.limits`.
        public internal(set) var spentAgainstLimits: [Int64]
        /// The net of its rows before ``Focus/day``, and of those on that day by file index: a row added at the end
        /// of a file comes after that day's rows in it and in the files before it.
        var netBeforeDay: Int64 = 0
        var netOnDay: [Int: Int64] = [:]
        /// Its rows on ``Focus/day``.
        public internal(set) var dayRows: [DayRow] = []
        /// With ``Focus/keepsUndoRows``, its rows by file index.
        public internal(set) var undoRows: [Int: UndoRows] = [:]
        var categoryIDs = Set<Int>()
        var keepsUndoRows = false
        var totals: BudgetTotals

        init(name: String, settings: BudgetSettings.Budget, minorUnits: Int) {
            self.name = name
            self.settings = settings
            spentAgainstLimits = Array(repeating: 0, count: settings.limits.count)
            totals = BudgetTotals(name: name, settings: settings, decimals: minorUnits)
            summary = BudgetSummary(name: name, slug: "", settings: settings)
        }

        /// Its balance with every row: the starting balance and the net of its rows, in minor units.
        public func balance(minorUnits: Int) -> Int64 { settings.startingBalance.minorUnits(minorUnits) + net }

        /// Its balance right after a row of `signedUnits` added at the end of file `file` on ``Focus/day``.
        public func balance(adding signedUnits: Int64, toFile file: Int, minorUnits: Int) -> Int64 {
            settings.startingBalance.minorUnits(minorUnits) + netBeforeDay
                + netOnDay.filter { $0.key <= file }.values.reduce(0, +) + signedUnits
        }
    }

    /// The budgets, by name as ``Ledger`` orders them.
    public private(set) var budgets: [Budget] = []
    public let minorUnits: Int

    /// Reads every row of the ledgers at `files`; problems go where ``Ledger/load`` puts them, with the warnings it
    /// gives about budgets.yml's names.
    public static func read(
        files: [(url: URL, path: String)], settings: BudgetSettings, currency: String, rates: RateHistory?,
        focus: Focus, diagnostics: inout Diagnostics, rowProblems: inout Diagnostics
    ) -> LedgerScan {
        var reader = LedgerReader(settings: settings, homeCurrency: currency, rates: rates)
        var scanning = Scanning(settings: settings, focus: focus, minorUnits: reader.homeMinorUnits)
        for (index, file) in files.enumerated() {
            let writable = !LedgerReader.isStatement(file.url)
            _ = reader.read(file.url, path: file.path, diagnostics: &diagnostics, rowProblems: &rowProblems) {
                row, detail in scanning.add(row, detail, file: index, path: file.path, writable: writable)
            }
        }
        var scan = LedgerScan(minorUnits: reader.homeMinorUnits)
        scan.budgets = scanning.budgets(categoryNames: reader.names.categories)
        diagnostics.append(
            contentsOf: Ledger.unmatchedNames(
                in: settings, budgets: scan.budgets.map { ($0.name, Array($0.categories)) }))
        return scan
    }

    private init(minorUnits: Int) { self.minorUnits = minorUnits }

    /// The sums kept while rows stream past, by the reader's budget ids.
    private struct Scanning {
        let settings: BudgetSettings
        let focus: Focus
        let minorUnits: Int
        var byID: [Budget?] = []
        /// Reused for each note of an undo row.
        var note: [UInt8] = []

        init(settings: BudgetSettings, focus: Focus, minorUnits: Int) {
            (self.settings, self.focus, self.minorUnits) = (settings, focus, minorUnits)
        }

        /// Adds `row` of the file `file` at `path`; `writable` when rows can be added to that file (it is no bank
        /// statement), so its newest row says where the next one goes.
        mutating func add(
            _ row: LedgerReader.Row, _ detail: () -> LedgerReader.Detail, file: Int, path: String, writable: Bool
        ) {
            let id = row.budgetID
            while byID.count <= id { byID.append(nil) }
            if byID[id] == nil {
                let name = detail().budget
                byID[id] = Budget(name: name, settings: settings.budget(name), minorUnits: minorUnits)
                byID[id]!.keepsUndoRows =
                    focus.keepsUndoRows && (focus.undoBudget.map { $0 == name.lowercased() } ?? true)
            }
            byID[id]!.totals.add(
                BudgetTotals.Row(
                    date: row.date, kind: row.kind, units: row.minorUnits, category: row.categoryID, charge: row.charge)
            ) { detail().category }
            let signed = row.kind == .deposit ? row.minorUnits : -row.minorUnits
            byID[id]!.categoryIDs.insert(row.categoryID)
            if row.date < focus.day {
                byID[id]!.netBeforeDay += signed
            } else if row.date == focus.day {
                byID[id]!.netOnDay[file, default: 0] += signed
            }
            // Only what is needed is read out of the budget: a copy of it held while it changes would copy its rows.
            let newest = byID[id]!.newest
            let isNewest = writable && (newest.map { row.date >= $0.date } ?? true)
            let keepsUndo = byID[id]!.keepsUndoRows
            guard isNewest || row.date == focus.day || keepsUndo else { return }
            let details = detail()
            let position = details.amountPosition
            let place = Place(file: file, path: path, line: position.line, column: position.column)
            if isNewest, newest.map({ (row.date, place.line) > ($0.date, $0.place.line) }) ?? true {
                byID[id]!.newest = Newest(date: row.date, place: place, category: details.category)
            }
            if row.date == focus.day {
                byID[id]!.dayRows.append(
                    DayRow(kind: row.kind, minorUnits: row.minorUnits, note: details.note, place: place))
            }
            if keepsUndo {
                note.removeAll(keepingCapacity: true)
                details.appendNote(to: &note)
                byID[id]!.undoRows[file, default: UndoRows()].append(
                    line: place.line, kind: row.kind, minorUnits: row.minorUnits, categoryID: row.categoryID, note: note
                )
            }
        }

        /// The budgets, their category ids named, one for each name as ``Ledger`` orders them.
        func budgets(categoryNames: [String]) -> [Budget] {
            byID.compactMap { $0 }.map { budget in
                var budget = budget
                budget.summary = budget.totals.finish(slug: "", categories: categoryNames)
                let summary = budget.summary
                let units = { (amount: Decimal) in amount.minorUnits(minorUnits) }
                budget.net = units(summary.added - summary.spent)
                let month = summary.months.first { $0.start == BudgetPeriod.month.start(of: focus.today) }
                budget.spentThisMonth = month.map { units($0.spent - $0.refunded) } ?? 0
                budget.spentAgainstLimits = budget.settings.limits.enumerated().map { index, limit in
                    let start = limit.period.start(of: focus.today, weeksFrom: budget.settings.firstWeekday)
                    return summary.spentPerLimit[index][start].map(units) ?? 0
                }
                budget.categories = Set(budget.categoryIDs.map { categoryNames[$0] })
                for file in budget.undoRows.keys { budget.undoRows[file]!.categoryNames = categoryNames }
                return budget
            }
            .sorted { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
        }
    }
}
