import Foundation

extension Curriculum {
    /// Reads every `*.md` file of `directory` and its sub-folders; a missing folder means an empty curriculum.
    ///
    /// A sub-folder is a section. Its `index.md` (or `_index.md`, `README.md`) opens it and gives its title and order;
    /// otherwise the folder's name does. A `SUMMARY.md`, as mdBook writes it, gives the order, parts and nesting
    /// instead. `{{#include}}` may read any file inside `siteFolder` (by default, the folder above `directory`'s)
    /// but for hidden ones and those in `outputFolder` (by default `Output/` in the site folder).
    ///
    /// With a `cache` of the last load, only what `changes` names is read again (when changes are not known, each
    /// file's time stamp tells).
    public static func load(
        from directory: URL, path: String, siteFolder: URL? = nil, outputFolder: URL? = nil, cache: ChapterCache? = nil,
        changes: ChangedFiles = .unknown, diagnostics: inout Diagnostics
    ) -> Curriculum {
        var ignored = Diagnostics()  // a link's problems are the site's link check's to report
        let files =
            cache?.listing.files(in: directory, within: directory.siteFolder, changes: changes, problems: &ignored)
            ?? listFiles(in: directory, within: directory.siteFolder)
        // What a link leads to may change unnamed.
        let changes = cache?.listing.followedLinks(in: directory) == false ? changes : .unknown
        let summaryFile = files.first { $0.lowercased() == "summary.md" }
        let allMarkdown = files.filter { $0.lowercased().hasSuffix(".md") && $0 != summaryFile }
        let summary = summaryFile.flatMap { readSummary($0, in: directory, path: path, diagnostics: &diagnostics) }
        let includes = BookIncludes(siteFolder: siteFolder ?? directory.siteFolder, outputFolder: outputFolder)
        // With a summary, as in mdBook, only the files it lists are chapters; others may be parts other files include.
        let listed = summary.map { summary in Set(summary.entries.map(\.file)) }
        let markdown = listed.map { listed in allMarkdown.filter(listed.contains) } ?? allMarkdown
        let unlisted = listed.map { listed in allMarkdown.filter { !listed.contains($0) } } ?? []
        let source = ChapterSource(
            directory: directory, path: path, includes: includes,
            fallbackTitles: fallbackTitles(allMarkdown, summary: summary))
        let loaded = source.entries(markdown, cache: cache, changes: changes)
        var (chapters, unreadable) = collect(loaded, markdown, cache: cache, diagnostics: &diagnostics)
        chapters = Self.sectioned(chapters)
        if let summary, let summaryFile {
            chapters = Self.ordered(
                chapters, by: summary, known: Set(allMarkdown), path: displayPath(path, summaryFile),
                diagnostics: &diagnostics)
            warnUnlisted(unlisted, by: chapters, in: directory, path: path, diagnostics: &diagnostics)
        }
        var curriculum = Curriculum(
            chapters: chapters.filter { !$0.isDraft }, drafts: chapters.filter(\.isDraft),
            assets: files.filter { !$0.lowercased().hasSuffix(".md") })
        curriculum.unreadable = unreadable
        curriculum.isOrderedBySummary = summary != nil
        curriculum.unlisted = Set(unlisted)
        curriculum.arrange(diagnostics: &diagnostics)
        return curriculum
    }

    /// `SUMMARY.md`, read; nil when it cannot be read (the reason is reported).
    private static func readSummary(
        _ summaryFile: String, in directory: URL, path: String, diagnostics: inout Diagnostics
    ) -> BookSummary? {
        guard
            let text = readTextFile(
                directory.appendingPathComponent(summaryFile), path: displayPath(path, summaryFile),
                diagnostics: &diagnostics)
        else { return nil }
        return BookSummary(text, path: displayPath(path, summaryFile), diagnostics: &diagnostics)
    }

    /// The title of each file's line in SUMMARY.md, or, for a file that opens a folder, the folder's name.
    private static func fallbackTitles(_ allMarkdown: [String], summary: BookSummary?) -> [String: String] {
        let summaryTitles = Dictionary(
            (summary?.entries ?? []).map { ($0.file, $0.title) }, uniquingKeysWith: { first, _ in first })
        // A chapter with no title of its own takes its line's in SUMMARY.md, or, opening a folder, the folder's name
        // (Hugo's `_index.md` with only `bookCollapseSection: true` is titled by its folder, as Hugo titles it).
        var folderTitles = summaryTitles
        for fileName in allMarkdown where folderTitles[fileName] == nil {
            if let folder = fileName.pathFolders.last, fileName.opensItsFolder {
                folderTitles[fileName] = readableName(folder)
            }
        }
        return folderTitles
    }

    /// The chapters read, the files that could not be, and each file's entry stored in `cache`; every entry's
    /// problems go into `diagnostics`.
    private static func collect(
        _ loaded: [ChapterCache.Entry?], _ markdown: [String], cache: ChapterCache?, diagnostics: inout Diagnostics
    ) -> (chapters: [Chapter], unreadable: [String]) {
        var chapters: [Chapter] = []
        chapters.reserveCapacity(markdown.count)
        var unreadable: [String] = []
        var entries: [String: ChapterCache.Entry] = [:]
        entries.reserveCapacity(markdown.count)
        for (entry, fileName) in zip(loaded, markdown) {
            guard let entry else { continue }
            diagnostics.append(contentsOf: entry.diagnostics)
            if let chapter = entry.chapter { chapters.append(chapter) } else { unreadable.append(fileName) }
            entries[fileName] = entry
        }
        cache?.store(entries)
        return (chapters, unreadable)
    }

    /// Warns of each file SUMMARY.md does not list, unless a chapter includes it.
    private static func warnUnlisted(
        _ unlisted: [String], by chapters: [Chapter], in directory: URL, path: String, diagnostics: inout Diagnostics
    ) {
        let included = chapters.reduce(into: Set<String>()) { $0.formUnion($1.includedFiles) }
        for fileName in unlisted
        where !included.contains(realPath(directory.appendingPathComponent(fileName).path) ?? "") {
            diagnostics.warning(
                "this file is not listed in SUMMARY.md, so it has no page; add it there to publish it",
                in: displayPath(path, fileName))
        }
    }
}

/// Where the chapters are read from and what reading one needs.
private struct ChapterSource {
    var directory: URL
    var path: String
    var includes: BookIncludes
    var fallbackTitles: [String: String]

    /// Each file's entry: what the last load read from a file unchanged since is taken in one pass (a file no
    /// watcher named, without looking at it); the rest is read on all cores.
    func entries(_ markdown: [String], cache: ChapterCache?, changes: ChangedFiles) -> [ChapterCache.Entry?] {
        let readStarted = Date().timeIntervalSince1970
        let directoryPath = directory.path
        var loaded: [ChapterCache.Entry?] = markdown.map { fileName in
            changes.mayHaveChanged(directoryPath + "/" + fileName)
                ? nil : cache?.unchanged(fileName, fallbackTitle: fallbackTitles[fileName])
        }
        var unsure = loaded.indices.filter { loaded[$0] == nil }
        let stamps = Dictionary(
            uniqueKeysWithValues: zip(
                unsure,
                unsure.parallelMap { index in
                    let path = directoryPath + "/" + markdown[index]
                    return cache.map { $0.stamp(at: path) } ?? FileStamp(path: path)
                }))
        if !changes.isKnown {
            for index in unsure {
                loaded[index] = stamps[index]!.flatMap {
                    cache?.loaded(markdown[index], stamp: $0, fallbackTitle: fallbackTitles[markdown[index]])
                }
            }
            unsure = unsure.filter { loaded[$0] == nil }
        }
        let missing = unsure
        let fresh = missing.parallelMap { index in
            read(markdown[index], stamp: stamps[index]!, readStarted: readStarted)
        }
        for (index, entry) in zip(missing, fresh) { loaded[index] = entry }
        return loaded
    }

    /// One chapter file read and loaded, with its own problems.
    func read(_ fileName: String, stamp: FileStamp?, readStarted: TimeInterval) -> ChapterCache.Entry {
        let fallbackTitle = fallbackTitles[fileName]
        var local = Diagnostics()
        let chapterPath = displayPath(path, fileName)
        // A file, said so: asked to guess, Foundation looks at the disk for a folder there (1.8 % of a full build).
        let file = directory.appendingPathComponent(fileName, isDirectory: false)
        let chapter = readTextFile(file, path: chapterPath, diagnostics: &local).flatMap { text in
            ChapterLoader.load(
                text: text, path: chapterPath, fileName: fileName, file: file, includes: includes,
                fallbackTitle: fallbackTitle, diagnostics: &local)
        }
        return ChapterCache.Entry(
            stamp: stamp, read: readStarted, fallbackTitle: fallbackTitle, chapter: chapter, diagnostics: local)
    }
}
