import CashDashModel
import Foundation

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
    public static func defaults(
        sitePath: String, today: Day
    ) -> (budgets: [String], newest: (budget: String, category: String)?) {
        var diagnostics = Diagnostics()
        guard let book = LedgerBook.load(sitePath: sitePath, focus: .init(today: today), diagnostics: &diagnostics)
        else { return ([], nil) }
        let newest = book.scan.budgets.compactMap { budget in budget.newest.map { (budget.name, $0) } }
            .max { ($0.1.date, $0.1.place.line) < ($1.1.date, $1.1.place.line) }
        return (book.scan.budgets.map(\.name), newest.map { ($0.0, $0.1.category) })
    }

    public func run() -> EntryResult {
        var result = EntryResult()
        guard let lock = LedgerBook.lock(sitePath: sitePath, diagnostics: &result.diagnostics) else { return result }
        defer { lock.release() }
        // The site's ledgers, read once; with --new-budget and no budget of that name, read again with the new one.
        var loading = Diagnostics()
        let focus = LedgerScan.Focus(today: today, day: date ?? today)
        var book = LedgerBook.load(sitePath: sitePath, focus: focus, diagnostics: &loading)
        var started: URL?
        let wanted = budget?.trimmingCharacters(in: .whitespaces).lowercased()
        if startsBudget, !(book?.scan.budgets.contains { $0.name.lowercased() == wanted } ?? false) {
            guard let made = startBudget(&result) else { return result }
            started = made
            loading = Diagnostics()
            book = LedgerBook.load(sitePath: sitePath, focus: focus, diagnostics: &loading)
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
        let target: (name: String, file: LedgerFile, categories: Set<String>)
        var limits: [String] = []
        if let started, let file = book.files.first(where: { $0.url == started }), let name = budget {
            target = (name.trimmingCharacters(in: .whitespaces), file, [])
        } else {
            guard let found = book.budget(named: budget, diagnostics: &result.diagnostics),
                let file = book.file(of: found, diagnostics: &result.diagnostics)
            else { return }
            target = (found.name, file, found.categories)
            limits = found.settings.limits.map(\.category)
        }
        let file = target.file
        let code = (currency ?? book.settings.homeCurrency).uppercased()
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
        let known = target.categories.union(limits)
        // A category is one whatever its case, as the pages count it: `coffee` is written as the ledger's rows have
        // it, or else as a limit names it.
        let spellings = target.categories.sorted() + limits
        if !target.categories.contains(name),
            let same = spellings.first(where: { $0.lowercased() == name.lowercased() })
        {
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
            budget: target.name, currency: code == book.settings.homeCurrency ? nil : code)
        _ = book.append(row, to: file, keepsCategory: true, result: &result)
        if started != nil, !result.failed {
            result.lines.insert("Started the budget \(target.name) in \(file.path)", at: 0)
        }
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
