import ArgumentParser
import CashDashKit
import CashDashModel
import Foundation

struct Rates: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Fetch, import and convert exchange rates kept as daily snapshots.",
        subcommands: [Fetch.self, Import.self, Convert.self, List.self])

    struct Fetch: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Download today's rates and save them as Content/rates/YYYY-MM-DD.json.",
            discussion: "The file is named after the provider's rate date. A snapshot for that date with different numbers is kept unless --force.")

        @Option(help: "ecb, exchangerate-api (key in EXCHANGERATE_API_KEY) or open-er-api; default: site.yml's rates provider, or ecb.")
        var provider: RateFetcher.Provider?
        @Option(help: "The base currency (the ECB's is always EUR); default: site.yml's rates base.") var base: String?
        @Option(help: "Another address to ask, with {base} and {key} where those go.") var url: String?
        @Option(help: ArgumentHelp("The rates folder.", valueName: "DIR")) var into = "Content/rates"
        @Flag(help: "Replace an existing snapshot with different numbers.") var force = false

        func run() async throws {
            // The rates folder sits in Content/, beside site.yml, whose `rates:` section gives the defaults.
            let (config, problems) = SiteConfig.load(from: URL(fileURLWithPath: into).deletingLastPathComponent().appendingPathComponent("site.yml"))
            if problems.hasErrors {
                problems.sorted.forEach { printError($0.description) }
                throw ExitCode.failure
            }
            let provider = provider ?? config.rates.provider.flatMap(RateFetcher.Provider.init(rawValue:)) ?? .ecb
            let base = base ?? (provider == .ecb ? nil : config.rates.base)
            let snapshot = try await failing { try await RateFetcher(provider: provider, base: base, url: url).fetch() }
            let outcome = try failing(nil) { try SnapshotStore(folder: URL(fileURLWithPath: into)).write(snapshot, force: force) }
            let file = displayPath(into, snapshot.date + ".json")
            switch outcome {
            case .written: print("Saved \(file): \(snapshot.rates.count) rates against \(snapshot.base) from \(snapshot.provider)")
            case .replaced: print("Replaced \(file) with the provider's new numbers (--force)")
            case .unchanged: print("\(file) already holds these rates; nothing to do")
            case .kept:
                printError("warning: \(file) already exists with different numbers and was kept; "
                    + "run again with --force to replace it")
            }
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Import rates files: the ECB's eurofxref-hist.csv, daily XML or single-day CSV, or exchangerate-api JSON.")

        @Argument(help: "The files to import.") var files: [String]
        @Option(help: ArgumentHelp("The rates folder.", valueName: "DIR")) var into = "Content/rates"
        @Flag(help: "Replace existing snapshots that have different numbers.") var force = false

        func run() throws {
            var total: [SnapshotStore.Outcome: Int] = [:]
            for file in files {
                let data = try failing(file) {
                    guard let data = FileManager.default.contents(atPath: file) else {
                        throw SnapshotError("this file cannot be read; check its name")
                    }
                    return data
                }
                let snapshots = try failing(file) { try RateImporter.snapshots(from: data) }
                let counts = try failing(file) { try SnapshotStore(folder: URL(fileURLWithPath: into)).write(snapshots, force: force) }
                total.merge(counts, uniquingKeysWith: +)
            }
            let written = (total[.written] ?? 0) + (total[.replaced] ?? 0)
            print("Imported \(written) snapshots into \(into) (\(total[.unchanged] ?? 0) already there)")
            if let kept = total[.kept], kept > 0 {
                printError("warning: \(kept) existing snapshots have different numbers and were kept; use --force to replace them")
            }
        }
    }

    struct Convert: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Convert an amount with the rates of a day (or the latest), and say which day's rates were used.")

        @Argument(help: "The amount, like 100 or 1,250.50.") var amount: String
        @Argument(help: "The currency to convert from, like USD.") var from: String
        @Argument(help: "The currency to convert to, like JPY.") var to: String
        @Option(help: "The day, YYYY-MM-DD; on a weekend or holiday the last earlier rates are used.") var date: String?
        @Option(help: ArgumentHelp("The rates folder.", valueName: "DIR")) var rates = "Content/rates"

        func run() throws {
            guard let value = Decimal(string: amount.replacingOccurrences(of: ",", with: ""), locale: Locale(identifier: "en_US_POSIX")),
                amount.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," || $0 == "-" })
            else {
                printError("error: `\(amount)` is not an amount; write it like 100 or 1250.50")
                throw ExitCode.failure
            }
            let history = try loadHistory(rates)
            let result = try failing(nil) { try history.convert(value, from: from, to: to, on: date) }
            let source = Currency(code: from)!, target = Currency(code: to)!
            var line = "\(source.format(value)) = \(target.format(result.amount))"
            line += "  (rate \(NSDecimalNumber(decimal: result.rate).stringValue.prefix(12)), rates of \(result.date))"
            print(line)
            if let date, date != result.date {
                print("There are no rates for \(date) (a weekend or a bank holiday); the last earlier rates, of \(result.date), were used.")
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List currency codes with their names.")

        @Option(help: ArgumentHelp("The rates folder; its latest snapshot's currencies are listed.", valueName: "DIR"))
        var rates = "Content/rates"

        func run() throws {
            let history = try loadHistory(rates)
            let codes: [String]
            if let latest = history.latest {
                codes = ([latest.base] + latest.rates.keys).sorted()
                print("Currencies in the snapshot of \(latest.date):")
            } else {
                codes = Currency.all.map(\.code)
            }
            for code in codes {
                print("\(code)  \(Currency(code: code)?.name ?? "(not in ISO 4217)")")
            }
        }
    }
}

extension RateFetcher.Provider: ExpressibleByArgument {}

/// Reads a rates folder, reporting problems and failing when there are errors.
private func loadHistory(_ folder: String) throws -> RateHistory {
    var diagnostics = Diagnostics()
    let history = RateHistory.load(from: URL(fileURLWithPath: folder), path: folder, diagnostics: &diagnostics)
    printDiagnostics(diagnostics)
    if diagnostics.hasErrors { throw ExitCode.failure }
    return history
}

/// Runs `body`; a ``SnapshotError`` is printed as `error: …` (after `file:` when given) and ends the command.
private func failing<T>(_ file: String? = nil, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as SnapshotError {
        printError((file.map { "\($0): " } ?? "") + "error: \(error)")
        throw ExitCode.failure
    }
}

private func failing<T>(_ body: () async throws -> T) async throws -> T {
    do {
        return try await body()
    } catch let error as SnapshotError {
        printError("error: \(error)")
        throw ExitCode.failure
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
