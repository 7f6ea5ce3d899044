import Foundation

extension ProfileGuess {
    /// Passes over lines among the rows that are no rows: no field holds a date and none a number (Raiffeisen's test
    /// export's `A null transaction, just to confuse things;;`), so they can change no total. Each is left out of
    /// `rows` and named in `skip_rows` by its first filled field, which no row shares, and said in the findings with
    /// its line; `firstLine` is the line of `rows[0]`, from 0. A line whose words cannot be written in `skip_rows`
    /// (a `|` in them) is left in, and the reader says what is wrong with it.
    mutating func skipLinesThatAreNoRows(_ rows: inout [[String]], firstLine: Int, isDate: (String) -> Bool) {
        let amounts = [AmountText(), AmountText(decimalSeparator: ",")]
        func isNumber(_ field: String) -> Bool { amounts.contains { $0.parse(Array(field.utf8)) != nil } }
        func key(_ field: String) -> String { field.trimmingCharacters(in: .whitespaces).lowercased() }
        var kept: [[String]] = [], words: [Int: [String]] = [:], said: [String] = []
        let candidates = rows.indices.filter { index in
            let filled = rows[index].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            return !filled.isEmpty && !filled.contains(where: isDate) && !filled.contains(where: isNumber)
        }
        for (index, row) in rows.enumerated() {
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
        guard !said.isEmpty else { return }
        rows = kept
        for (column, list) in words.sorted(by: { $0.key < $1.key }) {
            let title = header.map { CSVHeader.key($0[column]) } ?? String(column + 1)
            skipRows.append(LedgerProfile.SkipRule(title: title, words: list))
        }
        findings.append(
            (said.count == 1 ? "\(said[0]) has" : "\(said.joined(separator: ", ")) have")
                + " no date and no amount: skipped (`skip_rows`)")
    }
}
