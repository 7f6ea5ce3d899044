import Foundation

extension ProfileGuess {
    /// The delimiter and the lines of the table: the delimiter giving the longest run of lines with the same number of
    /// fields (two or more), and of two as long, the one with more fields: `;` in `01.11.2026;-12,50;Cafe` and ABN
    /// AMRO's tabs, where `,` splits each amount at its decimal comma. A line is as wide as the run's first when it has
    /// as many fields, or as many once a last empty one is left out: a bank's trailing delimiter (Chase), or a row
    /// whose last column is empty under a header that names it.
    static func widestTable(_ lines: [String]) throws(Problem) -> (delimiter: Character, start: Int, end: Int) {
        var best: (delimiter: Character, start: Int, end: Int, width: Int)?
        for delimiter in [",", ";", "\t", "|"] as [Character] {
            let counts = lines.map { line in
                let fields = Self.fields(line, delimiter)
                return (all: fields.count, filled: Self.fieldCount(fields))
            }
            var index = 0
            while index < counts.count {
                guard counts[index].filled >= 2, !lines[index].isEmpty else {
                    index += 1
                    continue
                }
                func isAsWide(_ line: Int) -> Bool {
                    line < counts.count && !lines[line].isEmpty
                        && (counts[line].all == counts[index].all || counts[line].filled == counts[index].filled)
                }
                // A run goes on past one row of another width (ING's pension row, a field short) when the next is
                // as wide again, wherever it is: the reader says which field the row lacks. A line of one field (a
                // `Pending transactions` label between two tables) ends it.
                var end = index + 1
                while isAsWide(end) || (end + 1 < counts.count && counts[end].filled >= 2 && isAsWide(end + 1)) {
                    end += 1
                }
                if (end - index, counts[index].filled) > (best.map { ($0.end - $0.start, $0.width) } ?? (1, .max)) {
                    best = (delimiter, index, end, counts[index].filled)
                }
                index = end
            }
        }
        guard let best else {
            // One line of fields with a date in it (OCBC's one-row card export) is a row, too few to work a layout out.
            if let row = lines.firstIndex(where: { line in
                [",", ";", "\t"].contains {
                    Self.fieldCount(Self.fields(line, $0)) >= 2 && Self.fields(line, $0).contains(where: isDate)
                }
            }) {
                throw Problem(
                    message: "this file has one row only (line \(row + 1)), too few to work out how it is laid out; "
                        + "write its profile in budgets.yml by hand: `header: none`, its `columns` by number "
                        + "(`1: date`, and `amount`, `note`) and its `date_format` (the manual, Bank imports: Import "
                        + "profiles), or import a longer export from the same bank")
            }
            throw Problem(
                message: "this file has no table of rows with two or more fields in each; is it a CSV export? If it "
                    + "is, write its profile by hand, naming its `columns` (the manual, Bank imports: Import profiles)")
        }
        return (best.delimiter, best.start, best.end)
    }
}
