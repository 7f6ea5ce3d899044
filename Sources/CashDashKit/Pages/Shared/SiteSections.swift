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

    /// The sections of the site that have content, linked from `page` by way of the root: the navigation's and
    /// the home page's cards.
    func sections(from page: Route) -> [Section] {
        var sections: [Section] = []
        let words = site.templates.words.catalogue
        let money = site.money
        func count(_ key: String, _ count: Int, _ values: KeyValuePairs<String, String> = [:]) -> String {
            words.text(key, count: count, countText: money.count(count), values)
        }
        if !chapters.isEmpty {
            sections.append(
                Section(
                    id: "curriculum", title: word("curriculum.title"),
                    summary: count("cards.curriculum.summary", chapters.count, ["first": chapters[0].chapter.title]),
                    href: Route.curriculum.hrefThroughRoot(from: page), action: word("cards.curriculum.action")))
        }
        if !calculators.isEmpty {
            var names = calculators.prefix(3).map { $0.page.title.lowercased() }.joined(separator: ", ")
            if calculators.count > 3 { names = words.text("cards.calculators.and_more", ["names": names]) }
            sections.append(
                Section(
                    id: "calculators", title: word("calculators.title"),
                    summary: count("cards.calculators.summary", calculators.count, ["names": names]),
                    href: Route.calculators.hrefThroughRoot(from: page), action: word("cards.calculators.action")))
        }
        if let rates = site.rates, let latest = rates.latest {
            sections.append(
                Section(
                    id: "rates", title: word("rates.title"),
                    summary: words.text(
                        "cards.rates.summary",
                        [
                            "baseName": currencyName(rates.settings.base),
                            "date": rates.dayFormat.words(iso: latest.date),
                        ]),
                    href: Route.rates.hrefThroughRoot(from: page), action: word("cards.rates.action")))
        }
        if let ledger = site.budgets {
            sections.append(
                Section(
                    id: "budgets", title: word("budgets.title"),
                    summary: count("cards.budgets.summary", ledger.budgets.count),
                    href: Route.budgets.hrefThroughRoot(from: page), action: word("cards.budgets.action")))
        }
        if let ledger = site.classLedger {
            sections.append(
                Section(
                    id: "class", title: word("class.title"),
                    summary: ledger.students.isEmpty
                        ? word("cards.class.empty") : count("cards.class.summary", ledger.students.count),
                    href: Route.classHome.hrefThroughRoot(from: page), action: word("cards.class.action")))
        }
        let terms = site.glossary.entries.count
        if terms > 0 {
            sections.append(
                Section(
                    id: "glossary", title: word("glossary.title"),
                    summary: count("cards.glossary.summary", terms),
                    href: Route.glossary.hrefThroughRoot(from: page), action: word("cards.glossary.action")))
        }
        return sections
    }
}
