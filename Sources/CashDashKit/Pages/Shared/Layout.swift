import Mustache

// template-view: hiding route
/// What every page's layout shows: the site, the way back to the root, the navigation and the page's title.
struct Layout: TemplateView, Sendable, Equatable {
    struct SiteInfo: TemplateView, Sendable, Equatable {
        var title: String
        var tagline: String?
        var language: String
        /// The locale as a BCP 47 tag (`en-IN`), for the scripts' `Intl` formatting (`data-locale` on `<html>`).
        var locale: String = "en-US"
        /// The round mark before the site's title: its currency's symbol (`$`, `€`, `₹`, `R$`), or `¤`, the sign of
        /// any currency, when the symbol is longer than two characters (`CHF`).
        var mark: String

        /// The mark for a site that writes its money as `money` does: its symbol when that is one or two
        /// characters (`$`, `€`, `R$`), else the currency's narrow symbol in the site's locale (`E£` where Arabic
        /// writes `ج.م.`), else `¤`.
        static func mark(for money: MoneyFormat) -> String {
            if case .money(let symbol, _) = money.style.kind, (1...2).contains(symbol.count) { return symbol }
            let narrow = money.narrowSymbol
            return (1...2).contains(narrow.count) ? narrow : "¤"
        }
    }

    /// A link of the navigation; `current` marks the section the page belongs to.
    struct NavLink: TemplateView, Sendable, Equatable {
        var title: String
        var href: String
        var current: Bool
    }

    struct PageInfo: TemplateView, Sendable, Equatable {
        var title: String?
        var description: String?
        /// Search engines are asked not to list the page (`<meta name="robots" content="noindex">`): the class pages.
        var noindex = false
        /// The page's one full address (`<link rel="canonical">`), when the site has a `base_url` and the page is
        /// listed in the sitemap: search engines then count `…/budgets/` and `…/budgets/index.html` as one page.
        var canonical: String? = nil
    }

    /// The addresses a page's templates link to, as ``Route`` makes them: the layout's by way of the site root
    /// (`home`, `stylesheet`…), the pages of each part of the site from the page (`budgets`, `ratesArchive`…).
    struct Links: MustacheParent, TemplateObject, Sendable, Equatable {
        var root: String
        var page: Route

        func child(named name: String) -> Any? { href(named: name) }

        func templateValue(named name: String) -> TemplateValue? { href(named: name).map { .text($0) } }

        /// The address a template names `name` (`home`, `budgets`…), from the page.
        func href(named name: String) -> String? {
            if let route = TemplateLinks.throughRoot[name] { return route.href(throughRoot: root) }
            return TemplateLinks.fromPage[name].map { $0.href(from: page) }
        }
    }

    var site: SiteInfo
    /// The page the layout is drawn for.
    var route: Route
    /// The way back to the site root from this page (`../../`); the 404 page's is absolute (`/`).
    var root: String
    var nav: [NavLink]
    var page: PageInfo
    /// The text of `<title>`: the page's title and the site's.
    var pageTitle: String
    var links: Links { Links(root: root, page: route) }
}

// template-view: through content, layout
/// A page's template values: its own, then the layout's.
struct PageContext<Content: MustacheParent & TemplateObject & Sendable>: TemplateView, Sendable {
    var layout: Layout
    var content: Content
}

/// A list a template enters once (`{{#objectives}}<ul>{{#items}}…{{/items}}</ul>{{/objectives}}`): absent when
/// empty, so the template shows nothing around it.
struct Items<Element: TemplateValueConvertible & Sendable>: TemplateView, Sendable {
    var items: [Element]

    /// Nil when `items` is empty.
    init?(_ items: [Element]) {
        guard !items.isEmpty else { return nil }
        self.items = items
    }
}

extension PageContext: Equatable where Content: Equatable {}
extension Items: Equatable where Element: Equatable {}
