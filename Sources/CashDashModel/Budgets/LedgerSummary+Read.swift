import Foundation

extension LedgerSummary {
    /// Streams the ledgers at `files` into a summary of the rows from `from` to `to` (inclusive) of the budget named
    /// `budget`, when given; a budget starts `from` with what it had then. Without a `listing` no row is kept: each
    /// is summed as it is read (`report --format json|csv`). With one, each row is kept compact (its amount in minor
    /// units, name ids, its note's bytes in one buffer) to be summed in date order, only the rows a month lists
    /// become transactions, and duplicates are looked for among every row. Problems go where ``Ledger/load`` puts
    /// them, so a report gives the messages the site's build gives.
    ///
    /// On a million rows (`Benchmarks/report.sh`) the HTML report peaked at 132 MB and 2.3 s of CPU, where loading
    /// every row as a ``Ledger`` took 617 MB and 12.7 s.
    public static func read(
        files: [(url: URL, path: String)], settings: BudgetSettings, currency: String, rates: RateHistory?,
        from: Day? = nil, to: Day? = nil, budget: String? = nil, listing: Listing? = nil,
        diagnostics: inout Diagnostics, rowProblems: inout Diagnostics
    ) -> LedgerSummary {
        var reader = LedgerReader(settings: settings, homeCurrency: currency, rates: rates)
        guard let listing else {
            var stream = StreamedBudgets(
                settings: settings, decimals: reader.homeMinorUnits, from: from, to: to, budget: budget)
            for file in files {
                let read = reader.read(file.url, path: file.path, diagnostics: &diagnostics, rowProblems: &rowProblems)
                {
                    row, detail in stream.add(row, detail)
                }
                stream.skipped += read.skipped
            }
            return stream.summary(currency: currency, categories: reader.names.categories)
        }
        let ledgers = ReadLedgers(files, &reader, diagnostics: &diagnostics, rowProblems: &rowProblems)
        ledgers.warnOfDuplicates(&diagnostics)
        let window = ledgers.window(from: from, to: to, budget: budget)
        let shown = Ledger.namesAndSlugs(
            ledgers.budgetNames.indices.filter { window.hasRows[$0] }.map { ledgers.budgetNames[$0] })
        let summaries = shown.map { name, slug in
            let id = Int(ledgers.budgetIDs[name]!)
            var opening = settings.budget(name)
            opening.startingBalance += Decimal(minorUnits: window.carried[id], decimals: ledgers.decimals)
            var totals = BudgetTotals(name: name, settings: opening, decimals: ledgers.decimals, listing: listing)
            return ledgers.summary(window.kept[id], slug: slug, into: &totals)
        }
        var summary = LedgerSummary(currency: currency, budgets: summaries)
        summary.skippedRows = ledgers.skipped
        return summary
    }
}

/// The rows of every ledger read, kept compact, with the names their ids stand for.
private struct ReadLedgers {
    let files: [(url: URL, path: String)]
    var rows = CompactRows()
    var read = 0, skipped = 0
    /// The files whose profiles say `duplicates: allow`.
    var allowingDuplicates = Set<String>()
    let decimals: Int
    let categories: [String]
    /// The budgets, numbered by name, as the loaded ledger groups rows by it, and their names by number.
    var budgetIDs: [String: Int32] = [:], budgetNames: [String] = []

    /// Reads every row of `files`, and numbers their budgets by name.
    init(
        _ files: [(url: URL, path: String)], _ reader: inout LedgerReader, diagnostics: inout Diagnostics,
        rowProblems: inout Diagnostics
    ) {
        self.files = files
        var rows = CompactRows()
        for (index, file) in files.enumerated() {
            let summary = reader.read(file.url, path: file.path, diagnostics: &diagnostics, rowProblems: &rowProblems) {
                row, detail in
                rows.append(row, detail(), file: index)
            }
            read += summary.rows
            skipped += summary.skipped
            if summary.allowsDuplicates { allowingDuplicates.insert(file.path) }
        }
        self.rows = rows
        decimals = reader.homeMinorUnits
        categories = reader.categories.names
        numberBudgets(reader.budgets.names)
    }

    /// Numbers the budgets by name (the reader's ids are of their bytes), and the rows' budgets so.
    private mutating func numberBudgets(_ names: [String]) {
        var budgetOfName: [Int32] = []
        for name in names {
            if budgetIDs[name] == nil { budgetIDs[name] = Int32(budgetIDs.count) }
            budgetOfName.append(budgetIDs[name]!)
        }
        budgetNames = [String](repeating: "", count: budgetIDs.count)
        for (name, id) in budgetIDs { budgetNames[Int(id)] = name }
        for index in rows.rows.indices { rows.rows[index].budget = budgetOfName[Int(rows.rows[index].budget)] }
    }

    /// The transaction of row `index`, made only for the rows a summary lists.
    func transaction(_ index: Int) -> Transaction {
        let row = rows.rows[index]
        return Transaction(
            date: Day(ordinal: Int(row.day)), kind: row.kind,
            amount: Decimal(minorUnits: row.units, decimals: decimals),
            category: categories[Int(row.category)], budget: budgetNames[Int(row.budget)], note: rows.note(index),
            original: rows.originals[index], charge: rows.charges[index], path: files[Int(row.file)].path,
            line: Int(row.line), column: Int(row.column))
    }

    /// Warns at each row that another row is like, unless one of them is in a file that allows duplicates.
    func warnOfDuplicates(_ diagnostics: inout Diagnostics) {
        for group in rows.duplicates()
        where !group.contains(where: { allowingDuplicates.contains(files[Int(rows.rows[$0].file)].path) }) {
            for index in group {
                let row = rows.rows[index], other = rows.rows[group.first { $0 != index }!]
                diagnostics.warning(
                    Ledger.duplicateWarning(
                        other: "\(files[Int(other.file)].path):\(other.line)", more: group.count - 2,
                        budget: budgetNames[Int(row.budget)]),
                    in: files[Int(row.file)].path, line: Int(row.line), column: Int(row.column))
            }
        }
    }

    /// What of each budget a summary from `from` to `to` shows.
    struct Window {
        /// The budget's rows in the window, in date order, keeping file order within a day, as the loaded ledger
        /// sorts them.
        var kept: [[Int]]
        /// What the budget had before `from`, which its balance starts with: a window's funds are the real ones.
        var carried: [Int64]
        /// Whether the budget has rows in the window or before it. A budget with no row in the window but one before
        /// it is shown all the same, with what it had: its funds are still there. One whose rows all come after the
        /// window did not exist yet.
        var hasRows: [Bool]
    }

    /// The window from `from` to `to` (inclusive), of the budget named `budget` when given, else of every budget.
    func window(from: Day?, to: Day?, budget: String?) -> Window {
        let wanted = budget?.lowercased()
        let wantedBudgets = budgetNames.map { name in wanted.map { name.lowercased() == $0 } ?? true }
        let first = from.map { Int32($0.ordinal) } ?? .min, last = to.map { Int32($0.ordinal) } ?? .max
        var window = Window(
            kept: [[Int]](repeating: [], count: budgetNames.count),
            carried: [Int64](repeating: 0, count: budgetNames.count),
            hasRows: [Bool](repeating: false, count: budgetNames.count))
        for (index, row) in rows.rows.enumerated() where row.day <= last && wantedBudgets[Int(row.budget)] {
            window.hasRows[Int(row.budget)] = true
            if row.day >= first {
                window.kept[Int(row.budget)].append(index)
            } else {
                window.carried[Int(row.budget)] += row.kind == .deposit ? row.units : -row.units
            }
        }
        for id in window.kept.indices
        where !window.kept[id].indices.dropFirst().allSatisfy({
            rows.rows[window.kept[id][$0 - 1]].day <= rows.rows[window.kept[id][$0]].day
        }) {
            window.kept[id].sort { (rows.rows[$0].day, $0) < (rows.rows[$1].day, $1) }
        }
        return window
    }

    /// The summary of the rows `kept`, in date order, summed and listed by `totals`.
    func summary(_ kept: [Int], slug: String, into totals: inout BudgetTotals) -> BudgetSummary {
        // One closure, made once, rather than a reference to the method made again for every row.
        let transaction = { (index: Int) in self.transaction(index) }
        for index in kept {
            let compact = rows.rows[index]
            let row = BudgetTotals.Row(
                date: Day(ordinal: Int(compact.day)), kind: compact.kind, units: compact.units,
                category: Int(compact.category), charge: rows.charges[index])
            totals.add(row) { categories[row.category] }
            totals.list(index, row, transaction: transaction)
        }
        return totals.finish(slug: slug, categories: categories, transaction: transaction)
    }
}

/// Ledger rows kept small: 48 bytes each, their notes' bytes in one buffer, the rare converted amount and bank charge
/// aside.
private struct CompactRows {
    struct Row {
        var units: Int64
        /// Where the note ends in ``notes``; it starts where the row before's ends.
        var noteEnd: Int
        var day: Int32
        var category: Int32
        var budget: Int32
        var file: Int32
        var line: Int32
        var column: Int32
        var kind: Transaction.Kind
    }

    var rows: [Row] = []
    var notes: [UInt8] = []
    /// The amounts as written, of rows in another currency, by row.
    var originals: [Int: Money] = [:]
    /// What the bank charged, of rows that say, by row.
    var charges: [Int: BankCharge] = [:]

    mutating func append(_ row: LedgerReader.Row, _ detail: LedgerReader.Detail, file: Int) {
        detail.appendNote(to: &notes)
        if let original = row.original { originals[rows.count] = original }
        if let charge = row.charge { charges[rows.count] = charge }
        let (line, column) = detail.amountPosition
        rows.append(
            Row(
                units: row.minorUnits, noteEnd: notes.count, day: Int32(row.date.ordinal),
                category: Int32(row.categoryID),
                budget: Int32(row.budgetID), file: Int32(file), line: Int32(clamping: line),
                column: Int32(clamping: column),
                kind: row.kind))
    }

    private func noteRange(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : rows[index - 1].noteEnd)..<rows[index].noteEnd
    }

    func note(_ index: Int) -> String { String(decoding: notes[noteRange(index)], as: UTF8.self) }

    /// Groups of two or more rows with the same budget, date, kind, amount and note, each in file order.
    func duplicates() -> [[Int]] {
        // Rows are found by a hash of their key; rows whose hashes are equal are compared, and a row whose hash is
        // taken by a different row tries the next hash, so a collision never joins two different rows.
        var firstWithHash: [UInt64: Int32] = [:]
        firstWithHash.reserveCapacity(rows.count)
        var groups: [Int32: [Int]] = [:]
        for (index, row) in rows.enumerated() {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x0000_0100_0000_01B3 }
            mix(UInt64(bitPattern: row.units))
            mix(UInt64(UInt32(bitPattern: row.day)) << 32 | UInt64(UInt32(bitPattern: row.budget)))
            mix(row.kind == .deposit ? 1 : 2)
            for byte in notes[noteRange(index)] { mix(UInt64(byte)) }
            while true {
                guard let first = firstWithHash[hash] else {
                    firstWithHash[hash] = Int32(index)
                    break
                }
                if isSame(Int(first), index) {
                    groups[first, default: [Int(first)]].append(index)
                    break
                }
                hash &+= 1
            }
        }
        return groups.keys.sorted().map { groups[$0]! }
    }

    private func isSame(_ a: Int, _ b: Int) -> Bool {
        let (x, y) = (rows[a], rows[b])
        return x.units == y.units && x.day == y.day && x.budget == y.budget && x.kind == y.kind
            && notes[noteRange(a)].elementsEqual(notes[noteRange(b)])
    }
}
