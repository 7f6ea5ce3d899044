@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// The printed report lists at most `BudgetReport.rowsPerMonth` transactions of a month and
/// `BudgetReport.flagsPerBudget` balance warnings of a budget, counting the rest, while every total counts them all.
@Suite struct ReportRowLimitTests {
    /// 205 spends of $1.00 in January (notes `row 1` to `row 205`) and 2 in February, from a balance of zero.
    static let ledger =
        "date,amount,type,category,note\n"
        + (1...205).map { "2026-01-15,1.00,expense,Food,row \($0)\n" }.joined()
        + "2026-02-01,1.00,expense,Food,row 206\n2026-02-02,1.00,expense,Food,row 207\n"

    private func report() throws -> String {
        let site = try TemporarySite(["Content/site.yml": "title: Club\n", "term.csv": Self.ledger])
        var report = BudgetReport(files: [site.path + "/term.csv"])
        report.sitePath = site.path
        let result = report.run()
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.all)")
        return try #require(result.text)
    }

    @Test func aMonthOverTheBoundListsItsNewestRowsAndCountsTheRest() throws {
        let html = try report()
        #expect(
            html.components(
                separatedBy: "<td class=\"wide-only\"><time datetime=\"2026-01-15\">Jan\u{A0}15,\u{A0}2026</time></td>"
            )
            .count - 1
                == BudgetReport.rowsPerMonth)
        #expect(
            html.contains("<td class=\"wide-only\">row 205</td>") && html.contains("<td class=\"wide-only\">row 6</td>")
        )
        #expect(
            !html.contains("<td class=\"wide-only\">row 5</td>"), "the oldest rows of the month are the ones counted")
        #expect(
            html.contains(
                "<p class=\"quiet more-rows\">… and 5 more transactions this month, not listed here but counted in its totals.</p>"
            ))
        #expect(html.components(separatedBy: "more-rows").count - 1 == 1, "February lists both its rows")
        #expect(
            html.contains("<td class=\"wide-only\">row 207</td>")
                && html.contains("<td class=\"wide-only\">row 206</td>"))
        // The totals count every row: the month's, the budget's card and the summary.
        #expect(html.contains("January\u{A0}2026 <span class=\"quiet\">· spent $205.00 · added $0.00</span>"))
        #expect(html.contains("<span class=\"money-card-amount\">$207.00</span>"))
        #expect(
            html.contains(
                "<span class=\"money-card-title\">Spent</span><span class=\"money-card-amount\">$207.00</span>"))
    }

    @Test func aBudgetOverTheBoundListsItsFirstBalanceWarningsAndCountsTheRest() throws {
        let html = try report()
        let flags = html.components(separatedBy: "took the balance below zero").count - 1
        #expect(flags == 2 * BudgetReport.flagsPerBudget, "the summary's and the budget's warnings")
        #expect(
            html.contains(
                "term: 187 more transactions after these took the balance below $0.00 or above $1,000,000,000.00."))
        #expect(
            html.contains(
                "<li>187 more transactions after these took the balance below $0.00 or above $1,000,000,000.00.</li>"))
    }

    @Test func theJSONReportStillCountsEveryRow() throws {
        let site = try TemporarySite(["Content/site.yml": "title: Club\n", "term.csv": Self.ledger])
        var report = BudgetReport(files: [site.path + "/term.csv"])
        report.sitePath = site.path
        report.format = .json
        let text = try #require(report.run().text)
        #expect(text.contains("\"rows\": 207"))
        #expect(text.contains("\"2026-01\": {\"added\": 0.00, \"net\": -205.00, \"spent\": 205.00}"))
    }
}
