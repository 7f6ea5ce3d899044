import CashDashModel
import CmarkHTML
import Charts
import Synchronization

/// Chapters as the last build rendered them.
///
/// A chapter's rendered HTML depends on the chapter itself and on what its links and terms can point at: the other
/// chapters' files, slugs and drafts, the curriculum's files, the glossary, the site's pages and the Markdown
/// options. That is the ``ChapterContext``; when it changes, every chapter is rendered again, and when it holds, a
/// chapter equal to the one rendered last time is taken as it was, with its diagnostics.
final class ChapterRenderCache: Sendable {
    struct Entry: Sendable {
        /// The chapter, as rendered from `rendered.chapter`.
        var rendered: RenderedChapter
        var diagnostics: Diagnostics
        /// The linked terms, by their place in the glossary's entries (``ChapterRecord`` keeps them so).
        var linkedTerms: [Int] = []
    }

    private struct Contents: Sendable {
        var context: ChapterContext?
        var chapters: [String: Entry] = [:]
    }

    private let contents = Mutex(Contents())

    /// The entries to reuse for chapters rendered in `context`: none when the context changed.
    func entries(for context: ChapterContext) -> [String: Entry] {
        contents.withLock { $0.context == context ? $0.chapters : [:] }
    }

    /// Keeps what this build rendered, replacing what the last one did.
    func store(_ entries: [String: Entry], for context: ChapterContext) {
        contents.withLock { $0 = Contents(context: context, chapters: entries) }
    }
}

/// Everything besides a chapter itself that its rendered HTML depends on.
struct ChapterContext: Sendable, Equatable {
    /// Every chapter and draft by file, with its slug and whether it is a draft.
    var chapters: [String: String]
    var assets: Set<String>
    var unreadable: Set<String>
    var unlisted: Set<String>
    var folderPath: String
    var money: NumberStyle
    var glossary: [GlossaryEntry]
    /// The glossary's language, whose plurals link to its terms.
    var language: String
    var pages: [Route]
    var options: MarkdownRenderer.Options
    /// The site's words, which callouts, quizzes and charts write.
    var words: Catalogue
    /// How the site writes days, which charts write.
    var days: DayFormat

    init(
        _ curriculum: Curriculum, glossary: Glossary, folderPath: String, money: NumberStyle, pages: [Route],
        options: MarkdownRenderer.Options, words: Catalogue, days: DayFormat
    ) {
        self.words = words
        self.days = days
        var chapters: [String: String] = [:]
        for chapter in curriculum.chapters { chapters[chapter.fileName] = chapter.slug }
        for draft in curriculum.drafts { chapters[draft.fileName] = "draft " + draft.slug }
        self.chapters = chapters
        assets = Set(curriculum.assets)
        unreadable = Set(curriculum.unreadable)
        unlisted = curriculum.unlisted
        self.folderPath = folderPath
        self.money = money
        self.glossary = glossary.entries
        language = glossary.language
        self.pages = pages
        self.options = options
    }
}
