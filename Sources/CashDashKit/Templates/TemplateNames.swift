/// The names a site's own template reads from its page (`{{site.title}}`, `{{#budgets}}`), so that one no page has
/// (a misspelt `{{site.titel}}`) is a warning: swift-mustache shows nothing for it, without a word.
enum TemplateNames {
    /// Every name some page's view answers to: the views' properties, the layout's links, and `t`, the words.
    static let known: Set<String> = TemplateViewNames.all.union(TemplateLinks.names).union(["t"])

    /// A name a tag of a template reads.
    struct Use: Equatable {
        /// The tag's name as written: `site.title`.
        var name: String
        /// Its first part no view has, if any.
        var unknown: String?
        var line: Int
        var column: Int
    }

    /// Each name a tag of `template` reads (`{{name}}`, `{{{name}}}`, `{{&name}}`, `{{#name}}`, `{{^name}}`), with the
    /// line and column of its tag (``MustacheTags``). Words (`t.…`, checked on their own), `.`, calls (`{{index()}}`)
    /// and tags split over lines are left out.
    static func uses(in template: String) -> [Use] {
        MustacheTags.all(in: template).compactMap { tag in
            guard tag.isClosed, tag.sigil == nil || "{&#^".contains(tag.sigil!) else { return nil }
            let name = (tag.sigil == nil ? tag.text : tag.text.dropFirst()).trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, name != ".", name != "t", !name.hasPrefix("t."), !name.contains("(") else {
                return nil
            }
            let unknown = name.split(separator: ".").first { !known.contains(String($0)) }.map(String.init)
            return Use(name: name, unknown: unknown, line: tag.line, column: tag.column)
        }
    }
}
