import Dispatch
import CmarkHTML
import Synchronization
import Testing

/// cmark-gfm keeps the inline parser's table of special characters in process-wide state; parsers that attach and
/// detach extensions on several threads at once used to leave `~~strike~~` and `www.` links unrendered at random.
@Suite struct ConcurrentRenderingTests {
    /// A small chapter that uses every extension: tables, strikethrough, autolinks, task lists, tagfilter, footnotes.
    static func chapter(_ number: Int) -> String {
        """
        # Chapter \(number)

        Spend ~~less~~ wisely, see www.example.org/\(number) or https://example.org/\(number) and mail@example.org.

        | Item | Cost |
        |:-----|-----:|
        | Rent \(number) | ~~$800~~ $750 |

        - [x] open an account
        - [ ] set a goal www.example.com

        Raw <xmp>tag</xmp> and a note.[^\(number)]

        [^\(number)]: A footnote with ~~strike~~.

        """
    }

    @Test func rendersTheSameOnEveryThreadAsAlone() {
        let renderer = MarkdownRenderer()
        let sources = (0..<400).map(Self.chapter)
        let alone = sources.map { renderer.render($0).html }
        #expect(alone[7].contains("<del>less</del>") && alone[7].contains("href=\"http://www.example.org/7\""))
        for _ in 0..<3 {
            let together = Mutex([String](repeating: "", count: sources.count))
            DispatchQueue.concurrentPerform(iterations: sources.count) { index in
                let html = renderer.render(sources[index]).html
                together.withLock { $0[index] = html }
            }
            let rendered = together.withLock { $0 }
            let differing = sources.indices.filter { rendered[$0] != alone[$0] }
            #expect(differing.isEmpty, "chapters rendered differently in parallel: \(differing.prefix(10))")
        }
    }
}
