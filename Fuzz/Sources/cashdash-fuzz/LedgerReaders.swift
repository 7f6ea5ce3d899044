@testable import CashDashModel
import Foundation

/// A folder of this process's own for a target's files, made once.
func scratchFolder(_ name: String) -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cashdash-fuzz-\(name)-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Reads `files` with both readers of a ledger, which must agree on them: the rows kept in memory (build, HTML
/// report) and the rows summed as they stream past (json and csv reports). Returns the rows kept and their problems.
@discardableResult
func readersAgree(
    files: [(url: URL, path: String)], settings: BudgetSettings
) -> (ledger: Ledger, problems: Diagnostics) {
    var kept = Diagnostics(), keptRows = Diagnostics(), streamed = Diagnostics(), streamedRows = Diagnostics()
    let ledger = Ledger.load(
        files: files, settings: settings, currency: "USD", rates: nil, diagnostics: &kept, rowProblems: &keptRows)
    let totals = LedgerSummary.read(
        files: files, settings: settings, currency: "USD", rates: nil, diagnostics: &streamed,
        rowProblems: &streamedRows)
    for diagnostic in kept.all + keptRows.all { _ = diagnostic.description }

    // Only the in-memory reader warns about rows that look alike, so errors are compared.
    precondition(
        kept.errors == streamed.errors && keptRows == streamedRows, "the two readers reported different problems")
    let transactions = ledger.budgets.flatMap(\.transactions)
    precondition(transactions.count == totals.rows, "the two readers kept different rows")
    let added = transactions.filter { $0.kind == .deposit }.reduce(Decimal(0)) { $0 + $1.amount }
    let spent = transactions.filter { $0.kind == .expense }.reduce(Decimal(0)) { $0 + $1.amount }
    precondition(
        added == Decimal(minorUnits: totals.overall.added, decimals: 2), "the two readers added up differently")
    precondition(
        spent == Decimal(minorUnits: totals.overall.spent, decimals: 2), "the two readers added up differently")
    kept.append(contentsOf: keptRows)
    return (ledger, kept)
}

/// A bank statement (OFX, QIF, CAMT) read by its reader, then as a ledger file named `name` by both ledger readers.
/// Every entry, problem and warning is placed on a line of the file, at a column of at least 1.
func statement(_ data: Data, named name: String, read: (Data) throws(StatementProblem) -> StatementRead) {
    let lines = data.count { $0 == 0x0A || $0 == 0x0D } + 1
    do throws(StatementProblem) {
        let statement = try read(data)
        for entry in statement.entries {
            precondition((1...lines).contains(entry.line) && entry.column >= 1, "an entry is placed outside the file")
        }
        for problem in statement.problems + statement.warnings {
            precondition(
                (1...lines).contains(problem.line) && problem.column >= 1, "a problem is placed outside the file")
        }
    } catch {
        precondition((1...lines).contains(error.line) && error.column >= 1, "the error is placed outside the file")
    }
    let file = scratchFolder("statement").appendingPathComponent(name)
    try? data.write(to: file)
    var diagnostics = Diagnostics()
    let settings = BudgetSettings.parse("", path: "budgets.yml", diagnostics: &diagnostics)
    readersAgree(files: [(url: file, path: name)], settings: settings)
}
