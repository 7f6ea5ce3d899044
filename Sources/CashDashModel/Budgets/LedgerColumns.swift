import Foundation

/// The columns of a ledger's header, matched by name with case and spaces ignored, or as a profile in
/// `budgets.yml` maps them.
public struct LedgerColumns {
    public enum Name: String, CaseIterable, Sendable {
        /// `debit` and `credit` are a pair of amount columns, money out and money in, for exports that have no
        /// single signed amount (YNAB's Outflow and Inflow). `charged` is what the bank took in the home currency
        /// for a row in another currency, so the exchange markup can be measured. `fee` is what the bank charged on top
        /// of the amount (Revolut's `Fee`), taken off it: a -405.63 payment with a 4.06 fee is 409.69 out. `method`
        /// says how the money went (Knab's `Betaalwijze`, Revolut's `Type`: a transfer, a card payment, a cash
        /// withdrawal): a profile's `methods:` gives its words a category for rows no rule of `categories:` places.
        case date, amount, type, category, budget, note, currency, debit, credit, charged, fee, method

        var slot: Int { Self.allCases.firstIndex(of: self)! }
    }

    /// Other names people give the same columns.
    public static let aliases: [String: Name] = [
        "notes": .note, "memo": .note, "description": .note, "kind": .type, "day": .date, "value": .amount,
        "outflow": .debit, "inflow": .credit, "moneyout": .debit, "moneyin": .credit, "paidout": .debit,
        "paidin": .credit,
        "withdrawals": .debit, "deposits": .credit,
    ]

    /// Field index of each column found, by `Name.allCases` order; -1 when absent (an array: read on every row).
    private var index = [Int](repeating: -1, count: Name.allCases.count)
    public let count: Int
    /// Every column that holds the note (`Description` and `Memo` both do), joined in order. Kept at the end of
    /// `index`, so that a row's details copy one array, not two.
    public var noteFields: ArraySlice<Int> { index[Name.allCases.count...] }
    /// Whether the header lacks a column every row needs (which was reported).
    public private(set) var isMissingRequired = false

    /// Reads the header, with the column names of `profile` when one applies; reports unknown, repeated and missing
    /// columns. A ledger read with a profile needs no `category` column (its rules, or `Uncategorized`, give one),
    /// and its unknown columns are passed over without a warning: the profile says which ones matter. A header that
    /// lacks columns is quoted with its line (`headerLine`; nil for a file without one, whose titles are numbers), so
    /// that a `skip` too small shows the line it took; a file no profile matches is pointed to `cashdash import`.
    public init(
        _ header: [String], profile: LedgerProfile? = nil, at positions: (Int) -> (line: Int, column: Int),
        path: String,
        headerLine: Int? = 1, diagnostics: inout Diagnostics
    ) {
        count = header.count
        var aliases = Self.aliases.mapValues(\.rawValue)
        var ignored = Set<String>()
        for (title, role) in profile?.columns ?? [:] {
            switch role {
            case .column(let name): aliases[title] = name.rawValue
            case .ignore, .balance, .balanceBefore: ignored.insert(title)
            }
        }
        let required: [Name] = profile == nil ? [.date, .category] : [.date]
        let example = ", such as date,amount,type,category,note"
        let matched = CSVHeader(
            header, at: positions, known: Name.allCases.map(\.rawValue), aliases: aliases,
            repeatable: [Name.note.rawValue],
            ignoring: ignored, reportsUnknown: profile?.columns.isEmpty ?? true, required: [],
            example: example, path: path, diagnostics: &diagnostics)
        for (name, field) in matched.fields { index[Name(rawValue: name)!.slot] = field }
        index += matched.allFields[Name.note.rawValue] ?? []
        let start = header.isEmpty ? (line: 1, column: 1) : positions(0)
        var missing = required.filter { self[$0] == nil }.map { "`\($0.rawValue)`" }
        if self[.amount] == nil && self[.debit] == nil && self[.credit] == nil { missing.append("`amount`") }
        isMissingRequired = !missing.isEmpty
        let file = (path as NSString).lastPathComponent
        let read = headerLine.map { " (line \($0) reads `\(shortened(header.joined(separator: ","), to: 120))`)" } ?? ""
        let columnsText = missing.count == 1 ? "\(missing[0]) column" : "\(missing.joined(separator: " and ")) columns"
        if let profile, isMissingRequired {
            let skipHint =
                profile.hasHeader
                ? "; if the header is further down, raise `skip` (now \(profile.skipTop)) for `\(profile.files)` in budgets.yml"
                : ""
            diagnostics.error(
                "budgets.yml's profile `\(profile.files)` finds no \(columnsText) in this file\(read)\(skipHint); "
                    + "check `columns` against the header, or run `cashdash import \(path)` to work out a new profile",
                in: path, line: start.line, column: start.column)
        } else if isMissingRequired {
            diagnostics.error(
                "no profile in budgets.yml matches `\(file)`, and its header has no \(columnsText)\(read); if it is a bank's "
                    + "export, run `cashdash import \(path)` to work out a profile for it (or name the columns on the "
                    + "first line\(example))", in: path, line: start.line, column: start.column)
        }
        if let profile, !isMissingRequired {
            let titles = Set(header.map(CSVHeader.key))
            for title in profile.columns.keys.sorted() where !titles.contains(title) {
                diagnostics.warning(
                    "budgets.yml names a column `\(title)` for `\(profile.files)`, but this file's header has none by that "
                        + "name (case and spaces ignored)\(read); check the spelling against the header", in: path,
                    line: start.line, column: start.column)
            }
        }
    }

    public subscript(_ name: Name) -> Int? {
        let found = index[name.slot]
        return found < 0 ? nil : found
    }
}
