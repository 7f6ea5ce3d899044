import Foundation

/// Opens a ledger file for reading as CSV, as its profile says: UTF-8 text is streamed from the file; text in
/// another encoding, or with lines to skip, is read whole (exports of that kind are a bank's month, not millions of
/// rows), turned into UTF-8 and cut to its rows, keeping the file's line numbers.
enum LedgerText {
    /// The lines a profile's `skip` passes over, each with its number (from 1): before the rows (`top`), and in the
    /// footer (`bottom`).
    struct PassedOver {
        var top: [(line: Int, text: String)] = []
        var bottom: [(line: Int, text: String)] = []
    }

    /// A ledger opened for reading: its rows' reader, and the lines passed over to reach them.
    struct Opened {
        var reader: CSVReader
        var passedOver = PassedOver()
    }

    static func reader(for url: URL, profile: LedgerProfile?) throws -> Opened {
        let encoding = profile?.encoding ?? .utf8
        let skipTop = profile?.skipTop ?? 0, skipBottom = profile?.skipBottom ?? 0
        if encoding == .utf8 && skipTop == 0 && skipBottom == 0 && !(profile?.continuedLinesAreNote ?? false)
            && !startsWithUTF16Mark(url)
        {
            return Opened(reader: try CSVReader(path: url.path))
        }
        guard let data = readRegularFile(atPath: url.path) else { throw CocoaError(.fileReadNoSuchFile) }
        return try reader(for: data, profile: profile)
    }

    /// The reader of a ledger's bytes `data`, as ``reader(for:profile:)`` reads a file.
    static func reader(for data: Data, profile: LedgerProfile?) throws -> Opened {
        let encoding = profile?.encoding ?? .utf8
        let skipTop = profile?.skipTop ?? 0, skipBottom = profile?.skipBottom ?? 0
        var text = try utf8(data, declared: encoding)
        if let profile, profile.continuedLinesAreNote { text = joiningContinuedLines(text, profile: profile) }
        guard skipTop > 0 || skipBottom > 0 else { return Opened(reader: CSVReader(data: Data(text), firstLine: 1)) }
        let lines = lineRanges(text)
        let (first, last, end) = rows(of: lines, skipTop: skipTop, skipBottom: skipBottom)
        let bytes = first < last ? Array(text[lines[first].lowerBound..<lines[last - 1].upperBound]) : []
        let numbered = { (range: Range<Int>) in
            range.map { (line: $0 + 1, text: String(decoding: text[lines[$0]], as: UTF8.self)) }
        }
        return Opened(
            reader: CSVReader(data: Data(bytes), firstLine: first + 1),
            passedOver: PassedOver(top: numbered(0..<first), bottom: numbered(last..<end)))
    }

    /// The first line of the rows, the line after the last, and the line after the footer (indexes into `lines`), once
    /// `skipTop` lines are passed over and `skipBottom` before the blank lines at the end.
    private static func rows(
        of lines: [Range<Int>], skipTop: Int, skipBottom: Int
    ) -> (first: Int, last: Int, end: Int) {
        var end = lines.count
        while end > 0, lines[end - 1].isEmpty { end -= 1 }  // blank lines at the end are not the footer
        let last = max(0, end - skipBottom)
        return (min(skipTop, last), last, end)
    }

    /// Whether the file starts with a UTF-16 byte-order mark: such a file is read without being declared.
    private static func startsWithUTF16Mark(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 2)).map { [UInt8]($0) } ?? []
        return start == [0xFF, 0xFE] || start == [0xFE, 0xFF]
    }

    /// The file's text as UTF-8 bytes, without a byte-order mark.
    private static func utf8(_ data: Data, declared encoding: LedgerProfile.Encoding) throws -> [UInt8] {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }  // UTF-8, whatever was declared
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else {
                throw CSVReader.Problem(
                    line: 1, column: 1,
                    message: "this UTF-16 file has bytes that are not UTF-16 text; save it again as UTF-8")
            }
            return Array(text.utf8)
        }
        switch encoding {
        case .utf8:
            return bytes
        case .windows1252, .latin1, .windows1250, .latin2:
            let codePage = encoding.codePage ?? 1252
            return Array(String(String.UnicodeScalarView(CodePage.decode(bytes, codePage: codePage))).utf8)
        case .utf16:
            throw CSVReader.Problem(
                line: 1, column: 1,
                message: "budgets.yml says this file is UTF-16, but it does not start with a byte-order mark; save it "
                    + "as UTF-8 (or as Excel's Unicode text), or take `encoding: utf-16` out")
        }
    }

    /// Each line of `bytes` without its line end (LF, CRLF, CR or CR CR LF), in order.
    static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(start..<index)
                let rest = bytes[(index + 1)...].prefix(2)
                index += byte == 0x0A ? 1 : rest.first == 0x0A ? 2 : rest.elementsEqual([0x0D, 0x0A]) ? 3 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }
}
