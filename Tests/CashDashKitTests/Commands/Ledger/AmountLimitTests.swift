@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// Amounts and totals no ledger a person keeps comes near: an error at the row, never a wrong reason or an overflow.
@Suite struct AmountLimitTests {
    private func report(_ csv: String, format: BudgetReport.Format = .json) throws -> (text: String?, errors: [String])
    {
        let site = try TemporarySite(["Content/site.yml": "title: Club\n", "big.csv": csv])
        var report = BudgetReport(files: [site.path + "/big.csv"])
        report.sitePath = site.path
        report.format = format
        let result = report.run()
        return (result.text, result.diagnostics.errors.map { "\($0.line):\($0.column) \($0.message)" })
    }

    @Test(arguments: [
        "999999999999999999", "1000000000000.01", "-5000000000000", "$1000000000000.01", "-1000000000001",
    ])
    func anAmountPastATrillionIsTooLargeNotTooPrecise(_ amount: String) throws {
        let (text, errors) = try report("date,amount,category\n2026-01-02,\(amount),Food\n")
        #expect(text == nil)
        #expect(
            errors == ["2:12 `\(amount)` is more than any one transaction can be; amounts go up to 1,000,000,000,000"])
    }

    @Test func aTrillionIsStillRead() throws {
        let (text, errors) = try report("date,amount,category\n2026-01-02,1000000000000,Gift\n")
        #expect(errors.isEmpty)
        #expect(text?.contains("\"added\": 1000000000000.00") == true)
        let written = try report("date,amount,category\n2026-01-02,\"-$1,000,000,000,000.00\",Gift\n")
        #expect(written.errors.isEmpty, "exactly a trillion, however it is written")
        #expect(written.text?.contains("\"spent\": 1000000000000.00") == true)
    }

    /// 2,001 rows of a trillion dinars (three decimals, 10^15 fils a row): the amounts added reach 2 × 10^18 fils,
    /// the README's limit, at row 2,000, and pass it at row 2,001 (line 2,002), whichever command reads them.
    static let pastTheTotalsLimit =
        "date,amount,type,category\n"
        + String(repeating: "2026-01-02,1000000000000,deposit,Gift\n", count: 2_001)
    static let totalsError =
        "2002:12 with this row the totals grow past what Cash Dash adds up to the cent (more than "
        + "2 × 10^18 of the smallest unit of KWD); check this amount, or split the ledgers into smaller ones"

    @Test(arguments: BudgetReport.Format.allCases)
    func everyReportHasOneTotalsLimitAndOneMessage(_ format: BudgetReport.Format) throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Club\ncurrency: KWD\n", "big.csv": Self.pastTheTotalsLimit,
        ])
        var report = BudgetReport(files: [site.path + "/big.csv"])
        report.sitePath = site.path
        report.format = format
        let result = report.run()
        #expect(result.text == nil)
        #expect(result.diagnostics.errors.map { "\($0.line):\($0.column) \($0.message)" } == [Self.totalsError])

        let atTheLimit = String(Self.pastTheTotalsLimit.dropLast("2026-01-02,1000000000000,deposit,Gift\n".count))
        try site.write(atTheLimit, to: "big.csv")
        #expect(report.run().diagnostics.errors.isEmpty, "2 × 10^18 itself is within the limit")
    }

    @Test func aBuildHasTheSameTotalsLimitAndMessage() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Club\ncurrency: KWD\n", "Content/budgets/big.csv": Self.pastTheTotalsLimit,
        ])
        let result = SiteBuilder(sitePath: site.path).check()
        #expect(
            result.diagnostics.errors.map { "\($0.path):\($0.line):\($0.column) \($0.message)" }
                == [site.path + "/Content/budgets/big.csv:" + Self.totalsError])
    }
}
