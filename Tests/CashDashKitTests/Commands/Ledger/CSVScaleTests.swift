@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// Wide and endless CSV input: one located message (that its time grows with the size, not its square, is
/// `Benchmarks/odd-inputs.sh`'s to show).
@Suite struct CSVScaleTests {
    private func read(_ csv: String) throws -> [String] {
        let site = try TemporarySite(["Content/site.yml": "title: Club\n", "wide.csv": csv])
        var report = BudgetReport(files: [site.path + "/wide.csv"])
        report.sitePath = site.path
        report.format = .json
        return report.run().diagnostics.sorted.map { "\($0.line):\($0.column) \($0.severity) \($0.message)" }
    }

    /// 20,000 columns used to take over a minute (each column's position found from the start of the line).
    @Test func aHeaderOfTwentyThousandColumnsIsOneWarning() throws {
        let header = "date,amount,category," + (1...20_000).map { "extra\($0)" }.joined(separator: ",")
        let row = "2026-01-02,5.00,Food" + String(repeating: ",", count: 20_000)
        let messages = try read(header + "\n" + row + "\n")
        #expect(
            messages == [
                "1:22 warning the columns `extra1`, `extra2`, `extra3`, `extra4`, `extra5` and 19995 more are not ones Cash Dash "
                    + "reads, so they are ignored; the columns it reads are `date`, `amount`, `type`, `category`, `budget`, `note`, `currency`, `debit`, `credit`, `charged`, `fee`, `method`"
            ])
    }

    /// 4 MB with no line break (20 MB took 31 s): the header is quoted cut short, and reading it is linear.
    @Test func aFileWithNoLineBreakIsReadOnceAndQuotedShort() throws {
        let line = "date,amount,category," + String(repeating: "x", count: 4_000_000)
        let messages = try read(line)
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix("1:22 warning the column `xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…` is not one")
                == true, "\(messages.first ?? "")")
    }

    @Test func recordsLongerThanABlockAreReadWhole() throws {
        let note = String(repeating: "n", count: 300_000)
        var reader = CSVReader(
            data: Data("date,note\n2026-01-02,\"\(note)\"\n2026-01-03,short\n".utf8), blockSize: 1024)
        var notes: [Int] = []
        try reader.forEachRecord { notes.append($0.string(1).count) }
        #expect(notes == [4, 300_000, 5])
    }
}

@Suite struct QuotedNameTests {
    /// `""` inside a quoted category or budget is one quote, so a `budgets.yml` limit for `Snacks "x"` finds it.
    @Test func doubledQuotesInCategoryAndBudgetNamesAreUnescaped() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Club\n",
            "term.csv":
                "date,amount,type,category,budget\n2026-01-02,5.00,expense,\"Snacks \"\"x\"\"\",\"Term \"\"A\"\"\"\n",
        ])
        var report = BudgetReport(files: [site.path + "/term.csv"])
        report.sitePath = site.path
        report.format = .json
        let text = try #require(report.run().text)
        #expect(text.contains("\"Snacks \\\"x\\\"\": {"), "\(text)")
        #expect(text.contains("\"Term \\\"A\\\"\": {"))
        #expect(!text.contains("\\\"\\\""), "no doubled quotes left")
    }
}
