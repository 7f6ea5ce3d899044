import CashDashModel
import Foundation

extension AddRule {
    /// Reads budgets.yml again as it is now and the profile's ledgers in `Content/budgets/`, and says how many rows
    /// the profile's newest rule gives its category (a row takes the first rule that finds its note).
    func count(for files: String, site: SiteFolder, settingsFile: SiteFolder.Item, _ diagnostics: inout Diagnostics) {
        var problems = Diagnostics(), rowProblems = Diagnostics()
        var settings = BudgetSettings.load(from: settingsFile.url, path: settingsFile.path, diagnostics: &problems)
        guard let profile = settings.ledgers.first(where: { $0.files == files }),
            let rule = profile.categoryRules.last
        else { return }
        let ledgers = Self.ledgerFiles(of: profile, in: site.content("budgets"), settings: settings)
        guard !ledgers.isEmpty else {
            say(
                "No ledger in \(site.content("budgets").path) is read by this profile yet; the rule counts from the next import"
            )
            return
        }
        let config = SiteConfig.load(in: site, diagnostics: &problems)
        settings.settle(for: config)
        let rates = RateHistory.load(
            from: site.content("rates").url, path: site.content("rates").path, diagnostics: &problems)
        let rows = Ledger.load(
            files: ledgers, settings: settings, currency: settings.homeCurrency, rates: rates, diagnostics: &problems,
            rowProblems: &rowProblems
        ).budgets.flatMap(\.transactions)
        let found = rows.filter { rule.words.isFound(inLowercased: $0.note.lowercased()) }
        let given = found.filter { row in
            let first = profile.categoryRules.first { $0.words.isFound(inLowercased: row.note.lowercased()) }
            return first == rule && row.category == rule.category
        }
        let names = ledgers.map { ($0.path as NSString).lastPathComponent }.joined(separator: ", ")
        say(
            "It gives \(Self.rows(given.count)) of \(names) the category \(rule.category) now (of \(Self.rows(rows.count)))"
                + (found.count > given.count
                    ? "; it finds \(Self.rows(found.count - given.count)) more, which an earlier rule or the bank's own "
                        + "category gives a category first"
                    : ""))
        if !problems.hasErrors, !rowProblems.hasErrors { return }
        diagnostics.warning(
            "some rows of these ledgers cannot be read (`cashdash check` names them); they are not counted",
            in: settingsFile.path)
    }

    /// The ledgers in `folder` this profile reads, with their paths.
    static func ledgerFiles(
        of profile: LedgerProfile, in folder: SiteFolder.Item, settings: BudgetSettings
    ) -> [(url: URL, path: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
        return names.sorted().filter { name in
            Ledger.fileExtensions.contains((name as NSString).pathExtension.lowercased())
                && settings.profile(for: name)?.files == profile.files
        }.map { (folder.url.appendingPathComponent($0), folder.path + "/" + $0) }
    }

    static func rows(_ count: Int) -> String { count == 1 ? "1 row" : "\(count) rows" }
}
