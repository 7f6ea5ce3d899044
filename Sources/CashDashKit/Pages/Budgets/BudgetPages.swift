import CashDashModel

/// The budget overview and a page per budget.
struct BudgetPages: PageSet {
    enum Kind: Sendable {
        case index
        case budget(Int)
    }

    let renderer: SiteRenderer

    init(_ renderer: SiteRenderer) {
        self.renderer = renderer
    }

    static func template(for kind: Kind) -> Template? {
        switch kind {
        case .index: .budgetsIndex
        case .budget: .budget
        }
    }

    static func plan(_ site: Site) -> [(route: Route, kind: Kind)] {
        guard let ledger = site.budgets else { return [] }
        return [(.budgets, .index)] + ledger.budgets.enumerated().map { (.budget(slug: $1.slug), .budget($0)) }
    }

    func parts(_ kind: Kind, at page: Route) throws(TemplateError) -> [String] {
        guard let ledger = site.budgets else {
            preconditionFailure("budget pages are planned only when the site has ledgers")
        }
        return [try html(kind, at: page, ledger: ledger)]
    }

    private func html(_ kind: Kind, at page: Route, ledger: Ledger) throws(TemplateError) -> String {
        let view = BudgetPresenter(
            money: site.money.writing(ledger.currency), budgetingChapter: budgetingChapter,
            markupChapter: markupChapter, words: words)
        let root = page.rootPrefix
        switch kind {
        case .index:
            let layout = layout(page, title: word("budgets.title"), section: "budgets")
            return try site.templates.render(
                .budgetsIndex,
                PageContext(
                    layout: layout,
                    content: BudgetsIndexView(overview: view.overview(LedgerSummary(ledger), root: root))))
        case .budget(let index):
            let budget = ledger.budgets[index]
            let layout = layout(
                page, title: budget.name, description: word("pages.budget", ["name": budget.name]), section: "budgets")
            return try site.templates.render(
                .budget,
                PageContext(
                    layout: layout,
                    content: BudgetPageView(
                        budget: view.budget(BudgetSummary(budget, currency: ledger.currency), root: root))))
        }
    }

    /// The curriculum's chapter on the exchange markup (its slug names the hidden fee, or its title the markup).
    private var markupChapter: Route? {
        chapters.first { $0.chapter.slug.contains("hidden-fee") || $0.chapter.title.lowercased().contains("markup") }
            .map { Route.chapter(slug: $0.chapter.slug) }
    }

    /// The curriculum's chapter on budgeting (its slug or title names budgets), for the warnings to link to.
    private var budgetingChapter: Route? {
        chapters.first { $0.chapter.slug.contains("budget") || $0.chapter.title.lowercased().contains("budget") }
            .map { Route.chapter(slug: $0.chapter.slug) }
    }
}
