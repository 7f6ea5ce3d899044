import CashDashModel
import Charts
import Foundation

/// `cashdash class lock`: records the class's reviewed transactions as published in `Content/class/ledger.lock`.
public struct ClassLock: Sendable {
    public var sitePath: String

    public init(sitePath: String = ".") {
        self.sitePath = sitePath
    }

    public struct Result: Sendable {
        /// What was done, for the terminal; nil when nothing was written.
        public var message: String?
        public var diagnostics: Diagnostics
    }

    /// Adds every transaction not locked yet, unless the ledger has errors (a changed or removed published row among
    /// them): then nothing is written. The lock is replaced atomically.
    public func run() -> Result {
        var diagnostics = Diagnostics()
        // The warning about unlocked rows is what this command answers, so it is left out.
        guard let (_, ledger, lock) = loadClass(sitePath: sitePath, warnUnlocked: false, diagnostics: &diagnostics),
            !diagnostics.hasErrors
        else { return Result(message: nil, diagnostics: diagnostics) }
        let lockFile = SiteFolder(sitePath).content("class", "ledger.lock")
        let (lockURL, lockPath) = (lockFile.url, lockFile.path)
        let new = lock.unlocked(ledger)
        guard !new.isEmpty || lock.needsRewrite else {
            return Result(
                message: "Nothing new to lock: all \(lock.entries.count) transactions are locked.",
                diagnostics: diagnostics)
        }
        do {
            try WholeFile.replaceKeepingOwner(lockURL, with: Data(lock.text(adding: new, ledger: ledger).utf8))
        } catch {
            diagnostics.error("the lock could not be written (\(plainWords(error))); it is unchanged", in: lockPath)
            return Result(message: nil, diagnostics: diagnostics)
        }
        let count = new.count == 1 ? "1 new transaction" : "\(new.count) new transactions"
        if new.isEmpty {
            return Result(
                message: "Rewrote the lock with each published transaction's values, a chain hash and a total; "
                    + "\(lock.entries.count) transactions are published.",
                diagnostics: Diagnostics(diagnostics.all.filter { $0.severity == .error }))
        }
        return Result(
            message:
                "Locked \(count); \(lock.entries.count + new.count) are now published and can no longer be changed.",
            diagnostics: diagnostics)
    }
}

/// `cashdash class statements --month YYYY-MM`: one printable statement per student, like a bank's.
public struct ClassStatements: Sendable {
    public var sitePath: String
    public var month: Month
    /// The folder written; defaults to `Statements/YYYY-MM` in the site folder.
    public var outputPath: String?
    /// Told when another command is writing the folder and this one waits for it.
    public var waitingNotice: (@Sendable (String) -> Void)?
    /// Which renderer draws the statements: tests compare the compiled templates with swift-mustache.
    var templateEngine = TemplateSet.Engine.automatic
    /// Today: a statement of the current month stops here and says "so far"; a later month is refused.
    public var today: Day
    /// When set, each statement and the page of all of them are also printed to PDF beside their pages.
    public var printer: PDFPrinter?

    public init(sitePath: String = ".", month: Month, outputPath: String? = nil, today: Day = todayInUTC()) {
        self.sitePath = sitePath
        self.month = month
        self.outputPath = outputPath
        self.today = today
    }

    public struct Result: Sendable {
        public var written: Int
        public var outputPath: String
        public var diagnostics: Diagnostics
        /// The pages of `all.pdf`, counted in the file written; nil when no PDF was asked for.
        public var allPDFPages: Int?
    }

    /// Writes `index.html` and a statement per student through a ``GuardedOutput``: only when every file is made,
    /// and never over a file Cash Dash did not write.
    public func run() -> Result {
        var diagnostics = Diagnostics()
        let site = SiteFolder(sitePath)
        let output = outputPath ?? site.item("Statements", month.description).path
        guard month.first <= today else {
            diagnostics.error(
                "\(month) has not begun yet (today is \(today)); a statement is for this month or one before it",
                in: output)
            return Result(written: 0, outputPath: output, diagnostics: diagnostics)
        }
        let soFar = month.last > today
        let (first, last) = (month.first, soFar ? today : month.last)
        let loaded = loadClass(sitePath: sitePath, warnUnlocked: true, today: today, diagnostics: &diagnostics)
        var templates = TemplateSet.load(for: site, language: loaded?.0.language ?? "en", diagnostics: &diagnostics)
        templates.engine = templateEngine
        guard let (config, ledger, _) = loaded, !diagnostics.hasErrors else {
            return Result(written: 0, outputPath: output, diagnostics: diagnostics)
        }
        let view = ClassPresenter(
            ledger: ledger, money: MoneyFormat(config: config), privacy: config.classPrivacy,
            words: templates.words.catalogue)
        let frame = StatementFrame(language: config.language, siteTitle: config.title, css: templates.stylesheet)
        // The month in the site's words (`November 2026`, `novembre 2026`); only the folder's name stays ISO.
        let monthWords = view.money.days.monthWords(month.first)
        let pages: [(route: StatementRoute, html: String)]
        do throws(TemplateError) {
            pages =
                try Self.pages(
                    of: view, templates: templates, frame: frame, month: monthWords, from: first, to: last, soFar: soFar
                )
                + Self.cards(of: view, sitePath: sitePath, templates: templates, frame: frame)
        } catch {
            diagnostics.error("the statements were not written: \(error.description)", in: output)
            return Result(written: 0, outputPath: output, diagnostics: diagnostics)
        }
        do throws(OutputError) {
            let staged = try GuardedOutput(
                folder: URL(fileURLWithPath: output), displayPath: output, site: URL(fileURLWithPath: sitePath),
                kind: .statements, waiting: { waitingNotice?($0) })
            for page in pages { try staged.write(page.html, to: page.route.path) }
            if let printer { try Self.printPDFs(of: pages, with: printer, into: staged) }
            try staged.commit()
        } catch {
            diagnostics.error(
                "the statements were not written: \(error.description); nothing in it was changed", in: output)
            return Result(written: 0, outputPath: output, diagnostics: diagnostics)
        }
        var result = Result(written: ledger.students.count, outputPath: output, diagnostics: diagnostics)
        if printer != nil {
            let all = FileManager.default.contents(atPath: output + "/" + StatementRoute.all.pdfPath)
            result.allPDFPages = all.flatMap(PrintedPDF.pageCount)
            if result.allPDFPages == nil {
                result.diagnostics.error("all.pdf was not written whole; check the disk and run this again", in: output)
            }
        }
        return result
    }

    /// Prints each student's page and the page of all statements to PDF, staged beside them.
    private static func printPDFs(
        of pages: [(route: StatementRoute, html: String)], with printer: PDFPrinter, into staged: GuardedOutput
    ) throws(OutputError) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "cashdash-statements-\(getpid())-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        for page in pages where page.route != .index && page.route != .cards {
            let file = folder.appending(path: page.route.path)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(page.html.utf8).write(to: file)
            } catch {
                throw OutputError("the page to print could not be written in \(folder.path) (\(plainWords(error)))")
            }
            try staged.write(try printer.print(file).pdf, to: page.route.pdfPath)
        }
    }

    /// Every student's statement page, the index and the page of all statements, rendered.
    private static func pages(
        of view: ClassPresenter, templates: TemplateSet, frame: StatementFrame, month monthWords: String,
        from first: Day,
        to last: Day, soFar: Bool
    ) throws(TemplateError) -> [(route: StatementRoute, html: String)] {
        var index: [StatementsIndexView.Student] = []
        var statements: [Statement] = []
        var pages: [(route: StatementRoute, html: String)] = []
        for student in view.ledger.students.indices {
            var statement = view.statement(student, month: monthWords, first: first, last: last)
            statement.soFar = soFar
            let route = StatementRoute.student(slug: view.slugs[student])
            pages.append(
                (route, try templates.render(.statement, StatementPageView(frame: frame, statement: statement))))
            statements.append(statement)
            index.append(
                StatementsIndexView.Student(
                    name: view.name(student), href: route.path, opening: statement.opening,
                    closing: statement.closing,
                    xpTotal: statement.xpTotal))
        }
        let students = index.sorted { $0.name.lowercased() < $1.name.lowercased() }
        let context = StatementsIndexView(
            frame: frame, month: monthWords, first: view.money.days.words(first),
            last: view.money.days.words(last), students: students,
            soFar: soFar)
        pages.append((.index, try templates.render(.statements, context)))
        let all = AllStatementsView(
            frame: frame, month: monthWords,
            statements: statements.sorted { $0.name.lowercased() < $1.name.lowercased() })
        pages.append((.all, try templates.render(.allStatements, all)))
        return pages
    }
}

/// The site's settings and its class checked against the lock, for the class commands; nil, with an error, when the
/// site has no class.
func loadClass(
    sitePath: String, warnUnlocked: Bool, today: Day? = nil, diagnostics: inout Diagnostics
) -> (config: SiteConfig, ledger: ClassLedger, lock: LedgerLock)? {
    let site = SiteFolder(sitePath)
    site.checkLinks(diagnostics: &diagnostics)
    let config = SiteConfig.load(in: site, diagnostics: &diagnostics)
    let folder = site.content("class")
    guard
        let (ledger, lock) = ClassLedger.loadChecked(
            from: folder.url, path: folder.path, money: MoneyFormat(config: config).writer, format: config.classFormat,
            today: today,
            warnUnlocked: warnUnlocked, diagnostics: &diagnostics)
    else {
        diagnostics.error("there is no class here; Content/class/students.csv is missing", in: folder.path)
        return nil
    }
    return (config, ledger, lock)
}
