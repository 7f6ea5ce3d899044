import CmarkHTML
import Testing

/// Hooks that wrap every alert but `[!NOPE]` in a box named for its kind, and remember what they were offered.
private struct AlertHooks: MarkdownHooks {
    var offered: [(String, SourcePosition)] = []
    var prose: [String] = []

    mutating func wrapAlert(kind: String, at position: SourcePosition) -> BlockWrapper? {
        offered.append((kind, position))
        return kind == "NOPE" ? nil : BlockWrapper(open: "<div class=\"box \(kind.lowercased())\">", close: "</div>")
    }

    mutating func rewriteProse(_ text: String, at position: SourcePosition) -> [TextSegment]? {
        prose.append(text)
        return nil
    }
}

@Suite struct AlertTests {
    @Test func aQuoteThatStartsWithAKindIsWrappedWithoutItsMarker() {
        var hooks = AlertHooks()
        let html = MarkdownRenderer().render(
            "Intro.\n\n> [!TIP]\n> Save *first*.\n>\n> Then spend.\n", firstLine: 5, hooks: &hooks
        ).html
        #expect(
            html == "<p>Intro.</p>\n<div class=\"box tip\">\n<p>Save <em>first</em>.</p>\n<p>Then spend.</p>\n</div>\n")
        #expect(hooks.offered.map(\.0) == ["TIP"])
        #expect(hooks.offered.map(\.1) == [SourcePosition(line: 7, column: 3)])
        // The marker is no prose: a glossary never links a word of it.
        #expect(!hooks.prose.contains { $0.contains("[") || $0.contains("TIP") })
    }

    @Test func aKindTheHooksDoNotKnowStaysAQuoteAsWritten() {
        var hooks = AlertHooks()
        let html = MarkdownRenderer().render("> [!NOPE]\n> Text.\n", hooks: &hooks).html
        #expect(html == "<blockquote>\n<p>[!NOPE]\nText.</p>\n</blockquote>\n")
    }

    @Test func onlyAMarkerAloneOnTheFirstLineCounts() {
        var hooks = AlertHooks()
        let html = MarkdownRenderer().render(
            "> [!NOTE] on the same line\n\n> A quote with [!NOTE]\n\n> [link](x) [!NOTE]\n", hooks: &hooks
        ).html
        #expect(hooks.offered.isEmpty)
        #expect(html.components(separatedBy: "<blockquote>").count == 4)
    }

    @Test func aMarkerWithNothingAfterItMakesAnEmptyBox() {
        var hooks = AlertHooks()
        let html = MarkdownRenderer().render("> [!WARNING]\n", hooks: &hooks).html
        #expect(html == "<div class=\"box warning\">\n</div>\n")
    }

    @Test func withoutHooksAnAlertIsAPlainQuote() {
        let html = MarkdownRenderer().render("> [!NOTE]\n> Text.\n").html
        #expect(html.hasPrefix("<blockquote>\n<p>[!NOTE]"))
    }
}
