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
public func appendJSONStringContent(_ text: UnsafeBufferPointer<UInt8>, to result: inout [UInt8]) {
    let hex: StaticString = "0123456789abcdef"
    var index = 0
    while index < text.count {
        let byte = text[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): result.append(contentsOf: [0x5C, 0x22])
        case UInt8(ascii: "\\"): result.append(contentsOf: [0x5C, 0x5C])
        case 0x0A: result.append(contentsOf: [0x5C, UInt8(ascii: "n")])
        case 0x0D: result.append(contentsOf: [0x5C, UInt8(ascii: "r")])
        case 0x09: result.append(contentsOf: [0x5C, UInt8(ascii: "t")])
        case UInt8(ascii: "<"): result.append(contentsOf: "\\u003c".utf8)
        case UInt8(ascii: ">"): result.append(contentsOf: "\\u003e".utf8)
        case UInt8(ascii: "&"): result.append(contentsOf: "\\u0026".utf8)
        case 0xE2
        where index + 1 < text.count && text[index] == 0x80 && (text[index + 1] == 0xA8 || text[index + 1] == 0xA9):
            // U+2028 and U+2029, which end a line in a script.
            result.append(contentsOf: (text[index + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
            index += 2
        case ..<0x20:
            result.append(contentsOf: "\\u00".utf8)
            hex.withUTF8Buffer {
                result.append($0[Int(byte >> 4)])
                result.append($0[Int(byte & 0xF)])
            }
        default: result.append(byte)
        }
    }
}
