import CashDashModel
import Foundation

/// `cashdash daily`: the one command a schedule runs. It holds the site's lock, fetches today's rates (trying each
/// of `rates: providers:` in turn), fetches the working days a schedule missed from the provider's history, builds,
/// and publishes when `site.yml` has `publish:`.
///
/// It succeeds only when the site was built (and published, with `publish:`) with the provider's latest rates; on
/// any failure the site is left as it was and ``DailyResult/failure`` says why in one line.
public struct DailyRun: Sendable {
    /// The site folder, as typed.
    public var sitePath: String
    /// The moment the run counts as (tests set it).
    public var now = Date()
    /// Told when another command holds a lock this one waits for.
    public var waitingNotice: (@Sendable (String) -> Void)?
    /// The day the build takes for today (``SiteBuilder/today``).
    public var today = todayInUTC()
    /// `--base-url`: the address the site is published at, in place of site.yml's `base_url` (``SiteBuilder/baseURL``).
    public var baseURL: String?

    public init(sitePath: String = ".") {
        self.sitePath = sitePath
    }

    public func run() async -> DailyResult {
        var result = DailyResult()
        let site = SiteFolder(sitePath)
        // The site's lock, held while this run lasts, so two schedules never interleave.
        let lock = SiteLock(site)
        var locking = Diagnostics()
        guard lock.acquire(whenBusy: .refuse(what: "this run changed nothing"), diagnostics: &locking) else {
            result.failure = locking.sorted.map(\.description).joined(separator: "\n")
            return result
        }
        defer { lock.release() }
        let config = SiteConfig.load(in: site, diagnostics: &result.diagnostics)
        let ratesFolder = site.content("rates")
        let history = RateHistory.load(from: ratesFolder.url, path: ratesFolder.path, diagnostics: &result.diagnostics)
        guard !result.diagnostics.hasErrors else {
            result.failure =
                "error: fix the problems above first; no rates were fetched and the site was left as it was"
            return result
        }
        let newest = history.latest?.date
        // A site that follows no rates (a class site) is built and published, and asks no provider.
        guard config.rates.isWritten else {
            result.lines.append("site.yml has no `rates:` section, so no rates were fetched")
            buildAndPublish(config: config, ratesOf: nil, into: &result)
            return result
        }
        let store = SnapshotStore(folder: ratesFolder.url, today: todayInUTC(now))

        guard let (snapshot, source) = await fetchToday(config: config, newest: newest, into: &result),
            await save(
                snapshot, from: source, newest: newest, in: store, folder: ratesFolder.path, config: config,
                into: &result)
        else { return result }

        // The pages show the newest snapshot saved, which a lagging provider's answer does not replace.
        let shown = max(newest ?? snapshot.date, snapshot.date)
        buildAndPublish(config: config, ratesOf: shown, into: &result)
        // Built and published all the same, but a schedule is told: the newest rates any provider had are old.
        if !result.failed,
            let age = Snapshot.staleDays(of: shown, today: today, staleAfterDays: config.rates.staleAfterDays)
        {
            result.staleDays = age
            result.lines.append(
                "The newest rates any provider had are of \(shown), \(age) days ago (more than "
                    + "`rates: stale_after_days`, \(config.rates.staleAfterDays)): the site was built and published with "
                    + "them, and this run exits with status \(DailyResult.staleExitCode) so the schedule shows it")
        }
        return result
    }

    /// Today's rates from the first source that answers; nil, with the failure, when none does.
    private func fetchToday(
        config: SiteConfig, newest: String?, into result: inout DailyResult
    ) async -> (snapshot: Snapshot, source: RateSource)? {
        var fetched: (snapshot: Snapshot, source: RateSource)?
        var failures: [String] = []
        for source in config.rates.sources {
            let fetcher = RateFetcher(
                provider: source.provider, base: source.provider == .ecb ? nil : config.rates.base, url: source.url)
            do {
                fetched = (try await fetcher.fetch(now: now), source)
                break
            } catch {
                var reason = plainWords(error)
                for ending in ["; nothing was written", ". Nothing was written"] where reason.hasSuffix(ending) {
                    reason.removeLast(ending.count)
                }
                failures.append("\(source.provider.rawValue): \(reason)")
                result.lines.append("\(source.provider.rawValue) failed: \(reason)")
            }
        }
        guard fetched != nil else {
            result.failure =
                "error: no rates provider answered (\(failures.joined(separator: "; "))); the site was left as it "
                + "was, with rates of \(newest ?? "no day yet")"
            return nil
        }
        return fetched
    }

    /// Saves today's rates, and those of the days missed since `newest`; false, with the failure, when they cannot be.
    private func save(
        _ snapshot: Snapshot, from source: RateSource, newest: String?, in store: SnapshotStore, folder: String,
        config: SiteConfig, into result: inout DailyResult
    ) async -> Bool {
        do {
            let name = displayPath(folder, snapshot.date + ".json")
            switch try store.write(snapshot) {
            case .written: result.lines.append("Saved \(name): rates of \(snapshot.date) from \(snapshot.provider)")
            case .unchanged, .replaced:
                result.lines.append("\(name) already holds the rates of \(snapshot.date) from \(snapshot.provider)")
            case .kept:
                result.lines.append(
                    "Kept \(name): it already holds other numbers for \(snapshot.date) (rates fetch --force replaces them)"
                )
            }
            if let newest, newest < snapshot.date {
                result.lines += try await backfill(
                    after: newest, before: snapshot.date, first: source, config: config, store: store)
            } else if let newest, newest > snapshot.date {
                result.lines.append(
                    "\(source.provider.rawValue)'s newest rates, of \(snapshot.date), are older than those of \(newest) "
                        + "already saved; the site keeps showing \(newest)")
            }
        } catch {
            result.failure = "error: the rates could not be saved (\(plainWords(error))); the site was left as it was"
            return false
        }
        return true
    }

    /// Builds the site for publishing and publishes it when site.yml has `publish:`; `ratesOf` is the day of the rates
    /// it shows, for the message.
    private func buildAndPublish(config: SiteConfig, ratesOf shown: String?, into result: inout DailyResult) {
        var builder = SiteBuilder(sitePath: sitePath, today: today)
        builder.waitingNotice = waitingNotice
        builder.baseURL = baseURL
        builder.publishing = true
        let build = builder.build()
        result.diagnostics.append(contentsOf: build.diagnostics)
        guard build.succeeded else {
            result.failure =
                "error: the build failed (see above); \(shown == nil ? "" : "the rates were saved, ")the site was left as it was"
            return
        }
        result.lines.append(
            "Built \(build.pageCount) pages into \(build.outputPath)" + (shown.map { " with the rates of \($0)" } ?? "")
        )
        guard config.publish != nil else { return }
        var publish = SitePublish(sitePath: sitePath)
        publish.today = today
        publish.buildsFirst = false
        publish.waitingNotice = waitingNotice
        let published = publish.run()
        result.diagnostics.append(contentsOf: published.diagnostics)
        result.lines += published.lines
        if published.failed {
            result.failure =
                "error: the site was built\(shown.map { " with the rates of \($0)" } ?? "") but could not be published "
                + "(see above)"
        }
    }

    /// Fetches the days the provider publishes on between `newest` and `latest` (both excluded) from the first source, starting with
    /// the one that answered today, whose provider keeps a history; returns what it did.
    private func backfill(
        after newest: String, before latest: String, first: RateSource, config: SiteConfig, store: SnapshotStore
    ) async throws -> [String] {
        guard let start = Day(iso: newest), let end = Day(iso: latest) else { return [] }
        // The days the provider that answered publishes on (the ECB's TARGET days, or every day for open.er-api).
        let calendar = PublishingCalendar(provider: first.provider.rawValue)
        let missed = (start.ordinal + 1..<end.ordinal).map(Day.init(ordinal:)).filter(calendar.publishes(on:))
        guard !missed.isEmpty else { return [] }
        let span = missed.count == 1 ? "\(missed[0])" : "\(missed.first!) to \(missed.last!)"
        var lines: [String] = []
        let sources = [first] + config.rates.sources.filter { $0 != first }
        for source in sources {
            guard let address = source.historyURL ?? source.provider.historyURL else {
                if source == first {
                    lines.append(
                        "\(source.provider.rawValue) keeps no history, so the \(missed.count) missed "
                            + "day\(missed.count == 1 ? "" : "s") (\(span)) cannot be fetched from it")
                }
                continue
            }
            do {
                let history = try await RateFetcher(provider: source.provider, base: nil, url: nil).fetchHistory(
                    from: address, now: now)
                let days = history.filter { $0.date > newest && $0.date < latest }
                let counts = try store.write(days)
                let have = Set(days.map(\.date))
                // A day before the history's first is not a holiday: the history does not reach back to it.
                // Nor is a day after its last: the history had not reached it when it was made.
                let begins = history.first?.date ?? latest, ends = history.last?.date ?? newest
                let older = missed.map(\.description).filter { $0 < begins }
                let holidays = missed.map(\.description).filter { $0 >= begins && $0 <= ends && !have.contains($0) }
                let newer = missed.map(\.description).filter { $0 > ends }
                lines.append(
                    "Back-filled \(days.count) missed \(days.count == 1 ? "day" : "days") (\(counts[.written] ?? 0) new) from "
                        + "\(source.provider.rawValue)'s history"
                        + (holidays.isEmpty
                            ? "" : "; it published nothing on \(holidays.joined(separator: ", ")) (a holiday)"))
                if let first = newer.first, let last = newer.last {
                    lines.append(
                        "\(newer.count == 1 ? "The missed day \(first) is" : "The \(newer.count) missed days \(first) to \(last) are") "
                            + "newer than \(source.provider.rawValue)'s history, which ends on \(ends), so "
                            + "\(newer.count == 1 ? "it stays" : "they stay") missing for now: the next run fetches "
                            + "\(newer.count == 1 ? "it" : "them") once the history has \(newer.count == 1 ? "it" : "them")"
                    )
                }
                if let first = older.first, let last = older.last {
                    lines.append(
                        "\(older.count == 1 ? "The missed day \(first) is" : "The \(older.count) missed days \(first) to \(last) are") "
                            + "older than \(source.provider.rawValue)'s history, which begins on \(begins), so "
                            + "\(older.count == 1 ? "it stays" : "they stay") missing: download a longer history (the ECB's is eurofxref-hist.zip) and add it with "
                            + "`cashdash rates import FILE`")
                }
                return lines
            } catch {
                lines.append("\(source.provider.rawValue)'s history could not be fetched: \(plainWords(error))")
            }
        }
        lines.append("The missed days (\(span)) stay missing: no provider's history could fill them")
        return lines
    }
}

/// What `daily` did, and why it failed when it did.
public struct DailyResult: Sendable {
    /// Problems in the site's files, from reading and building it.
    public var diagnostics = Diagnostics()
    /// What was done, for standard output.
    public var lines: [String] = []
    /// The one line that says why the run failed; nil when it succeeded.
    public var failure: String?
    /// How old the newest rates are, in days, when they are older than `rates: stale_after_days`: the site was built
    /// and published, and the run exits with ``staleExitCode``.
    public var staleDays: Int?

    /// The exit status of a run whose rates are old: distinct from 1 (a failure), so a schedule shows it.
    public static let staleExitCode: Int32 = 3

    public var failed: Bool { failure != nil }
}
