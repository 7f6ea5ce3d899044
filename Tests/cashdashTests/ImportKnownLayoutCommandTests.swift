import Foundation
import Testing

/// `cashdash import` on exports in a known bank's layout (`KnownLayouts.yml`), and refusals that name their setting.
@Suite struct ImportKnownLayoutCommandTests {
    /// A site with `Content/site.yml` in `EUR`, and `file` holding `text` beside it.
    func site(with file: String, _ text: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\ncurrency: EUR\n", to: "Content/site.yml")
        try folder.write(text, to: file)
        return folder
    }

    /// A Sparkasse CSV-CAMT export (its header as the bank writes it) with one row not booked yet.
    /// By hand: in 123.00; out 62.59; the `Umsatz vorgemerkt` row of 22.59 is not counted.
    static let sparkasse =
        [
            "\"Auftragskonto\";\"Buchungstag\";\"Valutadatum\";\"Buchungstext\";\"Verwendungszweck\";\"Glaeubiger ID\";\"Mandatsreferenz\";\"Kundenreferenz (End-to-End)\";\"Sammlerreferenz\";\"Lastschrift Ursprungsbetrag\";\"Auslagenersatz Ruecklastschrift\";\"Beguenstigter/Zahlungspflichtiger\";\"Kontonummer/IBAN\";\"BIC (SWIFT-Code)\";\"Betrag\";\"Waehrung\";\"Info\"",
            "\"1\";\"05.11.26\";\"05.11.26\";\"KARTENZAHLUNG\";\"Tanken\";;;;;;;\"Tankstelle\";\"DE1\";\"B\";\"-22,59\";\"EUR\";\"Umsatz vorgemerkt\"",
            "\"1\";\"03.11.26\";\"03.11.26\";\"KARTENZAHLUNG\";\"Einkauf\";;;;;;;\"EDEKA\";\"DE1\";\"B\";\"-62,59\";\"EUR\";\"Umsatz gebucht\"",
            "\"1\";\"01.11.26\";\"01.11.26\";\"GUTSCHRIFT\";\"Geschenk\";;;;;;;\"Hans\";\"DE1\";\"B\";\"123,00\";\"EUR\";\"Umsatz gebucht\"",
        ].joined(separator: "\r\n") + "\r\n"

    @Test func aSparkasseExportIsReadByItsLayoutWithoutItsPendingRow() throws {
        let folder = try site(with: "20261105-1-umsatz.CSV", Self.sparkasse)
        let run = try CommandRunner.run(["import", "20261105-1-umsatz.CSV", "--yes"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("the header is Sparkasse (CSV-CAMT V2)'s export layout"))
        #expect(run.standardOutput.contains("1 row is passed over as the layout says"), "\(run.standardOutput)")
        let budgets = try folder.read("Content/budgets/budgets.yml")
        #expect(budgets.contains("skip_rows:\n      \"Info\": \"umsatz vorgemerkt\""), "\(budgets)")
        let report = try CommandRunner.run(
            ["report", "Content/budgets/20261105-1-umsatz.CSV", "--format", "json"], in: folder.url)
        #expect(report.status == 0, "\(report.standardError)")
        #expect(report.standardOutput.contains("\"added\": 123.00"), "\(report.standardOutput)")
        #expect(report.standardOutput.contains("\"spent\": 62.59"), "\(report.standardOutput)")
    }

    /// A running balance the amounts follow on only some steps (a pending row left in, or a balance edited) is
    /// refused under --yes with the setting that reads the amounts as written, and read so with it.
    @Test func aBalanceFollowedInPartNamesAmountsSignedAndIsReadWithIt() throws {
        let export = """
            Date,Note,Amount,Balance
            2026-11-01,Pay,100.00,100.00
            2026-11-02,Cafe,-5.00,95.00
            2026-11-03,Shop,-10.00,70.00
            2026-11-04,Bus,-2.00,68.00

            """
        let folder = try site(with: "bank.csv", export)
        let refused = try CommandRunner.run(["import", "bank.csv", "--yes"], in: folder.url)
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("run again with --amounts signed"), "\(refused.standardError)")
        #expect(!folder.exists("Content/budgets/budgets.yml"), "nothing was written")
        let read = try CommandRunner.run(["import", "bank.csv", "--yes", "--amounts", "signed"], in: folder.url)
        #expect(read.status == 0, "\(read.standardError)")
        let report = try CommandRunner.run(["report", "Content/budgets/bank.csv", "--format", "json"], in: folder.url)
        #expect(report.standardOutput.contains("\"added\": 100.00"), "\(report.standardOutput)")
        #expect(report.standardOutput.contains("\"spent\": 17.00"), "\(report.standardOutput)")
    }

    /// A pending row in an export no layout knows is refused with the `skip_rows` line that leaves it out.
    @Test func aPendingRowNamesTheSkipRowsLineThatLeavesItOut() throws {
        let export = "Date,Status,Text,Amount\n2026-11-01,Booked,Pay,100.00\n2026-11-02,Pending,Cafe,-5.00\n"
        let folder = try site(with: "bank.csv", export)
        let refused = try CommandRunner.run(["import", "bank.csv", "--yes"], in: folder.url)
        #expect(refused.status != 0)
        #expect(
            refused.standardError.contains("write `skip_rows: {\"Status\": \"Pending\"}` in it"),
            "\(refused.standardError)")
    }
}
