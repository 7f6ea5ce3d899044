import Foundation

/// What the rates pages show, from `site.yml`'s `rates:` section checked against the snapshots.
public struct RatesSettings: Sendable {
    /// The most target currencies one chart draws.
    public static let maximumTargets = 8

    public var base: String
    public var targets: [String]
    public var watchlist: [(from: String, to: String)]
    /// A move of at least this many percent in a day is called out.
    public var alertPercent: Decimal
    /// Days after which the newest snapshot counts as old (`rates: stale_after_days`).
    public var staleAfterDays: Int

    /// Reads the settings, reporting each problem in `site.yml`.
    public init(config: SiteConfig, history: RateHistory, path: String, diagnostics: inout Diagnostics) {
        let latest = history.latest
        base = config.rates.base ?? latest?.base ?? "EUR"
        if Currency(code: base) == nil {
            diagnostics.error("`rates: base` is `\(base)`, which is not a currency code", in: path)
            base = latest?.base ?? "EUR"
        }
        var targets = config.rates.targets
        if targets.count > Self.maximumTargets {
            diagnostics.error(
                "`rates: targets` lists \(targets.count) currencies; the rates charts show at most \(Self.maximumTargets), "
                    + "so keep the \(Self.maximumTargets) you care about most", in: path)
            targets = Array(targets.prefix(Self.maximumTargets))
        }
        for code in targets where Currency(code: code) == nil {
            diagnostics.error("`rates: targets` names `\(code)`, which is not a currency code", in: path)
        }
        let baseCode = base
        targets = targets.filter { Currency(code: $0) != nil && $0 != baseCode }
        if let latest, config.rates.base != nil {
            Self.checkQuoted(
                base: base, targets: targets, history: history, latest: latest, config: config.rates, path: path,
                &diagnostics)
        }
        if targets.isEmpty, let latest {
            // Without a choice, the most widely used currencies the snapshots quote.
            let common = ["USD", "EUR", "GBP", "JPY", "CHF", "CAD", "AUD", "CNY", "SEK", "NOK", "INR", "MXN"]
            targets = Array(common.filter { $0 != baseCode && latest.rate($0) != nil }.prefix(Self.maximumTargets))
        }
        self.targets = targets
        watchlist = config.rates.watchlist.compactMap { pair in
            let parts = pair.uppercased().split(separator: "/").map(String.init)
            guard parts.count == 2, Currency(code: parts[0]) != nil, Currency(code: parts[1]) != nil else {
                diagnostics.error("`rates: watchlist` has `\(pair)`; write pairs like \"USD/EUR\"", in: path)
                return nil
            }
            // A currency the newest rates lack (one that was replaced, such as the kuna by the euro) has no table.
            if let latest, latest.crossRate(from: parts[0], to: parts[1]) == nil {
                let missing = [parts[0], parts[1]].first { $0 != latest.base && latest.rate($0) == nil } ?? parts[1]
                diagnostics.warning(
                    "`rates: watchlist` has `\(pair)`, but the newest rates (of \(latest.date)) have none for "
                        + "\(missing), so the rates page leaves this pair out; remove it, or fetch rates that quote it",
                    in: path)
            }
            return (parts[0], parts[1])
        }
        staleAfterDays = config.rates.staleAfterDays
        alertPercent =
            config.rates.alertPercent.flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) } ?? 1
    }

    /// Says at site.yml's lines what the snapshots cannot show of the `base` and `targets` chosen there: a base none
    /// of them quotes (no rates pages at all) is an error; a base the newest no longer quote (the pages would stop at
    /// an older day), or a target the newest lack (its line would be left out of the charts), a warning.
    private static func checkQuoted(
        base: String, targets: [String], history: RateHistory, latest: Snapshot, config: SiteConfig.Rates,
        path: String, _ diagnostics: inout Diagnostics
    ) {
        let quotes = { (snapshot: Snapshot, code: String) in snapshot.base == code || snapshot.rate(code) != nil }
        if let last = history.snapshots.lastIndex(where: { quotes($0, base) }) {
            let newer = history.snapshots.count - 1 - last
            if newer > 0 {
                diagnostics.warning(
                    "`rates: base` is \(base), but the newest \(newer == 1 ? "snapshot" : "\(newer) snapshots") (of "
                        + "\(latest.date)) \(newer == 1 ? "has" : "have") no rate for it, so the rates pages stop at "
                        + "\(history.snapshots[last].date); choose a base they quote, such as \(latest.base) "
                        + "(`cashdash rates list` shows them)", in: path, line: config.baseLine ?? 1)
            }
        } else {
            diagnostics.error(
                "`rates: base` is \(base), but no snapshot in Content/rates has a rate for it (the newest, of "
                    + "\(latest.date), are against \(latest.base)), so there would be no rates to show; choose a base "
                    + "they quote, such as \(latest.base) (`cashdash rates list` shows them), or fetch rates from a "
                    + "provider that quotes \(base)", in: path, line: config.baseLine ?? 1)
            return
        }
        for code in targets where !quotes(latest, code) {
            diagnostics.warning(
                "`rates: targets` has \(code), but the newest rates (of \(latest.date)) have none for it, so the rates "
                    + "charts leave it out; remove it, or fetch rates that quote it", in: path,
                line: config.targetsLine ?? 1)
        }
    }
}

extension RateHistory {
    /// How many days old the newest snapshot is on `today`, when that is more than `staleAfterDays`; nil when the
    /// rates are current, there are none, or they are the default site's made-up `sample` rates.
    public func staleDays(today: Day, staleAfterDays: Int) -> Int? {
        latest?.staleDays(today: today, staleAfterDays: staleAfterDays)
    }
}

extension Snapshot {
    /// How many days old this snapshot is on `today`, when that is more than `staleAfterDays`; nil when it is current
    /// or one of the default site's made-up `sample` snapshots.
    public func staleDays(today: Day, staleAfterDays: Int) -> Int? {
        provider == "sample" ? nil : Self.staleDays(of: date, today: today, staleAfterDays: staleAfterDays)
    }

    /// How many days old rates of `date` (`YYYY-MM-DD`) are on `today`, when that is more than `staleAfterDays`.
    public static func staleDays(of date: String, today: Day, staleAfterDays: Int) -> Int? {
        guard let day = Day(iso: date) else { return nil }
        let age = today.ordinal - day.ordinal
        return age > staleAfterDays ? age : nil
    }
}

extension Snapshot {
    /// The same rates against another base, crossed exactly: nil when this snapshot has no rate for `newBase`.
    public func rebased(to newBase: String) -> Snapshot? {
        if newBase == base { return self }
        guard let pivot = rate(newBase), pivot != 0 else { return nil }
        var rates: [String: Decimal] = [:]
        for code in self.rates.keys + [base] where code != newBase {
            rates[code] = rate(code)! / pivot
        }
        return Snapshot(date: date, base: newBase, provider: provider, fetchedAt: fetchedAt, rates: rates)
    }
}
