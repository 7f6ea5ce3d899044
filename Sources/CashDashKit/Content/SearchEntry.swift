import CashDashModel
import CmarkHTML

/// One thing the site search can find (a chapter, a term, a currency, a student…) and its words, each with a score
/// and the place to show for it.
///
/// A word in the title counts most, one in a heading next, each in the text one (up to ten): a chapter titled
/// "Exchange rates" comes before one that says "rates" twice. A chapter's entry is made when the chapter is rendered,
/// so a rebuild that renders one chapter makes one entry again.
struct SearchEntry: Sendable, Equatable {
    /// What the search box shows: Chapter, Term, Currency…
    var kind: String
    var title: String
    /// The address relative to the site root.
    var url: String
    /// Each folded word and where it was found.
    var words: [String: Hit] = [:]

    /// A word of the entry.
    struct Hit: Sendable, Equatable {
        var inTitle = false
        var headings = 0
        var text = 0
        /// The heading id to link to (`#budgets`), or empty for the top of the page.
        var anchor = ""
        /// A short piece of the text around the word's first place, or the heading it is in; empty when the word is
        /// in the title only.
        var excerpt = ""
        /// 2 when `excerpt` is a heading, 1 when it is text, 0 when there is none.
        var place = 0

        /// Title 30, each heading 8 (at most 3), each use in the text 1 (at most 10).
        var score: Int { (inTitle ? 30 : 0) + min(headings, 3) * 8 + min(text, 10) }
    }

    init(kind: String, title: String, url: String) {
        self.kind = kind
        self.title = title
        self.url = url
        add(title: title)
    }

    /// Adds the words of the title (called by `init`).
    private mutating func add(title: String) {
        SearchText.forEachWord(in: title) { word, _ in words[word, default: Hit()].inTitle = true }
    }

    /// Adds the words of a heading, which link to it by `anchor`.
    mutating func add(heading: String, anchor: String) {
        SearchText.forEachWord(in: heading) { word, _ in
            var hit = words[word, default: Hit()]
            hit.headings += 1
            if hit.place < 2 { (hit.anchor, hit.excerpt, hit.place) = (anchor, heading, 2) }
            words[word] = hit
        }
    }

    /// Adds the words of some text, which is under the heading `anchor` (empty: at the top of the page).
    mutating func add(text: String, anchor: String = "") {
        SearchText.forEachWord(in: text) { word, range in
            if var hit = words[word] {
                hit.text += 1
                if hit.place == 0 { (hit.anchor, hit.excerpt, hit.place) = (anchor, SearchText.excerpt(of: text, around: range), 1) }
                words[word] = hit
            } else {
                words[word] = Hit(text: 1, anchor: anchor, excerpt: SearchText.excerpt(of: text, around: range), place: 1)
            }
        }
    }

    /// A chapter's entry: its title, summary and objectives, its headings and its text (not its code blocks, so not
    /// a quiz's answers).
    init(chapter: Chapter, markdown: RenderedMarkdown) {
        self.init(kind: "Chapter", title: chapter.title, url: Route.chapter(slug: chapter.slug).path)
        if let summary = chapter.summary { add(text: summary) }
        for objective in chapter.objectives { add(text: objective) }
        for (index, part) in markdown.text.enumerated() where !part.isEmpty {
            let anchor = index == 0 ? "" : markdown.headings[index - 1].id
            add(text: part, anchor: anchor)
        }
        for heading in markdown.headings { add(heading: heading.text, anchor: heading.id) }
    }
}
