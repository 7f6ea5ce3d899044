@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// `publish:` and the keys `daily` reads under `rates:`.
@Suite struct SiteConfigPublishTests {
    private func load(_ yaml: String) throws -> (SiteConfig, [String]) {
        let site = try TemporarySite(["site.yml": yaml])
        var diagnostics = Diagnostics()
        let config = SiteConfig.load(
            from: site.root.appendingPathComponent("site.yml"), path: "site.yml", diagnostics: &diagnostics)
        return (config, diagnostics.sorted.map(\.description))
    }

    @Test func readsProvidersStaleDaysAndPublish() throws {
        let (config, problems) = try load(
            """
            rates:
              providers:
                - ecb
                - {name: open-er-api, url: "http://127.0.0.1:8080/{base}"}
                - name: ecb
                  url: https://mirror.example.org/daily.xml
                  history_url: https://mirror.example.org/hist-90d.xml
              stale_after_days: 7
            publish: {to: git, branch: pages, remote: upstream, push: false}
            """)
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            config.rates.sources == [
                RateSource(provider: .ecb), RateSource(provider: .openERAPI, url: "http://127.0.0.1:8080/{base}"),
                RateSource(
                    provider: .ecb, url: "https://mirror.example.org/daily.xml",
                    historyURL: "https://mirror.example.org/hist-90d.xml"),
            ])
        #expect(config.rates.staleAfterDays == 7)
        #expect(
            config.publish
                == PublishSettings(
                    to: "git", branch: "pages", remote: "upstream", push: false, toLine: 9, toColumn: 15))
    }

    @Test func withoutProvidersTheSourceIsTheProviderOrTheECB() throws {
        #expect(try load("title: A\n").0.rates.sources == [RateSource(provider: .ecb)])
        #expect(try load("rates:\n  provider: open-er-api\n").0.rates.sources == [RateSource(provider: .openERAPI)])
        #expect(try load("title: A\n").0.rates.staleAfterDays == 4)
        #expect(try load("title: A\n").0.publish == nil)
    }

    @Test func mistakesAreErrorsAtTheirLine() throws {
        let (_, problems) = try load(
            """
            rates:
              providers:
                - ecbb
                - {name: ecb, mirror: x}
                - {url: "https://example.org"}
                - {name: ecb, url: "ftp://example.org"}
              stale_after_days: 0
            publish: {branch: gh-pages, force: true}
            """)
        #expect(problems.contains { $0.hasPrefix("site.yml:3:") && $0.contains("did you mean `ecb`?") }, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("site.yml:4:") && $0.contains("unknown key `mirror`") })
        #expect(problems.contains { $0.hasPrefix("site.yml:5:") && $0.contains("needs a `name`") })
        #expect(problems.contains { $0.hasPrefix("site.yml:6:") && $0.contains("`url` should be a full address") })
        #expect(
            problems.contains {
                $0.hasPrefix("site.yml:7:") && $0.contains("`stale_after_days` should be a number of days")
            })
        #expect(problems.contains { $0.hasPrefix("site.yml:8:") && $0.contains("unknown key `force` in `publish`") })
        #expect(problems.contains { $0.hasPrefix("site.yml:8:") && $0.contains("`publish` needs `to`") })
    }

    /// A folder starting with `~`, which only a shell reads as the home folder: a schedule would write into a folder
    /// named `~` in the site. It is an error at the value, so `check` and `build` say so, not only `publish`.
    @Test func aFolderStartingWithATildeIsAnErrorAtItsValue() throws {
        let home = NSString(string: "~/www").expandingTildeInPath
        let (block, problems) = try load("title: A\npublish:\n  to: ~/www\n")
        #expect(
            problems == [
                "site.yml:3:7: error: `publish: to: ~/www` starts with ~, which only a shell reads as a home folder; "
                    + "write the folder's whole path instead, such as \(home)"
            ])
        #expect(block.publish?.toLine == 3 && block.publish?.toColumn == 7)
        #expect(try load("publish: {to: ~/www, push: false}\n").1.map { $0.prefix(15) } == ["site.yml:1:15: "])
        #expect(try load("publish: {to: www/~}\n").1.isEmpty)
    }
}
