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
}
