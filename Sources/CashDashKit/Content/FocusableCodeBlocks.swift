import CmarkHTML
import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension RenderedMarkdown {
    /// The same HTML with every code block reachable by keyboard: a block wider than the page scrolls sideways, and a
    /// region that scrolls must take focus (axe-core's `scrollable-region-focusable`), so each `<pre>` takes
    /// `tabindex="0"`, as Docusaurus and GitHub give theirs. The renderer writes Markdown's code blocks so
    /// (``MarkdownRenderer/Options/focusableCodeBlocks``); this catches an author's own `<pre><code>` in raw HTML.
    var withFocusableCodeBlocks: RenderedMarkdown {
        // Searched with C's `memchr` and `memcmp`: Foundation's `contains` reads the whole text as UTF-16 first, the
        // standard library's generic `firstRange(of:)` looked up type metadata at every byte (half of a build), and a
        // loop over the bytes in Swift still took a twentieth of rendering the chapters.
        var text = html
        let found = text.withUTF8 { bytes in
            let pattern: StaticString = "<pre><code"
            guard let base = bytes.baseAddress, bytes.count >= pattern.utf8CodeUnitCount else { return false }
            var index = 0
            while let next = memchr(base + index, Int32(UInt8(ascii: "<")), bytes.count - index) {
                index = base.distance(to: next.assumingMemoryBound(to: UInt8.self))
                guard index + pattern.utf8CodeUnitCount <= bytes.count else { return false }
                if memcmp(base + index, pattern.utf8Start, pattern.utf8CodeUnitCount) == 0 { return true }
                index += 1
            }
            return false
        }
        guard found else { return self }
        var copy = self
        copy.html = html.replacingOccurrences(of: "<pre><code", with: "<pre tabindex=\"0\"><code")
        return copy
    }
}
