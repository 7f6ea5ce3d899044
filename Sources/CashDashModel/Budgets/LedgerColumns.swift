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

    /// Reads the header; reports unknown, repeated and missing columns.
    public init(_ header: [String], at positions: (Int) -> (line: Int, column: Int), path: String, diagnostics: inout Diagnostics) {
        count = header.count
        var ignored: [Int] = []
        for (number, title) in header.enumerated() {
            let key = String(title.lowercased().filter { !$0.isWhitespace && $0 != "_" })
            guard let name = Name(rawValue: key) ?? Self.aliases[key] else {
                if !key.isEmpty { ignored.append(number) }
                continue
            }
            if self[name] != nil {
                let position = positions(number)
                diagnostics.error(
                    "the column `\(name.rawValue)` appears twice in the header; rename or remove one", in: path,
                    line: position.line, column: position.column)
            }
            index[name.slot] = number
        }
        if let first = ignored.first {
            // One warning for all of them, at the first: a header of thousands of columns gets one line, not thousands.
            let known = Name.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            let names = ignored.prefix(5).map { "`\(shortened(header[$0]))`" }.joined(separator: ", ")
                + (ignored.count > 5 ? " and \(ignored.count - 5) more" : "")
            let position = positions(first)
            diagnostics.warning(
                ignored.count == 1
                    ? "the column \(names) is not one Cash Dash reads, so it is ignored; the columns it reads are \(known)"
                    : "the columns \(names) are not ones Cash Dash reads, so they are ignored; the columns it reads are \(known)",
                in: path, line: position.line, column: position.column)
        }
        for name in Self.required where self[name] == nil {
            diagnostics.error(
                "the header has no `\(name.rawValue)` column; the first line should name the columns, such as "
                    + "date,amount,type,category,note", in: path, line: 1, column: 1)
        }
    }

    public subscript(_ name: Name) -> Int? {
        let found = index[name.slot]
        return found < 0 ? nil : found
    }
}

/// `text` cut to 40 characters with `…`, for quoting a header cell in a message.
public func shortened(_ text: String) -> String {
    text.count > 40 ? text.prefix(39) + "…" : text
}
