@testable import CashDashModel
import TestSupport
import Testing

@Suite struct FirstHeadingTests {
    /// Lines a chapter's first heading could be among, and lines that only look near one.
    private static let lines = [
        "# Saving", "#", "   # Indented", "    # Code, not a heading", "## Second level", "#hashtag", "Title", "===",
        "  =", "Text with # inside", "```", "~~~", "<!-- note", "-->", "", "   ", "# Closed #", "\t# Tab",
        "é # accented", "#\u{301} combining", "Budget\r", "=\u{301}",
    ]

    /// ``FirstHeading/init(in:)`` skips a text whose lines cannot start a heading without reading it line by line (at
    /// 2,000 chapters, reading them took a third of a rebuild): whatever the text, it finds what the full reading finds.
    @Test func theQuickLookAgreesWithTheFullReading() {
        var generator = SplitMix64(seed: 49)
        var skipped = 0
        for _ in 0..<4000 {
            let count = Int.random(in: 1...6, using: &generator)
            let text = (0..<count).map { _ in Self.lines.randomElement(using: &generator)! }.joined(separator: "\n")
            let full = FirstHeading(scanning: text)
            let quick = FirstHeading(in: text)
            #expect(quick?.title == full?.title && quick?.line == full?.line, "\(text.debugDescription)")
            if !FirstHeading.mayHoldHeading(text) {
                skipped += 1
                #expect(full == nil, "skipped a heading in \(text.debugDescription)")
            }
        }
        #expect(skipped > 100, "the quick look skips texts without a heading")
        #expect(!FirstHeading.mayHoldHeading("Intro\n\n## Part\n\n    # code\nText # not\n"))
        #expect(FirstHeading.mayHoldHeading("Intro\n   # Title\n"))
        #expect(FirstHeading.mayHoldHeading("Title\r\n=====\r\n"))
    }
}

extension FirstHeadingTests {
    /// A text's lines are read a line at a time on its bytes; split into characters at `\n`, as they were, any mix
    /// of line ends (`\r\n` is one character, not split), marks and letters gives the same lines.
    @Test func linesAreTheTextSplitAtEachNewlineCharacter() {
        let pieces = ["a", "# T", " ", "\n", "\r\n", "\r", "\n\u{301}", "é", "存", "==="]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            let expected = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(Array(FirstHeading.Lines(text)) == expected, "\(Array(text.unicodeScalars))")
        }
    }

    /// A heading without markup is only trimmed, without the regular expressions: whatever it holds, that is what
    /// reading its markup gives (``FirstHeading/unmarked(_:)``), and a heading with markup still loses it.
    @Test func aHeadingWithoutMarkupReadsAsReadingItsMarkupWould() {
        let pieces = [
            "Saving", " ", "  ", "\t", "é", "e\u{301}", "401(k)", "!", "#", "-", ".", "'", "\"", "<", ">", "]", ")",
            "(",
            "\u{A0}", "\u{E02A}", "\u{E100}", "日本", "\\", "`", "[", "*", "_", "&amp;", "{", "}", "**", "](x)",
        ]
        var generator = SplitMix64(seed: 49)
        var quick = 0
        for _ in 0..<5000 {
            let count = Int.random(in: 1...8, using: &generator)
            let heading = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(FirstHeading.plain(heading) == FirstHeading.unmarked(heading), "\(heading.debugDescription)")
            if !heading.unicodeScalars.contains(where: FirstHeading.marks.contains) { quick += 1 }
        }
        #expect(quick > 500, "many headings hold no markup")
        #expect(FirstHeading.plain("  Saving **money** [now](x) ") == "Saving money now")
    }
}
