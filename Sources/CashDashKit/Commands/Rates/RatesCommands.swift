import CashDashModel
import Foundation

/// What a `rates` command has to say: lines for standard output, and problems for standard error.
public struct RatesResult: Sendable {
    /// Problems found reading a rates folder, printed as `path:line:column: severity: message`.
    public var diagnostics = Diagnostics()
    /// Errors that ended the command, each a full line (`file: error: …`).
    public var errors: [String] = []
    /// What the command did, for standard output.
    public var lines: [String] = []
    /// Warnings about what it left alone, for standard error.
    public var warnings: [String] = []

    /// Whether the command failed and should exit with a non-zero status.
    public var failed: Bool { diagnostics.hasErrors || !errors.isEmpty }
}

/// `cashdash rates fetch`: today's rates from a provider, saved in the rates folder beside `site.yml`, whose
/// `rates:` section gives the defaults.
public struct RatesFetch: Sendable {
    public var provider: RateProvider?
    public var base: String?
    public var url: String?
    public var folder: String
    public var force = false
    /// The moment the run counts as: a snapshot dated after its day is refused.
    public var now = Date()

    public init(folder: String) {
        self.folder = folder
    }

    public func run() async -> RatesResult {
        var result = RatesResult()
        let (config, problems) = SiteConfig.load(
            from: URL(fileURLWithPath: folder).deletingLastPathComponent().appendingPathComponent("site.yml"))
        if problems.hasErrors {
            result.errors = problems.sorted.map(\.description)
            return result
        }
        let provider = provider ?? config.rates.provider.flatMap(RateProvider.init(rawValue:)) ?? .ecb
        let base = base ?? (provider == .ecb ? nil : config.rates.base)
        let snapshot: Snapshot, leftOut: [String], outcome: SnapshotStore.Outcome
        do {
            (snapshot, leftOut) = try await RateFetcher(provider: provider, base: base, url: url).fetchWithLeftOut(
                now: now)
            outcome = try SnapshotStore(folder: URL(fileURLWithPath: folder), today: todayInUTC(now)).write(
                snapshot, force: force)
        } catch {
            result.errors = ["error: \(plainWords(error))"]
            return result
        }
        let file = displayPath(folder, snapshot.date + ".json")
        switch outcome {
        case .written:
            result.lines = [
                "Saved \(file): \(snapshot.rates.count) rates against \(snapshot.base) from \(snapshot.provider)"
            ]
        case .replaced: result.lines = ["Replaced \(file) with the provider's new numbers (--force)"]
        case .unchanged: result.lines = ["\(file) already holds these rates; nothing to do"]
        case .kept:
            result.warnings = [
                "warning: \(file) already exists with different numbers and was kept; run again with --force to replace it"
            ]
        }
        if let line = RateImporter.leftOutLine(leftOut) { result.lines.append(line) }
        return result
    }
}

/// `cashdash rates import`: the ECB's history or daily files (as CSV, XML or the zip the ECB serves), or
/// exchangerate-api JSON, as snapshots.
public struct RatesImport: Sendable {
    public var files: [String]
    public var folder: String
    public var force = false

    public init(files: [String], folder: String) {
        self.files = files
        self.folder = folder
    }

    /// Imports the files in order, stopping at the first that cannot be read; what was imported before stays.
    public func run() -> RatesResult {
        var result = RatesResult()
        var total: [SnapshotStore.Outcome: Int] = [:]
        var leftOut: Set<String> = []
        for file in files {
            do {
                guard let data = readRegularFile(atPath: file) else {
                    throw SnapshotError(
                        "this file cannot be read; check its name, and that it is a file (not a folder or a named pipe)"
                    )
                }
                let read =
                    try RateArchive.isZip(data)
                    ? RateArchive.files(in: data).map { try RateImporter.read($0.data) } : [RateImporter.read(data)]
                let counts = try SnapshotStore(folder: URL(fileURLWithPath: folder)).write(
                    read.flatMap(\.snapshots), force: force)
                leftOut.formUnion(read.flatMap(\.leftOut))
                total.merge(counts, uniquingKeysWith: +)
            } catch {
                result.errors = ["\(file): error: \(plainWords(error))"]
                return result
            }
        }
        let written = (total[.written] ?? 0) + (total[.replaced] ?? 0)
        result.lines = [
            "Imported \(written == 1 ? "1 snapshot" : "\(written) snapshots") into \(folder) "
                + "(\(total[.unchanged] ?? 0) already there)"
        ]
        if let line = RateImporter.leftOutLine(leftOut.sorted()) { result.lines.append(line) }
        if let kept = total[.kept], kept > 0 {
            result.warnings = [
                "warning: \(kept) existing snapshots have different numbers and were kept; use --force to replace them"
            ]
        }
        return result
    }
}

/// `cashdash rates convert`: an amount with the rates of a day (or the latest), saying which day's rates were used.
public struct RatesConvert: Sendable {
    public var amount: Decimal
    public var from: String
    public var to: String
    public var date: Day?
    public var folder: String

    public init(amount: Decimal, from: String, to: String, date: Day? = nil, folder: String) {
        (self.amount, self.from, self.to, self.date, self.folder) = (amount, from, to, date, folder)
    }

    /// Converts exactly the amount it prints: an amount with more decimals than its currency has is refused.
    public func run() -> RatesResult {
        var result = RatesResult()
        if let source = Currency(code: from), Currency.round(amount, to: source.minorUnits) != amount {
            let decimals = source.minorUnits == 0 ? "no decimals" : "at most \(source.minorUnits) decimals"
            result.errors = [
                "error: \(source.code) amounts have \(decimals), so `\(NSDecimalNumber(decimal: amount).stringValue)` "
                    + "cannot be converted exactly; write it like \(source.format(1, withCode: false))"
            ]
            return result
        }
        let history = RateHistory.load(
            from: URL(fileURLWithPath: folder), path: folder, diagnostics: &result.diagnostics)
        guard !result.diagnostics.hasErrors else { return result }
        let date = date?.description
        do {
            let conversion = try history.convert(amount, from: from, to: to, on: date)
            let source = Currency(code: from)!, target = Currency(code: to)!
            result.lines = [
                "\(source.format(amount)) = \(target.format(conversion.amount))"
                    + "  (rate \(Self.shown(conversion.rate)), rates of \(conversion.date))"
            ]
            if let date, date != conversion.date {
                // A day after the newest snapshot is a day not fetched yet, whatever day of the week it is.
                let why =
                    date > (history.latest?.date ?? date)
                    ? "the newest snapshot is of \(conversion.date); `cashdash rates fetch` brings newer ones"
                    : Day(iso: date).map { [6, 7].contains($0.weekday) } == true
                        ? "a weekend" : "a bank holiday, or a day whose rates were not saved"
                result.lines.append(
                    "There are no rates for \(date) (\(why)); the last earlier rates, of \(conversion.date), were used."
                )
            }
        } catch {
            // Named at the rates folder, as every snapshot it read is.
            result.errors = ["\(folder): error: \(plainWords(error))"]
        }
        return result
    }
}

extension RatesConvert {
    /// `text` read as an amount to convert, as the site in `site` writes amounts when there is one (`12,50` and
    /// `1.234,56` where its locale's decimal mark is a comma, as `cashdash add` reads them: `1,234` there is one and a
    /// bit, never a thousand and more), else as the manual's examples do (`1,250.50`); nil when it is no amount.
    public static func amount(_ text: String, site: SiteFolder?) -> Decimal? {
        var config = SiteConfig()
        if let site {
            var diagnostics = Diagnostics()  // a broken site.yml is the build's to report; its defaults read here
            config = SiteConfig.load(in: site, diagnostics: &diagnostics)
        }
        guard let value = MoneyFormat(config: config).typedAmount(text), value.symbol == nil else { return nil }
        return value.decimal
    }

    /// A rate in at most twelve characters, rounded: a crossed rate (GBP to USD, 1.1707 ÷ 0.86525) has as many
    /// decimals as the division made, and cut short, 1.35301935856…'s last digit was one too low.
    static func shown(_ rate: Decimal) -> String {
        let whole = NSDecimalNumber(decimal: rate).stringValue.prefix { $0 != "." }.count
        var exact = rate, rounded = Decimal()
        NSDecimalRound(&rounded, &exact, max(0, 11 - whole), .plain)
        return NSDecimalNumber(decimal: rounded).stringValue
    }
}

/// `cashdash rates list`: the currencies of the latest snapshot, or every ISO 4217 currency, with their names.
public struct RatesList: Sendable {
    public var folder: String

    public init(folder: String) {
        self.folder = folder
    }

    public func run() -> RatesResult {
        var result = RatesResult()
        let history = RateHistory.load(
            from: URL(fileURLWithPath: folder), path: folder, diagnostics: &result.diagnostics)
        guard !result.diagnostics.hasErrors else { return result }
        let codes: [String]
        if let latest = history.latest {
            codes = ([latest.base] + latest.rates.keys).sorted()
            result.lines.append("Currencies in the snapshot of \(latest.date):")
        } else {
            codes = Currency.all.map(\.code)
        }
        result.lines += codes.map { "\($0)  \(Currency(code: $0)?.name ?? "(not in ISO 4217)")" }
        return result
    }
}
