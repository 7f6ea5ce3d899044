import CashDashModel
import Charts

extension SiteRenderer {
    func classView(_ ledger: ClassLedger) -> ClassView {
        Self.classView(ledger, config: site.config, codes: site.studentCodes)
    }

    static func classView(_ ledger: ClassLedger, config: SiteConfig, codes: [String]? = nil) -> ClassView {
        ClassView(
            ledger: ledger, money: MoneyFormat(config: config), privacy: config.classPrivacy, codes: codes,
            palette: config.theme.palette.flatMap(Palette.named) ?? .standard)
    }

    /// The class dashboard, a page per student and the badge gallery.
    func classHTML(_ kind: Page.ClassPage, for page: Page, ledger: ClassLedger) throws(TemplateError) -> String {
        let view = classView(ledger)
        switch kind {
        case .index:
            let layout = layout(
                page, title: "Our class", description: "The class economy: balances, XP and badges.", section: "class")
            return try site.templates.render(.classIndex, PageContext(layout: layout, content: ClassIndexView(dashboard: view.dashboard())))
        case .student(let index):
            let layout = layout(page, title: view.name(index), description: "Checkbook, XP and badges", section: "class")
            return try site.templates.render(.student, PageContext(layout: layout, content: StudentPageView(student: view.student(index))))
        case .badges:
            let layout = layout(page, title: "Badges", description: "Every badge of the class and who earned it", section: "class")
            return try site.templates.render(.badges, PageContext(layout: layout, content: BadgesPageView(badges: view.badges())))
        }
    }
}
