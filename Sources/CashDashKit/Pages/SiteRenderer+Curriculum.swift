import CashDashModel
import CmarkHTML

extension SiteRenderer {
    /// The curriculum's index, a chapter's page, or the print page.
    func curriculumHTML(_ kind: Page.CurriculumPage, for page: Page) throws(TemplateError) -> String {
        switch kind {
        case .index:
            let layout = layout(
                page, title: "Curriculum", description: "Every chapter of the course, in reading order.", section: "curriculum")
            return try site.templates.render(.curriculumIndex, PageContext(layout: layout, content: curriculumIndexView(page)))
        case .chapter(let index):
            let chapter = chapters[index].chapter
            let layout = layout(page, title: chapter.title, description: chapter.summary, section: "curriculum")
            let context = PageContext(layout: layout, content: chapterView(page, index))
            guard let memo else { return try site.templates.render(.chapter, context) }
            return try memo.html(at: page.path, template: .chapter, context: context) { () throws(TemplateError) in
                try site.templates.render(.chapter, context)
            }
        case .print:
            let layout = layout(
                page, title: "The whole curriculum", description: "Every chapter on one page, ready to print.",
                section: "curriculum")
            return try site.templates.render(.curriculumPrint, PageContext(layout: layout, content: printView()))
        }
    }

    func curriculumIndexView(_ page: Page) -> CurriculumIndexView {
        CurriculumIndexView(groups: chapterGroups(on: page.route), totalMinutes: chapters.reduce(0) { $0 + $1.readingMinutes })
    }

    /// The chapters in reading order, a group for each run of chapters in one section.
    private func chapterGroups(on route: Route) -> [ChapterGroup] {
        var groups: [ChapterGroup] = []
        var current: Chapter.Section?
        for (index, rendered) in chapters.enumerated() {
            let chapter = rendered.chapter
            if groups.isEmpty || chapter.section != current {
                groups.append(ChapterGroup(title: chapter.section?.title, chapters: []))
                current = chapter.section
            }
            groups[groups.count - 1].chapters.append(ChapterListing(
                number: index + 1, title: chapter.title, summary: chapter.summary, readingMinutes: rendered.readingMinutes,
                href: Route.chapter(slug: chapter.slug).href(from: route), slug: chapter.slug, depth: chapter.depth,
                headingLevel: chapter.section == nil ? 2 : 3))
        }
        return groups
    }

    func chapterView(_ page: Page, _ index: Int) -> ChapterPageView {
        let rendered = chapters[index]
        let chapter = rendered.chapter
        let terms = rendered.terms.sorted { $0.term.lowercased() < $1.term.lowercased() }.map {
            TermLink(term: $0.term, href: Route.glossary.href(from: page.route, fragment: $0.anchor), definition: $0.definition)
        }
        var view = chapterView(index, html: rendered.markdown.html)
        view.contents = rendered.tableOfContents.entries.isEmpty ? nil : HTMLBlock(html: rendered.tableOfContents.html)
        view.terms = Items(terms)
        view.calculators = calculatorLinks(forChapter: chapter.fileName, on: page.route)
        return ChapterPageView(
            chapter: view,
            previous: index > 0 ? neighbour(index - 1, of: page.route) : nil,
            next: index + 1 < chapters.count ? neighbour(index + 1, of: page.route) : nil,
            count: chapters.count)
    }

    func printView() -> CurriculumPrintView {
        let slugs = Set(chapters.map(\.chapter.slug))
        return CurriculumPrintView(groups: chapterGroups(on: .curriculumPrint), chapters: chapters.indices.map { index in
            let rendered = chapters[index]
            return chapterView(index, html: printableHTML(rendered.markdown.html, slug: rendered.chapter.slug, chapterSlugs: slugs))
        })
    }

    /// The chapter at `index` with its text as `html`; what only its own page shows is left for that page to add.
    private func chapterView(_ index: Int, html: String) -> ChapterView {
        let rendered = chapters[index]
        let chapter = rendered.chapter
        return ChapterView(
            number: index + 1, slug: chapter.slug, section: chapter.section?.title, title: chapter.title, summary: chapter.summary,
            objectives: Items(chapter.objectives), readingMinutes: rendered.readingMinutes, html: html)
    }

    private func neighbour(_ index: Int, of page: Route) -> TitledLink {
        let chapter = chapters[index].chapter
        return TitledLink(title: chapter.title, href: Route.chapter(slug: chapter.slug).href(from: page), number: index + 1)
    }
}
