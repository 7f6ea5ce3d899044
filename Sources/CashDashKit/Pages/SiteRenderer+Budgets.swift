import CashDashModel

extension SiteRenderer {
    /// The budget overview and a page per budget.
    func budgetsHTML(for page: Page) throws(TemplateError) -> String {
        guard let ledger = site.budgets else { return "" }
        let view = BudgetView(ledger: ledger, money: MoneyFormat(config: site.config), budgetingChapter: budgetingChapter)
        let root = page.rootPrefix
        switch page.kind {
        case .budgetsIndex:
            var context = baseContext(page, title: "Budgets", section: "budgets")
            context["overview"] = view.overview(root: root)
            return try site.templates.render(.budgetsIndex, context)
        case .budget(let index):
            let budget = ledger.budgets[index]
            var context = baseContext(page, title: budget.name, description: "The \(budget.name) budget", section: "budgets")
            context["budget"] = view.budget(budget, root: root)
            return try site.templates.render(.budget, context)
        default:
            return ""
        }
    }

    /// The curriculum's chapter on budgeting (its slug or title names budgets), for the warnings to link to.
    private var budgetingChapter: Route? {
        chapters.first { $0.chapter.slug.contains("budget") || $0.chapter.title.lowercased().contains("budget") }
            .map { Route.chapter(slug: $0.chapter.slug) }
    }
}
