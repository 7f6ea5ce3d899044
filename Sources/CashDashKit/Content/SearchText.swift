import Foundation

/// How search reads text: words are runs of letters and digits, compared folded (lower case, accents removed,
/// full-width letters and digits as ASCII), so "epargne" finds "Épargne". `cashdash.js` folds a query the same way
/// (`normalize("NFD")`, marks U+0300–U+036F, U+064B–U+065F and U+0670 removed, U+FF10–U+FF5A letters and digits
/// less 0xFEE0, `toLowerCase()`).
///
/// A number written with group marks is one word without them, so `1000` finds `$1,000`, `1.000 €` and `1 000 €`: a
/// run ending in a digit goes on through a mark (``groupMarks``) and digits while they are groups, of three digits
/// last and of two or three before it (`1,00,000` as India writes it). `12.50` stays two words.
///
/// Chinese and Japanese are written without spaces between words, so a run of their characters is read as words of
/// two characters, one starting at each (``forEachPiece(of:_:_:)``): `存钱` is found inside `我们存钱买房`.
enum SearchText {
    /// Words shorter than this are not indexed: a single letter finds titles only.
    static let shortestWord = 2
    /// Longer runs (a pasted address, a hash) are not words anyone types.
    static let longestWord = 40

    /// Calls `body` with each word of `text`, folded, and the byte offsets of the word in `text.utf8`.
    static func forEachWord(in text: String, _ body: (String, Range<Int>) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            forEachWord(in: bytes) { word, range in body(String(decoding: word, as: UTF8.self), range) }
        }
    }

    /// Calls `body` with the UTF-8 bytes of each word of `text`, folded (valid only during the call), and the
    /// word's byte offsets in `text`. An ASCII word is folded into a buffer on the stack: no `String` is made.
    static func forEachWord(
        in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void
    ) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestWord) { folded in
            let count = bytes.count
            var index = 0
            while index < count {
                let start = index
                var ascii = true
                var endsInDigit = false
                while index < count {
                    let byte = bytes[index]
                    if byte < 0x80 {
                        guard isASCIIWordByte(byte) else { break }
                        endsInDigit = byte <= 0x39
                        index += 1
                    } else {
                        let (scalar, length) = decode(bytes, at: index)
                        guard isWordScalar(scalar) else { break }
                        ascii = false
                        endsInDigit = scalar.properties.numericType == .decimal
                        index += length
                    }
                }
                if index == start {
                    index += decode(bytes, at: index).length
                    continue
                }
                var grouped = false
                if endsInDigit, let end = groupsEnd(bytes, from: index) {
                    grouped = true
                    for offset in index..<end where bytes[offset] >= 0x80 { ascii = false }
                    index = end
                }
                if !ascii, hasIdeographs(bytes, start..<index) {
                    forEachPiece(of: bytes, start..<index, body)
                    continue
                }
                let length = index - start
                guard length <= longestWord * (ascii ? 1 : 4) else { continue }
                if ascii {
                    var written = 0
                    for offset in start..<index {
                        let byte = bytes[offset]
                        if grouped && !isASCIIWordByte(byte) { continue }
                        folded[written] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                        written += 1
                    }
                    guard written >= shortestWord else { continue }
                    body(UnsafeBufferPointer(rebasing: folded[0..<written]), start..<index)
                } else {
                    let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                    var word = fold(written)
                    if grouped { word.unicodeScalars.removeAll { groupMarks.contains($0) } }
                    guard word.unicodeScalars.count >= shortestWord else { continue }
                    word.withUTF8 { body($0, start..<index) }
                }
            }
        }
    }

    /// `word` in lower case without accents, as `cashdash.js` folds a query: Latin accents (U+0300–U+036F) and
    /// Arabic vowel marks and hamza (U+064B–U+065F, U+0670) go, so `اسهم` finds `أسهم` and `مال` finds `مَال`.
    /// A full-width letter or digit (`ＡＴＭ`, `１０００`, as a Japanese or Chinese keyboard types them) is its ASCII
    /// one, so `atm` finds `ＡＴＭ` and `１０００` finds `$1,000`; so is an Arabic-Indic or Devanagari digit. Greek's
    /// final sigma `ς` is `σ`: JavaScript lower-cases a word's last `Σ` to `ς` and Swift to `σ` (`ΟΔΟΣ` is `οδος` in
    /// the script, `οδοσ` here). Last, Arabic's article and Hindi's common endings go (``SearchStems``), so `ادخار`
    /// finds `الادخار` and `खाते` finds `खातों`.
    static func fold(_ word: String) -> String {
        guard word.utf8.contains(where: { $0 >= 0x80 }) else { return word.lowercased() }
        var scalars = String.UnicodeScalarView()
        for scalar in word.decomposedStringWithCanonicalMapping.unicodeScalars where !isFoldedAway(scalar.value) {
            scalars.append(Unicode.Scalar(narrowed(scalar.value))!)
        }
        let folded = String(scalars).lowercased()
        guard folded.unicodeScalars.contains("\u{3C2}") else { return SearchStems.stemmed(folded) }
        return String(String.UnicodeScalarView(folded.unicodeScalars.map { $0 == "\u{3C2}" ? "\u{3C3}" : $0 }))
    }

    /// The character search reads `value` as: a full-width letter or digit as its ASCII one, an Arabic-Indic or
    /// Devanagari digit as its digit 0–9 (the pages write 0–9, and a phone's Arabic keyboard types ١٠٠٠).
    private static func narrowed(_ value: UInt32) -> UInt32 {
        switch value {
        case 0xFF10...0xFF19, 0xFF21...0xFF3A, 0xFF41...0xFF5A: value - 0xFEE0
        case 0x660...0x669: value - 0x660 + 0x30
        case 0x6F0...0x6F9: value - 0x6F0 + 0x30
        case 0x966...0x96F: value - 0x966 + 0x30
        default: value
        }
    }

    private static func isFoldedAway(_ value: UInt32) -> Bool {
        (0x300...0x36F).contains(value) || (0x64B...0x65F).contains(value) || value == 0x670
    }

    /// About `length` bytes of `text` around the word at `word` (byte offsets), cut at spaces, with `…` where text
    /// was left out.
    static func excerpt(of text: String, around word: Range<Int>, length: Int = 110) -> String {
        var text = text
        return text.withUTF8 { excerpt(of: $0, around: word, length: length) }
    }

    private static func excerpt(of utf8: UnsafeBufferPointer<UInt8>, around word: Range<Int>, length: Int) -> String {
        let piece = excerptRange(of: utf8, around: word, length: length)
        return (piece.cutBefore ? "…" : "")
            + String(decoding: UnsafeBufferPointer(rebasing: utf8[piece.range]), as: UTF8.self)
            + (piece.cutAfter ? "…" : "")
    }

    /// The bytes of ``excerpt(of:around:length:)``: which part of `utf8` it shows, and whether text was left out
    /// before and after it (each shown as `…`).
    static func excerptRange(
        of utf8: UnsafeBufferPointer<UInt8>, around word: Range<Int>, length: Int = 110
    ) -> (range: Range<Int>, cutBefore: Bool, cutAfter: Bool) {
        if utf8.count <= length { return (0..<utf8.count, false, false) }
        var start = max(0, word.lowerBound - length / 3)
        if start > 0 {
            // Starts after a space, unless the word is the first thing after `start`.
            if let space = utf8[start..<word.lowerBound].firstIndex(of: 0x20) {
                start = space + 1
            } else {
                start = word.lowerBound
            }
        }
        var end = min(utf8.count, max(start + length, word.upperBound))
        if end < utf8.count, let space = utf8[word.upperBound..<end].lastIndex(of: 0x20) { end = space }
        while end < utf8.count, end > word.upperBound, utf8[end] & 0xC0 == 0x80 { end -= 1 }
        return (start..<end, start > 0, end < utf8.count)
    }

    /// Calls `body` with the words of a run that holds Chinese or Japanese characters: each such character with the
    /// next (the last of a stretch alone), so that a search for a word finds it at any place in the run, and each
    /// stretch of other letters or digits as one word. A combining mark (the `゙` of a decomposed `が`) goes with the
    /// character before it. `cashdash.js` splits a query the same way (`piecesOf`).
    private static func forEachPiece(
        of bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>,
        _ body: (UnsafeBufferPointer<UInt8>, Range<Int>) -> Void
    ) {
        var characters: [(range: Range<Int>, isIdeograph: Bool)] = []
        var offset = run.lowerBound
        while offset < run.upperBound {
            let (scalar, length) = decode(bytes, at: offset)
            if isMark(scalar) {
                // A mark with no character before it is left out, as the script's pattern leaves it.
                if !characters.isEmpty {
                    characters[characters.count - 1].range = characters.last!.range.lowerBound..<(offset + length)
                }
            } else {
                characters.append((offset..<(offset + length), isIdeograph(scalar)))
            }
            offset += length
        }
        func emit(_ range: Range<Int>, shortest: Int) {
            var word = fold(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
            word.unicodeScalars.removeAll { groupMarks.contains($0) }
            guard word.unicodeScalars.count >= shortest, range.count <= longestWord * 4 else { return }
            word.withUTF8 { body($0, range) }
        }
        var index = 0
        while index < characters.count {
            if characters[index].isIdeograph {
                let next = index + 1
                let last = next < characters.count && characters[next].isIdeograph ? next : index
                emit(characters[index].range.lowerBound..<characters[last].range.upperBound, shortest: 1)
                index += 1
            } else {
                var end = index
                while end < characters.count && !characters[end].isIdeograph { end += 1 }
                emit(characters[index].range.lowerBound..<characters[end - 1].range.upperBound, shortest: shortestWord)
                index = end
            }
        }
    }

    /// Whether the run of `bytes` holds a Chinese or Japanese character.
    private static func hasIdeographs(_ bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>) -> Bool {
        var offset = run.lowerBound
        while offset < run.upperBound {
            let (scalar, length) = decode(bytes, at: offset)
            if isIdeograph(scalar) { return true }
            offset += length
        }
        return false
    }

    /// A character of Chinese or Japanese, written without spaces between words: Han ideographs, hiragana and
    /// katakana (full and half width). Korean, written with spaces, is read as other letters are.
    static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F,
            0x20000...0x2FFFF:
            true
        default: false
        }
    }

    /// A combining mark: the accent of a decomposed "é", the vowel sign of a Hindi syllable, the `゙` of a decomposed `が`.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// The marks that group a number's digits: `,` `.` `'` `’`, a no-break space and a narrow one (as French writes
    /// `1 000`), the Arabic thousands separator `٬` and the full-width comma (`１２，０００円`). `cashdash.js`'s word
    /// pattern lists the same.
    static let groupMarks: Set<Unicode.Scalar> = [
        ",", ".", "'", "\u{2019}", "\u{A0}", "\u{202F}", "\u{66C}", "\u{FF0C}",
    ]

    /// Where the digit groups that follow a number's digits at `index` end, nil when none follow: each group is a
    /// mark and digits, the last of three digits followed by no digit, those before it of two or three.
    private static func groupsEnd(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        var index = index
        var end: Int?
        while index < bytes.count {
            let (mark, markLength) = decode(bytes, at: index)
            guard groupMarks.contains(mark) else { break }
            var next = index + markLength
            var digits = 0
            while next < bytes.count, digits < 4 {
                let (scalar, length) = decode(bytes, at: next)
                guard scalar.properties.numericType == .decimal else { break }
                digits += 1
                next += length
            }
            if digits == 3 { end = next }
            // A group of two, or of three, goes on only if another group follows it.
            guard digits == 2 || digits == 3 else { break }
            index = next
        }
        return end
    }

    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// A letter, a digit or a combining mark (the accent of a decomposed "é").
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType == .decimal || isMark(scalar)
    }

    /// The scalar whose UTF-8 starts at `index` (an ASCII byte is its own) and its length in bytes; a broken sequence
    /// reads as U+FFFD.
    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, at index: Int
    ) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= bytes.count else { return ("\u{FFFD}", 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | UInt32(next & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
