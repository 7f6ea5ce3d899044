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
    /// line and column of its tag. Words (`t.…`, checked on their own), `.`, calls (`{{index()}}`) and tags split over
    /// lines are left out, and a template that changes its delimiters (`{{=<% %>=}}`) is read only up to the change.
    static func uses(in template: String) -> [Use] {
        var found: [Use] = []
        for (number, line) in template.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{") {
                rest = rest[open.upperBound...]
                let sigil = rest.first
                if sigil == "=" { return found }
                guard let close = rest.range(of: "}}") else { break }
                var tag = rest[..<close.lowerBound]
                rest = rest[close.upperBound...]
                if let sigil, "{&#^".contains(sigil) {
                    tag = tag.dropFirst()
                } else if let sigil, "/!><$%".contains(sigil) {
                    continue
                }
                let name = tag.trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, name != ".", name != "t", !name.hasPrefix("t."), !name.contains("(") else {
                    continue
                }
                let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                let unknown = name.split(separator: ".").first { !known.contains(String($0)) }.map(String.init)
                found.append(Use(name: name, unknown: unknown, line: number + 1, column: column))
            }
        }
        return found
    }
}
