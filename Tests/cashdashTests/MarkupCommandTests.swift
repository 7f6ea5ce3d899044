import Foundation
import Testing

/// The exchange markup of a trip, through the real binary: `report` in JSON and HTML, `build` and its warnings.
@Suite struct MarkupCommandTests {
    /// Three purchases in two currencies; the hand-worked figures are in `ExchangeMarkupTests`: markups 1.70, 0.87
    /// and 0.55, so 2.57 in October, 0.55 in November and 3.12 in the year.
    static let trip = """
        date,amount,type,category,currency,charged,note
        2026-10-24,120.00,expense,Travel,USD,,Train to the airport
        2026-10-26,40.00,expense,Food,EUR,48.10,Dinner in Paris
        2026-10-27,25.00,expense,Fun,GBP,34.20,Museum in London
        2026-11-02,12.50,expense,Food,EUR,15.17,Lunch at the station

        """

    static func snapshot(_ date: String, usd: String, gbp: String) -> String {
        "{\n  \"base\": \"EUR\",\n  \"date\": \"\(date)\",\n  \"provider\": \"ecb\",\n  \"rates\": {\n    \"GBP\": \(gbp),\n    \"USD\": \(usd)\n  }\n}\n"
    }

    static func tripFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("title: Trip\ncurrency: USD\n", to: "Content/site.yml")
        try folder.write(snapshot("2026-10-26", usd: "1.16", gbp: "0.87"), to: "Content/rates/2026-10-26.json")
        try folder.write(snapshot("2026-10-27", usd: "1.16", gbp: "0.87"), to: "Content/rates/2026-10-27.json")
        try folder.write(snapshot("2026-11-02", usd: "1.17", gbp: "0.88"), to: "Content/rates/2026-11-02.json")
        try folder.write(trip, to: "trip.csv")
        return folder
    }

    @Test func theJSONReportTotalsTheMarkupPerMonthAndYearToTheCent() throws {
        let folder = try Self.tripFolder()
        let result = try CommandRunner.run(["report", "trip.csv", "--format", "json"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.contains(
                """
                  "exchange_markup": {
                    "months": {
                      "2026-10": {"at_reference": 79.73, "charged": 82.30, "markup": 2.57, "purchases": 2},
                      "2026-11": {"at_reference": 14.62, "charged": 15.17, "markup": 0.55, "purchases": 1}
                    },
                    "total": {"at_reference": 94.35, "charged": 97.47, "markup": 3.12, "purchases": 3},
                    "unmeasured": 0,
                    "years": {
                      "2026": {"at_reference": 94.35, "charged": 97.47, "markup": 3.12, "purchases": 3}
                    }
                  },
                """), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("\"spent\": 217.47"), "the rows count at what was charged")
    }

    @Test func theCSVReportAddsTheMarkupAsMoneySpentOnIt() throws {
        let folder = try Self.tripFolder()
        let result = try CommandRunner.run(["report", "trip.csv", "--format", "csv"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.hasSuffix(
                """
                month,2026-11,0.00,15.17,-15.17,\r
                markup,Exchange markup,0.00,3.12,-3.12,\r
                markup-year,2026,0.00,3.12,-3.12,\r
                markup-month,2026-10,0.00,2.57,-2.57,\r
                markup-month,2026-11,0.00,0.55,-0.55,\r

                """), "\(result.standardOutput)")
    }

    @Test func thePrintedReportAndTheBudgetPageShowEachRowsMarkup() throws {
        let folder = try Self.tripFolder()
        let report = try CommandRunner.run(["report", "trip.csv", "--output", "report.html"], in: folder.url)
        #expect(report.status == 0, "\(report.standardError)")
        let html = try folder.read("report.html")
        #expect(
            html.contains(
                "In 2026, your card&#39;s “no fee” purchases in other currencies cost $3.12 more than the reference rate: 3.31% on top of $94.35."
            ), "3.12 ÷ 94.35 = 3.3068… %")
        #expect(
            html.contains(
                "<span class=\"when\"><time datetime=\"2026-10-27\">Oct\u{A0}27,\u{A0}2026</time></span> Museum in London"
            ))
        #expect(
            html.contains("<span class=\"stack\">1.3680</span><span class=\"stack quiet\">1.3333</span>"),
            "the bank's rate over the reference")
        #expect(
            html.contains("<span class=\"stack amount spent\">$0.87</span><span class=\"stack quiet\">2.60%</span>"))
        #expect(html.contains("The year 2026 <span class=\"when\">3 purchases</span>"))

        try folder.write(Self.trip, to: "Content/budgets/trip.csv")
        let built = try CommandRunner.run(["build"], in: folder.url)
        #expect(built.status == 0, "\(built.standardError)")
        let page = try folder.read("Output/budgets/trip/index.html")
        #expect(page.contains("<h2 id=\"trip-markup\">The exchange markup</h2>"))
        #expect(
            page.contains("<span class=\"stack amount spent\">$1.70</span><span class=\"stack quiet\">3.66%</span>"))
    }

    @Test func aChargeOnADayWithoutItsSnapshotIsKeptWithAWarningSayingWhatToAdd() throws {
        let folder = try Self.tripFolder()
        try folder.write(
            "date,amount,category,currency,charged\n2026-10-28,-10.00,Food,EUR,11.90\n2026-10-28,-5.00,Food,USD,5.50\n",
            to: "late.csv")
        let result = try CommandRunner.run(["report", "late.csv", "--format", "json", "--keep-going"], in: folder.url)
        #expect(result.status == 0)
        #expect(
            result.standardError.contains(
                "late.csv:2:28: warning: there is no rate snapshot for 2026-10-28, a day the `ecb` rates are published, so this row's markup is measured with the rate of 2026-10-27; add Content/rates/2026-10-28.json with `cashdash rates fetch` on the day, or `cashdash rates import FILE` afterwards\n"
            ),
            "\(result.standardError)")
        #expect(
            result.standardError.contains(
                "late.csv:3:27: warning: this row is in USD, the budgets' own currency, so no money was exchanged and there is no markup to measure; `charged` is for rows in another currency; it differs from the amount, so Cash Dash cannot tell which is right"
            ),
            "left out with --keep-going")
        #expect(
            result.standardOutput.contains(
                "\"total\": {\"at_reference\": 11.60, \"charged\": 11.90, \"markup\": 0.30, \"purchases\": 1}"))
    }
}
