/// The one way a CSV header's titles are matched to the columns a file may have: case, spaces and underscores are
/// ignored (`Created By` is `created_by`), and other names people give a column may stand for it (`memo` for `note`).
///
/// Problems are reported at their cells: a column named twice and a required column missing are errors; the titles
/// no column answers to are one warning at the first of them, naming five and counting the rest, so a header of
/// thousands of columns gets one line.
public struct CSVHeader {
    /// The column each title answers to, by field number (absent for ignored titles).
    public private(set) var columns: [Int: String] = [:]
    /// Field numbers by column (the first, for a column that may repeat).
    public private(set) var fields: [String: Int] = [:]
    /// Every field number of each column, in order: more than one only for a column that may repeat.
    public private(set) var allFields: [String: [Int]] = [:]

    /// Matches `titles` to `known` columns (and `aliases`, other name → column), reporting problems in `path`.
    /// A column in `repeatable` may be named more than once (a bank's `Description` and `Memo` are both the note);
    /// any other named twice is an error. Titles whose ``key(_:)`` is in `ignoring` are passed over, as are all
    /// unknown titles without a warning when `reportsUnknown` is false. `example` ends the message about a missing column: `, such as …`.
    public init(
        _ titles: [String], at positions: (Int) -> (line: Int, column: Int), known: [String],
        aliases: [String: String] = [:],
        repeatable: Set<String> = [], ignoring ignoredTitles: Set<String> = [], reportsUnknown: Bool = true,
        required: [String],
        example: String, path: String, diagnostics: inout Diagnostics
    ) {
        var byKey: [String: String] = [:]
        for name in known { byKey[Self.key(name)] = name }
        for (alias, name) in aliases { byKey[Self.key(alias)] = name }
        var ignored: [Int] = []
        for (number, title) in titles.enumerated() {
            let key = Self.key(title)
            guard let name = byKey[key], !ignoredTitles.contains(key) else {
                if !key.isEmpty && reportsUnknown && !ignoredTitles.contains(key) { ignored.append(number) }
                continue
            }
            if fields[name] != nil && !repeatable.contains(name) {
                let position = positions(number)
                diagnostics.error(
                    "the column `\(name)` appears twice in the header; rename or remove one", in: path,
                    line: position.line,
                    column: position.column)
            }
            if fields[name] == nil { fields[name] = number }
            allFields[name, default: []].append(number)
            columns[number] = name
        }
        if let first = ignored.first {
            let list = known.map { "`\($0)`" }.joined(separator: ", ")
            let names =
                ignored.prefix(5).map { "`\(shortened(titles[$0]))`" }.joined(separator: ", ")
                + (ignored.count > 5 ? " and \(ignored.count - 5) more" : "")
            let position = positions(first)
            diagnostics.warning(
                ignored.count == 1
                    ? "the column \(names) is not one Cash Dash reads, so it is ignored; the columns it reads are \(list)"
                    : "the columns \(names) are not ones Cash Dash reads, so they are ignored; the columns it reads are \(list)",
                in: path, line: position.line, column: position.column)
        }
        let start = titles.isEmpty ? (line: 1, column: 1) : positions(0)
        for name in required where fields[name] == nil {
            diagnostics.error(
                "the header has no `\(name)` column; the first line should name the columns\(example)", in: path,
                line: start.line, column: start.column)
        }
    }

    /// A title as it is compared: lowercased, without spaces and underscores.
    static func key(_ title: String) -> String {
        String(title.lowercased().filter { !$0.isWhitespace && $0 != "_" })
    }
}

/// `text` cut to `length` characters (40 by default) with `…`, for quoting a header cell or line in a message.
public func shortened(_ text: String, to length: Int = 40) -> String {
    text.count > length ? text.prefix(length - 1) + "…" : text
}
