import CashDashModel
import Foundation

/// Everything read from a site folder.
struct Site: Sendable {
    var config: SiteConfig
    var curriculum: Curriculum
    var glossary: Glossary
    /// The rate history and what the rates pages show; nil when there are no snapshots.
    var rates: RatesPresenter?
    /// The budget ledgers; nil when `Content/budgets/` has none.
    var budgets: Ledger?
    /// The calculators' explanation pages; empty when `Content/calculators/` has none.
    var calculators: Calculators
    /// The class economy; nil when `Content/class/` has no students.
    var classLedger: ClassLedger?
    /// The class's lock, whose extent the build records beside the output.
    var classLock: LedgerLock?
    /// The code of each student, in the ledger's order, when the class pages show codes (`privacy: codes`).
    var studentCodes: [String]? = nil
    /// Each student's checkbook key, in the ledger's order, under `privacy: codes`: the student pages carry each
    /// student's transactions sealed under it, for the student's code to open.
    var checkbooks: [CheckbookKey]? = nil
    var templates: TemplateSet
    var curriculumFolder: URL
    /// The day the build takes for today (``SiteBuilder/today``): pages never read the clock themselves.
    var today: Day
    /// How the site's locale writes money, numbers and days: read from ICU once per build, shared by every page.
    var money: MoneyFormat
}
