import CashDashModel
import Foundation

/// `cashdash import FILE...`: works out the profile of a bank's export that no profile in `budgets.yml` reads, shows
/// its first rows as they would be read, and, once confirmed, adds the profile to `budgets.yml` (only by appending)
/// and copies the file into `Content/budgets/`. A file a profile already reads changes nothing in `budgets.yml`.
public struct BankImport {
    public var files: [String]
    /// The site whose `Content/budgets/` takes the files.
    public var sitePath = "."
    /// The budget the rows go to (by default, named after the file).
    public var budget: String?
    /// The date pattern, when the file's dates could be day-first or month-first.
    public var dateFormat: String?
    /// `--amounts`: which way amounts count, when the file has no running balance to say.
    public var amounts: ProfileGuess.AmountSigns?
    /// `--yes`: write without asking.
    public var confirmed = false
    /// Asks the user a question at a terminal and returns the answer; nil when there is no terminal.
    public var ask: ((String) -> String?)?
    /// Where messages for the user go, line by line.
    public var say: (String) -> Void = { print($0) }

    public init(files: [String]) {
        self.files = files
    }

    /// Imports each file in turn; problems go to the result, each at its file.
    public func run() -> Diagnostics {
        var diagnostics = Diagnostics()
        let site = SiteFolder(sitePath)
        // Outside a site (the Downloads folder), a Content/budgets/ made here would be a site nothing else reads.
        guard FileManager.default.fileExists(atPath: site.content("site.yml").url.path) else {
            diagnostics.error(
                "there is no site here (no Content/site.yml), so nothing was written; run this in your site's folder, "
                    + "name it with --site DIR, or start one with `cashdash init`", in: site.content("site.yml").path)
            return diagnostics
        }
        let config = SiteConfig.load(in: site, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return diagnostics }
        var ignored = Diagnostics()  // `check` and `build` report the rates' problems
        let rates = RateHistory.load(
            from: site.content("rates").url, path: site.content("rates").path, diagnostics: &ignored)
        let format = MoneyFormat(config: config)
        let names = CategoryNames(site: site, language: config.language)
        for file in files {
            importFile(file, site: site, format: format, names: names, rates: rates, diagnostics: &diagnostics)
        }
        return diagnostics
    }

    /// `format` writes the preview's amounts as the site's pages do (`1.234,56` in Germany).
    private func importFile(
        _ path: String, site: SiteFolder, format: MoneyFormat, names: CategoryNames, rates: RateHistory,
        diagnostics: inout Diagnostics
    ) {
        let currency = format.currency
        let settingsFile = site.content("budgets", "budgets.yml")
        let folder = site.content("budgets")
        let url = URL(fileURLWithPath: path)
        var fileName = url.lastPathComponent
        guard let data = readRegularFile(atPath: url.path) else {
            diagnostics.error("this file cannot be read; check that it exists and is readable", in: path)
            return
        }
        // A name the site does not read as a ledger would be copied and never counted: a file of CSV text (a bank's
        // `.xls` that is no workbook, ABN AMRO's `TXT….TAB`) is saved under a `.csv` name; a workbook is refused.
        if !Ledger.fileExtensions.contains(url.pathExtension.lowercased()) {
            guard let renamed = Self.csvName(for: data, named: fileName, path: path, diagnostics: &diagnostics) else {
                return
            }
            fileName = renamed
        }
        var problems = Diagnostics()
        let oldBytes = readRegularFile(atPath: settingsFile.url.path)
        let oldText = oldBytes.map { String(decoding: $0, as: UTF8.self) }
        let settings = BudgetSettings.parse(oldText ?? "", path: settingsFile.path, diagnostics: &problems)
        guard !problems.hasErrors else {
            diagnostics.append(contentsOf: problems)
            return
        }
        if let profile = settings.profile(for: fileName) {
            say(
                "\(path): budgets.yml's profile \(ProfileGuess.quoted(profile.files)) reads this file; budgets.yml is left as it is"
            )
            if case .some(.some) = copy(data, named: fileName, from: url, into: folder, diagnostics: &diagnostics) {
                say("Copied it into \(folder.path)/\(fileName)" + Self.renaming(url.lastPathComponent, to: fileName))
            }
            return
        }
        var guess: ProfileGuess
        do throws(ProfileGuess.Problem) {
            guess = try ProfileGuess(data, dateFormat: dateFormat, amounts: amounts)
        } catch  where error.dateChoices.count >= 2 && ask != nil && dateFormat == nil {
            let answer = ask?(
                "\(error.message).\nWhich is it: 1) \(error.dateChoices[0])  2) \(error.dateChoices[1])? ")
            let chosen =
                answer?.trimmingCharacters(in: .whitespaces) == "2" ? error.dateChoices[1] : error.dateChoices[0]
            guard
                answer?.trimmingCharacters(in: .whitespaces) == "1"
                    || answer?.trimmingCharacters(in: .whitespaces) == "2",
                let retried = try? ProfileGuess(data, dateFormat: chosen, amounts: amounts)
            else {
                diagnostics.error(
                    "no date format was chosen, so nothing was written; answer 1 or 2, or give --date-format", in: path)
                return
            }
            guess = retried
        } catch {
            let hint =
                error.dateChoices.count >= 2
                ? "; say which with --date-format \(error.dateChoices[0]) or --date-format \(error.dateChoices[1])" : ""
            diagnostics.error(error.message + hint + "; nothing was written", in: path)
            return
        }
        let files = ProfileGuess.glob(for: fileName)
        let budgetName = budget ?? Self.budgetName(for: files)
        // The rows as the profile reads them, from the same YAML that will be written.
        let entry = guess.entry(files: files, budget: budgetName, indent: 2)
        var previewProblems = Diagnostics(), rowProblems = Diagnostics()
        let previewSettings = BudgetSettings.parse(
            "ledgers:\n" + entry, path: settingsFile.path, diagnostics: &previewProblems)
        let ledger = Self.withName(fileName, of: data, at: url) { named in
            Ledger.load(
                files: [(named, path)], settings: previewSettings, currency: currency, rates: rates,
                diagnostics: &previewProblems, rowProblems: &rowProblems)
        }
        let transactions = ledger.budgets.flatMap(\.transactions).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        say("\(path): \(Self.describe(guess)), \(ledger.rows == 1 ? "1 row" : "\(ledger.rows) rows")")
        for finding in guess.findings { say("  \(finding)") }
        say(Self.table(transactions.prefix(5), format: format))
        if let balance = guess.startingBalance { say("Balance before the first row: \(Self.amount(balance, format))") }
        for problem in (previewProblems.sorted + rowProblems.sorted).prefix(5) {
            say("  \(problem.path):\(problem.line):\(problem.column): \(problem.message)")
        }
        say("The profile for budgets.yml:\n\nledgers:\n" + entry)
        // Read as build and report will read it: a profile that reads any row with an error is not written.
        guard !previewProblems.hasErrors, !rowProblems.hasErrors, ledger.rows > 0 else {
            diagnostics.error(
                "the profile worked out reads this file with problems (above), so nothing was written; correct the "
                    + "profile shown (`skip` or `skip_rows` for lines that are no rows, `columns` for a column read "
                    + "wrong) and add it to budgets.yml by hand (the manual, Bank imports: Import profiles)", in: path)
            return
        }
        // A reading nothing could check is asked about at a terminal, and refused without one.
        for doubt in guess.doubts { say("  Check: \(doubt)") }
        if !guess.doubts.isEmpty, confirmed || ask == nil {
            diagnostics.error(
                "this file could be read more than one way, and nothing in it says which (above: "
                    + guess.doubts.joined(separator: "; ") + "); nothing was written", in: path)
            return
        }
        if !confirmed {
            guard let ask else {
                diagnostics.error(
                    "nothing was written; run again with --yes to add this profile to \(settingsFile.path)", in: path)
                return
            }
            guard let answer = ask("Add it to \(settingsFile.path) and copy the file into \(folder.path)? [y/N] "),
                ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
            else {
                say("Nothing was written.")
                return
            }
        }
        let rules = chooseRules(for: transactions, format: format, names: names)
        var balance = guess.startingBalance
        if let value = balance, value < 0 || value > Ledger.highestBalance {
            say(
                "The balance before the first row, \(Self.amount(value, format)), is not a starting balance Cash Dash takes "
                    + "(0 to \(format.number(Ledger.highestBalance, decimals: 0))); it is left out"
            )
            balance = nil
        }
        if let value = balance, settings.budgets.keys.contains(where: { $0.lowercased() == budgetName.lowercased() }) {
            say(
                "The budget \(budgetName) has its settings in budgets.yml already; its starting balance (\(Self.amount(value, format))) is left to you"
            )
            balance = nil
        }
        let found = guess
        let addition = BudgetsFileAddition(
            adding: { found.entry(files: files, budget: budgetName, indent: $0) + Self.rulesYAML(rules, indent: $0) },
            to: oldText, budget: budgetName,
            startingBalance: balance)
        var check = Diagnostics()
        let after = BudgetSettings.parse(addition.text, path: settingsFile.path, diagnostics: &check)
        let ledgerPlaced = !(addition.unplaced.first?.hasPrefix("under `ledgers:`") ?? false)
        guard ledgerPlaced, !check.hasErrors, after.profile(for: fileName)?.files == files else {
            for snippet in ledgerPlaced
                ? ["under `ledgers:`\n" + entry + Self.rulesYAML(rules, indent: 2)] : addition.unplaced
            {
                say("Paste this \(snippet)")
            }
            // The export is not copied either: without its profile, every build would stop at it.
            diagnostics.error(
                "budgets.yml cannot take the new profile by adding it at its end (its `ledgers:` is not the last key, "
                    + "or is not a list of entries on their own lines), so it was left as it is; paste the lines above "
                    + "where they go, then copy \(path) into \(folder.path)/", in: settingsFile.path)
            return
        }
        // The export first, whole or not at all: a profile without its file would stop every build.
        guard let copied = copy(data, named: fileName, from: url, into: folder, diagnostics: &diagnostics) else {
            return
        }
        do {
            if let oldBytes {
                try AppendedFile.write(Data(addition.text.utf8), over: settingsFile.url, expecting: oldBytes)
            } else {
                _ = try NewFile.write(Data(addition.text.utf8), to: settingsFile.url, within: site.url)
            }
            // "Added" is said only of what the file now holds.
            guard readRegularFile(atPath: settingsFile.url.path) == Data(addition.text.utf8) else {
                diagnostics.error(
                    "budgets.yml does not hold the new profile after writing it (another program may have saved it); "
                        + "run the import again", in: settingsFile.path)
                return
            }
            let withBalance = balance != nil && addition.unplaced.isEmpty
            say(
                "Added the profile \(ProfileGuess.quoted(files)) to \(settingsFile.path)"
                    + (withBalance ? ", with the starting balance of \(budgetName)" : "")
                    + Self.counted(rules))
        } catch {
            if let copied { try? FileManager.default.removeItem(at: copied) }
            diagnostics.error(
                "\(plainWords(error)); budgets.yml was left as it is and the export was not copied",
                in: settingsFile.path)
            return
        }
        for snippet in addition.unplaced {
            say("budgets.yml cannot take the starting balance by adding it at its end; paste it \(snippet)")
        }
        if copied != nil {
            say("Copied it into \(folder.path)/\(fileName)" + Self.renaming(url.lastPathComponent, to: fileName))
        }
    }

    /// Copies the export into `Content/budgets/` whole (a temporary file flushed and renamed, with the export's
    /// permissions), unless the same file is there already. Returns the copy (nil when one was there: `.some(nil)`),
    /// or nil with an error when it could not be made: then nothing was written.
    @discardableResult
    private func copy(
        _ data: Data, named fileName: String, from url: URL, into folder: SiteFolder.Item,
        diagnostics: inout Diagnostics
    ) -> URL?? {
        let target = folder.url.appendingPathComponent(fileName)
        if target.standardizedFileURL.resolvingSymlinksInPath() == url.standardizedFileURL.resolvingSymlinksInPath() {
            return .some(nil)
        }
        var status = stat()
        if lstat(target.path, &status) == 0 {
            guard readRegularFile(atPath: target.path) == data else {
                diagnostics.error(
                    "another file by this name is in \(folder.path) already, so this one was not copied there and "
                        + "nothing was written; rename one of them", in: url.path)
                return nil
            }
            return .some(nil)
        }
        do {
            try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
            let mode = stat(url.path, &status) == 0 ? status.st_mode & 0o777 : 0o644
            try WholeFile.replace(target, with: data, mode: mode)
            return .some(target)
        } catch {
            diagnostics.error(
                "\(plainWords(error)); it was not copied into \(folder.path), and nothing was written", in: url.path)
            return nil
        }
    }

    /// `Chase` for `chase-*.csv`.
    static func budgetName(for glob: String) -> String {
        let letters = glob.prefix { $0.isLetter }
        return letters.isEmpty ? "Bank" : letters.prefix(1).uppercased() + letters.dropFirst()
    }

    static func describe(_ guess: ProfileGuess) -> String {
        let delimiter = guess.delimiter == "\t" ? "tab" : "`\(guess.delimiter)`"
        var parts = ["\(guess.encoding.rawValue)", "\(delimiter) between fields"]
        if guess.skipTop > 0 {
            parts.append(
                "\(guess.skipTop) line\(guess.skipTop == 1 ? "" : "s") before the \(guess.header == nil ? "rows" : "header")"
            )
        }
        if guess.skipBottom > 0 { parts.append("\(guess.skipBottom) after the rows") }
        parts.append(guess.header == nil ? "no header" : "a header")
        parts.append("dates \(guess.dateFormat)")
        parts.append("decimal \(guess.decimalComma ? "comma" : "point")")
        return parts.joined(separator: ", ")
    }

    /// `value` in the site's number style and the currency's decimals, as the pages write it without the symbol:
    /// `−1.234,56` in Germany, `−1,234.56` in the US.
    static func amount(_ value: Decimal, _ format: MoneyFormat) -> String {
        format.style.decimal(value, decimals: format.minorUnits)
    }

    /// The rows as a small table: date, money in or out, amount (as the site writes numbers), note.
    static func table(_ rows: ArraySlice<Transaction>, format: MoneyFormat) -> String {
        let cells =
            [["Date", "", "Amount", "Note"]]
            + rows.map { row in
                [
                    row.date.description, row.kind == .deposit ? "in" : "out",
                    amount(row.signedAmount, format), shortened(row.note),
                ]
            }
        let widths = (0..<4).map { column in cells.map { $0[column].count }.max() ?? 0 }
        return cells.map { line in
            line.enumerated().map { column, text in
                column == 2
                    ? String(repeating: " ", count: widths[column] - text.count) + text
                    : text + String(repeating: " ", count: widths[column] - text.count)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }
}
