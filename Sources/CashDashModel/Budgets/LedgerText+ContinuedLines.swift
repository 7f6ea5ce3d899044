import Foundation

extension LedgerText {
    /// The text of a ledger whose profile says `continued_lines: note`, each line that goes on from the row above
    /// (its date and amount fields empty, some other field filled: OCBC's `,,15/04/18 66-6666 UBER EATS…`) moved onto
    /// that row's line as one field past its last, which the reader takes as more of its note; the line it leaves is
    /// blank, so every line keeps its number. Lines are taken one by one: a quoted field holding a line break is not
    /// expected in such an export.
    static func joiningContinuedLines(_ text: [UInt8], profile: LedgerProfile) -> [UInt8] {
        let lines = lineRanges(text)
        var first = profile.skipTop
        while first < lines.count, lines[first].isEmpty { first += 1 }
        guard first < lines.count else { return text }
        let header = Array(text[lines[first]])
        let delimiter = header.withUnsafeBufferPointer { CSVReader.delimiter(of: $0, from: 0) }
        let separator = Character(UnicodeScalar(delimiter))
        let width = ProfileGuess.fields(String(decoding: header, as: UTF8.self), separator).count
        let titles =
            profile.hasHeader
            ? ProfileGuess.fields(String(decoding: header, as: UTF8.self), separator).map(CSVHeader.key)
            : (0..<width).map { String($0 + 1) }
        let watched: [LedgerColumns.Name] = [.date, .amount, .debit, .credit]
        let checked = titles.indices.filter { column in
            if case .column(let name)? = profile.columns[titles[column]] { return watched.contains(name) }
            return false
        }
        guard !checked.isEmpty else { return text }
        var out = Array(text[..<lines[first].upperBound])
        // The continued lines' text, and their line ends, held until the row they go on from is complete; the field
        // count of that row, which ends `out` meanwhile (nil after a line that is no row); lines of the footer are
        // left as they are.
        var joined: [String] = [], ends: [UInt8] = []
        var row: Int? = profile.hasHeader ? nil : width
        var last = lines.count
        while last > 0, lines[last - 1].isEmpty { last -= 1 }
        last -= profile.skipBottom
        func finishRow() {
            if let row, !joined.isEmpty {
                let note = joined.joined(separator: " ").replacingOccurrences(of: "\"", with: "\"\"")
                out += [UInt8](repeating: delimiter, count: max(1, width - row + 1)) + Array("\"\(note)\"".utf8)
            }
            out += ends
            joined = []
            ends = []
        }
        for index in lines.indices.dropFirst(first + 1) {
            let fields = ProfileGuess.fields(String(decoding: text[lines[index]], as: UTF8.self), separator)
            let filled = fields.filter { !$0.isEmpty }
            let lineEnd = text[lines[index - 1].upperBound..<lines[index].lowerBound]
            if index < last, row != nil, !filled.isEmpty,
                checked.allSatisfy({ $0 >= fields.count || fields[$0].isEmpty })
            {
                joined.append(filled.joined(separator: " "))
                ends += lineEnd  // the line is left blank, so that every line keeps its number
                continue
            }
            finishRow()
            out += lineEnd
            out += text[lines[index]]
            row = filled.isEmpty ? nil : fields.count
        }
        finishRow()
        out += text[(lines.last?.upperBound ?? text.count)...]
        return out
    }
}
