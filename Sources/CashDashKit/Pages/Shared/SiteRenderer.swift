import CashDashModel
import Charts
import Mustache

/// Turns the loaded site into pages: which pages exist and the HTML of each.
struct SiteRenderer: Sendable {
    let site: Site
    let chapters: [RenderedChapter]
    let calculators: [RenderedCalculator]
    /// The search index, made once for its files.
    private(set) var search = SearchIndex(entries: [])
    /// The pages of the last build, to reuse those whose inputs are the same (`serve` keeps one).
    let memo: PageMemo?
    /// The memo's version of the layout every chapter page shares but for its title and summary (all are at the
    /// same depth); nil without chapters or a memo.
    private(set) var chapterLayoutVersion: Int?

    init(site: Site, chapters: [RenderedChapter], calculators: [RenderedCalculator] = [], memo: PageMemo? = nil) {
        self.site = site
        self.chapters = chapters
        self.calculators = calculators
        self.memo = memo
        if let memo, let first = chapters.first {
            let page = Page(kind: .curriculum(.chapter(0)), route: .chapter(slug: first.chapter.slug))
            chapterLayoutVersion = memo.version(of: "chapter pages' layout", layout(page, title: nil, section: "curriculum"))
        }
        search = SearchIndex(entries: searchEntries())
    }

    /// Every page `site` will have, in a fixed order: known before any Markdown is rendered, so that links to any
    /// page can be checked while it is.
    static func plan(_ site: Site) -> [Page] {
        var pages = [
            Page(kind: .home, route: .home), Page(kind: .notFound, route: .notFound),
            Page(kind: .searchIndex(script: false), route: .searchIndex),
            Page(kind: .searchIndex(script: true), route: .searchScript),
        ]
        if !site.glossary.entries.isEmpty {
            pages.append(Page(kind: .glossary, route: .glossary))
        }
        if let rates = site.rates {
            pages += ratesPages(rates)
        }
        if let ledger = site.budgets {
            pages.append(Page(kind: .budgets(.index), route: .budgets))
            for (index, budget) in ledger.budgets.enumerated() {
                pages.append(Page(kind: .budgets(.budget(index)), route: .budget(slug: budget.slug)))
            }
        }
        if let ledger = site.classLedger {
            pages.append(Page(kind: .classroom(.index), route: .classHome))
            pages.append(Page(kind: .classroom(.badges), route: .classBadges))
            for (index, slug) in classView(ledger, config: site.config, codes: site.studentCodes).slugs.enumerated() {
                pages.append(Page(kind: .classroom(.student(index)), route: .student(slug: slug)))
            }
        }
        if !site.calculators.pages.isEmpty {
            pages.append(Page(kind: .calculators(.index), route: .calculators))
            for (index, calculator) in site.calculators.pages.enumerated() {
                pages.append(Page(kind: .calculators(.calculator(index)), route: .calculator(slug: calculator.slug)))
            }
        }
        if !site.curriculum.chapters.isEmpty {
            pages.append(Page(kind: .curriculum(.index), route: .curriculum))
            pages.append(Page(kind: .curriculum(.print), route: .curriculumPrint))
            pages.append(Page(kind: .curriculum(.answers), route: .curriculumAnswers))
            pages.append(Page(kind: .curriculum(.list), route: .chapterList))
            for (index, chapter) in site.curriculum.chapters.enumerated() {
                pages.append(Page(kind: .curriculum(.chapter(index)), route: .chapter(slug: chapter.slug)))
            }
        }
        return pages
    }

    /// The page in parts to be written one after the other: the print page's chapters and the search index's are
    /// parts of their own, so that they are not copied into one string; every other page is one part.
    func parts(for page: Page) throws(TemplateError) -> [String] {
        switch page.kind {
        case .curriculum(.print): try printPageParts(page)
        case .searchIndex(let script): script ? search.scriptParts : search.jsonParts
        default: [try html(for: page)]
        }
    }

    /// The page's HTML.
    func html(for page: Page) throws(TemplateError) -> String {
        switch page.kind {
        case .home: return try site.templates.render(.home, PageContext(layout: layout(page, title: nil), content: homeView(page)))
        case .notFound: return try site.templates.render(.notFound, notFoundContext(page))
        case .curriculum(let kind): return try curriculumHTML(kind, for: page)
        case .glossary:
            let layout = layout(page, title: "Glossary", description: "Money words explained in plain language.", section: "glossary")
            return try site.templates.render(.glossary, PageContext(layout: layout, content: glossaryView()))
        case .rates(let kind):
            guard let rates = site.rates else { preconditionFailure("rates pages are planned only when the site has rates") }
            return try ratesHTML(kind, for: page, rates: rates)
        case .budgets(let kind):
            guard let ledger = site.budgets else { preconditionFailure("budget pages are planned only when the site has ledgers") }
            return try budgetsHTML(kind, for: page, ledger: ledger)
        case .calculators(let kind): return try calculatorsHTML(kind, for: page)
        case .classroom(let kind):
            guard let ledger = site.classLedger else { preconditionFailure("class pages are planned only when the site has a class") }
            return try classHTML(kind, for: page, ledger: ledger)
        case .searchIndex(let script):
            return (script ? search.scriptParts : search.jsonParts).joined()
        }
    }

    /// `template` rendered with `context` for `page`, or, when the last build rendered that page from the same
    /// template and an equal context, the HTML it made.
    func render<Content: Equatable>(_ template: Template, _ context: PageContext<Content>, at page: Page) throws(TemplateError) -> String {
        guard let memo else { return try site.templates.render(template, context) }
        return try memo.html(at: page.path, template: template, context: context) { () throws(TemplateError) in
            try site.templates.render(template, context)
        }
    }

    /// What the layout shows on `page`: the site, the way back to the root, the navigation with `section` marked.
    func layout(_ page: Page, title: String?, description: String? = nil, section: String? = nil) -> Layout {
        var nav = [Layout.NavLink(title: "Home", href: Route.home.hrefThroughRoot(from: page.route), current: page.kind == .home)]
        for entry in sections(from: page.route) {
            nav.append(Layout.NavLink(title: entry.title, href: entry.href, current: entry.id == section))
        }
        return Layout(
            site: Layout.SiteInfo(title: site.config.title, tagline: site.config.tagline, language: site.config.language),
            root: page.rootPrefix, nav: nav,
            page: Layout.PageInfo(
                title: title, description: description ?? site.config.tagline, noindex: section == "class" || page.route == .curriculumAnswers),
            pageTitle: title.map { "\($0) · \(site.config.title)" } ?? site.config.title)
    }

    /// `sitemap.xml` listing every page except the 404 page, when the site has a `base_url`.
    func sitemap(for pages: [Page]) -> String? {
        guard let baseURL = site.config.baseURL else { return nil }
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        // The class pages are for the class, and the answer key for the teacher, not for search engines: they are not listed.
        for page in pages.sorted(by: { $0.path < $1.path })
        where page.path.hasSuffix(".html") && page.kind != .notFound && !page.path.hasPrefix("class/")
            && page.route != .curriculumAnswers {
            xml += "  <url><loc>\(escapeXML(page.route.url(below: baseURL)))</loc></url>\n"
        }
        xml += "</urlset>\n"
        return xml
    }
}
