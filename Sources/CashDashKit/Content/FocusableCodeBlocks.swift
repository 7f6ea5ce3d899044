import CmarkHTML
import Foundation

extension RenderedMarkdown {
    /// The same HTML with every code block reachable by keyboard: a block wider than the page scrolls sideways, and a
    /// region that scrolls must take focus (axe-core's `scrollable-region-focusable`), so each `<pre>` cmark-gfm
    /// writes takes `tabindex="0"`, as Docusaurus and GitHub give theirs.
    var withFocusableCodeBlocks: RenderedMarkdown {
        guard html.contains("<pre><code") else { return self }
        var copy = self
        copy.html = html.replacingOccurrences(of: "<pre><code", with: "<pre tabindex=\"0\"><code")
        return copy
    }
}
