@testable import CashDashModel
import Foundation

/// The `profile` target: a `budgets.yml` whose `ledgers:` profiles say how to read a bank's export, applied to that
/// export. The input is the YAML, a line `%%`, then the CSV (the file `bank.csv`); without the line, all of it is
/// the CSV, read through a profile that uses every setting. Both readers of a ledger must agree on it: the rows kept
/// in memory (build, HTML report) and the totals streamed (json and csv reports).
func profile(_ data: Data) {
    let bytes = [UInt8](data)
    let marker = Array("\n%%\n".utf8)
    var yaml = Array(defaultProfile.utf8), csv = bytes
    if let start = (0...max(0, bytes.count - marker.count)).first(where: { bytes[$0...].starts(with: marker) }) {
        yaml = Array(bytes[..<start])
        csv = Array(bytes[(start + marker.count)...])
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cashdash-fuzz-profile-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let settingsFile = folder.appendingPathComponent("budgets.yml"), ledgerFile = folder.appendingPathComponent("bank.csv")
    try? Data(yaml).write(to: settingsFile)
    try? Data(csv).write(to: ledgerFile)

    var diagnostics = Diagnostics()
    let settings = BudgetSettings.load(from: settingsFile, path: "budgets.yml", diagnostics: &diagnostics)
    let files = [(url: ledgerFile, path: "bank.csv")]
    var kept = Diagnostics(), keptRows = Diagnostics(), streamed = Diagnostics(), streamedRows = Diagnostics()
    let ledger = Ledger.load(files: files, settings: settings, currency: "USD", rates: nil, diagnostics: &kept, rowProblems: &keptRows)
    let totals = LedgerTotals.read(
        files: files, settings: settings, currency: "USD", rates: nil, diagnostics: &streamed, rowProblems: &streamedRows)
    for diagnostic in kept.all + keptRows.all { _ = diagnostic.description }

    // Only the in-memory reader warns about rows that look alike, so errors are compared.
    precondition(kept.errors == streamed.errors && keptRows == streamedRows, "the two readers reported different problems")
    let transactions = ledger.budgets.flatMap(\.transactions)
    precondition(transactions.count == totals.rows, "the two readers kept different rows")
    let added = transactions.filter { $0.kind == .deposit }.reduce(Decimal(0)) { $0 + $1.amount }
    let spent = transactions.filter { $0.kind == .expense }.reduce(Decimal(0)) { $0 + $1.amount }
    precondition(added == Decimal(minorUnits: totals.overall.added, decimals: 2), "the two readers added up differently")
    precondition(spent == Decimal(minorUnits: totals.overall.spent, decimals: 2), "the two readers added up differently")
}

/// A profile for `bank.csv` with every setting a profile has, for inputs that are only a CSV.
private let defaultProfile = """
    ledgers:
      "bank*.csv":
        skip: {top: 1, bottom: 1}
        date_format: DD.MM.YYYY
        decimal_separator: ","
        budget: Giro
        duplicates: allow
        columns: {Booked: date, Valuta: ignore, Payee: note, Purpose: note, Amount: amount, DC: type, Cur: currency}
        types: {S: expense, H: deposit}
        categories: {CAFE|BAKERY: Eating out, RENT: Home}

    """
