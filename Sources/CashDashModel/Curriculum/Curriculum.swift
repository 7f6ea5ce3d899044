import Foundation

/// The chapters of `Content/curriculum/`, in reading order, each with a unique slug.
public struct Curriculum: Sendable {
    /// Published chapters in reading order.
    public var chapters: [Chapter]
    /// Chapters marked `draft: true`: read and checked, but no page is built.
    public var drafts: [Chapter]
    /// Other files in the folder (pictures, PDFs), as paths relative to it; they are copied beside the pages.
    public var assets: [String]
    /// Markdown files that could not be read as chapters (their errors are already reported).
    public var unreadable: [String] = []
    /// The chapters are in the order of a `SUMMARY.md`, which ``arrange(diagnostics:)`` keeps.
    public var isOrderedBySummary = false
    /// Markdown files a `SUMMARY.md` does not list: no page is made for them.
    public var unlisted: Set<String> = []

    /// Slugs the curriculum's own pages use, which a chapter cannot take.
    public static let reservedSlugs: Set<String> = ["print", "index", "assets"]

    /// Lets every chapter's Markdown go (``Chapter/dropBody()``), for a build that has rendered it and will not read
    /// it again: 12 MB of 2,000 chapters, otherwise held until the last page is written.
    public mutating func dropMarkdown() {
        for index in chapters.indices { chapters[index].dropBody() }
        for index in drafts.indices { drafts[index].dropBody() }
    }

    public init(chapters: [Chapter], drafts: [Chapter] = [], assets: [String] = []) {
        self.chapters = chapters
        self.drafts = drafts
        self.assets = assets
    }

    /// The names of a file that opens its folder's section.
    public static let sectionIndexNames: Set<String> = ["index.md", "_index.md", "readme.md"]

    /// `chapters` with the section of each one in a sub-folder (its top folder), and its depth below it.
    static func sectioned(_ chapters: [Chapter]) -> [Chapter] {
        var openers: [String: Chapter] = [:]
        // Chapters at the top (no `/` in their file name) are in no section.
        guard chapters.contains(where: { $0.fileName.utf8.contains(UInt8(ascii: "/")) }) else { return chapters }
        for chapter in chapters where chapter.fileName.opensItsFolder {
            let folder = chapter.fileName.pathFolders.joined(separator: "/")
            if !folder.isEmpty { openers[folder] = chapter }
        }
        return chapters.map { chapter in
            var chapter = chapter
            let folders = chapter.fileName.pathFolders
            guard let top = folders.first else { return chapter }
            let opener = openers[top]
            chapter.section = Chapter.Section(
                title: opener?.title ?? readableName(top), order: opener?.order ?? Chapter.numberPrefix(of: top),
                key: top)
            chapter.depth = max(0, folders.count - 1 - (chapter.fileName.opensItsFolder ? 1 : 0))
            return chapter
        }
    }

    /// A folder's name as a title: `02-getting_started` → `Getting started`.
    static func readableName(_ folder: String) -> String {
        let words = folder.drop { $0.isNumber }.drop { $0 == "-" || $0 == "_" || $0 == "." || $0 == " " }
            .replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        guard let first = words.first else { return folder }
        return first.uppercased() + words.dropFirst()
    }

    /// `chapters` in the order of `summary`, each in its part and at its depth there. A listed file that is not a
    /// chapter, or is listed twice, is an error at its line of the summary.
    static func ordered(
        _ chapters: [Chapter], by summary: BookSummary, known: Set<String>, path: String, diagnostics: inout Diagnostics
    ) -> [Chapter] {
        var rank: [String: Int] = [:]
        var byFile = Dictionary(chapters.map { ($0.fileName, $0) }, uniquingKeysWith: { first, _ in first })
        // Made once: it sorts the names once and answers at most `Suggester.maximumLookups` missing entries.
        var suggester = Suggester(known.sorted())
        for (index, entry) in summary.entries.enumerated() {
            guard known.contains(entry.file) else {
                var message = "lists `\(entry.file)`, but there is no such file in the curriculum folder"
                if let guess = suggester.suggestion(for: entry.file) { message += "; did you mean `\(guess)`?" }
                diagnostics.error(message, in: path, line: entry.line, column: entry.column)
                continue
            }
            guard rank[entry.file] == nil else {
                diagnostics.error(
                    "lists `\(entry.file)` a second time; a chapter has one place, so remove this line", in: path,
                    line: entry.line, column: entry.column)
                continue
            }
            rank[entry.file] = index
            byFile[entry.file]?.section = entry.part.map { Chapter.Section(title: $0, key: $0) }
            byFile[entry.file]?.depth = entry.depth
            byFile[entry.file]?.bookNumber = entry.number
        }
        return chapters.compactMap { byFile[$0.fileName] }.stableSorted { rank[$0.fileName] ?? Int.max }
    }

    /// Puts chapters in reading order and gives each a unique slug, warning about titles that collide.
    ///
    /// Without a `SUMMARY.md`, as Hugo orders a section's pages and sub-sections together: at each folder level,
    /// the folder's opening file comes first, then its chapters and sub-folders together by `order` (a folder's from
    /// its opening file, else its name's number prefix; those without one after the rest), then by name.
    public mutating func arrange(diagnostics: inout Diagnostics) {
        if !isOrderedBySummary {
            let folders = FolderOrders(chapters + drafts)
            chapters = chapters.stableSorted { folders.place(of: $0) }
        }
        var names = UniqueNames(reserved: Self.reservedSlugs)
        names.reserveCapacity(chapters.count)
        for index in chapters.indices {
            let base = chapters[index].pageName
            let slug = names.claim(base)
            if slug != base {
                diagnostics.warning(
                    "the title makes the page name `\(base)`, which is already taken, so this chapter's page is "
                        + "`curriculum/\(slug)/`; give it a different title to choose its name",
                    in: chapters[index].path,
                    line: chapters[index].titleLine)
            }
            if chapters[index].slug != slug { chapters[index].slug = slug }
        }
    }

    /// The slug of every chapter and draft by file name, for resolving links between chapters.
    public func slugsByFile() -> [String: (slug: String, isDraft: Bool)] {
        var byFile: [String: (slug: String, isDraft: Bool)] = [:]
        byFile.reserveCapacity(drafts.count + chapters.count)
        for draft in drafts { byFile[draft.fileName] = (draft.slug, true) }
        for chapter in chapters { byFile[chapter.fileName] = (chapter.slug, false) }
        return byFile
    }
}

extension String {
    /// Whether the file at this path inside the curriculum opens its folder's section: an `index.md`, `_index.md`
    /// or `README.md`, in any case.
    var opensItsFolder: Bool {
        Curriculum.sectionIndexNames.contains(pathFileName.lowercased())
    }
}

/// The `order` of each sub-folder of the curriculum: its opening file's (`index.md`, `_index.md`, `README.md`), else
/// the number at the start of its name.
struct FolderOrders {
    private var openers: [String: Int] = [:]

    init(_ chapters: [Chapter]) {
        for chapter in chapters where chapter.fileName.opensItsFolder {
            let folder = chapter.fileName.pathFolders.joined(separator: "/")
            if !folder.isEmpty, let order = chapter.order { openers[folder] = order }
        }
    }

    /// The order of `folder` (its path inside the curriculum), if it has one.
    func order(of folder: String) -> Int? {
        openers[folder] ?? Chapter.numberPrefix(of: folder.pathFileName)
    }

    /// Where `chapter` sorts: a step for each folder it is in, then one for itself.
    func place(of chapter: Chapter) -> ReadingPlace {
        let folders = chapter.fileName.pathFolders
        var steps: [ReadingPlace.Step] = []
        steps.reserveCapacity(folders.count + 1)
        var path = ""
        for (index, folder) in folders.enumerated() {
            path = index == 0 ? folder : path + "/" + folder
            // The section a chapter was given (by a test, or by `Curriculum.sectioned`) orders its top folder.
            let order = index == 0 && chapter.section?.key == folder ? chapter.section?.order : order(of: path)
            steps.append(ReadingPlace.Step(opensFolder: false, order: order ?? Int.max, name: folder))
        }
        // The curriculum's own `_index.md` (Hugo's docs section page) or `README.md` (mdBook's introduction) opens it.
        let opensFolder = chapter.fileName.opensItsFolder
        steps.append(
            ReadingPlace.Step(
                opensFolder: opensFolder, order: opensFolder ? 0 : chapter.order ?? Int.max,
                name: chapter.fileName.pathFileName))
        return ReadingPlace(steps: steps)
    }
}

/// Where a chapter sorts without a `SUMMARY.md`: step by step down its folders, compared in turn.
struct ReadingPlace: Comparable {
    /// A folder, or the chapter itself: a folder's opening file first, then by `order`, then by name.
    struct Step: Comparable {
        var opensFolder: Bool, order: Int, name: String

        static func < (a: Self, b: Self) -> Bool {
            (a.opensFolder ? 0 : 1, a.order, a.name) < (b.opensFolder ? 0 : 1, b.order, b.name)
        }
    }

    var steps: [Step]

    static func < (a: Self, b: Self) -> Bool {
        a.steps.lexicographicallyPrecedes(b.steps)
    }
}
