import Foundation

/// An mdBook `SUMMARY.md`: the chapters in reading order, with their parts and nesting.
///
/// As mdBook reads it: an optional first `# Title`; links before the first list are prefix chapters; list items
/// (`-`, `*` or `1.`) are numbered chapters, nested by indentation; a later `# Heading` starts a part (`## ` does
/// not); `---` is a separator; `[Title]()` is a draft chapter with no file, which is skipped but keeps its number.
/// List items are numbered 1., 1.1., 2. on through every part; prefix and suffix chapters are not. What is inside
/// `<!-- -->` is left out, as a chapter taken out of the book is.
public struct BookSummary: Sendable {
    public struct Entry: Sendable, Equatable {
        public var title: String
        /// The chapter's path inside the curriculum folder.
        public var file: String
        public var depth: Int
        /// Its number as mdBook gives it (`[1, 2]` is 1.2.): numbered chapters count on across parts, draft ones
        /// included; nil for prefix and suffix chapters, which are unnumbered.
        public var number: [Int]?
        /// The part it belongs to (a `# Heading` above it), if any.
        public var part: String?
        public var line: Int
        public var column: Int
    }

    public var entries: [Entry] = []

    /// Reads `text`; a line that looks like a link to a chapter but cannot be read is reported.
    public init(_ text: String, path: String, diagnostics: inout Diagnostics) {
        var part: String?
        var sawTitle = false
        // Where the text of each list item open around the line starts (its marker's indent and width): a deeper
        // item is nested in one only from there on, as CommonMark nests lists (`1. ` takes three columns).
        var openItems: [Int] = []
        // The number of the last numbered chapter at each depth.
        var counters: [Int] = []
        var inComment = false
        for (index, written) in text.withPlainLineEnds.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let number = index + 1
            let line = Self.withoutComments(written, inComment: &inComment)
            let indent = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            var content = trimmed
            if content.hasPrefix("#") {
                let heading = FirstHeading.plain(content.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces))
                // Only a `# ` heading is the book's title or a part's, as mdBook reads it; a `## ` one is passed over.
                if content.dropFirst().first != "#" {
                    if !sawTitle && entries.isEmpty { sawTitle = true } else { part = heading }
                }
                openItems = []
                continue
            }
            let isListItem = Self.dropListMarker(&content)
            content = content.drop { $0 == " " }
            let contentOffset = indent + trimmed.distance(from: trimmed.startIndex, to: content.startIndex)
            guard content.hasPrefix("[") else { continue }
            let column = line.distance(from: line.startIndex, to: content.startIndex) + 1
            guard let (title, destination, after) = Self.link(content) else {
                diagnostics.error(
                    "this line of SUMMARY.md is not a link to a chapter; write it like `- [Saving](saving.md)`",
                    in: path,
                    line: number, column: column)
                continue
            }
            var depth = 0
            var sectionNumber: [Int]?
            if isListItem {
                (depth, sectionNumber) = Self.nest(
                    indent: indent, contentOffset: contentOffset, openItems: &openItems, counters: &counters)
            } else {
                openItems = []
            }
            appendEntries(
                (title, destination, after), on: line, column: column, number: number, depth: depth,
                sectionNumber: sectionNumber, part: isListItem ? part : nil, isListItem: isListItem)
        }
    }

    /// The chapter `link` names, and on a line outside the lists the links beside it, as entries.
    private mutating func appendEntries(
        _ link: (title: String, destination: String, after: Substring), on line: Substring, column: Int, number: Int,
        depth: Int, sectionNumber: [Int]?, part: String?, isListItem: Bool
    ) {
        var (title, destination, after) = link
        var column = column
        while true {
            let file = Self.file(of: destination)
            // A draft chapter (no file yet) is listed, with no page.
            if !file.isEmpty {
                // Links outside the lists are prefix and suffix chapters, which belong to no part.
                entries.append(
                    Entry(
                        title: title, file: file, depth: depth, number: sectionNumber, part: part, line: number,
                        column: column))
            }
            // Prefix and suffix chapters may stand side by side on a line, as one paragraph of links.
            let next = after.drop { $0 == " " || $0 == "\t" }
            guard !isListItem, next.hasPrefix("["), let link = Self.link(next) else { break }
            column = line.distance(from: line.startIndex, to: next.startIndex) + 1
            (title, destination, after) = link
        }
    }

    /// Takes a list item's marker (`- `, `* `, `+ `, `1. `) off the start of `content`; whether there was one.
    private static func dropListMarker(_ content: inout Substring) -> Bool {
        if let marker = content.first, "-*+".contains(marker), content.dropFirst().first == " " {
            content = content.dropFirst(2)
            return true
        }
        if let dot = content.firstIndex(of: "."), dot > content.startIndex,
            content[..<dot].allSatisfy(\.isNumber),
            content[content.index(after: dot)...].first == " "
        {
            content = content[content.index(dot, offsetBy: 2)...]
            return true
        }
        return false
    }

    /// A list item's depth among the items open around it, and its section number (`[2, 1]` for 2.1); the item is
    /// open from here on.
    private static func nest(
        indent: Int, contentOffset: Int, openItems: inout [Int], counters: inout [Int]
    ) -> (depth: Int, number: [Int]) {
        while let last = openItems.last, indent < last { openItems.removeLast() }
        let depth = openItems.count
        openItems.append(contentOffset)
        counters = Array(counters.prefix(depth + 1))
        if counters.count == depth + 1 { counters[depth] += 1 } else { counters.append(1) }
        return (depth, counters)
    }

    /// The chapter file a link's destination names, without its fragment, query and leading `./`.
    private static func file(of destination: String) -> String {
        var file = String(destination.prefix { $0 != "#" && $0 != "?" })
        file = file.percentDecoded
        while file.hasPrefix("./") { file.removeFirst(2) }
        return file
    }

    /// `line` without what an HTML comment (`<!-- … -->`) holds, which may go on over lines: `inComment` says whether
    /// one is open at its start, and at its end.
    private static func withoutComments(_ line: Substring, inComment: inout Bool) -> Substring {
        guard inComment || line.contains("<!--") else { return line }
        var kept = ""
        var rest = line
        while !rest.isEmpty {
            if inComment {
                guard let end = rest.range(of: "-->") else { return Substring(kept) }
                rest = rest[end.upperBound...]
                inComment = false
            } else if let start = rest.range(of: "<!--") {
                kept += rest[..<start.lowerBound]
                rest = rest[start.upperBound...]
                inComment = true
            } else {
                kept += rest
                break
            }
        }
        return Substring(kept)
    }

    /// The text and destination of a Markdown link `[text](destination)` at the start of `content`, and what follows
    /// it.
    private static func link(_ content: Substring) -> (title: String, destination: String, after: Substring)? {
        var depth = 0
        var index = content.startIndex
        var escaped = false
        while index < content.endIndex {
            let character = content[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "[" {
                depth += 1
            } else if character == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            index = content.index(after: index)
        }
        guard index < content.endIndex else { return nil }
        let title = content[content.index(after: content.startIndex)..<index].replacingOccurrences(of: "\\", with: "")
        let rest = content[content.index(after: index)...]
        guard rest.hasPrefix("("), let close = Self.closingParenthesis(rest) else { return nil }
        var destination = rest[rest.index(after: rest.startIndex)..<close].trimmingCharacters(in: .whitespaces)
        if destination.hasPrefix("<") && destination.hasSuffix(">") {
            destination = String(destination.dropFirst().dropLast())
        }
        // A title is shown as text, without its Markdown (`` `match` `` is `match`), as mdBook shows it.
        return (FirstHeading.plain(title), destination, rest[rest.index(after: close)...])
    }

    /// Where the `)` that closes the `(` starting `rest` is: the first not inside `<…>`, nor matched by a `(` before
    /// it (`(a(1).md)`), nor escaped.
    private static func closingParenthesis(_ rest: Substring) -> Substring.Index? {
        var depth = 0
        var escaped = false
        var inAngles = false
        for index in rest.indices {
            let character = rest[index]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if inAngles {
                if character == ">" { inAngles = false }
            } else if character == "<" && index == rest.index(after: rest.startIndex) {
                inAngles = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
