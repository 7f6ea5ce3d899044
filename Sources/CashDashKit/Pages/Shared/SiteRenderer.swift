import CashDashModel
import Charts
import Mustache

/// Turns the loaded site into pages: which pages exist and the HTML of each.
struct SiteRenderer: Sendable {
    /// What the renderer draws from, held once: every page set holds a renderer, and a copy of one is then a single
    /// reference rather than the whole site's.
    private final class Inputs: Sendable {
        let site: Site
        let chapters: [RenderedChapter]
        let calculators: [RenderedCalculator]
        let memo: PageMemo?
        let chapterLayoutVersion: Int?
        let chapterListVersion: Int?
        /// What every page's layout shows the same way, made once rather than for each page (with the
        /// sections' summaries beside, 3 % of a full build of 2,000 chapters by perf).
        let sectionLinks: [SectionLink]
        let localeTag: String

        init(
            site: Site, chapters: [RenderedChapter], calculators: [RenderedCalculator], memo: PageMemo?,
            chapterLayoutVersion: Int?, chapterListVersion: Int?
        ) {
            (self.site, self.chapters, self.calculators) = (site, chapters, calculators)
            (self.memo, self.chapterLayoutVersion, self.chapterListVersion) =
                (memo, chapterLayoutVersion, chapterListVersion)
            sectionLinks = SiteRenderer.sectionLinks(of: site, chapters: chapters, calculators: calculators)
            localeTag = site.config.locale.replacingOccurrences(of: "_", with: "-")
        }
    }

    private var inputs: Inputs
    var site: Site { inputs.site }
    var chapters: [RenderedChapter] { inputs.chapters }
    var calculators: [RenderedCalculator] { inputs.calculators }
    /// The sections of the site that have content, in the navigation's order.
    var sectionLinks: [SectionLink] { inputs.sectionLinks }
    /// The search index, made once for its files (by the site's own pages, which know what search finds).
    var search = SearchIndex(entries: [])
    /// The print page's chapters as the last build into the output folder wrote them, and those this build writes.
    var printParts: PrintParts?
    /// The pages of the last build, to reuse those whose inputs are the same (`serve` keeps one).
    var memo: PageMemo? { inputs.memo }
    /// The memo's version of the layout every chapter page shares but for its title and summary (all are at the
    /// same depth); nil without chapters or a memo.
    var chapterLayoutVersion: Int? { inputs.chapterLayoutVersion }
    /// The memo's version of what the lists of chapters (the curriculum's index, the print page's contents,
    /// `chapter-list.js`) show of each (``ListedChapter``); nil without chapters or a memo.
    var chapterListVersion: Int? { inputs.chapterListVersion }

    init(site: Site, chapters: [RenderedChapter], calculators: [RenderedCalculator] = [], memo: PageMemo? = nil) {
        inputs = Inputs(
            site: site, chapters: chapters, calculators: calculators, memo: memo, chapterLayoutVersion: nil,
            chapterListVersion: nil)
        if let memo, let first = chapters.first {
            let page = Route.chapter(slug: first.chapter.slug)
            let version = memo.version(of: "chapter pages' layout", layout(page, title: nil, section: "curriculum"))
            let isBook = site.curriculum.isOrderedBySummary
            let listed = memo.version(
                of: "chapter list",
                chapters.enumerated().map { ListedChapter($1, number: $1.chapter.number(at: $0 + 1, isInBook: isBook)) }
            )
            inputs = Inputs(
                site: site, chapters: chapters, calculators: calculators, memo: memo, chapterLayoutVersion: version,
                chapterListVersion: listed)
        }
    }

    /// The page's HTML.
    func html(for page: Page) throws(TemplateError) -> String {
        try page.parts(self).joined()
    }

    /// `template` rendered with `context` for `page`, or, when the last build rendered that page from the same
    /// template and an equal context, the HTML it made.
    func render<Content: Equatable>(
        _ template: Template, _ context: PageContext<Content>, at page: Route
    ) throws(TemplateError) -> String {
        guard let memo else { return try site.templates.render(template, context) }
        return try memo.html(at: page.path, template: template, context: context) { () throws(TemplateError) in
            try site.templates.render(template, context)
        }
    }

    /// What the layout shows on `page`: the site, the way back to the root, the navigation with `section` marked.
    func layout(_ page: Route, title: String?, description: String? = nil, section: String? = nil) -> Layout {
        var nav = [
            Layout.NavLink(
                title: word("layout.home"), href: Route.home.hrefThroughRoot(from: page), current: page == .home)
        ]
        for link in sectionLinks {
            nav.append(
                Layout.NavLink(
                    title: link.title, href: link.route.hrefThroughRoot(from: page), current: link.id == section))
        }
        return Layout(
            site: Layout.SiteInfo(
                title: site.config.title, tagline: site.config.tagline, language: site.config.language,
                locale: inputs.localeTag,
                mark: Layout.SiteInfo.mark(for: site.money)),
            route: page, root: page.rootPrefix, nav: nav,
            page: Layout.PageInfo(
                title: title, description: description ?? site.config.tagline, noindex: page.isPrivate,
                canonical: page.isPrivate || page == .notFound ? nil : site.config.baseURL.map { page.url(below: $0) }),
            pageTitle: title.map { "\($0) · \(site.config.title)" } ?? site.config.title)
    }

    /// `sitemap.xml` listing every page except the 404 page, when the site has a `base_url`.
    func sitemap(for pages: [Page]) -> String? {
        guard let baseURL = site.config.baseURL else { return nil }
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        for page in pages.sorted(by: { $0.path < $1.path })
        where page.path.hasSuffix(".html") && page.route != .notFound && !page.route.isPrivate {
            xml += "  <url><loc>\(escapeXML(page.route.url(below: baseURL)))</loc></url>\n"
        }
        xml += "</urlset>\n"
        return xml
    }
}
