import CCmarkGFM
import CashDashBasics
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension TreeRewriter {
    /// Offers every quote that starts with a line `[!KIND]` (GitHub's alerts) to `hooks.wrapAlert`; a quote it wraps
    /// loses its marker line and is rendered inside the wrapper instead of `<blockquote>`. Returns the text nodes of
    /// the markers taken out.
    mutating func wrapAlerts<Hooks: MarkdownHooks>(
        _ quotes: [OpaquePointer], hooks: inout Hooks
    ) -> Set<OpaquePointer> {
        var removed: Set<OpaquePointer> = []
        for quote in quotes {
            guard let paragraph = cmark_node_first_child(quote), paragraph.nodeType == CMARK_NODE_PARAGRAPH else {
                continue
            }
            // cmark-gfm keeps `[` and `]` that open no link as text nodes of their own: the marker is the run of text
            // up to the first line break.
            var marker = "", texts: [OpaquePointer] = []
            var child = cmark_node_first_child(paragraph)
            while let node = child, node.nodeType == CMARK_NODE_TEXT {
                marker += node.literal
                texts.append(node)
                child = cmark_node_next(node)
            }
            if let end = child, end.nodeType != CMARK_NODE_SOFTBREAK && end.nodeType != CMARK_NODE_LINEBREAK {
                continue
            }
            while marker.last?.isWhitespace == true { marker.removeLast() }
            guard marker.hasPrefix("[!"), marker.hasSuffix("]"), case let kind = marker.dropFirst(2).dropLast(),
                !kind.isEmpty, kind.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }),
                let wrapper = hooks.wrapAlert(kind: String(kind), at: filePosition(of: paragraph))
            else { continue }
            for node in texts + (child.map { [$0] } ?? []) {
                cmark_node_unlink(node)
                document.keepDetached(node)
                removed.insert(node)
            }
            if cmark_node_first_child(paragraph) == nil {
                cmark_node_unlink(paragraph)
                document.keepDetached(paragraph)
            }
            let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
            cmark_node_set_on_enter(block, wrapper.open)
            cmark_node_set_on_exit(block, wrapper.close)
            while let inner = cmark_node_first_child(quote) {
                cmark_node_append_child(block, inner)
            }
            cmark_node_replace(quote, block)
            document.keepDetached(quote)
        }
        return removed
    }

    /// Offers every fenced code block with an info string to `hooks.replaceCodeBlock`; returns the blocks replaced.
    mutating func replaceFencedBlocks<Hooks: MarkdownHooks>(
        _ blocks: [OpaquePointer], hooks: inout Hooks
    ) -> Set<OpaquePointer> {
        var replaced: Set<OpaquePointer> = []
        for node in blocks {
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
            var position = filePosition(of: node)
            position.line += 1  // the content starts below the opening fence
            guard let html = hooks.replaceCodeBlock(info: info, code: node.literal, at: position) else { continue }
            let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
            cmark_node_set_on_enter(block, html)
            cmark_node_set_on_exit(block, "")
            cmark_node_replace(node, block)
            document.keepDetached(node)
            replaced.insert(node)
        }
        return replaced
    }

    /// Writes each code block as cmark-gfm would, but with `tabindex="0"` on its `<pre>` (see
    /// ``MarkdownRenderer/Options/focusableCodeBlocks``).
    mutating func makeFocusable(_ blocks: [OpaquePointer]) {
        for node in blocks {
            var html = "<pre tabindex=\"0\"><code"
            if let info = cmark_node_get_fence_info(node), info.pointee != 0 {
                // The first word of the info string names the language, as cmark-gfm reads it.
                let word = UnsafeBufferPointer(start: info, count: strlen(info)).prefix {
                    !isCmarkSpace(UInt8(bitPattern: $0))
                }
                html +=
                    " class=\"language-"
                    + escapeXML(String(decoding: word.map { UInt8(bitPattern: $0) }, as: UTF8.self), apostrophes: false)
                    + "\""
            }
            html += ">" + escapeXML(node.literal, apostrophes: false) + "</code></pre>\n"
            let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
            cmark_node_set_on_enter(block, html)
            cmark_node_set_on_exit(block, "")
            cmark_node_replace(node, block)
            document.keepDetached(node)
        }
    }

    /// Puts each table in a box that scrolls sideways and that a keyboard can focus to scroll it.
    mutating func wrapTables(_ tables: [OpaquePointer]) {
        for table in tables {
            let box = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
            let name = options.labels.map { " aria-label=\"\(escapeXML($0.table))\"" } ?? ""
            cmark_node_set_on_enter(box, "<div class=\"table-scroll\" tabindex=\"0\" role=\"group\"\(name)>")
            cmark_node_set_on_exit(box, "</div>")
            cmark_node_insert_before(table, box)
            cmark_node_append_child(box, table)
        }
    }

    /// Makes each task list item a plain item that starts with a mark and the words a screen reader says for it.
    mutating func labelTasks(_ items: [OpaquePointer]) {
        for item in items {
            let done = cmark_gfm_extensions_get_tasklist_item_checked(item)
            cmark_node_set_syntax_extension(item, nil)
            let mark = cmark_node_new(CMARK_NODE_CUSTOM_INLINE)!
            let words = options.labels.map { done ? $0.done : $0.toDo }
            let said = words.map { "<span class=\"visually-hidden\">\(escapeXML($0)) </span>" } ?? ""
            cmark_node_set_on_enter(
                mark,
                (done
                    ? "<span class=\"task-mark done\" aria-hidden=\"true\">✓</span>"
                    : "<span class=\"task-mark\" aria-hidden=\"true\"></span>") + said
            )
            cmark_node_set_on_exit(mark, "")
            // The item's text is in its first paragraph (a tight list does not write the <p>).
            if let first = cmark_node_first_child(item), first.nodeType == CMARK_NODE_PARAGRAPH {
                if let start = cmark_node_first_child(first) {
                    cmark_node_insert_before(start, mark)
                } else {
                    cmark_node_append_child(first, mark)
                }
            } else if let first = cmark_node_first_child(item) {
                let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH)!
                cmark_node_append_child(paragraph, mark)
                cmark_node_insert_before(first, paragraph)
            } else {
                let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH)!
                cmark_node_append_child(paragraph, mark)
                cmark_node_append_child(item, paragraph)
            }
        }
    }
}
