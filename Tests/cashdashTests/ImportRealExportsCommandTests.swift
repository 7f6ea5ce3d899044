import Foundation
import Testing

/// `cashdash import --yes` on real exports of `Tests/Fixtures/BankExports` that were refused before issue 47's
/// fixes, each read to the totals `reference.json` holds for it (worked out by hand from the bank's layout).
@Suite struct ImportRealExportsCommandTests {
    static let corpus = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/BankExports")

    /// What importing `fixture` did: the import's output, budgets.yml, the report's `overall` line and the name the
    /// ledger was saved under.
    struct Imported {
        var output: String
        var budgets: String
        var overall: String
        var saved: String
    }

    /// Imports the corpus file `fixture` with `--yes` into a site whose money is in `currency`, and reports on the
    /// ledger it saved.
    static func importFixture(_ fixture: String, currency: String = "EUR") throws -> Imported {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\ncurrency: \(currency)\n", to: "Content/site.yml")
        let name = (fixture as NSString).lastPathComponent
        let downloads = folder.url.appendingPathComponent("Downloads")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        try Data(contentsOf: corpus.appendingPathComponent(fixture)).write(to: downloads.appendingPathComponent(name))
        let run = try CommandRunner.run(["import", "Downloads/\(name)", "--yes"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)\(run.standardOutput)")
        let saved =
            try FileManager.default.contentsOfDirectory(
                atPath: folder.url.appendingPathComponent("Content/budgets").path
            ).first { $0 != "budgets.yml" } ?? name
        let report = try CommandRunner.run(["report", "Content/budgets/\(saved)", "--format", "json"], in: folder.url)
        #expect(report.status == 0, "\(report.standardError)")
        let overall =
            report.standardOutput.split(separator: "\n").first { $0.contains("\"overall\"") }.map(String.init) ?? ""
        return Imported(
            output: run.standardOutput, budgets: try folder.read("Content/budgets/budgets.yml"), overall: overall,
            saved: saved)
    }

    /// Rabobank's export as Excel on Windows left it: every line ends in CR CR LF, one row lost its first field's
    /// opening quote, and its running balance breaks where its row numbers (`Volgnr`) skip 9566 to 9589.
    /// By hand: in 50.00; out 337.49 + 750.00 = 1,087.49.
    @Test func rabobankWithCRCRLFLineEnds() throws {
        let result = try Self.importFixture("bank2ynab/CSV_A_20180414_112204.csv")
        #expect(result.overall.contains("\"added\": 50.00") && result.overall.contains("\"spent\": 1087.49"))
        #expect(result.output.contains("breaks only where the bank's row numbers (`Volgnr`) skip"), "\(result.output)")
        #expect(result.output.contains(", 3 rows"))
    }

    /// Raiffeisen's export with a line of no row among its rows (`A null transaction, just to confuse things;;`),
    /// passed over and said so. By hand (reference.json): in 1,878.20; out 6,458.90; 73 rows.
    @Test func raiffeisenWithALineThatIsNoRow() throws {
        let result = try Self.importFixture("bank2ynab/test_raiffeisen_01.csv")
        #expect(result.overall.contains("\"added\": 1878.20") && result.overall.contains("\"spent\": 6458.90"))
        #expect(result.output.contains("line 71 has no date and no amount: skipped (`skip_rows`)"), "\(result.output)")
        #expect(result.budgets.contains("skip_rows:\n      \"1\": \"a null transaction, just to confuse things\""))
    }

    /// ASN Bank's headerless export, whose column 9 is the balance before each row, and Erste Bank Hungary's, whose
    /// `Egyenleg` is, newest row first. By hand (reference.json): ASN in 3,286.92, out 3,333.12; Erste in 1,290.00,
    /// out 350.00, and before its older row 1,055.56.
    @Test func balancesBeforeEachRow() throws {
        let asn = try Self.importFixture(
            "ofxstatement-dutch/transactie-historie_NL00ASNB9999999999_20220717204133.csv")
        #expect(asn.overall.contains("\"added\": 3286.92") && asn.overall.contains("\"spent\": 3333.12"))
        #expect(asn.budgets.contains("\"9\": balance_before") && asn.budgets.contains("starting_balance: 130.44"))
        let erste = try Self.importFixture("bank2ynab/W80844_EBH_201945.202122.csv", currency: "HUF")
        #expect(erste.overall.contains("\"added\": 1290.00") && erste.overall.contains("\"spent\": 350.00"))
        #expect(erste.budgets.contains("\"Egyenleg\": balance_before") && erste.budgets.contains("1055.56"))
    }

    /// OCBC Singapore's export: under each row, a line with empty date and amount fields goes on with its note
    /// (`,,15/04/18 66-6666 UBER EATS…`); its `Deposits (SGD)` column, empty this month, is money in.
    /// By hand (reference.json): out 173.28 over 8 rows, nothing in.
    @Test func ocbcWithContinuedLines() throws {
        let result = try Self.importFixture("bank2ynab/TransactionHistory_20180418043121.csv", currency: "SGD")
        #expect(result.overall.contains("\"added\": 0") && result.overall.contains("\"spent\": 173.28"))
        #expect(
            result.budgets.contains("continued_lines: note") && result.budgets.contains("\"Deposits (SGD)\": credit"))
        #expect(result.output.contains("DEBIT PURCHASE · 15/04/18  66-6666 UBER"), "\(result.output)")
        #expect(result.output.contains(", 8 rows"))
    }

    /// An old Chase export, headerless, with OFX's date and time in each row (`20091224120000[0:GMT]`).
    /// By hand (reference.json): in 7,183.52; out 261.41; 9 rows.
    @Test func chaseWithOFXDates() throws {
        let result = try Self.importFixture("reckon/chase.csv", currency: "USD")
        #expect(result.overall.contains("\"added\": 7183.52") && result.overall.contains("\"spent\": 261.41"))
        #expect(result.budgets.contains("date_format: \"OFX\""))
    }

    /// Swedbank's statement is CSV text named `.xls`: it is saved under a `.csv` name, and said so, so the site reads
    /// it; a real workbook (an OLE2 `.xls`, a zipped `.xlsx`) is refused with what to do.
    @Test func aSpreadsheetNameOnCSVTextIsSavedAsCSV() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\ncurrency: LTL\n", to: "Content/site.yml")
        try folder.write(
            "Date,Amount,Note,Balance\n2014-10-01,-15.31,MAXIMA,100.00\n2014-10-02,-9.40,IKI,90.60\n", to: "s.xls")
        let run = try CommandRunner.run(["import", "s.xls", "--yes"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains("(saved as s.csv: the file is text in CSV form though named .xls)"),
            "\(run.standardOutput)")
        #expect(folder.exists("Content/budgets/s.csv") && !folder.exists("Content/budgets/s.xls"))
        #expect(try folder.read("Content/budgets/budgets.yml").contains("\"s.csv\":"))
        let report = try CommandRunner.run(["report", "Content/budgets/s.csv", "--format", "json"], in: folder.url)
        #expect(report.status == 0 && report.standardOutput.contains("\"spent\": 24.71"), "\(report.standardOutput)")
        for (name, bytes) in [
            ("w.xls", [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0]), ("w.xlsx", [0x50, 0x4B, 3, 4, 0]),
        ] {
            try Data(bytes.map(UInt8.init)).write(to: folder.url.appendingPathComponent(name))
            let refused = try CommandRunner.run(["import", name, "--yes"], in: folder.url)
            #expect(refused.status != 0)
            #expect(refused.standardError.contains("is an Excel workbook"), "\(refused.standardError)")
            #expect(refused.standardError.contains("export the account from your bank as CSV"))
        }
    }

    /// Swedbank's statement, CSV named `.xls`: saved as `.csv`, read by its known layout (a D/K column beside
    /// unsigned amounts, rows three fields short of its header's titles), its own opening and closing balance lines
    /// passed over as rows and taken as a check. By hand (reference.json): in 2,863.63; out 284.70; 13 rows.
    @Test func swedbankStatementNamedXls() throws {
        let result = try Self.importFixture("bank2ynab/test_swedebank_statement.xls", currency: "LTL")
        #expect(result.saved == "test_swedebank_statement.csv")
        #expect(result.overall.contains("\"added\": 2863.63") && result.overall.contains("\"spent\": 284.70"))
        #expect(
            result.output.contains(
                "the file's own opening balance (10374.04) and its rows come to its closing balance (12952.97)"),
            "\(result.output)")
        #expect(result.budgets.contains("starting_balance: 10374.04"))
    }
}
