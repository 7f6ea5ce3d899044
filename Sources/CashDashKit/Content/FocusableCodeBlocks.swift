import CmarkHTML
import Foundation

extension RenderedMarkdown {
    /// The same HTML with every code block reachable by keyboard: a block wider than the page scrolls sideways, and a
    /// region that scrolls must take focus (axe-core's `scrollable-region-focusable`), so each `<pre>` takes
    /// `tabindex="0"`, as Docusaurus and GitHub give theirs. The renderer writes Markdown's code blocks so
    /// (``MarkdownRenderer/Options/focusableCodeBlocks``); this catches an author's own `<pre><code>` in raw HTML.
    var withFocusableCodeBlocks: RenderedMarkdown {
        // Searched as bytes: Foundation's `contains` reads the whole text as UTF-16 first.
        guard html.utf8.firstRange(of: "<pre><code".utf8) != nil else { return self }
        var copy = self
        copy.html = html.replacingOccurrences(of: "<pre><code", with: "<pre tabindex=\"0\"><code")
        return copy
    }
}
