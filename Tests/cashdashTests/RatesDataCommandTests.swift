import Foundation
import Testing

/// The rates as open data beside the pages: the newest day's and each year's days as JSON and CSV, each currency's
/// history and averages as CSV,
/// at addresses that stay the same, with every rate to the digit the provider gave.
@Suite struct RatesDataCommandTests {
    /// Five ECB days over two months; the yen and the rupiah with their own decimals.
    static let days: [(date: String, usd: String, jpy: String, idr: String)] = [
        ("2026-01-29", "1.1707", "183.02", "19632.64"),
        ("2026-01-30", "1.1715", "182.5", "19640.1"),
        ("2026-02-02", "1.169", "181.97", "19601.33"),
        ("2026-02-03", "1.1701", "182.04", "19599.8"),
        ("2026-02-04", "1.1699", "182.11", "19610.05"),
    ]

    func builtSite() throws -> TemporaryFolder {
        let site = try TemporaryFolder()
        try site.write("title: Rates\nrates:\n  base: EUR\n  targets: [USD, JPY]\n", to: "Content/site.yml")
        for day in Self.days {
            try site.write(
                "{\"base\":\"EUR\",\"date\":\"\(day.date)\",\"provider\":\"ecb\",\"rates\":{\"USD\":\(day.usd),"
                    + "\"JPY\":\(day.jpy),\"IDR\":\(day.idr)}}\n",
                to: "Content/rates/\(day.date).json")
        }
        let build = try CommandRunner.run(["build"], in: site.url)
        #expect(build.status == 0, "\(build.standardError)")
        return site
    }

    @Test func eachDaysRatesAreJSONAndCSVToTheDigit() throws {
        let site = try builtSite()
        let last = Self.days[4]
        let json = """
            {
              "date": "2026-02-04",
              "base": "EUR",
              "provider": "ecb",
              "rates": {
                "IDR": \(last.idr),
                "JPY": \(last.jpy),
                "USD": \(last.usd)
              }
            }

            """
        #expect(try site.read("Output/rates/latest.json") == json, "the newest day at an address that stays")
        let year = try site.read("Output/rates/archive/2026/rates.json")
        #expect(year.hasPrefix("{\n  \"year\": 2026,\n  \"base\": \"EUR\",\n  \"days\": [\n    {\n"))
        #expect(
            year.hasSuffix(
                json.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n  ]\n}\n"),
            "the year's last day as the newest day's file has it")
        let csv = try site.read("Output/rates/archive/2026/rates.csv")
        #expect(
            csv.hasPrefix(
                """
                date,base,currency,rate
                2026-01-29,EUR,IDR,19632.64
                2026-01-29,EUR,JPY,183.02
                2026-01-29,EUR,USD,1.1707
                2026-01-30,EUR,IDR,19640.1
                2026-01-30,EUR,JPY,182.5
                2026-01-30,EUR,USD,1.1715

                """))
        #expect(csv.split(separator: "\n").count == 1 + 3 * Self.days.count, "a row a currency of each day")
        let parsed = try JSONSerialization.jsonObject(with: Data(year.utf8)) as? [String: Any]
        let days = parsed?["days"] as? [[String: Any]]
        #expect(days?.count == 5, "any JSON reader reads it")
        #expect((days?.last?["rates"] as? [String: Double])?["USD"] == 1.1699)
    }

    @Test func eachYearHasItsOwnFiles() throws {
        let site = try builtSite()
        try site.write(
            "{\"base\":\"EUR\",\"date\":\"2025-12-31\",\"provider\":\"ecb\",\"rates\":{\"USD\":1.0412}}\n",
            to: "Content/rates/2025-12-31.json")
        #expect(try CommandRunner.run(["build"], in: site.url).status == 0)
        #expect(
            try site.read("Output/rates/archive/2025/rates.csv")
                == "date,base,currency,rate\n2025-12-31,EUR,USD,1.0412\n")
        #expect(!(try site.read("Output/rates/archive/2026/rates.csv")).contains("2025-12-31"))
    }

    @Test func eachCurrencysHistoryAndAveragesAreCSV() throws {
        let site = try builtSite()
        #expect(
            try site.read("Output/rates/currency/usd/history.csv")
                == "date,base,currency,rate\n"
                + Self.days.map { "\($0.date),EUR,USD,\($0.usd)\n" }.joined())
        // By hand: January (1.1707 + 1.1715) / 2 = 1.1711; February (1.169 + 1.1701 + 1.1699) / 3 = 1.1696666…,
        // half up at six places 1.169667; the year's five days 5.8512 / 5 = 1.17024, not the months' mean.
        #expect(
            try site.read("Output/rates/currency/usd/averages.csv") == """
                period,base,currency,average,days
                2026-01,EUR,USD,1.1711,2
                2026-02,EUR,USD,1.169667,3
                2026,EUR,USD,1.17024,5

                """)
        // The yen: January (183.02 + 182.5) / 2 = 182.76; February 546.12 / 3 = 182.04.
        #expect(
            try site.read("Output/rates/currency/jpy/averages.csv").contains(
                "2026-01,EUR,JPY,182.76,2\n2026-02,EUR,JPY,182.04,3\n"))
        let page = try site.read("Output/rates/currency/usd/index.html")
        #expect(
            page.replacingOccurrences(of: "\u{A0}", with: " ").contains(
                "<th scope=\"row\">February 2026</th><td class=\"number\">1.169667</td><td class=\"number\">3</td>"))
        #expect(page.contains("href=\"history.csv\"") && page.contains("href=\"averages.csv\""))
    }

    @Test func aCorrectedDayIsPublishedAgainAndANewDayBecomesTheLatest() throws {
        let site = try builtSite()
        try site.write(
            "{\"base\":\"EUR\",\"date\":\"2026-01-29\",\"provider\":\"ecb\",\"rates\":{\"USD\":1.1708}}\n",
            to: "Content/rates/2026-01-29.json")
        try site.write(
            "{\"base\":\"EUR\",\"date\":\"2026-02-05\",\"provider\":\"ecb\",\"rates\":{\"USD\":1.17}}\n",
            to: "Content/rates/2026-02-05.json")
        let build = try CommandRunner.run(["build"], in: site.url)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(try site.read("Output/rates/archive/2026/rates.csv").contains("\n2026-01-29,EUR,USD,1.1708\n"))
        #expect(try site.read("Output/rates/latest.csv") == "date,base,currency,rate\n2026-02-05,EUR,USD,1.17\n")
        #expect(try site.read("Output/rates/currency/usd/history.csv").contains("2026-01-29,EUR,USD,1.1708\n"))
    }

    @Test(.enabled(if: TestProvider.available)) func aProvidersEveryCurrencyIsFetchedAndPublishedAsData() throws {
        let provider = try TestProvider()
        let site = try TemporaryFolder()
        try site.write("title: Rates\nrates:\n  base: EUR\n  provider: currency-api\n", to: "Content/site.yml")
        let fetch = try CommandRunner.run(
            ["rates", "fetch", "--url", provider.url("/answers/currency-api-eur.json")], in: site.url)
        #expect(fetch.status == 0, "\(fetch.standardError)")
        #expect(fetch.standardOutput.contains("Left out 1inch, btc, usdt"), "\(fetch.standardOutput)")
        #expect(try CommandRunner.run(["build"], in: site.url).status == 0)
        let latest = try site.read("Output/rates/latest.csv")
        #expect(
            latest == """
                date,base,currency,rate
                2026-04-13,EUR,AED,4.29083011
                2026-04-13,EUR,GBP,0.87063419
                2026-04-13,EUR,IDR,19633.90128
                2026-04-13,EUR,JPY,186.7612
                2026-04-13,EUR,KWD,0.35934
                2026-04-13,EUR,USD,1.16841522

                """)
    }
}
