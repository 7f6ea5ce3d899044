@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct SiteConfigTests {
    private func load(_ yaml: String) throws -> (SiteConfig, [Diagnostic]) {
        let site = try TemporarySite(["site.yml": yaml])
        var diagnostics = Diagnostics()
        let config = SiteConfig.load(
            from: site.root.appendingPathComponent("site.yml"), path: "site.yml", diagnostics: &diagnostics)
        return (config, diagnostics.sorted)
    }

    @Test func readsEveryKey() throws {
        let (config, diagnostics) = try load(
            """
            title: Room 12
            tagline: Money basics
            language: fr
            locale: fr_FR
            currency: eur
            base_url: https://example.org/room12/
            unsafe_html: true
            rates:
              base: EUR
              targets: [USD, GBP]
              watchlist: ["EUR/USD"]
              provider: ecb
              alert_percent: 1.5
            theme:
              palette: ocean
            """)
        #expect(diagnostics.isEmpty)
        #expect(config.title == "Room 12")
        #expect(config.language == "fr")
        #expect(config.locale == "fr_FR")
        #expect(config.currency == "EUR")
        #expect(config.baseURL == "https://example.org/room12")
        #expect(config.allowsRawHTML)
        #expect(config.rates.targets == ["USD", "GBP"])
        #expect(config.rates.alertPercent == "1.5")
        #expect(config.theme.palette == "ocean")
    }

    @Test func missingFileGivesDefaults() {
        var diagnostics = Diagnostics()
        let config = SiteConfig.load(
            from: URL(fileURLWithPath: "/nonexistent/site.yml"), path: "site.yml", diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(config == SiteConfig())
        #expect(config.currency == "USD" && config.locale == "en_US" && config.language == "en")
    }

    @Test func theLocaleFollowsTheLanguageWhenSiteYmlNamesNone() throws {
        #expect(try load("language: fr\n").0.locale == "fr_FR")
        #expect(try load("language: ar\n").0.locale == "ar_EG")
        #expect(try load("language: pt-BR\n").0.locale == "pt_BR")
        #expect(try load("language: it\n").0.locale == "it", "a language without words of its own")
        #expect(try load("title: X\n").0.locale == "en_US")
    }

    @Test func aLocaleOfAnotherLanguageIsWarnedAboutWhereItIsWritten() throws {
        let (config, diagnostics) = try load("title: Classe\nlanguage: fr\nlocale: en_US\n")
        #expect(config.locale == "en_US", "the site still gets what it asked for")
        let warning = try #require(diagnostics.first)
        #expect(diagnostics.count == 1 && warning.severity == .warning)
        #expect(warning.line == 3 && warning.column == 1)
        #expect(warning.message.contains("write `locale: fr_FR`"))
        #expect(try load("language: fr\nlocale: fr_CA\n").1.isEmpty, "Canadian French is French")
        #expect(try load("language: pt-BR\nlocale: pt_PT\n").1.isEmpty)
    }

    @Test func unknownAndBadKeysAreErrorsWithPositions() throws {
        let (_, diagnostics) = try load(
            "title: X\nbase_url: example.org\ncurrency: dollars\nrates:\n  bsae: EUR\n  alert_percent: lots\n  provider: xe\n"
        )
        #expect(
            diagnostics.map { "\($0.line):\($0.column) \($0.message)" } == [
                "2:1 `base_url` should be a full address such as https://example.org/class",
                "3:1 `currency` should be a three-letter ISO 4217 code such as USD or EUR",
                "5:3 unknown key `bsae` in `rates`; did you mean `base`?",
                "6:18 `alert_percent` should be a number, like `alert_percent: 1.5`",
                "7:3 unknown rates provider `xe`; use one of `ecb`, `exchangerate-api`, `open-er-api`, `frankfurter`, `frankfurter-v2`, `currency-api`",
            ])
    }

    @Test func aKeySetTwiceIsAnError() throws {
        let (_, diagnostics) = try load("title: A\ntitle: B\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.line == 2)
    }
}

@Suite struct SiteConfigChoiceTests {
    @Test(arguments: [
        ("theme:\n  palette: oceen\n", "2:3 unknown palette `oceen`; did you mean `ocean`? Use one of "),
        (
            "rates:\n  provider: ecbb\n",
            "2:3 unknown rates provider `ecbb`; did you mean `ecb`? Use one of `ecb`, `exchangerate-api`, `open-er-api`, `frankfurter`, `frankfurter-v2`, `currency-api`"
        ),
        (
            "class:\n  privacy: initals\n",
            "2:3 unknown `privacy` value `initals`; did you mean `initials`? Use one of `names`, `initials`"
        ),
    ])
    func aMisspeltChoiceIsAnErrorWithASuggestion(_ yaml: String, _ expected: String) throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Club\n" + yaml.replacingOccurrences(of: "\n  ", with: "\n  ")
        ])
        var diagnostics = Diagnostics()
        _ = SiteConfig.load(
            from: site.root.appendingPathComponent("Content/site.yml"), path: "site.yml", diagnostics: &diagnostics)
        let messages = diagnostics.all.map { "\($0.line - 1):\($0.column) \($0.message)" }
        #expect(messages.count == 1 && messages[0].hasPrefix(expected), "\(messages)")
    }

    @Test(arguments: ["1e400", "0", "101", "-2"])
    func anAlertPercentOutsideZeroToAHundredIsAnError(_ percent: String) throws {
        let site = try TemporarySite(["Content/site.yml": "title: Club\nrates:\n  alert_percent: \(percent)\n"])
        var diagnostics = Diagnostics()
        let config = SiteConfig.load(
            from: site.root.appendingPathComponent("Content/site.yml"), path: "site.yml", diagnostics: &diagnostics)
        #expect(
            diagnostics.all.map { "\($0.line):\($0.column) \($0.message)" } == [
                "3:3 `alert_percent` should be a percentage above 0 and up to 100, like 1.5"
            ])
        #expect(config.rates.alertPercent == nil)
    }
}
