import Foundation

extension ProfileGuess {
    /// The header (a first line with no date in it, or none) and the date column of the table at `table` of `lines`.
    static func sheet(_ lines: [String], _ table: (delimiter: Character, start: Int, end: Int)) throws(Problem) -> Sheet
    {
        var fields = (table.start..<table.end).map { Self.fields(lines[$0], table.delimiter) }
        let width = fields.map(Self.fieldCount).max() ?? 0
        fields = fields.map { Array($0.prefix(width)) + Array(repeating: "", count: max(0, width - $0.count)) }
        let hasHeader = !fields[0].contains(where: isDate)
        let rows = Array(fields.dropFirst(hasHeader ? 1 : 0))
        // The date column: the one where most rows hold a date, the header's `date` first.
        let headerWords = hasHeader ? fields[0].map(Self.words) : Array(repeating: [], count: width)
        let dateColumns = (0..<width).filter { column in rows.filter { isDate($0[column]) }.count * 2 > rows.count }
        guard
            let dateColumn = dateColumns.first(where: { Self.names(headerWords[$0], Self.dateWords) })
                ?? dateColumns.first
        else {
            throw Problem(
                message:
                    "no column of this file holds dates that Cash Dash can read; name its date column in the profile's "
                    + "`columns` by hand, with its pattern in `date_format` (the manual, Bank imports: Import profiles)"
            )
        }
        return Sheet(
            rows: rows, width: width, titles: hasHeader ? fields[0] : nil, headerWords: headerWords,
            dateColumns: dateColumns, dateColumn: dateColumn)
    }

    /// The lines before the rows and after them (a preamble, a footer), the date format, and lines among the rows that
    /// are none; `sheet`'s rows are cut to those between the first and the last dated row, less lines that are no rows.
    mutating func readEnds(
        of sheet: inout Sheet, _ lines: [String], _ table: (delimiter: Character, start: Int, end: Int), given: String?
    ) throws(Problem) {
        header = sheet.titles
        let firstRowLine = table.start + (sheet.hasHeader ? 1 : 0), dateColumn = sheet.dateColumn
        // Lines at either end of the table without a date are a footer (or a second header).
        let firstData = sheet.rows.firstIndex { Self.isDate($0[dateColumn]) } ?? 0
        let lastData = sheet.rows.lastIndex { Self.isDate($0[dateColumn]) } ?? sheet.rows.count - 1
        sheet.rows = Array(sheet.rows[firstData...lastData])
        skipTop = sheet.hasHeader ? table.start : firstRowLine + firstData
        // A line right after the table with a date where the rows have theirs is a row, not a footer, though it has
        // more or fewer fields (ING's pension row, its booking text left out): left to the reader, which says which
        // field is missing, rather than passed over without a word.
        func isDated(_ line: String) -> Bool {
            let fields = Self.fields(line, table.delimiter)
            return dateColumn < fields.count && Self.isDate(fields[dateColumn])
        }
        var lastRowLine = firstRowLine + lastData
        while lastRowLine + 1 >= table.end, lastRowLine + 1 < lines.count, isDated(lines[lastRowLine + 1]) {
            lastRowLine += 1
        }
        skipBottom = (lines.lastIndex { !$0.isEmpty } ?? 0) - lastRowLine
        // The date format, from the rows that have a date: a `Pending` in a card's date column is no date.
        dateFormat = try Self.dateFormat(of: sheet.rows.map { $0[dateColumn] }.filter(Self.isDate), given: given)
        skipLinesThatAreNoRows(
            &sheet.rows, firstLine: firstRowLine + firstData, dateColumn: dateColumn, isDate: Self.isDate)
        keepContinuedLinesAtTheEnd(lines, dateColumn: dateColumn, isDate: Self.isDate)
    }

    /// The decimal separator: the one reading every number of the columns that hold no dates.
    mutating func readDecimalSeparator(_ sheet: inout Sheet) {
        let point = AmountText(), comma = AmountText(decimalSeparator: ",")
        func reads(_ amounts: AmountText, _ column: Int) -> Bool {
            let values = sheet.filled(column)
            return !values.isEmpty && values.allSatisfy { amounts.parse(Array($0.utf8)) != nil }
        }
        let byPoint = sheet.others.filter { reads(point, $0) }, byComma = sheet.others.filter { reads(comma, $0) }
        decimalComma =
            byComma.count > byPoint.count || (byComma.count == byPoint.count && delimiter == ";" && !byComma.isEmpty)
        sheet.amounts = decimalComma ? comma : point
        sheet.numeric = Set(decimalComma ? byComma : byPoint)
    }
}
