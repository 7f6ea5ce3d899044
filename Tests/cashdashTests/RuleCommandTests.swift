import Foundation
import Testing

/// `cashdash import` proposing category rules, `cashdash rule add`, and the report saying what has no category.
@Suite struct RuleCommandTests {
    static let export = """
        Date,Description,Amount
        2026-11-01,POS01NOV TESCO STORES 3297 LEEDS,-12.40
        2026-11-03,POS03NOV TESCO STORES 3297 LEEDS,-8.10
        2026-11-04,NETFLIX.COM 866-579-7172,-9.99
        2026-11-05,HARDWARE HUT 12,-30.00
        2026-11-06,Gehalt November,2100.00

        """

    /// A site in GBP with the export imported under --yes.
    func imported() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\ncurrency: GBP\n", to: "Content/site.yml")
        try folder.write(Self.export, to: "bank.csv")
        let run = try CommandRunner.run(["import", "bank.csv", "--yes"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("--yes takes every one with a category"), "\(run.standardOutput)")
        return folder
    }

    @Test func importUnderYesWritesTheProposedRulesAndTheReportCountsThem() throws {
        let folder = try imported()
        let budgets = try folder.read("Content/budgets/budgets.yml")
        #expect(budgets.contains("    categories:\n      \"TESCO STORES\": \"Groceries\"\n"), "\(budgets)")
        #expect(budgets.contains("\"NETFLIX.COM\": \"Fun\""), "\(budgets)")
        let report = try CommandRunner.run(["report", "Content/budgets/bank.csv", "--format", "json"], in: folder.url)
        // By hand: 60.49 spent, 30.00 of it (HARDWARE HUT) in no category.
        #expect(
            report.standardOutput.contains("\"uncategorized\": {\"share\": 0.4959, \"spent\": 30.00}"),
            "\(report.standardOutput)")
    }

    @Test func ruleAddAppendsOneRuleAndSaysHowManyRowsItCategorizes() throws {
        let folder = try imported()
        let before = try folder.read("Content/budgets/budgets.yml")
        let run = try CommandRunner.run(["rule", "add", "HARDWARE HUT", "Household"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains("It gives 1 row of bank.csv the category Household now (of 5 rows)"),
            "\(run.standardOutput)")
        let after = try folder.read("Content/budgets/budgets.yml")
        #expect(after == before + "      \"HARDWARE HUT\": \"Household\"\n")
        let report = try CommandRunner.run(["report", "Content/budgets/bank.csv", "--format", "csv"], in: folder.url)
        // Every row has a category now, so the CSV has no `uncategorized` line.
        #expect(report.standardOutput.contains("category,Household,0.00,30.00,-30.00,"), "\(report.standardOutput)")
        #expect(!report.standardOutput.contains("uncategorized,"), "\(report.standardOutput)")
    }

    @Test(arguments: [["A||B", "Fun"], ["|TESCO", "Fun"], ["TESCO STORES", "Food"]])
    func ruleAddRefusesAnEmptyChoiceOrAPatternTheProfileHas(_ arguments: [String]) throws {
        let folder = try imported()
        let before = try folder.read("Content/budgets/budgets.yml")
        let run = try CommandRunner.run(["rule", "add"] + arguments, in: folder.url)
        #expect(run.status != 0)
        #expect(run.standardError.contains("nothing was written"), "\(run.standardError)")
        #expect(try folder.read("Content/budgets/budgets.yml") == before)
    }

    @Test func theHTMLReportSaysHowMuchHasNoCategory() throws {
        let folder = try imported()
        let run = try CommandRunner.run(["report", "Content/budgets/bank.csv"], in: folder.url)
        #expect(
            run.standardOutput.contains("£30.00 of this spending (50%) has no category yet."),
            "\(run.standardOutput.suffix(300))")
        #expect(!run.standardOutput.contains("`cashdash"), "a reader's page shows no command in raw backticks")
    }
}
