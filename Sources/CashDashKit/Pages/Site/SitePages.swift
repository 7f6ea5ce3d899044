import CashDashModel
import Mustache

/// The pages of the site as a whole: the home page, the 404 page and the search index (as JSON and as a script).
struct SitePages: PageSet {
    enum Kind: Sendable {
        case home
        case notFound
        /// `search-index.json` and its script twin `search-index.js`.
        case searchIndex(script: Bool)
    }

    let renderer: SiteRenderer

    init(_ renderer: SiteRenderer) {
        self.renderer = renderer
    }

    static func template(for kind: Kind) -> Template? {
        switch kind {
        case .home: .home
        case .notFound: .notFound
        case .searchIndex: nil
        }
    }

    static func plan(_ site: Site) -> [(route: Route, kind: Kind)] {
        [
            (.home, .home), (.notFound, .notFound), (.searchIndex, .searchIndex(script: false)),
            (.searchScript, .searchIndex(script: true)),
        ]
    }

    func parts(_ kind: Kind, at page: Route) throws(TemplateError) -> [String] {
        switch kind {
        case .home: return [try site.templates.render(.home, homeContext(page))]
        case .notFound: return [try site.templates.render(.notFound, notFoundContext(page))]
        case .searchIndex(let script): return script ? renderer.search.scriptParts : renderer.search.jsonParts
        }
    }

    /// The home page: the layout and a card for each section.
    func homeContext(_ page: Route) -> PageContext<HomeView> {
        PageContext(layout: layout(page, title: nil), content: HomeView(sections: Items(renderer.sections(from: page))))
    }

    /// The 404 page: only the layout, with links that work from any address.
    func notFoundContext(_ page: Route) -> PageContext<NotFoundView> {
        var layout = layout(page, title: word("pages.not_found"))
        // The 404 page is served at any address, so its links must not be relative.
        layout.root = site.config.baseURL.map { $0 + "/" } ?? "/"
        layout.nav = [
            Layout.NavLink(
                title: site.templates.words.catalogue.text("layout.home"),
                href: Route.home.href(throughRoot: layout.root),
                current: false)
        ]
        return PageContext(layout: layout, content: NotFoundView(css: site.templates.stylesheet))
    }
}

/// The home page: a card for each section that has content.
struct HomeView: TemplateView, Sendable {
    var sections: Items<SiteRenderer.Section>?
}

/// What the 404 page shows beyond the layout: the stylesheet, inlined, since the page is served at any address and
/// opened from disk, where a link to `/assets/style.css` finds nothing without a `base_url`.
struct NotFoundView: TemplateView, Sendable {
    var css: String
}
