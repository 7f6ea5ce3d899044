import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of an OFX or CAMT.053 document: its name without a namespace prefix, its attributes, its own text,
/// its children in order, and the line and column where it starts.
public struct MarkupElement: Sendable, Equatable {
    public var name: String
    public var attributes: [String: String] = [:]
    /// The text directly inside it, spaces around it dropped.
    public var text = ""
    public var children: [MarkupElement] = []
    public var line: Int
    public var column: Int

    /// The deepest an OFX or CAMT.053 document may nest: real ones nest about 10 deep.
    public static let deepest = 64

    public init(name: String, line: Int, column: Int = 1) {
        self.name = name
        self.line = line
        self.column = column
    }

    /// The first child named `name` (case ignored, as OFX's SGML ignores it).
    public func child(_ name: String) -> MarkupElement? {
        children.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// The element at the end of `names`, one child after another.
    public func child(_ names: String...) -> MarkupElement? {
        names.reduce(Optional(self)) { $0?.child($1) }
    }

    /// Every child named `name`.
    public func children(_ name: String) -> [MarkupElement] {
        children.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// Every element below this one named `name`, in document order (not looking inside those found).
    public func descendants(_ name: String) -> [MarkupElement] {
        var found: [MarkupElement] = []
        var pending = children.reversed() as [MarkupElement]
        while let element = pending.popLast() {
            if element.name.caseInsensitiveCompare(name) == .orderedSame {
                found.append(element)
            } else {
                pending.append(contentsOf: element.children.reversed())
            }
        }
        return found
    }

    /// The text of the element at the end of `names`, or nil when it is missing or empty.
    public func text(_ names: String...) -> String? {
        let element = names.reduce(Optional(self)) { $0?.child($1) }
        return element.flatMap { $0.text.isEmpty ? nil : $0.text }
    }
}

extension MarkupElement {
    /// The root element of the XML in `data`, read with FoundationXML after the checks that keep it safe: UTF-8 text
    /// only (FoundationXML traps on other bytes in names), no DOCTYPE or ENTITY (whose entities can multiply), no
    /// processing instruction but the XML declaration and OFX's `<?OFX …?>`, at most ``deepest`` levels.
    public static func xml(_ data: Data) throws(StatementProblem) -> MarkupElement {
        try checkXML(data)
        let builder = TreeBuilder(bytes: [UInt8](data))
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        let parsed = parser.parse()
        if let problem = builder.problem { throw problem }
        guard parsed else {
            let reason = parser.parserError.map { " (\(($0 as NSError).localizedDescription))" } ?? ""
            throw StatementProblem(
                line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                "this XML cannot be read here\(reason); the file may be cut short or not be XML")
        }
        guard let root = builder.root else {
            throw StatementProblem(
                line: max(parser.lineNumber, 1), "this XML file stops before its end; export it again")
        }
        return root
    }

    /// Throws unless `data` is what ``xml(_:)`` reads: UTF-8, with no DOCTYPE, ENTITY or stray processing
    /// instruction.
    public static func checkXML(_ data: Data) throws(StatementProblem) {
        guard String(validatingUTF8Data: data) != nil else {
            throw StatementProblem(line: 1, "this XML file is not UTF-8 text; export it again, or save it as UTF-8")
        }
        if let (odd, line) = unexpectedMarkup(in: [UInt8](data)) {
            throw StatementProblem(
                line: line,
                "this XML holds `\(odd)`, which bank statements never have, so it is not read; export the statement again"
            )
        }
    }

    /// A DOCTYPE, an ENTITY or a processing instruction other than `<?xml …?>` and `<?OFX …?>`, with its line.
    private static func unexpectedMarkup(in bytes: [UInt8]) -> (String, Int)? {
        var line = 1
        var index = 0
        while index + 1 < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            if byte == 0x3C {
                let rest = bytes[(index + 1)...]
                if rest.starts(with: "?xml ".utf8) {
                    // The declaration, only before anything else.
                    if bytes[..<index].contains(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) {
                        return ("<?xml", line)
                    }
                } else if rest.starts(with: "?".utf8) && !rest.starts(with: "?OFX ".utf8) {
                    return ("<?", line)
                }
                if rest.starts(with: "!DOCTYPE".utf8) { return ("<!DOCTYPE", line) }
                if rest.starts(with: "!ENTITY".utf8) { return ("<!ENTITY", line) }
            }
            index += 1
        }
        return nil
    }

    /// Builds the tree as the parser reads; one per document.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [MarkupElement] = []
        var root: MarkupElement?
        var problem: StatementProblem?
        /// The document, and where each line starts in it, to find where a start tag begins: the parser tells where it
        /// ends.
        let bytes: [UInt8]
        let lineStarts: [Int]

        init(bytes: [UInt8]) {
            self.bytes = bytes
            lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        }

        /// The column (in characters) of the `<` of the start tag the parser has just read, ending on `line` before
        /// byte column `column`.
        func tagColumn(line: Int, column: Int) -> Int {
            guard line >= 1, line <= lineStarts.count else { return 1 }
            let start = lineStarts[line - 1]
            var index = min(start + max(column - 1, 0), bytes.count)
            while index > start, bytes[index - 1] != 0x3C { index -= 1 }
            if index > start { index -= 1 }
            // Counted on from the last tag's column, so a document on one long line is still read in one pass.
            if counted.index < start || counted.index > index { counted = (start, 1) }
            counted.column += bytes[counted.index..<index].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            counted.index = index
            return counted.column
        }

        /// The byte and the column last worked out by ``tagColumn(line:column:)``.
        private var counted = (index: 0, column: 1)

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard stack.count < MarkupElement.deepest else {
                problem = StatementProblem(
                    line: parser.lineNumber, column: tagColumn(line: parser.lineNumber, column: parser.columnNumber),
                    "this XML nests more than \(MarkupElement.deepest) levels deep, which no bank statement does")
                parser.abortParsing()
                return
            }
            let line = max(parser.lineNumber, 1)
            var element = MarkupElement(
                name: String(name.split(separator: ":").last ?? Substring(name)), line: line,
                column: tagColumn(line: line, column: parser.columnNumber))
            element.attributes = attributes
            stack.append(element)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard var element = stack.popLast() else { return }
            element.text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }
    }
}
