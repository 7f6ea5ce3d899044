@testable import CashDashModel
import Foundation

/// The `ledgerwriter` target: the two writers of a row into a file in its own layout, each read back. The input is
/// a CSV file, a line `%%`, then the fields of the row, separated by NUL bytes; without the line, all of it is the
/// fields, written into a plain ledger.
///
/// - `CSVRowAppender` (the class files): the file read back has one more record, on the line the appender says,
///   holding each column's value.
/// - `LedgerLayout` (`cashdash add`, which adds only to ledgers without errors): the ledger read back as the build
///   reads it has a problem on the new line or another date there (either of which `add` refuses, saying so), or a
///   row with the kind, amount and note given.
func ledgerWriter(_ data: Data) {
    let bytes = [UInt8](data)
    let marker = Array("\n%%\n".utf8)
    var file = Array("date,amount,type,category,note\n2026-11-01,12.50,expense,Food,Lunch\n".utf8), rest = bytes
    if let start = (0...max(0, bytes.count - marker.count)).first(where: { bytes[$0...].starts(with: marker) }) {
        file = Array(bytes[..<(start + 1)])
        rest = Array(bytes[(start + marker.count)...])
    }
    let fields = rest.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    appendRow(to: file, fields)
    addRow(to: file, fields)
}

/// A class file with one row added by `CSVRowAppender`, its columns given `fields` in order.
private func appendRow(to file: [UInt8], _ fields: [String]) {
    guard let appender = CSVRowAppender(bytes: file) else { return }
    // Only a file the reader reads whole, its quotes closed, can take a row.
    var before = 0
    var reader = CSVReader(data: Data(file))
    guard (try? reader.forEachRecord { _ in before += 1 }) != nil, file.count { $0 == 0x22 } % 2 == 0 else { return }
    var values: [String: String] = [:]
    for (column, value) in zip(appender.columns, fields) where values[column] == nil { values[column] = value }
    let appended = appender.appending([appender.line(values)])
    var records: [(fields: [String], line: Int)] = []
    var after = CSVReader(data: Data(appended))
    do {
        try after.forEachRecord { record in
            records.append(((0..<record.count).map(record.string), record.positions().first?.line ?? 0))
        }
    } catch {
        fatalError("the file with a row added does not read: \(error)")
    }
    precondition(records.count == before + 1, "the row added is not one record: \(records.suffix(2))")
    let (written, line) = records[records.count - 1]
    precondition(line == appender.nextLine, "the row is on line \(line), not \(appender.nextLine) as the appender says")
    for (index, column) in appender.columns.enumerated() {
        let value = index < written.count ? written[index] : ""
        precondition(value == values[column] ?? "", "`\(column)` reads back as \(value), not \(values[column] ?? "")")
    }
}

/// A ledger with one row added as `cashdash add` adds it: the date, amount and kind from the first field, the
/// category, note and budget from the others.
private func addRow(to file: [UInt8], _ fields: [String]) {
    var diagnostics = Diagnostics()
    let settings = BudgetSettings.parse("", path: "budgets.yml", diagnostics: &diagnostics)
    guard let layout = try? LedgerLayout(data: Data(file), profile: nil, settings: settings) else { return }
    let numbers = Array((fields.first ?? "").utf8) + Array(repeating: 0, count: 6)
    let date = Day(year: 1990 + Int(numbers[0] % 80), month: 1 + Int(numbers[1] % 12), day: 1 + Int(numbers[2] % 28))
    let minorUnits = (Int64(numbers[3]) << 16 | Int64(numbers[4]) << 8 | Int64(numbers[5])) - 1 << 23
    let row = LedgerLayout.Row(
        date: date, kind: numbers[0] & 1 == 0 ? .expense : .deposit, minorUnits: minorUnits,
        category: fields.count > 1 ? fields[1] : "Food", note: fields.count > 2 ? fields[2] : "")
    guard let added = try? layout.bytes(for: row, minorUnits: 2) else { return }
    let url = scratchFolder("ledgerwriter").appendingPathComponent("household.csv")
    // `add` adds to a site whose ledgers read without an error.
    try? Data(file).write(to: url)
    guard !readersAgree(files: [(url, "household.csv")], settings: settings).problems.hasErrors else { return }
    try? (Data(file) + added).write(to: url)
    let (ledger, problems) = readersAgree(files: [(url, "household.csv")], settings: settings)
    let line = layout.nextLine
    guard !problems.all.contains(where: { $0.line == line && $0.severity == .error }) else { return }
    guard let read = ledger.budgets.lazy.flatMap(\.transactions).first(where: { $0.line == line }) else {
        fatalError("the row added on line \(line) is not read, and no problem says why")
    }
    // `add` refuses a row whose date reads back as another day (two-digit years), saying so.
    guard read.date == row.date else { return }
    let amount = Decimal(minorUnits: row.minorUnits, decimals: 2)
    precondition(
        read.kind == row.kind && read.amount == amount || read.kind != row.kind && read.amount == -amount,
        "the row's \(row.kind) of \(amount) reads back as a \(read.kind) of \(read.amount)")
    if layout.writesNotes {
        let note = row.note.trimmingCharacters(in: .whitespacesAndNewlines)
        precondition(read.note == note, "the row's note reads back as \(read.note), not \(note)")
    }
}
