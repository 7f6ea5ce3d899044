import CashDashModel

/// What a list of chapters (the curriculum's index, the print page's contents, `chapter-list.js`) shows of one
/// chapter: a list drawn from equal values, in the same order, is the same list.
struct ListedChapter: Equatable, Sendable {
    var title: String
    var summary: String?
    var readingMinutes: Int
    var slug: String
    var depth: Int
    var section: Chapter.Section?
    /// Its number as readers see it (see ``Chapter/number(at:isInBook:)``).
    var number: String?

    init(_ rendered: RenderedChapter, number: String?) {
        let chapter = rendered.chapter
        self.number = number
        (title, summary, readingMinutes) = (chapter.title, chapter.summary, rendered.readingMinutes)
        (slug, depth, section) = (chapter.slug, chapter.depth, chapter.section)
    }
}
