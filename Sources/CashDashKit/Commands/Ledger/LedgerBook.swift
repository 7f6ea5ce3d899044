import CashDashModel
import Foundation

/// What `cashdash add`, `undo` and `balance` have to say: lines for standard output, and problems.
public struct EntryResult: Sendable {
    public var lines: [String] = []
    public var diagnostics = Diagnostics()
    /// What the count of errors ends with when the command failed: true of what it left.
    public var failureNote = "nothing was added"
    public var failed: Bool { diagnostics.hasErrors }
}

/// A ledger file of a site: its URL, the path the person sees, and its place in the scan.
struct LedgerFile {
    var url: URL
    var path: String
    var index: Int
}

/// The budget ledgers of a site, scanned as the build reads them (``LedgerScan``), to add a row to one of them.
struct LedgerBook {
    let site: SiteFolder
    let config: SiteConfig
    let settings: BudgetSettings
    let rates: RateHistory
    /// Every ledger file, as the build lists them.
    let files: [LedgerFile]
    let scan: LedgerScan
    let focus: LedgerScan.Focus

    /// The site's lock, held, for a command that reads the ledgers and then adds to one: what it read is what it
    /// writes after (two `add`s at once had each said the balance it read before the other's row). Nil, after saying
    /// why, when another command holds it; outside a site, a lock not held (loading then says there is no site).
    static func lock(sitePath: String, diagnostics: inout Diagnostics) -> SiteLock? {
        let site = SiteFolder(sitePath)
        let lock = SiteLock(site)
        guard FileManager.default.fileExists(atPath: site.content("site.yml").url.path) else { return lock }
        return lock.acquire(diagnostics: &diagnostics) ? lock : nil
    }

    /// Scans the site's budgets for `focus`, or reports why they cannot be read (no site here, a file with errors).
    static func load(sitePath: String, focus: LedgerScan.Focus, diagnostics: inout Diagnostics) -> LedgerBook? {
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
        let settings = BudgetSettings.load(
            site.content("budgets", "budgets.yml"), for: config, diagnostics: &diagnostics)
        let rates = RateHistory.load(
            from: site.content("rates").url, path: site.content("rates").path, diagnostics: &diagnostics)
        let names = listFiles(in: folder.url, within: site.url).filter {
            !$0.contains("/") && Ledger.fileExtensions.contains(URL(fileURLWithPath: $0).pathExtension.lowercased())
        }
        let files = names.enumerated().map {
            LedgerFile(url: folder.url.appendingPathComponent($1), path: displayPath(folder.path, $1), index: $0)
        }
        var rows = Diagnostics()
        let scan = LedgerScan.read(
            files: files.map { ($0.url, $0.path) }, settings: settings, currency: settings.homeCurrency, rates: rates,
            focus: focus, diagnostics: &diagnostics, rowProblems: &rows)
        diagnostics.append(contentsOf: rows)
        guard !diagnostics.hasErrors else { return nil }
        guard !files.isEmpty else {
            diagnostics.error(
                "there is no ledger in this folder yet; make one, such as household.csv with the first line "
                    + "date,amount,type,category,note", in: folder.path)
            return nil
        }
        return LedgerBook(
            site: site, config: config, settings: settings, rates: rates, files: files, scan: scan, focus: focus)
    }

    /// The budget named `name` (any case), or the only one; nil after saying which there are.
    func budget(named name: String?, diagnostics: inout Diagnostics) -> LedgerScan.Budget? {
        let names = scan.budgets.map(\.name)
        if let name {
            if let found = scan.budgets.first(where: { $0.name.lowercased() == name.lowercased() }) { return found }
            var message =
                "there is no budget `\(name)`; the budgets are \(names.map { "`\($0)`" }.joined(separator: ", "))"
            if let guess = suggestion(for: name, among: names) {
                message = "there is no budget `\(name)`; did you mean `\(guess)`?"
            }
            diagnostics.error(message, in: site.content("budgets").path)
            return nil
        }
        if scan.budgets.count == 1 { return scan.budgets[0] }
        diagnostics.error(
            "this site has \(names.count) budgets (\(names.map { "`\($0)`" }.joined(separator: ", "))); say which with --budget NAME",
            in: site.content("budgets").path)
        return nil
    }

    /// The budget called `name`, whatever its case: a ledger may write a budget's name in another case than the
    /// first one read.
    private func scanned(_ name: String) -> LedgerScan.Budget? {
        scan.budgets.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The file a budget's newest row is in, of those rows can be added to: where its next row goes. Nil, after
    /// saying so, when every row of the budget is in a bank's statement.
    func file(of budget: LedgerScan.Budget, diagnostics: inout Diagnostics) -> LedgerFile? {
        if let newest = budget.newest { return files[newest.place.file] }
        diagnostics.error(
            "every row of `\(budget.name)` is in a bank's statement file, which Cash Dash reads but never writes; keep "
                + "your own rows in a ledger of your own, such as Content/budgets/cash.csv with the first line "
                + "date,amount,type,category,budget,note and `\(budget.name)` in its budget column",
            in: site.content("budgets").path)
        return nil
    }

    /// The budgets' money as the site writes it, in their own currency.
    var money: MoneyFormat { MoneyFormat(config: config).writing(settings.homeCurrency) }

    /// Adds `row` at the end of `file` (never a bank's statement: ``file(of:diagnostics:)`` gives none), as `build`
    /// would read it: problems with the row refuse it; the file gets one
    /// more line, added to its end (``AppendedFile/append(_:to:expectingSize:)``), its other bytes untouched. Only the
    /// file's start and the new line are read again to check it; the scan gives the rest. The caller holds the site's
    /// lock (``lock(sitePath:diagnostics:)``) from before the scan.
    ///
    /// With `keepsCategory`, a row the build would read with another category than `row.category` (a ledger without a
    /// category column) is refused, so the category it was given is not silently lost.
    func append(
        _ row: LedgerLayout.Row, to file: LedgerFile, keepsCategory: Bool = false, result: inout EntryResult
    ) -> Bool {
        let profile = settings.profile(for: file.url.lastPathComponent)
        let layout: LedgerLayout, added: Data
        do throws(LedgerLayout.Refusal) {
            layout = try LedgerLayout(file: file.url, profile: profile, settings: settings)
            added = try layout.bytes(
                for: row, minorUnits: Currency(code: row.currency ?? settings.homeCurrency)?.minorUnits ?? 2)
        } catch {
            result.diagnostics.error(error.message, in: file.path)
            return false
        }
        guard let written = check(row, adding: added, to: file, layout: layout, keepsCategory: keepsCategory, &result)
        else { return false }
        do {
            try AppendedFile.append(added, to: file.url, expectingSize: layout.byteCount)
        } catch let error as AppendedFile.Interleaved {
            result.diagnostics.error(error.description, in: file.path)
            result.failureNote = "the file may hold this row, or part of it: see above"
            return false
        } catch {
            result.diagnostics.error("\(plainWords(error)); nothing was added", in: file.path)
            return false
        }
        result.lines.append(addedLine(row, written, file: file, line: layout.nextLine))
        return true
    }

    /// The new row as the build will read it: its problems reported at `layout.nextLine` (errors refuse it), with a
    /// twin on its day and the balance it leaves; nil when it is refused.
    private func check(
        _ row: LedgerLayout.Row, adding added: Data, to file: LedgerFile, layout: LedgerLayout, keepsCategory: Bool,
        _ result: inout EntryResult
    ) -> Transaction? {
        let line = layout.nextLine
        let (copy, copyLine) = layout.copy(adding: added)
        var reader = LedgerReader(settings: settings, homeCurrency: settings.homeCurrency, rates: rates)
        var problems = Diagnostics(), rows = Diagnostics()
        var written: Transaction?
        _ = reader.read(copy, as: file.url, path: file.path, diagnostics: &problems, rowProblems: &rows) {
            read, detail in
            let details = detail()
            guard details.amountPosition.line == copyLine else { return }
            written = Transaction(read, details, path: file.path, decimals: scan.minorUnits)
            written?.line = line
        }
        problems.append(contentsOf: rows)
        for problem in problems.all where problem.path == file.path && problem.line == copyLine {
            if problem.severity == .error {
                result.diagnostics.error(
                    problem.message + "; nothing was added", in: file.path, line: line, column: problem.column)
            } else {
                result.diagnostics.warning(problem.message, in: file.path, line: line, column: problem.column)
            }
        }
        // A ledger whose dates have two-digit years reads 2075 as 1975: the row would not say the day it was given.
        if let written, written.date != row.date {
            let format = settings.profile(for: file.url.lastPathComponent)?.dateFormat ?? settings.dateFormat
            result.diagnostics.error(
                "this ledger writes dates as `\(format.pattern)`, so \(row.date) would be read back as \(written.date); "
                    + "nothing was added", in: file.path, line: line)
        }
        if keepsCategory, let written, written.category.lowercased() != row.category.lowercased() {
            result.diagnostics.error(
                "this ledger has no `category` column, so budgets.yml gives the row one from its note: it would be "
                    + "read as `\(written.category)`, not `\(row.category)`; add a category column to its header, or "
                    + "change the category rule that matches; nothing was added",
                in: file.path, line: line)
        }
        guard let written else {
            // A row the build would not read at its line is never added, and never without a word.
            if !result.diagnostics.hasErrors {
                result.diagnostics.error(
                    "this row would not be read back at line \(line) as it was given; run `cashdash check` on this "
                        + "file, and write the row in with a spreadsheet if check finds nothing; nothing was added",
                    in: file.path)
            }
            return nil
        }
        warnings(about: written, in: file, &result)
        return result.diagnostics.hasErrors ? nil : written
    }

    /// The warnings the build gives at a new row: a twin on its day, a balance below zero or above the most a budget
    /// holds.
    private func warnings(about written: Transaction, in file: LedgerFile, _ result: inout EntryResult) {
        let budget = scanned(written.budget)
        let units = written.amount.minorUnits(scan.minorUnits)
        let allows = { (path: String) in
            files.first { $0.path == path }.flatMap { settings.profile(for: $0.url.lastPathComponent) }?
                .allowsDuplicates ?? false
        }
        let twins = (budget?.dayRows ?? []).filter {
            $0.kind == written.kind && $0.minorUnits == units && $0.note == written.note
        }
        if let twin = twins.first, !allows(file.path), !twins.contains(where: { allows($0.place.path) }) {
            result.diagnostics.warning(
                Ledger.duplicateWarning(
                    other: "\(twin.place.path):\(twin.place.line)", more: twins.count - 1, budget: written.budget),
                in: file.path, line: written.line, column: written.column)
        }
        let signed = written.kind == .deposit ? units : -units
        let after =
            budget?.balance(adding: signed, toFile: file.index, minorUnits: scan.minorUnits)
            ?? settings.budget(written.budget).startingBalance.minorUnits(scan.minorUnits) + signed
        let balance = Decimal(minorUnits: after, decimals: scan.minorUnits)
        if balance < 0 && signed < 0 {
            result.diagnostics.warning(
                "this takes `\(written.budget)` below zero, to \(money.string(balance)); add money first or spend less",
                in: file.path, line: written.line)
        } else if balance > Ledger.highestBalance && signed > 0 {
            result.diagnostics.warning(
                "this takes `\(written.budget)` above \(money.string(Ledger.highestBalance))", in: file.path,
                line: written.line)
        }
    }

    /// What `add` says once `row` is in `file` at `line`: the row, and what its budget now has.
    private func addedLine(_ row: LedgerLayout.Row, _ written: Transaction, file: LedgerFile, line: Int) -> String {
        let budget = scanned(written.budget)
        let signed = written.kind == .deposit ? written.amount : -written.amount
        let balance =
            Decimal(
                minorUnits: budget?.balance(minorUnits: scan.minorUnits)
                    ?? settings.budget(written.budget).startingBalance.minorUnits(scan.minorUnits),
                decimals: scan.minorUnits) + signed
        let sign = row.kind == .expense ? (row.minorUnits < 0 ? "+" : "−") : (row.minorUnits < 0 ? "−" : "+")
        var amount: String
        if let currency = row.currency {
            // A row in another currency is written in it, with what it is in the site's currency beside it.
            let decimals = Currency(code: currency)?.minorUnits ?? 2
            amount =
                "\(money.number(Decimal(minorUnits: abs(row.minorUnits), decimals: decimals), decimals: decimals))"
                + "\u{A0}\(currency) (\(money.string(abs(written.amount))))"
        } else {
            amount = money.string(Decimal(minorUnits: abs(row.minorUnits), decimals: money.minorUnits))
        }
        return "Added to \(file.path), line \(line): \(row.date), \(row.category), \(sign)\(amount)"
            + (row.note.isEmpty ? "" : ", \(row.note)") + ". \(written.budget) now has \(money.string(balance))."
    }
}
