import CmarkHTML
import Foundation

/// The `sanitizer` target: an author's raw HTML through the allow-list the Markdown renderer keeps it to, with a URL
/// hook as the renderer's (a relative link rewritten). What comes out runs nothing (read as a browser's tokenizer
/// reads it, not as the sanitizer does), and is its own sanitized form: sanitizing it again changes nothing.
func sanitizer(_ data: Data) {
    let html = String(decoding: data, as: UTF8.self)
    let rewrite = { (url: String, _: Bool, _: Int) -> String? in url.hasSuffix(".md") ? "../page/" : nil }
    let once = HTMLSanitizer.sanitize(html, rewriteURL: rewrite)
    if let found = scriptInHTML(once) { fatalError("the sanitizer let \(found) through: \(once)") }
    precondition(HTMLSanitizer.sanitize(once) == once, "sanitizing twice changed the HTML: \(once)")
}
