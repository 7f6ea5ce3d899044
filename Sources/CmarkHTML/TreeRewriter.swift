import CCmarkGFM
import CashDashBasics
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The edits made to a parsed document before it is rendered.
struct TreeRewriter {
    /// The document, changed by the rewrites.
    var document: CmarkDocument
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
    func filePosition(_ position: SourcePosition) -> SourcePosition {
        var column = position.column
        if !lineStarts.isEmpty, position.line >= 1, position.line <= lineStarts.count, column > 1 {
            let utf8 = source.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[position.line - 1])
            let end = utf8.index(start, offsetBy: column - 1, limitedBy: utf8.endIndex) ?? utf8.endIndex
            column = String(decoding: utf8[start..<end], as: UTF8.self).unicodeScalars.count + 1
        }
        return SourcePosition(line: lines.fileLine(position.line), column: column)
    }

    func filePosition(of node: OpaquePointer) -> SourcePosition {
        filePosition(node.position)
    }

    /// cmark-gfm's `cmark_isspace`, which ends the first word of an info string.
    func isCmarkSpace(_ byte: UInt8) -> Bool {
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
        addCode(of: survey, leaving: replaced)
        if options.focusableCodeBlocks { makeFocusable(survey.codeBlocks.filter { !replaced.contains($0) }) }
        if options.scrollableTables { wrapTables(survey.tables) }
        if options.labelledTasks { labelTasks(survey.taskItems) }
        return identifyHeadings(
            survey.headings, texts: survey.headingTexts, withLinks: survey.headingsWithLinks, hooks: &hooks)
    }

    /// Adds the code of each code block shown as code (not one a hook replaced, as a chart) to the end of its part of
    /// `text`, its runs of spaces and line breaks as one space, so that search finds an option named only in an
    /// example (`--yes`, `stale_after_days`).
    private mutating func addCode(of survey: Survey, leaving replaced: Set<OpaquePointer>) {
        for (node, part) in zip(survey.codeBlocks, survey.codeBlockParts) where !replaced.contains(node) {
            let code = Self.codeWords(node.literalBytes)
            guard !code.isEmpty else { continue }
            if !text[part].isEmpty { text[part] += " " }
            text[part] += code
        }
    }

    /// `literal`'s words (runs without spaces, tabs or line breaks) with one space between them. ASCII code is read
    /// a byte at a time (splitting it into characters was 1 % of a full build of Node.js's docs, by perf); other
    /// code by its characters, in which a space a combining mark follows is no space.
    static func codeWords(_ literal: UnsafePointer<CChar>?) -> String {
        guard let literal else { return "" }
        let bytes = UnsafeBufferPointer(
            start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self), count: strlen(literal))
        guard isASCII(bytes) else {
            return String(decoding: bytes, as: UTF8.self)
                .split(whereSeparator: { $0 == " " || $0.isNewline || $0 == "\t" }).joined(separator: " ")
        }
        var words: [UInt8] = []
        words.reserveCapacity(bytes.count)
        var spaced = false
        for byte in bytes {
            // A space, a tab, or a line break: `\n`, `\r`, vertical tab and form feed.
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                spaced = !words.isEmpty
                continue
            }
            if spaced { words.append(0x20) }
            spaced = false
            words.append(byte)
        }
        return String(decoding: words, as: UTF8.self)
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
