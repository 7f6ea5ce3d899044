/// Makes a chapter's HTML fit on the print page, where every chapter shares one document.
///
/// Every `id="x"` becomes `id="<slug>--x"` and every `href="#x"` follows it, so headings and footnotes of different
/// chapters cannot collide; a link to another chapter's page (`../saving/index.html#goals`) becomes a link within
/// the print page (`#saving--goals`, or `#saving` for the chapter itself). Text never contains these patterns:
/// cmark-gfm escapes `"` in text, so only real attributes match.
func printableHTML(_ html: String, slug: String, chapterSlugs: Set<String>) -> String {
    let bytes = Array(html.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 16)
    let idAttribute = Array(" id=\"".utf8)
    let fragmentLink = Array("href=\"#".utf8)
    let pageLink = Array("href=\"../".utf8)
    let indexSuffix = Array("/index.html".utf8)
    let prefix = Array("\(slug)--".utf8)
    var index = 0
    func matches(_ pattern: [UInt8], at position: Int) -> Bool {
        position + pattern.count <= bytes.count && bytes[position..<position + pattern.count].elementsEqual(pattern)
    }
    while index < bytes.count {
        if bytes[index] == 0x20 && matches(idAttribute, at: index) {
            output += idAttribute
            output += prefix
            index += idAttribute.count
        } else if bytes[index] == 0x68 && matches(fragmentLink, at: index) {
            output += fragmentLink
            output += prefix
            index += fragmentLink.count
        } else if bytes[index] == 0x68 && matches(pageLink, at: index),
            let rewritten = chapterAnchor(bytes, from: index + pageLink.count)
        {
            output += Array("href=\"#".utf8)
            output += rewritten.anchor
            index = rewritten.end
        } else {
            output.append(bytes[index])
            index += 1
        }
    }
    return String(decoding: output, as: UTF8.self)

    /// For `saving/index.html#goals"` starting at `start`, the anchor `saving--goals` and the index of the `"`.
    func chapterAnchor(_ bytes: [UInt8], from start: Int) -> (anchor: [UInt8], end: Int)? {
        guard let slash = bytes[start...].firstIndex(of: 0x2F), matches(indexSuffix, at: slash) else { return nil }
        let target = String(decoding: bytes[start..<slash], as: UTF8.self)
        guard chapterSlugs.contains(target) else { return nil }
        var end = slash + indexSuffix.count
        var anchor = Array(target.utf8)
        if end < bytes.count && bytes[end] == 0x23 {  // "#"
            let fragmentEnd = bytes[end...].firstIndex(of: 0x22) ?? bytes.count
            anchor += Array("--".utf8) + bytes[(end + 1)..<fragmentEnd]
            end = fragmentEnd
        }
        guard end < bytes.count && bytes[end] == 0x22 else { return nil }
        return (anchor, end)
    }
}
