@testable import CashDashKit
@testable import CashDashModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing

/// A feed reader hears that the daily update stopped, as a reader of the pages does.
@Suite struct RatesFeedTests {
    private func feed(builtOn today: String, language: String = "en", locale: String = "en_US") throws -> String {
        let site = try TemporarySite([
            "Content/site.yml":
                "title: FX club\nlanguage: \(language)\nlocale: \(locale)\nbase_url: https://example.org/fx\n",
            "Content/rates/2026-04-13.json":
                Snapshot(date: "2026-04-13", base: "EUR", provider: "ecb", rates: ["USD": Decimal(string: "1.1684")!])
                .json,
        ])
        #expect(SiteBuilder(sitePath: site.path, today: Day(iso: today)!).build().succeeded)
        return try site.read("Output/rates/feed.xml")
    }

    @Test func aStaleSiteSaysSoFirstInItsFeed() throws {
        let feed = try feed(builtOn: "2026-04-30")
        #expect(XMLParser(data: Data(feed.utf8)).parse())
        let first = try #require(feed.components(separatedBy: "<entry>").dropFirst().first)
        #expect(first.contains("<title>No new rates since April\u{A0}13,\u{A0}2026</title>"))
        #expect(first.contains("<id>https://example.org/fx/rates/#stale-2026-04-13</id>"))
        // Stale after 4 days (the default `stale_after_days`): from April 18, whatever day the site is built on.
        #expect(first.contains("<updated>2026-04-18T00:00:00Z</updated>"))
        #expect(feed.contains("<feed xmlns=\"http://www.w3.org/2005/Atom\">"))
        #expect(feed.components(separatedBy: "<updated>2026-04-18T00:00:00Z</updated>").count == 3, "the feed's too")
        #expect(try self.feed(builtOn: "2026-05-20") == feed, "a later build gives the same feed")
    }

    @Test func currentRatesHaveNoSuchEntry() throws {
        #expect(!(try feed(builtOn: "2026-04-14")).contains("stale"))
    }

    @Test func theEntryIsInTheSitesLanguage() throws {
        #expect(
            try feed(builtOn: "2026-04-30", language: "fr", locale: "fr_FR").contains(
                "<title>Aucun nouveau taux depuis le 13"))
    }
}
