/// The tags of a template, read line by line for the checks of a site's own templates (``Words/keys(usedIn:)``,
/// ``PartialUses``, ``TemplateNames``), each with the line and column of its `{{`.
enum MustacheTags {
    struct Tag {
        /// What follows the `{{`, spaces before the sigil left out, up to the `}}` (the rest of the line when the
        /// line has none): `#budgets`, `> partials/header`, `site.title`.
        var text: Substring
        /// Whether the tag ends on its line.
        var isClosed: Bool
        var line: Int
        var column: Int

        /// The tag's sigil (`#`, `^`, `/`, `{`, `&`, `>`, `<`, `!`, `$`, `%`), nil for a variable.
        var sigil: Character? { text.first.flatMap { "#^/{&><!$%=".contains($0) ? $0 : nil } }
    }

    /// Each tag of `template`, in order; a tag's text is not searched for tags (a comment's `{{! {{x}} }}` is one).
    /// After `{{=<% %>=}}` changes the delimiters, `{{` opens no tag, so the tags end there.
    static func all(in template: String) -> [Tag] {
        var found: [Tag] = []
        for (number, line) in template.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{") {
                let text = rest[open.upperBound...].drop { $0 == " " }
                let close = text.range(of: "}}")
                let tag = Tag(
                    text: close.map { text[..<$0.lowerBound] } ?? text, isClosed: close != nil, line: number + 1,
                    column: line.distance(from: line.startIndex, to: open.lowerBound) + 1)
                if tag.sigil == "=" { return found }
                found.append(tag)
                guard let close else { break }
                rest = text[close.upperBound...]
            }
        }
        return found
    }
}
