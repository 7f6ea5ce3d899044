import Foundation

/// Reads one chapter file: front matter (validated) and body.
public enum ChapterLoader {
    public static let frontMatterKeys = ["title", "order", "summary", "objectives", "draft"]

    /// Loads a chapter from its text; returns nil (with diagnostics) when it has no usable title.
    public static func load(text: String, path: String, fileName: String, diagnostics: inout Diagnostics) -> Chapter? {
        let split = FrontMatter.split(text, path: path, diagnostics: &diagnostics)
        guard let yaml = split.yaml else {
            if !diagnostics.hasErrors {
                diagnostics.error(
                    "this chapter has no front matter; start the file with `---`, a line `title: Your title`, and `---`",
                    in: path)
            }
            return nil
        }
        let lineOffset = FrontMatter.yamlFirstLine - 1
        guard let fields = YAMLMapping.parse(yaml, path: path, lineOffset: lineOffset, diagnostics: &diagnostics) else {
            return nil
        }
        fields.rejectUnknownKeys(frontMatterKeys, in: "the front matter", diagnostics: &diagnostics)
        let title = fields.string("title", diagnostics: &diagnostics)?.trimmingCharacters(in: .whitespaces)
        let order = fields.int("order", diagnostics: &diagnostics)
        let summary = fields.string("summary", diagnostics: &diagnostics)
        let objectives = fields.stringList("objectives", diagnostics: &diagnostics) ?? []
        let isDraft = fields.bool("draft", diagnostics: &diagnostics) ?? false
        guard let title, !title.isEmpty else {
            let where_ = fields.entry("title")
            diagnostics.error(
                "this chapter has no title; add a line `title: Your title` to its front matter", in: path,
                line: where_?.line ?? 1, column: where_?.column ?? 1)
            return nil
        }
        return Chapter(
            path: path, fileName: fileName, title: title, order: order ?? Chapter.numberPrefix(of: fileName),
            summary: summary, objectives: objectives, isDraft: isDraft, body: split.body,
            bodyFirstLine: split.bodyFirstLine, titleLine: fields.entry("title")?.line ?? 1)
    }
}
