import Foundation
import Testing

/// A family's first steps on a new site, as README shows them: each works on the first try.
@Suite struct FamilyCommandTests {
    static let today = ["CASHDASH_TODAY": "2026-11-24"]

    private func newSite() throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        return (folder, folder.url.appendingPathComponent("site"))
    }

    @Test func readmesAddLineStartsTheHouseholdBudgetOnANewSite() throws {
        let (folder, site) = try newSite()
        let first = try CommandRunner.run(
            ["add", "12.50", "Groceries", "Milk and bread", "--budget", "Household", "--new-budget"], in: site,
            environment: Self.today)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(
            first.standardOutput.hasPrefix(
                "Started the budget Household in Content/budgets/Household.csv\nAdded to Content/budgets/Household.csv, line 2"
            ),
            "\(first.standardOutput)")
        #expect(
            try folder.read("site/Content/budgets/Household.csv")
                == "date,amount,type,category,note\n2026-11-24,12.50,expense,Groceries,Milk and bread\n")
        // The same line again adds to the budget it started; so does the line without --new-budget.
        let again = try CommandRunner.run(
            ["add", "3", "groceries", "Eggs", "--budget", "household", "--new-budget"], in: site,
            environment: Self.today)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(!again.standardOutput.contains("Started"))
        #expect(
            try folder.read("site/Content/budgets/Household.csv").hasSuffix("2026-11-24,3.00,expense,Groceries,Eggs\n"),
            "a category is one whatever its case, and is written as the ledger has it")
        let built = try CommandRunner.run(["check"], in: site, environment: Self.today)
        #expect(built.status == 0, "\(built.standardError)")
    }

    @Test func aRefusedRowLeavesNoNewLedgerBehind() throws {
        let (folder, site) = try newSite()
        defer { withExtendedLifetime(folder) {} }
        let refused = try CommandRunner.run(
            ["add", "12.505", "Groceries", "--budget", "Holiday", "--new-budget"], in: site, environment: Self.today)
        #expect(refused.status != 0)
        #expect(
            !FileManager.default.fileExists(atPath: site.appendingPathComponent("Content/budgets/Holiday.csv").path))
        #expect(
            refused.standardError.hasPrefix("Content/budgets:1:1: error: `12.505` has more decimals"),
            "\(refused.standardError)")
    }
}
