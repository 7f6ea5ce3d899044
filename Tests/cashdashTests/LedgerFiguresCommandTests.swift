import Foundation
import Testing

/// One ledger's figures through the real binary: `report` as JSON, CSV and HTML, the built budget page and `balance`
/// agree to the cent, as they are summed in one place.
@Suite struct LedgerFiguresCommandTests {
    static let ledger = """
        date,amount,type,category,budget,note
        2026-09-01,1000.00,deposit,Pay,Home,September pay
        2026-09-02,333.33,expense,Rent,Home,Rent first third
        2026-09-02,333.33,expense,Rent,Home,Rent second third
        2026-09-02,333.34,expense,Rent,Home,Rent last third
        2026-09-15,0.10,expense,Food,Home,Gum
        2026-09-15,0.20,expense,Food,Home,Mints
        2026-10-01,-5.00,expense,Food,Home,Bread refund
        2026-10-03,25,deposit,Allowance,Term,
        2026-10-04,-7.25,expense,Food,Term,Refund
        2026-10-05,19.99,expense,Fun,Term,Cinema

        """

    /// Home: 50.00 + 1,000.00 − (1,000.30 − 5.00 refunded) = 54.70. Term: 30.00 + 25.00 − (19.99 − 7.25) = 42.26.
    static let figures = [
        (name: "Home", slug: "home", spent: "995.30", balance: "54.70"),
        (name: "Term", slug: "term", spent: "12.74", balance: "42.26"),
    ]

    @Test func everyFormatOfReportTheBudgetPageAndBalanceGiveTheSameFigures() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Figures\n", to: "Content/site.yml")
        try folder.write(
            "budgets:\n  Home:\n    starting_balance: 50\n  Term:\n    starting_balance: 30\n",
            to: "Content/budgets/budgets.yml")
        try folder.write(Self.ledger, to: "Content/budgets/family.csv")
        let ledger = "Content/budgets/family.csv"
        let json = try CommandRunner.run(["report", ledger, "--format", "json"], in: folder.url)
        let csv = try CommandRunner.run(["report", ledger, "--format", "csv"], in: folder.url)
        let html = try CommandRunner.run(["report", ledger, "--output", "report.html"], in: folder.url)
        let built = try CommandRunner.run(["build"], in: folder.url)
        let balance = try CommandRunner.run(
            ["balance"], in: folder.url, environment: ["CASHDASH_TODAY": "2026-10-20"])
        for result in [json, csv, html, built, balance] { #expect(result.status == 0, "\(result.standardError)") }
        let report = try folder.read("report.html")
        for budget in Self.figures {
            #expect(
                json.standardOutput.contains(
                    "\"\(budget.name)\": {\"added\": \(budget.name == "Home" ? "1000.00" : "25.00"), \"balance\": "
                        + "\(budget.balance), "),
                "\(json.standardOutput)")
            #expect(json.standardOutput.contains("\"spent\": \(budget.spent), \"starting_balance\""))
            #expect(csv.standardOutput.contains(",\(budget.spent),") && csv.standardOutput.contains(budget.balance))
            let csvLine = csv.standardOutput.components(separatedBy: "\r\n").first {
                $0.hasPrefix("budget,\(budget.name),")
            }
            #expect(
                csvLine?.hasSuffix(",\(budget.spent),\(budget.balance == "54.70" ? "4.70" : "12.26"),\(budget.balance)")
                    == true)
            let page = try folder.read("Output/budgets/\(budget.slug)/index.html")
            for text in [report, page] {
                #expect(text.contains("$\(budget.balance)") && text.contains("$\(budget.spent)"), "\(budget.name)")
            }
            #expect(balance.standardOutput.contains("\(budget.name): $\(budget.balance) available"))
        }
        #expect(json.standardOutput.contains("\"overall\": {\"added\": 1025.00, \"balance\": 96.96,"))
        #expect(csv.standardOutput.contains("overall,All budgets,1025.00,1008.04,16.96,96.96\r\n"))
        #expect(report.contains("$96.96"))
    }
}
