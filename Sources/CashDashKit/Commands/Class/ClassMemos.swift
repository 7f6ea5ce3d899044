import CashDashModel
import Foundation

/// The memos the class commands write into transactions.csv in their own words (`Class store: Pencil set`,
/// `Savings deposit`, a monthly rule's `Desk rent, November`), in the site's language: the words under
/// `class_memos.` of its catalogue, with the site's own words over Cash Dash's. What the teacher typed (the item, the
/// reason, the rule's name) goes in as it is, with no isolating marks: a memo is the class's text, and the pages isolate
/// it whole.
struct ClassMemos: Sendable {
    let catalogue: Catalogue
    /// The names of the months standing alone, January first: English's own list in English, CLDR's in another
    /// language.
    let monthNames: [String]

    /// The words of `site` in `language`; the catalogue's problems are left for `check` and `build` to report.
    init(site: SiteFolder, language: String) {
        var ignored = Diagnostics()
        catalogue = Words.load(for: site, language: language, diagnostics: &ignored).words.catalogue
        monthNames = Self.monthNames(in: language)
    }

    /// `Class store: Pencil set`.
    func store(_ item: String) -> String { memo("class_memos.store", ["item": item]) }

    /// `Fine: Late library book`.
    func fine(_ reason: String) -> String { memo("class_memos.fine", ["reason": reason]) }

    /// A payment between students that was given no memo.
    var transfer: String { memo("class_memos.transfer") }

    /// `class save`.
    var savingsDeposit: String { memo("class_memos.savings_deposit") }

    /// `class withdraw`.
    var savingsWithdrawal: String { memo("class_memos.savings_withdrawal") }

    /// A monthly rule's row: the rule's name and the month of `day` (`Desk rent, November`, `Loyer, novembre`).
    func monthly(_ rule: String, on day: Day) -> String {
        memo("class_memos.monthly", ["rule": rule, "month": monthNames[day.components.month - 1]])
    }

    /// The twelve month names of `language` standing alone, read once: payroll names a month for every monthly row
    /// it looks at, in every language.
    private static func monthNames(in language: String) -> [String] {
        guard language != "en", !language.hasPrefix("en-") else { return Month.names }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: language)
        formatter.calendar = Calendar(identifier: .gregorian)
        let names: [String] = formatter.standaloneMonthSymbols
        return names.count == 12 ? names : Month.names
    }

    private func memo(_ key: String, _ values: [String: String] = [:]) -> String {
        let text =
            switch catalogue.entries[key] {
            case .text(let text): text
            case .counted(let forms): forms[.other] ?? key
            case nil: key
            }
        return Catalogue.fill(text) { values[String($0)] }
    }
}

/// Every way a monthly rule's row may have been written: in the site's words now, and in each language Cash Dash
/// speaks (its words and the site's own), English's among them. A site whose language or words changed then finds
/// the months already paid under their old memo, and no month is charged twice.
struct MonthlyMemos: Sendable {
    let site: ClassMemos
    let others: [ClassMemos]

    init(site: SiteFolder, current: ClassMemos) {
        let languages = EmbeddedFiles.files(in: "Templates/i18n").map(\.path).filter { $0.hasSuffix(".yml") }.map {
            String($0.dropLast(".yml".count))
        }
        self.site = current
        others = Set(languages + ["en"]).subtracting([current.catalogue.language]).sorted().map {
            ClassMemos(site: site, language: $0)
        }
    }

    /// The memo of `rule`'s row on `day` in the site's words, and the others it may stand under.
    func memos(_ rule: String, on day: Day) -> (memo: String, others: Set<String>) {
        let memo = site.monthly(rule, on: day)
        return (memo, Set(others.map { $0.monthly(rule, on: day) }).subtracting([memo]))
    }
}
