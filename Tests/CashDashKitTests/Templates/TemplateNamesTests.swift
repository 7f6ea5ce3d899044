@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct TemplateNamesTests {
    @Test func aMisspeltNameInASitesTemplateIsAWarningAtItsTag() throws {
        let site = try TemporarySite([
            "Templates/home.mustache": """
            <h1>{{site.titel}}</h1>
            {{#site}}<p>{{title}} · {{{t.layout.skip}}}</p>{{/site}}
              {{^budgtes}}No budgets yet{{/budgtes}} {{! a note: {{nothing}} }}{{> partials/footer}}

            """
        ])
        var diagnostics = Diagnostics()
        _ = TemplateSet.load(
            from: [.bundled, .folder(site.root.appendingPathComponent("Templates"), path: "Templates")],
            diagnostics: &diagnostics)
        #expect(
            diagnostics.sorted.map(\.description) == [
                "Templates/home.mustache:1:5: warning: `{{site.titel}}` shows nothing: no page has a value named `titel`; "
                    + "check its spelling against Cash Dash's own templates, which `cashdash templates export` writes",
                "Templates/home.mustache:3:3: warning: `{{budgtes}}` shows nothing: no page has a value named `budgtes`; "
                    + "check its spelling against Cash Dash's own templates, which `cashdash templates export` writes",
            ])
    }

    @Test func namesAreReadFromEveryKindOfTagButCommentsPartialsAndCalls() {
        let uses = TemplateNames.uses(in: "{{a}} {{{ b.c }}} {{&d}}\n{{#e}}{{.}}{{index()}}{{/e}}{{^f}}{{!g}}{{>h}}")
        #expect(uses.map(\.name) == ["a", "b.c", "d", "e", "f"])
        #expect(uses.map(\.line) == [1, 1, 1, 2, 2])
        #expect(uses.map(\.column) == [1, 7, 19, 1, 29])
        // After the delimiters change, `{{` no longer opens a tag.
        #expect(TemplateNames.uses(in: "{{a}}{{=<% %>=}}<% b %>{{c}}").map(\.name) == ["a"])
    }

    /// A site's template may read any name Cash Dash's own read, so none of theirs is unknown.
    @Test func everyNameCashDashsTemplatesReadIsKnown() {
        var uses = 0
        for (path, data) in EmbeddedFiles.files(in: "Templates") where path.hasSuffix(".mustache") {
            for use in TemplateNames.uses(in: String(decoding: data, as: UTF8.self)) {
                #expect(use.unknown == nil, "Templates/\(path):\(use.line): `\(use.name)` is not a view's name")
                uses += 1
            }
        }
        #expect(uses > 300)
    }
}
