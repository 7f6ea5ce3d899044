import CCmarkGFM
import CashDashBasics
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension TreeRewriter {
    /// Gives every heading a unique id and returns the headings in order.
    ///
    /// cmark-gfm's renderer writes no heading ids, so each heading is rendered on its own and replaced by a custom
    /// block holding `<hN id="…">…</hN>`.
    /// `texts` are the headings' plain texts, as the survey found them.
    mutating func identifyHeadings<Hooks: MarkdownHooks>(
        _ nodes: [OpaquePointer], texts: [[UInt8]], withLinks: Set<OpaquePointer>, hooks: inout Hooks
    ) -> [Heading] {
        var slugger = HeadingSlugger()
        var headings: [Heading] = []
        // `{#id .class}` after a heading's text, as mdBook and Hugo read it: taken out of the text, and its id claimed
        // before any id is made from a text, so the author's id is kept as written; one written twice is told of.
        let attributes = nodes.map(takeAttributes)
        let claimed = attributes.map { $0?.attributes.id.map { slugger.claim($0) } }
        for (index, written) in attributes.enumerated() {
            guard let written = written?.attributes.id, let id = claimed[index], id != written else { continue }
            hooks.renamedHeadingID(written, to: id, at: filePosition(of: nodes[index]))
        }
        for (index, node) in nodes.enumerated() {
            let level = Int(cmark_node_get_heading_level(node))
            // The text without the attributes taken from its end.
            let text = String(decoding: texts[index].dropLast(attributes[index]?.removedBytes ?? 0), as: UTF8.self)
            let id = claimed[index] ?? slugger.slug(for: text)
            headings.append(Heading(level: level, text: text, id: id))
            var inner = innerHTML(of: node, level: level)
            if options.linkedHeadings && !withLinks.contains(node) {
                inner = "<a class=\"heading-link\" href=\"#\(id)\">\(inner)</a>"
            }
            let classes = attributes[index]?.attributes.classes ?? []
            let classAttribute =
                classes.isEmpty ? "" : " class=\"\(escapeXML(classes.joined(separator: " "), apostrophes: false))\""
            let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
            cmark_node_set_on_enter(
                block, "<h\(level) id=\"\(escapeXML(id, apostrophes: false))\"\(classAttribute)>\(inner)</h\(level)>")
            cmark_node_set_on_exit(block, "")
            cmark_node_replace(node, block)
            document.keepDetached(node)
        }
        return headings
    }

    /// Takes a heading's attributes (`{#options}`, `{#id .class}`) out of the end of its text, if it ends with them;
    /// returns them and the number of bytes taken off the text.
    private func takeAttributes(of heading: OpaquePointer) -> (attributes: HeadingAttributes, removedBytes: Int)? {
        // Most headings have none: their last byte is looked at before any text is made.
        guard let last = cmark_node_last_child(heading), last.nodeType == CMARK_NODE_TEXT,
            let bytes = last.literalBytes, case let length = strlen(bytes), length > 0,
            bytes[length - 1] == CChar(UInt8(ascii: "}")),
            case let literal = last.literal, let open = literal.lastIndex(of: "{"),
            let attributes = HeadingAttributes(
                literal[literal.index(after: open)..<literal.index(before: literal.endIndex)])
        else { return nil }
        let rest = literal[..<open]
        guard rest.isEmpty || rest.last == " " else { return nil }
        var kept = rest
        while kept.last == " " { kept = kept.dropLast() }
        cmark_node_set_literal(last, String(kept))
        return (attributes, literal.utf8.count - kept.utf8.count)
    }

    private func innerHTML(of heading: OpaquePointer, level: Int) -> String {
        // Most headings are one run of plain text: escape it directly rather than run the renderer.
        if let only = cmark_node_first_child(heading), cmark_node_next(only) == nil, only.nodeType == CMARK_NODE_TEXT {
            return escapeXML(only.literal, apostrophes: false)
        }
        var html = Substring(document.renderHTML(of: heading, options: renderOptions))
        let open = "<h\(level)>", close = "</h\(level)>"
        if html.hasPrefix(open) { html = html.dropFirst(open.count) }
        while html.last == "\n" { html = html.dropLast() }
        if html.hasSuffix(close) { html = html.dropLast(close.count) }
        return String(html)
    }
}

/// The attributes of a heading as mdBook (pulldown-cmark) and Hugo read them: `#id`, `.class` and `key=value` words
/// inside braces at the end of its text; other words mean the braces are text.
struct HeadingAttributes {
    var id: String?
    var classes: [String] = []

    init?(_ inside: Substring) {
        let words = inside.split(separator: " ")
        guard !words.isEmpty else { return nil }
        for word in words {
            if word.hasPrefix("#"), word.count > 1 {
                id = String(word.dropFirst())
            } else if word.hasPrefix("."), word.count > 1 {
                classes.append(String(word.dropFirst()))
            } else if !word.contains("=") {
                return nil
            }
        }
    }
}
