import Foundation

/// An mdBook `SUMMARY.md`: the chapters in reading order, with their parts and nesting.
///
/// As mdBook reads it: an optional first `# Title`; links before the first list are prefix chapters; list items
/// (`-`, `*` or `1.`) are numbered chapters, nested by indentation; a later `# Heading` starts a part; `---` is a
/// separator; `[Title]()` is a draft chapter with no file, which is skipped but keeps its number. List items are
/// numbered 1., 1.1., 2. on through every part; prefix and suffix chapters are not.
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
        var indents: [Int] = []
        // The number of the last numbered chapter at each depth.
        var counters: [Int] = []
        for (index, line) in text.withPlainLineEnds.split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            let number = index + 1
            let indent = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
            var content = line.drop { $0 == " " || $0 == "\t" }
            if content.hasPrefix("#") {
                let heading = content.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                if !sawTitle && entries.isEmpty { sawTitle = true } else { part = heading }
                indents = []
                continue
            }
            var isListItem = false
            if let marker = content.first, "-*+".contains(marker), content.dropFirst().first == " " {
                content = content.dropFirst(2)
                isListItem = true
            } else if let dot = content.firstIndex(of: "."), dot > content.startIndex,
                content[..<dot].allSatisfy(\.isNumber),
                content[content.index(after: dot)...].first == " "
            {
                content = content[content.index(dot, offsetBy: 2)...]
                isListItem = true
            }
            content = content.drop { $0 == " " }
            guard content.hasPrefix("[") else { continue }
            let column = line.distance(from: line.startIndex, to: content.startIndex) + 1
            guard let (title, destination) = Self.link(content) else {
                diagnostics.error(
                    "this line of SUMMARY.md is not a link to a chapter; write it like `- [Saving](saving.md)`",
                    in: path,
                    line: number, column: column)
                continue
            }
            var depth = 0
            var sectionNumber: [Int]?
            if isListItem {
                while let last = indents.last, last > indent { indents.removeLast() }
                if indents.last != indent { indents.append(indent) }
                depth = indents.count - 1
                counters = Array(counters.prefix(depth + 1))
                if counters.count == depth + 1 { counters[depth] += 1 } else { counters.append(1) }
                sectionNumber = counters
            } else {
                indents = []
            }
            var file = String(destination.prefix { $0 != "#" && $0 != "?" })
            file = file.removingPercentEncoding ?? file
            while file.hasPrefix("./") { file.removeFirst(2) }
            guard !file.isEmpty else { continue }  // a draft chapter: listed, with no file yet
            // Links outside the lists are prefix and suffix chapters, which belong to no part.
            entries.append(
                Entry(
                    title: title, file: file, depth: depth, number: sectionNumber, part: isListItem ? part : nil,
                    line: number, column: column)
            )
        }
    }

    /// The text and destination of a Markdown link `[text](destination)` at the start of `content`.
    private static func link(_ content: Substring) -> (String, String)? {
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
        guard rest.hasPrefix("("), let close = rest.lastIndex(of: ")") else { return nil }
        var destination = rest[rest.index(after: rest.startIndex)..<close].trimmingCharacters(in: .whitespaces)
        if destination.hasPrefix("<") && destination.hasSuffix(">") {
            destination = String(destination.dropFirst().dropLast())
        }
        return (title.trimmingCharacters(in: .whitespaces), destination)
    }
}
