import CashDashModel
import Charts
import Foundation

/// `cashdash report`: totals of ledger files for scripts and spreadsheets (JSON, CSV), or one printable page (HTML).
public struct BudgetReport: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case html, json, csv
        /// The HTML page printed to PDF by a browser (``PDFPrinter``): the text is the page to print.
        case pdf
    }

    public var files: [String]
    /// `budgets.yml`; by default the site's `Content/budgets/budgets.yml`, when there is one.
    public var budgetsFile: String?
    /// The site whose `site.yml` (currency, locale) and rate snapshots apply.
    public var sitePath = "."
    /// The first and last day of the transactions reported; nil for no limit.
    public var from: Day?
    public var to: Day?
    public var budget: String?
    public var format = Format.html
    /// Leave out rows with problems (still listing them) instead of failing.
    public var keepGoing = false
    /// Which renderer draws the report: tests compare the compiled templates with swift-mustache.
    var templateEngine = TemplateSet.Engine.automatic

    /// The most transactions the printed report lists for a month (its newest), and the most balance warnings for a
    /// budget; the rest are counted in a sentence, and every total, card and chart counts them all.
    public static let rowsPerMonth = 200
    public static let flagsPerBudget = 20

    public init(files: [String]) {
        self.files = files
    }

    /// What a report run made: the text (nil when it failed) and every problem found.
    public struct Result: Sendable {
        public var text: String?
        public var diagnostics: Diagnostics
    }

    public func run() -> Result {
        var diagnostics = Diagnostics(), rowProblems = Diagnostics()
        let site = SiteFolder(sitePath)
        site.checkLinks(diagnostics: &diagnostics)
        let config = SiteConfig.load(in: site, diagnostics: &diagnostics)
        let settingsFile =
            budgetsFile.map { SiteFolder.Item(url: URL(fileURLWithPath: $0), path: $0) }
            ?? site.content("budgets", "budgets.yml")
        let settings = BudgetSettings.load(settingsFile, for: config, diagnostics: &diagnostics)
        if let budgetsFile, !FileManager.default.fileExists(atPath: budgetsFile) {
            diagnostics.error("there is no budgets file here; check the name given to --budgets", in: budgetsFile)
        }
        let rates = RateHistory.load(
            from: site.content("rates").url, path: site.content("rates").path, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return Result(text: nil, diagnostics: diagnostics) }

        let files = uniqueFiles(diagnostics: &diagnostics)
        var text = ""
        var matched = true
        switch format {
        case .json, .csv:
            let totals = LedgerSummary.read(
                files: files, settings: settings, currency: settings.homeCurrency, rates: rates, from: from, to: to,
                budget: budget, diagnostics: &diagnostics, rowProblems: &rowProblems)
            let words = TemplateSet.load(for: site, config: config, diagnostics: &diagnostics).words.catalogue
            text =
                format == .json
                ? totals.json
                : totals.csv(
                    overallName: words.text("budget_view.all_budgets"), markupName: words.text("budget_view.markup"))
            matched = !totals.budgets.isEmpty  // a budget with no row in the period but its funds is there too
        case .html, .pdf:
            (text, matched) = htmlReport(
                files: files, settings: settings, config: config, rates: rates, site: site, diagnostics: &diagnostics,
                rowProblems: &rowProblems)
        }
        if let budget, !matched, !diagnostics.hasErrors {
            diagnostics.error(
                "no row belongs to a budget named `\(budget)`; check the name given to --budget", in: "--budget")
        }
        if keepGoing {
            for problem in rowProblems.all {
                diagnostics.append(
                    Diagnostic(
                        path: problem.path, line: problem.line, column: problem.column, severity: .warning,
                        message: problem.message + " (this row was left out)"))
            }
        } else {
            diagnostics.append(contentsOf: rowProblems)
        }
        return Result(text: diagnostics.hasErrors ? nil : text, diagnostics: diagnostics)
    }

    /// The ledgers named, each once.
    private func uniqueFiles(diagnostics: inout Diagnostics) -> [(url: URL, path: String)] {
        // A file named twice (`report family.csv family.csv`, or `*.csv` beside its full path) is read once: its
        // json and csv totals had counted every row twice.
        var seen = Set<String>()
        var files: [(url: URL, path: String)] = []
        for path in self.files {
            let url = URL(fileURLWithPath: path)
            if seen.insert(url.standardizedFileURL.resolvingSymlinksInPath().path).inserted {
                files.append((url, path))
            } else {
                diagnostics.warning("this ledger is named more than once; it is read once", in: path)
            }
        }
        return files
    }

    /// The report as an HTML page, and whether any budget had a row.
    private func htmlReport(
        files: [(url: URL, path: String)], settings: BudgetSettings, config: SiteConfig, rates: RateHistory,
        site: SiteFolder, diagnostics: inout Diagnostics, rowProblems: inout Diagnostics
    ) -> (text: String, matched: Bool) {
        let summary = LedgerSummary.read(
            files: files, settings: settings, currency: settings.homeCurrency, rates: rates, from: from, to: to,
            budget: budget,
            listing: LedgerSummary.Listing(rowsPerMonth: Self.rowsPerMonth, flagsPerBudget: Self.flagsPerBudget),
            diagnostics: &diagnostics, rowProblems: &rowProblems)
        var set = TemplateSet.load(for: site, config: config, diagnostics: &diagnostics)
        set.engine = templateEngine
        let words = set.words.catalogue
        let period =
            switch (from, to) {
            case let (first?, last?):
                words.text("common.from_to", ["first": first.description, "last": last.description])
            case let (first?, nil): words.text("budget_view.from", ["first": first.description])
            case let (nil, last?): words.text("budget_view.up_to", ["last": last.description])
            case (nil, nil): words.text("budget_view.all_dates")
            }
        var text = ""
        do throws(TemplateError) {
            text = try BudgetPresenter(
                money: MoneyFormat(config: config).writing(settings.homeCurrency), budgetingChapter: nil, words: words
            ).report(
                summary, templates: set, language: config.language, period: period, files: files.map(\.path),
                skipped: summary.skippedRows)
        } catch {
            diagnostics.error(error.description, in: site.item("Templates", error.template.fileName).path)
        }
        return (text, !summary.budgets.isEmpty)
    }
}
