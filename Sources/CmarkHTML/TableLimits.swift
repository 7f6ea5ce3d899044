/// The largest tables handed to cmark-gfm, checked on the text before the library sees it.
///
/// cmark-gfm before 0.29.0.gfm.12 (Debian's is 0.29.0.gfm.6) fills every row of a table up to the header's width
/// (CVE-2023-37463): 18 KB of Markdown, a header of 3,000 columns and 3,000 one-cell rows, took 29 s and 2.45 GB.
/// A table may have at most ``mostCells`` cells (columns × rows, counting the header), a row at most
/// ``mostColumns`` cells, and all the tables of one text together ``mostCellsInAText``; a text over any is not
/// rendered.
public enum TableLimits {
    /// The most cells in one row of a table.
    public static let mostColumns = 1_000
    /// The most cells in one table, columns × rows.
    public static let mostCells = 100_000
    /// The most cells in all the tables of one text: 80 tables of 1,000 columns × 100 rows, each under the limit of
    /// one table, had taken 40 s and 2.2 GB in one chapter.
    public static let mostCellsInAText = 400_000

    /// A table over the limits: where its header is and how large it is.
    public struct Oversized: Sendable, Equatable {
        /// The line of the text (from 1) where the table's header row is.
        public var line: Int
        public var columns: Int
        public var rows: Int
        /// The cells of this table and of the tables before it in the text, when together they are over
        /// ``TableLimits/mostCellsInAText``.
        public var cellsInText: Int? = nil

        /// What is wrong, and what to do, in words for the author.
        public var message: String {
            if let cellsInText {
                return
                    "the tables of this text have \(cellsInText) cells in all by this one; a text's tables may have at "
                    + "most \(TableLimits.mostCellsInAText) cells together, so move some of them to another chapter"
            }
            if columns > TableLimits.mostColumns {
                return
                    "this table has \(columns) columns; a table may have at most \(TableLimits.mostColumns), so split it"
            }
            return
                "this table has \(columns) columns and \(rows) rows (\(columns * rows) cells); a table may have at most "
                + "\(TableLimits.mostCells) cells, so split it into smaller tables"
        }
    }

    /// The first table of `source` over the limits, or nil. Every line that could be a row counts: a header is a
    /// line followed by a delimiter row (`|---|:--:|`), and the table runs to the next blank line. Quote markers
    /// (`>`) and indentation are looked through, so a table in a quote or a list is counted too.
    public static func firstOversized(in source: String) -> Oversized? {
        // Read as bytes: splitting the text into Characters took a tenth of a 2,000-chapter build.
        var source = source
        return source.withUTF8 { bytes in
            var previous: Slice<UnsafeBufferPointer<UInt8>>? = nil
            var table: (line: Int, columns: Int, rows: Int)? = nil
            var earlierCells = 0  // of the tables before the open one
            var number = 0
            var lineStart = 0
            while lineStart <= bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
                defer { lineStart = lineEnd + 1 }
                number += 1
                let line = content(of: bytes[lineStart..<lineEnd])
                if var open = table {
                    if line.isEmpty {
                        earlierCells += open.columns * open.rows
                        table = nil
                    } else {
                        open.rows += 1
                        let cells = cellCount(line)
                        if cells > mostColumns || open.columns * open.rows > mostCells {
                            return Oversized(line: open.line, columns: max(open.columns, cells), rows: open.rows)
                        }
                        if earlierCells + open.columns * open.rows > mostCellsInAText {
                            return Oversized(
                                line: open.line, columns: open.columns, rows: open.rows,
                                cellsInText: earlierCells + open.columns * open.rows)
                        }
                        table = open
                    }
                } else if let header = previous, isDelimiterRow(line) {
                    let columns = max(cellCount(line), cellCount(header))
                    let opened = (line: number - 1, columns: columns, rows: 2)
                    if columns > mostColumns || columns * 2 > mostCells {
                        return Oversized(line: opened.line, columns: columns, rows: 2)
                    }
                    table = opened
                }
                previous = line.isEmpty ? nil : line
            }
            return nil
        }
    }

    private typealias Line = Slice<UnsafeBufferPointer<UInt8>>

    /// The line without the quote markers and the spaces before it.
    private static func content(of line: Line) -> Line {
        var rest = line
        while let first = rest.first, first == 0x20 || first == 0x09 || first == UInt8(ascii: ">") || first == 0x0D {
            rest = rest.dropFirst()
        }
        while let last = rest.last, last == 0x20 || last == 0x09 || last == 0x0D { rest = rest.dropLast() }
        return rest
    }

    /// Whether `line` is a delimiter row: only `|`, `-`, `:` and spaces, with a `-`.
    private static func isDelimiterRow(_ line: Line) -> Bool {
        var dash = false
        for byte in line {
            switch byte {
            case UInt8(ascii: "-"): dash = true
            case UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"): continue
            default: return false
            }
        }
        return dash
    }

    /// The cells of a row: its unescaped `|` separators plus one, less a leading and a trailing pipe.
    private static func cellCount(_ line: Line) -> Int {
        var pipes = 0
        var escaped = false
        for byte in line {
            if byte == UInt8(ascii: "|") && !escaped { pipes += 1 }
            escaped = byte == UInt8(ascii: "\\") && !escaped
        }
        var cells = pipes + 1
        let pipe = UInt8(ascii: "|")
        if line.first == pipe { cells -= 1 }
        if line.last == pipe && line.count > 1 && line.dropLast().last != UInt8(ascii: "\\") { cells -= 1 }
        return max(cells, 1)
    }
}
