@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// The pages write days and numbers as the site's locale does: short days in tables (in a `<time>` naming the ISO
/// day), days and months in words in sentences, rates with the locale's separators; ISO stays in addresses and data.
@Suite struct LocalePagesTests {
    static let nbsp = "\u{A0}"

    func siteYAML(_ locale: String, language: String = "en") -> String {
        "title: Money club\nlanguage: \(language)\nlocale: \(locale)\n"
    }

    func budgetSite(_ locale: String, language: String = "en") throws -> TemporarySite {
        try TemporarySite([
            "Content/site.yml": siteYAML(locale, language: language),
            "Content/budgets/budgets.yml": "budgets:\n  Term:\n    limits:\n      Food: 10/week\n",
            "Content/budgets/term.csv": """
            date,amount,type,category,budget
            2026-11-01,6.00,expense,Food,Term
            2026-11-02,6.00,expense,Food,Term
            2026-11-03,1234.50,deposit,Gift,Term

            """,
        ])
    }

    @Test func aFrenchBudgetPageWritesDaysAndMonthsTheFrenchWay() throws {
        let site = try budgetSite("fr_FR", language: "fr")
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted)")
        let page = try site.read("Output/budgets/term/index.html")
        #expect(
            page.contains("<td class=\"wide-only\"><time datetime=\"2026-11-03\">3\u{A0}nov.\u{A0}2026</time></td>"))
        #expect(page.contains("<caption>novembre\(Self.nbsp)2026 <span"))
        #expect(page.contains("+1\u{202F}234,50\(Self.nbsp)$US"), "the narrow no-break space groups thousands")
        #expect(!page.contains("2026-11-01,") && !page.contains(">2026-11-0"), "no ISO day is shown")
        // Weeks start on Monday in France: $6 on Sunday and $6 on Monday are two weeks, each under the limit.
        #expect(!page.contains("too much on Food"))
    }

    @Test func anAmericanBudgetCountsWeeksFromSunday() throws {
        let site = try budgetSite("en_US")
        #expect(!SiteBuilder(sitePath: site.path).build().diagnostics.hasErrors)
        let page = try site.read("Output/budgets/term/index.html")
        #expect(
            page.contains(
                "You are spending too much on Food: $12.00 in the week of November\(Self.nbsp)1,\(Self.nbsp)2026"))
        #expect(page.contains("<time datetime=\"2026-11-01\">Nov\u{A0}1,\u{A0}2026</time>"))
    }

    @Test func anIndianBudgetGroupsInLakhs() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Money club\nlocale: en_IN\ncurrency: INR\n",
            "Content/budgets/home.csv": "date,amount,type,category\n2026-11-24,100000,deposit,Pay\n",
        ])
        #expect(!SiteBuilder(sitePath: site.path).build().diagnostics.hasErrors)
        let page = try site.read("Output/budgets/home/index.html")
        #expect(page.contains("₹1,00,000.00"))
        #expect(page.contains("<time datetime=\"2026-11-24\">24\u{A0}Nov\u{A0}2026</time>"))
        #expect(page.contains("From 24\(Self.nbsp)November\(Self.nbsp)2026 to 24\(Self.nbsp)November\(Self.nbsp)2026"))
    }

    @Test func frenchRatesPagesUseDecimalCommasAndDaysInWords() throws {
        func snapshot(_ date: String, _ usd: String) -> String {
            Snapshot(date: date, base: "EUR", provider: "ecb", rates: ["USD": Decimal(string: usd)!]).json
        }
        let site = try TemporarySite([
            "Content/site.yml": siteYAML("fr_FR", language: "fr") + "rates:\n  targets: [USD]\n",
            "Content/rates/2026-04-09.json": snapshot("2026-04-09", "1.1612"),
            "Content/rates/2026-04-10.json": snapshot("2026-04-10", "1.1661"),
        ])
        #expect(!SiteBuilder(sitePath: site.path).build().diagnostics.hasErrors)
        let index = try site.read("Output/rates/index.html")
        #expect(index.contains("<td class=\"number\">1,1661</td>"))
        #expect(index.contains("▲ +0,42\(Self.nbsp)%"))
        let day = try site.read("Output/rates/2026-04-10/index.html")
        #expect(day.contains("9\(Self.nbsp)avril\(Self.nbsp)2026</a>"), "the pager names the day before in words")
        let year = try site.read("Output/rates/archive/2026/index.html")
        #expect(year.contains("avril\(Self.nbsp)2026") && year.contains(">10\(Self.nbsp)avr.</a>"))
        let feed = try site.read("Output/rates/feed.xml")
        #expect(feed.contains("2026-04-10"), "the feed keeps ISO days")
        #expect(index.contains("data-locale=\"fr-FR\""), "the scripts are told the locale")
    }

    @Test func aStatementsTableHasShortDaysAndItsSentencesDaysInWords() throws {
        let site = try classSite(siteYML: siteYAML("de_DE", language: "de"))
        let result = ClassStatements(
            sitePath: site.path, month: Month(iso: "2026-11")!,
            outputPath: site.root.appendingPathComponent("out").path, today: Day(year: 2026, month: 12, day: 1)
        ).run()
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.sorted)")
        let noah = try site.read("out/noah-chen.html")
        #expect(noah.contains("<tr><td><time datetime=\"2026-11-01\">1.\u{A0}Nov.\u{A0}2026</time></td>"))
        #expect(noah.contains("<tr><td><time datetime=\"2026-11-03\">3.\u{A0}Nov.\u{A0}2026</time></td>"))
        #expect(noah.contains("30.\(Self.nbsp)November\(Self.nbsp)2026"))
        #expect(!noah.contains(">2026-11-"))
    }
}
