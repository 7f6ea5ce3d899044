import CashDashModel
import CmarkHTML

/// A calculator page after its Markdown has been rendered and its chapter links checked.
struct RenderedCalculator: Sendable {
    var page: CalculatorPage
    var html: String
    /// The published chapters that link here (from the page's `chapters:`), by title and slug.
    var chapters: [(title: String, slug: String)]
    /// The page's prose as plain text, for search.
    var text: [String] = []

    /// Renders every page; a `chapters:` entry that names no published chapter is an error.
    static func renderAll(
        _ calculators: Calculators, chapters: [RenderedChapter], glossary: Glossary, options: MarkdownRenderer.Options,
        diagnostics: inout Diagnostics
    ) -> [RenderedCalculator] {
        let renderer = MarkdownRenderer(options: options)
        var chapterSlugs: [String: (title: String, slug: String)] = [:]
        chapterSlugs.reserveCapacity(chapters.count)
        for rendered in chapters {
            chapterSlugs[rendered.chapter.fileName] = (rendered.chapter.title, rendered.chapter.slug)
        }
        let calculatorSlugs = Dictionary(uniqueKeysWithValues: calculators.pages.map { ($0.fileName, $0.slug) })
        let terms = TermLinker(entries: glossary.entries, language: glossary.language)
        let slugs = chapterSlugs.mapValues(\.slug)
        return calculators.pages.map { page in
            var hooks = CalculatorHooks(
                chapters: slugs, calculators: calculatorSlugs, terms: terms, path: page.path,
                route: .calculator(slug: page.slug))
            let markdown = renderer.render(page.body, firstLine: page.bodyFirstLine, hooks: &hooks)
                .withFocusableCodeBlocks
            diagnostics.append(contentsOf: hooks.diagnostics)
            var linked: [(title: String, slug: String)] = []
            for file in page.chapters {
                if let chapter = chapterSlugs[file] {
                    linked.append(chapter)
                } else {
                    var message = "`chapters:` names `\(file)`, which is not a published chapter in Content/curriculum/"
                    if let guess = suggestion(for: file, among: chapterSlugs.keys.sorted()) {
                        message += "; did you mean `\(guess)`?"
                    }
                    diagnostics.error(message, in: page.path, line: page.chaptersLine)
                }
            }
            return RenderedCalculator(page: page, html: markdown.html, chapters: linked, text: markdown.text)
        }
    }
}
