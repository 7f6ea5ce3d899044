import Foundation

/// The first level-1 heading of a Markdown text, outside code blocks and HTML comments: `# Title` or `Title` over `===`.
struct FirstHeading {
    /// The heading's text without its markup.
    var title: String
    /// Its line in the text, from 1, and how many lines it takes.
    var line: Int
    var lineCount: Int

    init?(in text: String) {
        guard Self.mayHoldHeading(text) else { return nil }
        self.init(scanning: text)
    }

    /// The first level-1 heading, found by reading every line (``init(in:)`` first skips a text that has none).
    init?(scanning text: String) {
        var fence: Substring?
        var inComment = false
        var previous: Substring?
        var number = 0
        for line in Lines(text) {
            number += 1
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            if inComment {
                inComment = !line.contains("-->")
                previous = nil
                continue
            }
            if indent < 4, content.hasPrefix("<!--") {
                // An HTML comment block ends on the line that holds `-->`: a `# ` line inside it is no heading.
                inComment = !content.dropFirst(4).contains("-->")
                previous = nil
                continue
            }
            if let open = fence {
                if indent < 4, content.hasPrefix(open),
                    content.drop(while: { $0 == open.first }).allSatisfy(\.isWhitespace)
                {
                    fence = nil
                }
                previous = nil
                continue
            }
            if indent < 4, content.hasPrefix("```") || content.hasPrefix("~~~") {
                fence = content.prefix { $0 == content.first }
                previous = nil
                continue
            }
            if indent < 4, content.hasPrefix("# ") || content == "#" {
                var heading = content.dropFirst(1).trimmingUnicodeSpaces
                while heading.hasSuffix("#") {
                    heading = heading.dropLast().trimmingUnicodeSpaces
                }
                guard case let title = Self.plain(heading), !title.isEmpty else { return nil }
                (self.title, self.line, lineCount) = (title, number, 1)
                return
            }
            if indent < 4, let above = previous, !content.isEmpty, content.allSatisfy({ $0 == "=" }) {
                let title = Self.plain(above.trimmingUnicodeSpaces)
                guard !title.isEmpty else { return nil }
                (self.title, self.line, lineCount) = (title, number - 1, 2)
                return
            }
            previous = line.allSatisfy(\.isWhitespace) || indent >= 4 ? nil : line
        }
        return nil
    }

    /// Whether a line of `text` starts, after at most three spaces, with `# `, a lone `#` or `=`, as a heading's line
    /// must (or `text` has a `\r`, which the lines above do not split at): read as bytes, so that a chapter without
    /// one, as most are, is not taken apart into lines of characters (a third of a rebuild's CPU when nothing
    /// changed, at 2,000 chapters).
    static func mayHoldHeading(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            guard memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) == nil else { return true }
            let (space, hash, equals, newline) = (UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "="), UInt8(10))
            var index = 0
            while index < bytes.count {
                let start = index
                while index < bytes.count, bytes[index] == space { index += 1 }
                if index - start < 4, index < bytes.count {
                    let next = index + 1 < bytes.count ? bytes[index + 1] : newline
                    if bytes[index] == equals || (bytes[index] == hash && (next == space || next == newline)) {
                        return true
                    }
                }
                guard let end = memchr(base + index, Int32(newline), bytes.count - index) else { return false }
                index = UnsafePointer<UInt8>(end.assumingMemoryBound(to: UInt8.self)) - base + 1
            }
            return false
        }
    }

    /// The ASCII punctuation CommonMark lets a `\` escape, and where ``plain(_:)`` sets escaped characters aside.
    private static let escapable = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
    private static let setAside: UInt32 = 0xE000

    /// `text` with HTML's character references read, as Markdown reads them: `&amp;` is `&`, `&#8217;` and
    /// `&#x2019;` are `’`, and the named ones authors write most (`&nbsp;`, `&mdash;`, `&euro;` …). Others stay.
    static func decodingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [String: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "mdash": "—", "ndash": "–",
            "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”", "euro": "€", "pound": "£",
            "yen": "¥", "cent": "¢", "copy": "©", "reg": "®", "trade": "™", "times": "×", "divide": "÷",
            "deg": "°", "middot": "·", "laquo": "«", "raquo": "»",
        ]
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let after = rest[rest.index(after: ampersand)...]
            guard let semicolon = after.prefix(32).firstIndex(of: ";") else {
                result += "&"
                rest = after
                continue
            }
            let name = after[..<semicolon]
            var value: String?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                value = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
            } else if name.hasPrefix("#") {
                value = UInt32(name.dropFirst(1)).flatMap(Unicode.Scalar.init).map { String($0) }
            } else {
                value = named[String(name)]
            }
            if let value, value != "\u{0}" {
                result += value
                rest = after[after.index(after: semicolon)...]
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }

    /// `text` with the heading's lines left empty, so that every other line keeps its number.
    func removed(from text: String) -> String {
        var lines = Array(Lines(text))
        for index in (line - 1)..<(line - 1 + lineCount) { lines[index] = "" }
        return lines.joined(separator: "\n")
    }

    /// A heading's text without inline markup: `` `code` ``, `**strong**`, `[text](link)`, `\*` escapes and `&amp;`
    /// references. `SUMMARY.md`'s titles are read the same way.
    static func plain(_ heading: String) -> String {
        // Most headings hold no markup: they are only trimmed, as `unmarked` trims, without the regular expressions
        // below, whose first use sets up ICU's (1 % of a rebuild after one edit of Node.js's docs, by perf).
        if !heading.unicodeScalars.contains(where: { Self.marks.contains($0) || Self.isSetAside($0) }) {
            return heading.trimmingUnicodeSpaces
        }
        return unmarked(heading)
    }

    /// The characters that start the markup ``plain(_:)`` takes away.
    static let marks: Set<Unicode.Scalar> = ["\\", "`", "[", "*", "_", "&", "{"]

    private static func isSetAside(_ scalar: Unicode.Scalar) -> Bool {
        (setAside..<setAside + 0x80).contains(scalar.value)
    }

    /// ``plain(_:)`` for any heading, read with the markup it may hold.
    static func unmarked(_ heading: String) -> String {
        // A character escaped with `\` (`\*really\*`, `` \` ``) outside a code span is set aside first, as a
        // private-use character, so that no mark below takes it, and comes back as itself; inside a code span a `\`
        // is only itself (`` `C:\` ``).
        var escaped = ""
        var inCode = false
        var scalars = heading.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "`" { inCode.toggle() }
            guard !inCode, scalar == "\\", let next = scalars.next() else {
                escaped.unicodeScalars.append(scalar)
                continue
            }
            if Self.escapable.unicodeScalars.contains(next) {
                escaped.unicodeScalars.append(Unicode.Scalar(Self.setAside + next.value)!)
            } else {
                escaped.unicodeScalars.append(scalar)
                escaped.unicodeScalars.append(next)
            }
        }
        func restored(_ text: some StringProtocol) -> String {
            String(
                String.UnicodeScalarView(
                    text.unicodeScalars.map { scalar in
                        Self.isSetAside(scalar) ? Unicode.Scalar(scalar.value - Self.setAside)! : scalar
                    }))
        }
        let linked = escaped.replacingOccurrences(
            of: #"!?\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        // Code spans (between backticks) are kept as written (`__init__`); outside them, emphasis marks go: `**`,
        // `__`, and a `*` or `_` around words (`*real*`, but not the `_` of snake_case or the `*` of `5 * 3`).
        var text = ""
        for (index, piece) in linked.split(separator: "`", omittingEmptySubsequences: false).enumerated() {
            guard index.isMultiple(of: 2) else {
                text += piece
                continue
            }
            let unmarked = piece.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "__", with: "")
                .replacingOccurrences(
                    of: #"(?<![\w*])[*_](?=[^*_\s])([^*_]*?[^*_\s])[*_](?![\w*])"#, with: "$1",
                    options: .regularExpression)
            text += restored(decodingEntities(unmarked))
        }
        // `{#id .class}` after the text gives the heading's id, as in mdBook and Hugo: it is no part of the title.
        text = text.replacingOccurrences(of: #"\s+\{[#.][^{}]*\}$"#, with: "", options: .regularExpression)
        return text.trimmingCharacters(in: .whitespaces)
    }
}

extension FirstHeading {
    /// The lines of a text as `split(separator: "\n", omittingEmptySubsequences: false)` gives them (a `\r\n` is one
    /// character there, not split), found a line at a time on the text's bytes: splitting a chapter into lines of
    /// characters to find its first heading, near its top, was 1 % of a full build of Node.js's docs (perf).
    struct Lines: Sequence, IteratorProtocol {
        private let text: String
        private var start: String.Index?

        init(_ text: String) {
            self.text = text
            start = text.startIndex
        }

        mutating func next() -> Substring? {
            guard let from = start else { return nil }
            let utf8 = text.utf8
            var searched = from
            while let newline = utf8[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                searched = utf8.index(after: newline)
                if newline > from, utf8[utf8.index(before: newline)] == UInt8(ascii: "\r") { continue }
                start = searched
                return text[from..<newline]
            }
            start = nil
            return text[from...]
        }
    }
}
