import CashDashModel
import Foundation

extension SiteBuilder {
    /// The first stage: everything in `Content/` and `Templates/` read, modelled and checked. `writesCodes` lets it add
    /// new students' codes to `codes.csv`, which only a build does.
    ///
    /// The rates are read with the snapshot memo the last build left beside the output (``SnapshotMemo``), and
    /// `rateMemo` is set to this load's, for the build to leave for the next.
    func load(writesCodes: Bool = false, rateMemo: inout SnapshotMemo?, _ diagnostics: inout Diagnostics) -> Site {
        let content = site.content()
        if !FileManager.default.fileExists(atPath: content.url.path) {
            diagnostics.error(
                "there is no Content folder here; run cashdash in a site folder or name one with --site DIR",
                in: content.path)
        }
        site.checkLinks(diagnostics: &diagnostics)
        let config = SiteConfig.load(in: site, diagnostics: &diagnostics)
        let curriculum = Curriculum.load(
            from: site.content("curriculum").url, path: site.content("curriculum").path, siteFolder: site.url,
            outputFolder: URL(fileURLWithPath: outputPath), cache: cache?.chapterFiles, diagnostics: &diagnostics)
        var glossary = Glossary.load(
            from: site.content("glossary").url, path: site.content("glossary").path, diagnostics: &diagnostics)
        glossary.language = config.language
        // The locale's formats, read from ICU once for the whole build.
        let money = MoneyFormat(config: config)
        let templates = TemplateSet.load(for: site, config: config, parsed: cache?.templates, diagnostics: &diagnostics)
        let lastMemo = GuardedOutput.controlData(SnapshotMemo.fileName, in: URL(fileURLWithPath: outputPath))
        let (history, memo) = RateHistory.load(
            from: site.content("rates").url, path: site.content("rates").path,
            memo: lastMemo.flatMap { SnapshotMemo(data: $0, stamp: PageInputs.program) }, stamp: PageInputs.program,
            diagnostics: &diagnostics)
        rateMemo = memo
        let rates =
            history.snapshots.isEmpty
            ? nil
            : RatesView(
                history: history,
                settings: RatesSettings(
                    config: config, history: history, path: site.content("site.yml").path, diagnostics: &diagnostics),
                dayFormat: money.days, numbers: money.style.with(kind: .plain), words: templates.words.catalogue)
        if let age = history.staleDays(today: today, staleAfterDays: config.rates.staleAfterDays),
            let latest = history.latest
        {
            diagnostics.warning(
                "the newest exchange rates are from \(latest.date), \(age) days ago (more than `rates: stale_after_days`, "
                    + "\(config.rates.staleAfterDays)); the rates pages say so. Run `cashdash daily` or `cashdash rates fetch` "
                    + "to bring newer ones", in: site.content("rates").path)
        }
        let budgets = loadBudgets(config: config, rates: history, &diagnostics)
        let calculators = Calculators.load(
            from: site.content("calculators").url, path: site.content("calculators").path,
            minorUnits: Currency(code: config.currency)?.minorUnits ?? 2,
            decimalSeparator: config.moneyStyle.decimalSeparator, words: templates.words.catalogue,
            diagnostics: &diagnostics)
        let published = GuardedOutput.controlFile(PublishedLock.fileName, in: URL(fileURLWithPath: outputPath))
            .flatMap(PublishedLock.init(text:))
        let classLedger = ClassLedger.loadChecked(
            from: site.content("class").url, path: site.content("class").path,
            money: money.writer,
            format: config.classFormat, today: today, futureIsError: strict, published: published,
            diagnostics: &diagnostics)
        var codes: [String]?
        if let ledger = classLedger?.ledger, !ledger.students.isEmpty {
            codes = studentCodes(ledger, config: config, writing: writesCodes, &diagnostics)
        }
        return Site(
            config: config, curriculum: curriculum, glossary: glossary, rates: rates, budgets: budgets,
            calculators: calculators, classLedger: classLedger?.ledger, classLock: classLedger?.lock,
            studentCodes: codes,
            templates: templates, curriculumFolder: site.content("curriculum").url, today: today, money: money)
    }

    /// The students' codes when the class pages show codes, and a warning when they would show names or initials on a
    /// published site. A build gives new students codes and adds them to `codes.csv`; `check` and `serve` write
    /// nothing, so they use codes of their own for the moment and say that the build will give them.
    private func studentCodes(
        _ ledger: ClassLedger, config: SiteConfig, writing: Bool, _ diagnostics: inout Diagnostics
    ) -> [String]? {
        let settings = site.content("site.yml").path
        guard config.classPrivacy == .codes else {
            if let address = config.baseURL {
                diagnostics.warning(
                    "the class pages will show students' \(config.classPrivacy == .names ? "names" : "initials") at \(address), "
                        + "where anyone can read them; school privacy rules (FERPA in the US) count both as naming a student, "
                        + "so write `privacy: codes` unless every family has agreed", in: settings,
                    line: config.classPrivacyLine ?? 1)
            }
            return nil
        }
        let folder = site.content("class")
        var codes = StudentCodes.load(from: folder.url, path: folder.path, diagnostics: &diagnostics)
        let missing = codes.missing(ledger.students.map(\.id))
        if !missing.isEmpty {
            var generator = SystemRandomNumberGenerator()
            let lines = codes.assign(missing, using: &generator)
            let file = displayPath(folder.path, StudentCodes.fileName)
            if writing {
                do {
                    let url = folder.url.appendingPathComponent(StudentCodes.fileName)
                    let existing = FileManager.default.contents(atPath: url.path) ?? Data()
                    try WholeFile.replace(url, with: StudentCodes.appending(lines, to: existing))
                    diagnostics.warning(
                        "gave \(lines.count == 1 ? "1 student a code" : "\(lines.count) students codes"), which the class pages "
                            + "show instead of names; the list is in this file, which is never published: tell each student theirs",
                        in: file)
                } catch {
                    diagnostics.error(
                        "the students' codes cannot be written here (\(plainWords(error))); check that the class folder is writable",
                        in: file)
                }
            } else {
                diagnostics.warning(
                    "\(lines.count == 1 ? "1 student has" : "\(lines.count) students have") no code yet; `cashdash build` gives "
                        + "them codes and keeps the list in this file, which is never published", in: file)
            }
        }
        return ledger.students.map { codes.codes[$0.id]! }
    }

    /// The ledgers in `Content/budgets/*.csv` with `budgets.yml`; nil when there are none. Every problem in a row is
    /// an error here (`cashdash report --keep-going` can leave rows out), and a balance taken below zero or above
    /// 1,000,000 a warning at the row.
    private func loadBudgets(config: SiteConfig, rates: RateHistory, _ diagnostics: inout Diagnostics) -> Ledger? {
        let folder = site.content("budgets").url, folderPath = site.content("budgets").path
        let listed = listFiles(in: folder, within: site.url).filter { !$0.contains("/") }.sorted()
        let ending = { (name: String) in URL(fileURLWithPath: name).pathExtension.lowercased() }
        for file in listed where Ledger.spreadsheetExtensions.contains(ending(file)) {
            diagnostics.warning(
                "this spreadsheet is not read: Cash Dash reads ledgers as text; save it as CSV (in Excel: File › Save As › "
                    + "CSV UTF-8) beside it", in: displayPath(folderPath, file))
        }
        let files = listed.filter { Ledger.fileExtensions.contains(ending($0)) }
        guard !files.isEmpty else { return nil }
        var settings = BudgetSettings.load(
            from: folder.appendingPathComponent("budgets.yml"), path: displayPath(folderPath, "budgets.yml"),
            diagnostics: &diagnostics)
        settings.firstWeekday = DayFormat.firstWeekday(locale: config.locale)
        var rowProblems = Diagnostics()
        let ledger = Ledger.load(
            files: files.map { (folder.appendingPathComponent($0), displayPath(folderPath, $0)) }, settings: settings,
            currency: config.currency, rates: rates, diagnostics: &diagnostics, rowProblems: &rowProblems)
        diagnostics.append(contentsOf: rowProblems)
        let money = MoneyFormat(config: config)
        for flag in ledger.balanceFlags {
            let transaction = flag.transaction
            diagnostics.warning(
                flag.balance < 0
                    ? "this spend takes `\(transaction.budget)` below zero, to \(money.string(flag.balance)); add money first or spend less"
                    : "this deposit takes `\(transaction.budget)` above \(money.string(Ledger.highestBalance)), to \(money.string(flag.balance)); "
                        + "a budget stays between \(money.string(0)) and \(money.string(Ledger.highestBalance))",
                in: transaction.path, line: transaction.line, column: transaction.column)
        }
        return ledger
    }
}
