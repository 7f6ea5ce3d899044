import CmarkHTML
import Foundation

extension RenderedMarkdown {
    /// The same HTML with every code block reachable by keyboard: a block wider than the page scrolls sideways, and a
    /// region that scrolls must take focus (axe-core's `scrollable-region-focusable`), so each `<pre>` takes
    /// `tabindex="0"`, as Docusaurus and GitHub give theirs. The renderer writes Markdown's code blocks so
    /// (``MarkdownRenderer/Options/focusableCodeBlocks``); this catches an author's own `<pre><code>` in raw HTML.
    var withFocusableCodeBlocks: RenderedMarkdown {
        var text = html, pattern = "<pre><code"
        let found = text.withUTF8 { bytes in pattern.withUTF8 { bytes.firstOffset(of: $0) != nil } }
        guard found else { return self }
        var copy = self
        copy.html = html.replacingOccurrences(of: "<pre><code", with: "<pre tabindex=\"0\"><code")
        return copy
    }
}
