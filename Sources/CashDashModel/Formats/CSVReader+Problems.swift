import Foundation

extension CSVReader {
    /// A problem with the file's CSV itself.
    public struct Problem: Error, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
        /// The file is in another encoding than UTF-8 (the message says which it seems to be).
        public var isEncoding = false
    }

    /// The problem of a file in another encoding, at its first such byte, with the line as Windows-1252 would read it
    /// (the encoding Excel and many banks export in).
    static func notUTF8(
        _ bytes: UnsafeBufferPointer<UInt8>, at bad: Int, recordStart: Int, line: Int
    ) -> Problem {
        let field = Record.Field(range: bad..<bad, hasEscapedQuotes: false)
        let position = [field].withUnsafeBufferPointer {
            Record(bytes: bytes, fields: $0, line: line, start: recordStart).position(of: 0)
        }
        if bad == 0, bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return Problem(
                line: 1, column: 1,
                message: "this file is UTF-16 text; save it as UTF-8 (Excel: Save As › CSV UTF-8) and try again",
                isEncoding: true)
        }
        var lineStart = bad, lineEnd = bad
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D, lineEnd - lineStart < 80 {
            lineEnd += 1
        }
        var asWindows = String(
            String.UnicodeScalarView(CodePage.decode(Array(bytes[lineStart..<lineEnd]), codePage: 1252)))
        asWindows = asWindows.trimmingCharacters(in: .whitespaces)
        return Problem(
            line: position.line, column: position.column,
            message:
                "this file is not UTF-8 text; it looks like Windows-1252 or Latin-1, as Excel and many banks export "
                + "(this line would read `\(asWindows)`); save it as UTF-8 (Excel: Save As › CSV UTF-8; LibreOffice: "
                + "Character set › Unicode (UTF-8)) and try again", isEncoding: true)
    }

    static func openQuote(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, line: Int) -> Problem {
        var quoted = false, opening = offset
        for index in offset..<bytes.count where bytes[index] == 0x22 {
            if !quoted { opening = index }
            quoted.toggle()
        }
        let field = Record.Field(range: opening + 1..<opening + 1, hasEscapedQuotes: false)
        let position = [field].withUnsafeBufferPointer {
            Record(bytes: bytes, fields: $0, line: line, start: offset).position(of: 0)
        }
        return Problem(
            line: position.line, column: position.column,
            message: "this quote is never closed, so the rest of the file reads as one field; close it with another \"")
    }
}

extension Diagnostics {
    /// Reports a row with another number of fields than the header's `expected`, where the difference shows.
    public mutating func wrongFieldCount(_ record: CSVReader.Record, expected: Int, in path: String) {
        let (line, column) = record.position(of: min(record.count, expected))
        let (name, example) =
            switch record.delimiter {
            case UInt8(ascii: ";"): ("semicolon", "\"Snacks; drinks\"")
            case 0x09: ("tab", "\"Snacks<tab>drinks\"")
            default: ("comma", "\"Snacks, drinks\"")
            }
        let symbol = record.delimiter == 0x09 ? "<tab>" : String(UnicodeScalar(record.delimiter))
        let missing = expected - record.count
        error(
            missing > 0
                ? "this row has \(record.count) field\(record.count == 1 ? "" : "s") but the header has \(expected): "
                    + "\(missing == 1 ? "one is" : "\(missing) are") missing; fill in each column, leaving an empty one as "
                    + "two \(name)s in a row (`\(symbol)\(symbol)`)"
                : "this row has \(record.count) fields but the header has \(expected); if a text in it contains a \(name), "
                    + "put quotes around that text, like \(example)", in: path, line: line, column: column)
    }

    /// Reports why reading a CSV file stopped: a quote left open (at its place), or the file itself.
    public mutating func csvFailure(_ failure: Error, in path: String) {
        if let problem = failure as? CSVReader.Problem {
            error(problem.message, in: path, line: problem.line, column: problem.column)
        } else {
            error("this file cannot be read; check that it exists and is readable", in: path)
        }
    }
}
