/// The columns of a ledger's header, matched by name with case and spaces ignored.
public struct LedgerColumns {
    public enum Name: String, CaseIterable, Sendable {
        case date, amount, type, category, budget, note, currency

        var slot: Int { Self.allCases.firstIndex(of: self)! }
    }

    /// Other names people give the same columns.
    public static let aliases: [String: Name] = [
        "notes": .note, "memo": .note, "description": .note, "kind": .type, "day": .date, "value": .amount,
    ]
    public static let required: [Name] = [.date, .amount, .category]

    /// Field index of each column found, by `Name.allCases` order; -1 when absent (an array: read on every row).
    private var index = [Int](repeating: -1, count: Name.allCases.count)
    public let count: Int
    /// Every column that holds the note (`Description` and `Memo` both do), joined in order. Kept at the end of
    /// `index`, so that a row's details copy one array, not two.
    public var noteFields: ArraySlice<Int> { index[Name.allCases.count...] }

    /// Reads the header; reports unknown, repeated and missing columns.
    public init(_ header: [String], at positions: (Int) -> (line: Int, column: Int), path: String, diagnostics: inout Diagnostics) {
        count = header.count
        let matched = CSVHeader(
            header, at: positions, known: Name.allCases.map(\.rawValue), aliases: Self.aliases.mapValues(\.rawValue),
            repeatable: [Name.note.rawValue], required: Self.required.map(\.rawValue), example: ", such as date,amount,type,category,note", path: path,
            diagnostics: &diagnostics)
        for (name, field) in matched.fields { index[Name(rawValue: name)!.slot] = field }
        index += matched.allFields[Name.note.rawValue] ?? []
    }

    public subscript(_ name: Name) -> Int? {
        let found = index[name.slot]
        return found < 0 ? nil : found
    }
}
