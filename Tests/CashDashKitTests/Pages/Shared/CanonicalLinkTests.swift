@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// With a `base_url`, each page the sitemap lists names that same address as its canonical one, and the rates page
/// points feed readers at the daily feed; without one, no page names an address of its own.
@Suite struct CanonicalLinkTests {
    private func makeSite(_ siteYAML: String) throws -> TemporarySite {
        try TemporarySite([
            "Content/site.yml": siteYAML,
            "Content/curriculum/01-saving.md": chapterFile(title: "Saving"),
            "Content/rates/2026-04-13.json": Snapshot(
                date: "2026-04-13", base: "EUR", provider: "ecb", rates: ["USD": Decimal(string: "1.1684")!]
            ).json,
        ])
    }

    @Test func eachPageOfTheSitemapNamesItsAddressAsCanonical() throws {
        let site = try makeSite("title: Club\nbase_url: https://example.org/money/\n")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let sitemap = try site.read("Output/sitemap.xml")
        let listed = sitemap.components(separatedBy: "<loc>").dropFirst().map { $0.components(separatedBy: "<")[0] }
        #expect(listed.contains("https://example.org/money/curriculum/saving/"))
        var canonical: [String] = []
        for (path, data) in try site.snapshot(of: "Output") where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let links = html.components(separatedBy: "<link rel=\"canonical\" href=\"").dropFirst()
            #expect(links.count <= 1, "\(path) names more than one canonical address")
            canonical += links.map { $0.components(separatedBy: "\"")[0] }
        }
        #expect(canonical.sorted() == listed.sorted())
        #expect(!(try site.read("Output/404.html")).contains("rel=\"canonical\""))
        #expect(!(try site.read("Output/curriculum/answers/index.html")).contains("rel=\"canonical\""))
        #expect(
            try site.read("Output/rates/index.html").contains(
                "<link rel=\"alternate\" type=\"application/atom+xml\" href=\"feed.xml\" title=\"Exchange rates\">"))
    }

    @Test func withoutABaseURLNoPageNamesACanonicalAddress() throws {
        let site = try makeSite("title: Club\n")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        for (path, data) in try site.snapshot(of: "Output") where path.hasSuffix(".html") {
            #expect(!String(decoding: data, as: UTF8.self).contains("rel=\"canonical\""), "\(path)")
        }
        #expect(try site.read("Output/rates/index.html").contains("type=\"application/atom+xml\" href=\"feed.xml\""))
    }
}
