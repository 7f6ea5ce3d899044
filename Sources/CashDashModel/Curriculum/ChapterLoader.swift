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
        var body = ChapterBody(path: path, fileName: fileName, text: split.body, firstLine: split.bodyFirstLine)
        if let includes, let file {
            let expanded = includes.expand(
                body.text, of: file, firstLine: split.bodyFirstLine, path: path, diagnostics: &diagnostics)
            (body.text, body.lineMap, body.includedFiles) = (expanded.text, expanded.lineMap, expanded.files)
        }
        guard let yaml = split.yaml else {
            if frontMatterFailed { return nil }
            if let chapter = body.chapterTitledByHeading(or: fallbackTitle, ChapterFields()) { return chapter }
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
        let title = fields.string("title", diagnostics: &diagnostics)?.trimmingUnicodeSpaces
        let read = ChapterFields(fields, diagnostics: &diagnostics)
        guard let title, !title.isEmpty else {
            if let chapter = body.chapterTitledByHeading(or: fallbackTitle, read) { return chapter }
            let where_ = fields.entry("title")
            diagnostics.error(
                "this chapter has no title; add a line `title: Your title` to its front matter", in: path,
                line: where_?.line ?? 1, column: where_?.column ?? 1)
            return nil
        }
        body.warnIfFirstHeadingRepeats(title, diagnostics: &diagnostics)
        return body.chapter(title: title, titleLine: fields.entry("title")?.line ?? 1, read)
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

/// What a chapter's front matter says besides its title.
private struct ChapterFields {
    var order: Int?
    var summary: String?
    var objectives: [String] = []
    var isDraft = false
    var noLinks: [String] = []
    var noLinksLine = 0

    init() {}

    init(_ fields: YAMLMapping, diagnostics: inout Diagnostics) {
        // Hugo reads a weight of 0 as none (its default), so such a page comes after those with a weight.
        let weight = fields.int("weight", diagnostics: &diagnostics).flatMap { $0 == 0 ? nil : $0 }
        order = fields.int("order", diagnostics: &diagnostics) ?? weight
        summary =
            fields.string("summary", diagnostics: &diagnostics)
            ?? fields.string("description", diagnostics: &diagnostics)
        objectives = fields.stringList("objectives", diagnostics: &diagnostics) ?? []
        isDraft = fields.bool("draft", diagnostics: &diagnostics) ?? false
        noLinks = fields.stringList("no_links", diagnostics: &diagnostics) ?? []
        noLinksLine = fields.entry("no_links")?.line ?? 0
    }
}

/// A chapter file's body, its `{{#include}}`s expanded: what the chapter made from it keeps.
private struct ChapterBody {
    var path: String
    var fileName: String
    var text: String
    var firstLine: Int
    var lineMap: [Int] = []
    var includedFiles = Set<String>()

    init(path: String, fileName: String, text: String, firstLine: Int) {
        (self.path, self.fileName, self.text, self.firstLine) = (path, fileName, text, firstLine)
    }

    /// The chapter titled by its first `#` heading (taken out of the body), or else by `fallbackTitle`; nil with
    /// neither.
    mutating func chapterTitledByHeading(or fallbackTitle: String?, _ fields: ChapterFields) -> Chapter? {
        if let heading = FirstHeading(in: text) {
            text = heading.removed(from: text)
            let line = lineMap.isEmpty ? firstLine + heading.line - 1 : lineMap[heading.line - 1]
            return chapter(title: heading.title, titleLine: line, fields)
        }
        return fallbackTitle.map { chapter(title: $0, titleLine: 1, fields) }
    }

    /// Warns when the body's first `#` heading says the front matter's `title` again: the page shows the title above
    /// the body, so a reader saw it twice (the manual's "Your readers' language" did, with no warning).
    func warnIfFirstHeadingRepeats(_ title: String, diagnostics: inout Diagnostics) {
        guard let heading = FirstHeading(in: text) else { return }
        let words = { (text: String) in text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        guard words(heading.title) == words(title) else { return }
        diagnostics.warning(
            "the first heading `# \(heading.title)` repeats the chapter's title, so its page shows it twice; remove the "
                + "heading, or the front matter's `title:` line", in: path,
            line: lineMap.isEmpty ? firstLine + heading.line - 1 : lineMap[heading.line - 1])
    }

    func chapter(title: String, titleLine: Int, _ fields: ChapterFields) -> Chapter {
        var chapter = Chapter(
            path: path, fileName: fileName, title: title,
            order: fields.order ?? Chapter.numberPrefix(of: fileName.pathFileName),
            summary: fields.summary, objectives: fields.objectives, isDraft: fields.isDraft, body: text,
            bodyFirstLine: firstLine, titleLine: titleLine)
        chapter.lineMap = lineMap
        chapter.includedFiles = includedFiles
        (chapter.noLinks, chapter.noLinksLine) = (fields.noLinks, fields.noLinksLine)
        return chapter
    }
}
