import CashDashModel
import Foundation

extension SiteBuilder {
    /// The first stage: everything in `Content/` and `Templates/` read, modelled and checked. `writesCodes` lets it add
    /// new students' codes to `codes.csv`, which only a build does. With a ``cache``, only what `changes` names is
    /// read again; an input is read whole when any of its files was named.
    ///
    /// The rates are read with the snapshot memo the last build left beside the output (``SnapshotMemo``), and
    /// `rateMemo` is set to this load's, for the build to leave for the next; the chapters with `chapterFiles`, when
    /// there is no ``cache``: what the last build read (``LoadedChapters``). `linksChecked` says that the site's
    /// folders are known to hold no link (``BuildInputs/contentHoldsOnlyFiles``).
    func load(
        writesCodes: Bool = false, changes: ChangedFiles = .unknown, chapterFiles: ChapterCache? = nil,
        linksChecked: Bool = false, rateMemo: inout SnapshotMemo?, _ diagnostics: inout Diagnostics
    ) -> Site {
        let content = site.content()
        if !FileManager.default.fileExists(atPath: content.url.path) {
            diagnostics.error(
                "there is no Content folder here; run cashdash in a site folder or name one with --site DIR",
                in: content.path)
        }
        let changes = checkFolders(content, changes: changes, linksChecked: linksChecked, &diagnostics)
        var config = reading("settings", [content.url.path + "/site.yml"], changes, &diagnostics) { diagnostics in
            SiteConfig.load(in: site, diagnostics: &diagnostics)
        }
        if let baseURL { config.setBaseURL(baseURL) }
        if publishing { config.keepNamesPrivate() }
        let curriculum = Curriculum.load(
            from: site.content("curriculum").url, path: site.content("curriculum").path, siteFolder: site.url,
            outputFolder: URL(fileURLWithPath: outputPath), cache: cache?.chapterFiles ?? chapterFiles,
            changes: changes,
            diagnostics: &diagnostics)
        var glossary = reading("glossary", [site.content("glossary").url.path], changes, &diagnostics) {
            Glossary.load(from: site.content("glossary").url, path: site.content("glossary").path, diagnostics: &$0)
        }
        glossary.language = config.language
        // The locale's formats, read from ICU once for the whole build.
        let money = MoneyFormat(config: config)
        let words = [site.item("Templates").url.path, site.content("i18n").url.path]
        var templates = reading("templates", words, key: config, changes, &diagnostics) {
            TemplateSet.load(for: site, config: config, parsed: cache?.templates, diagnostics: &$0)
                .withIcon(showing: Layout.SiteInfo.mark(for: money))
        }
        templates.engine = templateEngine
        let (rates, memo) = reading(
            "rates", [site.content("rates").url.path, content.url.path + "/site.yml"] + words, key: config, changes,
            &diagnostics
        ) { readRates(config: config, money: money, words: templates.words.catalogue, &$0) }
        rateMemo = memo
        let history = rates?.history ?? RateHistory(snapshots: [])
        warnIfStale(history, config: config, &diagnostics)
        let budgets = reading(
            "budgets", [site.content("budgets").url.path, site.content("rates").url.path], key: config, changes,
            &diagnostics
        ) { loadBudgets(config: config, rates: history, site: money, &$0) }
        let calculators = reading(
            "calculators", [site.content("calculators").url.path] + words, key: config, changes, &diagnostics
        ) {
            Calculators.load(
                from: site.content("calculators").url, path: site.content("calculators").path,
                minorUnits: Currency(code: config.currency)?.minorUnits ?? 2,
                decimalSeparator: money.style.decimalSeparator, words: templates.words.catalogue,
                diagnostics: &$0)
        }
        // The output folder is not watched: what the last build published is looked at every time.
        let published = GuardedOutput.controlFile(PublishedLock.fileName, in: URL(fileURLWithPath: outputPath))
            .flatMap(PublishedLock.init(text:))
        let classLedger = reading(
            "class", [site.content("class").url.path],
            key: ClassInputs(config: config, today: today, strict: strict, published: published), changes, &diagnostics
        ) { readClass(config: config, money: money, published: published, &$0) }
        let codes = classCodes(classLedger?.ledger, config: &config, writing: writesCodes, &diagnostics)
        let checkbooks =
            codes == nil ? nil : classLedger.map { checkbookKeys($0.ledger, writing: writesCodes, &diagnostics) }
        return Site(
            config: config, curriculum: curriculum, glossary: glossary, rates: rates, budgets: budgets,
            calculators: calculators, classLedger: classLedger?.ledger, classLock: classLedger?.lock,
            studentCodes: codes, checkbooks: checkbooks,
            templates: templates, curriculumFolder: site.content("curriculum").url, today: today, money: money)
    }

    /// The students' codes, and the class pages' privacy settled: a repository without students.csv (as init's
    /// .gitignore keeps it) has no names to show, so its pages show codes whatever site.yml asks.
    private func classCodes(
        _ ledger: ClassLedger?, config: inout SiteConfig, writing: Bool, _ diagnostics: inout Diagnostics
    ) -> [String]? {
        guard let ledger else { return nil }
        if !ledger.namesKnown, config.classPrivacy != .codes {
            if let line = config.classPrivacyLine {
                diagnostics.warning(
                    "`privacy` asks for names, but the class folder has no students.csv, the file of names (a repository "
                        + "keeps it out, as init's .gitignore does), so the class pages show each student's code",
                    in: site.content("site.yml").path, line: line)
            }
            config.classPrivacy = .codes
        }
        return ledger.students.isEmpty ? nil : studentCodes(ledger, config: config, writing: writing, &diagnostics)
    }

    /// What `read` gives, or, with a ``cache``, what it gave the last build when nothing at or inside `paths` may have
    /// changed and `key` is the same (``InputMemo``).
    private func reading<Value: Sendable, Key: Equatable & Sendable>(
        _ name: String, _ paths: [String], key: Key, _ changes: ChangedFiles, _ diagnostics: inout Diagnostics,
        read: (inout Diagnostics) -> Value
    ) -> Value {
        guard let inputs = cache?.inputs else { return read(&diagnostics) }
        return inputs.value(
            of: name, paths: paths, key: key, changes: changes, diagnostics: &diagnostics, read: read)
    }

    /// ``reading(_:_:key:_:_:read:)`` for an input that depends on nothing else.
    private func reading<Value: Sendable>(
        _ name: String, _ paths: [String], _ changes: ChangedFiles, _ diagnostics: inout Diagnostics,
        read: (inout Diagnostics) -> Value
    ) -> Value {
        reading(name, paths, key: true, changes, &diagnostics, read: read)
    }

    /// What the class pages are read with besides the class folder.
    private struct ClassInputs: Equatable, Sendable {
        var config: SiteConfig
        var today: Day
        var strict: Bool
        var published: PublishedLock?
    }

    /// The students' codes when the class pages show codes, and a warning when they would show names or initials on a
    /// published site. A build gives new students codes and adds them to `codes.csv`; `check` and `serve` write
    /// nothing, so they use codes of their own for the moment and say that the build will give them.
    private func studentCodes(
        _ ledger: ClassLedger, config: SiteConfig, writing: Bool, _ diagnostics: inout Diagnostics
    ) -> [String]? {
        let settings = site.content("site.yml").path
        let folder = site.content("class")
        let showsCodes = config.classPrivacy == .codes
        // Every student gets a code, whatever this build shows: codes.csv is the class as a repository without
        // students.csv knows it, and what publishing shows.
        var codes = StudentCodes.load(from: folder.url, path: folder.path, diagnostics: &diagnostics)
        let missing = codes.missing(ledger.students.map(\.id))
        if !missing.isEmpty, writing || showsCodes {
            let gave = missing.count == 1 ? "1 student a code" : "\(missing.count) students codes"
            giveCodes(
                missing, in: &codes, writing: writing,
                saying: showsCodes
                    ? "gave \(gave), which the class pages show instead of names; the list is in this file, which is "
                        + "never published: tell each student theirs" : nil, &diagnostics)
        }
        guard showsCodes else {
            if config.isPublished {
                let address = config.baseURL ?? "the published site"
                diagnostics.warning(
                    "the class pages will show students' \(config.classPrivacy == .names ? "names" : "initials") at \(address), "
                        + "where anyone can read them; school privacy rules (FERPA in the US) count both as naming a student, "
                        + "so write `privacy: codes` unless every family has agreed", in: settings,
                    line: config.classPrivacyLine ?? 1)
            }
            return nil
        }
        // A memo is published only sealed in its students' checkbooks (``checkbookKeys``), so only quests and reasons,
        // which the class pages show to everyone, would tell whose code is whose.
        for text in ledger.textsNamingStudents() where text.file != "transactions.csv" {
            diagnostics.warning(
                "this \(text.what) names \(text.name), and under `privacy: codes` it is published as written, so it would "
                    + "tell everyone whose code is whose; write it without the name",
                in: displayPath(folder.path, text.file), line: text.line)
        }
        return ledger.students.map { codes.codes[$0.id]! }
    }

    /// Gives `missing` students codes of `codes`'s kind and, when `writing`, adds them to its file; says `saying` when
    /// written, and that `build` would give them when not writing.
    func giveCodes(
        _ missing: [String], in codes: inout StudentCodes, writing: Bool, saying: String?,
        _ diagnostics: inout Diagnostics
    ) {
        let folder = site.content("class")
        var generator = SystemRandomNumberGenerator()
        let lines = codes.assign(missing, using: &generator)
        let file = displayPath(folder.path, codes.kind.fileName)
        guard writing else {
            diagnostics.warning(
                "\(lines.count == 1 ? "1 student has" : "\(lines.count) students have") no \(codes.kind.noun) yet; `cashdash "
                    + "build` gives them \(codes.kind.noun)s and keeps the list in this file, which is never published",
                in: file)
            return
        }
        do {
            let url = folder.url.appendingPathComponent(codes.kind.fileName)
            let existing = FileManager.default.contents(atPath: url.path) ?? Data()
            try WholeFile.replaceKeepingOwner(url, with: StudentCodes.appending(lines, to: existing))
            if let saying { diagnostics.warning(saying, in: file) }
        } catch {
            diagnostics.error(
                "the students' codes cannot be written here (\(plainWords(error))); check that the class folder is writable",
                in: file)
        }
    }

    /// The ledgers in `Content/budgets/*.csv` with `budgets.yml`; nil when there are none. Every problem in a row is
    /// an error here (`cashdash report --keep-going` can leave rows out), and a balance taken below zero or above
    /// ``Ledger/highestBalance`` (a billion) a warning at the row.
    private func loadBudgets(
        config: SiteConfig, rates: RateHistory, site money: MoneyFormat, _ diagnostics: inout Diagnostics
    ) -> Ledger? {
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
        let settings = BudgetSettings.load(
            site.content("budgets", "budgets.yml"), for: config, diagnostics: &diagnostics)
        let money = money.writing(settings.homeCurrency)
        var rowProblems = Diagnostics()
        let ledger = Ledger.load(
            files: files.map { (folder.appendingPathComponent($0), displayPath(folderPath, $0)) }, settings: settings,
            currency: settings.homeCurrency, rates: rates, diagnostics: &diagnostics, rowProblems: &rowProblems)
        diagnostics.append(contentsOf: rowProblems)
        // A year typed wrong (2075 for 2025) would sit at the end of every chart without a word.
        let farAhead = today.adding(days: 366)
        for transaction in ledger.budgets.lazy.flatMap(\.transactions) where transaction.date > farAhead {
            diagnostics.warning(
                "this row is dated \(transaction.date), more than a year after today (\(today)); a ledger records what "
                    + "happened, so check its year", in: transaction.path, line: transaction.line)
        }
        for flag in LedgerSummary(ledger).budgets.flatMap(\.balanceFlags) {
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
