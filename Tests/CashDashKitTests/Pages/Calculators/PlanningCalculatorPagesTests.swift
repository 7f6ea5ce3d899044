@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// The pages of issue 33's calculators: rows of boxes under their legends, and worked examples in words.
@Suite struct PlanningCalculatorPagesTests {
    func build(_ name: String, _ page: String) throws -> (TemporarySite, [String]) {
        let site = try TemporarySite(["Content/site.yml": "title: Money club\n", "Content/calculators/" + name: page])
        let result = SiteBuilder(sitePath: site.path).build()
        return (site, result.diagnostics.sorted.map(\.description))
    }

    @Test func aDebtPageGroupsEachDebtsBoxesAndComparesTheTwoOrders() throws {
        let (site, problems) = try build(
            "debts.md",
            """
            ---
            calculator: debt-payoff
            example: {extra: 100, debt1-name: "Card <1>", debt1-balance: 1000, debt1-rate: 24, debt1-minimum: 50,
                      debt2-balance: 500, debt2-rate: 6, debt2-minimum: 50}
            ---
            Two ways to pay.

            """)
        #expect(problems.isEmpty, "\(problems)")
        let page = try site.read("Output/calculators/debt-payoff/index.html")
        #expect(page.contains("<fieldset class=\"field-group\">\n        <legend>Debt 1</legend>"))
        #expect(page.contains("<legend>Debt 4</legend>"))
        #expect(
            page.contains(
                "<input id=\"field-debt1-name\" name=\"debt1-name\" type=\"text\" inputmode=\"text\" value=\"Card &lt;1&gt;\""
            ))
        #expect(
            page.contains(
                "<input id=\"field-debt4-balance\" name=\"debt4-balance\" type=\"text\" inputmode=\"decimal\" value=\"\""
            ))
        #expect(page.contains("<span class=\"money-card-title\">Snowball: debt-free in</span>"))
        // Snowball: 9 months and 122.48 of interest; avalanche: 8 months and 97.48 (the same table as the script's).
        #expect(page.contains("The avalanche saves $25.00 of interest"))
        #expect(page.contains("The avalanche is debt-free 1 month sooner."))
        // The second debt has no name: it is called by its row.
        #expect(
            page.contains("<th scope=\"row\">Card &lt;1&gt;</th>") && page.contains("<th scope=\"row\">Debt 2</th>"))
        #expect(page.contains("budget goes to the debt whose turn it is"))
    }

    @Test func aBudgetThatCannotCoverTheInterestIsSaidInWords() throws {
        let (site, problems) = try build(
            "debts.md",
            """
            ---
            calculator: debt-payoff
            example: {extra: 0, debt1-balance: 1000, debt1-rate: 24, debt1-minimum: 20}
            ---

            """)
        #expect(problems.isEmpty, "\(problems)")
        let page = try site.read("Output/calculators/debt-payoff/index.html")
        #expect(
            page.contains(
                "Snowball: the $20.00 budget does not cover the $20.00 of interest charged in the first month, "
                    + "so the debts would never go down. Pay more each month."))
        #expect(!page.contains("debt-free in</span>"))
    }

    @Test func aTakeHomePageShowsTheTaxBandByBandAndHowItIsRounded() throws {
        let (site, problems) = try build(
            "pay.md",
            """
            ---
            calculator: take-home-pay
            example: {gross: 600, period: weekly, pretax: 50, rate1: 10, limit1: 10000, rate2: 25, limit2: 40000, rate3: 45}
            ---

            """)
        #expect(problems.isEmpty, "\(problems)")
        let page = try site.read("Output/calculators/take-home-pay/index.html")
        #expect(page.contains("<span class=\"money-card-amount\">$441.35</span>"))
        #expect(page.contains("<dt>First rate (%)</dt><dd>10%</dd>"), "a tax rate is not \"a year\"")
        #expect(
            page.contains(
                "<tr><th scope=\"row\">$10,000.00 to $40,000.00</th><td class=\"number\">25%</td>"
                    + "<td class=\"number\">$18,600.00</td><td class=\"number\">$4,650.00</td></tr>"))
        #expect(page.contains("($550.00 × 52 pay days = $28,600.00)"))
        #expect(!page.contains("<p class=\"result-note\">The second limit is below the first"))
    }

    @Test func aNetWorthPageDrawsWhatIsOwnedAndOwedAsDonuts() throws {
        let (site, problems) = try build(
            "worth.md",
            """
            ---
            calculator: net-worth
            example: {asset1-name: Bank, asset1: 1200, asset2: 3500.50, debt1-name: Student loan, debt1: 5000}
            ---

            """)
        #expect(problems.isEmpty, "\(problems)")
        let page = try site.read("Output/calculators/net-worth/index.html")
        #expect(page.contains("<span class=\"money-card-amount\">−$299.50</span>"))
        #expect(page.contains("You owe $299.50 more than you own."))
        #expect(
            page.components(separatedBy: "<figure class=\"chart\"").count == 3,
            "what is owned, and what is owed")
        #expect(page.contains("<th scope=\"row\">Thing owned 2</th>"))
    }

    @Test func anExampleMissingARowsRateIsAnErrorAtItsLine() throws {
        let (site, problems) = try build(
            "debts.md",
            """
            ---
            calculator: debt-payoff
            example:
              extra: 10
              debt1-balance: 100
              debt1-minimum: 5
              debt2-name: A name far longer than thirty characters
            ---

            """)
        #expect(
            problems.map { $0.replacingOccurrences(of: site.path + "/", with: "") } == [
                "Content/calculators/debts.md:4:3: error: the example needs `debt1-rate:`",
                "Content/calculators/debts.md:7:3: error: `debt2-name: A name far longer than thirty characters` — "
                    + "Keep the name to 30 characters or fewer.",
            ])
    }
}
