import CCmarkGFM
import Synchronization
#if canImport(Glibc)
import Glibc
private func freeCString(_ pointer: UnsafeMutablePointer<CChar>) { Glibc.free(pointer) }
#else
import Darwin
private func freeCString(_ pointer: UnsafeMutablePointer<CChar>) { Darwin.free(pointer) }
#endif

/// Held while cmark-gfm parses inlines, which happens in `cmark_parser_finish`.
///
/// cmark-gfm 0.29 keeps the inline parser's table of special characters (`~` for strikethrough, `:` and `w` for
/// autolinks) in process-wide state: each parse adds its extensions' characters as it starts on inlines and removes
/// them when it is done, so a document finishing on one thread switches those extensions off for a document
/// mid-parse on another (github/cmark-gfm#176 would make the table per parser; it is not merged). Block parsing
/// (`cmark_parser_feed`), the rewrites and HTML rendering still run on every core.
private let inlineParsing = Mutex(())

/// One parsed cmark-gfm document with the GFM extensions attached. Call ``free()`` when done, on the copy that
/// ``keepDetached(_:)`` was called on: a copy made before does not know those nodes.
struct CmarkDocument {
    let root: OpaquePointer
    let extensions: UnsafeMutablePointer<cmark_llist>?
    private let parser: OpaquePointer
    /// Nodes taken out of the tree whose memory must outlive rendering (their text may alias other nodes).
    private var detached: [OpaquePointer] = []

    init(source: String, options: Int32) {
        let parser = cmark_parser_new(options)!
        self.parser = parser
        for name in MarkdownRenderer.extensionNames {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        var source = source
        source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        var finished: OpaquePointer?
        inlineParsing.withLock { _ in finished = cmark_parser_finish(parser) }
        root = finished!
        extensions = cmark_parser_get_syntax_extensions(parser)
    }

    /// Renders the whole document as HTML.
    func renderHTML(options: Int32) -> String {
        renderHTML(of: root, options: options)
    }

    /// Renders `node` and its children as HTML.
    func renderHTML(of node: OpaquePointer, options: Int32) -> String {
        guard let html = cmark_render_html(node, options, extensions) else { return "" }
        defer { freeCString(html) }
        return String(cString: html)
    }

    /// Keeps `node` alive until ``free()``; it must already be unlinked from the tree.
    mutating func keepDetached(_ node: OpaquePointer) {
        detached.append(node)
    }

    func free() {
        cmark_node_free(root)
        for node in detached { cmark_node_free(node) }
        cmark_parser_free(parser)
    }
}

extension OpaquePointer {
    var nodeType: cmark_node_type { cmark_node_get_type(self) }
    var literal: String { cmark_node_get_literal(self).map { String(cString: $0) } ?? "" }
    /// The node's text as C bytes, valid while the node lives; nil when it has none.
    var literalBytes: UnsafePointer<CChar>? { cmark_node_get_literal(self) }
    var url: String { cmark_node_get_url(self).map { String(cString: $0) } ?? "" }
    var position: SourcePosition {
        SourcePosition(line: Int(cmark_node_get_start_line(self)), column: Int(cmark_node_get_start_column(self)))
    }
}
