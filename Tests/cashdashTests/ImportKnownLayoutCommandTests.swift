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

    /// Česká spořitelna's Czech export, in Windows-1250 as the bank writes it: its header is known once read in that
    /// code page, and the profile says `encoding: windows-1250`, so the notes keep their letters.
    /// By hand: out 1,250.50 in two rows.
    @Test func aCzechExportInWindows1250IsReadWithItsLetters() throws {
        let header =
            "\"Položka\";\"Datum zaúčtování\";\"Částka CZK\";\"Bankovní spojení\";\"Datum provedení\";"
            + "\"Variabilní symbol 1\";\"Storno\";\"Název protiúčtu\";\"Konstantní symbol\";\"Specifický symbol\";"
            + "\"Zpráva pro příjemce\";\"Zpráva pro mě\";\"Referenční číslo transakce\";\"Klientská poznámka\";"
            + "\"Reference platby\";\"Důvod neprovedení\";\"Tento export obsahuje seznam transakcí zobrazených na "
            + "aktuální obrazovce internetbankingu. Nejedná se o úplný seznam transakcí odpovídající zadaným "
            + "filtračním kritériím.\""
        let rows = [
            "\"Platba kartou\";\"2026/11/02\";\"-250,50\";\"1/0800\";\"2026/11/02\";;;\"Řeznictví\";;;;;\"1\";;;;",
            "\"Nájem\";\"2026/11/01\";\"-1000,00\";\"2/0800\";\"2026/11/01\";;;\"Pan Dvořák\";;;\"Listopad\";;\"2\";;;;",
        ]
        let text = ([header] + rows).joined(separator: "\r\n") + "\r\n"
        // The Windows-1250 bytes of the Czech letters above.
        let windows1250: [Unicode.Scalar: UInt8] = [
            "á": 0xE1, "é": 0xE9, "í": 0xED, "ú": 0xFA, "ý": 0xFD, "Č": 0xC8, "č": 0xE8, "ě": 0xEC, "Ř": 0xD8,
            "ř": 0xF8, "ů": 0xF9, "ž": 0x9E,
        ]
        let bytes = text.unicodeScalars.map { $0.isASCII ? UInt8($0.value) : windows1250[$0]! }
        let folder = try TemporaryFolder()
        try folder.write("title: Domov\ncurrency: CZK\n", to: "Content/site.yml")
        try Data(bytes).write(to: folder.url.appendingPathComponent("TH_20261101-20261102.csv"))
        let run = try CommandRunner.run(["import", "TH_20261101-20261102.csv", "--yes"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("the header is Česká spořitelna (Czech header)'s export layout"))
        #expect(try folder.read("Content/budgets/budgets.yml").contains("encoding: windows-1250"))
        let report = try CommandRunner.run(
            ["report", "Content/budgets/TH_20261101-20261102.csv", "--format", "json"], in: folder.url)
        #expect(report.status == 0, "\(report.standardError)")
        #expect(report.standardOutput.contains("\"spent\": 1250.50"), "\(report.standardOutput)")
        #expect(run.standardOutput.contains("Řeznictví"), "the note keeps its Czech letters: \(run.standardOutput)")
    }

    /// ICA Banken writes `2 500,00 kr`: a space between thousands and the currency word after the number.
    /// By hand: in 2,500.00, out 144.75.
    @Test func amountsWithACurrencyWordAfterThemAreRead() throws {
        let export = """
            Datum;Text;Typ;Budgetgrupp;Belopp;Saldo
            2026-11-01;Närbutik;Korttransaktion;Övrigt;-144,75 kr;419,87 kr
            2026-11-02;Överföring;Insättning;Övrigt;2 500,00 kr;2 919,87 kr

            """
        let folder = try TemporaryFolder()
        try folder.write("title: Hem\ncurrency: SEK\n", to: "Content/site.yml")
        try folder.write(export, to: "ica.csv")
        let run = try CommandRunner.run(["import", "ica.csv", "--yes"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        let report = try CommandRunner.run(["report", "Content/budgets/ica.csv", "--format", "json"], in: folder.url)
        #expect(report.standardOutput.contains("\"added\": 2500.00"), "\(report.standardOutput)")
        #expect(report.standardOutput.contains("\"spent\": 144.75"), "\(report.standardOutput)")
    }
}
