@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// `report` opens the site as `build` does: a site's own `Templates/` overrides the printed report too.
@Suite struct BudgetReportTemplateTests {
    @Test func theSitesOwnReportTemplateIsUsed() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Club\n",
            "Templates/budgets/report.mustache":
                "{{% CONTENT_TYPE: HTML}}<h1>{{title}}</h1><p>{{overview.spent}} spent</p>\n",
            "term.csv": "date,amount,type,category\n2026-01-02,12.50,expense,Food\n",
        ])
        var report = BudgetReport(files: [site.path + "/term.csv"])
        report.sitePath = site.path
        let result = report.run()
        #expect(result.diagnostics.errors.isEmpty, "\(result.diagnostics.all)")
        #expect(result.text == "<h1>Budget report · term</h1><p>$12.50 spent</p>\n")
    }
}
