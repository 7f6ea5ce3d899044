import CashDashBasics

/// Keeps the raw HTML an author writes to tags and attributes on an allow-list, so that nothing in it can run.
///
/// - Tags not on the list (`script`, `iframe`, `form`, `object`, `svg`, `math`, …) are shown as text, escaped.
/// - Attributes not on the list are dropped, among them every event handler (`onerror`, `onload`, …) and `srcset`.
/// - A URL attribute (`href`, `src`, `cite`, `poster`) is kept only for `http:`, `https:`, `mailto:`, `tel:`, a
///   relative address or a `#fragment`, and `data:image/…` in an `img`'s `src`; entities and hidden white space are
///   decoded before the check, as a browser would (`&#106;avascript:` is `javascript:`).
/// - `style` is kept unless it loads or runs anything (`url(`, `expression`, `@import`, `javascript:`, escapes).
/// - Comments, `<!DOCTYPE …>`, `<?…>` and CDATA are removed.
public enum HTMLSanitizer {
    /// The tags kept, each with the attributes it may carry beside ``globalAttributes``.
    public static let allowedTags: [String: Set<String>] = {
        var tags: [String: Set<String>] = [:]
        for plain in [
            "abbr", "article", "aside", "b", "bdi", "bdo", "br", "caption", "code", "dd", "dfn", "div", "dl", "dt",
            "em",
            "figcaption", "figure", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "i", "kbd", "mark",
            "p",
            "picture", "pre", "rp", "rt", "ruby", "s", "samp", "section", "small", "span", "strike", "strong", "sub",
            "summary", "sup", "table", "tbody", "tfoot", "thead", "tr", "tt", "u", "ul", "var", "wbr",
        ] { tags[plain] = [] }
        tags["a"] = ["href", "name", "target", "rel", "hreflang"]
        tags["img"] = ["src", "alt", "width", "height", "loading"]
        tags["blockquote"] = ["cite"]
        tags["q"] = ["cite"]
        tags["del"] = ["cite", "datetime"]
        tags["ins"] = ["cite", "datetime"]
        tags["ol"] = ["start", "type", "reversed"]
        tags["li"] = ["value"]
        tags["td"] = ["colspan", "rowspan", "headers"]
        tags["th"] = ["colspan", "rowspan", "headers", "scope", "abbr"]
        tags["col"] = ["span"]
        tags["colgroup"] = ["span"]
        tags["time"] = ["datetime"]
        tags["details"] = ["open"]
        tags["source"] = ["src", "type", "media"]
        tags["video"] = ["src", "controls", "poster", "width", "height", "muted", "loop", "preload", "playsinline"]
        tags["audio"] = ["src", "controls", "muted", "loop", "preload"]
        tags["track"] = ["src", "kind", "srclang", "label", "default"]
        return tags
    }()

    /// Attributes any kept tag may carry; `aria-*` attributes are kept too.
    public static let globalAttributes: Set<String> = [
        "id", "class", "title", "lang", "dir", "role", "hidden", "style",
    ]

    private static let urlAttributes: Set<String> = ["href", "src", "cite", "poster"]

    /// `html` with every tag and attribute outside the allow-list removed or escaped.
    ///
    /// - Parameter rewriteURL: offered each kept `href` and `src` value (decoded), whether it is an image's, and the
    ///   byte offset of its tag in `html`; what it returns replaces the value, and nil keeps it.
    public static func sanitize(
        _ html: String, rewriteURL: (_ url: String, _ isImage: Bool, _ tagOffset: Int) -> String? = { _, _, _ in nil }
    ) -> String {
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "<") else {
                output.append(byte)
                index += 1
                continue
            }
            if let end = skipMarkup(bytes, from: index) {
                index = end  // a comment, a declaration or a processing instruction: dropped
            } else if let tag = Tag.parse(bytes, from: index) {
                let start = index
                output.append(contentsOf: tag.cleaned(original: bytes[index..<tag.end]) { rewriteURL($0, $1, start) })
                index = tag.end
            } else {
                output.append(contentsOf: Array("&lt;".utf8))
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether a link or image destination may stay: the check made on `href` and `src` above.
    ///
    /// It reads the address's bytes as a browser reads its scheme: spaces and control characters left out, the
    /// scheme ending at the first `:`, even one a combining mark follows (`javascript:\u{301}…` has a scheme).
    public static func isSafeURL(_ url: String, isImage: Bool) -> Bool {
        let colon = UInt8(ascii: ":")
        guard url.utf8.contains(colon) else { return true }  // relative: no scheme to run
        let cleaned = url.utf8.filter { $0 > 0x20 && $0 != 0x7F }
        guard let end = cleaned.firstIndex(of: colon) else { return true }
        let scheme = cleaned[..<end]
        if scheme.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            return true  // a colon in a path
        }
        func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
        guard let first = scheme.first, isLetter(first),
            scheme.allSatisfy({
                isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || "+-.".utf8.contains($0)
            })
        else { return false }
        switch String(decoding: scheme.map { $0 | 0x20 }, as: UTF8.self) {
        case "http", "https", "mailto", "tel": return true
        case "data":
            guard isImage else { return false }
            let type = String(decoding: cleaned[(end + 1)...], as: UTF8.self).lowercased()
            return ["image/png", "image/gif", "image/jpeg", "image/webp", "image/avif"].contains {
                type.hasPrefix($0 + ";") || type.hasPrefix($0 + ",")
            }
        default: return false
        }
    }

    /// The end of a comment, `<!…>` or `<?…>` starting at `start`; nil when there is none there.
    private static func skipMarkup(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "!") || bytes[start + 1] == UInt8(ascii: "?")
        else {
            return nil
        }
        let isComment = bytes[start...].starts(with: Array("<!--".utf8))
        let closing = isComment ? Array("-->".utf8) : [UInt8(ascii: ">")]
        var index = start + 2
        while index + closing.count <= bytes.count {
            if bytes[index..<index + closing.count].elementsEqual(closing) { return index + closing.count }
            index += 1
        }
        return bytes.count
    }

    /// One start or end tag as written.
    private struct Tag {
        var name: String
        var isEnd: Bool
        var attributes: [(name: String, value: String?)]
        var selfClosing: Bool
        var end: Int

        static func parse(_ bytes: [UInt8], from start: Int) -> Tag? {
            var index = start + 1
            let isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
            if isEnd { index += 1 }
            guard index < bytes.count, isLetter(bytes[index]) else { return nil }
            let nameStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
                bytes[index] != UInt8(ascii: "/")
            {
                index += 1
            }
            var tag = Tag(
                name: String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased(), isEnd: isEnd,
                attributes: [],
                selfClosing: false, end: 0)
            while index < bytes.count {
                let byte = bytes[index]
                if isSpace(byte) || byte == UInt8(ascii: "/") {
                    tag.selfClosing = byte == UInt8(ascii: "/")
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: ">") {
                    tag.end = index + 1
                    return tag
                }
                tag.selfClosing = false
                let attributeStart = index
                index += 1
                while index < bytes.count, !isSpace(bytes[index]), !"/>=".utf8.contains(bytes[index]) { index += 1 }
                let name = String(decoding: bytes[attributeStart..<index], as: UTF8.self).lowercased()
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    tag.attributes.append((name, nil))
                    continue
                }
                index += 1
                while index < bytes.count, isSpace(bytes[index]) { index += 1 }
                guard index < bytes.count else { return nil }
                let valueStart: Int, valueEnd: Int
                if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let quote = bytes[index]
                    valueStart = index + 1
                    guard let close = bytes[valueStart...].firstIndex(of: quote) else { return nil }
                    valueEnd = close
                    index = close + 1
                } else {
                    valueStart = index
                    while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                    valueEnd = index
                }
                tag.attributes.append(
                    (name, decodeEntities(String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self))))
            }
            return nil  // never closed: the `<` is text
        }

        /// The tag rebuilt with what the allow-list keeps, or escaped as text when the tag is not on it.
        func cleaned(original: ArraySlice<UInt8>, rewriteURL: (String, Bool) -> String?) -> [UInt8] {
            guard let allowed = HTMLSanitizer.allowedTags[name] else {
                return Array(escapeXML(String(decoding: original, as: UTF8.self), apostrophes: false).utf8)
            }
            if isEnd { return Array("</\(name)>".utf8) }
            var html = "<" + name
            var seen = Set<String>()
            for (attribute, value) in attributes where seen.insert(attribute).inserted {
                guard
                    allowed.contains(attribute) || HTMLSanitizer.globalAttributes.contains(attribute)
                        || (attribute.hasPrefix("aria-") && attribute.count > 5)
                else { continue }
                if HTMLSanitizer.urlAttributes.contains(attribute),
                    !HTMLSanitizer.isSafeURL(value ?? "", isImage: name == "img" && attribute == "src")
                {
                    continue
                }
                if attribute == "style", let value, !isHarmlessStyle(value) { continue }
                var value = value
                if attribute == "href" || attribute == "src", let url = value,
                    let rewritten = rewriteURL(url, name == "img" && attribute == "src")
                {
                    value = rewritten
                }
                html += " " + attribute
                if let value { html += "=\"" + escapeXML(value, apostrophes: false) + "\"" }
            }
            return Array((html + (selfClosing ? " />" : ">")).utf8)
        }

        private func isHarmlessStyle(_ style: String) -> Bool {
            let lowered = style.lowercased()
            return !["url(", "expression", "@import", "javascript:", "\\", "behavior", "-moz-binding", "image-set"]
                .contains { lowered.contains($0) }
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// `text` with numeric character references and the named ones that can hide a scheme decoded. Read by code
    /// points, as a browser reads them: as characters, a combining mark would join the `&` or `;` before it.
    static func decodeEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let named: [String: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "tab": "\t", "newline": "\n",
            "nbsp": "\u{A0}", "sol": "/", "num": "#", "quest": "?", "period": ".", "lpar": "(", "rpar": ")",
        ]
        var result = String.UnicodeScalarView()
        var rest = Substring(text).unicodeScalars
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[rest.index(after: ampersand)...]
            if rest.first == "#" {
                var digits = rest.dropFirst()
                let hex = digits.first == "x" || digits.first == "X"
                if hex { digits = digits.dropFirst() }
                let number = digits.prefix { hex ? $0.properties.isASCIIHexDigit : ("0"..."9").contains($0) }.prefix(8)
                if !number.isEmpty, let value = UInt32(String(number), radix: hex ? 16 : 10) {
                    result.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    rest = digits.dropFirst(number.count)
                    if rest.first == ";" { rest = rest.dropFirst() }
                    continue
                }
            } else {
                let name = String(rest.prefix { $0.properties.isAlphabetic })
                if let value = named[name.lowercased()] {
                    result += value.unicodeScalars
                    rest = rest.dropFirst(name.unicodeScalars.count)
                    if rest.first == ";" { rest = rest.dropFirst() }
                    continue
                }
            }
            result.append("&")
        }
        return String(result + rest)
    }
}
