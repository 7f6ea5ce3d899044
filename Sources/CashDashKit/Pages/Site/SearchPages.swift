import CashDashModel

extension SitePages {
    /// What the site search finds, in the order it lists equal matches: the sections of the site (Exchange rates,
    /// Budgets, Our class…), the chapters, calculators, glossary terms, currencies, budgets and students.
    ///
    /// Students are found by what their pages show, so by name only when `class: privacy: names` publishes names;
    /// with initials or codes, a student's name is in no file of the site.
    static func searchEntries(_ renderer: SiteRenderer) -> [SearchEntry] {
        let (site, chapters, calculators) = (renderer.site, renderer.chapters, renderer.calculators)
        var entries: [SearchEntry] = []
        // From the home page, a section's link is its path from the site root.
        for section in renderer.sections(from: .home) {
            var entry = SearchEntry(kind: "Page", title: section.title, url: section.href)
            entry.add(text: section.summary)
            entries.append(entry)
        }
        if let rates = site.rates, !rates.codes.isEmpty {
            var entry = SearchEntry(
                kind: "Page", title: renderer.word("rates.currencies"), url: Route.ratesCurrencies.path)
            entry.add(text: renderer.word("pages.currencies"))
            entries.append(entry)
        }
        entries += chapters.map(\.search)
        for calculator in calculators {
            var entry = SearchEntry(
                kind: "Calculator", title: calculator.page.title, url: Route.calculator(slug: calculator.page.slug).path
            )
            if let summary = calculator.page.summary { entry.add(text: summary) }
            for part in calculator.text where !part.isEmpty { entry.add(text: part) }
            entries.append(entry)
        }
        for term in site.glossary.sorted {
            var entry = SearchEntry(kind: "Term", title: term.term, url: Route.glossary.path + "#" + term.anchor)
            entry.add(text: term.definition)
            entries.append(entry)
        }
        if let rates = site.rates {
            for code in rates.codes {
                let name = rates.name(code)
                var entry = SearchEntry(
                    kind: "Currency", title: "\(name) (\(code))", url: Route.ratesCurrency(code: code).path)
                entry.add(
                    text: renderer.site.templates.words.catalogue.text(
                        "pages.currency", ["name": name, "base": rates.settings.base]))
                // The English name finds it too: a reader may know the currency by it.
                if let english = Currency(code: code)?.name, english != name { entry.add(text: english) }
                entries.append(entry)
            }
        }
        if let ledger = site.budgets {
            for budget in LedgerSummary(ledger, listing: nil).budgets {
                var entry = SearchEntry(kind: "Budget", title: budget.name, url: Route.budget(slug: budget.slug).path)
                entry.add(text: budget.spendingByCategory.map(\.category).joined(separator: ", "))
                entries.append(entry)
            }
        }
        if let ledger = site.classLedger {
            let view = ClassPages.classView(
                ledger, config: site.config, money: site.money, codes: site.studentCodes,
                words: site.templates.words.catalogue)
            for (index, slug) in view.slugs.enumerated() {
                entries.append(
                    SearchEntry(kind: "Student", title: view.name(index), url: Route.student(slug: slug).path))
            }
        }
        // Each kind as the results list shows it, in the site's language.
        let kinds = [
            "Page": "search.kinds.page", "Chapter": "search.kinds.chapter", "Calculator": "search.kinds.calculator",
            "Term": "search.kinds.term", "Currency": "search.kinds.currency", "Budget": "search.kinds.budget",
            "Student": "search.kinds.student",
        ]
        for index in entries.indices {
            if let key = kinds[entries[index].kind] { entries[index].kind = renderer.word(key) }
        }
        return entries
    }
}
