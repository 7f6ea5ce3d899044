import Foundation

/// Reads the plain text of an RTF document, as TextEdit (Cocoa RTF), Word, LibreOffice and pandoc write it.
///
/// Groups and control words are parsed; `\par`, `\line`, `\tab` and the quote and dash words become text; `\'hh`
/// bytes are decoded in the code page of the font they are in (its `\fcharsetN` in the font table), or else the
/// document's (`\ansicpgN`, `\mac`, `\pc`, `\pca`), double-byte ones (GBK, Big5, Korean, Shift JIS) included; `\uN` gives a Unicode character and skips its `\ucN` fallback
/// characters; hidden text (`\v`), font, colour and style tables, `\info`, pictures, the fallback text of nested
/// tables (`\nonesttables`) and every `\*` destination are skipped. Every character keeps the line and column it
/// came from.
public enum RTFReader {
    public struct Failure: Error, Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    /// Destinations whose text is not part of the document.
    public static let skippedDestinations: Set<String> = [
        "fonttbl", "colortbl", "stylesheet", "info", "pict", "header", "headerl", "headerr", "headerf", "footer",
        "footerl", "footerr", "footerf", "object", "fldinst", "xe", "tc", "listtable", "listoverridetable", "rsidtbl",
        "generator", "themedata", "colorschememapping", "latentstyles", "datastore", "xmlnstbl", "pgdsctbl", "revtbl",
        "filetbl", "bkmkstart", "bkmkend", "nonshppict", "shppict", "expandedcolortbl", "mmathPr", "footnote",
        "private", "pnseclvl", "listtext", "ftnsep", "ftnsepc", "aftnsep", "aftnsepc", "nonesttables",
        // WordPad's list marker (`{\pntext\f1\'B7\tab}`), as Word's is `\listtext`: its `·` and tab had begun a term.
        "pntext",
    ]

    /// Control words that stand for a character.
    public static let characterWords: [String: Unicode.Scalar] = [
        "par": "\n", "line": "\n", "sect": "\n", "page": "\n", "row": "\n", "tab": "\t", "cell": "\t", "nestcell": "\t",
        "nestrow": "\n",
        "emdash": "\u{2014}", "endash": "\u{2013}", "lquote": "\u{2018}", "rquote": "\u{2019}",
        "ldblquote": "\u{201C}", "rdblquote": "\u{201D}", "bullet": "\u{2022}", "emspace": "\u{2003}",
        "enspace": "\u{2002}", "qmspace": "\u{2005}",
    ]

    private struct Group {
        var skipping: Bool
        var fallbackLength: Int  // \ucN
        var line: Int
        var column: Int
        /// The font of the text (`\fN`), whose charset decodes its bytes.
        var font: Int?
        /// Hidden text (`\v`) or deleted text (`\deleted`), which is not shown.
        var hidden = false
        /// Inside the font table, where `\fN` and `\fcharsetN` define fonts rather than use them.
        var inFontTable = false
    }

    /// The document's text with positions, or the first problem that makes it unreadable.
    public static func read(_ bytes: [UInt8]) throws(Failure) -> PositionedText {
        var warnings: [Failure] = []
        return try read(bytes, warnings: &warnings)
    }

    /// The document's text with positions, or the first problem that makes it unreadable; `warnings` gets what was
    /// read but may not be what the writer meant: a code page Cash Dash cannot decode (read as Latin-1), and text
    /// after the document's last brace (left out).
    public static func read(_ bytes: [UInt8], warnings: inout [Failure]) throws(Failure) -> PositionedText {
        var text = PositionedText()
        var index = 0, line = 1, column = 1
        func advance() {
            if bytes[index] == 0x0A { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count && (bytes[start] == 0x20 || bytes[start] == 0x0A || bytes[start] == 0x0D) {
            start += 1
        }
        guard bytes[start...].starts(with: Array("{\\rtf".utf8)) else {
            throw Failure(
                message: "this is not an RTF file (it should start with {\\rtf1); save it again as Rich Text (.rtf)",
                line: 1, column: 1)
        }
        while index < start { advance() }

        var groups: [Group] = []
        var codePage = 1252
        var defaultFont: Int?
        var fontCodePages: [Int: Int] = [:]
        var definingFont: Int?
        var pendingBytes: [UInt8] = []
        var pendingPosition = (line: 1, column: 1)
        var fallbackToSkip = 0
        var highSurrogate: UInt32?

        var unknownCodePages: Set<Int> = []
        var currentCodePage: Int { (groups.last?.font ?? defaultFont).flatMap { fontCodePages[$0] } ?? codePage }
        func flushBytes() {
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
        func emit(_ scalar: Unicode.Scalar, _ atLine: Int, _ atColumn: Int) {
            flushBytes()
            guard !skipping else { return }
            text.append(scalar, line: atLine, column: atColumn)
        }
        var skipping: Bool { groups.last.map { $0.skipping || $0.hidden } ?? true }

        while index < bytes.count {
            let byte = bytes[index]
            let (tokenLine, tokenColumn) = (line, column)
            switch byte {
            case UInt8(ascii: "{"):
                flushBytes()
                fallbackToSkip = 0
                groups.append(
                    Group(
                        skipping: (groups.last?.skipping ?? false) && !groups.isEmpty,
                        fallbackLength: groups.last?.fallbackLength ?? 1,
                        line: line, column: column, font: groups.last?.font, hidden: groups.last?.hidden ?? false,
                        inFontTable: groups.last?.inFontTable ?? false))
                advance()
            case UInt8(ascii: "}"):
                flushBytes()
                fallbackToSkip = 0
                guard !groups.isEmpty else {
                    throw Failure(
                        message: "this } closes a group that was never opened; remove it", line: line, column: column)
                }
                groups.removeLast()
                advance()
                if groups.isEmpty {
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
                    return text
                }
            case UInt8(ascii: "\\"):
                advance()
                guard index < bytes.count else { break }
                let next = bytes[index]
                if isLetter(next) {
                    var word = ""
                    while index < bytes.count && isLetter(bytes[index]) && word.utf8.count < 32 {
                        word.unicodeScalars.append(Unicode.Scalar(bytes[index]))
                        advance()
                    }
                    var parameter: Int?
                    var negative = false
                    if index < bytes.count && bytes[index] == UInt8(ascii: "-") { negative = true; advance() }
                    var digits = 0
                    while index < bytes.count && bytes[index] >= 0x30 && bytes[index] <= 0x39 && digits < 10 {
                        parameter = (parameter ?? 0) * 10 + Int(bytes[index] - 0x30)
                        digits += 1
                        advance()
                    }
                    if negative { parameter = parameter.map { -$0 } }
                    if index < bytes.count && bytes[index] == 0x20 { advance() }  // the delimiting space
                    // The control word itself.
                    if word == "bin", let count = parameter, count > 0 {
                        for _ in 0..<min(count, bytes.count - index) { advance() }
                        continue
                    }
                    if word != "u" { flushBytes() }
                    if fallbackToSkip > 0 && word != "u" { fallbackToSkip -= 1; continue }
                    switch word {
                    case "ansicpg": codePage = parameter ?? 1252
                    case "mac": codePage = 10000
                    case "pc": codePage = 437
                    case "pca": codePage = 850
                    case "deff": defaultFont = parameter
                    case "f" where groups.last?.inFontTable == true: definingFont = parameter
                    case "f": if !groups.isEmpty { groups[groups.count - 1].font = parameter }
                    case "fcharset":
                        if let font = definingFont, let charset = parameter,
                            let page = CodePage.charsetCodePages[charset]
                        {
                            fontCodePages[font] = page
                        }
                    case "cpg": if let font = definingFont, let page = parameter { fontCodePages[font] = page }
                    // Hidden text, and text deleted under Word's Track Changes (`\deleted` … `\deleted0`).
                    case "v", "deleted":
                        if !groups.isEmpty { groups[groups.count - 1].hidden = (parameter ?? 1) != 0 }
                    case "plain":
                        if !groups.isEmpty {
                            (groups[groups.count - 1].hidden, groups[groups.count - 1].font) = (false, defaultFont)
                        }
                    case "fonttbl":
                        if !groups.isEmpty {
                            (groups[groups.count - 1].skipping, groups[groups.count - 1].inFontTable) = (true, true)
                        }
                    case "uc": if !groups.isEmpty { groups[groups.count - 1].fallbackLength = max(parameter ?? 1, 0) }
                    case "u":
                        flushBytes()
                        // Values above 32767 are written negative: \u-3913 is U+F0B7.
                        let raw = parameter ?? 0
                        var value = UInt32(truncatingIfNeeded: raw < 0 ? raw + 65536 : raw)
                        fallbackToSkip = groups.last?.fallbackLength ?? 1
                        if (0xD800...0xDBFF).contains(value) {
                            highSurrogate = value
                        } else {
                            if let high = highSurrogate, (0xDC00...0xDFFF).contains(value) {
                                value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                            }
                            highSurrogate = nil
                            if let scalar = Unicode.Scalar(value) { emit(scalar, tokenLine, tokenColumn) }
                        }
                    default:
                        if skippedDestinations.contains(word), !groups.isEmpty {
                            groups[groups.count - 1].skipping = true
                        } else if let scalar = characterWords[word] {
                            emit(scalar, tokenLine, tokenColumn)
                        }
                    }
                } else {
                    advance()
                    switch next {
                    case UInt8(ascii: "'"):
                        guard index + 1 < bytes.count, let high = hexValue(bytes[index]),
                            let low = hexValue(bytes[index + 1])
                        else {
                            throw Failure(
                                message: "\\' must be followed by two hexadecimal digits", line: tokenLine,
                                column: tokenColumn)
                        }
                        advance()
                        advance()
                        if fallbackToSkip > 0 { fallbackToSkip -= 1; continue }
                        if skipping { continue }
                        if pendingBytes.isEmpty { pendingPosition = (tokenLine, tokenColumn) }
                        pendingBytes.append(high << 4 | low)
                    case UInt8(ascii: "*"):
                        if !groups.isEmpty { groups[groups.count - 1].skipping = true }
                    case UInt8(ascii: "~"): emit("\u{A0}", tokenLine, tokenColumn)
                    case UInt8(ascii: "_"): emit("\u{2011}", tokenLine, tokenColumn)
                    case UInt8(ascii: "-"): break  // an optional hyphen: not shown
                    case 0x0A, 0x0D: emit("\n", tokenLine, tokenColumn)  // "\" at the end of a line is \par
                    case UInt8(ascii: "\\"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                        if fallbackToSkip > 0 {
                            fallbackToSkip -= 1
                        } else {
                            emit(Unicode.Scalar(next), tokenLine, tokenColumn)
                        }
                    default: break  // other control symbols (\|, \:) carry no text
                    }
                }
            case 0x0A, 0x0D:
                advance()  // line ends in RTF source are not text
            default:
                advance()
                if fallbackToSkip > 0 { fallbackToSkip -= 1; continue }
                if skipping { continue }
                if byte < 0x80 && !CodePage.awaitsSecondByte(pendingBytes, codePage: currentCodePage) {
                    emit(Unicode.Scalar(byte), tokenLine, tokenColumn)
                } else {
                    if pendingBytes.isEmpty { pendingPosition = (tokenLine, tokenColumn) }
                    pendingBytes.append(byte)
                }
            }
        }
        let open = groups.last.map { ($0.line, $0.column) } ?? (line, column)
        throw Failure(
            message: "the group opened here is never closed (a { without its }); the file may be cut short",
            line: open.0, column: open.1)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x61...0x66: return byte - 0x61 + 10
        case 0x41...0x46: return byte - 0x41 + 10
        default: return nil
        }
    }
}
