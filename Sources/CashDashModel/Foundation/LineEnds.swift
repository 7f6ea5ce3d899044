#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension String {
    /// The text with every line end written `\n`.
    ///
    /// CommonMark ends a line at `\n`, `\r\n` or a lone `\r`, but Swift counts `\r\n` as one character, so a text cut
    /// at `"\n"` would keep a Windows file whole and count a lone `\r` as no line. Chapters and the files they include
    /// are made plain once, so every line number after agrees with cmark-gfm's.
    public var withPlainLineEnds: String {
        // Looked for with C's `memchr`: the generic `utf8.contains` took a third of reading a chapter.
        var text = self
        let hasReturn = text.withUTF8 { bytes in
            bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "\r")), bytes.count) != nil } ?? false
        }
        guard hasReturn else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var afterReturn = false
        for byte in utf8 {
            defer { afterReturn = byte == UInt8(ascii: "\r") }
            if byte == UInt8(ascii: "\n"), afterReturn { continue }
            bytes.append(byte == UInt8(ascii: "\r") ? UInt8(ascii: "\n") : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
