import CashDashModel
import Foundation

/// The steps of importing one export, in order: read it, work out its profile, show its rows, ask, then save.
extension BankImport {
    /// The export's bytes and the name it is saved under; nil with an error when it cannot be read or saved by
    /// any name the site reads as a ledger.
    func readExport(_ path: String, diagnostics: inout Diagnostics) -> Export? {
        let url = URL(fileURLWithPath: path)
        guard let data = readRegularFile(atPath: url.path) else {
            diagnostics.error("this file cannot be read; check that it exists and is readable", in: path)
            return nil
        }
        // A name the site does not read as a ledger would be copied and never counted: a file of CSV text (a bank's
        // `.xls` that is no workbook, ABN AMRO's `TXT….TAB`) is saved under a `.csv` name; a workbook is refused.
        var fileName = url.lastPathComponent
        if !Ledger.fileExtensions.contains(url.pathExtension.lowercased()) {
            guard let renamed = Self.csvName(for: data, named: fileName, path: path, diagnostics: &diagnostics) else {
                return nil
            }
            fileName = renamed
        }
        return Export(path: path, url: url, fileName: fileName, data: data)
    }

    /// The profile that reads the export; when its dates could be day-first or month-first, asked at a terminal,
    /// and refused with the setting to choose without one.
    func guessProfile(_ export: Export, diagnostics: inout Diagnostics) -> ProfileGuess? {
        do throws(ProfileGuess.Problem) {
            return try ProfileGuess(export.data, dateFormat: dateFormat, amounts: amounts)
        } catch  where error.dateChoices.count >= 2 && ask != nil && dateFormat == nil {
            let answer = ask?(
                "\(error.message).\nWhich is it: 1) \(error.dateChoices[0])  2) \(error.dateChoices[1])? ")
            let index = ["1": 0, "2": 1][answer?.trimmingCharacters(in: .whitespaces) ?? ""]
            guard let index,
                let retried = try? ProfileGuess(export.data, dateFormat: error.dateChoices[index], amounts: amounts)
            else {
                diagnostics.error(
                    "no date format was chosen, so nothing was written; answer 1 or 2, or give --date-format",
                    in: export.path)
                return nil
            }
            return retried
        } catch {
            let hint =
                error.dateChoices.count >= 2
                ? "; say which with --date-format \(error.dateChoices[0]) or --date-format \(error.dateChoices[1])" : ""
            diagnostics.error(error.message + hint + "; nothing was written", in: export.path)
            return nil
        }
    }

    /// Shows the export read with `guess` as build and report will read it, from the same YAML that will be
    /// written: the rows, the findings and the profile. Returns the rows; nil with an error when the profile reads
    /// any row with an error, since then it is not written.
    func preview(
        _ export: Export, guess: ProfileGuess, files: String, budget budgetName: String, place: Place,
        rates: RateHistory, diagnostics: inout Diagnostics
    ) -> [Transaction]? {
        let entry = guess.entry(files: files, budget: budgetName, indent: 2)
        var previewProblems = Diagnostics(), rowProblems = Diagnostics()
        let previewSettings = BudgetSettings.parse(
            "ledgers:\n" + entry, path: place.settingsFile.path, diagnostics: &previewProblems)
        let ledger = Self.withName(export.fileName, of: export.data, at: export.url) { named in
            Ledger.load(
                files: [(named, export.path)], settings: previewSettings, currency: place.format.currency,
                rates: rates, diagnostics: &previewProblems, rowProblems: &rowProblems)
        }
        let transactions = ledger.budgets.flatMap(\.transactions).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        say("\(export.path): \(Self.describe(guess)), \(ledger.rows == 1 ? "1 row" : "\(ledger.rows) rows")")
        for finding in guess.findings { say("  \(finding)") }
        say(Self.table(transactions.prefix(5), format: place.format))
        if let balance = guess.startingBalance {
            say("Balance before the first row: \(Self.amount(balance, place.format))")
        }
        for problem in (previewProblems.sorted + rowProblems.sorted).prefix(5) {
            say("  \(problem.path):\(problem.line):\(problem.column): \(problem.message)")
        }
        say("The profile for budgets.yml:\n\nledgers:\n" + entry)
        guard !previewProblems.hasErrors, !rowProblems.hasErrors, ledger.rows > 0 else {
            diagnostics.error(
                "the profile worked out reads this file with problems (above), so nothing was written; correct the "
                    + "profile shown (`skip` or `skip_rows` for lines that are no rows, `columns` for a column read "
                    + "wrong) and add it to budgets.yml by hand (the manual, Bank imports: Import profiles)",
                in: export.path)
            return nil
        }
        return transactions
    }

    /// Whether to write: a reading nothing could check is asked about at a terminal and refused without one;
    /// otherwise `--yes`, or a yes at the terminal.
    func confirm(_ export: Export, guess: ProfileGuess, place: Place, diagnostics: inout Diagnostics) -> Bool {
        for doubt in guess.doubts { say("  Check: \(doubt)") }
        if !guess.doubts.isEmpty, confirmed || ask == nil {
            diagnostics.error(
                "this file could be read more than one way, and nothing in it says which (above: "
                    + guess.doubts.joined(separator: "; ") + "); nothing was written", in: export.path)
            return false
        }
        if confirmed { return true }
        guard let ask else {
            diagnostics.error(
                "nothing was written; run again with --yes to add this profile to \(place.settingsFile.path)",
                in: export.path)
            return false
        }
        let question = "Add it to \(place.settingsFile.path) and copy the file into \(place.folder.path)? [y/N] "
        guard let answer = ask(question),
            ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
        else {
            say("Nothing was written.")
            return false
        }
        return true
    }

    /// The balance before the first row, when Cash Dash takes it and the budget has no settings of its own yet.
    func startingBalance(
        _ guess: ProfileGuess, settings: BudgetSettings, budget budgetName: String, format: MoneyFormat
    ) -> Decimal? {
        guard let value = guess.startingBalance else { return nil }
        if value < 0 || value > Ledger.highestBalance {
            say(
                "The balance before the first row, \(Self.amount(value, format)), is not a starting balance Cash Dash "
                    + "takes (0 to \(format.number(Ledger.highestBalance, decimals: 0))); it is left out")
            return nil
        }
        if settings.budgets.keys.contains(where: { $0.lowercased() == budgetName.lowercased() }) {
            say(
                "The budget \(budgetName) has its settings in budgets.yml already; its starting balance "
                    + "(\(Self.amount(value, format))) is left to you")
            return nil
        }
        return value
    }
}
