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

/// An estimate of how wide `text` is at `fontSize`, for keeping labels apart without a font engine.
func textWidth(_ text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.58
}
