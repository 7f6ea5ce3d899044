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

    @Test func keepsEveryOtherCharacterIncludingEmojiAndAccents() {
        #expect(escapeXML("Café 💶 = 5 €") == "Café 💶 = 5 €")
        #expect(escapeXML("é&e\u{301}") == "é&amp;e\u{301}", "a combining accent stays after the escape before it")
    }
}
