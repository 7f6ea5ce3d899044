import CashDashModel
import Mustache

extension SiteRenderer {
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

    /// The text of `key` in the site's catalogue of words.
    func word(_ key: String) -> String {
        site.templates.words.catalogue.text(key)
    }

    /// The sections of the site that have content, linked from `page` by way of the root: the navigation's and
    /// the home page's cards.
    func sections(from page: Route) -> [Section] {
        var sections: [Section] = []
        if !chapters.isEmpty {
            let count = chapters.count == 1 ? "One chapter" : "\(chapters.count) chapters"
            sections.append(
                Section(
                    id: "curriculum", title: word("curriculum.title"),
                    summary: "\(count) to read in order, starting with “\(chapters[0].chapter.title)”.",
                    href: Route.curriculum.hrefThroughRoot(from: page), action: "Start reading"))
        }
        if !calculators.isEmpty {
            let names = calculators.prefix(3).map { $0.page.title.lowercased() }.joined(separator: ", ")
            sections.append(
                Section(
                    id: "calculators", title: word("calculators.title"),
                    summary:
                        "\(calculators.count == 1 ? "One calculator" : "\(calculators.count) calculators") (\(names)"
                        + (calculators.count > 3 ? " and more" : "")
                        + "), each with a worked example and a form for your own numbers.",
                    href: Route.calculators.hrefThroughRoot(from: page), action: "Work it out"))
        }
        if let rates = site.rates, let latest = rates.latest {
            sections.append(
                Section(
                    id: "rates", title: word("rates.title"),
                    summary:
                        "Today's rates against the \(Currency(code: rates.settings.base)?.name ?? rates.settings.base) "
                        + "(\(rates.dayFormat.words(iso: latest.date))), how they moved, and a converter.",
                    href: Route.rates.hrefThroughRoot(from: page), action: "See today's rates"))
        }
        if let ledger = site.budgets {
            let count = ledger.budgets.count == 1 ? "One budget" : "\(ledger.budgets.count) budgets"
            sections.append(
                Section(
                    id: "budgets", title: word("budgets.title"),
                    summary:
                        "\(count) with where the money went, charts, warnings and the full history, ready to print.",
                    href: Route.budgets.hrefThroughRoot(from: page), action: "See the budgets"))
        }
        if let ledger = site.classLedger {
            sections.append(
                Section(
                    id: "class", title: word("class.title"),
                    summary: ledger.students.isEmpty
                        ? "The class economy: no students yet. Its page says how to add the first one."
                        : "The class economy: \(ledger.students.count) students' checkbooks, the XP leaderboard and the badges earned.",
                    href: Route.classHome.hrefThroughRoot(from: page), action: "See the class"))
        }
        let terms = site.glossary.entries.count
        if terms > 0 {
            sections.append(
                Section(
                    id: "glossary", title: word("glossary.title"),
                    summary: "\(terms == 1 ? "One money word" : "\(terms) money words") explained in plain language, "
                        + "with a search box and favourites.",
                    href: Route.glossary.hrefThroughRoot(from: page), action: "Look up a word"))
        }
        return sections
    }
}
