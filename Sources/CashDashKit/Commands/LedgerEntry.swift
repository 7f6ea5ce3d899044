import CashDashModel
import Foundation

/// What `cashdash add`, `undo` and `balance` have to say: lines for standard output, and problems.
public struct EntryResult: Sendable {
    public var lines: [String] = []
    public var diagnostics = Diagnostics()
    public var failed: Bool { diagnostics.hasErrors }
}

/// The budget ledgers of a site, read as the build reads them, to add a row to one of them.
struct LedgerBook {
    let site: SiteFolder
    let config: SiteConfig
    let settings: BudgetSettings
    let rates: RateHistory
    /// Every ledger file, as the build lists them: its URL and the path the person sees.
    let files: [(url: URL, path: String)]
    let ledger: Ledger

    /// Reads the site's budgets, or reports why they cannot be read (no site here, a file with errors).
    static func load(sitePath: String, diagnostics: inout Diagnostics) -> LedgerBook? {
        let site = SiteFolder(sitePath)
        guard FileManager.default.fileExists(atPath: site.content("site.yml").url.path) else {
            diagnostics.error(
                "there is no site here (no Content/site.yml); run this in your site's folder, or name it with --site DIR",
                in: site.content("site.yml").path)
            return nil
        }
        // As `check` and `report` do: a link out of the site is an error, and no ledger is read through it.
        site.checkLinks(diagnostics: &diagnostics)
        let config = SiteConfig.load(in: site, diagnostics: &diagnostics)
        let folder = site.content("budgets")
        var settings = BudgetSettings.load(
            from: folder.url.appendingPathComponent("budgets.yml"), path: displayPath(folder.path, "budgets.yml"),
            diagnostics: &diagnostics)
        settings.firstWeekday = DayFormat.firstWeekday(locale: config.locale)
        let rates = RateHistory.load(
            from: site.content("rates").url, path: site.content("rates").path, diagnostics: &diagnostics)
        let names = listFiles(in: folder.url, within: site.url).filter {
            !$0.contains("/") && Ledger.fileExtensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased())
        }
        let files = names.map { (folder.url.appendingPathComponent($0), displayPath(folder.path, $0)) }
        var rows = Diagnostics()
        let ledger = Ledger.load(
            files: files, settings: settings, currency: config.currency, rates: rates, diagnostics: &diagnostics,
            rowProblems: &rows)
        diagnostics.append(contentsOf: rows)
        guard !diagnostics.hasErrors else { return nil }
        guard !files.isEmpty else {
            diagnostics.error(
                "there is no ledger in this folder yet; make one, such as household.csv with the first line "
                    + "date,amount,type,category,note", in: folder.path)
            return nil
        }
        return LedgerBook(site: site, config: config, settings: settings, rates: rates, files: files, ledger: ledger)
    }

    /// The budget named `name` (any case), or the only one; nil after saying which there are.
    func budget(named name: String?, diagnostics: inout Diagnostics) -> Ledger.Budget? {
        let names = ledger.budgets.map(\.name)
        if let name {
            if let found = ledger.budgets.first(where: { $0.name.lowercased() == name.lowercased() }) { return found }
            var message =
                "there is no budget `\(name)`; the budgets are \(names.map { "`\($0)`" }.joined(separator: ", "))"
            if let guess = suggestion(for: name, among: names) {
                message = "there is no budget `\(name)`; did you mean `\(guess)`?"
            }
            diagnostics.error(message, in: site.content("budgets").path)
            return nil
        }
        if ledger.budgets.count == 1 { return ledger.budgets[0] }
        diagnostics.error(
            "this site has \(names.count) budgets (\(names.map { "`\($0)`" }.joined(separator: ", "))); say which with --budget NAME",
            in: site.content("budgets").path)
        return nil
    }

    /// The file a budget's newest row is in: where its next row goes.
    func file(of budget: Ledger.Budget) -> (url: URL, path: String)? {
        guard let path = budget.transactions.max(by: { ($0.date, $0.line) < ($1.date, $1.line) })?.path else {
            return nil
        }
        return files.first { $0.path == path }
    }

    var money: MoneyFormat { MoneyFormat(config: config) }

    /// Adds `row` at the end of `file`, as `build` would read it: problems with the row refuse it; the file gets its old
    /// bytes and one more line, written to a temporary file renamed into place, under the site's lock.
    ///
    /// With `keepsCategory`, a row the build would read with another category than `row.category` (a ledger without a
    /// category column) is refused, so the category it was given is not silently lost. With `locked`, the caller
    /// holds the site's lock already (an undo, which chose its row under it).
    func append(
        _ row: LedgerLayout.Row, to file: (url: URL, path: String), keepsCategory: Bool = false, locked: Bool = false,
        result: inout EntryResult
    ) -> Bool {
        let lock = SiteLock(site)
        if !locked {
            guard lock.acquire(diagnostics: &result.diagnostics) else { return false }
        }
        defer { lock.release() }
        guard let data = readRegularFile(atPath: file.url.path) else {
            result.diagnostics.error("this file cannot be read; check that it is a file you may open", in: file.path)
            return false
        }
        let profile = settings.profile(for: file.url.lastPathComponent)
        let added: Data, line: Int
        do throws(LedgerLayout.Refusal) {
            let layout = try LedgerLayout(data: data, profile: profile, settings: settings)
            let minorUnits = Currency(code: row.currency ?? config.currency)?.minorUnits ?? 2
            added = try layout.bytes(for: row, minorUnits: minorUnits)
            line = layout.nextLine
        } catch {
            result.diagnostics.error(error.message, in: file.path)
            return false
        }
        // The file as it would be, read exactly as the build reads it: a problem in the new row refuses it.
        let scratch: ScratchFolder
        do {
            scratch = try ScratchFolder.make(in: file.url.deletingLastPathComponent())
            try scratch.write(data + added, named: file.url.lastPathComponent, like: file.url)
        } catch {
            result.diagnostics.error(
                "a scratch copy cannot be written (\(plainWords(error))); nothing was added", in: file.path)
            return false
        }
        defer { scratch.remove() }
        var problems = Diagnostics(), rows = Diagnostics()
        let candidates = files.map {
            $0.path == file.path ? (scratch.url.appendingPathComponent(file.url.lastPathComponent), $0.path) : $0
        }
        let after = Ledger.load(
            files: candidates, settings: settings, currency: config.currency, rates: rates, diagnostics: &problems,
            rowProblems: &rows)
        problems.append(contentsOf: rows)
        let own = problems.all.filter { $0.path == file.path && $0.line == line }
        for problem in own {
            if problem.severity == .error {
                result.diagnostics.error(
                    problem.message + "; nothing was added", in: file.path, line: line, column: problem.column)
            } else {
                result.diagnostics.warning(problem.message, in: file.path, line: line, column: problem.column)
            }
        }
        let written = after.budgets.lazy.flatMap(\.transactions).first { $0.path == file.path && $0.line == line }
        // A ledger whose dates have two-digit years reads 2075 as 1975: the row would not say the day it was given.
        if let written, written.date != row.date {
            let format = profile?.dateFormat ?? settings.dateFormat
            result.diagnostics.error(
                "this ledger writes dates as `\(format.pattern)`, so \(row.date) would be read back as \(written.date); "
                    + "nothing was added", in: file.path, line: line)
        }
        if keepsCategory, let written, written.category.lowercased() != row.category.lowercased() {
            result.diagnostics.error(
                "this ledger has no `category` column, so the row would be read as `\(written.category)`, not "
                    + "`\(row.category)`; add a category column to its header, or leave the category to budgets.yml; "
                    + "nothing was added",
                in: file.path, line: line)
        }
        for flag in after.balanceFlags where flag.transaction.path == file.path && flag.transaction.line == line {
            result.diagnostics.warning(
                flag.balance < 0
                    ? "this takes `\(flag.transaction.budget)` below zero, to \(money.string(flag.balance)); add money first or spend less"
                    : "this takes `\(flag.transaction.budget)` above \(money.string(Ledger.highestBalance))",
                in: file.path, line: line)
        }
        guard !result.diagnostics.hasErrors else { return false }
        do {
            try AppendedFile.write(data + added, over: file.url, expecting: data)
        } catch {
            result.diagnostics.error("\(plainWords(error)); nothing was added", in: file.path)
            return false
        }
        let budget =
            row.budget
            ?? after.budgets.first { $0.transactions.contains { $0.path == file.path && $0.line == line } }?.name
        let balance = after.budgets.first { $0.name == budget }?.balance
        let sign = row.kind == .expense ? (row.minorUnits < 0 ? "+" : "−") : (row.minorUnits < 0 ? "−" : "+")
        var amount: String
        if let currency = row.currency {
            // A row in another currency is written in it, with what it is in the site's currency beside it.
            let decimals = Currency(code: currency)?.minorUnits ?? 2
            amount =
                "\(money.number(Decimal(minorUnits: abs(row.minorUnits), decimals: decimals), decimals: decimals))"
                + "\u{A0}\(currency)"
            if let home = written?.amount { amount += " (\(money.string(abs(home))))" }
        } else {
            amount = money.string(Decimal(minorUnits: abs(row.minorUnits), decimals: money.minorUnits))
        }
        result.lines.append(
            "Added to \(file.path), line \(line): \(row.date), \(row.category), \(sign)\(amount)"
                + (row.note.isEmpty ? "" : ", \(row.note)")
                + (balance.map { ". \(budget ?? "The budget") now has \(money.string($0))." } ?? "."))
        return true
    }
}

/// `cashdash add`: one row appended to the right ledger, in its own layout, checked as the build checks it.
public struct AddEntry: Sendable {
    public var sitePath: String
    public var amount: String
    public var category: String
    public var note: String
    public var budget: String?
    public var date: Day?
    public var deposit: Bool
    public var currency: String?
    public var allowsNewCategory: Bool
    /// `--new-budget`: when no budget is called ``budget``, start one: a ledger file of that name in the site's
    /// layout, holding this row.
    public var startsBudget = false
    /// Today, for the row's date when none is given.
    public var today: Day

    public init(
        sitePath: String = ".", amount: String, category: String, note: String = "", budget: String? = nil,
        date: Day? = nil,
        deposit: Bool = false, currency: String? = nil, allowsNewCategory: Bool = false, today: Day
    ) {
        (self.sitePath, self.amount, self.category, self.note, self.budget) = (sitePath, amount, category, note, budget)
        (self.date, self.deposit, self.currency, self.allowsNewCategory, self.today) = (
            date, deposit, currency, allowsNewCategory, today
        )
    }

    /// What `add` asks for at a terminal, with the newest row's values as defaults: the budgets, and the newest row.
    public static func defaults(sitePath: String) -> (budgets: [String], newest: Transaction?) {
        var diagnostics = Diagnostics()
        guard let book = LedgerBook.load(sitePath: sitePath, diagnostics: &diagnostics) else { return ([], nil) }
        let newest = book.ledger.budgets.flatMap(\.transactions).max { ($0.date, $0.line) < ($1.date, $1.line) }
        return (book.ledger.budgets.map(\.name), newest)
    }

    public func run() -> EntryResult {
        var result = EntryResult()
        // The site's ledgers, read once; with --new-budget and no budget of that name, read again with the new one.
        var loading = Diagnostics()
        var book = LedgerBook.load(sitePath: sitePath, diagnostics: &loading)
        var started: URL?
        let wanted = budget?.trimmingCharacters(in: .whitespaces).lowercased()
        if startsBudget, !(book?.ledger.budgets.contains { $0.name.lowercased() == wanted } ?? false) {
            guard let made = startBudget(&result) else { return result }
            started = made
            loading = Diagnostics()
            book = LedgerBook.load(sitePath: sitePath, diagnostics: &loading)
        }
        result.diagnostics.append(contentsOf: loading)
        if let book { add(to: book, into: started, &result) }
        // A ledger started for this row goes again when the row is refused, and the errors are told at its folder:
        // nothing is left half-made, and no message names a file that is not there.
        if let started, result.failed {
            try? FileManager.default.removeItem(at: started)
            let folder = SiteFolder(sitePath).content("budgets").path
            result.diagnostics = Diagnostics(
                result.diagnostics.all.map {
                    $0.path.hasSuffix("/" + started.lastPathComponent)
                        ? Diagnostic(path: folder, line: 1, column: 1, severity: $0.severity, message: $0.message)
                        : $0
                })
        }
        return result
    }

    /// Adds the row to its budget's ledger in `book`, or to the ledger `started` for it.
    private func add(to book: LedgerBook, into started: URL?, _ result: inout EntryResult) {
        // The budget the row goes to: a new ledger's (it has no rows yet, so no budget reads from it), or one found.
        let target: (name: String, file: (url: URL, path: String), categories: Set<String>)
        if let started, let file = book.files.first(where: { $0.url == started }), let name = budget {
            target = (name.trimmingCharacters(in: .whitespaces), file, [])
        } else {
            guard let found = book.budget(named: budget, diagnostics: &result.diagnostics),
                let file = book.file(of: found)
            else { return }
            target = (found.name, file, Set(found.transactions.map(\.category) + found.settings.limits.map(\.category)))
        }
        let file = target.file
        let code = (currency ?? book.config.currency).uppercased()
        guard let money = Currency(code: code) else {
            result.diagnostics.error(
                "`\(code)` is not a currency code; use an ISO 4217 code such as USD or EUR", in: file.path)
            return
        }
        // As the site's locale writes amounts (`12,50` in Germany), or else as the examples here do (`12.50`).
        guard let value = book.money.typedAmount(amount), value.units > 0 else {
            result.diagnostics.error(
                "`\(amount)` is not an amount to add; write it like \(book.money.typedExample), without a sign "
                    + "(use --deposit for money in)",
                in: file.path)
            return
        }
        // `€5` on a dollar site is five euros, not five dollars, as the build reads a row.
        if let symbol = value.symbol, !AmountText.symbol(symbol, fits: code) {
            result.diagnostics.error(
                "`\(amount)` is in \(AmountText.currencyName(of: symbol)) (\(symbol)), but this would add it in \(code); "
                    + "give its currency with --currency, or take the symbol out; nothing was added", in: file.path)
            return
        }
        guard let units = value.minorUnits(money.minorUnits) else {
            result.diagnostics.error(
                book.money.tooManyDecimals(amount, value, currency: code, minorUnits: money.minorUnits), in: file.path)
            return
        }
        var name = category.trimmingCharacters(in: .whitespaces)
        let known = target.categories
        // A category is one whatever its case, as the pages count it: `coffee` is written as the ledger has it.
        if !known.contains(name), let same = known.sorted().first(where: { $0.lowercased() == name.lowercased() }) {
            name = same
        }
        if !allowsNewCategory, !known.isEmpty, !known.contains(name) {
            var message = "`\(name)` is not a category of \(target.name) yet"
            if let guess = suggestion(for: name, among: known.sorted()) {
                message += "; did you mean `\(guess)`? If it is a new one, add it with --new-category"
            } else {
                message += "; if it is a new one, add it with --new-category"
            }
            result.diagnostics.error(message, in: file.path)
            return
        }
        let row = LedgerLayout.Row(
            date: date ?? today, kind: deposit ? .deposit : .expense, minorUnits: units, category: name, note: note,
            budget: target.name, currency: code == book.config.currency ? nil : code)
        _ = book.append(row, to: file, keepsCategory: true, result: &result)
        if started != nil, !result.failed {
            result.lines.insert("Started the budget \(target.name) in \(file.path)", at: 0)
        }
    }
}

/// `cashdash undo`: the reversing entry of a budget's last row, appended; history is never edited.
public struct UndoEntry: Sendable {
    public var sitePath: String
    public var budget: String?
    public var today: Day

    public init(sitePath: String = ".", budget: String? = nil, today: Day) {
        (self.sitePath, self.budget, self.today) = (sitePath, budget, today)
    }

    /// The newest of `rows` (one file's, in line order) that is neither an undo nor undone by one. An undo names the
    /// line it reverses and that row's note: when a row typed in above has moved that line, the row undone is the
    /// nearest one above the undo with its note and amount (it had been undone again, and the row before it never).
    static func newestNotUndone(_ rows: [Transaction]) -> Transaction? {
        var undone = Set<Int>()
        for (index, row) in rows.enumerated() {
            guard let line = row.undoneLine else { continue }
            let note = row.note.firstRange(of: ": ").map { String(row.note[$0.upperBound...]) } ?? ""
            let isIt = { (other: Transaction) in
                other.undoneLine == nil && other.note == note && abs(other.amount) == abs(row.amount)
            }
            if let named = rows.first(where: { $0.line == line }), isIt(named) || note.isEmpty {
                undone.insert(line)
            } else if let moved = rows[..<index].last(where: { isIt($0) && !undone.contains($0.line) }) {
                undone.insert(moved.line)
            } else {
                undone.insert(line)
            }
        }
        return rows.last { $0.undoneLine == nil && !undone.contains($0.line) }
    }

    /// The note an undo writes, naming the line it reverses.
    static func note(undoing line: Int, _ note: String) -> String {
        "\(Transaction.undoNotePrefix)\(line)" + (note.isEmpty ? "" : ": \(note)")
    }

    public func run() -> EntryResult {
        var result = EntryResult()
        // The row to undo is chosen under the lock: two undos at once had both chosen the last row.
        let site = SiteFolder(sitePath)
        let lock = SiteLock(site)
        if FileManager.default.fileExists(atPath: site.content("site.yml").url.path) {
            guard lock.acquire(diagnostics: &result.diagnostics) else { return result }
        }
        defer { lock.release() }
        guard let book = LedgerBook.load(sitePath: sitePath, diagnostics: &result.diagnostics),
            let budget = book.budget(named: budget, diagnostics: &result.diagnostics),
            let file = book.file(of: budget)
        else { return result }
        // The newest row that is neither an undo nor undone: undo twice reverses the last two rows.
        let rows = budget.transactions.filter { $0.path == file.path }.sorted { $0.line < $1.line }
        let target = Self.newestNotUndone(rows)
        guard let target else {
            result.diagnostics.error("\(budget.name) has no row left to undo in this file", in: file.path)
            return result
        }
        let layout = try? LedgerLayout(
            data: readRegularFile(atPath: file.url.path) ?? Data(),
            profile: book.settings.profile(for: file.url.lastPathComponent),
            settings: book.settings)
        // Without a note the undo could not say which line it reverses: a second undo would reverse the first.
        guard layout?.writesNotes ?? true else {
            result.diagnostics.error(
                "this ledger has no `note` column, where an undo writes which line it reverses; add a note column to "
                    + "its header, or add the reversing row yourself with `cashdash add`",
                in: file.path)
            return result
        }
        let typed = layout?.writesKindInWords ?? false
        let units = target.amount.minorUnits(book.money.minorUnits)
        // With a type column the reversal is the same kind with the sign turned (a refund); without one, the sign is the
        // kind, so it is the other kind.
        let row = LedgerLayout.Row(
            date: today, kind: typed ? target.kind : (target.kind == .expense ? .deposit : .expense),
            minorUnits: typed ? -units : units, category: target.category,
            note: Self.note(undoing: target.line, target.note),
            budget: budget.name)
        _ = book.append(row, to: file, locked: true, result: &result)
        return result
    }
}

extension AddEntry {
    /// With `--new-budget` and no budget of that name, the ledger `Content/budgets/NAME.csv` made for ``budget``; its
    /// header is the site's other plain ledgers' (or `date,amount,type,category,note`). Nil with an error when it
    /// cannot be made.
    fileprivate func startBudget(_ result: inout EntryResult) -> URL? {
        let site = SiteFolder(sitePath)
        let folder = site.content("budgets")
        guard let name = budget?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
            result.diagnostics.error(
                "--new-budget needs the budget's name: add --budget NAME, such as --budget Household", in: folder.path)
            return nil
        }
        guard FileManager.default.fileExists(atPath: site.content("site.yml").url.path) else {
            result.diagnostics.error(
                "there is no site here (no Content/site.yml); run this in your site's folder, name it with --site DIR, "
                    + "or start one with `cashdash init`", in: site.content("site.yml").path)
            return nil
        }
        guard !name.hasPrefix("."), !name.hasPrefix("-"),
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" })
        else {
            result.diagnostics.error(
                "`\(name)` cannot name a ledger file; use letters, digits, spaces and dashes", in: folder.path)
            return nil
        }
        let url = folder.url.appendingPathComponent(name + ".csv")
        let header = Self.plainHeader(in: folder.url) ?? "date,amount,type,category,note\n"
        do {
            guard try NewFile.write(Data(header.utf8), to: url, within: site.url) == .written else {
                result.diagnostics.error(
                    "a file by this name is here already, but no budget of that name reads from it; add the row with "
                        + "--budget and the budget its rows have", in: displayPath(folder.path, name + ".csv"))
                return nil
            }
        } catch {
            result.diagnostics.error(
                "the new ledger cannot be written (\(plainWords(error))); nothing was added",
                in: displayPath(folder.path, name + ".csv"))
            return nil
        }
        return url
    }

    /// The header line of the first ledger in `folder` whose header has the plain columns (`date`, `amount`, …),
    /// so a new ledger is written as the site's others are.
    private static func plainHeader(in folder: URL) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        for name in names where name.lowercased().hasSuffix(".csv") && !name.hasPrefix(".") {
            guard let data = readRegularFile(atPath: folder.appendingPathComponent(name).path),
                let line = String(decoding: data.prefix(4_096), as: UTF8.self).split(whereSeparator: \.isNewline).first
            else { continue }
            let columns = line.lowercased().split(whereSeparator: { $0 == "," || $0 == ";" })
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if columns.contains("date"), columns.contains("amount"), columns.contains("category") {
                return String(line) + "\n"
            }
        }
        return nil
    }
}

/// `cashdash balance`: each budget's balance, this month's spending and its limits, as the site shows them.
public struct BalanceReport: Sendable {
    public var sitePath: String
    public var budget: String?
    public var today: Day

    public init(sitePath: String = ".", budget: String? = nil, today: Day) {
        (self.sitePath, self.budget, self.today) = (sitePath, budget, today)
    }

    public func run() -> EntryResult {
        var result = EntryResult()
        guard let book = LedgerBook.load(sitePath: sitePath, diagnostics: &result.diagnostics) else { return result }
        var budgets = book.ledger.budgets
        if let name = budget {
            guard let found = book.budget(named: name, diagnostics: &result.diagnostics) else { return result }
            budgets = [found]
        }
        let money = book.money
        let month = BudgetPeriod.month.start(of: today)
        for budget in budgets {
            let spent = budget.totals(per: .month).first { $0.start == month }?.spent ?? 0
            result.lines.append(
                "\(budget.name): \(money.string(budget.balance)) available; spent \(money.string(spent)) in "
                    + BudgetPeriod.month.name(month))
            for limit in budget.settings.limits {
                let firstWeekday = budget.settings.firstWeekday
                let start = limit.period.start(of: today, weeksFrom: firstWeekday)
                let used = budget.transactions.filter {
                    $0.kind == .expense && $0.category.lowercased() == limit.category.lowercased()
                        && limit.period.start(of: $0.date, weeksFrom: firstWeekday) == start
                }
                .reduce(Decimal(0)) { $0 + $1.amount }
                let left = limit.amount - used
                result.lines.append(
                    "  \(limit.category): \(money.string(used)) of \(money.string(limit.amount)) this \(limit.period.rawValue)"
                        + (left >= 0 ? ", \(money.string(left)) left" : ", \(money.string(-left)) over"))
            }
        }
        return result
    }
}
