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
        // In the budgets' own currency; each file's import reads budgets.yml again and reports its problems.
        let budgets = BudgetSettings.load(site.content("budgets", "budgets.yml"), for: config, diagnostics: &ignored)
        let format = MoneyFormat(config: config).writing(budgets.homeCurrency)
        let names = CategoryNames(site: site, language: config.language)
        let place = Place(site: site, format: format)
        for file in files {
            importFile(file, place: place, names: names, rates: rates, diagnostics: &diagnostics)
        }
        return diagnostics
    }

    /// Where one import reads and writes: the site, its `budgets.yml` and `Content/budgets/`, and `format`, which
    /// writes the preview's amounts as the site's pages do (`1.234,56` in Germany).
    struct Place {
        var site: SiteFolder
        var format: MoneyFormat
        var settingsFile: SiteFolder.Item { site.content("budgets", "budgets.yml") }
        var folder: SiteFolder.Item { site.content("budgets") }
    }

    /// One export as it is read: the path the user gave, its bytes, and the name it is saved under.
    struct Export {
        var path: String
        var url: URL
        var fileName: String
        var data: Data
    }

    /// Imports one export: its profile worked out, shown and confirmed, then added with the file copied.
    private func importFile(
        _ path: String, place: Place, names: CategoryNames, rates: RateHistory, diagnostics: inout Diagnostics
    ) {
        guard let export = readExport(path, diagnostics: &diagnostics) else { return }
        var problems = Diagnostics()
        let oldBytes = readRegularFile(atPath: place.settingsFile.url.path)
        let oldText = oldBytes.map { String(decoding: $0, as: UTF8.self) }
        let settings = BudgetSettings.parse(oldText ?? "", path: place.settingsFile.path, diagnostics: &problems)
        guard !problems.hasErrors else {
            diagnostics.append(contentsOf: problems)
            return
        }
        if let profile = settings.profile(for: export.fileName) {
            say(
                "\(path): budgets.yml's profile \(ProfileGuess.quoted(profile.files)) reads this file; budgets.yml is left as it is"
            )
            if case .some(.some) = copy(export, into: place.folder, diagnostics: &diagnostics) {
                sayCopied(export, place)
            }
            return
        }
        guard let guess = guessProfile(export, diagnostics: &diagnostics) else { return }
        let files = ProfileGuess.glob(for: export.fileName)
        let budgetName = budget ?? Self.budgetName(for: files)
        guard
            let transactions = preview(
                export, guess: guess, files: files, budget: budgetName, place: place, rates: rates,
                diagnostics: &diagnostics),
            confirm(export, guess: guess, place: place, diagnostics: &diagnostics)
        else { return }
        let rules = chooseRules(for: transactions, format: place.format, names: names)
        let balance = startingBalance(guess, settings: settings, budget: budgetName, format: place.format)
        let addition = BudgetsFileAddition(
            adding: { guess.entry(files: files, budget: budgetName, indent: $0) + Self.rulesYAML(rules, indent: $0) },
            to: oldText, budget: budgetName, startingBalance: balance)
        let entry = guess.entry(files: files, budget: budgetName, indent: 2) + Self.rulesYAML(rules, indent: 2)
        guard takes(addition, entry: entry, export: export, files: files, place: place, diagnostics: &diagnostics)
        else { return }
        let added = Addition(
            text: addition.text, over: oldBytes, files: files, budget: budgetName,
            withBalance: balance != nil && addition.unplaced.isEmpty, rules: rules)
        guard let copied = save(added, export: export, place: place, diagnostics: &diagnostics) else { return }
        for snippet in addition.unplaced {
            say("budgets.yml cannot take the starting balance by adding it at its end; paste it \(snippet)")
        }
        if copied != nil { sayCopied(export, place) }
    }

    /// Copies the export into `Content/budgets/` whole (a temporary file flushed and renamed, with the export's
    /// permissions), unless the same file is there already. Returns the copy (nil when one was there: `.some(nil)`),
    /// or nil with an error when it could not be made: then nothing was written.
    @discardableResult
    func copy(_ export: Export, into folder: SiteFolder.Item, diagnostics: inout Diagnostics) -> URL?? {
        let (data, url) = (export.data, export.url)
        let target = folder.url.appendingPathComponent(export.fileName)
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
