import Foundation

/// `Content/glossary/links.yml`: which words of a chapter link to a glossary entry, for terms whose plural or whose
/// other senses should not (`balances` as a verb, a `Share` that is no stock):
///
/// ```yaml
/// Balance: [balance]   # only the noun as written
/// Share: never         # never linked automatically
/// ```
///
/// An entry it does not name links as its term and the term's plural.
enum LinkForms {
    static let fileName = "links.yml"

    /// Reads the file at `url` and sets the `linkForms` of the entries it names; names that are no term of
    /// `glossary`, and values that are neither a list nor `never`, are errors at their place.
    static func apply(_ url: URL, path: String, to glossary: inout Glossary, diagnostics: inout Diagnostics) {
        // Read without YAML's types: only texts, lists and `~` are asked for, and working out each value's type
        // compiles Yams's regular expressions on every build (0.9 % of a rebuild after one edit, by perf).
        guard let text = readTextFile(url, path: path, diagnostics: &diagnostics),
            let fields = YAMLMapping.parse(
                text, path: path, lineOffset: 0, simple: true, typed: false, diagnostics: &diagnostics)
        else { return }
        var entries = glossary.entries
        let terms = entries.map { $0.term.lowercased() }
        for field in fields.entries {
            guard let index = terms.firstIndex(of: field.key.lowercased()) else {
                var message = "`\(field.key)` is no term of the glossary"
                if let guess = suggestion(for: field.key, among: entries.map(\.term)) {
                    message += "; did you mean `\(guess)`?"
                }
                diagnostics.error(message, in: path, line: field.line, column: field.column)
                continue
            }
            if let word = field.value.scalar?.string, field.value.null == nil {
                if word.lowercased() == "never" {
                    entries[index].linkForms = []
                } else {
                    diagnostics.error(
                        "`\(field.key)` should list the words that link to it, like `\(field.key): [\(field.key.lowercased())]`, "
                            + "or say `never`", in: path, line: field.line, column: field.column)
                }
            } else if let forms = fields.stringList(field.key, diagnostics: &diagnostics) {
                entries[index].linkForms = forms.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
        }
        glossary.entries = entries
    }
}
