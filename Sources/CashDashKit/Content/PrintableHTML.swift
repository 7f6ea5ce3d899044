#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Makes a chapter's HTML fit on the print page, where every chapter shares one document.
///
/// Every `id="x"` becomes `id="<slug>--x"` and every `href="#x"` and `aria-labelledby="x y"` follows it, so headings and footnotes of different
/// chapters cannot collide; a link to another chapter's page (`../saving/index.html#goals`) becomes a link within
/// the print page (`#saving--goals`, or `#saving` for the chapter itself). Text never contains these patterns:
/// cmark-gfm escapes `"` in text, so only real attributes match.
func printableHTML(_ html: String, slug: String, chapterSlugs: Set<String>) -> String {
    var html = html
    return html.withUTF8 { bytes in
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 32)
        let prefix = Array("\(slug)--".utf8)
        var copied = 0  // bytes before this index are in `output`
        var index = 0
        // Attributes are found at their `="`, which prose almost never contains.
        while index + 2 < bytes.count {
            // The next `=`, found by C's `memchr` (a loop over every byte took half of the print page's time).
            guard let found = memchr(bytes.baseAddress! + index, Int32(UInt8(ascii: "=")), bytes.count - 2 - index)
            else { break }
            index = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
            guard bytes[index + 1] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            let valueStart = index + 2
            if bytes.hasSuffix(" id", before: index) {
                output.append(contentsOf: bytes[copied..<valueStart])
                output.append(contentsOf: prefix)
                copied = valueStart
            } else if bytes.hasSuffix(" aria-labelledby", before: index) {
                // A list of ids, each of which moves with its element.
                output.append(contentsOf: bytes[copied..<valueStart])
                var position = valueStart
                output.append(contentsOf: prefix)
                while position < bytes.count && bytes[position] != UInt8(ascii: "\"") {
                    output.append(bytes[position])
                    if bytes[position] == UInt8(ascii: " ") { output.append(contentsOf: prefix) }
                    position += 1
                }
                copied = position
            } else if bytes.hasSuffix(" href", before: index) {
                if bytes[valueStart] == UInt8(ascii: "#") {
                    output.append(contentsOf: bytes[copied...valueStart])
                    output.append(contentsOf: prefix)
                    copied = valueStart + 1
                } else if let (anchor, end) = chapterAnchor(bytes, valueStart, chapterSlugs) {
                    output.append(contentsOf: bytes[copied..<valueStart])
                    output.append(UInt8(ascii: "#"))
                    output.append(contentsOf: anchor)
                    copied = end
                }
            }
            index = valueStart
        }
        output.append(contentsOf: bytes[copied...])
        return String(decoding: output, as: UTF8.self)
    }
}

/// For a value `../saving/index.html#goals"` at `start` naming a chapter (the link `Route.chapter(slug:)` gives from
/// one chapter to another), the anchor `saving--goals` and the index of the closing quote.
private func chapterAnchor(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ chapterSlugs: Set<String>
) -> ([UInt8], Int)? {
    let parent = Array("../".utf8), index = Array("/index.html".utf8)
    guard bytes.hasPrefix(parent, at: start) else { return nil }
    let slugStart = start + parent.count
    var slash = slugStart
    while slash < bytes.count && bytes[slash] != UInt8(ascii: "/") && bytes[slash] != UInt8(ascii: "\"") { slash += 1 }
    guard bytes.hasPrefix(index, at: slash) else { return nil }
    let target = String(decoding: bytes[slugStart..<slash], as: UTF8.self)
    guard chapterSlugs.contains(target) else { return nil }
    var end = slash + index.count
    var anchor = Array(target.utf8)
    if end < bytes.count && bytes[end] == UInt8(ascii: "#") {
        var quote = end + 1
        while quote < bytes.count && bytes[quote] != UInt8(ascii: "\"") { quote += 1 }
        anchor += Array("--".utf8) + bytes[(end + 1)..<quote]
        end = quote
    }
    guard end < bytes.count && bytes[end] == UInt8(ascii: "\"") else { return nil }
    return (anchor, end)
}

extension UnsafeBufferPointer<UInt8> {
    fileprivate func hasPrefix(_ pattern: [UInt8], at position: Int) -> Bool {
        position + pattern.count <= count && self[position..<position + pattern.count].elementsEqual(pattern)
    }

    fileprivate func hasSuffix(_ pattern: StaticString, before position: Int) -> Bool {
        let length = pattern.utf8CodeUnitCount
        guard position >= length else { return false }
        return pattern.withUTF8Buffer { self[(position - length)..<position].elementsEqual($0) }
    }
}
