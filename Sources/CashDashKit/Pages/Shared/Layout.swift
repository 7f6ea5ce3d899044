import Mustache

/// What every page's layout shows: the site, the way back to the root, the navigation and the page's title.
struct Layout: MustacheParent, Sendable, Equatable {
    struct SiteInfo: MustacheParent, Sendable, Equatable {
        var title: String
        var tagline: String?
        var language: String
        /// The locale as a BCP 47 tag (`en-IN`), for the scripts' `Intl` formatting (`data-locale` on `<html>`).
        var locale: String = "en-US"

        func child(named name: String) -> Any? {
            switch name {
            case "title": title
            case "tagline": tagline
            case "language": language
            case "locale": locale
            default: nil
            }
        }
    }

    /// A link of the navigation; `current` marks the section the page belongs to.
    struct NavLink: MustacheParent, Sendable, Equatable {
        var title: String
        var href: String
        var current: Bool

        func child(named name: String) -> Any? {
            switch name {
            case "title": title
            case "href": href
            case "current": current
            default: nil
            }
        }
    }

    struct PageInfo: MustacheParent, Sendable, Equatable {
        var title: String?
        var description: String?
        /// Search engines are asked not to list the page (`<meta name="robots" content="noindex">`): the class pages.
        var noindex = false

        func child(named name: String) -> Any? {
            switch name {
            case "title": title
            case "description": description
            case "noindex": noindex
            default: nil
            }
        }
    }

    /// The addresses a page's templates link to, as ``Route`` makes them: the layout's by way of the site root
    /// (`home`, `stylesheet`…), the pages of each part of the site from the page (`budgets`, `ratesArchive`…).
    struct Links: MustacheParent, Sendable, Equatable {
        var root: String
        var page: Route

        func child(named name: String) -> Any? {
            switch name {
            case "home": Route.home.href(throughRoot: root)
            case "favicon": Route.asset("favicon.svg").href(throughRoot: root)
            case "stylesheet": Route.asset("style.css").href(throughRoot: root)
            case "script": Route.asset("cashdash.js").href(throughRoot: root)
            default: Self.routes[name].map { $0.href(from: page) }
            }
        }

        /// The pages of the parts of the site any template may link to, by the name a template gives them.
        private static let routes: [String: Route] = [
            "curriculum": .curriculum, "curriculumPrint": .curriculumPrint, "calculators": .calculators,
            "budgets": .budgets,
            "classHome": .classHome, "classBadges": .classBadges, "rates": .rates, "ratesCurrencies": .ratesCurrencies,
            "ratesArchive": .ratesArchive, "ratesFeed": .ratesFeed, "glossary": .glossary,
        ]
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

    func child(named name: String) -> Any? {
        switch name {
        case "site": site
        case "root": root
        case "links": Links(root: root, page: route)
        case "nav": nav
        case "page": page
        case "pageTitle": pageTitle
        default: nil
        }
    }
}

/// A page's template values: its own, then the layout's.
struct PageContext<Content: MustacheParent & Sendable>: MustacheParent, Sendable {
    var layout: Layout
    var content: Content

    func child(named name: String) -> Any? {
        content.child(named: name) ?? layout.child(named: name)
    }
}

/// A list a template enters once (`{{#objectives}}<ul>{{#items}}…{{/items}}</ul>{{/objectives}}`): absent when
/// empty, so the template shows nothing around it.
struct Items<Element: Sendable>: MustacheParent, Sendable {
    var items: [Element]

    /// Nil when `items` is empty.
    init?(_ items: [Element]) {
        guard !items.isEmpty else { return nil }
        self.items = items
    }

    func child(named name: String) -> Any? {
        name == "items" ? items : nil
    }
}

extension PageContext: Equatable where Content: Equatable {}
extension Items: Equatable where Element: Equatable {}
