/// The partials and parents a template includes, found in its text so that a site's template naming one that does
/// not exist is reported at its tag: Mustache itself shows nothing for it.
enum PartialUses {
    /// Each `{{> name}}` and `{{< name}}` of `template`, with the line and column of its `{{`.
    static func named(in template: String) -> [(name: String, line: Int, column: Int)] {
        MustacheTags.all(in: template).compactMap { tag in
            guard tag.sigil == ">" || tag.sigil == "<" else { return nil }
            let name = tag.text.dropFirst().drop { $0 == " " }.prefix { $0 != "}" && $0 != " " }
            // `{{> *name}}` is a dynamic partial, named by a value: only the page knows it.
            guard !name.isEmpty, name.first != "*" else { return nil }
            return (String(name), tag.line, tag.column)
        }
    }
}
