import CmarkHTML
import Testing

/// Hooks that record what they were offered and rewrite `.md` links and the word "budget".
private struct RecordingHooks: MarkdownHooks {
    var links: [LinkReference] = []
    var texts: [String] = []

    mutating func rewriteLink(_ link: LinkReference) -> String? {
        links.append(link)
        return link.destination.hasSuffix(".md") ? "../" + link.destination.dropLast(3) + "/" : nil
    }

    mutating func rewriteProse(_ text: String, at position: SourcePosition) -> [TextSegment]? {
        texts.append(text)
        guard let range = text.range(of: "budget") else { return nil }
        return [
            .text(String(text[..<range.lowerBound])),
            .link(text: "budget", destination: "../glossary/#budget", title: "A plan for money"),
            .text(String(text[range.upperBound...])),
        ]
    }
}

/// Hooks that change no prose (a site without a glossary) and would record any prose they were offered.
private struct LinkOnlyHooks: MarkdownHooks {
    var texts: [String] = []
    var rewritesProse: Bool { false }

    mutating func rewriteProse(_ text: String, at position: SourcePosition) -> [TextSegment]? {
        texts.append(text)
        return [.text("changed")]
    }
}

/// Hooks that give back every run of prose as it was, splitting nothing.
private struct SameTextHooks: MarkdownHooks {
    mutating func rewriteProse(_ text: String, at position: SourcePosition) -> [TextSegment]? { [.text(text)] }
}

@Suite struct MarkdownHooksTests {
    @Test func proseAcrossALineBreakIsOfferedAsOneText() {
        // A term written across two lines of the source (`credit` / `union`) is one phrase to a reader.
        var hooks = RecordingHooks()
        let html = MarkdownRenderer().render("Keep a monthly\nbudget and a *plan*\nfor it.\n", hooks: &hooks).html
        #expect(hooks.texts == ["Keep a monthly\nbudget and a ", "plan", "for it."])
        #expect(
            html == "<p>Keep a monthly\n<a href=\"../glossary/#budget\" title=\"A plan for money\">budget</a> and a "
                + "<em>plan</em>\nfor it.</p>\n")
        // Given back as it was, the text is written as the line breaks were.
        let source = "One\ntwo  \nthree\\\nfour\n> five\n> six\n\n- seven\n  eight\n"
        var same = SameTextHooks()
        #expect(MarkdownRenderer().render(source, hooks: &same).html == MarkdownRenderer().render(source).html)
    }

    @Test func hooksThatRewriteNoProseAreOfferedNone() {
        var hooks = LinkOnlyHooks()
        let html = MarkdownRenderer().render("A budget, *saved*.\n", hooks: &hooks).html
        #expect(html == "<p>A budget, <em>saved</em>.</p>\n")
        #expect(hooks.texts.isEmpty)
    }

    @Test func aHeadingsOwnIDWrittenTwiceIsToldOfAtTheSecondHeading() {
        struct Renames: MarkdownHooks {
            var renamed: [(written: String, id: String, at: SourcePosition)] = []
            mutating func renamedHeadingID(_ written: String, to id: String, at position: SourcePosition) {
                renamed.append((written, id, position))
            }
        }
        var hooks = Renames()
        let source = "# Goals {#goals}\n\nText.\n\n## Goals\n\n## More goals {#goals}\n\n## Other {#other}\n"
        let headings = MarkdownRenderer().render(source, firstLine: 3, hooks: &hooks).headings
        // The author's ids are claimed first; the heading made from its text and the second `{#goals}` give way.
        #expect(headings.map(\.id) == ["goals", "goals-2", "goals-1", "other"])
        #expect(hooks.renamed.map(\.written) == ["goals"])
        #expect(hooks.renamed.map(\.id) == ["goals-1"])
        #expect(hooks.renamed.map(\.at) == [SourcePosition(line: 9, column: 1)])
    }

    @Test func rewritesLinksAndReportsTheirPositionInTheFile() {
        var hooks = RecordingHooks()
        let source = "Intro.\n\nRead [saving](02-saving.md) and\nask [the bank](https://bank.example).\n"
        let html = MarkdownRenderer().render(source, firstLine: 5, hooks: &hooks).html
        #expect(html.contains("<a href=\"../02-saving/\">saving</a>"))
        #expect(html.contains("<a href=\"https://bank.example\">the bank</a>"))
        #expect(hooks.links.map(\.destination) == ["02-saving.md", "https://bank.example"])
        #expect(
            hooks.links.map(\.position) == [SourcePosition(line: 7, column: 6), SourcePosition(line: 8, column: 5)])
    }

    /// cmark-gfm counts columns in bytes; a person's editor counts characters: "Épargne — " is 10 characters, 14 bytes.
    @Test func columnsCountCharactersNotBytes() {
        var hooks = RecordingHooks()
        _ = MarkdownRenderer().render("Épargne — [saving](02-saving.md)\n\nplain [x](y.md)\n", hooks: &hooks)
        #expect(
            hooks.links.map(\.position) == [SourcePosition(line: 1, column: 11), SourcePosition(line: 3, column: 7)])
    }

    /// cmark-gfm puts a link whose text has line breaks on the line its text ends on; the `[` is where it starts.
    @Test func aLinkAcrossLinesIsPlacedAtItsFirstLine() {
        var hooks = RecordingHooks()
        let source = """
            Some text and [a link
            that spans
            three lines](a.md) here.

            *emph [second\\
            link](b.md)*

            A line
            then ![x
            y](c.png).

            x [a\u{20}\u{20}
            b](d.md) and y [c
            d\\
            e](e.md)

            """
        _ = MarkdownRenderer().render(source, firstLine: 4, hooks: &hooks)
        #expect(
            hooks.links.map(\.position) == [
                SourcePosition(line: 4, column: 15), SourcePosition(line: 8, column: 7),
                SourcePosition(line: 12, column: 6),
                SourcePosition(line: 15, column: 3), SourcePosition(line: 16, column: 16),
            ])
    }

    /// A table's header row names its columns; its cells below are prose.
    @Test func tableHeadersAreNotProse() {
        var hooks = RecordingHooks()
        let html = MarkdownRenderer().render("| My budget | Share |\n|---|---|\n| The budget | 50% |\n", hooks: &hooks)
            .html
        #expect(html.contains("<th>My budget</th>"))
        #expect(html.contains("<td>The <a href=\"../glossary/#budget\" title=\"A plan for money\">budget</a></td>"))
        #expect(!hooks.texts.contains("My budget") && !hooks.texts.contains("Share"))
    }

    @Test func linksTermsOnlyInPlainProse() {
        var hooks = RecordingHooks()
        let source = """
            ## My budget

            A budget is a plan. See [budget basics](x.html) and `budget`.

            ![a budget chart](chart.png)

            """
        let html = MarkdownRenderer().render(source, hooks: &hooks).html
        #expect(html.contains("<h2 id=\"my-budget\">My budget</h2>"))
        #expect(html.contains("A <a href=\"../glossary/#budget\" title=\"A plan for money\">budget</a> is a plan."))
        #expect(html.contains("<a href=\"x.html\">budget basics</a>"))
        #expect(html.contains("<code>budget</code>"))
        #expect(!hooks.texts.contains("My budget"))
        #expect(!hooks.texts.contains("budget basics"))
        #expect(!hooks.texts.contains("a budget chart"))
    }
}

/// Hooks that turn ```shout blocks into a paragraph of capitals.
private struct ShoutHooks: MarkdownHooks {
    var positions: [SourcePosition] = []

    mutating func replaceCodeBlock(info: String, code: String, at position: SourcePosition) -> String? {
        guard info == "shout" else { return nil }
        positions.append(position)
        return "<p class=\"shout\">\(code.uppercased().replacingOccurrences(of: "\n", with: ""))</p>"
    }
}

@Suite struct FencedBlockHooksTests {
    @Test func replacesChosenFencedBlocksEvenInSafeMode() {
        var hooks = ShoutHooks()
        let source = "Text.\n\n```shout\nhello\n```\n\n```swift\nlet x = 1\n```\n"
        let html = MarkdownRenderer().render(source, firstLine: 3, hooks: &hooks).html
        #expect(html.contains("<p class=\"shout\">HELLO</p>"))
        #expect(html.contains("<pre><code class=\"language-swift\">let x = 1\n</code></pre>"))
        #expect(hooks.positions == [SourcePosition(line: 6, column: 1)])
    }
}
