/// Lets the caller of ``MarkdownRenderer`` change links and plain text while a document renders.
///
/// Both methods have default implementations that change nothing.
public protocol MarkdownHooks {
    /// Returns a new destination for `link`, or nil to keep it as written.
    mutating func rewriteLink(_ link: LinkReference) -> String?

    /// Returns the pieces that replace a run of plain text, or nil to keep it.
    ///
    /// Only text outside headings, links, images and code is offered, so a term link never lands inside another
    /// link or a heading.
    mutating func rewriteProse(_ text: String, at position: SourcePosition) -> [TextSegment]?

    /// Whether ``rewriteProse(_:at:)`` may change anything: when false, no text is made for it (most of a
    /// document's nodes are its runs of prose).
    var rewritesProse: Bool { get }

    /// Returns HTML that replaces a fenced code block whose info string is `info` (```chart, say), or nil to show
    /// it as code. `position` is where the block's first line of content is. The HTML is inserted as it is, even
    /// when raw HTML is otherwise dropped: the caller made it.
    mutating func replaceCodeBlock(info: String, code: String, at position: SourcePosition) -> String?

    /// Returns the HTML around a GitHub alert, a quote whose first line is only `[!KIND]` (`> [!NOTE]`), or nil to
    /// keep it as a plain quote, marker and all. `kind` is as written (`NOTE`, `tip`); `position` is the marker's.
    mutating func wrapAlert(kind: String, at position: SourcePosition) -> BlockWrapper?

    /// Told that the text is not rendered, and why (`message`): a table at `position` over ``TableLimits``.
    mutating func refuse(_ message: String, at position: SourcePosition)

    /// Told, once a document, that raw HTML was left out because raw HTML is not allowed: `tag` is the first piece
    /// (`<div class="x">`), at `position`. Comments do not count.
    mutating func droppedRawHTML(_ tag: String, at position: SourcePosition)

    /// Told that a heading's own id (`{#goals}`) was already taken by an earlier heading of the document, so it was
    /// given `id` instead (`goals-1`); `position` is the heading's.
    mutating func renamedHeadingID(_ written: String, to id: String, at position: SourcePosition)
}

extension MarkdownHooks {
    public mutating func rewriteLink(_ link: LinkReference) -> String? { nil }
    public mutating func rewriteProse(_ text: String, at position: SourcePosition) -> [TextSegment]? { nil }
    public var rewritesProse: Bool { true }
    public mutating func replaceCodeBlock(info: String, code: String, at position: SourcePosition) -> String? { nil }
    public mutating func wrapAlert(kind: String, at position: SourcePosition) -> BlockWrapper? { nil }
    public mutating func refuse(_ message: String, at position: SourcePosition) {}
    public mutating func droppedRawHTML(_ tag: String, at position: SourcePosition) {}
    public mutating func renamedHeadingID(_ written: String, to id: String, at position: SourcePosition) {}
}

/// A link or image destination as written in the source.
public struct LinkReference: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case link, image }

    public var kind: Kind
    public var destination: String
    public var position: SourcePosition

    public init(kind: Kind, destination: String, position: SourcePosition) {
        self.kind = kind
        self.destination = destination
        self.position = position
    }
}

/// HTML written before and after a block's rendered content, made by the caller and inserted as it is.
public struct BlockWrapper: Sendable, Equatable {
    public var open: String
    public var close: String

    public init(open: String, close: String) {
        self.open = open
        self.close = close
    }
}

/// A 1-based line and column in a source file.
public struct SourcePosition: Sendable, Equatable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A piece of text that replaces plain text: either more plain text or a link around some text.
public enum TextSegment: Sendable, Equatable {
    case text(String)
    case link(text: String, destination: String, title: String)
}

/// Hooks that change nothing.
public struct NoHooks: MarkdownHooks {
    public init() {}
    public var rewritesProse: Bool { false }
}
