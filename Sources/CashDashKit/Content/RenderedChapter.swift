import CashDashModel
import Charts
import CmarkHTML

/// A chapter after its Markdown has been rendered.
struct RenderedChapter: Sendable {
    var chapter: Chapter
    var markdown: RenderedMarkdown
    /// The table of contents (nested lists of links to the headings); nil when there are no headings to list.
    var contentsHTML: String?
    /// The chapter's entries in the search index.
    var searchEntries: String
    /// Glossary terms linked in the chapter, in the order they first appear.
    var terms: [GlossaryEntry] = []

    private static func contents(of markdown: RenderedMarkdown) -> String? {
        let contents = TableOfContents(headings: markdown.headings)
        return contents.entries.isEmpty ? nil : contents.html
    }

    /// Minutes to read at 200 words a minute, at least one.
    var readingMinutes: Int { max(1, (markdown.wordCount + 100) / 200) }

    /// Renders each published chapter on all cores, resolving links between chapters and to `pages`; `advance` is
    /// called once for each chapter done. With a `cache`, a chapter rendered by the last build in the same context is
    /// taken from it.
    static func renderAll(
        _ curriculum: Curriculum, glossary: Glossary, folderPath: String, options: MarkdownRenderer.Options,
        money: NumberStyle, pages: [Route] = [], cache: ChapterRenderCache? = nil, advance: @Sendable () -> Void = {},
        diagnostics: inout Diagnostics
    ) -> [RenderedChapter] {
        let renderer = MarkdownRenderer(options: options)
        let targets = ChapterHooks.Targets(curriculum, folderPath: folderPath, money: money, glossary: glossary, pages: pages)
        let context = cache.map { _ in
            ChapterContext(curriculum, glossary: glossary, folderPath: folderPath, money: money, pages: pages, options: options)
        }
        let reusable = context.flatMap { cache?.entries(for: $0) } ?? [:]
        // Drafts are checked too, so a broken link is found before the chapter is published.
        let all = curriculum.chapters + curriculum.drafts
        let results = all.parallelMap { chapter -> ChapterRenderCache.Entry in
            defer { advance() }
            if let entry = reusable[chapter.fileName], entry.chapter == chapter { return entry }
            var resolver = ChapterHooks(targets: targets, chapter: chapter)
            let markdown = renderer.render(chapter.body, firstLine: chapter.bodyFirstLine, lineMap: chapter.lineMap, hooks: &resolver)
            var rendered = RenderedChapter(
                chapter: chapter, markdown: markdown, contentsHTML: Self.contents(of: markdown),
                searchEntries: SearchIndex.entries(for: chapter, markdown: markdown))
            rendered.terms = resolver.linkedTerms.map { targets.terms.entries[$0] }
            return ChapterRenderCache.Entry(chapter: chapter, rendered: rendered, diagnostics: resolver.diagnostics)
        }
        for entry in results { diagnostics.append(contentsOf: entry.diagnostics) }
        if let cache, let context {
            cache.store(Dictionary(results.map { ($0.chapter.fileName, $0) }, uniquingKeysWith: { first, _ in first }), for: context)
        }
        return results.prefix(curriculum.chapters.count).map(\.rendered)
    }
}
