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
            var entry = SearchEntry(kind: "Page", title: "Currencies", url: Route.ratesCurrencies.path)
            entry.add(text: "Every currency in the rates, with its name.")
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
                let name = Currency(code: code)?.name ?? code
                var entry = SearchEntry(
                    kind: "Currency", title: "\(name) (\(code))", url: Route.ratesCurrency(code: code).path)
                entry.add(text: "The \(name) against the \(rates.settings.base) over time.")
                entries.append(entry)
            }
        }
        if let ledger = site.budgets {
            for budget in ledger.budgets {
                var entry = SearchEntry(kind: "Budget", title: budget.name, url: Route.budget(slug: budget.slug).path)
                entry.add(text: budget.spendingByCategory.map(\.category).joined(separator: ", "))
                entries.append(entry)
            }
        }
        if let ledger = site.classLedger {
            let view = ClassPages.classView(ledger, config: site.config, money: site.money, codes: site.studentCodes)
            for (index, slug) in view.slugs.enumerated() {
                entries.append(
                    SearchEntry(kind: "Student", title: view.name(index), url: Route.student(slug: slug).path))
            }
        }
        return entries
    }
}
