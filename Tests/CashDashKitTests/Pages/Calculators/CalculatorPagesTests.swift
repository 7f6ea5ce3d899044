@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct CalculatorPagesTests {
    func makeSite(_ pages: [String: String]) throws -> TemporarySite {
        var files = [
            "Content/site.yml": "title: Money club\n",
            "Content/curriculum/04-loans.md": chapterFile(title: "Loans <and> debt"),
        ]
        for (name, text) in pages { files["Content/calculators/" + name] = text }
        return try TemporarySite(files)
    }

    let loanPage = """
        ---
        calculator: loan
        title: What a <loan> costs
        summary: Payments & interest.
        chapters: [04-loans.md]
        example: {amount: 200000, rate: 6, months: 360}
        ---
        Read [the loans chapter](../curriculum/04-loans.md) first.

        """

    @Test func aLoanPageShowsTheWorkedExampleScheduleChartsAndForm() throws {
        let site = try makeSite(["loan.md": loanPage])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.sorted)")
        let page = try site.read("Output/calculators/loan/index.html")
        #expect(page.contains("<h1>What a &lt;loan&gt; costs</h1>") && page.contains("Payments &amp; interest."))
        #expect(
            page.contains(
                "<span class=\"money-card-title\">Monthly payment</span>\n        <span class=\"money-card-amount\">$1,199.10</span>"
            ))
        #expect(page.contains("The last payment is $1,200.14, so that the loan ends at exactly $0.00."))
        #expect(
            page.contains(
                "<strong>How it is rounded:</strong> The payment is rounded to the nearest cent (half a cent rounds up)."
            ))
        // 360 months are shown year by year; every month is one click away, after the years.
        #expect(page.contains("<caption>Amortization schedule, year by year</caption>"))
        #expect(page.contains("<thead><tr><th scope=\"col\">Year</th><th scope=\"col\" class=\"number\">Paid</th>"))
        #expect(page.contains("<th scope=\"row\">Year 30</th>"))
        let full = try #require(
            page.range(of: "<details class=\"full-schedule\">\n      <summary>Show all 360 months</summary>"))
        #expect(page.range(of: "<th scope=\"row\">Year 1</th>")!.lowerBound < full.lowerBound)
        #expect(
            page.contains(
                "<tr><th scope=\"row\">Month 1</th><td class=\"number\">$1,199.10</td><td class=\"number\">$1,000.00</td>"
                    + "<td class=\"number\">$199.10</td><td class=\"number\">$199,800.90</td></tr>"))
        #expect(page.contains("<th scope=\"row\">Month 360</th>"))
        // The form comes first, then the explanation, then the worked example.
        let form = try #require(page.range(of: "<form id=\"calculator-form\""))
        let prose = try #require(page.range(of: "Read <a href="))
        let example = try #require(page.range(of: "<h2 id=\"example-heading\">Worked example</h2>"))
        #expect(form.lowerBound < prose.lowerBound && prose.lowerBound < example.lowerBound)
        #expect(
            page.components(separatedBy: "<figure class=\"chart\">").count == 3,
            "what is owed, and interest against principal")
        #expect(
            page.contains(
                "<form id=\"calculator-form\" class=\"calculator-form\" data-calculator=\"loan\" data-minor=\"2\""))
        #expect(
            page.contains(
                "<input id=\"field-amount\" name=\"amount\" type=\"text\" inputmode=\"decimal\" value=\"200000\""))
        #expect(page.contains("<script src=\"../../assets/calculators.js\" defer></script>"))
        #expect(page.contains("<a href=\"../../curriculum/loans-and-debt/index.html\">the loans chapter</a>"))
        #expect(
            page.contains("<li><a href=\"../../curriculum/loans-and-debt/index.html\">Loans &lt;and&gt; debt</a></li>"))
        // The script as the site gets it: its formulas written in from the calculators' types.
        #expect(
            try site.read("Output/assets/calculators.js") == String(decoding: CalculatorScript.bundled, as: UTF8.self))

        let chapter = try site.read("Output/curriculum/loans-and-debt/index.html")
        #expect(
            chapter.contains(
                "<li><a href=\"../../calculators/loan/index.html\">What a &lt;loan&gt; costs</a>: Payments &amp; interest.</li>"
            ))
        let home = try site.read("Output/index.html")
        #expect(home.contains("href=\"calculators/index.html\""))
        #expect(
            try site.read("Output/calculators/index.html").contains(
                "<h2><a href=\"loan/index.html\">What a &lt;loan&gt; costs</a></h2>"))
        #expect(try site.read("Output/search-index.json").contains(",\"What a \\u003cloan\\u003e costs\","))
    }

    @Test func eachCalculatorBuildsFromItsExample() throws {
        let site = try makeSite([
            "1.md":
                "---\ncalculator: compound-interest\nexample: {principal: 1000, monthly: 100, rate: 5, years: 10, compounding: quarterly}\n---\nText.\n",
            "2.md":
                "---\ncalculator: savings-goal\nexample: {target: 5000, saved: 500, rate: 4, months: 24}\n---\nText.\n",
            "3.md": "---\ncalculator: card-payoff\nexample: {balance: 3000, rate: 24, payment: 60}\n---\nText.\n",
            "4.md": "---\ncalculator: budget-split\nexample: {pay: 2345.67}\n---\nText.\n",
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.sorted)")
        #expect(
            try site.read("Output/calculators/compound-interest/index.html").contains(
                "Interest is added every three months"))
        let goal = try site.read("Output/calculators/savings-goal/index.html")
        #expect(
            goal.contains(
                "<span class=\"money-card-title\">Put away each month</span>\n        <span class=\"money-card-amount\">$178.75</span>"
            ))
        #expect(goal.contains("<option value=\"amount\" selected>How much to put away each month</option>"))
        let card = try site.read("Output/calculators/card-payoff/index.html")
        #expect(!card.contains("full-schedule"), "a card that is never paid off has no schedule")
        #expect(
            card.contains(
                "A payment of $60.00 a month does not cover the $60.00 of interest the card charges in the first month, "
                    + "so the balance would never go down. Pay more than $60.00 a month."))
        let split = try site.read("Output/calculators/budget-split/index.html")
        #expect(split.contains("$1,172.84") && split.contains("$703.70") && split.contains("$469.13"))
        #expect(split.contains("<figure class=\"chart\">"))
    }

    @Test("a card paid off in 24 months shows every month; in 25 months, the years first")
    func shortSchedulesAreShownMonthByMonth() throws {
        let site = try makeSite([
            "short.md": "---\ncalculator: card-payoff\nexample: {balance: 2400, rate: 0, payment: 100}\n---\nText.\n"
        ])
        _ = SiteBuilder(sitePath: site.path).build()
        let short = try site.read("Output/calculators/card-payoff/index.html")
        #expect(
            short.contains("<caption>Paying the card off, month by month</caption>") && short.contains("Month 24</th>"))
        #expect(!short.contains("full-schedule"))

        try site.write(
            "---\ncalculator: card-payoff\nexample: {balance: 2450, rate: 0, payment: 100}\n---\nText.\n",
            to: "Content/calculators/short.md")
        _ = SiteBuilder(sitePath: site.path).build()
        let long = try site.read("Output/calculators/card-payoff/index.html")
        #expect(long.contains("<caption>Paying the card off, year by year</caption>"))
        #expect(
            long.contains(
                "<tr><th scope=\"row\">Year 3</th><td class=\"number\">$0.00</td><td class=\"number\">$50.00</td><td class=\"number\">$0.00</td></tr>"
            ))
        #expect(long.contains("<summary>Show all 25 months</summary>") && long.contains("Month 25</th>"))
    }

    @Test func everyExampleProblemIsReportedAtItsLine() throws {
        let site = try makeSite([
            "a.md": "---\ncalculator: lone\nexample: {}\n---\n",
            "b.md":
                "---\ncalculator: loan\nchapters: [04-loan.md]\nexample:\n  amount: 12.345\n  rate: 150\n  months: 360\n  colour: red\n---\n",
            "c.md": "---\ncalculator: budget-split\n---\nSee [this](nowhere.md).\n",
            "d.md": "---\ncalculator: savings-goal\nexample: {target: 100, saved: 0, rate: 1}\n---\n",
        ])
        let result = SiteBuilder(sitePath: site.path).check()
        let folder = "\(site.path)/Content/calculators"
        #expect(
            result.diagnostics.sorted.map(\.description) == [
                "\(folder)/a.md:2:1: error: there is no calculator `lone`; did you mean `loan`?",
                "\(folder)/b.md:3:1: error: `chapters:` names `04-loan.md`, which is not a published chapter in Content/curriculum/; "
                    + "did you mean `04-loans.md`?",
                "\(folder)/b.md:5:3: error: `amount: 12.345` — Use at most 2 decimals, like 12.50.",
                "\(folder)/b.md:6:3: error: `rate: 150` — Type a rate from 0 to 100 (percent a year), like 6 or 4.25.",
                "\(folder)/b.md:8:3: error: unknown key `colour` in the example of `loan`; the keys it takes are `amount`, `rate`, `months`",
                "\(folder)/c.md:1:1: error: add the worked example's inputs under `example:`, like `example: {pay: …}`",
                "\(folder)/d.md:3:10: error: give the example either `monthly:` (for `plan: time`) or `months:` "
                    + "(for `plan: amount`), not both",
            ])
        #expect(!result.succeeded)
    }

    @Test func aChapterThatDoesNotExistIsAnErrorAtChapters() throws {
        let site = try makeSite(["loan.md": loanPage.replacingOccurrences(of: "[04-loans.md]", with: "[04-loan.md]")])
        let result = SiteBuilder(sitePath: site.path).check()
        #expect(
            result.diagnostics.sorted.map(\.description) == [
                "\(site.path)/Content/calculators/loan.md:5:1: error: `chapters:` names `04-loan.md`, which is not a published chapter "
                    + "in Content/curriculum/; did you mean `04-loans.md`?"
            ])
    }

    @Test func twoPagesForOneCalculatorAreAnError() throws {
        let site = try makeSite(["loan.md": loanPage, "loan-again.md": loanPage])
        let result = SiteBuilder(sitePath: site.path).check()
        #expect(
            result.diagnostics.errors.map(\.message) == [
                "\(site.path)/Content/calculators/loan-again.md already explains the `loan` calculator; keep one page per calculator"
            ])
    }

    @Test func theCurrencyPageConvertsWithTheSnapshotAndEmbedsTheConverter() throws {
        let site = try makeSite([
            "currency.md": "---\ncalculator: currency\nexample: {amount: 250, from: USD, to: GBP}\n---\nText.\n"
        ])
        try site.write(
            "{\n  \"base\": \"EUR\",\n  \"date\": \"2026-11-20\",\n  \"fetched_at\": \"2026-11-20T16:00:00Z\",\n  \"provider\": \"ecb\",\n"
                + "  \"rates\": {\n    \"GBP\": 0.88,\n    \"USD\": 1.1\n  }\n}\n", to: "Content/rates/2026-11-20.json")
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.sorted)")
        let page = try site.read("Output/calculators/currency/index.html")
        #expect(
            page.contains(
                "<span class=\"money-card-title\">250.00\u{A0}USD</span><span class=\"money-card-amount\">200.00\u{A0}GBP</span>"
            )
        )
        #expect(
            page.contains(
                "1 USD is about 0.80 GBP on November\u{A0}20,\u{A0}2026. 250.00\u{A0}USD × the day&#39;s exact rate comes to 200.000000 GBP before rounding."
            ))
        #expect(page.contains("<script type=\"application/json\" id=\"converter-rates\">"))
        #expect(page.contains("<option selected>USD</option>") && page.contains("href=\"../../rates/index.html\""))
    }
}
