import CCmarkGFM
import CashDashBasics
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The edits made to a parsed document before it is rendered.
struct TreeRewriter {
    private(set) var document: CmarkDocument
    /// The Markdown the document was parsed from, to place links exactly.
    let source: String
    let lines: SourceLines
    let renderOptions: Int32
    let options: MarkdownRenderer.Options
    private(set) var wordCount = 0
    private(set) var ideographCount = 0
    /// The prose's plain text split at headings (see ``RenderedMarkdown/text``).
    private(set) var text: [String] = [""]
    /// Where each line of `source` starts, in bytes, when it has any character outside ASCII (cmark-gfm counts
    /// columns in bytes, a person in characters); empty for ASCII text, whose columns are the same either way.
    private let lineStarts: [Int]

    init(
        document: CmarkDocument, source: String, lines: SourceLines, renderOptions: Int32,
        options: MarkdownRenderer.Options
    ) {
        self.document = document
        self.source = source
        self.lines = lines
        self.renderOptions = renderOptions
        self.options = options
        var starts: [Int] = []
        var text = source
        text.withUTF8 { bytes in
            // Eight bytes at a time: the generic `utf8.contains(where:)` cost as much as the rest of the survey.
            guard !isASCII(bytes) else { return }
            starts.append(0)
            for offset in bytes.indices where bytes[offset] == 0x0A { starts.append(offset + 1) }
        }
        lineStarts = starts
    }

    /// `position` (a line of the source, a column in bytes) with the line in the file and the column in characters.
    private func filePosition(_ position: SourcePosition) -> SourcePosition {
        var column = position.column
        if !lineStarts.isEmpty, position.line >= 1, position.line <= lineStarts.count, column > 1 {
            let utf8 = source.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[position.line - 1])
            let end = utf8.index(start, offsetBy: column - 1, limitedBy: utf8.endIndex) ?? utf8.endIndex
            column = String(decoding: utf8[start..<end], as: UTF8.self).unicodeScalars.count + 1
        }
        return SourcePosition(line: lines.fileLine(position.line), column: column)
    }

    private func filePosition(of node: OpaquePointer) -> SourcePosition {
        filePosition(node.position)
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

    /// The nodes the rewrites work on, found in one walk over the tree.
    private struct Survey {
        var prose: [OpaquePointer] = []
        var links: [OpaquePointer] = []
        /// The line breaks inside each of `links`.
        var linkBreaks: [Int] = []
        var headings: [OpaquePointer] = []
        /// The plain text of each of `headings` (text and inline code, a space for a line break).
        var headingTexts: [[UInt8]] = []
        /// The headings that hold a link (a Markdown one or a raw `<a>`), which cannot be wrapped in another.
        var headingsWithLinks: Set<OpaquePointer> = []
        var fencedBlocks: [OpaquePointer] = []
        /// Every code block, fenced or indented.
        var codeBlocks: [OpaquePointer] = []
        var quotes: [OpaquePointer] = []
        var rawHTML: [OpaquePointer] = []
        var tables: [OpaquePointer] = []
        var taskItems: [OpaquePointer] = []
        var words = WordCounter()
        var text = PlainTextCollector()

        mutating func appendToHeading(_ text: UnsafePointer<CChar>?) {
            guard let text else { return }
            headingTexts[headingTexts.count - 1].append(
                contentsOf: UnsafeRawBufferPointer(start: text, count: strlen(text)))
        }
    }

    /// cmark-gfm's `cmark_isspace`, which ends the first word of an info string.
    private func isCmarkSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    /// Rewrites links, links terms in prose and gives headings ids; returns the headings.
    mutating func rewrite<Hooks: MarkdownHooks>(hooks: inout Hooks) -> [Heading] {
        let survey = self.survey()
        wordCount = survey.words.total
        ideographCount = survey.words.ideographs
        text = survey.text.finished
        rewriteLinks(survey.links, breaks: survey.linkBreaks, hooks: &hooks)
        if renderOptions & CMARK_OPT_UNSAFE != 0 {
            sanitize(survey.rawHTML, links: survey.links, hooks: &hooks)
        } else if let first = survey.rawHTML.first(where: { !$0.literal.drop { $0.isWhitespace }.hasPrefix("<!--") }) {
            let tag = first.literal.drop { $0.isWhitespace }.prefix { $0 != "\n" && $0 != ">" }
            hooks.droppedRawHTML(
                String(tag.prefix(40)) + (tag.count > 40 ? "…" : ">"),
                at: filePosition(of: first))
        }
        let markers = wrapAlerts(survey.quotes, hooks: &hooks)
        if hooks.rewritesProse {
            rewriteProse(markers.isEmpty ? survey.prose : survey.prose.filter { !markers.contains($0) }, hooks: &hooks)
        }
        let replaced = replaceFencedBlocks(survey.fencedBlocks, hooks: &hooks)
        if options.focusableCodeBlocks { makeFocusable(survey.codeBlocks.filter { !replaced.contains($0) }) }
        if options.scrollableTables { wrapTables(survey.tables) }
        if options.labelledTasks { labelTasks(survey.taskItems) }
        return identifyHeadings(
            survey.headings, texts: survey.headingTexts, withLinks: survey.headingsWithLinks, hooks: &hooks)
    }

    private func survey() -> Survey {
        var survey = Survey()
        var shelteredDepth = 0
        // Links an author wrote as raw HTML (`<a href>…</a>`) shelter their text too, until their block ends.
        var rawLinks = 0
        var heading: OpaquePointer?
        // Line breaks so far, and the links open around the current node with the count when each was entered.
        var breaks = 0
        var openLinks: [(index: Int, breaks: Int)] = []
        // cmark's iterator in a plain loop: a closure here kept every variable above in a box of its own.
        let iterator = cmark_iter_new(document.root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let entering = event == CMARK_EVENT_ENTER
            let type = node.nodeType
            switch type {
            case CMARK_NODE_TEXT:
                if heading == nil {
                    survey.text.append(node.literalBytes, counting: &survey.words)
                } else {
                    survey.words.count(node.literalBytes)
                    survey.appendToHeading(node.literalBytes)
                }
                if shelteredDepth == 0 && rawLinks == 0 { survey.prose.append(node) }
            case CMARK_NODE_CODE:
                if heading == nil {
                    survey.text.append(node.literalBytes, counting: &survey.words)
                } else {
                    survey.words.count(node.literalBytes)
                    survey.appendToHeading(node.literalBytes)
                }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                survey.words.endWord()
                survey.text.space()
                if heading != nil { survey.headingTexts[survey.headingTexts.count - 1].append(0x20) }
                breaks += 1
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                shelteredDepth += entering ? 1 : -1
                if entering {
                    openLinks.append((survey.links.count, breaks))
                    survey.links.append(node)
                    survey.linkBreaks.append(0)
                } else if let open = openLinks.popLast() {
                    survey.linkBreaks[open.index] = breaks - open.breaks
                }
                if entering, type == CMARK_NODE_LINK, let heading { survey.headingsWithLinks.insert(heading) }
            case CMARK_NODE_HEADING:
                shelteredDepth += entering ? 1 : -1
                survey.words.endWord()
                if entering {
                    survey.headings.append(node)
                    survey.headingTexts.append([])
                } else {
                    survey.text.startPart()
                }
                heading = entering ? node : nil
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                survey.rawHTML.append(node)
                if type == CMARK_NODE_HTML_INLINE {
                    let tag = node.literal.prefix(3).lowercased()
                    if tag == "<a>" || tag == "<a " {
                        rawLinks += 1
                        if let heading { survey.headingsWithLinks.insert(heading) }
                    } else if tag == "</a" {
                        rawLinks = max(0, rawLinks - 1)
                    }
                }
            case CMARK_NODE_BLOCK_QUOTE:
                survey.words.endWord()
                if entering { survey.quotes.append(node) }
            case CMARK_NODE_CODE_BLOCK:
                survey.words.endWord()
                survey.text.space()
                survey.codeBlocks.append(node)
                if cmark_node_get_fence_info(node).map({ $0.pointee != 0 }) == true { survey.fencedBlocks.append(node) }
            default:
                // Every block (paragraph, list item, table cell) ends the word before it.
                if type.rawValue & 0xC000 == 0x8000 {
                    survey.words.endWord()
                    survey.text.space()
                    if !entering { rawLinks = 0 }
                }
                // Tables and task list items are nodes of the GFM extensions. A table's header row is not prose: its
                // words name columns (a "Share" column is no stock).
                // Named by C strings compared in place: a table has a node for each row and cell.
                if cmark_node_get_syntax_extension(node) != nil, let name = cmark_node_get_type_string(node) {
                    if strcmp(name, "table_header") == 0 {
                        shelteredDepth += entering ? 1 : -1
                    } else if entering && strcmp(name, "table") == 0 {
                        survey.tables.append(node)
                    } else if entering && strcmp(name, "tasklist") == 0 {
                        survey.taskItems.append(node)
                    }
                }
            }
        }
        return survey
    }

    /// Offers each run of prose to `hooks.rewriteProse` (a glossary links its terms there), splicing in what it returns.
    ///
    /// Prose that goes on past a soft line break is one run, the break a `\n` in it, so that a term written across
    /// two lines of the source (`credit` / `union`) is found whole, as a reader sees it: the line ended its text, and
    /// `credit` alone had been linked. A `\n` in text is written as the break is, so the HTML stays the same.
    private mutating func rewriteProse<Hooks: MarkdownHooks>(_ prose: [OpaquePointer], hooks: inout Hooks) {
        let isProse = Set(prose)
        var joined = Set<OpaquePointer>()
        for node in prose where !joined.contains(node) {
            var text = node.literal, run = [node], last = node
            while let lineBreak = cmark_node_next(last), lineBreak.nodeType == CMARK_NODE_SOFTBREAK,
                let next = cmark_node_next(lineBreak), isProse.contains(next)
            {
                text += "\n" + next.literal
                run += [lineBreak, next]
                joined.insert(next)
                last = next
            }
            guard let segments = hooks.rewriteProse(text, at: filePosition(of: node)) else { continue }
            for segment in segments {
                cmark_node_insert_before(node, makeNode(segment))
            }
            for taken in run {
                cmark_node_unlink(taken)
                document.keepDetached(taken)
            }
        }
    }

    private func makeNode(_ segment: TextSegment) -> OpaquePointer {
        switch segment {
        case .text(let text):
            let node = cmark_node_new(CMARK_NODE_TEXT)!
            cmark_node_set_literal(node, text)
            return node
        case .link(let text, let destination, let title):
            let link = cmark_node_new(CMARK_NODE_LINK)!
            cmark_node_set_url(link, destination)
            cmark_node_set_title(link, title)
            let label = cmark_node_new(CMARK_NODE_TEXT)!
            cmark_node_set_literal(label, text)
            cmark_node_append_child(link, label)
            return link
        }
    }

    /// Offers every quote that starts with a line `[!KIND]` (GitHub's alerts) to `hooks.wrapAlert`; a quote it wraps
    /// loses its marker line and is rendered inside the wrapper instead of `<blockquote>`. Returns the text nodes of
    /// the markers taken out.
    private mutating func wrapAlerts<Hooks: MarkdownHooks>(
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
    private mutating func replaceFencedBlocks<Hooks: MarkdownHooks>(
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
    private mutating func makeFocusable(_ blocks: [OpaquePointer]) {
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
    private mutating func wrapTables(_ tables: [OpaquePointer]) {
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
    private mutating func labelTasks(_ items: [OpaquePointer]) {
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

    /// Offers every link and image destination, as written, to `hooks.rewriteLink`.
    private func rewriteLinks<Hooks: MarkdownHooks>(_ links: [OpaquePointer], breaks: [Int], hooks: inout Hooks) {
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
    private func sanitize<Hooks: MarkdownHooks>(_ rawHTML: [OpaquePointer], links: [OpaquePointer], hooks: inout Hooks)
    {
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

    /// Gives every heading a unique id and returns the headings in order.
    ///
    /// cmark-gfm's renderer writes no heading ids, so each heading is rendered on its own and replaced by a custom
    /// block holding `<hN id="…">…</hN>`.
    /// `texts` are the headings' plain texts, as the survey found them.
    private mutating func identifyHeadings<Hooks: MarkdownHooks>(
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

/// Whether every byte of `bytes` is ASCII, read eight at a time.
func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index + 8 <= bytes.count {
        if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
        index += 8
    }
    while index < bytes.count {
        if bytes[index] >= 0x80 { return false }
        index += 1
    }
    return true
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

/// Counts runs of non-whitespace characters across the text nodes of a document, so that `*three*.` is one word.
///
/// Chinese and Japanese are written without spaces between words: each of their characters (kana and CJK
/// ideographs, U+3040–U+9FFF) counts as a word on its own, as Hugo counts them, and is also counted in ``ideographs``
/// so that reading time can go at characters' pace, not words'. CJK punctuation (U+3000–U+303F) counts as nothing.
struct WordCounter {
    private(set) var total = 0
    /// How many of ``total`` are kana or CJK ideographs.
    private(set) var ideographs = 0
    private var inWord = false
    /// Continuation bytes left of a CJK character already counted.
    private var skipping = 0

    mutating func count(_ text: UnsafePointer<CChar>?) {
        guard var byte = text else { return }
        while byte.pointee != 0 {
            note(UInt8(bitPattern: byte.pointee), next: UInt8(bitPattern: byte[1]))
            byte += 1
        }
    }

    /// Counts one more byte of UTF-8 text; `next` is the byte after it (0 at the end).
    @inline(__always)
    mutating func note(_ byte: UInt8, next: UInt8) {
        if skipping > 0 {
            skipping -= 1
            return
        }
        // Lead bytes E3–E9 start U+3000–U+9FFF; E3 80 is U+3000–U+303F, CJK spaces and punctuation.
        if byte >= 0xE3 && byte <= 0xE9 && next >= 0x80 && next <= 0xBF {
            skipping = 2
            inWord = false
            if byte == 0xE3 && next == 0x80 { return }
            total += 1
            ideographs += 1
            return
        }
        let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
        if !isSpace && !inWord { total += 1 }
        inWord = !isSpace
    }

    /// A block or line ended: the next character starts a new word.
    mutating func endWord() {
        inWord = false
    }
}

/// Gathers the plain text of a document's prose (text and inline code; not headings, code blocks or raw HTML), a
/// part for the text before the first heading and one after each heading, words kept apart by spaces.
struct PlainTextCollector {
    private(set) var parts: [String] = [""]
    private var current: [UInt8] = []

    mutating func append(_ text: UnsafePointer<CChar>?) {
        var words = WordCounter()
        append(text, counting: &words)
    }

    /// Appends `text` and counts its words in `words`, in one pass over its bytes.
    mutating func append(_ text: UnsafePointer<CChar>?, counting words: inout WordCounter) {
        guard let text else { return }
        let length = strlen(text)
        guard length > 0 else { return }
        let start = current.count
        current.append(contentsOf: UnsafeRawBufferPointer(start: text, count: length))
        current.withUnsafeMutableBufferPointer { bytes in
            for index in start..<bytes.count {
                let byte = bytes[index]
                // Line breaks and tabs become spaces.
                if byte == 0x0A || byte == 0x09 || byte == 0x0D { bytes[index] = 0x20 }
                words.note(byte, next: index + 1 < bytes.count ? bytes[index + 1] : 0)
            }
        }
    }

    /// A word ends here (a block or a line ended).
    mutating func space() {
        if let last = current.last, last != 0x20 { current.append(0x20) }
    }

    /// A heading ended: what follows is the text of its part.
    mutating func startPart() {
        finish()
        parts.append("")
    }

    private mutating func finish() {
        if current.last == 0x20 { current.removeLast() }
        parts[parts.count - 1] = String(decoding: current, as: UTF8.self)
        current.removeAll(keepingCapacity: true)
    }

    /// The parts, the last one finished.
    var finished: [String] {
        var copy = self
        copy.finish()
        return copy.parts
    }
}
