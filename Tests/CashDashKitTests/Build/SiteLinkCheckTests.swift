@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// Every `href` and `src` of a built site leads to a file the build writes, and its `#fragment` to an id there.
@Suite struct SiteLinkCheckTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func site(_ extra: [String: String] = [:]) throws -> TemporarySite {
        var files = [
            "Content/site.yml": "title: Room 12 Money Club\n",
            "Content/curriculum/01-budgeting.md": chapterFile(title: "Budgeting", body: "## Why plan\n\nPlan first.\n"),
            "Content/glossary/glossary.txt": "Budget: A plan for your money.\n",
        ]
        files.merge(extra) { $1 }
        return try TemporarySite(files)
    }

    @Test func theDefaultSiteHasNoBrokenLink() {
        let result = SiteBuilder(sitePath: Self.packageRoot.path).check()
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all)")
    }

    @Test func theManualHasNoBrokenLink() {
        let result = SiteBuilder(sitePath: Self.packageRoot.appendingPathComponent("Docs").path).check()
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all)")
    }

    @Test func aChaptersLinkToAMissingPartOfAnotherPageIsWarnedAtItsLineAndColumn() throws {
        let site = try site([
            "Content/curriculum/01-budgeting.md": chapterFile(
                title: "Budgeting",
                body: "## Why plan\n\nSee [budget](/glossary/#budget) and [nothing](/glossary/#nope).\n")
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.succeeded)
        let found = result.diagnostics.all.map { "\($0.line):\($0.column) \($0.severity) \($0.message)" }
        // The chapter file has three lines of front matter; its body starts at line 4.
        #expect(result.diagnostics.all.count == 1, "\(found)")
        let warning = try #require(result.diagnostics.all.first)
        #expect(warning.path.hasSuffix("01-budgeting.md"))
        #expect((warning.line, warning.column) == (6, 37))
        #expect(warning.message.contains("`/glossary/#nope`"))
        #expect(warning.message.contains("no part with the id `nope`"))
    }

    @Test func aChaptersLinkToAMissingPartOfAnotherChapterIsOneWarningAtItsLineNotATemplates() throws {
        let site = try site([
            "Content/curriculum/02-saving.md": chapterFile(title: "Saving", body: "## Goals\n\nSave a little.\n"),
            "Content/curriculum/01-budgeting.md": chapterFile(
                title: "Budgeting", body: "## Why plan\n\nSee [goals](02-saving.md#goal).\n"),
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.succeeded)
        let found = result.diagnostics.all.map { "\($0.path):\($0.line):\($0.column) \($0.message)" }
        // The chapter page and the print page both hold the link; neither is the template's doing.
        #expect(result.diagnostics.all.count == 1, "\(found)")
        let warning = try #require(result.diagnostics.all.first)
        #expect(warning.path.hasSuffix("01-budgeting.md"))
        #expect((warning.line, warning.column) == (6, 5))
        #expect(warning.message.contains("did you mean `#goals`?"))
    }

    /// A footnote whose label is not ASCII (`[^†]`, as Rust by Example writes one) has an id cmark writes
    /// percent-encoded, and a link to it the same: a browser finds it as written, so it is no warning, on the print
    /// page either (where it had been blamed on the template).
    @Test func aFootnoteWithALabelInOtherLettersIsFound() throws {
        let site = try site([
            "Content/curriculum/01-budgeting.md": chapterFile(
                title: "Budgeting", body: "## Why plan\n\nPlan first.[^†]\n\n[^†]: Or second.\n")
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.succeeded)
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all)")
    }

    @Test func headingAttributesGiveTheIdAndAreNotShown() throws {
        let site = try site([
            "Content/curriculum/01-budgeting.md": chapterFile(
                title: "Budgeting",
                body: "## Saving {#save}\n\nBack to [saving](#save) and [there](/curriculum/budgeting/#save).\n")
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all)")
        let page = try site.read("Output/curriculum/budgeting/index.html")
        #expect(page.contains("<h2 id=\"save\">"))
        #expect(!page.contains("{#save}"))
    }

    @Test func aHeadingIdWrittenTwiceIsAWarningAtTheSecondHeading() throws {
        let site = try site([
            "Content/curriculum/01-budgeting.md": chapterFile(
                title: "Budgeting", body: "## Goals {#goals}\n\nText.\n\n## More goals {#goals}\n")
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        let warning = try #require(result.diagnostics.all.first, "\(result.diagnostics.all)")
        #expect(result.diagnostics.all.count == 1 && warning.severity == .warning)
        #expect(warning.path.hasSuffix("01-budgeting.md"))
        #expect(warning.message.contains("already has the id `goals`, so this one is `#goals-1`"))
        let page = try site.read("Output/curriculum/budgeting/index.html")
        #expect(page.contains("<h2 id=\"goals-1\">"))
    }

    @Test func aTemplatesBrokenLinkIsAnErrorAtItsLineOnceForAllItsPages() throws {
        let bundled = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Templates/home.mustache"), encoding: .utf8)
        let site = try site(["Templates/home.mustache": "<a href=\"nowhere/index.html\">Lost</a>\n" + bundled])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(!result.succeeded)
        #expect(!site.exists("Output/index.html"), "nothing is published")
        let error = try #require(result.diagnostics.all.first { $0.severity == .error })
        #expect(error.path.hasSuffix("Templates/home.mustache"))
        #expect((error.line, error.column) == (1, 10))
        #expect(
            error.message.contains("`index.html` links to `nowhere/index.html`, which is no file of the built site"))
    }

    @Test func aLayoutLinkToAMissingIdIsOneWarningForEveryPage() throws {
        let layout = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Templates/layout.mustache"), encoding: .utf8)
        let site = try site([
            "Templates/layout.mustache": layout.replacingOccurrences(
                of: "<body", with: "<a href=\"#missing\">Skip</a><body")
        ])
        let result = SiteBuilder(sitePath: site.path).check()
        let warnings = result.diagnostics.all.filter { $0.message.contains("`#missing`") }
        #expect(warnings.count > 1, "one for each template the pages are drawn with")
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.path.hasSuffix("Templates/layout.mustache") })
        #expect(warnings.contains { $0.message.contains("pages (the first") } || warnings.count > 3)
    }

    @Test(
        arguments: [
            ("../saving/index.html#goals", "curriculum/budgeting/index.html", "curriculum/saving/index.html", "goals"),
            ("#top", "index.html", "index.html", "top"),
            ("/assets/style.css", "404.html", "assets/style.css", nil),
            ("../", "curriculum/budgeting/index.html", "curriculum/index.html", nil),
            ("https://example.org/class/rates/", "index.html", "rates/index.html", nil),
            ("a%20b.png?v=1", "curriculum/x/index.html", "curriculum/x/a b.png", nil),
            ("..", "curriculum/budgeting/index.html", "curriculum/index.html", nil),
            ("/", "rates/2026/index.html", "index.html", nil),
            ("./day.html#eur%20usd", "rates/index.html", "rates/day.html", "eur usd"),
            ("100%25%zz.html", "index.html", "100%25%zz.html", nil),
            ("a//b.html", "curriculum/x/index.html", "curriculum/x/a/b.html", nil),
            ("../../../x.html", "curriculum/x/index.html", "../../../../x.html", nil),
            ("saving/.", "curriculum/index.html", "curriculum/saving/index.html", nil),
            ("%2Fassets/x.css", "curriculum/x/index.html", "assets/x.css", nil),
        ] as [(String, String, String, String?)])
    func resolvesALinkAsABrowserWould(href: String, page: String, path: String, id: String?) {
        let check = SiteLinkCheck(files: [], baseURL: "https://example.org/class")
        let resolved = check.resolve(href, from: page)
        #expect(resolved?.path == path)
        #expect(resolved?.id == id)
    }

    @Test(arguments: ["https://example.com/", "mailto:a@b.c", "//cdn.example/x.js", "data:image/png;base64,AA", ""])
    func linksThatLeaveTheSiteAreNotChecked(href: String) {
        #expect(SiteLinkCheck(files: [], baseURL: nil).resolve(href, from: "index.html") == nil)
    }
}
