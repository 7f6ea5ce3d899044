/// Escapes text for HTML and SVG, in content and in quoted attribute values: `&`, `<`, `>`, `"` and `'`.
///
/// With `apostrophes: false` it leaves `'` as it is, as cmark-gfm writes its own HTML, so a chapter's headings and
/// table of contents read byte for byte as cmark-gfm's. It scans bytes first and returns the text untouched when
/// nothing needs escaping (most text), which made escaping a third of the time spent on each page. Text that needs
/// escaping is copied a run of bytes at a time: appending it a character at a time was 1.5 % of a full build of
/// Node.js's docs (perf), mostly code blocks.
public func escapeXML(_ text: String, apostrophes: Bool = true) -> String {
    var text = text
    return text.withUTF8 { bytes in
        guard let first = bytes.firstIndex(where: { escape(of: $0, apostrophes: apostrophes) != nil }) else {
            return nil
        }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count + bytes.count / 8 + 16)
        escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
        var start = first
        for index in first..<bytes.count {
            guard let replacement = escape(of: bytes[index], apostrophes: apostrophes) else { continue }
            escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            replacement.withUTF8Buffer { escaped.append(contentsOf: $0) }
            start = index + 1
        }
        escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        // Only ASCII bytes were replaced, each by ASCII, so the bytes are still the UTF-8 they were.
        return String(decoding: escaped, as: UTF8.self)
    } ?? text
}

/// What `escapeXML` writes for `byte`; nil for a byte written as it is (every byte of a character outside ASCII).
private func escape(of byte: UInt8, apostrophes: Bool) -> StaticString? {
    switch byte {
    case 0x26: "&amp;"
    case 0x3C: "&lt;"
    case 0x3E: "&gt;"
    case 0x22: "&quot;"
    case 0x27 where apostrophes: "&#39;"
    default: nil
    }
}
