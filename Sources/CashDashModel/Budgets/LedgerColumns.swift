/// The columns of a ledger's header, matched by name with case and spaces ignored, or as a profile in
/// `budgets.yml` maps them.
public struct LedgerColumns {
    public enum Name: String, CaseIterable, Sendable {
        /// `debit` and `credit` are a pair of amount columns, money out and money in, for exports that have no
        /// single signed amount (YNAB's Outflow and Inflow).
        case date, amount, type, category, budget, note, currency, debit, credit

        var slot: Int { Self.allCases.firstIndex(of: self)! }
    }

    /// Other names people give the same columns.
    public static let aliases: [String: Name] = [
        "notes": .note, "memo": .note, "description": .note, "kind": .type, "day": .date, "value": .amount,
        "outflow": .debit, "inflow": .credit, "moneyout": .debit, "moneyin": .credit, "paidout": .debit, "paidin": .credit,
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
    /// and its unknown columns are passed over without a warning: the profile says which ones matter.
    public init(
        _ header: [String], profile: LedgerProfile? = nil, at positions: (Int) -> (line: Int, column: Int), path: String,
        diagnostics: inout Diagnostics
    ) {
        count = header.count
        var aliases = Self.aliases.mapValues(\.rawValue)
        var ignored = Set<String>()
        for (title, role) in profile?.columns ?? [:] {
            switch role {
            case .column(let name): aliases[title] = name.rawValue
            case .ignore: ignored.insert(title)
            }
        }
        let required: [Name] = profile == nil ? [.date, .category] : [.date]
        let example = ", such as date,amount,type,category,note"
        let matched = CSVHeader(
            header, at: positions, known: Name.allCases.map(\.rawValue), aliases: aliases, repeatable: [Name.note.rawValue],
            ignoring: ignored, reportsUnknown: profile?.columns.isEmpty ?? true, required: required.map(\.rawValue),
            example: example, path: path, diagnostics: &diagnostics)
        for (name, field) in matched.fields { index[Name(rawValue: name)!.slot] = field }
        index += matched.allFields[Name.note.rawValue] ?? []
        isMissingRequired = required.contains { self[$0] == nil }
        let start = header.isEmpty ? (line: 1, column: 1) : positions(0)
        if self[.amount] == nil && self[.debit] == nil && self[.credit] == nil {
            isMissingRequired = true
            diagnostics.error(
                "the header has no `amount` column (nor `debit` and `credit`, or `outflow` and `inflow`); the first line "
                    + "should name the columns\(example)", in: path, line: start.line, column: start.column)
        }
        if let profile {
            let titles = Set(header.map(CSVHeader.key))
            for title in profile.columns.keys.sorted() where !titles.contains(title) {
                diagnostics.warning(
                    "budgets.yml names a column `\(title)` for `\(profile.files)`, but this file's header has none by that "
                        + "name (case and spaces ignored); check the spelling against the header", in: path,
                    line: start.line, column: start.column)
            }
        }
    }

    public subscript(_ name: Name) -> Int? {
        let found = index[name.slot]
        return found < 0 ? nil : found
    }
}
