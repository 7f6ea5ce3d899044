import CashDashBasics
import Testing

@Suite struct EscapingTests {
    @Test func escapesTheFiveCharactersThatEndTextOrAnAttribute() {
        #expect(
            escapeXML(#"Tom & Jerry's <b>"best"</b>"#) == "Tom &amp; Jerry&#39;s &lt;b&gt;&quot;best&quot;&lt;/b&gt;")
    }

    @Test func leavesApostrophesAsCmarkGFMDoesWhenAsked() {
        #expect(escapeXML("Jerry's <cheese>", apostrophes: false) == "Jerry's &lt;cheese&gt;")
        #expect(
            escapeXML("Jerry's", apostrophes: false) == "Jerry's", "nothing to escape: the text comes back as it is")
    }

    @Test func appendsAfterWhatTheOutputHolds() {
        var output = "<p>"
        appendEscapingXML("Tom & Jerry's", to: &output)
        appendEscapingXML("Jerry's", to: &output, apostrophes: false)
        #expect(output == "<p>Tom &amp; Jerry&#39;sJerry's")
    }

    @Test func keepsEveryOtherCharacterIncludingEmojiAndAccents() {
        #expect(escapeXML("Café 💶 = 5 €") == "Café 💶 = 5 €")
        #expect(escapeXML("é&e\u{301}") == "é&amp;e\u{301}", "a combining accent stays after the escape before it")
    }
}

extension EscapingTests {
    @Test func escapesBetweenCharactersOutsideASCIIAsEachCharacterAlone() {
        #expect(escapeXML("«Ça & ça» <b>💶</b> ّمال'") == "«Ça &amp; ça» &lt;b&gt;💶&lt;/b&gt; ّمال&#39;")
        // Any mix of the five, letters outside ASCII and marks, against escaping one character at a time.
        let pieces = ["&", "<", ">", "\"", "'", "a", "é", "e\u{301}", "💶", "م", "\u{651}", " ", "\n", "存"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            for apostrophes in [true, false] {
                let oneByOne = text.unicodeScalars.map { scalar -> String in
                    switch scalar {
                    case "&": "&amp;"
                    case "<": "&lt;"
                    case ">": "&gt;"
                    case "\"": "&quot;"
                    case "'" where apostrophes: "&#39;"
                    default: String(scalar)
                    }
                }.joined()
                #expect(escapeXML(text, apostrophes: apostrophes) == oneByOne, "\(text)")
            }
        }
    }
}
