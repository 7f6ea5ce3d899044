import Foundation
import Testing

/// The rates as open data beside the pages: each day's as JSON and CSV, each currency's history and averages as CSV,
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
        #expect(try site.read("Output/rates/2026-02-04/rates.json") == json)
        #expect(try site.read("Output/rates/latest.json") == json, "the newest day at an address that stays")
        let csv = try site.read("Output/rates/2026-01-30/rates.csv")
        #expect(
            csv == """
                date,base,currency,rate
                2026-01-30,EUR,IDR,19640.1
                2026-01-30,EUR,JPY,182.5
                2026-01-30,EUR,USD,1.1715

                """)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect((parsed?["rates"] as? [String: Double])?["USD"] == 1.1699, "any JSON reader reads it")
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
        #expect(
            try site.read("Output/rates/2026-01-29/rates.csv") == "date,base,currency,rate\n2026-01-29,EUR,USD,1.1708\n"
        )
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
