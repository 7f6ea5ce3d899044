import CashDashModel
import Foundation

/// Reads ledgers written into a temporary folder, as the site and `cashdash report` do.
public struct LedgerFixture {
    public let site: TemporarySite

    public init(_ files: [String: String]) throws {
        site = try TemporarySite(files)
    }

    public var files: [(url: URL, path: String)] {
        (try? FileManager.default.contentsOfDirectory(atPath: site.path))?.filter {
            Ledger.fileExtensions.contains(($0 as NSString).pathExtension.lowercased())
        }.sorted()
            .map { (site.root.appendingPathComponent($0), $0) } ?? []
    }

    /// The settings in the fixture's `budgets.yml` (the defaults when there is none), and the problems found.
    public func settings() -> (BudgetSettings, [String]) {
        var diagnostics = Diagnostics()
        let settings = BudgetSettings.load(
            from: site.root.appendingPathComponent("budgets.yml"), path: "budgets.yml", diagnostics: &diagnostics)
        return (settings, diagnostics.sorted.map { "\($0.path):\($0.line):\($0.column): \($0.message)" })
    }

    /// Writes `bytes` as the file `name`, for ledgers in other encodings than UTF-8.
    public func write(_ bytes: [UInt8], to name: String) throws {
        try Data(bytes).write(to: site.root.appendingPathComponent(name))
    }

    /// The ledger read with the settings of the fixture's `budgets.yml`.
    public func ledger(
        settings: BudgetSettings? = nil, currency: String = "USD", rates: RateHistory? = nil
    )
        -> (Ledger, [String])
    {
        let (settings, settingsProblems) = settings.map { ($0, []) } ?? self.settings()
        var diagnostics = Diagnostics(), rows = Diagnostics()
        let ledger = Ledger.load(
            files: files, settings: settings, currency: currency, rates: rates, diagnostics: &diagnostics,
            rowProblems: &rows)
        diagnostics.append(contentsOf: rows)
        return (
            ledger, settingsProblems + diagnostics.sorted.map { "\($0.path):\($0.line):\($0.column): \($0.message)" }
        )
    }

    /// The ledger streamed into a summary listing its rows, as `cashdash report --format html` reads it, with the
    /// settings of the fixture's `budgets.yml`; the problems as ``ledger(settings:currency:rates:)`` gives them.
    public func summary(
        from: Day? = nil, to: Day? = nil, budget: String? = nil, listing: LedgerSummary.Listing = .all
    ) -> (LedgerSummary, [String]) {
        let (settings, settingsProblems) = self.settings()
        var diagnostics = Diagnostics(), rows = Diagnostics()
        let summary = LedgerSummary.read(
            files: files, settings: settings, currency: "USD", rates: nil, from: from, to: to, budget: budget,
            listing: listing, diagnostics: &diagnostics, rowProblems: &rows)
        diagnostics.append(contentsOf: rows)
        return (
            summary, settingsProblems + diagnostics.sorted.map { "\($0.path):\($0.line):\($0.column): \($0.message)" }
        )
    }

    /// The ledger streamed into a summary that keeps no row, as `cashdash report --format json|csv` reads it.
    public func totals(
        settings: BudgetSettings = BudgetSettings(), from: Day? = nil, budget: String? = nil
    ) -> (LedgerSummary, [String]) {
        var diagnostics = Diagnostics(), rows = Diagnostics()
        let totals = LedgerSummary.read(
            files: files, settings: settings, currency: "USD", rates: nil, from: from, budget: budget,
            diagnostics: &diagnostics, rowProblems: &rows)
        diagnostics.append(contentsOf: rows)
        return (totals, diagnostics.sorted.map { "\($0.path):\($0.line):\($0.column): \($0.message)" })
    }
}
