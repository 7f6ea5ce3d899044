import CashDashModel
import CmarkHTML
import Foundation

/// Builds a site folder (`Content/`, `Templates/`) into a static website.
///
/// Everything is read and checked first; pages are written into a staging folder that replaces the output folder
/// only when the whole build succeeded, so a failed build leaves the previous site exactly as it was.
public struct SiteBuilder: Sendable {
    /// What a build or check found and made.
    public struct Result: Sendable {
        public var diagnostics: Diagnostics
        /// Pages written (or, for a check, that would be written).
        public var pageCount: Int
        public var chapterCount: Int
        /// The output folder, as the user would type it.
        public var outputPath: String

        public var succeeded: Bool { !diagnostics.hasErrors }
    }

    /// The site folder as the user typed it (`.` for the working directory).
    public var sitePath: String
    /// The output folder; defaults to `Output` inside the site folder.
    public var outputPath: String
    public var progress: (any BuildProgress)?
    /// Cash Dash's own templates, which the site's `Templates/` folder may override file by file.
    public var bundledTemplates: URL
    /// Told when another command is writing the output folder and this build waits for it.
    public var waitingNotice: (@Sendable (String) -> Void)?

    public init(sitePath: String = ".", outputPath: String? = nil, progress: (any BuildProgress)? = nil) {
        self.sitePath = sitePath
        self.outputPath = outputPath ?? displayPath(sitePath, "Output")
        self.progress = progress
        self.bundledTemplates = BundledTemplates.folder
    }

    /// Builds the site and swaps it into the output folder when there were no errors.
    public func build() -> Result {
        run(writing: true)
    }

    /// Reads, checks and renders everything without writing a file.
    public func check() -> Result {
        run(writing: false)
    }

    private func run(writing: Bool) -> Result {
        defer { progress?.finish() }
        var diagnostics = Diagnostics()
        progress?.begin("Reading content", total: 0)
        let site = loadSite(&diagnostics)
        progress?.begin("Rendering chapters", total: site.curriculum.chapters.count)
        let chapters = RenderedChapter.renderAll(
            site.curriculum, glossary: site.glossary, folderPath: displayPath(sitePath, "Content", "curriculum"),
            options: .init(allowsRawHTML: site.config.allowsRawHTML), money: site.config.moneyStyle,
            advance: { [progress] in progress?.advance() }, diagnostics: &diagnostics)
        let calculators = RenderedCalculator.renderAll(
            site.calculators, chapters: chapters, glossary: site.glossary,
            options: .init(allowsRawHTML: site.config.allowsRawHTML), diagnostics: &diagnostics)
        var result = Result(
            diagnostics: diagnostics, pageCount: 0, chapterCount: chapters.count, outputPath: outputPath)
        guard !diagnostics.hasErrors else { return result }

        let renderer = SiteRenderer(site: site, chapters: chapters, calculators: calculators)
        let pages = renderer.pages
        result.pageCount = pages.filter { $0.path.hasSuffix(".html") }.count
        guard writing else {
            progress?.begin("Checking pages", total: pages.count)
            let failures = pages.parallelMap { page -> TemplateError? in
                defer { progress?.advance() }
                do throws(TemplateError) {
                    _ = try renderer.html(for: page)
                    return nil
                } catch {
                    return error
                }
            }
            result.diagnostics.append(contentsOf: templateDiagnostics(failures.compactMap { $0 }))
            return result
        }
        do throws(OutputError) {
            let output = try GuardedOutput(
                folder: URL(fileURLWithPath: outputPath), displayPath: outputPath, site: URL(fileURLWithPath: sitePath),
                waiting: { notice in progress?.finish(); waitingNotice?(notice) })
            let failures = try write(pages, with: renderer, into: output)
            guard failures.isEmpty else {
                result.diagnostics.append(contentsOf: templateDiagnostics(failures))
                return result
            }
            output.setControlFile(PublishedLock.fileName, to: site.classLock.map { PublishedLock($0).text })
            try output.commit()
        } catch {
            result.diagnostics.error("\(error.description); nothing in it was changed", in: outputPath)
        }
        return result
    }

    private func loadSite(_ diagnostics: inout Diagnostics) -> Site {
        let root = URL(fileURLWithPath: sitePath)
        let content = root.appendingPathComponent("Content")
        let contentPath = displayPath(sitePath, "Content")
        if !FileManager.default.fileExists(atPath: content.path) {
            diagnostics.error(
                "there is no Content folder here; run cashdash in a site folder or name one with --site DIR",
                in: contentPath)
        }
        checkContentLinks(site: root, sitePath: sitePath, diagnostics: &diagnostics)
        let config = SiteConfig.load(
            from: content.appendingPathComponent("site.yml"), path: displayPath(contentPath, "site.yml"),
            diagnostics: &diagnostics)
        let curriculum = Curriculum.load(
            from: content.appendingPathComponent("curriculum"), path: displayPath(contentPath, "curriculum"),
            diagnostics: &diagnostics)
        let glossary = Glossary.load(
            from: content.appendingPathComponent("glossary"), path: displayPath(contentPath, "glossary"),
            diagnostics: &diagnostics)
        let history = RateHistory.load(
            from: content.appendingPathComponent("rates"), path: displayPath(contentPath, "rates"), diagnostics: &diagnostics)
        let rates = history.snapshots.isEmpty ? nil : RatesView(
            history: history,
            settings: RatesSettings(
                config: config, history: history, path: displayPath(contentPath, "site.yml"), diagnostics: &diagnostics))
        let budgets = loadBudgets(content, contentPath, config: config, rates: history, &diagnostics)
        let calculators = Calculators.load(
            from: content.appendingPathComponent("calculators"), path: displayPath(contentPath, "calculators"),
            minorUnits: Currency(code: config.currency)?.minorUnits ?? 2, decimalSeparator: config.moneyStyle.decimalSeparator,
            diagnostics: &diagnostics)
        let published = GuardedOutput.controlFile(PublishedLock.fileName, in: URL(fileURLWithPath: outputPath))
            .flatMap(PublishedLock.init(text:))
        let classLedger = ClassLedger.loadChecked(
            from: content.appendingPathComponent("class"), path: displayPath(contentPath, "class"), money: MoneyFormat(config: config).writer,
            published: published, diagnostics: &diagnostics)
        let templates = TemplateSet.load(
            from: [
                (bundledTemplates, bundledTemplates.path),
                (root.appendingPathComponent("Templates"), displayPath(sitePath, "Templates")),
            ], diagnostics: &diagnostics)
        return Site(
            config: config, curriculum: curriculum, glossary: glossary, rates: rates, budgets: budgets,
            calculators: calculators, classLedger: classLedger?.ledger, classLock: classLedger?.lock, templates: templates,
            curriculumFolder: content.appendingPathComponent("curriculum"))
    }

    /// The ledgers in `Content/budgets/*.csv` with `budgets.yml`; nil when there are none. Every problem in a row is
    /// an error here (`cashdash report --keep-going` can leave rows out), and a balance taken below zero or above
    /// 1,000,000 a warning at the row.
    private func loadBudgets(
        _ content: URL, _ contentPath: String, config: SiteConfig, rates: RateHistory, _ diagnostics: inout Diagnostics
    ) -> Ledger? {
        let folder = content.appendingPathComponent("budgets")
        let files = listFiles(in: folder, within: content.deletingLastPathComponent()).filter { $0.lowercased().hasSuffix(".csv") && !$0.contains("/") }.sorted()
        guard !files.isEmpty else { return nil }
        let folderPath = displayPath(contentPath, "budgets")
        let settings = BudgetSettings.load(
            from: folder.appendingPathComponent("budgets.yml"), path: displayPath(folderPath, "budgets.yml"),
            diagnostics: &diagnostics)
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

    /// A page that could not be made: its template failed, or the output refused the file.
    private enum PageFailure: Sendable {
        case template(TemplateError)
        case output(OutputError)
    }

    /// Renders and stages every page and asset. Returns the templates that could not be rendered; when there are
    /// any, nothing more is staged and nothing is to be published.
    private func write(_ pages: [Page], with renderer: SiteRenderer, into output: GuardedOutput) throws(OutputError)
        -> [TemplateError]
    {
        progress?.begin("Writing pages", total: pages.count)
        let failures = pages.parallelMap { page -> PageFailure? in
            defer { progress?.advance() }
            do throws(TemplateError) {
                let html = try renderer.html(for: page)
                do throws(OutputError) {
                    try output.write(html, to: page.path)
                } catch {
                    return .output(error)
                }
                return nil
            } catch {
                return .template(error)
            }
        }
        var templates: [TemplateError] = []
        for failure in failures {
            switch failure {
            case .output(let error): throw error
            case .template(let error): templates.append(error)
            case nil: break
            }
        }
        guard templates.isEmpty else { return templates }
        for asset in renderer.site.templates.assets {
            try output.copy(asset.source, to: "assets/" + asset.path)
        }
        for asset in renderer.site.curriculum.assets {
            try output.copy(renderer.site.curriculumFolder.appendingPathComponent(asset), to: "curriculum/" + asset)
        }
        if let sitemap = renderer.sitemap(for: pages) {
            try output.write(sitemap, to: "sitemap.xml")
        }
        return []
    }

    /// One error for each template that failed, however many pages it failed on.
    private func templateDiagnostics(_ failures: [TemplateError]) -> Diagnostics {
        var diagnostics = Diagnostics()
        for template in Set(failures.map(\.template)).sorted(by: { $0.rawValue < $1.rawValue }) {
            diagnostics.error(TemplateError(template: template).description, in: displayPath(sitePath, "Templates", template.fileName))
        }
        return diagnostics
    }
}
