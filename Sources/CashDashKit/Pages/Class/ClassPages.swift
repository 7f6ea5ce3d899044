import CashDashModel
import Charts

/// The class dashboard, a page per student and the badge gallery.
struct ClassPages: PageSet {
    enum Kind: Sendable {
        case index
        case student(Int)
        case badges
        case store
    }

    let renderer: SiteRenderer

    init(_ renderer: SiteRenderer) {
        self.renderer = renderer
    }

    static func template(for kind: Kind) -> Template? {
        switch kind {
        case .index: .classIndex
        case .student: .student
        case .badges: .badges
        case .store: .classStore
        }
    }

    static func plan(_ site: Site) -> [(route: Route, kind: Kind)] {
        guard let ledger = site.classLedger else { return [] }
        let slugs = classView(
            ledger, config: site.config, money: site.money, codes: site.studentCodes,
            words: site.templates.words.catalogue
        ).slugs
        return [(.classHome, .index), (.classBadges, .badges)]
            + (ledger.store.items.isEmpty ? [] : [(.classStore, .store)])
            + slugs.enumerated().map { (.student(slug: $1), .student($0)) }
    }

    func parts(_ kind: Kind, at page: Route) throws(TemplateError) -> [String] {
        guard let ledger = site.classLedger else {
            preconditionFailure("class pages are planned only when the site has a class")
        }
        return [try html(kind, at: page, ledger: ledger)]
    }

    func classView(_ ledger: ClassLedger) -> ClassPresenter {
        Self.classView(ledger, config: site.config, money: site.money, codes: site.studentCodes, words: words)
    }

    static func classView(
        _ ledger: ClassLedger, config: SiteConfig, money: MoneyFormat? = nil, codes: [String]? = nil,
        words: Catalogue = .english
    ) -> ClassPresenter {
        ClassPresenter(
            ledger: ledger, money: money ?? MoneyFormat(config: config), privacy: config.classPrivacy, codes: codes,
            palette: config.theme.palette.flatMap(Palette.named) ?? .standard, words: words,
            showsLeaderboard: config.classLeaderboard)
    }

    private func html(_ kind: Kind, at page: Route, ledger: ClassLedger) throws(TemplateError) -> String {
        let view = classView(ledger)
        switch kind {
        case .index:
            let layout = layout(
                page, title: word("class.title"), description: word("pages.class"), section: "class")
            return try site.templates.render(
                .classIndex, PageContext(layout: layout, content: ClassIndexView(dashboard: view.dashboard())))
        case .student(let index):
            let layout = layout(
                page, title: view.name(index), description: word("pages.student"), section: "class")
            var student = view.student(index)
            // Under codes the register is published only sealed, for the student's checkbook code to open.
            if let key = site.checkbooks?[index] {
                student.register = []
                student.savings?.register = []
                student.checkbook = CheckbookView(rows: view.checkbookLines(index), key: key)
            }
            return try site.templates.render(
                .student, PageContext(layout: layout, content: StudentPageView(student: student)))
        case .badges:
            let layout = layout(
                page, title: word("class.badges"), description: word("pages.badges"), section: "class")
            return try site.templates.render(
                .badges, PageContext(layout: layout, content: BadgesPageView(badges: view.badges())))
        case .store:
            let layout = layout(
                page, title: word("class_store.title"), description: word("class_store.description"),
                section: "class")
            return try site.templates.render(
                .classStore, PageContext(layout: layout, content: StorePageView(items: view.store())))
        }
    }
}
