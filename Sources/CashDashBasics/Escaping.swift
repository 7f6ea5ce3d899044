/// Escapes text for HTML and SVG, in content and in quoted attribute values: `&`, `<`, `>`, `"` and `'`.
///
/// With `apostrophes: false` it leaves `'` as it is, as cmark-gfm writes its own HTML, so a chapter's headings and
/// table of contents read byte for byte as cmark-gfm's. It scans bytes first and returns the text untouched when
/// nothing needs escaping (most text), which made escaping a third of the time spent on each page.
public func escapeXML(_ text: String, apostrophes: Bool = true) -> String {
    guard text.utf8.contains(where: { xmlEscape(of: $0, apostrophes: apostrophes) != nil }) else { return text }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 16)
    appendEscapingXML(text, to: &escaped, apostrophes: apostrophes)
    return escaped
}

/// Appends `text` to `output` escaped as ``escapeXML(_:apostrophes:)`` escapes it, without a string in between: the
/// compiled templates write every value of a page this way. The text is copied a run of bytes at a time: appending it
/// a character at a time was 1.5 % of a full build of Node.js's docs (perf), mostly code blocks.
public func appendEscapingXML(_ text: String, to output: inout String, apostrophes: Bool = true) {
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
        guard let replacement = xmlEscape(of: utf8[index], apostrophes: apostrophes) else {
            utf8.formIndex(after: &index)
            continue
        }
        if start != index { output += text[start..<index] }
        output += replacement
        utf8.formIndex(after: &index)
        start = index
    }
    if start == utf8.startIndex {
        output += text
    } else if start != utf8.endIndex {
        output += text[start..<utf8.endIndex]
    }
}

/// What escaping writes for `byte`; nil for a byte written as it is (every byte of a character outside ASCII).
private func xmlEscape(of byte: UInt8, apostrophes: Bool) -> String? {
    switch byte {
    case 0x26: "&amp;"
    case 0x3C: "&lt;"
    case 0x3E: "&gt;"
    case 0x22: "&quot;"
    case 0x27 where apostrophes: "&#39;"
    default: nil
    }
}
