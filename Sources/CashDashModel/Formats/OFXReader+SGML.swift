import Foundation

extension OFXReader {
    /// One reading of an OFX 1.x file's SGML: where it is in the bytes, and the elements open there.
    struct SGMLReading {
        let bytes: [UInt8]
        var line = 1
        var lineStart = 0
        var index = 0
        /// Columns are counted on from the last one asked for, so a file that is one long line is still read in one pass.
        var counted = (index: 0, column: 1)
        var stack: [MarkupElement] = []
        var root: MarkupElement?
        /// The leaf just read (`<NAME>text`), whose closing tag, when a file writes one, closes nothing more.
        var lastLeaf: String?

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func column(_ at: Int) -> Int {
            if counted.index < lineStart { counted = (lineStart, 1) }
            counted.column += bytes[counted.index..<at].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            counted.index = at
            return counted.column
        }

        mutating func advance(to end: Int) {
            while index < end {
                if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
                index += 1
            }
        }

        mutating func close() {
            let element = stack.removeLast()
            if stack.isEmpty { root = root ?? element } else { stack[stack.count - 1].children.append(element) }
        }

        /// Reads the next tag and its text, or the text up to it; false when the document has ended.
        mutating func readNext() throws(StatementProblem) -> Bool {
            guard bytes[index] == 0x3C else {
                advance(to: bytes[index...].firstIndex(of: 0x3C) ?? bytes.count)
                return true
            }
            let tagLine = line, tagColumn = column(index)
            guard let end = bytes[index...].firstIndex(of: 0x3E) else {
                throw StatementProblem(
                    line: tagLine, column: tagColumn, "this tag has no `>`; the file may be cut short")
            }
            let tag = bytes[(index + 1)..<end]
            advance(to: end + 1)
            // a comment or declaration
            if tag.first == UInt8(ascii: "!") || tag.first == UInt8(ascii: "?") { return true }
            let closing = tag.first == UInt8(ascii: "/")
            let name = String(decoding: closing ? tag.dropFirst() : tag, as: UTF8.self).trimmingCharacters(
                in: .whitespaces
            ).uppercased()
            guard !name.isEmpty, name.utf8.allSatisfy({ OFXReader.isNameByte($0) }) else {
                throw StatementProblem(
                    line: tagLine, column: tagColumn,
                    "`<\(String(decoding: tag.prefix(40), as: UTF8.self))>` is not an OFX tag; OFX tags are letters, digits and dots"
                )
            }
            if closing {
                try closeTag(name, line: tagLine, column: tagColumn)
                return true
            }
            return try openTag(name, line: tagLine, column: tagColumn)
        }

        /// `</NAME>`: closes the element it names and every one left open inside it.
        mutating func closeTag(_ name: String, line tagLine: Int, column tagColumn: Int) throws(StatementProblem) {
            defer { lastLeaf = nil }
            if lastLeaf == name { return }
            guard let open = stack.lastIndex(where: { $0.name == name }) else {
                throw StatementProblem(
                    line: tagLine, column: tagColumn,
                    "`</\(name)>` closes a tag that is not open here; the file may be damaged, so export it again")
            }
            while stack.count > open { close() }
        }

        /// `<NAME>` and the text after it: a leaf with its text, or an element that holds the ones after it; false when
        /// it comes after the document's end.
        mutating func openTag(_ name: String, line tagLine: Int, column tagColumn: Int) throws(StatementProblem) -> Bool
        {
            let textEnd = bytes[index...].firstIndex(of: 0x3C) ?? bytes.count
            let text = OFXReader.decodeEntities(
                String(decoding: bytes[index..<textEnd], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            var element = MarkupElement(name: name, line: tagLine, column: tagColumn)
            if text.isEmpty {
                guard stack.count < MarkupElement.deepest else {
                    throw StatementProblem(
                        line: tagLine, column: tagColumn,
                        "this OFX nests more than \(MarkupElement.deepest) levels deep, which no statement does")
                }
                if stack.isEmpty, root != nil { return false }  // anything after </OFX> is not read
                stack.append(element)
                lastLeaf = nil
            } else {
                element.text = text
                if stack.isEmpty {
                    throw StatementProblem(
                        line: tagLine, column: tagColumn, "`<\(name)>` is outside <OFX>; this is not an OFX statement")
                }
                stack[stack.count - 1].children.append(element)
                lastLeaf = name
            }
            advance(to: textEnd)
            return true
        }

        /// The `<OFX>` element, once every element is closed.
        func finished() throws(StatementProblem) -> MarkupElement {
            if let open = stack.first {
                throw StatementProblem(
                    line: line,
                    "the file stops before `</\(open.name)>`, opened at line \(open.line); it may be cut short, so export it again"
                )
            }
            guard let root else {
                throw StatementProblem(line: 1, "this OFX file has no <OFX> element; export it again")
            }
            return root
        }
    }
}
