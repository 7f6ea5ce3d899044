import CashDashModel
import Foundation

extension TemplateSet {
    /// Warns of each word (`t.key`) and name (`{{name}}`) in a site's template that shows nothing.
    static func checkNames(in text: String, path: String, words: Words, diagnostics: inout Diagnostics) {
        for use in Words.keys(usedIn: text) where !words.knows(use.key) {
            diagnostics.warning(
                "`t.\(use.key)` is not one of Cash Dash's words, so it shows nothing; check its spelling against "
                    + "`Templates/i18n/en.yml`", in: path, line: use.line, column: use.column)
        }
        for use in TemplateNames.uses(in: text) {
            guard let unknown = use.unknown else { continue }
            diagnostics.warning(
                "`{{\(use.name)}}` shows nothing: no page has a value named `\(unknown)`; check its spelling against "
                    + "Cash Dash's own templates, which `cashdash templates export` writes", in: path,
                line: use.line, column: use.column)
        }
    }

    /// Warns of a site's template no page uses, and reports a partial that names no template.
    static func checkUses(
        of sources: [String: LayeredSource], texts: [String: String], diagnostics: inout Diagnostics
    ) {
        // Cash Dash's own are checked by its tests: reading them all for their partials was 1 % of a rebuild.
        guard sources.values.contains(where: { !$0.bundled }) else { return }
        let included = Set(texts.values.flatMap { PartialUses.named(in: $0).map(\.name) })
        for (name, template) in sources.sorted(by: { $0.key < $1.key }) where !template.bundled {
            if Template(rawValue: name) == nil, !included.contains(name) {
                diagnostics.warning(
                    "no page uses this template: it replaces one of Cash Dash's only under the same name (see "
                        + "`cashdash templates export`), and a partial of your own needs a `{{> \(name)}}`",
                    in: template.path)
            }
            for use in PartialUses.named(in: texts[name] ?? "") where sources[use.name] == nil {
                diagnostics.error(
                    "there is no template `\(use.name)` to include, so this would show nothing; check its name "
                        + "against the files `cashdash templates export` writes", in: template.path, line: use.line,
                    column: use.column)
            }
        }
    }
}
