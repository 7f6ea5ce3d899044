import Foundation
import Testing

/// `cashdash import` on real-shaped bank exports: the profile it writes reads each file to the totals worked out by
/// hand, and importing the same file again leaves budgets.yml byte for byte as it was.
@Suite struct ImportCommandTests {
    /// Chase's checking export: newest first, a trailing comma on every row, a running balance.
    /// By hand: in 1,500.00; out 5.40 + 200.00 + 120.35 + 100.00 = 425.75; before the first row 1,820.35 + 100.00.
    static let chase = """
        Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #
        DEBIT,11/20/2026,"STARBUCKS STORE 123 SEATTLE WA",-5.40,DEBIT_CARD,2994.60,,
        CREDIT,11/15/2026,"ACME CORP PAYROLL PPD ID: 1234",1500.00,ACH_CREDIT,3000.00,,
        CHECK,11/05/2026,"CHECK 1001",-200.00,CHECK_PAID,1500.00,1001,
        DEBIT,11/03/2026,"SAFEWAY #1234, SEATTLE",-120.35,DEBIT_CARD,1700.00,,
        DEBIT,11/02/2026,"ONLINE TRANSFER TO SAV",-100.00,ACCT_XFER,1820.35,,

        """

    /// A card export whose charges are positive and payments and refunds negative, with no balance.
    /// By hand: spent 15.99 + 84.20 + 45.00 = 145.19; added 100.00 + 12.50 = 112.50.
    static let card = """
        Transaction Date,Posting Date,Description,Amount
        11/01/2026,11/02/2026,NETFLIX.COM,15.99
        11/03/2026,11/04/2026,LOBLAWS #1234,84.20
        11/10/2026,11/11/2026,PAYMENT - THANK YOU,-100.00
        11/14/2026,11/15/2026,AMAZON.CA REFUND,-12.50
        11/22/2026,11/23/2026,SHELL C01234,45.00

        """

    /// A German bank's export in Windows-1252, CRLF, with a preamble and a footer, `;`, `1.234,56` and DD.MM.YYYY.
    /// By hand: in 2,500.00; out 56.78 + 1,200.00 + 4.50 = 1,261.28; before the first row 5,763.38 + 4.50.
    static let german =
        [
            "\"Umsatzanzeige\";\"Girokonto\"",
            "\"Kontonummer:\";\"DE12 3456 7890 1234 5678 90\"",
            "\"Zeitraum:\";\"01.11.2026 - 24.11.2026\"",
            "",
            "\"Buchungstag\";\"Wertstellung\";\"Buchungstext\";\"Auftraggeber / Begünstigter\";\"Verwendungszweck\";\"Betrag (EUR)\";\"Saldo (EUR)\"",
            "\"24.11.2026\";\"24.11.2026\";\"Lastschrift\";\"REWE Markt GmbH\";\"Einkauf Lebensmittel\";\"-56,78\";\"7.006,60\"",
            "\"20.11.2026\";\"20.11.2026\";\"Gutschrift\";\"Arbeitgeber AG\";\"Gehalt November\";\"2.500,00\";\"7.063,38\"",
            "\"05.11.2026\";\"05.11.2026\";\"Dauerauftrag\";\"Vermieter Müller\";\"Miete November\";\"-1.200,00\";\"4.563,38\"",
            "\"02.11.2026\";\"03.11.2026\";\"Kartenzahlung\";\"Bäckerei Schäfer\";\"Brötchen\";\"-4,50\";\"5.763,38\"",
            "",
            "\"Kontostand\";\"24.11.2026\";;;;\"7.006,60\";\"EUR\"",
        ].joined(separator: "\r\n") + "\r\n"

    /// No header; times with a time zone, the last one late in the evening (the next day in UTC); a running balance.
    /// By hand: in 1,000.00; out 82.45 + 4.50 = 86.95; before the first row 1,500.00 − 1,000.00.
    static let headerless = """
        2026-11-01T09:15:00-05:00,PAYROLL ACME,1000.00,1500.00
        2026-11-12T12:00:00-05:00,GROCERY STORE,-82.45,1417.55
        2026-11-24T23:30:00-05:00,CORNER CAFE,-4.50,1413.05

        """

    /// Imports `name` holding `data` with `--yes`, reports on it, and imports it again: returns the report's
    /// `overall` line and budgets.yml as written.
    func importAndReport(
        _ name: String, _ data: Data, extra: [String] = []
    ) throws -> (overall: String, budgets: String, output: String) {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Content/budgets"), withIntermediateDirectories: true)
        let downloads = folder.url.appendingPathComponent("Downloads")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        try data.write(to: downloads.appendingPathComponent(name))
        let first = try CommandRunner.run(["import", "Downloads/\(name)", "--yes"] + extra, in: folder.url)
        #expect(first.status == 0, "\(first.standardError)\(first.standardOutput)")
        let budgets = try folder.read("Content/budgets/budgets.yml")
        #expect(
            try Data(contentsOf: folder.url.appendingPathComponent("Content/budgets/\(name)")) == data,
            "copied as it is")
        let report = try CommandRunner.run(["report", "Content/budgets/\(name)", "--format", "json"], in: folder.url)
        #expect(report.status == 0, "\(report.standardError)")
        #expect(report.standardError.isEmpty, "no warnings: \(report.standardError)")
        let overall =
            report.standardOutput.split(separator: "\n").first { $0.contains("\"overall\"") }.map(String.init) ?? ""
        let again = try CommandRunner.run(["import", "Downloads/\(name)", "--yes"] + extra, in: folder.url)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(again.standardOutput.contains("reads this file; budgets.yml is left as it is"))
        #expect(try folder.read("Content/budgets/budgets.yml") == budgets, "a second import changes nothing")
        return (overall, budgets, first.standardOutput)
    }

    @Test func chaseCheckingExport() throws {
        let result = try importAndReport("Chase1234_Activity_20261124.CSV", Data(Self.chase.utf8))
        #expect(
            result.overall.contains(
                "\"added\": 1500.00, \"balance\": 2994.60, \"net\": 1074.25, \"spent\": 425.75, \"starting_balance\": 1920.35"
            ), "\(result.overall)")
        #expect(
            result.budgets.hasPrefix(
                "budgets:\n  \"Chase\":\n    starting_balance: 1920.35\nledgers:\n  \"chase*.csv\":\n    budget: \"Chase\"\n"
            ), "\(result.budgets)")
        #expect(result.budgets.contains("\"Type\": ignore") && result.budgets.contains("\"Balance\": balance"))
        #expect(result.output.contains("2026-11-02  out   −100.00  ONLINE TRANSFER TO SAV"), "\(result.output)")
    }

    /// Readings nothing in the file checks are asked about, never taken: which of a headerless file's columns of
    /// numbers is the amount, and which way a type word that is no bank's word for in or out goes.
    @Test(arguments: [
        (
            "plain.csv", "2026-11-01,CAFE,12,3.50\n2026-11-02,SHOP,57,-8.25\n2026-11-03,PAY,91,100.00\n",
            "which of its 2 columns of numbers is the amount cannot be checked"
        ),
        (
            "typed.csv", "Date,Amount,Kind,Note\n2026-11-01,3.50,Card payment,Cafe\n2026-11-02,100.00,Refund,Shop\n",
            "are read as shown under `types` by guess"
        ),
    ])
    func aReadingNothingChecksIsRefusedUnderYes(file: String, text: String, said: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        try folder.write(text, to: file)
        let refused = try CommandRunner.run(["import", file, "--yes"], in: folder.url)
        #expect(refused.status != 0)
        #expect(refused.standardError.contains(said), "\(refused.standardError)")
        #expect(!folder.exists("Content/budgets/budgets.yml"), "nothing was written")
    }

    /// Nothing in a card export without a balance says which way its positive amounts went: under --yes it is
    /// refused with both readings and the setting to choose, and read as asked with --amounts.
    @Test func cardExportWithPositiveChargesIsAskedThenReadAsChosen() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        try folder.write(Self.card, to: "mastercard_2026-11.csv")
        let refused = try CommandRunner.run(["import", "mastercard_2026-11.csv", "--yes"], in: folder.url)
        #expect(refused.status != 0)
        #expect(
            refused.standardError.contains(
                "as a card's charges, 145.19 went out and 112.5 came in; as a bank account's, 145.19 came in and "
                    + "112.5 went out; choose with --amounts charges-positive or --amounts signed"),
            "\(refused.standardError)")
        #expect(!folder.exists("Content/budgets/budgets.yml"), "nothing was written")
        let result = try importAndReport(
            "mastercard_2026-11.csv", Data(Self.card.utf8), extra: ["--amounts", "charges-positive"])
        #expect(result.budgets.contains("amounts: charges-positive"), "\(result.budgets)")
        #expect(
            result.overall.contains("\"added\": 112.50") && result.overall.contains("\"spent\": 145.19"),
            "\(result.overall)")
    }

    @Test func germanWindows1252ExportWithPreambleAndFooter() throws {
        let data = try #require(Self.german.data(using: .windowsCP1252))
        let result = try importAndReport("umsaetze_2026-11.csv", data)
        for line in [
            "encoding: windows-1252", "skip: {top: 4, bottom: 2}", "date_format: \"DD.MM.YYYY\"",
            "decimal_separator: \",\"",
        ] {
            #expect(result.budgets.contains(line), "\(line) in \(result.budgets)")
        }
        #expect(result.budgets.contains("\"Auftraggeber / Begünstigter\": note"))
        #expect(
            result.overall.contains(
                "\"added\": 2500.00, \"balance\": 7006.60, \"net\": 1238.72, \"spent\": 1261.28, \"starting_balance\": 5767.88"
            ), "\(result.overall)")
    }

    @Test func aGermanSitesPreviewWritesAmountsAsItsPagesDo() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        try folder.write("title: Zuhause\nlanguage: de\nlocale: de_DE\ncurrency: EUR\n", to: "Content/site.yml")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Content/budgets"), withIntermediateDirectories: true)
        try #require(Self.german.data(using: .windowsCP1252)).write(to: folder.url.appendingPathComponent("bank.csv"))
        let preview = try CommandRunner.run(["import", "bank.csv"], in: folder.url)
        // It printed `-1,200.00` and `5767.88` while the site's pages say `−1.200,00 €` and `5.767,88 €`.
        for shown in ["2026-11-05  out  −1.200,00  Dauerauftrag", "2026-11-20  in    2.500,00  Gutschrift"] {
            #expect(preview.standardOutput.contains(shown), "\(shown) in \(preview.standardOutput)")
        }
        #expect(
            preview.standardOutput.contains("Balance before the first row: 5.767,88\n"), "\(preview.standardOutput)")
        #expect(!preview.standardOutput.contains("1,200.00"))
        #expect(preview.standardError.contains("run again with --yes"), "nothing is written without --yes")
    }

    @Test func fileWithoutAHeader() throws {
        let result = try importAndReport("bank-2026-11.csv", Data(Self.headerless.utf8))
        #expect(result.budgets.contains("header: none") && result.budgets.contains("\"1\": date"), "\(result.budgets)")
        #expect(
            result.overall.contains(
                "\"added\": 1000.00, \"balance\": 1413.05, \"net\": 913.05, \"spent\": 86.95, \"starting_balance\": 500.00"
            ), "\(result.overall)")
        #expect(result.output.contains("2026-11-24"), "the local date is kept: \(result.output)")
    }

    @Test func anExportOfTextWhoseNameTheSiteDoesNotReadIsSavedAsCSV() throws {
        // ABN AMRO names its tab-separated export TXT<date and time>.TAB; copied into Content/budgets/ as it is, the
        // site would never read it, and its budget would be left out of every total: it is saved as .csv, and said so.
        let folder = try TemporaryFolder()
        try folder.write("title: Home\ncurrency: EUR\n", to: "Content/site.yml")
        let export =
            "123456789\tEUR\t20230210\t3427,00\t2000,00\t20230210\t-1427,00\tSEPA Overboeking\r\n"
            + "123456789\tEUR\t20230212\t2000,00\t1800,00\t20230212\t-200,00\tGEA, Betaalpas\r\n"
        try folder.write(export, to: "TXT230221101500.TAB")
        let run = try CommandRunner.run(["import", "TXT230221101500.TAB", "--yes"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.contains(
                "(saved as TXT230221101500.csv: the file is text in CSV form though named .TAB)"),
            "\(run.standardOutput)")
        #expect(
            folder.exists("Content/budgets/TXT230221101500.csv")
                && !folder.exists("Content/budgets/TXT230221101500.TAB"))
    }

    @Test func dayOrMonthFirstIsNotGuessed() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        try folder.write("Date,Description,Amount\n01/02/2026,A,-1.00\n03/04/2026,B,-2.00\n", to: "bank.csv")
        let refused = try CommandRunner.run(["import", "bank.csv", "--yes"], in: folder.url)
        #expect(refused.status != 0)
        #expect(
            refused.standardError.contains("--date-format MM/DD/YYYY or --date-format DD/MM/YYYY"),
            "\(refused.standardError)")
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.url.appendingPathComponent("Content/budgets/budgets.yml").path))
        let chosen = try CommandRunner.run(
            ["import", "bank.csv", "--yes", "--date-format", "DD/MM/YYYY"], in: folder.url)
        #expect(chosen.status == 0, "\(chosen.standardError)")
        #expect(try folder.read("Content/budgets/budgets.yml").contains("date_format: \"DD/MM/YYYY\""))
    }

    @Test func existingBudgetsFileIsOnlyAddedTo() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        let old =
            "# Our budgets\nbudgets:\n  Home:\n    starting_balance: 10 # cash\nledgers:\n    # by hand\n    \"ynab-*.csv\":\n        budget: Home\n"
        try folder.write(old, to: "Content/budgets/budgets.yml")
        try folder.write(Self.chase, to: "chase-2026-11.csv")
        let result = try CommandRunner.run(["import", "chase-2026-11.csv", "--yes"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        let new = try folder.read("Content/budgets/budgets.yml")
        #expect(
            new.hasPrefix(old) && new.dropFirst(old.count).hasPrefix("    \"chase-*.csv\":\n      budget: \"Chase\""),
            "\(new)")
        #expect(
            result.standardOutput.contains("paste it under `budgets:`\n  \"Chase\":\n    starting_balance: 1920.35"),
            "budgets: is not last: \(result.standardOutput)")
    }

    @Test func anExportWhoseProfileCannotBeAddedIsNotCopied() throws {
        // budgets.yml's `ledgers:` is not its last key: the profile is printed to paste. The export had been copied
        // all the same, and every build then stopped at a file no profile read.
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        let old = "ledgers:\n  \"ynab-*.csv\":\n    budget: Home\nbudgets:\n  Home:\n    starting_balance: 10\n"
        try folder.write(old, to: "Content/budgets/budgets.yml")
        try folder.write(Self.chase, to: "chase-2026-11.csv")
        let result = try CommandRunner.run(["import", "chase-2026-11.csv", "--yes"], in: folder.url)
        #expect(
            result.status != 0 && result.standardError.contains("then copy chase-2026-11.csv into Content/budgets/"))
        #expect(try folder.read("Content/budgets/budgets.yml") == old)
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.url.appendingPathComponent("Content/budgets/chase-2026-11.csv").path))
    }

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: ReportCommandTests.hledger.path),
            "needs hledger (Debian package)"))
    func chaseTotalsEqualHledgers() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        try folder.write(Self.chase, to: "chase.csv")
        try folder.write(
            """
            skip 1
            fields details, date, description, amount, type, balance_, check, extra
            date-format %m/%d/%Y
            currency USD
            account1 assets:checking
            balance %balance_

            """, to: "chase.csv.rules")
        let theirs = try CommandRunner.run(
            ["-f", "chase.csv", "bal", "expenses", "income", "--flat", "-N", "-O", "csv"], in: folder.url,
            tool: ReportCommandTests.hledger)
        #expect(theirs.status == 0, "\(theirs.standardError)")
        #expect(
            theirs.standardOutput.contains("\"expenses:unknown\",\"425.75 USD\"")
                || theirs.standardOutput.contains("\"expenses:unknown\",\"USD425.75\""), "\(theirs.standardOutput)")
        #expect(
            theirs.standardOutput.contains("\"income:unknown\",\"-1500.00 USD\"")
                || theirs.standardOutput.contains("\"income:unknown\",\"USD-1500.00\""), "\(theirs.standardOutput)")
        let ours = try importAndReport("chase.csv", Data(Self.chase.utf8))
        #expect(ours.overall.contains("\"added\": 1500.00") && ours.overall.contains("\"spent\": 425.75"))
    }
}
