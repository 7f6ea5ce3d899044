import CashDashModel
import Charts

extension SiteRenderer {
    func classView(_ ledger: ClassLedger) -> ClassView {
        ClassView(
            ledger: ledger, money: MoneyFormat(config: site.config), privacy: site.config.classPrivacy,
            palette: site.config.theme.palette.flatMap(Palette.named) ?? .standard)
    }

    /// The class dashboard, a page per student and the badge gallery.
    func classHTML(for page: Page) throws(TemplateError) -> String {
        guard let ledger = site.classLedger else { return "" }
        let view = classView(ledger)
        switch page.kind {
        case .classIndex:
            var context = baseContext(
                page, title: "Our class", description: "The class economy: balances, XP and badges.", section: "class")
            context["dashboard"] = view.dashboard()
            return try site.templates.render(.classIndex, context)
        case .classStudent(let index):
            var context = baseContext(page, title: view.name(index), description: "Checkbook, XP and badges", section: "class")
            context["student"] = view.student(index)
            return try site.templates.render(.student, context)
        case .classBadges:
            var context = baseContext(page, title: "Badges", description: "Every badge of the class and who earned it", section: "class")
            context["badges"] = view.badges()
            return try site.templates.render(.badges, context)
        default:
            return ""
        }
    }
}
