import CCmarkGFM
import CashDashBasics

extension TreeRewriter {
    /// Offers every link and image destination, as written, to `hooks.rewriteLink`.
    func rewriteLinks<Hooks: MarkdownHooks>(_ links: [OpaquePointer], breaks: [Int], hooks: inout Hooks) {
        var lines: [Substring.UTF8View]?
        for (node, breaks) in zip(links, breaks) {
            let kind: LinkReference.Kind = node.nodeType == CMARK_NODE_IMAGE ? .image : .link
            let position = startPosition(of: node, breaks: breaks, lines: &lines)
            let reference = LinkReference(kind: kind, destination: node.url, position: position)
            if let destination = hooks.rewriteLink(reference) {
                cmark_node_set_url(node, destination)
            }
        }
    }

    /// With raw HTML allowed, keeps what an author's HTML may hold to ``HTMLSanitizer``'s allow-list, and empties
    /// link and image destinations that could run something (`javascript:`, `vbscript:`, `data:` but for images).
    /// The `href` and `src` values the HTML keeps are offered to `hooks.rewriteLink` like Markdown's links.
    func sanitize<Hooks: MarkdownHooks>(_ rawHTML: [OpaquePointer], links: [OpaquePointer], hooks: inout Hooks) {
        for node in rawHTML {
            let literal = node.literal
            let start = node.position  // in bytes: filePosition below counts characters
            let sanitized = HTMLSanitizer.sanitize(literal) { url, isImage, offset in
                // The tag's place: lines and columns counted from the node's start.
                let before = literal.utf8.prefix(offset)
                let breaks = before.count { $0 == 0x0A }
                let column =
                    breaks == 0
                    ? start.column + offset
                    : offset
                        - (before.lastIndex(of: 0x0A).map { before.distance(from: before.startIndex, to: $0) } ?? 0)
                let reference = LinkReference(
                    kind: isImage ? .image : .link, destination: url,
                    position: filePosition(SourcePosition(line: node.position.line + breaks, column: column)))
                return hooks.rewriteLink(reference)
            }
            cmark_node_set_literal(node, sanitized)
        }
        for node in links where !HTMLSanitizer.isSafeURL(node.url, isImage: node.nodeType == CMARK_NODE_IMAGE) {
            cmark_node_set_url(node, "")
        }
    }

    /// Where a link or an image starts, at its `[` (or `![`). cmark-gfm gives the column of the `[` but a line
    /// moved down by most of the line breaks inside the link's text, so the line is found again in the source: the
    /// nearest line above, within that many breaks, that has the `[` at that column.
    /// `breaks` is the number of line breaks inside the node, counted by ``survey()`` (walking each link's own
    /// subtree again was quadratic in links nested inside each other).
    private func startPosition(
        of node: OpaquePointer, breaks: Int, lines: inout [Substring.UTF8View]?
    ) -> SourcePosition {
        let reported = node.position
        var line = reported.line
        if breaks > 0 {
            let all = lines ?? source.split(separator: "\n", omittingEmptySubsequences: false).map(\.utf8)
            lines = all
            let opening: Set<UInt8> = [UInt8(ascii: "["), UInt8(ascii: "!")]
            for candidate in max(1, reported.line - breaks)...reported.line {
                guard candidate <= all.count, case let text = all[candidate - 1], reported.column >= 1,
                    reported.column <= text.count,
                    opening.contains(text[text.index(text.startIndex, offsetBy: reported.column - 1)])
                else { continue }
                line = candidate
                break
            }
        }
        return filePosition(SourcePosition(line: line, column: reported.column))
    }
}
