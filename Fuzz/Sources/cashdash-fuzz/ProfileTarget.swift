@testable import CashDashModel
import Foundation

/// The `profile` target: a `budgets.yml` whose `ledgers:` profiles say how to read a bank's export, applied to that
/// export. The input is the YAML, a line `%%`, then the CSV (the file `bank.csv`); without the line, all of it is
/// the CSV, read through a profile that uses every setting. Both readers of a ledger must agree on it (see
/// ``readersAgree(files:settings:)``), read through that profile and through the one `cashdash import` guesses.
func profile(_ data: Data) {
    let bytes = [UInt8](data)
    let marker = Array("\n%%\n".utf8)
    var yaml = Array(defaultProfile.utf8), csv = bytes
    if let start = (0...max(0, bytes.count - marker.count)).first(where: { bytes[$0...].starts(with: marker) }) {
        yaml = Array(bytes[..<start])
        csv = Array(bytes[(start + marker.count)...])
    }
    let folder = scratchFolder("profile")
    let settingsFile = folder.appendingPathComponent("budgets.yml"),
        ledgerFile = folder.appendingPathComponent("bank.csv")
    try? Data(yaml).write(to: settingsFile)
    try? Data(csv).write(to: ledgerFile)

    var diagnostics = Diagnostics()
    let settings = BudgetSettings.load(from: settingsFile, path: "budgets.yml", diagnostics: &diagnostics)
    let files = [(url: ledgerFile, path: "bank.csv")]
    readersAgree(files: files, settings: settings)
    guess(csv, files: files)
}

/// `cashdash import`'s guess at the CSV's profile: its `ledgers:` entry, as import writes it into `budgets.yml`, is
/// read back without a problem, and both ledger readers agree on the file read through it.
private func guess(_ csv: [UInt8], files: [(url: URL, path: String)]) {
    guard let guess = try? ProfileGuess(Data(csv)) else { return }
    let entry = guess.entry(files: ProfileGuess.glob(for: "bank.csv"), budget: "Bank", indent: 2)
    var problems = Diagnostics()
    let settings = BudgetSettings.parse("ledgers:\n" + entry, path: "budgets.yml", diagnostics: &problems)
    precondition(!problems.hasErrors, "the guessed profile does not read back: \(problems.all) in\n\(entry)")
    precondition(settings.profile(for: "bank.csv") != nil, "the guessed profile is not bank.csv's:\n\(entry)")
    readersAgree(files: files, settings: settings)
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
