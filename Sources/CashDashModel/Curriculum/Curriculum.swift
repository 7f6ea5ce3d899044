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

    /// Slugs the curriculum's own pages use, which a chapter cannot take.
    public static let reservedSlugs: Set<String> = ["print", "index", "assets"]

    public init(chapters: [Chapter], drafts: [Chapter] = [], assets: [String] = []) {
        self.chapters = chapters
        self.drafts = drafts
        self.assets = assets
    }

    /// Reads every `*.md` file of `directory`; missing folder means an empty curriculum.
    public static func load(from directory: URL, path: String, diagnostics: inout Diagnostics) -> Curriculum {
        let files = listFiles(in: directory, within: directory.siteFolder)
        let markdown = files.filter { $0.lowercased().hasSuffix(".md") && !$0.contains("/") }
        let loaded = markdown.parallelMap { fileName -> (Chapter?, Diagnostics) in
            var local = Diagnostics()
            let chapterPath = displayPath(path, fileName)
            guard let text = readTextFile(directory.appendingPathComponent(fileName), path: chapterPath, diagnostics: &local)
            else { return (nil, local) }
            return (ChapterLoader.load(text: text, path: chapterPath, fileName: fileName, diagnostics: &local), local)
        }
        var chapters: [Chapter] = []
        var unreadable: [String] = []
        for ((chapter, local), fileName) in zip(loaded, markdown) {
            diagnostics.append(contentsOf: local)
            if let chapter { chapters.append(chapter) } else { unreadable.append(fileName) }
        }
        var curriculum = Curriculum(
            chapters: chapters.filter { !$0.isDraft }, drafts: chapters.filter(\.isDraft),
            assets: files.filter { !$0.lowercased().hasSuffix(".md") })
        curriculum.unreadable = unreadable
        curriculum.arrange(diagnostics: &diagnostics)
        return curriculum
    }

    /// Puts chapters in reading order and gives each a unique slug, warning about titles that collide.
    public mutating func arrange(diagnostics: inout Diagnostics) {
        chapters.sort { ($0.order ?? Int.max, $0.fileName) < ($1.order ?? Int.max, $1.fileName) }
        var names = UniqueNames(reserved: Self.reservedSlugs)
        for index in chapters.indices {
            let chapter = chapters[index]
            var base = urlSlug(chapter.title)
            if base.isEmpty { base = urlSlug(String(chapter.fileName.dropLast(3))) }
            if base.isEmpty { base = "chapter" }
            let slug = names.claim(base)
            if slug != base {
                diagnostics.warning(
                    "the title makes the page name `\(base)`, which is already taken, so this chapter's page is "
                        + "`curriculum/\(slug)/`; give it a different title to choose its name", in: chapter.path,
                    line: chapter.titleLine)
            }
            chapters[index].slug = slug
        }
    }

    /// Every chapter and draft by file name, for resolving links between chapters.
    public func chaptersByFile() -> [String: (chapter: Chapter, isDraft: Bool)] {
        var byFile: [String: (chapter: Chapter, isDraft: Bool)] = [:]
        for draft in drafts { byFile[draft.fileName] = (draft, true) }
        for chapter in chapters { byFile[chapter.fileName] = (chapter, false) }
        return byFile
    }
}
