/// The partials and parents a template includes, found in its text so that a site's template naming one that does
/// not exist is reported at its tag: Mustache itself shows nothing for it.
enum PartialUses {
    /// Each `{{> name}}` and `{{< name}}` of `template`, with the line and column of its `{{`.
    static func named(in template: String) -> [(name: String, line: Int, column: Int)] {
        var found: [(name: String, line: Int, column: Int)] = []
        for (number, line) in template.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{") {
                rest = rest[open.upperBound...]
                let tag = rest.drop { $0 == " " }
                guard let sigil = tag.first, sigil == ">" || sigil == "<" else { continue }
                let name = tag.dropFirst().drop { $0 == " " }.prefix { $0 != "}" && $0 != " " }
                // `{{> *name}}` is a dynamic partial, named by a value: only the page knows it.
                guard !name.isEmpty, name.first != "*" else { continue }
                let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                found.append((String(name), number + 1, column))
            }
        }
        return found
    }
}
