import CashDashModel
import Testing

@Suite struct JSONTextTests {
    /// The JSON string literal of `text`, written as bytes.
    private func bytesJSON(_ text: String) -> String {
        var bytes: [UInt8] = [], text = text
        text.withUTF8 { appendJSONString($0, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func aStringIsSafeInsideAScript() {
        #expect(jsonString("Save <b>10%</b> & \"more\"") == #""Save \u003cb\u003e10%\u003c/b\u003e \u0026 \"more\"""#)
        #expect(jsonString("a\\b\nc\td\r\u{1}") == #""a\\b\nc\td\r\u0001""#)
        #expect(jsonString("line\u{2028}para\u{2029}end …") == #""line\u2028para\u2029end …""#)
    }

    @Test func bytesAreEscapedExactlyAsTheString() {
        let texts = [
            "", "plain words", "Épargne — ça coûte 12 €…", "<script>&\"'\\", "\u{0}\u{1f}\u{7f}\n\r\t",
            "\u{2028}\u{2029}\u{2027}\u{202A}", "emoji 🪙 and ß", "ends with \u{E2}",
        ]
        for text in texts {
            #expect(bytesJSON(text) == jsonString(text), "\(text.debugDescription)")
        }
    }

    /// Random texts of plain runs and every character escaped, at every place: the bytes, appended a stretch at a
    /// time, equal the string written character by character.
    @Test func randomTextsAreEscapedExactlyAsTheString() {
        let pieces = [
            "a", "plain words ", "é", "€", "🪙", "\"", "\\", "\n", "\r", "\t", "<", ">", "&", "\u{0}", "\u{1f}",
            "\u{7f}", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "\u{E2}", "’",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            .joined()
            #expect(bytesJSON(text) == jsonString(text), "\(text.debugDescription)")
        }
    }
}
