import CashDashModel
import CmarkHTML

extension SiteRenderer {
    func curriculumIndexContext(_ page: Page) -> [String: Any] {
        var context = baseContext(
            page, title: "Curriculum", description: "Every chapter of the course, in reading order.",
            section: "curriculum")
        context["chapters"] = chapters.enumerated().map { number, rendered -> [String: Any] in
            values([
                "number": number + 1,
                "title": rendered.chapter.title,
                "summary": rendered.chapter.summary,
                "readingMinutes": rendered.readingMinutes,
                "href": Route.chapter(slug: rendered.chapter.slug).href(from: page.route),
            ])
        }
        context["totalMinutes"] = chapters.reduce(0) { $0 + $1.readingMinutes }
        return context
    }

    func chapterContext(_ page: Page, _ index: Int) -> [String: Any] {
        let rendered = chapters[index]
        let chapter = rendered.chapter
        var context = baseContext(page, title: chapter.title, description: chapter.summary, section: "curriculum")
        context["chapter"] = values([
            "number": index + 1,
            "title": chapter.title,
            "summary": chapter.summary,
            "objectives": objectives(chapter),
            "readingMinutes": rendered.readingMinutes,
            "html": rendered.markdown.html,
            "contents": rendered.tableOfContents.entries.isEmpty ? nil : ["html": rendered.tableOfContents.html],
            "terms": rendered.terms.isEmpty ? nil : ["items": rendered.terms.sorted { $0.term.lowercased() < $1.term.lowercased() }.map {
                ["term": $0.term, "href": Route.glossary.href(from: page.route, fragment: $0.anchor), "definition": $0.definition]
            }],
            "calculators": calculatorLinks(forChapter: chapter.fileName, on: page.route),
        ])
        if index > 0 { context["previous"] = neighbour(index - 1, of: page.route) }
        if index + 1 < chapters.count { context["next"] = neighbour(index + 1, of: page.route) }
        context["count"] = chapters.count
        return context
    }

    func printContext(_ page: Page) -> [String: Any] {
        var context = baseContext(
            page, title: "The whole curriculum", description: "Every chapter on one page, ready to print.",
            section: "curriculum")
        let slugs = Set(chapters.map(\.chapter.slug))
        context["chapters"] = chapters.enumerated().map { number, rendered -> [String: Any] in
            let chapter = rendered.chapter
            return values([
                "number": number + 1,
                "slug": chapter.slug,
                "title": chapter.title,
                "summary": chapter.summary,
                "objectives": objectives(chapter),
                "html": printableHTML(rendered.markdown.html, slug: chapter.slug, chapterSlugs: slugs),
            ])
        }
        return context
    }

    /// The objectives as a section the templates enter once (`items` inside), or nil when there are none.
    ///
    /// Templates push values that hold names (dictionaries) rather than booleans: swift-mustache looks names up
    /// through every value on its stack, and a boolean or a string costs a reflection on each lookup.
    private func objectives(_ chapter: Chapter) -> [String: Any]? {
        chapter.objectives.isEmpty ? nil : ["items": chapter.objectives]
    }

    private func neighbour(_ index: Int, of page: Route) -> [String: Any] {
        let chapter = chapters[index].chapter
        return ["title": chapter.title, "href": Route.chapter(slug: chapter.slug).href(from: page), "number": index + 1]
    }
}
