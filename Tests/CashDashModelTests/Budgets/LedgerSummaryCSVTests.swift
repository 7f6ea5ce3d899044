@testable import CashDashModel
import Foundation
import Testing

@Suite struct LedgerSummaryCSVTests {
    @Test func textCellsThatStartLikeAFormulaAreNeutralised() {
        #expect(csvField("=HYPERLINK(\"http://x\",\"y\")") == "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"")
        #expect(csvField("+1") == "\"'+1\"")
        #expect(csvField("-2+3") == "\"'-2+3\"")
        #expect(csvField("@SUM(A1)") == "\"'@SUM(A1)\"")
        #expect(csvField("\tx") == "\"'\tx\"")
        #expect(csvField("\rx") == "\"'\rx\"")
        #expect(csvField("a;=1+1") == "\"a;=1+1\"", "a semicolon, the separator of some locales, is quoted")
        #expect(csvField("Food") == "Food")
        #expect(csvField("Fun, games") == "\"Fun, games\"")
        #expect(csvField("2026-09") == "2026-09")
    }

    @Test func amountsStayNumbers() {
        var budget = BudgetSummary(name: "Home", slug: "home", settings: .init())
        budget.spendingByCategory = [.init(category: "=cmd|' /C calc'!A0", amount: Decimal(string: "12.50")!)]
        let totals = LedgerSummary(currency: "USD", budgets: [budget])
        let csv = totals.csv(overallName: "All budgets", markupName: "Exchange markup")
        #expect(csv.contains("category,\"'=cmd|' /C calc'!A0\",0.00,12.50,-12.50,\r\n"), "\(csv)")
    }
}
