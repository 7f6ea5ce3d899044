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

    /// What an open group (`{` … `}`) says about the text inside it.
    struct Group {
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
        var reading = Reading(bytes: bytes, warnings: warnings)
        defer { warnings = reading.warnings }
        try reading.skipPreamble()
        return try reading.readDocument()
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x61...0x66: return byte - 0x61 + 10
        case 0x41...0x46: return byte - 0x41 + 10
        default: return nil
        }
    }
}
