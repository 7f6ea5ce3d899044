import CmarkHTML
import Foundation
import Testing

/// Links and images nested inside each other cost Cash Dash's tree walk time in proportion to their number.
@Suite struct NestedLinksTests {
    private struct Counter: MarkdownHooks {
        var positions: [SourcePosition] = []
        mutating func rewriteLink(_ link: LinkReference) -> String? {
            positions.append(link.position)
            return nil
        }
    }

    @Test func sixtyThousandNestedImagesRender() {
        // 44 s before: each image's subtree was walked again to count its line breaks.
        let depth = 60_000
        let source = String(repeating: "![", count: depth) + "x" + String(repeating: "](a.png)", count: depth) + "\n"
        var hooks = Counter()
        let rendered = MarkdownRenderer().render(source, hooks: &hooks)
        #expect(rendered.html.hasPrefix("<p><img src=\"a.png\""))
        #expect(hooks.positions.count == depth)
    }

    @Test func aLinkOverSeveralLinesIsPlacedAtItsOpeningBracket() {
        var hooks = Counter()
        _ = MarkdownRenderer().render("Intro\n\nSee [the\nlong\nlink](a.md) and ![a\npicture](b.png).\n", hooks: &hooks)
        #expect(hooks.positions == [SourcePosition(line: 3, column: 5), SourcePosition(line: 5, column: 17)])
    }
}
