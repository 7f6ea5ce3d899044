import CashDashModel
import Foundation
import Charts
import CmarkHTML

/// A chapter's rendered Markdown as a build holds it: its HTML and text are the record's bytes for a chapter taken
/// from there (``ChapterRecord``), read only if a page made again shows them.
struct RenderedBody: Sendable {
    var html: LazyText
    /// Every heading in document order, with the `id` it was given.
    var headings: [Heading]
    /// As ``RenderedMarkdown/wordCount`` and ``RenderedMarkdown/ideographCount`` count them.
    var wordCount: Int
    var ideographCount: Int
    /// The prose as plain text, in parts as ``RenderedMarkdown/text`` has them.
    var text: [LazyText]

    init(html: LazyText, headings: [Heading], wordCount: Int, ideographCount: Int, text: [LazyText]) {
        (self.html, self.headings, self.text) = (html, headings, text)
        (self.wordCount, self.ideographCount) = (wordCount, ideographCount)
    }

    init(_ markdown: RenderedMarkdown) {
        self.init(
            html: LazyText(markdown.html), headings: markdown.headings, wordCount: markdown.wordCount,
            ideographCount: markdown.ideographCount, text: markdown.text.map(LazyText.init))
    }
}

/// A chapter after its Markdown has been rendered.
///
/// A class, never changed once made: a build passes its chapters from stage to stage several times, and a copy of a
/// struct this size meant a reference count on each of its twenty strings and arrays; a copy of this is one (a
/// `serve` rebuild of 2,000 chapters rendered them in 26 ms as a struct, 18 ms as this). An unchanged chapter is the
/// very object the last build made, which lets a page be compared by it (``Same``).
final class RenderedChapter: Sendable {
    let chapter: Chapter
    let markdown: RenderedBody
    /// The table of contents (nested lists of links to the headings); nil when there are no headings to list. Made
    /// when asked, by the chapter's page: a rebuild keeps thousands of chapters whose pages it does not make.
    var contentsHTML: String? {
        let contents = TableOfContents(headings: markdown.headings)
        return contents.entries.isEmpty ? nil : contents.html
    }
    /// The chapter's entry in the site search.
    let search: SearchEntry
    /// Glossary terms linked in the chapter, in the order they first appear.
    let terms: [GlossaryEntry]
    /// Its links to parts of chapters, its own included.
    let fragmentLinks: [FragmentLink]
    /// Its links to parts of other pages (`/glossary/#budget`), checked once every page is rendered.
    let pageFragmentLinks: [PageFragmentLink]
    /// Its self-check quizzes, in order, for the teacher's answer key.
    let quizzes: [Quiz]
    /// The digest of everything its rendering read (``ChapterRecord/key(of:in:)``), when a build into the output
    /// folder keeps its chapters for the next.
    let key: String?

    convenience init(
        chapter: Chapter, markdown: RenderedMarkdown, terms: [GlossaryEntry], fragmentLinks: [FragmentLink] = [],
        pageFragmentLinks: [PageFragmentLink] = [], quizzes: [Quiz] = [], key: String? = nil
    ) {
        self.init(
            chapter: chapter, body: RenderedBody(markdown), terms: terms, fragmentLinks: fragmentLinks,
            pageFragmentLinks: pageFragmentLinks, quizzes: quizzes, key: key,
            search: SearchEntry(chapter: chapter, markdown: markdown))
    }

    /// A chapter as rendered before, taken with its search entry as made then.
    init(
        chapter: Chapter, body: RenderedBody, terms: [GlossaryEntry], fragmentLinks: [FragmentLink],
        pageFragmentLinks: [PageFragmentLink], quizzes: [Quiz], key: String?, search: SearchEntry
    ) {
        self.chapter = chapter
        self.markdown = body
        self.search = search
        self.terms = terms
        self.fragmentLinks = fragmentLinks
        self.pageFragmentLinks = pageFragmentLinks
        self.quizzes = quizzes
        self.key = key
    }

    /// Whether the chapter's HTML has a part with the id `id`: a heading's, a footnote's, a chart's or the author's
    /// own (an `id` or `<a name>`). Looked for as ` id="…"` with `memchr` rather than by reading every id into a
    /// set: a rebuild checks the links into thousands of chapters it did not render.
    func hasID(_ id: String) -> Bool {
        if markdown.headings.contains(where: { $0.id == id }) { return true }
        return markdown.html.withUTF8 { bytes in
            [" id=\"", " name=\""].contains { attribute in
                let pattern = Array(attribute.utf8) + Array(id.utf8) + [UInt8(ascii: "\"")]
                return pattern.withUnsafeBufferPointer { bytes.firstOffset(of: $0) != nil }
            }
        }
    }

    /// Minutes to read, at least one.
    var readingMinutes: Int {
        // 200 words a minute, or 500 Chinese or Japanese characters; in thousandths of a minute, rounded.
        let characters = markdown.ideographCount
        return max(1, ((markdown.wordCount - characters) * 5 + characters * 2 + 500) / 1000)
    }

    /// Renders each published chapter on all cores, resolving links between chapters and to `pages`; `advance` is
    /// called once for each chapter done. With a `cache`, a chapter rendered by the last build in the same context is
    /// taken from it; with a `record`, one whose key is the one the last build kept is taken from that, and the
    /// record keeps this build's for the next.
    static func renderAll(
        _ curriculum: Curriculum, glossary: Glossary, folderPath: String, options: MarkdownRenderer.Options,
        money: NumberStyle, pages: [Route] = [], words: Catalogue = .english, days: DayFormat = .unitedStates,
        cache: ChapterRenderCache? = nil, record: ChapterRecord? = nil,
        advance: @Sendable () -> Void = {}, diagnostics: inout Diagnostics
    ) -> [RenderedChapter] {
        let context =
            cache == nil && record == nil
            ? nil
            : ChapterContext(
                curriculum, glossary: glossary, folderPath: folderPath, money: money, pages: pages, options: options,
                words: words, days: days)
        let reusable = context.flatMap { cache?.entries(for: $0) } ?? [:]
        // Drafts are checked too, so a broken link is found before the chapter is published.
        let all = curriculum.chapters + curriculum.drafts
        let shared = record == nil ? nil : context?.digest
        let keys = all.map { chapter in shared.map { ChapterRecord.key(of: chapter, in: $0) } }
        // What the last build rendered from the same chapter is taken in one pass; the rest is rendered on all cores.
        var results: [ChapterRenderCache.Entry?] = all.indices.map { index in
            let chapter = all[index]
            if let entry = reusable[chapter.fileName], entry.rendered.chapter == chapter {
                advance()
                return entry
            }
            guard let record, let key = keys[index],
                let entry = record.reused(chapter, key: key, glossary: glossary.entries, keepingBody: cache != nil)
            else { return nil }
            advance()
            return entry
        }
        let missing = results.indices.filter { results[$0] == nil }
        if missing.count <= SearchIndex.patchLimit { record?.noteLastEntries(of: missing.map { all[$0].fileName }) }
        record?.releaseLast()
        if !missing.isEmpty {
            let targets = ChapterHooks.Targets(
                curriculum, folderPath: folderPath, money: money, glossary: glossary, pages: pages, words: words,
                days: days)
            let rendered = render(
                missing.map { (all[$0], keys[$0]) }, targets: targets, options: options, keepingBody: cache != nil,
                advance: advance)
            for (index, entry) in zip(missing, rendered) { results[index] = entry }
        }
        let entries = results.map { $0! }
        for entry in entries { diagnostics.append(contentsOf: entry.diagnostics) }
        checkFragments(entries.map(\.rendered), diagnostics: &diagnostics)
        if let cache, let context {
            cache.store(
                Dictionary(entries.map { ($0.rendered.chapter.fileName, $0) }, uniquingKeysWith: { first, _ in first }),
                for: context)
        }
        record?.keep(entries, rendered: Set(missing.map { all[$0].fileName }))
        return entries.prefix(curriculum.chapters.count).map(\.rendered)
    }

    /// Renders `chapters` (each with its key, if any) on all cores; `advance` is called once for each chapter done.
    private static func render(
        _ chapters: [(Chapter, String?)], targets: ChapterHooks.Targets, options: MarkdownRenderer.Options,
        keepingBody: Bool, advance: @Sendable () -> Void
    ) -> [ChapterRenderCache.Entry] {
        let renderer = MarkdownRenderer(options: options)
        return chapters.parallelMap { chapter, key -> ChapterRenderCache.Entry in
            defer { advance() }
            var resolver = ChapterHooks(targets: targets, chapter: chapter)
            let markdown = renderer.render(
                chapter.body, firstLine: chapter.bodyFirstLine, lineMap: chapter.lineMap, hooks: &resolver
            )
            .withFocusableCodeBlocks
            // Without a cache nothing compares a chapter's Markdown again: it is not kept (see
            // ``Curriculum/dropMarkdown()``).
            var kept = chapter
            if !keepingBody { kept.dropBody() }
            let rendered = RenderedChapter(
                chapter: kept, markdown: markdown, terms: resolver.linkedTerms.map { targets.terms.entries[$0] },
                fragmentLinks: resolver.fragmentLinks, pageFragmentLinks: resolver.pageFragmentLinks,
                quizzes: resolver.quizzes, key: key)
            return ChapterRenderCache.Entry(
                rendered: rendered, diagnostics: resolver.diagnostics, linkedTerms: resolver.linkedTerms)
        }
    }

    /// Warns at every link to a part of a chapter that has no such id, as a reader's browser would silently stay at
    /// the top of the page. `#top` is the top of every page.
    static func checkFragments(_ chapters: [RenderedChapter], diagnostics: inout Diagnostics) {
        let linking = chapters.filter { !$0.fragmentLinks.isEmpty }
        guard !linking.isEmpty else { return }
        let byFile = Dictionary(chapters.map { ($0.chapter.fileName, $0) }, uniquingKeysWith: { first, _ in first })
        for chapter in linking {
            for link in chapter.fragmentLinks where !link.id.isEmpty && link.id.lowercased() != "top" {
                guard let target = byFile[link.file], !target.hasID(link.id) else { continue }
                let headings = target.markdown.headings.map(\.id)
                let page = link.file == chapter.chapter.fileName ? "this chapter" : "`\(link.file)`"
                var message =
                    "links to `\(link.fragment)`, but \(page) has no heading with that id, so the link opens the "
                    + "top of the page"
                if let guess = suggestion(for: link.id, among: headings) {
                    message += "; did you mean `#\(guess)`?"
                } else {
                    message += "; a heading's id is its text in lower case with `-` for spaces, or the `{#id}` after it"
                }
                diagnostics.warning(
                    message, in: chapter.chapter.path, line: link.position.line, column: link.position.column)
            }
        }
    }
}
