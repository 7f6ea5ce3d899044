import Foundation

extension ProfileGuess {
    /// Passes over lines among the rows that are no rows: no field holds a date and none a number (Raiffeisen's test
    /// export's `A null transaction, just to confuse things;;`), so they can change no total. Each is left out of
    /// `rows` and named in `skip_rows` by its first filled field, which no row shares, and said in the findings with
    /// its line; `firstLine` is the line of `rows[0]`, from 0. A line whose words cannot be written in `skip_rows`
    /// (a `|` in them) is left in, and the reader says what is wrong with it.
    ///
    /// Such a line whose date field is empty, right after a row (or after another such line), goes on with that row's
    /// note (OCBC's `,,15/04/18 66-6666 UBER EATS…` under each row): it is read so (`continued_lines: note`).
    /// Whether `fields` are a line that is no row: some filled, none a date and none a number.
    static func isNoRow(_ fields: [String], isDate: (String) -> Bool) -> Bool {
        let amounts = [AmountText(), AmountText(decimalSeparator: ",")]
        let filled = fields.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        return !filled.isEmpty && !filled.contains(where: isDate)
            && !filled.contains { field in amounts.contains { $0.parse(Array(field.utf8)) != nil } }
    }

    /// With `continued_lines: note`, the lines after the last row that go on with its note are no footer: `skipBottom`
    /// leaves them to the reader. `lines` are the file's, split at `delimiter`.
    mutating func keepContinuedLinesAtTheEnd(_ lines: [String], dateColumn: Int, isDate: (String) -> Bool) {
        guard continuedLinesAreNote, skipBottom > 0 else { return }
        let lastNonBlank = lines.lastIndex { !$0.isEmpty } ?? 0
        var end = lastNonBlank - skipBottom
        while end + 1 <= lastNonBlank, case let fields = Self.fields(lines[end + 1], delimiter),
            dateColumn >= fields.count || fields[dateColumn].isEmpty, Self.isNoRow(fields, isDate: isDate)
        {
            end += 1
        }
        skipBottom = lastNonBlank - end
    }

    mutating func skipLinesThatAreNoRows(
        _ rows: inout [[String]], firstLine: Int, dateColumn: Int, isDate: (String) -> Bool
    ) {
        func key(_ field: String) -> String { field.trimmingCharacters(in: .whitespaces).lowercased() }
        var kept: [[String]] = [], words: [Int: [String]] = [:], said: [String] = [], continued: [String] = []
        let candidates = rows.indices.filter { Self.isNoRow(rows[$0], isDate: isDate) }
        for (index, row) in rows.enumerated() {
            if candidates.contains(index), key(row[dateColumn]).isEmpty, index > 0,
                !kept.isEmpty || !continued.isEmpty
            {
                continued.append("\(firstLine + index + 1)")
                continue
            }
            guard candidates.contains(index), let column = row.firstIndex(where: { !key($0).isEmpty }),
                !row[column].contains("|"),
                !rows.indices.contains(where: { !candidates.contains($0) && key(rows[$0][column]) == key(row[column]) })
            else {
                kept.append(row)
                continue
            }
            if !words[column, default: []].contains(key(row[column])) {
                words[column, default: []].append(key(row[column]))
            }
            said.append("line \(firstLine + index + 1)")
        }
        guard !said.isEmpty || !continued.isEmpty else { return }
        rows = kept
        if !continued.isEmpty {
            continuedLinesAreNote = true
            findings.append(
                (continued.count == 1 ? "line \(continued[0]) has" : "lines \(continued.joined(separator: ", ")) have")
                    + " no date and no amount and go on from the row above: read as more of its note "
                    + "(`continued_lines: note`)")
        }
        guard !said.isEmpty else { return }
        for (column, list) in words.sorted(by: { $0.key < $1.key }) {
            let title = header.map { CSVHeader.key($0[column]) } ?? String(column + 1)
            skipRows.append(LedgerProfile.SkipRule(title: title, words: list))
        }
        findings.append(
            (said.count == 1 ? "\(said[0]) has" : "\(said.joined(separator: ", ")) have")
                + " no date and no amount: skipped (`skip_rows`)")
    }
}
