import Foundation

/// One of the class ledger's small CSV files, read whole: its rows as text by column name, each field with its
/// place in the file. Columns are matched by name, ignoring case, spaces and `_`.
public struct ClassTable {
    public struct Row {
        /// The file line the row starts on.
        var line: Int
        var values: [String: String]
        var positions: [String: (line: Int, column: Int)]

        /// The trimmed text of `column` ("" when the file has no such column).
        subscript(_ column: String) -> String { values[column] ?? "" }

        func position(_ column: String) -> (line: Int, column: Int) { positions[column] ?? (line, 1) }
    }

    public var path: String
    public var rows: [Row] = []

    /// Reads `file`; a missing file is an error only when `required`. Problems are reported to `diagnostics`.
    public init(
        _ file: URL, path: String, required: [String], optional: [String] = [], isRequired: Bool = true,
        diagnostics: inout Diagnostics
    ) {
        self.path = path
        guard FileManager.default.fileExists(atPath: file.path) else {
            if isRequired {
                diagnostics.error(
                    "this file is missing; the class ledger needs it, with the columns "
                        + required.joined(separator: ","), in: path)
            }
            return
        }
        var columns: [Int: String]?
        var count = 0
        var problems = Diagnostics()
        var rows: [Row] = []
        var headerFailed = false
        do {
            var reader = try CSVReader(path: file.path)
            try reader.forEachRecord { record in
                guard let known = columns else {
                    var headerProblems = Diagnostics()
                    columns = Self.header(record, required: required, optional: optional, path: path, &headerProblems)
                    headerFailed = headerProblems.hasErrors
                    problems.append(contentsOf: headerProblems)
                    count = record.count
                    return
                }
                guard record.fits(count) else {
                    problems.wrongFieldCount(record, expected: count, in: path)
                    return
                }
                var row = Row(line: record.line, values: [:], positions: [:])
                let positions = record.positions()
                for (index, name) in known {
                    row.values[name] = record.string(index).trimmingSpaces
                    row.positions[name] = positions[index]
                }
                rows.append(row)
            }
        } catch {
            problems.csvFailure(error, in: path)
        }
        if columns == nil && !problems.hasErrors {
            problems.error(
                "this file is empty; its first line should name the columns: " + required.joined(separator: ","),
                in: path)
        }
        diagnostics.append(contentsOf: problems)
        // Rows of a file whose header lacks a column would only repeat that problem.
        self.rows = headerFailed ? [] : rows
    }

    private static func header(
        _ record: CSVReader.Record, required: [String], optional: [String], path: String,
        _ diagnostics: inout Diagnostics
    ) -> [Int: String] {
        let positions = record.positions()
        return CSVHeader(
            (0..<record.count).map(record.string), at: { positions[$0] }, known: required + optional,
            required: required,
            example: ": " + required.joined(separator: ","), path: path, diagnostics: &diagnostics
        ).columns
    }
}
