import CashDashModel
import Foundation

/// Reads ledgers written into a temporary folder, as the site and `cashdash report` do.
public struct LedgerFixture {
    public let site: TemporarySite

    public init(_ files: [String: String]) throws {
        site = try TemporarySite(files)
    }

    public var files: [(url: URL, path: String)] {
        (try? FileManager.default.contentsOfDirectory(atPath: site.path))?.filter { $0.hasSuffix(".csv") }.sorted()
            .map { (site.root.appendingPathComponent($0), $0) } ?? []
    }

    public func ledger(settings: BudgetSettings = BudgetSettings(), currency: String = "USD", rates: RateHistory? = nil)
        -> (Ledger, [String])
    {
        var diagnostics = Diagnostics(), rows = Diagnostics()
        let ledger = Ledger.load(
            files: files, settings: settings, currency: currency, rates: rates, diagnostics: &diagnostics, rowProblems: &rows)
        diagnostics.append(contentsOf: rows)
        return (ledger, diagnostics.sorted.map { "\($0.path):\($0.line):\($0.column): \($0.message)" })
    }

    public func totals(settings: BudgetSettings = BudgetSettings(), budget: String? = nil) -> (LedgerTotals, [String]) {
        var diagnostics = Diagnostics(), rows = Diagnostics()
        let totals = LedgerTotals.read(
            files: files, settings: settings, currency: "USD", rates: nil, budget: budget, diagnostics: &diagnostics,
            rowProblems: &rows)
        diagnostics.append(contentsOf: rows)
        return (totals, diagnostics.sorted.map { "\($0.path):\($0.line):\($0.column): \($0.message)" })
    }
}
