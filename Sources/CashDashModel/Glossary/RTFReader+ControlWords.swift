extension RTFReader.Reading {
    /// A control word (`\word` with an optional number) and what it does.
    mutating func controlWord(at position: RTFReader.Position) {
        let (word, parameter) = readControlWord()
        if word == "bin", let count = parameter, count > 0 {
            for _ in 0..<min(count, bytes.count - index) { advance() }
            return
        }
        if word != "u" { flushBytes() }
        if fallbackToSkip > 0 && word != "u" { fallbackToSkip -= 1; return }
        switch word {
        case "ansicpg", "mac", "pc", "pca", "deff", "f", "fcharset", "cpg":
            fontWord(word, parameter)
        case "v", "deleted", "plain", "fonttbl", "uc":
            groupWord(word, parameter)
        case "u":
            unicodeCharacter(parameter, at: position)
        default:
            if RTFReader.skippedDestinations.contains(word), !groups.isEmpty {
                groups[groups.count - 1].skipping = true
            } else if let scalar = RTFReader.characterWords[word] {
                emit(scalar, at: position)
            }
        }
    }

    /// The letters of a control word, its number, and the space that ends it.
    mutating func readControlWord() -> (word: String, parameter: Int?) {
        var word = ""
        while index < bytes.count && RTFReader.isLetter(bytes[index]) && word.utf8.count < 32 {
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
        return (word, parameter)
    }

    /// The document's code page, its default font, and the fonts the font table defines with their charsets.
    mutating func fontWord(_ word: String, _ parameter: Int?) {
        switch word {
        case "ansicpg": codePage = parameter ?? 1252
        case "mac": codePage = 10000
        case "pc": codePage = 437
        case "pca": codePage = 850
        case "deff": defaultFont = parameter
        case "f" where groups.last?.inFontTable == true: definingFont = parameter
        case "f": if !groups.isEmpty { groups[groups.count - 1].font = parameter }
        case "fcharset":
            if let font = definingFont, let charset = parameter, let page = CodePage.charsetCodePages[charset] {
                fontCodePages[font] = page
            }
        case "cpg": if let font = definingFont, let page = parameter { fontCodePages[font] = page }
        default: break
        }
    }

    /// Words that change the current group: hidden text, `\plain`, the font table and `\ucN`.
    mutating func groupWord(_ word: String, _ parameter: Int?) {
        guard !groups.isEmpty else { return }
        let last = groups.count - 1
        switch word {
        // Hidden text, and text deleted under Word's Track Changes (`\deleted` … `\deleted0`).
        case "v", "deleted": groups[last].hidden = (parameter ?? 1) != 0
        case "plain": (groups[last].hidden, groups[last].font) = (false, defaultFont)
        case "fonttbl": (groups[last].skipping, groups[last].inFontTable) = (true, true)
        case "uc": groups[last].fallbackLength = max(parameter ?? 1, 0)
        default: break
        }
    }

    /// `\uN`: a Unicode character (half of a surrogate pair waits for its other half), then skip its fallback.
    mutating func unicodeCharacter(_ parameter: Int?, at position: RTFReader.Position) {
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
            if let scalar = Unicode.Scalar(value) { emit(scalar, at: position) }
        }
    }

    /// A control symbol: `\'hh` (a byte in the code page), `\*`, the special spaces and hyphens, escaped braces.
    mutating func controlSymbol(at position: RTFReader.Position) throws(RTFReader.Failure) {
        let next = bytes[index]
        advance()
        switch next {
        case UInt8(ascii: "'"):
            try hexByte(at: position)
        case UInt8(ascii: "*"):
            if !groups.isEmpty { groups[groups.count - 1].skipping = true }
        case UInt8(ascii: "~"): emit("\u{A0}", at: position)
        case UInt8(ascii: "_"): emit("\u{2011}", at: position)
        case UInt8(ascii: "-"): break  // an optional hyphen: not shown
        case 0x0A, 0x0D: emit("\n", at: position)  // "\" at the end of a line is \par
        case UInt8(ascii: "\\"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            if fallbackToSkip > 0 {
                fallbackToSkip -= 1
            } else {
                emit(Unicode.Scalar(next), at: position)
            }
        default: break  // other control symbols (\|, \:) carry no text
        }
    }

    /// `\'hh`: a byte of text written in hexadecimal.
    mutating func hexByte(at position: RTFReader.Position) throws(RTFReader.Failure) {
        guard index + 1 < bytes.count, let high = RTFReader.hexValue(bytes[index]),
            let low = RTFReader.hexValue(bytes[index + 1])
        else {
            throw RTFReader.Failure(
                message: "\\' must be followed by two hexadecimal digits", line: position.line,
                column: position.column)
        }
        advance()
        advance()
        if fallbackToSkip > 0 { fallbackToSkip -= 1; return }
        if skipping { return }
        pendingByte(high << 4 | low, at: position)
    }
}
