/// A JSON string literal; `<`, `>` and `&` are escaped too, so the text is safe inside a script.
public func jsonString(_ text: String) -> String {
    var result = ""
    appendJSONString(text, to: &result)
    return result
}

/// Appends ``jsonString(_:)`` of `text` to `result`, without making it apart.
public func appendJSONString(_ text: String, to result: inout String) {
    var text = text
    let plain = text.withUTF8 { bytes in
        // Nothing to escape (0xE2 starts U+2028 and U+2029).
        !bytes.contains {
            $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x3C || $0 == 0x3E || $0 == 0x26 || $0 == 0xE2
        }
    }
    result += "\""
    if plain {
        result += text
        result += "\""
        return
    }
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "<": result += "\\u003c"
        case ">": result += "\\u003e"
        case "&": result += "\\u0026"
        case "\u{2028}": result += "\\u2028"
        case "\u{2029}": result += "\\u2029"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    result += "\""
}

/// Appends ``jsonString(_:)`` of the UTF-8 text `text` to the bytes `result`, escaping byte by byte (what a search
/// index writes a hundred thousand times).
public func appendJSONString(_ text: UnsafeBufferPointer<UInt8>, to result: inout [UInt8]) {
    result.append(UInt8(ascii: "\""))
    appendJSONStringContent(text, to: &result)
    result.append(UInt8(ascii: "\""))
}

/// The escaped text of ``appendJSONString(_:to:)-([UInt8])`` without its quotes, for a string written in pieces.
/// Each stretch with nothing to escape is appended whole: appended byte by byte, the search index's excerpts had
/// been 2 % of a full build of 2,000 chapters (perf).
public func appendJSONStringContent(_ text: UnsafeBufferPointer<UInt8>, to result: inout [UInt8]) {
    var start = 0, index = 0
    while index < text.count {
        let byte = text[index]
        let escape: StaticString
        switch byte {
        case UInt8(ascii: "\""): escape = #"\""#
        case UInt8(ascii: "\\"): escape = #"\\"#
        case 0x0A: escape = #"\n"#
        case 0x0D: escape = #"\r"#
        case 0x09: escape = #"\t"#
        case UInt8(ascii: "<"): escape = #"\u003c"#
        case UInt8(ascii: ">"): escape = #"\u003e"#
        case UInt8(ascii: "&"): escape = #"\u0026"#
        case 0xE2
        where index + 2 < text.count && text[index + 1] == 0x80 && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
            // U+2028 and U+2029, which end a line in a script.
            escape = text[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#
        case ..<0x20: escape = #"\u00"#
        default:
            index += 1
            continue
        }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
        escape.withUTF8Buffer { result.append(contentsOf: $0) }
        if escape.utf8CodeUnitCount == 4 {  // `\u00` of a control character: its two hex digits follow
            let hex: StaticString = "0123456789abcdef"
            hex.withUTF8Buffer {
                result.append($0[Int(byte >> 4)])
                result.append($0[Int(byte & 0xF)])
            }
        }
        index += byte == 0xE2 ? 3 : 1
        start = index
    }
    result.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<text.count]))
}
