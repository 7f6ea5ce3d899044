@testable import CashDashKit
@testable import CashDashModel
import Charts
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing

@Suite struct RatesPagesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func snapshotFile(_ date: String, usd: String, jpy: String) -> String {
        Snapshot(
            date: date, base: "EUR", provider: "ecb",
            rates: ["USD": Decimal(string: usd)!, "JPY": Decimal(string: jpy)!]
        ).json
    }

    private func makeSite(
        _ siteYAML: String =
            "title: FX club\nbase_url: https://example.org/fx\nrates:\n  watchlist: [\"USD/JPY\"]\n  alert_percent: 1\n"
    ) throws -> TemporarySite {
        try TemporarySite([
            "Content/site.yml": siteYAML,
            "Content/rates/2026-04-09.json": snapshotFile("2026-04-09", usd: "1.1600", jpy: "180.00"),
            "Content/rates/2026-04-10.json": snapshotFile("2026-04-10", usd: "1.1650", jpy: "183.60"),
            "Content/rates/2026-04-13.json": snapshotFile("2026-04-13", usd: "1.1684", jpy: "186.75"),
        ])
    }

    /// A longer period is charted only when the history reaches back twice as far as the shorter one, and no chart has
    /// more than four lines; the numbers under a chart are the rates as published, not rebased.
    @Test func chartsEachPeriodOnceInGroupsOfFourLinesAtMost() throws {
        let codes = ["USD", "JPY", "GBP", "CHF", "AUD", "CAD"]
        var files = ["Content/site.yml": "title: FX club\nrates:\n  targets: [\(codes.joined(separator: ", "))]\n"]
        for (index, date) in ["2024-03-04", "2026-01-05", "2026-04-10", "2026-04-13"].enumerated() {
            var rates: [String: Decimal] = [:]
            for (number, code) in codes.enumerated() { rates[code] = Decimal(string: "1.16\(index)\(number)4")! }
            files["Content/rates/\(date).json"] = Snapshot(date: date, base: "EUR", provider: "ecb", rates: rates).json
        }
        let site = try TemporarySite(files)
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let report = try site.read("Output/rates/index.html")
        for heading in ["30 days", "One year", "All history"] { #expect(report.contains("<h3>\(heading)</h3>")) }
        #expect(report.components(separatedBy: "class=\"cd-chart cd-wide\"").count == 7, "3 periods, 2 charts each")
        #expect(report.contains("EUR against USD, JPY, GBP, last 30 days"))
        #expect(report.contains("EUR against CHF, AUD, CAD, all history"))
        #expect(report.contains("(values as they are; the chart starts each line at 100)"))
        #expect(report.contains("<td class=\"number\">1.16304</td>"), "five decimals, as published")

        let shorter = try TemporarySite(files.filter { !$0.key.contains("2024-03-04") })
        #expect(SiteBuilder(sitePath: shorter.path).build().succeeded)
        let recent = try shorter.read("Output/rates/index.html")
        #expect(recent.contains("<h3>One year</h3>") && !recent.contains("<h3>All history</h3>"), "98 days of history")
    }

    @Test func buildsTheReportArchiveCurrenciesAndFeed() throws {
        let site = try makeSite()
        let result = SiteBuilder(sitePath: site.path).build()
        // The fixture's rates are of April 2026: older than `stale_after_days`, which is the one warning.
        #expect(
            result.diagnostics.all.map(\.description).filter {
                !$0.contains("warning: the newest exchange rates are from 2026-04-13")
            }.isEmpty)
        #expect(result.diagnostics.warnings.count == 1)
        let report = try site.read("Output/rates/index.html")
        #expect(
            report.contains("<p class=\"alerts stale\" role=\"note\">These are the rates of April\u{A0}13,\u{A0}2026")
                && report.contains("newer rates could not be fetched yet"))
        #expect(report.contains("<td class=\"number\">1.1684</td><td class=\"number change up\">▲ +0.29%</td>"))
        #expect(
            report.contains("Change since Apr 10, 2026</th>")
                && report.contains("▲ means one EUR buys more of that currency than on April\u{A0}10,\u{A0}2026"))
        #expect(
            report.contains("Each line starts at 100 on the chart&#39;s first day"),
            "said to every reader, not only in the chart's description")
        #expect(
            report.contains("JPY</a> Yen: <span class=\"change up\">▲ +1.72%</span>"),
            "a move over alert_percent is called out")
        #expect(
            report.contains(
                "<caption>USD to JPY <span class=\"quiet\">(<bdi dir=\"ltr\">1 USD = 159.83 JPY</bdi>)</span></caption>"
            ))
        #expect(
            report.contains(
                "<th scope=\"row\" class=\"number\">100.00\u{A0}USD</th><td class=\"number\">15,983\u{A0}JPY</td>"))
        #expect(report.contains("\"rates\":{\"EUR\":1,\"JPY\":186.75,\"USD\":1.1684}"))
        #expect(
            report.components(separatedBy: "class=\"cd-chart cd-wide\"").count == 2, "three days: the last 30 days only"
        )
        #expect(report.components(separatedBy: "class=\"cd-chart cd-narrow\"").count == 2, "drawn for phones too")
        let day = try site.read("Output/rates/2026-04-10/index.html")
        #expect(
            day.contains("href=\"../2026-04-09/index.html\" rel=\"prev\"")
                && day.contains("href=\"../2026-04-13/index.html\" rel=\"next\""))
        let yen = try site.read("Output/rates/currency/jpy/index.html")
        #expect(yen.contains("the highest was 186.75 and the lowest 180"))
        #expect(
            yen.contains("2026-04-09/index.html\">Apr\u{A0}9,\u{A0}2026</a></th><td class=\"number\">180.00</td>"),
            "a column of rates at the decimals they are published with")
        #expect(try site.read("Output/rates/currencies/index.html").contains("data-search=\"USD US Dollar\""))
        #expect(try site.read("Output/rates/archive/2026/index.html").contains("href=\"../../2026-04-13/index.html\""))
        let feed = try site.read("Output/rates/feed.xml")
        #expect(XMLParser(data: Data(feed.utf8)).parse())
        // A day's page has one address in the feed, its link and its id alike: the folder's, as in the sitemap.
        #expect(feed.contains("<link href=\"https://example.org/fx/rates/2026-04-13/\"/>"))
        #expect(feed.contains("<id>https://example.org/fx/rates/2026-04-13/</id>"))
        #expect(feed.contains("<link rel=\"self\" href=\"https://example.org/fx/rates/feed.xml\"/>"))
        #expect(feed.contains("<summary>1 EUR = 1.1684 USD (▲ +0.29%); 1 EUR = 186.75 JPY (▲ +1.72%)</summary>"))
        #expect(try site.read("Output/index.html").contains("href=\"rates/index.html\""))
        #expect(report.contains("<a href=\"feed.xml\">Feed</a>"), "a file beside the page is named alone")
        #expect(
            try site.read("Output/rates/archive/2026/index.html").contains(
                "<a href=\"../../index.html\">Exchange rates</a>"))
    }

    /// Element names of a feed, to show that no text of the site became markup.
    private final class ElementNames: NSObject, XMLParserDelegate {
        var names: Set<String> = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            names.insert(qualifiedName ?? name)
        }
    }

    @Test func aWatchedPairTheNewestRatesCannotCrossIsAWarningNotASilentGap() throws {
        let site = try makeSite("title: FX club\nrates:\n  watchlist: [\"USD/JPY\", \"USD/HRK\"]\n")
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.succeeded)
        // The kuna's table was left off the page without a word.
        #expect(
            result.diagnostics.warnings.map(\.message).contains(
                "`rates: watchlist` has `USD/HRK`, but the newest rates (of 2026-04-13) have none for HRK, so the rates "
                    + "page leaves this pair out; remove it, or fetch rates that quote it"))
        #expect(try site.read("Output/rates/index.html").contains("USD to JPY"))
    }

    /// A base no snapshot quotes had the build stop with "Index out of range" (the Arabic starter suggests EGP, which
    /// the ECB does not quote); now it is an error at its line, and `check` says the same.
    @Test func aBaseNoSnapshotQuotesIsAnErrorAtItsLine() throws {
        let site = try makeSite("title: FX club\nrates:\n  base: EGP\n")
        let expected =
            "`rates: base` is EGP, but no snapshot in Content/rates has a rate for it (the newest, of 2026-04-13, are "
            + "against EUR), so there would be no rates to show; choose a base they quote, such as EUR (`cashdash rates "
            + "list` shows them), or fetch rates from a provider that quotes EGP"
        for result in [SiteBuilder(sitePath: site.path).check(), SiteBuilder(sitePath: site.path).build()] {
            #expect(!result.succeeded)
            #expect(result.diagnostics.errors.map { "\($0.line):\($0.message)" } == ["3:" + expected])
        }
    }

    /// A base the newest snapshots no longer quote (the ECB stopped quoting the lev when Bulgaria took the euro) showed
    /// the last day that had it as the newest rates, without a word; a target they lack left the charts the same way.
    @Test func aBaseOrATargetTheNewestRatesLackIsAWarningAtItsLine() throws {
        var files = [
            "Content/site.yml": "title: FX club\nrates:\n  base: JPY\n  targets: [USD, GBP]\n",
            "Content/rates/2026-04-09.json": snapshotFile("2026-04-09", usd: "1.1600", jpy: "180.00"),
            "Content/rates/2026-04-10.json": snapshotFile("2026-04-10", usd: "1.1650", jpy: "183.60"),
        ]
        files["Content/rates/2026-04-13.json"] =
            Snapshot(date: "2026-04-13", base: "EUR", provider: "ecb", rates: ["USD": Decimal(string: "1.1684")!]).json
        let site = try TemporarySite(files)
        let result = SiteBuilder(sitePath: site.path, today: Day(iso: "2026-04-16")!).build()
        #expect(result.succeeded)
        #expect(
            result.diagnostics.warnings.map { "\($0.line):\($0.message)" } == [
                "3:`rates: base` is JPY, but the newest snapshot (of 2026-04-13) has no rate for it, so the rates pages "
                    + "stop at 2026-04-10; choose a base they quote, such as EUR (`cashdash rates list` shows them)",
                "4:`rates: targets` has GBP, but the newest rates (of 2026-04-13) have none for it, so the rates charts "
                    + "leave it out; remove it, or fetch rates that quote it",
            ])
        // The page says how old the day it shows is, not the newest file.
        #expect(try site.read("Output/rates/index.html").contains("rates of April\u{A0}10,\u{A0}2026, 6 days ago"))
    }

    /// The lead names the base in a sentence whose article would have to agree with it: a German site based on the
    /// krone said "für einen Dänische Krone".
    @Test func theLeadNamesTheBaseWithoutAnArticleToAgreeWith() throws {
        let snapshot = { (date: String, krone: String) in
            Snapshot(
                date: date, base: "EUR", provider: "ecb",
                rates: ["USD": Decimal(string: "1.1650")!, "DKK": Decimal(string: krone)!]
            ).json
        }
        let site = try TemporarySite([
            "Content/site.yml": "title: FX club\nlanguage: de\nlocale: de_DE\nrates:\n  base: DKK\n",
            "Content/rates/2026-04-10.json": snapshot("2026-04-10", "7.4610"),
            "Content/rates/2026-04-13.json": snapshot("2026-04-13", "7.4620"),
        ])
        #expect(SiteBuilder(sitePath: site.path, today: Day(iso: "2026-04-14")!).build().succeeded)
        let page = try site.read("Output/rates/index.html")
        #expect(page.contains("Was man für 1 Dänische Krone (DKK) bekommt und"))
        #expect(page.contains("(die Währung Dänische Krone ist ihr gegenüber stärker geworden)"))
    }

    @Test func theBigMovesSayTheThresholdAsWrittenNotRounded() throws {
        let site = try makeSite("title: FX club\nrates:\n  alert_percent: 0.75\n")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let report = try site.read("Output/rates/index.html")
        // A move of 0.78% is over 0.75% and listed: the heading once said "more than 0.8%".
        #expect(report.contains("Big moves today (more than 0.75%)"), "\(report)")
        #expect(RatesPages.decimals(of: Decimal(string: "1")!) == 1)

        // Measured from rates three weeks older, the moves are not today's, and the heading says since when.
        let gap = try TemporarySite([
            "Content/site.yml": "title: FX club\nrates:\n  alert_percent: 0.75\n",
            "Content/rates/2026-03-20.json": snapshotFile("2026-03-20", usd: "1.1600", jpy: "180.00"),
            "Content/rates/2026-04-13.json": snapshotFile("2026-04-13", usd: "1.1684", jpy: "186.75"),
        ])
        #expect(SiteBuilder(sitePath: gap.path).build().succeeded)
        let later = try gap.read("Output/rates/index.html")
        #expect(later.contains("Big moves since Mar 20, 2026 (more than 0.75%)"), "\(later)")
        #expect(!later.contains("Big moves today"))
        #expect(RatesPages.decimals(of: Decimal(string: "1.5")!) == 1)
        #expect(RatesPages.decimals(of: Decimal(string: "0.125")!) == 3)
    }

    @Test func aCurrencyWithOneDayOfRatesTellsThatDayWithoutAHighestOrLowest() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: FX club\n",
            "Content/rates/2026-04-13.json": snapshotFile("2026-04-13", usd: "1.1684", jpy: "186.75"),
        ])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let yen = try site.read("Output/rates/currency/jpy/index.html")
        // The first day of a new site once read "(1 days of rates) the highest was 186.75 and the lowest 186.75".
        #expect(yen.contains("<p class=\"lead\">On April\u{A0}13,\u{A0}2026, 1 EUR bought 186.75 JPY.</p>"), "\(yen)")
        #expect(!yen.contains("1 days"))
    }

    @Test func theFeedEscapesEveryTextAndRefusesHostileSnapshots() throws {
        let script = "<x:script xmlns:x=\"http://www.w3.org/1999/xhtml\">alert(1)</x:script>"
        let site = try makeSite("title: '\(script) & co'\n")
        var hostile = Snapshot(date: "2026-04-14", base: "EUR", provider: "<b>p</b>", rates: ["USD": 1])
        hostile.fetchedAt = "2026-04-14T10:00:00Z\(script)"
        try site.write(hostile.json, to: "Content/rates/2026-04-14.json")
        let refused = SiteBuilder(sitePath: site.path).build()
        #expect(
            refused.diagnostics.errors.map(\.message) == ["`fetched_at` should be a time like 2026-04-13T17:06:40Z"])
        try FileManager.default.removeItem(atPath: site.path + "/Content/rates/2026-04-14.json")

        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let feed = try site.read("Output/rates/feed.xml")
        let names = ElementNames()
        let parser = XMLParser(data: Data(feed.utf8))
        parser.delegate = names
        #expect(parser.parse(), "the feed is well-formed")
        #expect(names.names == ["feed", "title", "id", "updated", "author", "name", "entry", "link", "summary"])
        #expect(
            feed.contains(
                "<title>&lt;x:script xmlns:x=&quot;http://www.w3.org/1999/xhtml&quot;&gt;alert(1)&lt;/x:script&gt; &amp; co: daily"
            ))
    }

    /// A history of more than ten years is drawn from each year's summary: the first, lowest, highest and last rate
    /// of each month on their days, a month with no rates a gap, the one day's spike kept, and the last label the
    /// latest rate itself; the currency's high and low are exact.
    @Test func moreThanTenYearsAreDrawnMonthByMonthFromTheYearsSummaries() throws {
        var files = ["Content/site.yml": "title: FX club\nrates:\n  targets: [USD]\n"]
        var dates: [String] = []
        for year in 2014...2025 {
            for month in 1...12 where !(year == 2017 && month == 3) {
                for day in [3, 10, 17] { dates.append(Day(year: year, month: month, day: day).description) }
            }
        }
        for (index, date) in dates.enumerated() {
            let usd = date == "2019-06-10" ? "2.0000" : date == dates.last ? "1.2345" : "1.1\(100 + index % 300)"
            files["Content/rates/\(date).json"] = snapshotFile(date, usd: usd, jpy: "160.00")
        }
        let site = try TemporarySite(files)
        let builder = SiteBuilder(sitePath: site.path, today: Day(year: 2025, month: 12, day: 18))
        var memo: SnapshotMemo?
        var diagnostics = Diagnostics()
        let rates = try #require(builder.load(rateMemo: &memo, &diagnostics).rates)
        #expect(rates.isSummarized)
        let points = rates.summarizedPoints("USD")
        #expect(points.count <= 143 * 4 + 1 && points.count > 143, "a few points a month, not every day")
        let drawn = { (rate: String) in NSDecimalNumber(string: rate).doubleValue }  // as the charts take a rate
        #expect(points.first == LineChart.Point(Day(year: 2014, month: 1, day: 3), drawn("1.1100")))
        #expect(points.last == LineChart.Point(Day(year: 2025, month: 12, day: 17), drawn("1.2345")), "the latest rate")
        #expect(points.contains(LineChart.Point(Day(year: 2019, month: 6, day: 10), 2)), "the spike survives")
        #expect(points.contains(LineChart.Point(Day(year: 2017, month: 3, day: 1), nil)), "a month without rates")

        #expect(builder.build().succeeded)
        let page = try site.read("Output/rates/currency/usd/index.html")
        #expect(page.contains("the highest was 2.0000 and the lowest 1.1100"), "exactly, as published")
        #expect(page.contains("▲ 1.2345"), "the chart's last label is the latest rate")
        #expect(page.contains("last day of each year"))
    }

    @Test func aSiteBaseOtherThanTheSnapshotsIsCrossedExactly() throws {
        let site = try makeSite("title: FX\nrates:\n  base: USD\n  targets: [JPY, EUR]\n")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let report = try site.read("Output/rates/index.html")
        #expect(report.contains("<caption>1 USD buys</caption>"))
        #expect(report.contains(">159.83</td>"), "186.75 / 1.1684, at the 2 decimals JPY is published with")
        #expect(report.contains(">0.8559</td>"), "1 / 1.1684, at the decimals of the USD rate it comes from")
    }

    /// Crossed to a base worth little, a rate keeps four significant digits: at the decimals its provider publishes
    /// it with, 1 IDR bought 0.0001 USD (it buys 0.00005818) and 0.00 EUR, in the table and in the watchlist alike.
    @Test func aRateCrossedToASmallBaseKeepsFourSignificantDigits() throws {
        let rates: [String: Decimal] = [
            "USD": Decimal(string: "1.1684")!, "JPY": Decimal(string: "186.75")!, "IDR": Decimal(string: "20082.05")!,
        ]
        let site = try TemporarySite([
            "Content/site.yml":
                "title: FX\nrates:\n  base: IDR\n  targets: [USD, EUR, JPY]\n  watchlist: [\"IDR/EUR\"]\n",
            "Content/rates/2026-04-13.json": Snapshot(date: "2026-04-13", base: "EUR", provider: "ecb", rates: rates)
                .json,
        ])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let report = try site.read("Output/rates/index.html")
        #expect(report.contains("<caption>1 IDR buys</caption>"))
        #expect(report.contains(">0.00005818</td>"), "1.1684 / 20082.05")
        #expect(report.contains(">0.00004980</td>"), "1 / 20082.05")
        #expect(report.contains(">0.009299</td>"), "186.75 / 20082.05")
        #expect(report.contains("1 IDR = 0.00004980 EUR"))
        let day = try site.read("Output/rates/2026-04-13/index.html")
        #expect(day.contains(">0.00005818</td>"))
        // The watched pair starts at an amount that buys at least ten cents, as a bank's table of a weak currency does.
        #expect(!report.contains(">1.00\u{A0}IDR</th>"), "1 IDR buys 0.00 EUR")
        #expect(report.contains(">10,000.00\u{A0}IDR</th><td class=\"number\">0.50\u{A0}EUR</td>"))
        #expect(report.contains(">10,000,000.00\u{A0}IDR</th><td class=\"number\">497.96\u{A0}EUR</td>"))
        let strong = RatesPages.watchedAmounts(rate: Decimal(string: "0.8537")!, minorUnits: 2)
        #expect(strong.first == 1, "1 USD buys 0.85 EUR")
        #expect(RatesPages.watchedAmounts(rate: Decimal(string: "0.009299")!, minorUnits: 0).first == 10_000, "93 JPY")

        // A watched pair is crossed too, whatever the site's base: 1 JPY bought 0.0063 USD at USD's decimals.
        let euro = try makeSite("title: FX\nrates:\n  watchlist: [\"JPY/USD\"]\n")
        #expect(SiteBuilder(sitePath: euro.path).build().succeeded)
        #expect(try euro.read("Output/rates/index.html").contains("1 JPY = 0.006256 USD"), "1.1684 / 186.75")
    }

    @Test func moreThanEightTargetsIsAnError() throws {
        let site = try makeSite("title: FX\nrates:\n  targets: [USD, JPY, GBP, CHF, CAD, AUD, CNY, SEK, NOK]\n")
        let result = SiteBuilder(sitePath: site.path).check()
        #expect(
            result.diagnostics.errors.map(\.message) == [
                "`rates: targets` lists 9 currencies; the rates charts show at most 8, so keep the 8 you care about most"
            ])
    }

    @Test func aMisnamedOrBrokenSnapshotIsAnError() throws {
        let site = try makeSite()
        try site.write(snapshotFile("2026-04-14", usd: "1.17", jpy: "187"), to: "Content/rates/2026-04-15.json")
        try site.write("{\"base\": \"EUR\"", to: "Content/rates/2026-04-16.json")
        let messages = SiteBuilder(sitePath: site.path).check().diagnostics.errors.map(\.message)
        #expect(messages.count == 2)
        #expect(messages[0].hasPrefix("this snapshot is dated 2026-04-14 but the file is called 2026-04-15.json"))
        #expect(messages[1].hasPrefix("this is not a rate snapshot"))
    }

    /// The paths of the series `index` of every chart in `html`: one `M` per stretch without a gap.
    private func paths(_ html: String, series index: Int = 0) -> [String] {
        html.components(separatedBy: "<path d=\"").dropFirst().compactMap { rest -> String? in
            guard let end = rest.firstIndex(of: "\""), rest[end...].prefix(200).contains("class=\"cd-s\(index)\"")
            else { return nil }
            return String(rest[..<end])
        }
    }

    /// A working day the ECB published and the site lacks (Wednesday 15 April) breaks every line there, is a dash
    /// in the numbers and "no rates" on the currency's page; the weekend between is not a gap.
    @Test func aMissedWorkingDayIsAGapInEveryChart() throws {
        var files = ["Content/site.yml": "title: FX club\nrates:\n  targets: [USD, JPY]\n"]
        for (index, date) in ["2026-04-13", "2026-04-14", "2026-04-16", "2026-04-17", "2026-04-20"].enumerated() {
            files["Content/rates/\(date).json"] = snapshotFile(date, usd: "1.16\(index)0", jpy: "18\(index).00")
        }
        let site = try TemporarySite(files)
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.succeeded)
        #expect(
            result.diagnostics.all.allSatisfy { $0.message.contains("the newest exchange rates are from") },
            "only the stale rates")
        let report = try site.read("Output/rates/index.html")
        let lines = paths(report)
        #expect(lines.count == 2, "wide and narrow")
        for line in lines { #expect(line.filter { $0 == "M" }.count == 2, "broken at the missing Wednesday: \(line)") }
        #expect(report.contains("1 working day has no rates here; the lines break there rather than guess."))
        #expect(
            report.contains(
                "<th scope=\"row\">Apr\u{A0}15,\u{A0}2026</th><td class=\"number\">–</td><td class=\"number\">–</td>"))
        #expect(!report.contains("2026-04-18") && !report.contains("2026-04-19"), "a weekend is not a point")

        let yen = try site.read("Output/rates/currency/jpy/index.html")
        for line in paths(yen) { #expect(line.filter { $0 == "M" }.count == 2) }
        #expect(
            yen.contains(
                "<tr><th scope=\"row\">Apr\u{A0}15,\u{A0}2026</th><td class=\"number quiet\">no rates</td></tr>"))
        #expect(yen.contains("<a href=\"../../2026-04-16/index.html\">Apr\u{A0}16,\u{A0}2026</a>"))
        #expect(!yen.contains("2026-04-18"))

        // Two builds of the same rates give the same bytes: nothing depends on the day of the build.
        let again = try TemporarySite(files)
        #expect(SiteBuilder(sitePath: again.path).build().succeeded)
        #expect(try again.read("Output/rates/index.html") == report)
    }

    /// open.er-api publishes every day, so its missing Saturday is a gap; the ECB's Easter Monday and Christmas are not.
    @Test func whatIsAGapDependsOnTheProvider() throws {
        func report(_ dates: [String], provider: String) throws -> String {
            var files = ["Content/site.yml": "title: FX club\nrates:\n  targets: [USD]\n"]
            for date in dates {
                files["Content/rates/\(date).json"] =
                    Snapshot(date: date, base: "EUR", provider: provider, rates: ["USD": 1.1]).json
            }
            let site = try TemporarySite(files)
            #expect(SiteBuilder(sitePath: site.path).build().succeeded)
            return try site.read("Output/rates/index.html")
        }
        let open = try report(["2026-04-17", "2026-04-19", "2026-04-20"], provider: "open-er-api")
        #expect(paths(open).allSatisfy { $0.filter { $0 == "M" }.count == 2 })
        #expect(open.contains("1 working day has no rates here"))
        let easter = try report(["2026-04-02", "2026-04-07", "2026-04-08"], provider: "ecb")
        #expect(paths(easter).allSatisfy { $0.filter { $0 == "M" }.count == 1 })
        #expect(!easter.contains("working day"))
        let christmas = try report(
            ["2025-12-23", "2025-12-24", "2025-12-29", "2025-12-30", "2025-12-31", "2026-01-02"], provider: "ecb")
        #expect(
            paths(christmas).allSatisfy { $0.filter { $0 == "M" }.count == 1 }, "Christmas, 26 December and New Year")
    }

    /// The default site's sample rates miss no working day, so its charts have no gap and its page says none.
    @Test func theDefaultRatesHaveNoGaps() throws {
        var diagnostics = Diagnostics()
        let folder = Self.packageRoot.appendingPathComponent("Content/rates")
        let history = RateHistory.load(from: folder, path: "Content/rates", diagnostics: &diagnostics)
        #expect(!diagnostics.hasErrors && history.snapshots.count >= 15)
        #expect(history.missingDays.isEmpty)
    }

    @Test func theDefaultSnapshotsAreByteStable() throws {
        let folder = Self.packageRoot.appendingPathComponent("Content/rates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 15)
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(try Snapshot(json: data).json == String(decoding: data, as: UTF8.self), "\(name)")
        }
    }
}
