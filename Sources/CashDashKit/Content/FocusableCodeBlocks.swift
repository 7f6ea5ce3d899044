import CmarkHTML
import Foundation

extension RenderedMarkdown {
    /// The same HTML with every code block reachable by keyboard: a block wider than the page scrolls sideways, and a
    /// region that scrolls must take focus (axe-core's `scrollable-region-focusable`), so each `<pre>` takes
    /// `tabindex="0"`, as Docusaurus and GitHub give theirs. The renderer writes Markdown's code blocks so
    /// (``MarkdownRenderer/Options/focusableCodeBlocks``); this catches an author's own `<pre><code>` in raw HTML.
    var withFocusableCodeBlocks: RenderedMarkdown {
        // Searched byte by byte: Foundation's `contains` reads the whole text as UTF-16 first, and the standard
        // library's generic `firstRange(of:)` looked up type metadata at every byte (half of a build).
        var text = html
        let found = text.withUTF8 { bytes in
            let pattern: [UInt8] = Array("<pre><code".utf8)
            guard bytes.count >= pattern.count else { return false }
            for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
                if (1..<pattern.count).allSatisfy({ bytes[start + $0] == pattern[$0] }) { return true }
            }
            return false
        }
        guard found else { return self }
        var copy = self
        copy.html = html.replacingOccurrences(of: "<pre><code", with: "<pre tabindex=\"0\"><code")
        return copy
    }
}
