/// `text` with every character that could steer a terminal written out instead: control characters (ESC, which
/// starts colour and cursor sequences, as `\u{1B}`; a line break as `\n`, a tab as `\t`, a carriage return as `\r`),
/// DEL, the C1 controls (U+0080 to U+009F) and the marks that reverse the direction of text (U+202A to U+202E,
/// U+2066 to U+2069). Every message about a file goes through it (``Diagnostic``), so text from a file is shown as
/// it is written, never obeyed by the terminal.
public func visibleText(_ text: String) -> String {
    func hidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }
    guard text.unicodeScalars.contains(where: hidden) else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        guard hidden(scalar) else {
            shown.append(scalar)
            continue
        }
        let written =
            switch scalar {
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        shown.append(contentsOf: written.unicodeScalars)
    }
    return String(shown)
}
