/// What a browser would run in `html`, read as its tokenizer reads tags: the first element or attribute that could run
/// script or load a page (`<script>`, `<iframe>`, an `on…` handler, a `javascript:` link, …), or nil when there is
/// none. The markdown and sanitizer targets hold their output to it; it is written apart from the sanitizer, so that
/// the sanitizer is not checked by its own reading.
func scriptInHTML(_ html: String) -> String? {
    let bytes = Array(html.utf8)
    var index = 0
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
    func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }
    func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self).lowercased() }
    while index < bytes.count {
        guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
            index += 1
            continue
        }
        if bytes[(index + 1)...].starts(with: Array("!--".utf8)) {
            // A comment ends at the first `-->` (or `--!>`, or `<!-->` at once).
            let rest = Array(bytes[(index + 4)...])
            var end = rest.count
            for offset in 0..<rest.count
            where rest[offset...].starts(with: Array("-->".utf8)) || rest[offset...].starts(with: Array("--!>".utf8))
                || (offset == 0 && rest.first == UInt8(ascii: ">"))
                || (offset == 0 && rest.starts(with: Array("->".utf8)))
            {
                end = offset
                break
            }
            index += 4 + end + 1
            continue
        }
        let isEnd = bytes[index + 1] == UInt8(ascii: "/")
        var cursor = index + (isEnd ? 2 : 1)
        guard cursor < bytes.count, isLetter(bytes[cursor]) else {
            index += 1
            continue
        }
        let nameStart = cursor
        while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "/"),
            bytes[cursor] != UInt8(ascii: ">")
        {
            cursor += 1
        }
        let name = text(nameStart, cursor)
        if !isEnd, dangerousElements.contains(name) { return "<\(name)>" }
        var attributes: [(name: String, value: String)] = []
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") {
            if isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "/") {
                cursor += 1
                continue
            }
            let attributeStart = cursor
            cursor += 1
            while cursor < bytes.count, !isSpace(bytes[cursor]), !"/>=".utf8.contains(bytes[cursor]) { cursor += 1 }
            let attribute = text(attributeStart, cursor)
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else {
                attributes.append((attribute, ""))
                continue
            }
            cursor += 1
            while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
            var value = ""
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
                let quote = bytes[cursor]
                let close = bytes[(cursor + 1)...].firstIndex(of: quote) ?? bytes.count
                value = String(decoding: bytes[(cursor + 1)..<close], as: UTF8.self)
                cursor = min(close + 1, bytes.count)
            } else {
                let valueStart = cursor
                while cursor < bytes.count, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
                value = String(decoding: bytes[valueStart..<cursor], as: UTF8.self)
            }
            attributes.append((attribute, value))
        }
        if !isEnd {
            for (attribute, value) in attributes {
                if attribute.hasPrefix("on") { return "\(attribute)= on <\(name)>" }
                if urlAttributes.contains(attribute), let scheme = runningScheme(value, isImage: name == "img") {
                    return "\(attribute)=\"\(scheme)…\" on <\(name)>"
                }
            }
        }
        index = cursor + 1
        // Raw text: what follows `<style>` up to `</style` is not markup.
        if !isEnd, ["style", "title", "xmp"].contains(name) {
            let closing = Array("</\(name)".utf8)
            var end = index
            while end < bytes.count, !text(end, min(end + closing.count, bytes.count)).utf8.elementsEqual(closing) {
                end += 1
            }
            index = end
        }
    }
    return nil
}

private let dangerousElements: Set<String> = [
    "script", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "meta", "link", "form", "textarea",
    "noscript", "template", "math", "foreignobject", "use", "animate", "set", "handler", "listener", "portal",
]

private let urlAttributes: Set<String> = [
    "href", "src", "xlink:href", "action", "formaction", "poster", "cite", "data", "background", "lowsrc", "dynsrc",
]

/// The scheme of `value` as a browser reads an attribute's URL (character references decoded, tabs and line breaks
/// dropped, leading spaces and controls trimmed) when it is one that runs or shows a document: `javascript:`,
/// `vbscript:`, or `data:` but for an image.
private func runningScheme(_ value: String, isImage: Bool) -> String? {
    var decoded = ""
    var rest = Substring(value)
    while let ampersand = rest.firstIndex(of: "&") {
        decoded += rest[..<ampersand]
        rest = rest[rest.index(after: ampersand)...]
        if rest.first == "#" {
            var digits = rest.dropFirst()
            let hex = digits.first == "x" || digits.first == "X"
            if hex { digits = digits.dropFirst() }
            let number = digits.prefix { hex ? $0.isHexDigit && $0.isASCII : ("0"..."9").contains($0) }
            if !number.isEmpty {
                let significant = number.drop { $0 == "0" }
                let scalar =
                    significant.count > 8 ? nil : UInt32(significant.isEmpty ? "0" : significant, radix: hex ? 16 : 10)
                decoded.unicodeScalars.append(scalar.flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
                rest = digits.dropFirst(number.count)
                if rest.first == ";" { rest = rest.dropFirst() }
                continue
            }
        } else {
            let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            let named = ["colon": ":", "tab": "\t", "newline": "\n", "amp": "&", "sol": "/", "lpar": "(", "rpar": ")"]
            if let text = named[name.lowercased()] {
                decoded += text
                rest = rest.dropFirst(name.count)
                if rest.first == ";" { rest = rest.dropFirst() }
                continue
            }
        }
        decoded += "&"
    }
    decoded += rest
    let url = String(
        String.UnicodeScalarView(
            decoded.unicodeScalars.drop { $0.value <= 0x20 }.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })
    )
    .lowercased()
    for scheme in ["javascript:", "vbscript:", "data:"] where url.hasPrefix(scheme) {
        if scheme == "data:", isImage, url.hasPrefix("data:image/"), !url.hasPrefix("data:image/svg") { return nil }
        return scheme
    }
    return nil
}
