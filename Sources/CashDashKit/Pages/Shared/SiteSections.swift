import CashDashModel
import Mustache

extension SiteRenderer {
    /// A section of the site that has content, for the navigation and the home page.
    struct Section: TemplateView, Sendable {
        var id: String
        var title: String
        var summary: String
        var href: String
        var action: String
    }

    /// The text of `key` in the site's catalogue of words.
    func word(_ key: String) -> String {
        site.templates.words.catalogue.text(key)
    }

    /// The name of the currency `code` in the site's language (`dollar des États-Unis`), or its code.
    func currencyName(_ code: String) -> String {
        Currency(code: code)?.name(inLanguage: site.config.language) ?? code
    }

    /// A section of the site that has content, as the navigation links to it.
    struct SectionLink: Sendable {
        /// Which section it is; its raw value is the id a page's layout names (`section: "curriculum"`).
        enum Kind: String, Sendable {
            case curriculum, calculators, rates, budgets, `class`, glossary
        }

        var kind: Kind
        var title: String
        var route: Route
        /// The key of the words of the home page card's link to it.
        var actionKey: String

        var id: String { kind.rawValue }
    }

    /// The sections of the site that have content, in the navigation's order. Made once for a renderer: every
    /// page's layout links to them.
    static func sectionLinks(
        of site: Site, chapters: [RenderedChapter], calculators: [RenderedCalculator]
    ) -> [SectionLink] {
        let words = site.templates.words.catalogue
        var links: [SectionLink] = []
        func add(_ kind: SectionLink.Kind, _ route: Route, title: String, action: String) {
            links.append(SectionLink(kind: kind, title: words.text(title), route: route, actionKey: action))
        }
        if !chapters.isEmpty {
            add(.curriculum, .curriculum, title: "curriculum.title", action: "cards.curriculum.action")
        }
        if !calculators.isEmpty {
            add(.calculators, .calculators, title: "calculators.title", action: "cards.calculators.action")
        }
        if site.rates?.latest != nil { add(.rates, .rates, title: "rates.title", action: "cards.rates.action") }
        if site.budgets != nil { add(.budgets, .budgets, title: "budgets.title", action: "cards.budgets.action") }
        if site.classLedger != nil { add(.class, .classHome, title: "class.title", action: "cards.class.action") }
        if !site.glossary.entries.isEmpty {
            add(.glossary, .glossary, title: "glossary.title", action: "cards.glossary.action")
        }
        return links
    }

    /// The sections of the site that have content, linked from `page` by way of the root, with what the home page's
    /// cards say of each.
    func sections(from page: Route) -> [Section] {
        sectionLinks.map { link in
            Section(
                id: link.id, title: link.title, summary: summary(of: link.kind),
                href: link.route.hrefThroughRoot(from: page), action: word(link.actionKey))
        }
    }

    /// What the home page's card of the section `kind` says of it.
    private func summary(of kind: SectionLink.Kind) -> String {
        let words = site.templates.words.catalogue
        let money = site.money
        func count(_ key: String, _ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
            words.text(key, count: count, countText: money.count(count), values)
        }
        switch kind {
        case .curriculum:
            return count("cards.curriculum.summary", chapters.count, ["first": chapters[0].chapter.title])
        case .calculators:
            var names = calculators.prefix(3).map { $0.page.title.lowercased() }.joined(separator: ", ")
            if calculators.count > 3 { names = words.text("cards.calculators.and_more", ["names": names]) }
            return count("cards.calculators.summary", calculators.count, ["names": names])
        case .rates:
            guard let rates = site.rates, let latest = rates.latest else { return "" }
            return words.text(
                "cards.rates.summary",
                ["baseName": currencyName(rates.settings.base), "date": rates.dayFormat.words(iso: latest.date)])
        case .budgets:
            return count("cards.budgets.summary", site.budgets?.budgets.count ?? 0)
        case .class:
            let students = site.classLedger?.students.count ?? 0
            return students == 0 ? word("cards.class.empty") : count("cards.class.summary", students)
        case .glossary:
            return count("cards.glossary.summary", site.glossary.entries.count)
        }
    }
}
