@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// The interface words templates read as `t`, and a site's own words over them.
@Suite struct WordsTests {
    private func render(_ template: String, _ context: [String: String], words: Words = .bundled("en")) throws -> String {
        let site = try TemporarySite(["Templates/home.mustache": "{{% CONTENT_TYPE: HTML}}" + template])
        var diagnostics = Diagnostics()
        let set = TemplateSet.load(
            from: [.bundled, .folder(site.root.appendingPathComponent("Templates"), path: "Templates")], words: words,
            diagnostics: &diagnostics)
        return try set.render(.home, context)
    }

    @Test func aTemplateWritesAWordByItsKey() throws {
        #expect(try render("<h2>{{t.budgets.history.heading}}</h2>", [:]) == "<h2>History</h2>")
    }

    @Test func placeholdersAreFilledFromTheContextAndEscaped() throws {
        let html = try render("<p>{{t.common.from_to}}</p>", ["first": "1 May", "last": "<31 May>"])
        #expect(html == "<p>From 1 May to &lt;31 May&gt;</p>")
    }

    @Test func htmlWordsKeepTheirMarkup() throws {
        let html = try render("<p>{{t.home.empty_html}}</p>", [:])
        #expect(html.contains("<code>Content/curriculum/</code>"))
    }

    @Test func theScriptsGetTheirWordsAsJSONInThePage() throws {
        let html = try render("{{{t.script_json}}}", [:])
        #expect(html.hasPrefix("{\"chapters\":\"Chapters\","))
        #expect(html.contains("\"glossary.shown.one\":\"{count} word shown\",\"glossary.shown.other\":\"{count} words shown\""))
    }

    @Test func aMisspeltKeyInASitesTemplateIsAWarningAtItsPlace() throws {
        let site = try TemporarySite(["Templates/home.mustache": "<h1>{{site.title}}</h1>\n  <p>{{t.budgets.histroy.heading}}</p>"])
        var diagnostics = Diagnostics()
        _ = TemplateSet.load(
            from: [.bundled, .folder(site.root.appendingPathComponent("Templates"), path: "Templates")], diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.description) == [
            "Templates/home.mustache:2:6: warning: `t.budgets.histroy.heading` is not one of Cash Dash's words, so it shows nothing; check its spelling against `Templates/i18n/en.yml`",
        ])
    }

    @Test func aSitesOwnWordsReachEveryPage() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Our money\n",
            "Content/i18n/en.yml": "layout:\n  skip: Jump to the page\nnot_found:\n  title: Nothing here\n",
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.sorted)")
        let home = try site.read("Output/index.html")
        #expect(home.contains("<a class=\"skip-link\" href=\"#main\">Jump to the page</a>"))
        #expect(try site.read("Output/404.html").contains("<h1>Nothing here</h1>"))
    }

    @Test func aRightToLeftLanguageTurnsThePage() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: مال\nlanguage: ar\n",
            "Content/i18n/ar.yml": "not_found:\n  title: لم نجد هذه الصفحة\n",
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.sorted)")
        #expect(result.diagnostics.warnings.map(\.message).contains { $0.hasPrefix("Cash Dash has no words of its own in `ar`") })
        let page = try site.read("Output/404.html")
        #expect(page.contains("<html lang=\"ar\" dir=\"rtl\" data-root="))
        #expect(page.contains("<h1>لم نجد هذه الصفحة</h1>"))
        #expect(try site.read("Output/index.html").contains("<html lang=\"ar\" dir=\"rtl\""))
    }

    @Test func everyEnglishWordIsUsedSomewhere() throws {
        let root = BundledTemplatesTests.sourceFolder.deletingLastPathComponent()
        var used = ""
        for folder in ["Templates", "Sources"] {
            let base = root.appendingPathComponent(folder)
            for path in listFiles(in: base, within: root) where path.hasSuffix(".mustache") || path.hasSuffix(".swift") || path.hasSuffix(".js") {
                used += (try? String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)) ?? ""
            }
        }
        for key in Words.bundled("en").catalogue.entries.keys.sorted() {
            let scriptKey = key.hasPrefix("script.") ? String(key.dropFirst("script.".count)) : nil
            #expect(
                used.contains("t.\(key)}}") || used.contains("\"\(key)\"") || scriptKey.map { used.contains("\"\($0)\"") } == true,
                "`\(key)` is in Templates/i18n/en.yml but nothing uses it")
        }
    }
}
