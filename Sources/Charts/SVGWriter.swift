/// Builds SVG text with numbers written with only the digits they need.
struct SVGWriter {
    private(set) var text = ""

    /// A number with at most one decimal (a tenth of a pixel is finer than any screen or printer shows).
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        if tenths == 0 || !tenths.isFinite || abs(tenths) > 1e15 { return "0" }
        let whole = Int(tenths) / 10, fraction = abs(Int(tenths) % 10)
        if fraction == 0 { return String(whole) }
        return (tenths < 0 && whole == 0 ? "-0" : String(whole)) + "." + String(fraction)
    }

    mutating func append(_ fragment: String) {
        text += fragment
    }

    /// An element with attributes in the given order; values are escaped.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String>, content: String? = nil) {
        text += "<" + name
        for (key, value) in attributes { text += " \(key)=\"\(escapeXML(value))\"" }
        if let content {
            text += ">" + escapeXML(content) + "</\(name)>"
        } else {
            text += "/>"
        }
    }
}

/// An estimate of how wide `text` is at `fontSize`, for keeping labels apart without a font engine: each character
/// as wide as its kind is in a sans-serif font, in ems, never less than an average letter (capitals, wide letters and
/// East Asian characters wider; only combining marks narrower), so a code of capitals (`3YMDW`) is not clipped.
func textWidth(_ text: String, fontSize: Double) -> Double {
    text.unicodeScalars.reduce(0) { $0 + emWidth(of: $1) } * fontSize
}

/// How wide `scalar` is, in ems, in a sans-serif font: an estimate by kind.
private func emWidth(of scalar: Unicode.Scalar) -> Double {
    switch scalar {
    case "M", "W", "m", "w", "@", "%": 0.9
    case "A"..."Z": 0.7
    case "\u{0300}"..."\u{036F}", "\u{064B}"..."\u{065F}", "\u{200B}"..."\u{200F}": 0
    case "\u{1100}"..."\u{11FF}", "\u{2E80}"..."\u{9FFF}", "\u{AC00}"..."\u{D7AF}", "\u{F900}"..."\u{FAFF}",
        "\u{FF00}"..."\u{FF60}":
        1.0
    default: 0.58
    }
}
