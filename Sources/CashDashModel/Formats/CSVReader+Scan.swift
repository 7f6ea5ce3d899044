import Foundation

extension CSVReader {
    /// Scans one record starting at `offset`, counting its line breaks into `breaks`; returns where the next record
    /// starts, or nil if the block ends first.
    static func scanRecord(
        _ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, delimiter: UInt8, final: Bool,
        into fields: inout [Record.Field],
        breaks: inout Int
    ) -> Int? {
        fields.removeAll(keepingCapacity: true)
        var index = offset
        let count = bytes.count
        while true {
            if index < count && bytes[index] == 0x22 {
                guard let closing = scanQuotedField(bytes, from: index, final: final, into: &fields, breaks: &breaks)
                else { return nil }
                index = closing + 1
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
            if bytes[index] == delimiter {
                index += 1
                continue
            }
            breaks += 1
            return recordStart(afterLineEndAt: index, in: bytes, final: final)
        }
    }

    /// Appends the quoted field whose opening quote is at `quote` to `fields`, counting its line breaks into
    /// `breaks`: up to the quote not followed by another. Returns the closing quote's index, or nil if the block ends
    /// first.
    @inline(__always)
    private static func scanQuotedField(
        _ bytes: UnsafeBufferPointer<UInt8>, from quote: Int, final: Bool, into fields: inout [Record.Field],
        breaks: inout Int
    ) -> Int? {
        let count = bytes.count
        let start = quote + 1
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
        return cursor
    }

    /// Where the record after the line end at `index` (LF or CR) starts, or nil if the block ends before that is
    /// known. CR LF, and CR CR LF (a CRLF file converted to CRLF once more, as Excel on Windows leaves it), are one
    /// line end; a CR alone is one too.
    @inline(__always)
    private static func recordStart(
        afterLineEndAt index: Int, in bytes: UnsafeBufferPointer<UInt8>, final: Bool
    ) -> Int? {
        let count = bytes.count
        guard bytes[index] == 0x0D else { return index + 1 }
        guard index + 1 < count else { return final ? count : nil }
        if bytes[index + 1] == 0x0A { return index + 2 }
        guard bytes[index + 1] == 0x0D else { return index + 1 }
        guard index + 2 < count else { return final ? index + 1 : nil }
        return bytes[index + 2] == 0x0A ? index + 3 : index + 1
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
}
