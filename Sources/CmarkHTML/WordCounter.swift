/// Counts runs of non-whitespace characters across the text nodes of a document, so that `*three*.` is one word.
///
/// Chinese and Japanese are written without spaces between words: each of their characters (kana and CJK
/// ideographs, U+3040–U+9FFF) counts as a word on its own, as Hugo counts them, and is also counted in ``ideographs``
/// so that reading time can go at characters' pace, not words'. CJK punctuation (U+3000–U+303F) counts as nothing.
struct WordCounter {
    private(set) var total = 0
    /// How many of ``total`` are kana or CJK ideographs.
    private(set) var ideographs = 0
    private var inWord = false
    /// Continuation bytes left of a CJK character already counted.
    private var skipping = 0

    mutating func count(_ text: UnsafePointer<CChar>?) {
        guard var byte = text else { return }
        while byte.pointee != 0 {
            note(UInt8(bitPattern: byte.pointee), next: UInt8(bitPattern: byte[1]))
            byte += 1
        }
    }

    /// Counts one more byte of UTF-8 text; `next` is the byte after it (0 at the end).
    @inline(__always)
    mutating func note(_ byte: UInt8, next: UInt8) {
        if skipping > 0 {
            skipping -= 1
            return
        }
        // Lead bytes E3–E9 start U+3000–U+9FFF; E3 80 is U+3000–U+303F, CJK spaces and punctuation.
        if byte >= 0xE3 && byte <= 0xE9 && next >= 0x80 && next <= 0xBF {
            skipping = 2
            inWord = false
            if byte == 0xE3 && next == 0x80 { return }
            total += 1
            ideographs += 1
            return
        }
        let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
        if !isSpace && !inWord { total += 1 }
        inWord = !isSpace
    }

    /// A block or line ended: the next character starts a new word.
    mutating func endWord() {
        inWord = false
    }
}
