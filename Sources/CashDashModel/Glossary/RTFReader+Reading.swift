extension RTFReader {
    /// Where a token starts in the document.
    typealias Position = (line: Int, column: Int)

    /// One reading of a document: where it is in the bytes, the groups open there, the fonts and code pages
    /// defined so far, and the text read.
    struct Reading {
        let bytes: [UInt8]
        var warnings: [Failure]
        var text = PositionedText()
        var index = 0
        var line = 1
        var column = 1
        var groups: [Group] = []
        var codePage = 1252
        var defaultFont: Int?
        var fontCodePages: [Int: Int] = [:]
        var definingFont: Int?
        /// Bytes (`\'hh` or 8-bit text) waiting to be decoded together in their code page.
        var pendingBytes: [UInt8] = []
        var pendingPosition: Position = (line: 1, column: 1)
        /// The `\ucN` fallback characters after a `\uN` still to skip.
        var fallbackToSkip = 0
        var highSurrogate: UInt32?
        var unknownCodePages: Set<Int> = []

        init(bytes: [UInt8], warnings: [Failure]) {
            self.bytes = bytes
            self.warnings = warnings
        }

        /// The code page of the current font, or else the document's.
        var currentCodePage: Int {
            (groups.last?.font ?? defaultFont).flatMap { fontCodePages[$0] } ?? codePage
        }

        /// Whether text here is left out: outside every group, in a skipped destination, or hidden.
        var skipping: Bool { groups.last.map { $0.skipping || $0.hidden } ?? true }

        mutating func advance() {
            if bytes[index] == 0x0A { line += 1; column = 1 } else { column += 1 }
            index += 1
        }

        /// Steps over a byte-order mark and blank lines to `{\rtf`, or throws when the file does not start with it.
        mutating func skipPreamble() throws(Failure) {
            var start = 0
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
            while start < bytes.count && (bytes[start] == 0x20 || bytes[start] == 0x0A || bytes[start] == 0x0D) {
                start += 1
            }
            guard bytes[start...].starts(with: Array("{\\rtf".utf8)) else {
                throw Failure(
                    message:
                        "this is not an RTF file (it should start with {\\rtf1); save it again as Rich Text (.rtf)",
                    line: 1, column: 1)
            }
            while index < start { advance() }
        }

        /// Reads every token up to the document's last brace.
        mutating func readDocument() throws(Failure) -> PositionedText {
            while index < bytes.count {
                let byte = bytes[index]
                let position = (line: line, column: column)
                switch byte {
                case UInt8(ascii: "{"):
                    openGroup()
                case UInt8(ascii: "}"):
                    if try closeGroup() { return text }
                case UInt8(ascii: "\\"):
                    advance()
                    guard index < bytes.count else { break }
                    if RTFReader.isLetter(bytes[index]) {
                        controlWord(at: position)
                    } else {
                        try controlSymbol(at: position)
                    }
                case 0x0A, 0x0D:
                    advance()  // line ends in RTF source are not text
                default:
                    advance()
                    plainByte(byte, at: position)
                }
            }
            let open = groups.last.map { ($0.line, $0.column) } ?? (line, column)
            throw Failure(
                message: "the group opened here is never closed (a { without its }); the file may be cut short",
                line: open.0, column: open.1)
        }

        /// `{`: a group that starts with what the one around it says.
        mutating func openGroup() {
            flushBytes()
            fallbackToSkip = 0
            groups.append(
                Group(
                    skipping: (groups.last?.skipping ?? false) && !groups.isEmpty,
                    fallbackLength: groups.last?.fallbackLength ?? 1,
                    line: line, column: column, font: groups.last?.font, hidden: groups.last?.hidden ?? false,
                    inFontTable: groups.last?.inFontTable ?? false))
            advance()
        }

        /// `}`: closes a group; true when it was the document's last, after warning about any text after it.
        mutating func closeGroup() throws(Failure) -> Bool {
            flushBytes()
            fallbackToSkip = 0
            guard !groups.isEmpty else {
                throw Failure(
                    message: "this } closes a group that was never opened; remove it", line: line, column: column)
            }
            groups.removeLast()
            advance()
            guard groups.isEmpty else { return false }
            // The document's last brace: anything after it is not part of the document.
            while index < bytes.count, [0x00, 0x09, 0x0A, 0x0D, 0x20, 0x1A].contains(bytes[index]) { advance() }
            if index < bytes.count {
                warnings.append(
                    Failure(
                        message:
                            "this text comes after the document's last }, so it is not part of the document and is "
                            + "left out; move it before that brace, or save the file again from your editor",
                        line: line, column: column))
            }
            return true
        }

        /// A byte of text: ASCII is a character, anything else waits to be decoded in its code page.
        mutating func plainByte(_ byte: UInt8, at position: Position) {
            if fallbackToSkip > 0 { fallbackToSkip -= 1; return }
            if skipping { return }
            if byte < 0x80 && !CodePage.awaitsSecondByte(pendingBytes, codePage: currentCodePage) {
                emit(Unicode.Scalar(byte), at: position)
            } else {
                pendingByte(byte, at: position)
            }
        }

        mutating func pendingByte(_ byte: UInt8, at position: Position) {
            if pendingBytes.isEmpty { pendingPosition = position }
            pendingBytes.append(byte)
        }

        /// Decodes the pending bytes in the current code page (or as Latin-1, with a warning, when it cannot).
        mutating func flushBytes() {
            guard !pendingBytes.isEmpty else { return }
            let page = currentCodePage
            let decoded = CodePage.decodeIfKnown(pendingBytes, codePage: page)
            if decoded == nil, unknownCodePages.insert(page).inserted {
                let why =
                    CodePage.isKnown(page)
                    ? "has bytes that are not text in its code page \(page)"
                    : "is written in code page \(page), which Cash Dash cannot read"
                warnings.append(
                    Failure(
                        message:
                            "this RTF \(why), so these letters are read as Latin-1 and may show wrong; save the file again "
                            + "as RTF from TextEdit or Word, or as UTF-8 text", line: pendingPosition.line,
                        column: pendingPosition.column))
            }
            for scalar in decoded ?? pendingBytes.map({ Unicode.Scalar($0) }) {
                text.append(scalar, line: pendingPosition.line, column: pendingPosition.column)
            }
            pendingBytes.removeAll()
        }

        mutating func emit(_ scalar: Unicode.Scalar, at position: Position) {
            flushBytes()
            guard !skipping else { return }
            text.append(scalar, line: position.line, column: position.column)
        }
    }
}
