@testable import CashDashKit
import CashDashBasics
import Foundation
import TestSupport
import Testing

/// The ledgers `cashdash report` is given, each read once however it is named.
@Suite struct BudgetReportFilesTests {
    @Test(arguments: [BudgetReport.Format.json, .csv, .html])
    func aLedgerNamedTwiceIsReadOnce(_ format: BudgetReport.Format) throws {
        // `report family.csv family.csv` had doubled every json and csv total without a word.
        let site = try TemporarySite([
            "Content/site.yml": "title: Home\n",
            "family.csv": "date,amount,type,category\n2026-01-02,40.00,deposit,Pay\n2026-01-03,12.50,expense,Food\n",
        ])
        var report = BudgetReport(files: [site.path + "/family.csv", site.path + "/./family.csv"])
        report.sitePath = site.path
        report.format = format
        let result = report.run()
        #expect(
            result.diagnostics.all.map(\.message) == ["this ledger is named more than once; it is read once"]
                && result.diagnostics.all.first?.path == site.path + "/./family.csv")
        let text = try #require(result.text)
        switch format {
        case .json: #expect(text.contains("\"added\": 40.00") && text.contains("\"spent\": 12.50"), "\(text)")
        case .csv: #expect(text.contains(",40.00,12.50,27.50,"), "\(text)")
        case .html, .pdf: #expect(text.contains("$27.50") && !text.contains("$55.00"))
        }
    }

    @Test(arguments: [BudgetReport.Format.json, .html])
    func aBudgetWithNoRowInThePeriodIsFoundByName(_ format: BudgetReport.Format) throws {
        // json and csv had said "no row belongs to a budget named `household`" where the html showed its funds.
        let site = try TemporarySite([
            "Content/site.yml": "title: Home\n",
            "household.csv": "date,amount,type,category\n2026-01-02,40.00,deposit,Pay\n",
        ])
        var report = BudgetReport(files: [site.path + "/household.csv"])
        report.sitePath = site.path
        report.format = format
        report.from = Day(iso: "2026-03-01")
        report.budget = "household"
        let result = report.run()
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all.map(\.message))")
        #expect(result.text?.contains(format == .json ? "\"balance\": 40.00" : "$40.00") == true)
    }
}
