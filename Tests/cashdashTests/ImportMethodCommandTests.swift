import Foundation
import Testing

/// `cashdash import` on an export with a column of how the money went (Knab's `Betaalwijze`): the column is read as
/// the `method` column, and its words that say what the money was for are proposed under `methods:`.
@Suite struct ImportMethodCommandTests {
    /// Knab's columns, fewer and one renamed as other Dutch banks name it. By hand: 2,550.00 + 12.50 + 7.80 + 40.00 = 2,610.30 spent; the transfers (2,550.00)
    /// are Transfers, the cash (40.00) Cash, Albert Heijn (12.50) Groceries by its payee's rule, and the hairdresser's card
    /// payment (7.80) has no category: 7.80 / 2,610.30 = 0.0030 of the spending.
    static let export = """
        Rekeningnummer;Transactiedatum;Bedrag;Betaalwijze;Naam tegenpartij;Omschrijving
        NL99KNAB9999999999;21-06-2019;-2000,00;Overboeking;JANSSEN G J L M;
        NL99KNAB9999999999;20-06-2019;-550,00;Overboeking;M JANSSEN;Piscine
        NL99KNAB9999999999;19-06-2019;-12,50;Betaalautomaat;Albert Heijn 1234;
        NL99KNAB9999999999;18-06-2019;-7,80;Betaalautomaat;De Gouden Schaar;
        NL99KNAB9999999999;17-06-2019;-40,00;Geldautomaat;ING Amsterdam;
        NL99KNAB9999999999;16-06-2019;2000,00;Ontvangen betaling;Werkgever BV;Salaris juni

        """

    @Test func transfersAndCashTakeTheCategoryOfHowTheMoneyWent() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\ncurrency: EUR\n", to: "Content/site.yml")
        try folder.write(Self.export, to: "knab.csv")
        let run = try CommandRunner.run(["import", "knab.csv", "--yes"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains("paid by \"Overboeking\" → Transfers: 2 rows, 2,550.00 spent"),
            "\(run.standardOutput)")
        #expect(run.standardOutput.contains("with 2 category rules and 2 methods"), "\(run.standardOutput)")
        let budgets = try folder.read("Content/budgets/budgets.yml")
        #expect(budgets.contains("      \"Betaalwijze\": method\n"), "\(budgets)")
        #expect(
            budgets.contains("    methods:\n      \"Overboeking\": \"Transfers\"\n      \"Geldautomaat\": \"Cash\"\n"),
            "\(budgets)")
        let report = try CommandRunner.run(["report", "Content/budgets/knab.csv", "--format", "json"], in: folder.url)
        #expect(report.status == 0, "\(report.standardError)")
        #expect(
            report.standardOutput.contains("\"uncategorized\": {\"share\": 0.003, \"spent\": 7.80}"),
            "\(report.standardOutput)")
        // The budget's page says the same of the same ledger's totals.
        let build = try CommandRunner.run(["build"], in: folder.url)
        #expect(build.status == 0, "\(build.standardError)")
        let page = try folder.read("Output/budgets/knab/index.html")
        #expect(page.contains("€7.80 of this spending (&lt;1%) has no category yet."), "\(page.suffix(600))")
    }

    /// The categories proposed are named as the site's language names them, rules and methods alike.
    @Test(arguments: [
        ("fr", "\"Albert Heijn\": \"Courses\"", "\"Overboeking\": \"Virements\"", "\"Geldautomaat\": \"Espèces\""),
        ("ar", "\"Albert Heijn\": \"بقالة\"", "\"Overboeking\": \"تحويلات\"", "\"Geldautomaat\": \"نقد\""),
    ])
    func theCategoriesAreNamedInTheSitesLanguage(
        _ language: String, _ rule: String, _ transfer: String, _ cash: String
    )
        throws
    {
        let folder = try TemporaryFolder()
        try folder.write("title: Maison\ncurrency: EUR\nlanguage: \(language)\n", to: "Content/site.yml")
        try folder.write(Self.export, to: "knab.csv")
        let run = try CommandRunner.run(["import", "knab.csv", "--yes"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        let budgets = try folder.read("Content/budgets/budgets.yml")
        for line in [rule, transfer, cash] { #expect(budgets.contains("      " + line + "\n"), "\(budgets)") }
        #expect(!budgets.contains("Transfers"), "\(budgets)")
    }
}
