import CCmarkGFM
import CashDashBasics
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension TreeRewriter {
    /// The nodes the rewrites work on, found in one walk over the tree.
    struct Survey {
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
        /// The part of `text` each of `codeBlocks` is in (the number of headings before it).
        var codeBlockParts: [Int] = []
        var quotes: [OpaquePointer] = []
        var rawHTML: [OpaquePointer] = []
        var tables: [OpaquePointer] = []
        var taskItems: [OpaquePointer] = []
        var words = WordCounter()
        var text = PlainTextCollector()

        /// How many links, images, headings and table headers the walk is inside: their text is no prose.
        private var shelteredDepth = 0
        /// Links an author wrote as raw HTML (`<a href>…</a>`) shelter their text too, until their block ends.
        private var rawLinks = 0
        /// The heading the walk is inside.
        private var heading: OpaquePointer?
        /// Line breaks so far.
        private var breaks = 0
        /// The links open around the current node, with the count of breaks when each was entered.
        private var openLinks: [(index: Int, breaks: Int)] = []

        mutating func appendToHeading(_ text: UnsafePointer<CChar>?) {
            guard let text else { return }
            headingTexts[headingTexts.count - 1].append(
                contentsOf: UnsafeRawBufferPointer(start: text, count: strlen(text)))
        }

        /// Notes one node of the walk, as it is entered or left.
        mutating func visit(_ node: OpaquePointer, entering: Bool) {
            let type = node.nodeType
            switch type {
            case CMARK_NODE_TEXT:
                collectText(of: node)
                if shelteredDepth == 0 && rawLinks == 0 { prose.append(node) }
            case CMARK_NODE_CODE:
                collectText(of: node)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                words.endWord()
                text.space()
                if heading != nil { headingTexts[headingTexts.count - 1].append(0x20) }
                breaks += 1
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                visitLink(node, type: type, entering: entering)
            case CMARK_NODE_HEADING:
                visitHeading(node, entering: entering)
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                visitRawHTML(node, type: type)
            case CMARK_NODE_BLOCK_QUOTE:
                words.endWord()
                if entering { quotes.append(node) }
            case CMARK_NODE_CODE_BLOCK:
                words.endWord()
                text.space()
                codeBlocks.append(node)
                codeBlockParts.append(headings.count)
                if cmark_node_get_fence_info(node).map({ $0.pointee != 0 }) == true { fencedBlocks.append(node) }
            default:
                visitOther(node, type: type, entering: entering)
            }
        }

        /// Text and inline code: into the heading's text inside a heading, else into the plain text.
        private mutating func collectText(of node: OpaquePointer) {
            if heading == nil {
                text.append(node.literalBytes, counting: &words)
            } else {
                words.count(node.literalBytes)
                appendToHeading(node.literalBytes)
            }
        }

        private mutating func visitLink(_ node: OpaquePointer, type: cmark_node_type, entering: Bool) {
            shelteredDepth += entering ? 1 : -1
            if entering {
                openLinks.append((links.count, breaks))
                links.append(node)
                linkBreaks.append(0)
            } else if let open = openLinks.popLast() {
                linkBreaks[open.index] = breaks - open.breaks
            }
            if entering, type == CMARK_NODE_LINK, let heading { headingsWithLinks.insert(heading) }
        }

        private mutating func visitHeading(_ node: OpaquePointer, entering: Bool) {
            shelteredDepth += entering ? 1 : -1
            words.endWord()
            if entering {
                headings.append(node)
                headingTexts.append([])
            } else {
                text.startPart()
            }
            heading = entering ? node : nil
        }

        private mutating func visitRawHTML(_ node: OpaquePointer, type: cmark_node_type) {
            rawHTML.append(node)
            guard type == CMARK_NODE_HTML_INLINE else { return }
            let tag = node.literal.prefix(3).lowercased()
            if tag == "<a>" || tag == "<a " {
                rawLinks += 1
                if let heading { headingsWithLinks.insert(heading) }
            } else if tag == "</a" {
                rawLinks = max(0, rawLinks - 1)
            }
        }

        /// Other blocks, and the nodes of the GFM extensions (tables and task list items).
        private mutating func visitOther(_ node: OpaquePointer, type: cmark_node_type, entering: Bool) {
            // Every block (paragraph, list item, table cell) ends the word before it.
            if type.rawValue & 0xC000 == 0x8000 {
                words.endWord()
                text.space()
                if !entering { rawLinks = 0 }
            }
            // Tables and task list items are nodes of the GFM extensions. A table's header row is not prose: its
            // words name columns (a "Share" column is no stock).
            // Named by C strings compared in place: a table has a node for each row and cell.
            if cmark_node_get_syntax_extension(node) != nil, let name = cmark_node_get_type_string(node) {
                if strcmp(name, "table_header") == 0 {
                    shelteredDepth += entering ? 1 : -1
                } else if entering && strcmp(name, "table") == 0 {
                    tables.append(node)
                } else if entering && strcmp(name, "tasklist") == 0 {
                    taskItems.append(node)
                }
            }
        }
    }

    /// Walks the document once for every node the rewrites work on, its words and its plain text.
    func survey() -> Survey {
        var survey = Survey()
        // cmark's iterator in a plain loop: a closure here kept every variable of the walk in a box of its own.
        let iterator = cmark_iter_new(document.root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            survey.visit(node, entering: event == CMARK_EVENT_ENTER)
        }
        return survey
    }
}
