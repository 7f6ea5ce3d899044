@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// Amounts and totals no ledger a person keeps comes near: an error at the row, never a wrong reason or an overflow.
@Suite struct AmountLimitTests {
    private func report(_ csv: String, format: BudgetReport.Format = .json) throws -> (text: String?, errors: [String]) {
        let site = try TemporarySite(["Content/site.yml": "title: Club\n", "big.csv": csv])
        var report = BudgetReport(files: [site.path + "/big.csv"])
        report.sitePath = site.path
        report.format = format
        let result = report.run()
        return (result.text, result.diagnostics.errors.map { "\($0.line):\($0.column) \($0.message)" })
    }

    @Test(arguments: ["999999999999999999", "1000000000000.01", "-5000000000000"])
    func anAmountPastATrillionIsTooLargeNotTooPrecise(_ amount: String) throws {
        let (text, errors) = try report("date,amount,category\n2026-01-02,\(amount),Food\n")
        #expect(text == nil)
        #expect(errors == ["2:12 `\(amount)` is more than any one transaction can be; amounts go up to 1,000,000,000,000"])
    }

    @Test func aTrillionIsStillRead() throws {
        let (text, errors) = try report("date,amount,category\n2026-01-02,1000000000000,Gift\n")
        #expect(errors.isEmpty)
        #expect(text?.contains("\"added\": 1000000000000.00") == true)
    }

    /// 23,100 rows of a trillion dollars: the sum passes 2 × 10^18 cents near row 23,058, in well under 10 seconds.
    @Test func totalsThatWouldOverflowAreAnErrorAtTheRowThatCrossesTheLimit() throws {
        var csv = "date,amount,type,category\n"
        csv.reserveCapacity(23_100 * 45)
        for _ in 0..<23_100 { csv += "2026-01-02,1000000000000,deposit,Gift\n" }
        let (text, errors) = try report(csv)
        #expect(text == nil)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("23060:12 with this row the totals grow past what Cash Dash adds up to the cent") == true, "\(errors)")
    }
}
