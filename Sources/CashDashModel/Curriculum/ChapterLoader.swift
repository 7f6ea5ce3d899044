import Foundation

/// Reads one chapter file: front matter (validated) and body.
public enum ChapterLoader {
    public static let frontMatterKeys = ["title", "order", "summary", "objectives", "draft", "no_links"]
    /// Hugo's names for Cash Dash's keys, read as those.
    public static let hugoKeys = ["weight": "order", "description": "summary"]
    /// Keys Hugo, Jekyll and mdBook pages carry that mean nothing here: a warning, not an error, so that a book
    /// copied in builds.
    public static let ignoredKeys: Set<String> = [
        "date", "lastmod", "publishdate", "expirydate", "tags", "categories", "aliases", "slug", "url", "author",
        "authors",
        "layout", "menu", "toc", "type", "keywords", "images", "linktitle", "params", "series", "permalink",
        "sidebar_position",
        "sidebar_label", "nav_order", "parent", "has_children", "cascade", "outputs", "resources", "headless",
        "markup", "translationkey", "bookflatsection", "bookcollapsesection", "bookhidden", "booktoc", "bookicon",
        "bookcomments", "booksearchexclude", "bookhref",
    ]

    /// Loads a chapter from its text; returns nil (with diagnostics) when it has no usable title.
    ///
    /// A chapter needs no title in its front matter: its title is then its first `#` heading, which is taken out of
    /// the body so the page does not show it twice, or else `fallbackTitle` (its title in `SUMMARY.md`, or the name
    /// of the folder it opens). With `includes`, its
    /// `{{#include}}` directives are expanded, relative to `file`.
    public static func load(
        text: String, path: String, fileName: String, file: URL? = nil, includes: BookIncludes? = nil,
        fallbackTitle: String? = nil, diagnostics: inout Diagnostics
    ) -> Chapter? {
        let split = FrontMatter.split(text.withPlainLineEnds, path: path, diagnostics: &diagnostics)
        let frontMatterFailed = diagnostics.hasErrors
        var body = split.body
        var lineMap: [Int] = []
        var includedFiles = Set<String>()
        var noLinks: [String] = [], noLinksLine = 0
        if let includes, let file {
            let expanded = includes.expand(
                body, of: file, firstLine: split.bodyFirstLine, path: path, diagnostics: &diagnostics)
            (body, lineMap, includedFiles) = (expanded.text, expanded.lineMap, expanded.files)
        }
        func chapter(
            title: String, titleLine: Int, order: Int?, summary: String? = nil, objectives: [String] = [],
            isDraft: Bool = false
        ) -> Chapter {
            var chapter = Chapter(
                path: path, fileName: fileName, title: title,
                order: order ?? Chapter.numberPrefix(of: fileName.pathFileName),
                summary: summary, objectives: objectives, isDraft: isDraft, body: body,
                bodyFirstLine: split.bodyFirstLine,
                titleLine: titleLine)
            chapter.lineMap = lineMap
            chapter.includedFiles = includedFiles
            (chapter.noLinks, chapter.noLinksLine) = (noLinks, noLinksLine)
            return chapter
        }
        /// The first `#` heading as the title, taken out of the body, and its file line.
        func titleFromHeading() -> (title: String, line: Int)? {
            guard let heading = FirstHeading(in: body) else { return nil }
            body = heading.removed(from: body)
            return (heading.title, lineMap.isEmpty ? split.bodyFirstLine + heading.line - 1 : lineMap[heading.line - 1])
        }
        guard let yaml = split.yaml else {
            if frontMatterFailed { return nil }
            if let heading = titleFromHeading() {
                return chapter(title: heading.title, titleLine: heading.line, order: nil)
            }
            if let fallbackTitle { return chapter(title: fallbackTitle, titleLine: 1, order: nil) }
            diagnostics.error(
                "this chapter has no title; start it with a heading `# Your title`, or with front matter: a line `---`, "
                    + "a line `title: Your title`, and `---`", in: path)
            return nil
        }
        let lineOffset = FrontMatter.yamlFirstLine - 1
        guard let fields = YAMLMapping.parse(yaml, path: path, lineOffset: lineOffset, diagnostics: &diagnostics) else {
            return nil
        }
        checkKeys(fields, diagnostics: &diagnostics)
        let title = fields.string("title", diagnostics: &diagnostics)?.trimmingCharacters(in: .whitespaces)
        // Hugo reads a weight of 0 as none (its default), so such a page comes after those with a weight.
        let weight = fields.int("weight", diagnostics: &diagnostics).flatMap { $0 == 0 ? nil : $0 }
        let order = fields.int("order", diagnostics: &diagnostics) ?? weight
        let summary =
            fields.string("summary", diagnostics: &diagnostics)
            ?? fields.string("description", diagnostics: &diagnostics)
        let objectives = fields.stringList("objectives", diagnostics: &diagnostics) ?? []
        let isDraft = fields.bool("draft", diagnostics: &diagnostics) ?? false
        noLinks = fields.stringList("no_links", diagnostics: &diagnostics) ?? []
        noLinksLine = fields.entry("no_links")?.line ?? 0
        guard let title, !title.isEmpty else {
            if let heading = titleFromHeading() {
                return chapter(
                    title: heading.title, titleLine: heading.line, order: order, summary: summary,
                    objectives: objectives,
                    isDraft: isDraft)
            }
            if let fallbackTitle {
                return chapter(
                    title: fallbackTitle, titleLine: 1, order: order, summary: summary, objectives: objectives,
                    isDraft: isDraft)
            }
            let where_ = fields.entry("title")
            diagnostics.error(
                "this chapter has no title; add a line `title: Your title` to its front matter", in: path,
                line: where_?.line ?? 1, column: where_?.column ?? 1)
            return nil
        }
        return chapter(
            title: title, titleLine: fields.entry("title")?.line ?? 1, order: order, summary: summary,
            objectives: objectives,
            isDraft: isDraft)
    }

    /// Reports unknown keys (suggesting the nearest), Hugo's names given beside Cash Dash's, and warns about keys
    /// of other tools that are ignored.
    private static func checkKeys(_ fields: YAMLMapping, diagnostics: inout Diagnostics) {
        let known = frontMatterKeys + hugoKeys.keys.sorted()
        for entry in fields.entries where !known.contains(entry.key) {
            let base = entry.key.split(separator: ".").first.map { String($0).lowercased() } ?? ""
            if ignoredKeys.contains(base)
                || ignoredKeys.contains(base.split(separator: "[").first.map(String.init) ?? "")
            {
                diagnostics.warning(
                    "`\(entry.key)` is a Hugo or Jekyll setting that Cash Dash does not use, so it is ignored",
                    in: fields.path,
                    line: entry.line, column: entry.column)
                continue
            }
            var message = "unknown key `\(entry.key)` in the front matter"
            if let guess = suggestion(for: entry.key, among: known) {
                message += "; did you mean `\(hugoKeys[guess] ?? guess)`?"
            } else {
                message += "; the keys it takes are \(frontMatterKeys.map { "`\($0)`" }.joined(separator: ", "))"
            }
            diagnostics.error(message, in: fields.path, line: entry.line, column: entry.column)
        }
        for (hugo, own) in hugoKeys.sorted(by: { $0.key < $1.key }) {
            guard let entry = fields.entry(hugo), fields.entry(own) != nil else { continue }
            diagnostics.error(
                "`\(hugo)` is Hugo's name for `\(own)`, which is set too; keep one of them", in: fields.path,
                line: entry.line,
                column: entry.column)
        }
    }
}

/// The first level-1 heading of a Markdown text, outside code blocks and HTML comments: `# Title` or `Title` over `===`.
struct FirstHeading {
    /// The heading's text without its markup.
    var title: String
    /// Its line in the text, from 1, and how many lines it takes.
    var line: Int
    var lineCount: Int

    init?(in text: String) {
        var fence: Substring?
        var inComment = false
        var previous: Substring?
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
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
                var heading = content.dropFirst(1).trimmingCharacters(in: .whitespaces)
                while heading.hasSuffix("#") {
                    heading = String(heading.dropLast()).trimmingCharacters(in: .whitespaces)
                }
                guard case let title = Self.plain(heading), !title.isEmpty else { return nil }
                (self.title, self.line, lineCount) = (title, number, 1)
                return
            }
            if indent < 4, let above = previous, !content.isEmpty, content.allSatisfy({ $0 == "=" }) {
                let title = Self.plain(above.trimmingCharacters(in: .whitespaces))
                guard !title.isEmpty else { return nil }
                (self.title, self.line, lineCount) = (title, number - 1, 2)
                return
            }
            previous = line.allSatisfy(\.isWhitespace) || indent >= 4 ? nil : line
        }
        return nil
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
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for index in (line - 1)..<(line - 1 + lineCount) { lines[index] = "" }
        return lines.joined(separator: "\n")
    }

    /// A heading's text without inline markup: `` `code` ``, `**strong**`, `[text](link)`, `\*` escapes and `&amp;`
    /// references. `SUMMARY.md`'s titles are read the same way.
    static func plain(_ heading: String) -> String {
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
                        (Self.setAside..<Self.setAside + 0x80).contains(scalar.value)
                            ? Unicode.Scalar(scalar.value - Self.setAside)! : scalar
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
