import CashDashModel
import Charts
import CmarkHTML

/// A chapter after its Markdown has been rendered.
struct RenderedChapter: Sendable {
    var chapter: Chapter
    var markdown: RenderedMarkdown
    var tableOfContents: TableOfContents
    /// Glossary terms linked in the chapter, in the order they first appear.
    var terms: [GlossaryEntry] = []

    /// Minutes to read at 200 words a minute, at least one.
    var readingMinutes: Int { max(1, (markdown.wordCount + 100) / 200) }

    /// Renders each published chapter on all cores, resolving links between chapters and to `pages`; `advance` is
    /// called once for each chapter done.
    static func renderAll(
        _ curriculum: Curriculum, glossary: Glossary, folderPath: String, options: MarkdownRenderer.Options,
        money: NumberStyle, pages: [Route] = [], advance: @Sendable () -> Void = {}, diagnostics: inout Diagnostics
    ) -> [RenderedChapter] {
        let renderer = MarkdownRenderer(options: options)
        let targets = ChapterHooks.Targets(curriculum, folderPath: folderPath, money: money, glossary: glossary, pages: pages)
        let results = curriculum.chapters.parallelMap { chapter -> (RenderedChapter, Diagnostics) in
            var resolver = ChapterHooks(targets: targets, chapter: chapter)
            let markdown = renderer.render(chapter.body, firstLine: chapter.bodyFirstLine, lineMap: chapter.lineMap, hooks: &resolver)
            advance()
            var rendered = RenderedChapter(
                chapter: chapter, markdown: markdown, tableOfContents: TableOfContents(headings: markdown.headings))
            rendered.terms = resolver.linkedTerms.map { targets.terms.entries[$0] }
            return (rendered, resolver.diagnostics)
        }
        // Drafts are checked too, so a broken link is found before the chapter is published.
        let draftDiagnostics = curriculum.drafts.parallelMap { draft -> Diagnostics in
            var resolver = ChapterHooks(targets: targets, chapter: draft)
            _ = renderer.render(draft.body, firstLine: draft.bodyFirstLine, lineMap: draft.lineMap, hooks: &resolver)
            return resolver.diagnostics
        }
        for (_, local) in results { diagnostics.append(contentsOf: local) }
        for local in draftDiagnostics { diagnostics.append(contentsOf: local) }
        return results.map(\.0)
    }
}
