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
