import CashDashModel
import Charts
import Mustache

/// Turns the loaded site into pages: which pages exist and the HTML of each.
struct SiteRenderer: Sendable {
    let site: Site
    let chapters: [RenderedChapter]
    let calculators: [RenderedCalculator]
    /// The search index as JSON, made once for its two files.
    let searchJSON: String

    init(site: Site, chapters: [RenderedChapter], calculators: [RenderedCalculator] = []) {
        self.site = site
        self.chapters = chapters
        self.calculators = calculators
        searchJSON = SearchIndex(site: site, chapters: chapters, calculators: calculators).json
    }

    /// Every page of the site, in a fixed order.
    var pages: [Page] {
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
            pages.append(Page(kind: .budgetsIndex, route: .budgets))
            for (index, budget) in ledger.budgets.enumerated() {
                pages.append(Page(kind: .budget(index), route: .budget(slug: budget.slug)))
            }
        }
        if let ledger = site.classLedger {
            pages.append(Page(kind: .classIndex, route: .classHome))
            pages.append(Page(kind: .classBadges, route: .classBadges))
            for (index, slug) in classView(ledger).slugs.enumerated() {
                pages.append(Page(kind: .classStudent(index), route: .student(slug: slug)))
            }
        }
        if !calculators.isEmpty {
            pages.append(Page(kind: .calculatorsIndex, route: .calculators))
            for (index, calculator) in calculators.enumerated() {
                pages.append(Page(kind: .calculator(index), route: .calculator(slug: calculator.page.slug)))
            }
        }
        if !chapters.isEmpty {
            pages.append(Page(kind: .curriculumIndex, route: .curriculum))
            pages.append(Page(kind: .curriculumPrint, route: .curriculumPrint))
            for (index, chapter) in chapters.enumerated() {
                pages.append(Page(kind: .chapter(index), route: .chapter(slug: chapter.chapter.slug)))
            }
        }
        return pages
    }

    /// The page's HTML.
    func html(for page: Page) throws(TemplateError) -> String {
        switch page.kind {
        case .home: return try site.templates.render(.home, PageContext(layout: layout(page, title: nil), content: homeView(page)))
        case .notFound: return try site.templates.render(.notFound, notFoundContext(page))
        case .curriculumIndex:
            let layout = layout(
                page, title: "Curriculum", description: "Every chapter of the course, in reading order.", section: "curriculum")
            return try site.templates.render(.curriculumIndex, PageContext(layout: layout, content: curriculumIndexView(page)))
        case .chapter(let index):
            let chapter = chapters[index].chapter
            let layout = layout(page, title: chapter.title, description: chapter.summary, section: "curriculum")
            return try site.templates.render(.chapter, PageContext(layout: layout, content: chapterView(page, index)))
        case .curriculumPrint:
            let layout = layout(
                page, title: "The whole curriculum", description: "Every chapter on one page, ready to print.",
                section: "curriculum")
            return try site.templates.render(.curriculumPrint, PageContext(layout: layout, content: printView()))
        case .glossary:
            let layout = layout(page, title: "Glossary", description: "Money words explained in plain language.", section: "glossary")
            return try site.templates.render(.glossary, PageContext(layout: layout, content: glossaryView()))
        case .ratesIndex, .ratesDay, .ratesCurrency, .ratesCurrencies, .ratesArchive, .ratesYear, .ratesFeed:
            return try ratesHTML(for: page)
        case .budgetsIndex, .budget:
            return try budgetsHTML(for: page)
        case .calculatorsIndex, .calculator:
            return try calculatorsHTML(for: page)
        case .classIndex, .classStudent, .classBadges:
            return try classHTML(for: page)
        case .searchIndex(let script):
            return script ? SearchIndex.script(json: searchJSON) : searchJSON
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
            page: Layout.PageInfo(title: title, description: description ?? site.config.tagline),
            pageTitle: title.map { "\($0) · \(site.config.title)" } ?? site.config.title)
    }

    /// A section of the site that has content, for the navigation and the home page.
    struct Section: MustacheParent, Sendable {
        var id: String
        var title: String
        var summary: String
        var href: String
        var action: String

        func child(named name: String) -> Any? {
            switch name {
            case "id": id
            case "title": title
            case "summary": summary
            case "href": href
            case "action": action
            default: nil
            }
        }
    }

    /// The home page: a card for each section that has content.
    struct HomeView: MustacheParent, Sendable {
        var sections: Items<Section>?

        func child(named name: String) -> Any? {
            name == "sections" ? sections : nil
        }
    }

    func sections(from page: Route) -> [Section] {
        var sections: [Section] = []
        if !chapters.isEmpty {
            let count = chapters.count == 1 ? "One chapter" : "\(chapters.count) chapters"
            sections.append(
                Section(
                    id: "curriculum", title: "Curriculum",
                    summary: "\(count) to read in order, starting with “\(chapters[0].chapter.title)”.",
                    href: Route.curriculum.hrefThroughRoot(from: page), action: "Start reading"))
        }
        if !calculators.isEmpty {
            let names = calculators.prefix(3).map { $0.page.title.lowercased() }.joined(separator: ", ")
            sections.append(
                Section(
                    id: "calculators", title: "Calculators",
                    summary: "\(calculators.count == 1 ? "One calculator" : "\(calculators.count) calculators") (\(names)"
                        + (calculators.count > 3 ? " and more" : "") + "), each with a worked example and a form for your own numbers.",
                    href: Route.calculators.hrefThroughRoot(from: page), action: "Work it out"))
        }
        if let rates = site.rates, let latest = rates.latest {
            sections.append(
                Section(
                    id: "rates", title: "Exchange rates",
                    summary: "Today's rates against the \(Currency(code: rates.settings.base)?.name ?? rates.settings.base) "
                        + "(\(latest.date)), how they moved, and a converter.",
                    href: Route.rates.hrefThroughRoot(from: page), action: "See today's rates"))
        }
        if let ledger = site.budgets {
            let count = ledger.budgets.count == 1 ? "One budget" : "\(ledger.budgets.count) budgets"
            sections.append(
                Section(
                    id: "budgets", title: "Budgets",
                    summary: "\(count) with where the money went, charts, warnings and the full history, ready to print.",
                    href: Route.budgets.hrefThroughRoot(from: page), action: "See the budgets"))
        }
        if let ledger = site.classLedger {
            sections.append(
                Section(
                    id: "class", title: "Our class",
                    summary: "The class economy: \(ledger.students.count) students' checkbooks, the XP leaderboard and the badges earned.",
                    href: Route.classHome.hrefThroughRoot(from: page), action: "See the class"))
        }
        let terms = site.glossary.entries.count
        if terms > 0 {
            sections.append(
                Section(
                    id: "glossary", title: "Glossary",
                    summary: "\(terms == 1 ? "One money word" : "\(terms) money words") explained in plain language, "
                        + "with a search box and favourites.",
                    href: Route.glossary.hrefThroughRoot(from: page), action: "Look up a word"))
        }
        return sections
    }

    private func homeView(_ page: Page) -> HomeView {
        HomeView(sections: Items(sections(from: page.route)))
    }

    private func notFoundContext(_ page: Page) -> Layout {
        var layout = layout(page, title: "Page not found")
        // The 404 page is served at any address, so its links must not be relative.
        layout.root = site.config.baseURL.map { $0 + "/" } ?? "/"
        layout.nav = [Layout.NavLink(title: "Home", href: layout.root + Route.home.path, current: false)]
        return layout
    }

    /// `sitemap.xml` listing every page except the 404 page, when the site has a `base_url`.
    func sitemap(for pages: [Page]) -> String? {
        guard let baseURL = site.config.baseURL else { return nil }
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        for page in pages.sorted(by: { $0.path < $1.path }) where page.path.hasSuffix(".html") && page.kind != .notFound {
            xml += "  <url><loc>\(escapeXML(page.route.url(below: baseURL)))</loc></url>\n"
        }
        xml += "</urlset>\n"
        return xml
    }
}
