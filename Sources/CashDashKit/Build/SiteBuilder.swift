import CashDashModel
import CmarkHTML
import Foundation

/// Builds a site folder (`Content/`, `Templates/`) into a static website.
///
/// Everything is read and checked first; pages are staged beside the output folder and published into it only when
/// the whole build succeeded, so a failed build leaves the previous site exactly as it was.
public struct SiteBuilder: Sendable {
    /// What a build or check found and made.
    public struct Result: Sendable {
        public var diagnostics: Diagnostics
        /// Pages written (or, for a check, that would be written).
        public var pageCount: Int
        public var chapterCount: Int
        /// Pages the last build's record showed unchanged, left in place without being rendered or written.
        public var unchangedPageCount = 0
        /// The search's files (its first files and shards) left in place, as nothing the search finds changed: then
        /// no index was made.
        public var keptSearchFileCount = 0
        /// The print page's chapters taken from the page the last build wrote, unchanged, rather than drawn again.
        public var keptPrintChapterCount = 0
        /// Whether the print page's frame (its contents and layout around the chapters) was taken so too.
        public var keptPrintFrame = false
        /// The search's words whose part of its shards was taken from the last build's, unchanged, of `searchWordCount`.
        public var keptSearchWordCount = 0
        public var searchWordCount = 0
        /// The output folder, as the user would type it.
        public var outputPath: String
        /// Whether the class pages show students' names only because site.yml does not choose (the teacher's own
        /// build), for it to say that publishing shows codes.
        public var showsStudentNamesByDefault = false
        /// Nothing the build reads had changed since the last build into the output folder, nor any file it left
        /// there: nothing was read, rendered or written, and this is what that build said (``StandingBuild``).
        public var nothingChanged = false

        public var succeeded: Bool { !diagnostics.hasErrors }
    }

    /// The site folder as the user typed it (`.` for the working directory).
    public var sitePath: String { site.path }
    let site: SiteFolder
    /// The output folder; defaults to `Output` inside the site folder.
    public var outputPath: String
    public var progress: (any BuildProgress)?
    /// What the last build rendered, to reuse what has not changed (`serve` keeps one; `build` has none).
    public var cache: BuildCache?
    /// Told when another command is writing the output folder and this build waits for it.
    public var waitingNotice: (@Sendable (String) -> Void)?

    /// The day the build takes for today: class rows dated after it are a warning, and rates older than
    /// `stale_after_days` before it are stale. Given, not read from the clock deep inside, so that tests can set it.
    public var today: Day
    /// `--strict`: class rows dated after ``today`` are errors rather than warnings.
    public var strict = false
    /// `--base-url`: the address the site is published at, in place of site.yml's `base_url` (as checked by
    /// ``SiteConfig/baseURL(_:)``), for a host that says where a site is only when it builds it (GitHub Pages).
    public var baseURL: String?
    /// For `publish` and `daily`: the class pages show students' codes unless site.yml writes `privacy` itself, as
    /// for a site with a `base_url`, since what is published leaves the teacher's machine.
    public var publishing = false
    /// Whether what a build holds (the site, its chapters and pages, the records) is left for the process's exit to
    /// free, rather than freed piece by piece as the build ends: for `cashdash build`, which exits next. Freeing it
    /// was 6–8 % of the CPU of a rebuild after one edit (perf stat, 15 pairs). Never for `serve`, which builds again.
    public var leavesMemoryToExit = false
    /// Which renderer draws the pages: tests compare the compiled templates with swift-mustache.
    var templateEngine = TemplateSet.Engine.automatic

    public init(
        sitePath: String = ".", outputPath: String? = nil, progress: (any BuildProgress)? = nil,
        today: Day = todayInUTC()
    ) {
        site = SiteFolder(sitePath)
        self.today = today
        self.outputPath = outputPath ?? site.item("Output").path
        self.progress = progress
    }

    /// Builds the site and swaps it into the output folder when there were no errors.
    public func build() -> Result {
        run(into: .outputFolder)
    }

    /// Reads, checks and renders everything without writing a file.
    public func check() -> Result {
        run(into: .nowhere)
    }

    /// Builds the site into memory, for `serve`: nothing is written to disk. The files are nil when there were
    /// errors. With a ``cache``, only the files `changes` names (all, when it does not know) are read again.
    public func preview(changes: ChangedFiles = .unknown) -> (result: Result, files: SiteFiles?) {
        let files = SiteFiles()
        let result = run(into: .memory(files), changes: changes)
        return (result, result.succeeded ? files : nil)
    }

    /// Where a build's pages go.
    private enum Destination {
        case nowhere
        case outputFolder
        case memory(SiteFiles)
    }

    /// The build, stage by stage: load the content, render its Markdown, plan the pages, then render them into
    /// `destination`. Each stage runs only when the ones before found no error.
    private func run(into destination: Destination, changes: ChangedFiles = .unknown) -> Result {
        defer { progress?.finish() }
        var writesCodes = false
        if case .outputFolder = destination { writesCodes = true }
        let inputs = writesCodes ? BuildInputs(self) : nil
        if let inputs, let result = standingResult(inputs) { return result }
        var diagnostics = Diagnostics()
        progress?.begin("Reading content", total: 0)
        var records = BuildRecords()
        var loaded = load(
            writesCodes: writesCodes, changes: changes, inputs: inputs, records: &records, &diagnostics)
        let pages = SitePlan.pages(loaded)
        // A build into the output folder takes the chapters the last one rendered, when nothing they read changed.
        let record = writesCodes ? lastChapters(pages) : nil
        let (chapters, calculators) = renderContent(loaded, pages: pages, record: record, &diagnostics)
        // Rendered, the Markdown is read again only by the next build that reuses this one's chapters.
        if cache == nil { loaded.curriculum.dropMarkdown() }
        var result = Result(
            diagnostics: diagnostics, pageCount: 0, chapterCount: chapters.count, outputPath: outputPath)
        result.showsStudentNamesByDefault =
            loaded.classLedger.map { !$0.students.isEmpty } == true && loaded.studentCodes == nil
            && loaded.config.classPrivacyLine == nil
        guard !diagnostics.hasErrors else { return result }

        progress?.begin("Planning pages", total: 0)
        cache?.pages.begin(templates: loaded.templates.sources)
        var renderer = SiteRenderer(site: loaded, chapters: chapters, calculators: calculators, memo: cache?.pages)
        // A build into the output folder makes it only when its files are not kept (``publish``).
        if !writesCodes { renderer.search = makeSearchIndex(renderer, entries: SitePages.searchEntries(renderer)) }
        result.pageCount = pages.filter { $0.path.hasSuffix(".html") }.count
        switch destination {
        case .nowhere:
            result.diagnostics.append(contentsOf: check(pages, with: renderer))
        case .outputFolder:
            records.chapters = record
            records.standing = inputs.flatMap { standingBuild($0, loaded, said: result) }
            let published = publish(pages, with: renderer, records: records)
            result.diagnostics.append(contentsOf: published.diagnostics)
            (result.unchangedPageCount, result.keptSearchFileCount, result.keptPrintChapterCount) =
                (published.unchanged, published.keptSearch, published.keptPrint)
            result.keptPrintFrame = published.keptPrintFrame
            (result.keptSearchWordCount, result.searchWordCount) = published.keptWords
        case .memory(let files):
            do throws(OutputError) {
                let (failures, links) = try write(
                    pages, with: renderer, into: files, scans: cache?.scans, changes: changes)
                result.diagnostics.append(contentsOf: templateDiagnostics(failures))
                result.diagnostics.append(contentsOf: links)
            } catch {
                result.diagnostics.error(error.description, in: outputPath)
            }
        }
        if !result.diagnostics.hasErrors {
            cache?.pages.publish()
            cache?.scans.publish()
        }
        if leavesMemoryToExit { LeftToExit.hold((loaded, pages, record, chapters, calculators, renderer, records)) }
        return result
    }

    /// Loads the site (``load(writesCodes:changes:chapterFiles:rateMemo:_:)``), into the output folder with the
    /// chapter files the last build there read, when their stamps are the same (``LoadedChapters``), taken from
    /// `stamps` (``BuildInputs/stamps``) where it has them; `records` takes what this load leaves for the next. The
    /// chapter files' cache is let go of here, as it holds every chapter.
    private func load(
        writesCodes: Bool, changes: ChangedFiles, inputs: BuildInputs?, records: inout BuildRecords,
        _ diagnostics: inout Diagnostics
    ) -> Site {
        let curriculum = site.content("curriculum").path
        let chapterFiles =
            writesCodes && cache == nil
            ? LoadedChapters.cache(in: outputPath, curriculum: curriculum, stamps: inputs?.stamps ?? [:]) : nil
        let loaded = load(
            writesCodes: writesCodes, changes: changes, chapterFiles: chapterFiles,
            linksChecked: inputs?.contentHoldsOnlyFiles == true, rateMemo: &records.rates, &diagnostics)
        records.loadedChapters = chapterFiles.map { LoadedChapters.parts(of: $0, curriculum: curriculum) } ?? [:]
        return loaded
    }

    /// The chapters the last build into the output folder rendered (``ChapterRecord``).
    private func lastChapters(_ pages: [Page]) -> ChapterRecord {
        ChapterRecord(parts: RecordParts.read(ChapterRecord.fileName, in: outputPath), pages: pages.map(\.route))
    }

    /// Renders every page without writing it, as `check` does: what was wrong, and whether the output folder holds a
    /// publish that was stopped half-way.
    private func check(_ pages: [Page], with renderer: SiteRenderer) -> Diagnostics {
        var diagnostics = render(pages, with: renderer)
        if GuardedOutput.wasInterrupted(URL(fileURLWithPath: outputPath)) {
            diagnostics.warning(
                "a build was stopped while it published into this folder, so it holds some old pages and some new; "
                    + "run `cashdash build` to finish it", in: outputPath)
        }
        return diagnostics
    }

    /// The site's search index: with a ``cache``, made again only for the entries that changed since the last.
    private func makeSearchIndex(_ renderer: SiteRenderer, entries: [SearchEntry]) -> SearchIndex {
        guard let cache else { return SearchIndex(entries: entries, forReuse: false) }
        let index = SearchIndex(entries: entries, reusing: cache.searchIndex.withLock { $0 })
        cache.searchIndex.withLock { $0 = index }
        return index
    }

    /// Renders the chapters' and the calculators' Markdown, checking every link between them and to the site's
    /// planned `pages`.
    private func renderContent(
        _ loaded: Site, pages: [Page], record: ChapterRecord?, _ diagnostics: inout Diagnostics
    ) -> ([RenderedChapter], [RenderedCalculator]) {
        progress?.begin("Rendering chapters", total: loaded.curriculum.chapters.count + loaded.curriculum.drafts.count)
        let options = MarkdownRenderer.Options(
            allowsRawHTML: loaded.config.allowsRawHTML, scrollableTables: true, labelledTasks: true,
            linkedHeadings: true,
            focusableCodeBlocks: true, labels: .init(loaded.templates.words.catalogue))
        let chapters = RenderedChapter.renderAll(
            loaded.curriculum, glossary: loaded.glossary, folderPath: site.content("curriculum").path, options: options,
            money: loaded.money.style, pages: pages.map(\.route), words: loaded.templates.words.catalogue,
            days: loaded.money.days, cache: cache?.renderedChapters, record: record,
            advance: { [progress] in progress?.advance() },
            diagnostics: &diagnostics)
        let calculators = RenderedCalculator.renderAll(
            loaded.calculators, chapters: chapters, glossary: loaded.glossary, options: options,
            diagnostics: &diagnostics)
        return (chapters, calculators)
    }

    /// Renders every page without writing it, for `check`, and checks the links between them.
    private func render(_ pages: [Page], with renderer: SiteRenderer) -> Diagnostics {
        progress?.begin("Checking pages", total: pages.count)
        let check = linkCheck(pages, renderer)
        let results = pages.parallelMap { page -> Swift.Result<SiteLinkCheck.PageLinks, TemplateError> in
            defer { progress?.advance() }
            do throws(TemplateError) {
                // A page in batches is scanned a batch at a time, never held whole.
                var links = SiteLinkCheck.PageLinks()
                try page.make(renderer) { check.scan($0.map(\.html), at: page.path, into: &links) }
                links.dropLinks(within: page.path)
                return .success(links)
            } catch {
                return .failure(error)
            }
        }
        var failures: [TemplateError] = [], scanned: [SiteLinkCheck.PageLinks] = []
        for result in results {
            switch result {
            case .success(let links): scanned.append(links)
            case .failure(let error): failures.append(error)
            }
        }
        guard failures.isEmpty else { return templateDiagnostics(failures) }
        return problems(check, pages, scanned, renderer)
    }

    /// What the link check found, with templates named as the user sees them.
    private func problems(
        _ check: SiteLinkCheck, _ pages: [Page], _ scanned: [SiteLinkCheck.PageLinks?], _ renderer: SiteRenderer,
        scans: ScannedPages? = nil
    )
        -> Diagnostics
    {
        check.problems(
            pages, scanned, chapters: renderer.chapters, templates: renderer.site.templates.sources,
            templatePath: { site.item("Templates", $0.fileName).path },
            broken: { page, links, ids in
                scans?.broken(at: page, links, ids: ids) ?? SiteLinkCheck.broken(links, ids: ids)
            })
    }

    /// What checks the links of `pages`: every file the build writes, pages, assets and the search's shards.
    private func linkCheck(_ pages: [Page], _ renderer: SiteRenderer, keptShards: [String] = []) -> SiteLinkCheck {
        var files = Set(pages.map(\.path)).union(keptShards)
        files.formUnion(renderer.site.templates.assets.map { Route.asset($0.path).path })
        files.formUnion(renderer.site.curriculum.assets.map { Route.curriculumFile($0).path })
        files.formUnion(
            renderer.search.shards.map { Route.searchShard(name: SearchIndex.fileName(forShard: $0.key)).path })
        if renderer.site.config.baseURL != nil { files.insert(Route.sitemap.path) }
        return SiteLinkCheck(files: files, baseURL: renderer.site.config.baseURL)
    }

    /// Renders every page into the guarded output and publishes the whole site, or nothing when anything failed.
    /// Pages whose inputs are those the last build recorded, with their files untouched since, are left as they are
    /// (``PageRecord``), and of the pages made again, what is unchanged is taken from the last build's files
    /// (``Reuse/takeParts(for:entries:entryKeys:pages:from:lastEntry:)``).
    private func publish(_ pages: [Page], with renderer: SiteRenderer, records: BuildRecords) -> Published {
        do throws(OutputError) {
            let output = try GuardedOutput(
                folder: URL(fileURLWithPath: outputPath), displayPath: outputPath, site: site.url,
                waiting: { notice in
                    progress?.finish(); waitingNotice?(notice)
                })
            var renderer = renderer
            let entries = SitePages.searchEntries(renderer)
            let entryKeys = SearchInputs.entryKeys(of: entries, chapters: renderer.chapters)
            let search = SearchInputs.key(ofEntries: entryKeys)
            let reuse = Reuse(
                output: output, pages: pages, renderer: renderer, settings: site.content("site.yml").url,
                search: search)
            let printLinks = reuse.takeParts(
                for: &renderer, entries: entries, entryKeys: entryKeys, pages: pages, from: output,
                lastEntry: { records.chapters?.lastEntry(of: $0) })
            // Freeing the search's entries and index, the print page's parts and links, and what was reused took
            // about 1 % of a rebuild after one edit (perf). Not the output: letting it go ends the build's hold on it.
            defer { if leavesMemoryToExit { LeftToExit.hold((renderer, reuse, entries, entryKeys, printLinks)) } }
            let (failures, links) = try write(
                pages, with: renderer, into: output, skipping: reuse.unchanged, keptIn: output.root.path,
                keptShards: reuse.keptShards ?? [], printLinks: printLinks)
            guard failures.isEmpty else { return Published(diagnostics: templateDiagnostics(failures)) }
            guard !links.hasErrors else { return Published(diagnostics: links) }
            // A site without a class leaves the record as it is: were it dropped, a class folder put back later with
            // a rewritten ledger and lock would pass unnoticed.
            if let lock = renderer.site.classLock {
                output.setControlFile(PublishedLock.fileName, to: PublishedLock(lock).text)
            }
            let identities = records.leave(in: output, said: links, known: reuse.known)
            progress?.begin("Publishing", total: 0)
            let pageRecord = reuse.record(writtenShards: SearchInputs.paths(of: renderer.search), search: search)
            let partRecords = reuse.partRecords(
                of: renderer, entryKeys: entryKeys, links: printLinks, in: output)
            try output.commit(records: [pageRecord].compactMap { $0 } + partRecords + identities)
            var published = Published(diagnostics: links)
            if output.interruptedPublish {
                published.diagnostics.warning(
                    "the last build was stopped while it published into this folder (some pages were old, some new); "
                        + "this build published every page again, so it is whole now", in: outputPath)
            }
            published.unchanged = reuse.unchanged.count - reuse.keptSearchFileCount
            published.keptSearch = reuse.keptSearchFileCount
            published.keptPrint = renderer.printParts?.takenCount ?? 0
            published.keptPrintFrame = renderer.printParts?.tookFrame ?? false
            published.keptWords = (renderer.search.keptWordCount, renderer.search.wordCount)
            return published
        } catch {
            var diagnostics = Diagnostics()
            diagnostics.error("\(error.description); nothing in it was changed", in: outputPath)
            return Published(diagnostics: diagnostics)
        }
    }

    /// What a build into the output folder said and counted: pages, search files, print page chapters and search
    /// words left as the last build wrote them.
    private struct Published {
        var diagnostics: Diagnostics
        var unchanged = 0
        var keptSearch = 0
        var keptPrint = 0
        var keptPrintFrame = false
        var keptWords = (0, 0)
    }

    /// Renders and stages every page and asset, but for the `unchanged` pages and the search's `keptShards`, which the
    /// output already keeps, and
    /// checks the links between them (an unchanged page's own links were checked when it was written; its ids are
    /// read back from the folder `keptIn` when a written page links into it). With `scans`, a page whose HTML is
    /// the last build's is not scanned again. Returns the templates that could not be
    /// rendered (when there are any, nothing more is staged and nothing is to be published) and what the link check
    /// found.
    private func write(
        _ pages: [Page], with renderer: SiteRenderer, into output: some SiteOutput,
        skipping unchanged: Set<String> = [],
        keptIn folder: String? = nil, keptShards: [String] = [], printLinks: PrintLinks? = nil,
        scans: ScannedPages? = nil, changes: ChangedFiles = .unknown
    ) throws(OutputError) -> (failures: [TemplateError], links: Diagnostics) {
        progress?.begin("Writing pages", total: pages.count)
        let check = linkCheck(pages, renderer, keptShards: keptShards)
        scans?.begin(check)
        let results = pages.parallelMap { page -> Swift.Result<SiteLinkCheck.PageLinks?, PageFailure> in
            defer { progress?.advance() }
            if unchanged.contains(page.path) { return .success(nil) }
            if page.isBatched && scans == nil {
                return Self.writeInBatches(page, renderer, output, check, links: printLinks)
            }
            do throws(TemplateError) {
                let parts = try page.parts(renderer)
                do throws(OutputError) {
                    try output.write(parts: parts, to: page.path)
                } catch {
                    return .failure(.output(error))
                }
                return .success(
                    scans?.links(of: parts, at: page.path, check: check) ?? check.scan(parts, at: page.path))
            } catch {
                return .failure(.template(error))
            }
        }
        var templates: [TemplateError] = [], scanned: [SiteLinkCheck.PageLinks?] = []
        for result in results {
            switch result {
            case .failure(.output(let error)): throw error
            case .failure(.template(let error)): templates.append(error)
            case .success(let links): scanned.append(links)
            }
        }
        guard templates.isEmpty else { return (templates, Diagnostics()) }
        try writeAssets(of: renderer.site, into: output, changes: changes)
        for case let (key, script?) in renderer.search.shards {  // one without is kept as it is (``SearchWords``)
            try output.write(script, to: Route.searchShard(name: SearchIndex.fileName(forShard: key)).path)
        }
        if let sitemap = renderer.sitemap(for: pages) {
            try output.write(sitemap, to: Route.sitemap.path)
        }
        Self.fillIDs(linkedFrom: &scanned, pages, check, kept: unchanged, in: folder, printLinks: printLinks)
        let links = problems(check, pages, scanned, renderer, scans: scans)
        // Every page's links, as ``publish(_:with:records:)`` leaves the rest (0.3 % of a rebuild after one edit).
        if leavesMemoryToExit { LeftToExit.hold((results, scanned, check)) }
        return ([], links)
    }

    /// Writes the templates' assets and the files the curriculum's folder holds beside its chapters.
    private func writeAssets(
        of site: Site, into output: some SiteOutput, changes: ChangedFiles
    ) throws(OutputError) {
        cache?.copies.begin()
        for asset in site.templates.assets {
            switch asset.source {
            case .bundled(let data): try output.write(data, to: Route.asset(asset.path).path)
            case .file(let url): try copy(url, to: Route.asset(asset.path).path, into: output, changes: changes)
            }
        }
        for asset in site.curriculum.assets {
            try copy(
                site.curriculumFolder.appendingPathComponent(asset), to: Route.curriculumFile(asset).path,
                into: output, changes: changes)
        }
        cache?.copies.finish()
    }

    /// Copies the file at `source` to `path`: with a ``cache``, as the last build read it when `changes` does not
    /// name it.
    private func copy(
        _ source: URL, to path: String, into output: some SiteOutput, changes: ChangedFiles
    ) throws(OutputError) {
        guard let copies = cache?.copies else { return try output.copy(source, to: path) }
        guard let data = copies.data(at: source, changes: changes) else {
            throw OutputError("\(source.path) cannot be read to copy it to \(path)")
        }
        try output.write(data, to: path)
    }

    /// One error for each template that failed, however many pages it failed on.
    private func templateDiagnostics(_ failures: [TemplateError]) -> Diagnostics {
        var diagnostics = Diagnostics()
        for template in Set(failures.map(\.template)).sorted(by: { $0.rawValue < $1.rawValue }) {
            diagnostics.error(
                TemplateError(template: template).description, in: site.item("Templates", template.fileName).path)
        }
        return diagnostics
    }
}
