import Foundation

/// Reads CSV as RFC 4180 describes it, streaming: quoted fields with `""` for a quote, commas and line breaks inside
/// quotes, UTF-8 with or without a byte-order mark, LF, CRLF, CR or CR CR LF line ends, and a `,`, `;` or tab delimiter found
/// from the header line. The file is read in blocks, so memory does not grow with its size.
public struct CSVReader {
    /// One record: its fields as bytes of the current block, valid only while the record is being handled.
    public struct Record {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The reader's list of fields, lent rather than copied: holding a copy retained and released it per record.
        let fields: UnsafeBufferPointer<Field>
        /// The line the record starts on, counting from 1.
        public let line: Int
        let start: Int
        /// The file's delimiter, for messages.
        var delimiter = UInt8(ascii: ",")

        struct Field {
            var range: Range<Int>
            /// Quoted with `""` inside, which `string(_:)` turns back into `"`.
            var hasEscapedQuotes: Bool
        }

        public var count: Int { fields.count }

        /// Whether the record has `expected` fields, or one more that is empty: many banks end every row with the
        /// delimiter (`…,Coffee,`), and the header then has no name for that last field.
        public func fits(_ expected: Int) -> Bool {
            fields.count == expected || (fields.count == expected + 1 && fields[expected].range.isEmpty)
        }

        /// The raw bytes of field `index` (a quoted field without its quotes).
        public func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[fields[index].range])
        }

        /// Calls `body` with field `index`'s bytes, `""` inside a quoted field turned back into `"` first.
        func withUnescapedBytes<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            let raw = bytes(index)
            guard fields[index].hasEscapedQuotes else { return body(raw) }
            var unescaped: [UInt8] = []
            unescaped.reserveCapacity(raw.count)
            var previousWasQuote = false
            for byte in raw {
                if byte == 0x22 && previousWasQuote {
                    previousWasQuote = false
                    continue
                }
                previousWasQuote = byte == 0x22
                unescaped.append(byte)
            }
            return unescaped.withUnsafeBufferPointer(body)
        }

        /// Field `index` as text.
        public func string(_ index: Int) -> String {
            let text = String(decoding: bytes(index), as: UTF8.self)
            return fields[index].hasEscapedQuotes ? text.replacingOccurrences(of: "\"\"", with: "\"") : text
        }

        /// The line and column of every field, found in one pass over the record (a wide header asks for many).
        public func positions() -> [(line: Int, column: Int)] {
            var result: [(line: Int, column: Int)] = []
            result.reserveCapacity(fields.count)
            var line = self.line, column = 1, offset = start
            for field in fields {
                while offset < field.range.lowerBound {
                    let byte = bytes[offset]
                    if CSVReader.endsLine(bytes, at: offset) {
                        line += 1
                        column = 1
                    } else if byte & 0xC0 != 0x80 {
                        column += 1
                    }
                    offset += 1
                }
                let quoted = field.range.lowerBound > start && bytes[field.range.lowerBound - 1] == 0x22 && column > 1
                result.append((line, quoted ? column - 1 : column))
            }
            return result
        }

        /// The line and column (in characters, from 1) where field `index` starts, for messages.
        public func position(of index: Int) -> (line: Int, column: Int) {
            let target =
                index < fields.count ? fields[index].range.lowerBound : (fields.last?.range.upperBound ?? start)
            var line = self.line, lineStart = start
            for offset in start..<target
            where CSVReader.endsLine(bytes, at: offset) {
                line += 1
                lineStart = offset + 1
            }
            var quote = target
            if index < fields.count, target > lineStart, bytes[target - 1] == 0x22 { quote -= 1 }
            let column = bytes[lineStart..<quote].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            return (line, column)
        }
    }

    /// A problem with the file's CSV itself.
    public struct Problem: Error, Equatable {
        public var line: Int
        public var column: Int
        public var message: String
        /// The file is in another encoding than UTF-8 (the message says which it seems to be).
        public var isEncoding = false
    }

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var pending: [UInt8]
    public private(set) var delimiter: UInt8 = UInt8(ascii: ",")
    public let blockSize: Int
    /// The number of the text's first line in its file (lines before it were skipped).
    public let firstLine: Int
    /// For a part of a file: where the text ends, and where the records after the header resume (and on what line).
    private var end: Int?
    private var resume: (offset: Int, line: Int)?
    /// The text was checked to be UTF-8 beforehand.
    private var knownUTF8 = false
    /// Text held in memory that the reader does not own (a mapped file), read in place rather than copied.
    private var memory: UnsafeBufferPointer<UInt8>?

    /// Reads the file at `path`.
    public init(path: String, blockSize: Int = 1 << 20) throws {
        // Without blocking, so that a named pipe is refused rather than waited on for ever.
        descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoSuchFile) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            _ = Foundation.close(descriptor)
            throw CocoaError(.fileReadNoSuchFile)
        }
        ownsDescriptor = true
        pending = []
        self.blockSize = blockSize
        firstLine = 1
    }

    /// Reads CSV text held in memory, which starts on line `firstLine` of its file.
    public init(data: Data, firstLine: Int = 1, blockSize: Int = 1 << 20) {
        descriptor = -1
        ownsDescriptor = false
        pending = [UInt8](data)
        self.blockSize = blockSize
        self.firstLine = firstLine
    }

    /// Reads part of a file's UTF-8 text held whole in memory, so that a big file can be read on several threads:
    /// its header (the first record), then, when `resume` is given, the records from `resume.offset`, which starts on
    /// line `resume.line`, up to `end`. Both must be record boundaries, and the bytes read must be checked UTF-8.
    /// The bytes are read in place: they must stay valid until the records are read.
    public init(utf8 bytes: UnsafeBufferPointer<UInt8>, end: Int, resume: (offset: Int, line: Int)?) {
        self.init(data: Data(), firstLine: 1)
        memory = bytes
        self.end = end
        self.resume = resume
        knownUTF8 = true
    }

    /// Closes the file.
    public func close() {
        if ownsDescriptor { _ = Foundation.close(descriptor) }
    }

    /// Calls `body` with each record in order, the header first; a quote left open at the end is a `Problem`.
    public mutating func forEachRecord(_ body: (Record) throws -> Void) throws {
        defer { close() }
        var buffer = pending
        pending = []
        var filled = end ?? memory?.count ?? buffer.count
        var resume = self.resume
        var atEnd = descriptor < 0
        var line = firstLine
        var isFirstBlock = true
        var fields: [Record.Field] = []
        fields.reserveCapacity(16)
        // A record longer than a block is scanned again from its start when the next block arrives; doubling the
        // read each time that happens keeps a file of one endless line linear, not quadratic.
        var readSize = blockSize
        var searchedForLineEnd = 0
        var checked = 0  // bytes of the buffer known to be UTF-8
        while true {
            if !atEnd {
                if buffer.count - filled < readSize { buffer += [UInt8](repeating: 0, count: readSize) }
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, readSize) }
                if count < 0 { throw CocoaError(.fileReadUnknown) }
                if count == 0 { atEnd = true } else { filled += count }
            }
            // The byte-order mark and the delimiter are read from the whole header line, so wait for it (searching
            // only the bytes that are new).
            if isFirstBlock && !atEnd {
                let hasLineEnd = buffer[searchedForLineEnd..<filled].contains { $0 == 0x0A || $0 == 0x0D }
                searchedForLineEnd = filled
                if !hasLineEnd {
                    readSize *= 2
                    continue
                }
            }
            var consumed = 0
            /// Hands on the records in the text read so far, `whole`.
            func readRecords(_ whole: UnsafeBufferPointer<UInt8>) throws {
                let bytes = UnsafeBufferPointer(rebasing: whole[0..<filled])
                var offset = 0
                if isFirstBlock {
                    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
                    if let (declared, next) = Self.separatorLine(bytes, from: offset) {
                        // Excel's `sep=;` line names the delimiter; the header is on the next line.
                        delimiter = declared
                        offset = next
                        line += 1
                    } else {
                        delimiter = Self.delimiter(of: bytes, from: offset)
                    }
                    isFirstBlock = false
                    consumed = offset
                }
                // The text is checked to be UTF-8 a block at a time, up to its last line end so that no character is
                // cut, before any of its records is handled.
                var checkEnd = bytes.count
                if !atEnd {
                    while checkEnd > checked, bytes[checkEnd - 1] != 0x0A, bytes[checkEnd - 1] != 0x0D { checkEnd -= 1 }
                }
                if !knownUTF8, let bad = Self.firstByteNotUTF8(bytes, from: max(checked, offset), to: checkEnd) {
                    throw Self.notUTF8(bytes, at: bad, recordStart: offset, line: line)
                }
                checked = max(checked, checkEnd)
                while offset < bytes.count {
                    var breaks = 0
                    guard
                        let end = Self.scanRecord(
                            bytes, from: offset, delimiter: delimiter, final: atEnd, into: &fields, breaks: &breaks)
                    else {
                        if atEnd { throw Self.openQuote(bytes, from: offset, line: line) }
                        break
                    }
                    let (recordStart, recordLine) = (offset, line)
                    line += breaks
                    offset = end
                    if !(fields.count == 1 && fields[0].range.isEmpty) {
                        try fields.withUnsafeBufferPointer { fields in
                            try body(
                                Record(
                                    bytes: bytes, fields: fields, line: recordLine, start: recordStart,
                                    delimiter: delimiter))
                        }
                        if let next = resume {
                            // The header was read: on to this part's records.
                            guard next.offset >= offset else {
                                throw Problem(line: line, column: 1, message: "this part starts inside the header")
                            }
                            (offset, line) = (next.offset, next.line)
                            resume = nil
                        }
                    }
                    consumed = offset
                }
            }
            if let memory { try readRecords(memory) } else { try buffer.withUnsafeBufferPointer(readRecords) }
            if atEnd { return }
            readSize = consumed == 0 ? readSize * 2 : blockSize
            // Keep the unfinished record for the next block.
            buffer.removeSubrange(0..<consumed)
            filled -= consumed
            checked = max(0, checked - consumed)
        }
    }

    /// Scans one record starting at `offset`, counting its line breaks into `breaks`; returns where the next record
    /// starts, or nil if the block ends first.
    private static func scanRecord(
        _ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, delimiter: UInt8, final: Bool,
        into fields: inout [Record.Field],
        breaks: inout Int
    ) -> Int? {
        fields.removeAll(keepingCapacity: true)
        var index = offset
        let count = bytes.count
        while true {
            if index < count && bytes[index] == 0x22 {
                // A quoted field: up to the quote not followed by another.
                let start = index + 1
                var cursor = start, escaped = false
                while true {
                    guard cursor < count else { return nil }
                    let byte = bytes[cursor]
                    if (byte == 0x0A || byte == 0x0D) && endsLine(bytes, at: cursor) { breaks += 1 }
                    if byte == 0x22 {
                        if cursor + 1 < count && bytes[cursor + 1] == 0x22 {
                            escaped = true
                            cursor += 2
                            continue
                        }
                        if cursor + 1 == count && !final { return nil }
                        break
                    }
                    cursor += 1
                }
                fields.append(Record.Field(range: start..<cursor, hasEscapedQuotes: escaped))
                index = cursor + 1
                // Anything between the closing quote and the delimiter is kept out; a lenient reading.
                while index < count && bytes[index] != delimiter && bytes[index] != 0x0A && bytes[index] != 0x0D {
                    index += 1
                }
            } else {
                let start = index
                // Bytes above the line-end and quote characters that are not the delimiter need one comparison.
                while index < count {
                    let byte = bytes[index]
                    if byte > 0x22 && byte != delimiter { index += 1; continue }
                    if byte == delimiter || byte == 0x0A || byte == 0x0D { break }
                    index += 1
                }
                fields.append(Record.Field(range: start..<index, hasEscapedQuotes: false))
            }
            guard index < count else {
                if final { breaks += 1 }
                return final ? count : nil
            }
            let byte = bytes[index]
            if byte == delimiter {
                index += 1
                continue
            }
            breaks += 1
            if byte == 0x0D {
                // CR LF, and CR CR LF (a CRLF file converted to CRLF once more, as Excel on Windows leaves it), are one
                // line end; a CR alone is one too.
                guard index + 1 < count else { return final ? count : nil }
                if bytes[index + 1] == 0x0A { return index + 2 }
                guard bytes[index + 1] == 0x0D else { return index + 1 }
                guard index + 2 < count else { return final ? index + 1 : nil }
                return bytes[index + 2] == 0x0A ? index + 3 : index + 1
            }
            return index + 1
        }
    }

    /// Whether the byte at `offset` ends a line: LF; or CR, unless CR LF or CR CR LF follow from it, where the LF
    /// is the end of that one line.
    static func endsLine(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        switch bytes[offset] {
        case 0x0A: return true
        case 0x0D:
            guard offset + 1 < bytes.count else { return true }
            if bytes[offset + 1] == 0x0A { return false }
            return !(bytes[offset + 1] == 0x0D && offset + 2 < bytes.count && bytes[offset + 2] == 0x0A)
        default: return false
        }
    }

    /// The delimiter an Excel `sep=X` first line names, and where the next line starts.
    static func separatorLine(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> (UInt8, Int)? {
        let prefix = Array("sep=".utf8)
        guard offset + prefix.count < bytes.count,
            prefix.indices.allSatisfy({ bytes[offset + $0] | (bytes[offset + $0] >= 0x41 ? 0x20 : 0) == prefix[$0] })
        else { return nil }
        let declared = bytes[offset + prefix.count]
        var next = offset + prefix.count + 1
        if next < bytes.count, bytes[next] == 0x22 { next += 1 }  // `"sep=;"` as some programs quote it
        guard next == bytes.count || bytes[next] == 0x0D || bytes[next] == 0x0A else { return nil }
        if next + 2 < bytes.count, bytes[next] == 0x0D, bytes[next + 1] == 0x0D, bytes[next + 2] == 0x0A { next += 1 }
        if next < bytes.count, bytes[next] == 0x0D { next += 1 }
        if next < bytes.count, bytes[next] == 0x0A { next += 1 }
        return (declared, next)
    }

    /// `,`, `;` or tab: whichever appears most often outside quotes on the first line.
    public static func delimiter(of bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> UInt8 {
        var counts: [UInt8: Int] = [:], quoted = false
        for byte in bytes[offset...] {
            if byte == 0x22 { quoted.toggle() }
            if quoted { continue }
            if byte == 0x0A || byte == 0x0D { break }
            if byte == 0x2C || byte == 0x3B || byte == 0x09 { counts[byte, default: 0] += 1 }
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? UInt8(ascii: ",")
    }

    /// The index of the first byte in `start..<end` that does not belong to well-formed UTF-8, if any.
    static func firstByteNotUTF8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            // 32 bytes at a time while they are ASCII, the common case: four words or'ed, one test.
            let base = UnsafeRawPointer(bytes.baseAddress!)
            while index + 32 <= end,
                (base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    | base.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                    | base.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)
                    | base.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)) & 0x8080_8080_8080_8080 == 0
            {
                index += 32
            }
            guard index < end else { break }
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            // The length of the sequence, and the range its second byte must be in (which rules out overlong forms,
            // surrogates and values past U+10FFFF).
            let (length, second): (Int, ClosedRange<UInt8>) =
                switch lead {
                case 0xC2...0xDF: (2, 0x80...0xBF)
                case 0xE0: (3, 0xA0...0xBF)
                case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
                case 0xED: (3, 0x80...0x9F)
                case 0xF0: (4, 0x90...0xBF)
                case 0xF1...0xF3: (4, 0x80...0xBF)
                case 0xF4: (4, 0x80...0x8F)
                default: (0, 0...0)
                }
            guard length > 0, index + length <= end, second.contains(bytes[index + 1]),
                (2..<length).allSatisfy({ (0x80...0xBF).contains(bytes[index + $0]) })
            else { return index }
            index += length
        }
        return nil
    }

    /// The problem of a file in another encoding, at its first such byte, with the line as Windows-1252 would read it
    /// (the encoding Excel and many banks export in).
    private static func notUTF8(
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

    private static func openQuote(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, line: Int) -> Problem {
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
