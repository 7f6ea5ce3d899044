import CashDashModel
import Foundation

/// The steps of ``SiteBuilder/load(writesCodes:changes:rateMemo:_:)`` that read one input each.
extension SiteBuilder {
    /// Checks the site's folders for links out of them, unless `linksChecked` says there are none; with a ``cache``,
    /// lists them again to say what changed. Returns `changes`, or `.unknown` when a followed link may lead somewhere
    /// else now.
    func checkFolders(
        _ content: SiteFolder.Item, changes: ChangedFiles, linksChecked: Bool, _ diagnostics: inout Diagnostics
    ) -> ChangedFiles {
        guard let listings = cache?.listings else {
            // Walking the folders again was 0.9 % of a rebuild after one edit (perf).
            if !linksChecked { site.checkLinks(diagnostics: &diagnostics) }
            return changes
        }
        _ = listings.files(
            in: content.url, within: site.url, displayPath: content.path, changes: changes, problems: &diagnostics)
        var ignored = Diagnostics()  // the templates' own listing reports nothing
        _ = listings.files(in: site.item("Templates").url, within: site.url, changes: changes, problems: &ignored)
        // What a link leads to may change without the watcher naming anything in the site's folders.
        if listings.followedLinks(in: content.url) || listings.followedLinks(in: site.item("Templates").url) {
            return .unknown
        }
        return changes
    }

    /// The rates pages' presenter, read with the snapshot memo the last build left beside the output, and this
    /// load's memo; no presenter when there are no snapshots, or no day quotes the base (an error).
    func readRates(
        config: SiteConfig, money: MoneyFormat, words: Catalogue, _ diagnostics: inout Diagnostics
    ) -> (RatesPresenter?, SnapshotMemo?) {
        let output = URL(fileURLWithPath: outputPath)
        let parts = GuardedOutput.controlFileNames(in: output).filter { SnapshotMemo.part(ofFileName: $0) != nil }
        let lastMemo =
            parts.isEmpty
            ? nil
            : SnapshotMemo(
                parts: parts.compactMap { GuardedOutput.controlData($0, in: output) }, stamp: ProgramStamp.current)
        let (history, loadedMemo) = RateHistory.load(
            from: site.content("rates").url, path: site.content("rates").path, memo: lastMemo,
            stamp: ProgramStamp.current, diagnostics: &diagnostics)
        var memo = loadedMemo
        guard !history.snapshots.isEmpty else { return (nil, memo) }
        let settings = RatesSettings(
            config: config, history: history, path: site.content("site.yml").path, diagnostics: &diagnostics)
        let rates = RatesPresenter(
            history: history, settings: settings, summaries: memo.summaries(of: history, base: settings.base),
            dayFormat: money.days, numbers: money.style.with(kind: .plain), words: words)
        return (rates.days.isEmpty ? nil : rates, memo)
    }

    /// A warning when the newest rates are older than `rates: stale_after_days`.
    func warnIfStale(_ history: RateHistory, config: SiteConfig, _ diagnostics: inout Diagnostics) {
        guard let age = history.staleDays(today: today, staleAfterDays: config.rates.staleAfterDays),
            let latest = history.latest
        else { return }
        diagnostics.warning(
            "the newest exchange rates are from \(latest.date), \(age) days ago (more than `rates: stale_after_days`, "
                + "\(config.rates.staleAfterDays)); the rates pages say so. Run `cashdash daily` or `cashdash rates fetch` "
                + "to bring newer ones", in: site.content("rates").path)
    }

    /// The class ledger, checked, with its store, and its pay rules: `class payroll` reads rules.yml, and `check` and
    /// `build` say what is wrong with it before a payroll does. Without students.csv there are no names to find the rules'
    /// students by; payroll runs where it is.
    func readClass(
        config: SiteConfig, money: MoneyFormat, published: PublishedLock?, _ diagnostics: inout Diagnostics
    ) -> (ledger: ClassLedger, lock: LedgerLock)? {
        var loaded = ClassLedger.loadChecked(
            from: site.content("class").url, path: site.content("class").path, money: money.writer,
            format: config.classFormat, today: today, futureIsError: strict, published: published,
            diagnostics: &diagnostics)
        if let ledger = loaded?.ledger, ledger.namesKnown {
            loaded?.ledger.store =
                PayRules.load(
                    from: site.content("class").url, path: site.content("class").path, students: ledger.students,
                    money: money.writer, diagnostics: &diagnostics)?.store ?? ClassStore()
        } else if loaded != nil {
            // Without the names, the rules' jobs and students cannot be read; the store needs none.
            loaded?.ledger.store = ClassStore.load(
                from: site.content("class").url, path: site.content("class").path, money: money.writer,
                diagnostics: &diagnostics)
        }
        return loaded
    }
}
