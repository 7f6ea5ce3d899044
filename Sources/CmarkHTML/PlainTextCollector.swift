#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Gathers the plain text of a document's prose (text and inline code; not headings, code blocks or raw HTML), a
/// part for the text before the first heading and one after each heading, words kept apart by spaces.
struct PlainTextCollector {
    private(set) var parts: [String] = [""]
    private var current: [UInt8] = []

    mutating func append(_ text: UnsafePointer<CChar>?) {
        var words = WordCounter()
        append(text, counting: &words)
    }

    /// Appends `text` and counts its words in `words`, in one pass over its bytes.
    mutating func append(_ text: UnsafePointer<CChar>?, counting words: inout WordCounter) {
        guard let text else { return }
        let length = strlen(text)
        guard length > 0 else { return }
        let start = current.count
        current.append(contentsOf: UnsafeRawBufferPointer(start: text, count: length))
        current.withUnsafeMutableBufferPointer { bytes in
            for index in start..<bytes.count {
                let byte = bytes[index]
                // Line breaks and tabs become spaces.
                if byte == 0x0A || byte == 0x09 || byte == 0x0D { bytes[index] = 0x20 }
                words.note(byte, next: index + 1 < bytes.count ? bytes[index + 1] : 0)
            }
        }
    }

    /// A word ends here (a block or a line ended).
    mutating func space() {
        if let last = current.last, last != 0x20 { current.append(0x20) }
    }

    /// A heading ended: what follows is the text of its part.
    mutating func startPart() {
        finish()
        parts.append("")
    }

    private mutating func finish() {
        if current.last == 0x20 { current.removeLast() }
        parts[parts.count - 1] = String(decoding: current, as: UTF8.self)
        current.removeAll(keepingCapacity: true)
    }

    /// The parts, the last one finished.
    var finished: [String] {
        var copy = self
        copy.finish()
        return copy.parts
    }
}
