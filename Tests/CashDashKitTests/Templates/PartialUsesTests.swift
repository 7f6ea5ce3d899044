@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// A site's template that includes a partial no file holds is an error at its tag, and nothing is published: Mustache
/// alone would leave that part of every page empty without a word.
@Suite struct PartialUsesTests {
    private let home = """
        {{% CONTENT_TYPE: HTML}}
        {{<layout}}
        {{$body}}
        <h1>{{site.title}}</h1>
          {{> partials/welcom}}
        {{/body}}
        {{/layout}}

        """

    @Test func findsEachPartialAndParentWithItsPlace() {
        let uses = PartialUses.named(in: "{{<layout}}\n<p>{{title}}</p> {{>partials/a}}{{> *dynamic}}{{ > b }}\n")
        #expect(uses.map { "\($0.name) \($0.line):\($0.column)" } == ["layout 1:1", "partials/a 2:18", "b 2:47"])
    }

    @Test func aPartialNoFileHoldsIsAnErrorAtItsTagAndNothingIsWritten() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Club\n", "Templates/home.mustache": home,
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(!result.succeeded)
        let messages = result.diagnostics.all.map(\.description)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasSuffix(
                "Templates/home.mustache:5:3: error: there is no template `partials/welcom` to include, so this would "
                    + "show nothing; check its name against the files `cashdash templates export` writes") == true)
        #expect(!site.exists("Output/index.html"))
    }

    @Test func aSiteMayAddAPartialOfItsOwn() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Club\n", "Templates/home.mustache": home,
            "Templates/partials/welcom.mustache": "<p>Welcome, class!</p>\n",
        ])
        #expect(SiteBuilder(sitePath: site.path).build().diagnostics.all.isEmpty)
        #expect(try site.read("Output/index.html").contains("<p>Welcome, class!</p>"))
    }

    @Test func aFileNoPageUsesIsAWarningNamingIt() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Club\n",
            "Templates/hom.mustache": home.replacingOccurrences(of: "{{> partials/welcom}}", with: ""),
            "Templates/style.css": "body { color: teal; }\n",
            // A note beside the templates is no mistake.
            "Templates/README.md": "Our colours are the school's.\n",
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.succeeded)
        let warnings = result.diagnostics.all.map(\.description)
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.contains("Templates/hom.mustache:1:1: warning: no page uses this template") })
        #expect(
            warnings.contains {
                $0.contains("Templates/style.css:1:1: warning: this file is not used")
                    && $0.contains("Templates/assets/")
            })
    }

    @Test func theExportedTemplatesAreAllUsed() throws {
        let site = try TemporarySite(["Content/site.yml": "title: Club\n"])
        for file in EmbeddedFiles.files(in: "Templates") {
            try site.write(String(decoding: file.data, as: UTF8.self), to: "Templates/" + file.path)
        }
        #expect(SiteBuilder(sitePath: site.path).build().diagnostics.all.map(\.description) == [])
    }

    @Test func aSectionClosedOutOfOrderIsSaidInWordsAtItsLine() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Club\n",
            "Templates/home.mustache": home.replacingOccurrences(
                of: "{{> partials/welcom}}", with: "{{#site.tagline}}<p>{{.}}</p>{{/site.title}}"),
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(!result.succeeded)
        #expect(!site.exists("Output/index.html"))
        let message = try #require(result.diagnostics.all.first?.description)
        #expect(message.contains("Templates/home.mustache:5:"))
        #expect(
            message.hasSuffix(
                " error: this template cannot be read: this `{{/…}}` closes a section other than the one open "
                    + "here; close the last `{{#…}}` or `{{^…}}` first"))
    }
}
