@testable import CashDashModel
import Foundation
import Testing
import TestSupport

/// What `cashdash import` works out from an export, the formats of real exports, and the messages that lead to the fix.
@Suite struct ProfileGuessTests {
    @Test func timesWithTimeZonesKeepTheLocalDate() throws {
        let iso = try #require(DateFormat("YYYY-MM-DDThh:mm:ss"))
        #expect(iso.parse(Array("2026-11-24T23:30:00-05:00".utf8)) == Day(year: 2026, month: 11, day: 24))
        #expect(iso.parse(Array("2026-11-24T23:30:00Z".utf8)) == Day(year: 2026, month: 11, day: 24))
        let spaced = try #require(DateFormat("YYYY-MM-DD hh:mm:ss"))
        #expect(spaced.parse(Array("2026-11-24 18:00:00 +0100".utf8)) == Day(year: 2026, month: 11, day: 24))
        #expect(spaced.parse(Array("2026-11-24 18:00:00 +01".utf8)) == Day(year: 2026, month: 11, day: 24))
        #expect(spaced.parse(Array("2026-11-24 18:00:00 x".utf8)) == nil)
        #expect(
            try #require(DateFormat("YYYY-MM-DD")).parse(Array("2026-11-24 +0100".utf8)) == nil,
            "a zone follows a time only")
    }

    /// Lines and fields as the CSV reader reads them: CR CR LF is one line end, and a quote inside a field that did
    /// not start with one is a letter (Rabobank's row that lost its first opening quote keeps its other fields).
    @Test func linesAndFieldsAreReadAsTheReaderReadsThem() {
        #expect(ProfileGuess.lines("a\r\r\nb\r\nc\rd\ne\r\r\r\nf") == ["a", "b", "c", "d", "e", "", "f"])
        #expect(ProfileGuess.fields("NL77\",\"EUR\",\"-3,50\"", ",") == ["NL77\"", "EUR", "-3,50"])
        #expect(ProfileGuess.fields("\"a \"\"b\"\"\",\"\", \"c\"x", ",") == ["a \"b\"", "", "c"])
    }

    /// A line among the rows with no date and no number in any field changes no total: it is passed over with
    /// `skip_rows` and said so with its line, where it had made the profile read the file with an error.
    @Test func aLineWithNoDateAndNoAmountIsSkippedAndSaidSo() throws {
        let export =
            "18.09.2017;\"HOFER\";18.09.2017;-33,87;EUR;;\n19.09.2017;\"LIDL\";19.09.2017;-8,97;EUR;;\n"
            + "A null transaction, just to confuse things;;\n20.09.2017;\"SOFTWARE\";20.09.2017;78,97;EUR;;\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(
            guess.skipRows == [
                LedgerProfile.SkipRule(title: "1", words: ["A null transaction, just to confuse things"])
            ])
        #expect(guess.findings.contains("line 3 has no date and no amount: skipped (`skip_rows`)"), "\(guess.findings)")
        #expect(guess.doubts.isEmpty, "\(guess.doubts)")
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "r.csv", budget: "R", indent: 2), "r.csv": export,
        ])
        let (ledger, problems) = fixture.ledger(currency: "EUR")
        #expect(problems.isEmpty, "\(problems)")
        #expect(ledger.rows == 3 && LedgerSummary(ledger).budgets.first?.added == Decimal(string: "78.97"))
    }

    /// Two headerless columns of unsigned money never both filled on one row are money out and in, but with no
    /// running balance nothing says which: asked about, never taken.
    @Test func unsignedMoneyOutAndInWithoutABalanceIsADoubt() throws {
        let export = "18.09.2017\tHOFER\t\t33,87\n19.09.2017\tLIDL\t\t8,97\n20.09.2017\tSOFTWARE\t78,97\t\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.roles[2] == .column(.credit) && guess.roles[3] == .column(.debit))
        #expect(guess.doubts.contains { $0.contains("which of columns 3 and 4") && $0.contains("`\"4\": debit`") })
    }

    /// ASN Bank's headerless export: its column 3 is the balance before each row, which the amounts follow only in
    /// the order of the dates read so; that is `balance_before`, checked on every step, and the build reads it as it
    /// reads `balance`: in no total.
    @Test func aBalanceBeforeEachRowIsReadAsOne() throws {
        let export =
            "17-06-2022,SALARY,130.44,223.77\n17-06-2022,CARD SERVICES,354.21,-200.00\n25-06-2022,FEES,154.21,-2.20\n"
            + "27-06-2022,DIVIDEND,152.01,503.15\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.roles == [.column(.date), .column(.note), .balanceBefore, .column(.amount)], "\(guess.roles)")
        #expect(guess.doubts.isEmpty && !guess.chargesPositive, "\(guess.doubts)")
        #expect(guess.startingBalance == Decimal(string: "130.44"))
        #expect(guess.findings.contains { $0.contains("the balance before each row (`balance_before`)") })
        let entry = guess.entry(files: "asn.csv", budget: "ASN", indent: 2)
        #expect(entry.contains("\"3\": balance_before"))
        let fixture = try LedgerFixture(["budgets.yml": "ledgers:\n" + entry, "asn.csv": export])
        let (ledger, problems) = fixture.ledger(currency: "EUR")
        #expect(problems.isEmpty, "\(problems)")
        #expect(LedgerSummary(ledger).budgets.first?.added == Decimal(string: "726.92"))
        #expect(LedgerSummary(ledger).budgets.first?.spent == Decimal(string: "202.20"))
        // Read in the order of the dates as a balance after each row, the same numbers are no balance before.
        let after = "2022-06-17,A,100.00,100.00\n2022-06-18,B,-20.00,80.00\n2022-06-19,C,5.00,85.00\n"
        #expect(try ProfileGuess(Data(after.utf8)).roles.suffix(2) == [.column(.amount), .balance])
    }

    /// An old Chase export writes OFX's date and time in a CSV (`20091224120000[0:GMT]`): `date_format: OFX`.
    @Test func ofxDatesInACSVAreRead() throws {
        let export =
            "DEBIT,20091224120000[0:GMT],\"HOST 0371 SLICEHOST\",-85.00\nCHECK,20091224120000[0:GMT],\"CHECK 2656\",-20.00\n"
            + "CREDIT,20091223120000[0:GMT],\"Some Company vendorpymt\",3520.00\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.dateFormat == "OFX" && guess.roles[1] == .column(.date) && guess.roles[3] == .column(.amount))
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "chase.csv", budget: "Chase", indent: 2),
            "chase.csv": export,
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(problems.isEmpty, "\(problems)")
        #expect(LedgerSummary(ledger).budgets.first?.added == 3520 && LedgerSummary(ledger).budgets.first?.spent == 105)
    }

    /// OCBC's one-row card export: one line of fields is too few to work a layout out, and the error says what to
    /// write by hand, not that there is no table.
    @Test func aFileOfOneRowSaysWhatToWriteByHand() {
        #expect {
            try ProfileGuess(Data("\n27 Feb 2018,UMC-, 7.80, ,MCDONALD'S (TAM KIOSK) SI NG 22FEB,,,\n".utf8))
        } throws: { error in
            let message = (error as? ProfileGuess.Problem)?.message ?? ""
            return message.hasPrefix("this file has one row only (line 2)") && message.contains("`header: none`")
        }
    }

    @Test func aChaseExportIsWorkedOut() throws {
        let chase =
            "Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #\n"
            + "DEBIT,11/20/2026,\"STARBUCKS\",-5.40,DEBIT_CARD,2994.60,,\n"
            + "CREDIT,11/15/2026,\"PAYROLL\",1500.00,ACH_CREDIT,3000.00,,\n"
        let guess = try ProfileGuess(Data(chase.utf8))
        #expect(guess.encoding == .utf8 && guess.delimiter == "," && guess.skipTop == 0 && guess.skipBottom == 0)
        #expect(guess.dateFormat == "MM/DD/YYYY" && !guess.decimalComma && !guess.chargesPositive)
        #expect(guess.roles == [.ignore, .column(.date), .column(.note), .column(.amount), .ignore, .balance, .ignore])
        #expect(guess.startingBalance == Decimal(string: "1500.00"))
    }

    @Test func rowsEndingInEmptyFieldsKeepTheirHeaderAndEveryRow() throws {
        // A German bank's export (DKB's layout): a row without a creditor id or mandate ends in empty fields, and
        // its last field is not counted as a bank's trailing delimiter is, yet it is as wide as the header.
        let export =
            "\"Girokonto\";\"DE00120300001234567890\"\n\n\"Kontostand vom 09.12.2026:\";\"4.093,32 €\"\n\"\"\n"
            + "\"Buchungsdatum\";\"Wertstellung\";\"Zahlungsempfänger*in\";\"Verwendungszweck\";\"Betrag (€)\";\"Gläubiger-ID\";\"Mandatsreferenz\"\n"
            + "\"08.12.26\";\"08.12.26\";\"Max\";\"Nebenkosten\";\"200\";\"\";\"\"\n"
            + "\"05.12.26\";\"05.12.26\";\"Stadtwerke\";\"Strom\";\"-62,3\";\"DE98ZZZ01\";\"M-1\"\n"
            + "\"01.12.26\";\"01.12.26\";\"Max\";\"Nebenkosten\";\"150\";\"\";\"\"\n"
            + "\"28.11.26\";\"28.11.26\";\"Telefon AG\";\"Rechnung\";\"-29,99\";\"DE98ZZZ02\";\"M-2\"\n"
            + "\"27.11.26\";\"27.11.26\";\"Gaswerk\";\"Abschlag\";\"-48\";\"DE98ZZZ03\";\"M-3\"\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.delimiter == ";" && guess.skipTop == 4 && guess.skipBottom == 0)
        #expect(guess.header?.first == "Buchungsdatum", "the header is not a preamble line")
        #expect(guess.roles[4] == .column(.amount))
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "dkb.csv", budget: "Dkb", indent: 2), "dkb.csv": export,
        ])
        let (ledger, problems) = fixture.ledger(currency: "EUR")
        #expect(problems.isEmpty, "\(problems)")
        #expect(ledger.rows == 5, "no row is taken for the preamble")
        #expect(
            LedgerSummary(ledger).budgets.first?.added == 350
                && LedgerSummary(ledger).budgets.first?.spent == Decimal(string: "140.29"))
    }

    @Test func aDatedRowAfterTheTableIsARowNotTheFooter() throws {
        // ING's German export: its pension row came with the booking text left out, a field short, and was the
        // oldest, last row; taken for a footer, the 2.647,74 would be left out of every total without a word.
        let export =
            "Umsatzanzeige;Datei erstellt am: 09.12.2025 15:23\r\n\r\nIBAN;DE89370400440532013000\r\nKontoname;Girokonto\r\n"
            + "Bank;ING\r\nKunde;Max Mustermann\r\nZeitraum;17.11.2025 - 09.12.2025\r\n\r\n"
            + "Buchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Betrag;Währung\r\n"
            + "09.12.2025;09.12.2025;VISA Firma;Lastschrift;NR XXXX 4025 NUERNBERG DE KAUFUMSATZ;-13,98;EUR\r\n"
            + "08.12.2025;08.12.2025;Gerhard Zintel;Dauerauftrag / Terminueberweisung;Nebenkosten Gerhard;-200,00;EUR\r\n"
            + "05.12.2025;05.12.2025;REWE Markt;Lastschrift;Einkauf;-45,10;EUR\r\n"
            + "03.12.2025;03.12.2025;Stadtwerke;Lastschrift;Abschlag Strom;-62,00;EUR\r\n"
            + "01.12.2025;01.12.2025;Vermieter;Dauerauftrag / Terminueberweisung;Miete;-750,00;EUR\r\n"
            + "28.11.2025;28.11.2025;Rente;97052181157Z00511 RV-RENTE 11.2025;2.647,74;EUR\r\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.skipTop == 8 && guess.skipBottom == 0, "(\(guess.skipTop), \(guess.skipBottom))")
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "ing.csv", budget: "ING", indent: 2), "ing.csv": export,
        ])
        let (_, problems) = fixture.ledger(currency: "EUR")
        #expect(
            problems.contains {
                $0.hasPrefix("ing.csv:15:") && $0.contains("this row has 6 fields but the header has 7")
            },
            "the short row is shown where it is: \(problems)")
    }

    @Test func aShortRowNearTheTopKeepsTheHeaderAndTheRowsAboveIt() throws {
        // The same short row as ING's, third of nine: the longest run of equal lines started after it, so the header
        // and the two rows above were taken for a preamble (`skip: 4`, `header: none`) and left out.
        let rows = [
            "05.12.2025;REWE Markt;Lastschrift;Einkauf, Obst;-45,10", "04.12.2025;Stadtwerke;Lastschrift;Strom;-62,00",
            "03.12.2025;Rente;RV-RENTE 11.2025;2.647,74", "02.12.2025;Vermieter;Dauerauftrag;Miete;-750,00",
            "01.12.2025;Bäcker;Kartenzahlung;Brot, Brötchen;-4,20", "30.11.2025;Apotheke;Kartenzahlung;Tee;-6,95",
            "29.11.2025;Kino;Kartenzahlung;Film;-12,00", "28.11.2025;Markt;Kartenzahlung;Käse, Wein;-18,40",
            "27.11.2025;Bahn;Lastschrift;Ticket;-29,90",
        ]
        let export =
            "Buchung;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Betrag\n"
            + rows.joined(separator: "\n") + "\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.header != nil && guess.skipTop == 0 && guess.skipBottom == 0, "\(guess.skipTop)")
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "ing.csv", budget: "ING", indent: 2), "ing.csv": export,
        ])
        let (_, problems) = fixture.ledger(currency: "EUR")
        #expect(
            problems.contains {
                $0.hasPrefix("ing.csv:4:") && $0.contains("this row has 4 fields but the header has 5")
            },
            "the short row is shown where it is: \(problems)")
    }

    @Test func aLabelBetweenTwoTablesEndsTheFirst() throws {
        // A run goes on past a short row, but not past a line of one field: the second table's header had been
        // read as a row, and the import failed.
        let export =
            "Date,Description,Amount\n2026-11-01,Cafe,-4.50\n2026-11-02,Market,-12.00\n2026-11-03,Pay,100.00\n"
            + "Pending transactions\nDate,Description,Amount\n2026-11-04,Bus,-2.00\n2026-11-05,Film,-9.00\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.header == ["Date", "Description", "Amount"] && guess.skipTop == 0)
    }

    @Test func dayOrMonthFirstIsAQuestion() {
        #expect(throws: ProfileGuess.Problem.self) {
            try ProfileGuess(Data("Date,Amount\n01/02/2026,-1\n03/04/2026,-2\n".utf8))
        }
        do {
            _ = try ProfileGuess(Data("Date,Amount\n01/02/2026,-1\n03/04/2026,-2\n".utf8))
        } catch {
            #expect(error.dateChoices == ["MM/DD/YYYY", "DD/MM/YYYY"])
        }
    }

    @Test func globsMatchTheNextExport() {
        #expect(ProfileGuess.glob(for: "Chase1234_Activity_20261124.CSV") == "chase*.csv")
        #expect(ProfileGuess.glob(for: "umsaetze_2026-11.csv") == "umsaetze_*.csv")
        #expect(ProfileGuess.glob(for: "bank.csv") == "bank.csv")
        #expect(ProfileGuess.glob(for: "12345.csv") == "12345.csv")
    }

    @Test func budgetsFileIsOnlyAddedTo() {
        let ledger: (Int) -> String = {
            String(repeating: " ", count: $0) + "\"a-*.csv\":\n" + String(repeating: " ", count: $0 + 2) + "budget: A\n"
        }
        let fresh = BudgetsFileAddition(adding: ledger, to: nil, budget: "A", startingBalance: 5)
        #expect(fresh.text == "budgets:\n  \"A\":\n    starting_balance: 5\nledgers:\n  \"a-*.csv\":\n    budget: A\n")
        let last = BudgetsFileAddition(
            adding: ledger, to: "date_format: DD/MM/YYYY\nledgers:\n   # mine\n   x.csv:\n     budget: X", budget: "A",
            startingBalance: nil)
        #expect(
            last.text
                == "date_format: DD/MM/YYYY\nledgers:\n   # mine\n   x.csv:\n     budget: X\n   \"a-*.csv\":\n     budget: A\n"
                && last.unplaced.isEmpty)
        let middle = BudgetsFileAddition(
            adding: ledger, to: "ledgers:\n  x.csv: {}\nbudgets:\n  A:\n    palette: warm\n", budget: "A",
            startingBalance: 5)
        #expect(middle.text == "ledgers:\n  x.csv: {}\nbudgets:\n  A:\n    palette: warm\n")
        #expect(middle.unplaced.count == 2, "ledgers: is not last, so nothing is added")
        let budgetsFirst = BudgetsFileAddition(
            adding: ledger, to: "budgets:\n  B: {}\nledgers:\n  x.csv: {}\n", budget: "A", startingBalance: 5)
        #expect(budgetsFirst.text == "budgets:\n  B: {}\nledgers:\n  x.csv: {}\n  \"a-*.csv\":\n    budget: A\n")
        #expect(budgetsFirst.unplaced == ["under `budgets:`\n  \"A\":\n    starting_balance: 5\n"])
        let flow = BudgetsFileAddition(adding: ledger, to: "ledgers: {}\n", budget: "A", startingBalance: nil)
        #expect(flow.unplaced.count == 1 && flow.text == "ledgers: {}\n")
        // `ledgers:` and no `budgets:`: a new `budgets:` after `ledgers:` had kept every later import from adding.
        let ledgersOnly = BudgetsFileAddition(
            adding: ledger, to: "ledgers:\n  x.csv: {}\n", budget: "A", startingBalance: 5)
        #expect(ledgersOnly.text == "ledgers:\n  x.csv: {}\n  \"a-*.csv\":\n    budget: A\n")
        #expect(
            ledgersOnly.unplaced == [
                "under a new `budgets:` key, before `ledgers:`\n  \"A\":\n    starting_balance: 5\n"
            ])
        // Notepad's byte-order mark before `ledgers:` had hidden the key.
        let marked = BudgetsFileAddition(
            adding: ledger, to: "\u{FEFF}ledgers:\n  x.csv: {}\n", budget: "A", startingBalance: nil)
        #expect(
            marked.text == "\u{FEFF}ledgers:\n  x.csv: {}\n  \"a-*.csv\":\n    budget: A\n" && marked.unplaced.isEmpty)
    }

    @Test func aFileWithoutAHeaderIsReadByPosition() throws {
        let fixture = try LedgerFixture([
            "budgets.yml":
                "ledgers:\n  bank.csv:\n    header: none\n    columns: {1: date, 2: note, 3: amount, 4: balance}\n",
            "bank.csv": "2026-11-01,PAYROLL,1000.00,1500.00\n2026-11-02,CAFE,-4.50,1495.50\n",
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            ledger.rows == 2 && LedgerSummary(ledger).budgets.first?.added == 1000
                && LedgerSummary(ledger).budgets.first?.spent == Decimal(string: "4.50"))
        #expect(ledger.budgets.flatMap(\.transactions).map(\.note) == ["PAYROLL", "CAFE"])
    }

    @Test func aFileWithoutAHeaderTakesTheAmountThatItsBalanceFollows() throws {
        // ABN AMRO's TXT export: no header; the account number on every row, the currency, the date, the balance
        // before and after the row, another date, the amount and the description, tab between them.
        let rows = [
            ("20230210", "3427,00", "2000,00", "-1427,00", "SEPA Overboeking                 Naam: J SMITH"),
            ("20230210", "2000,00", "1975,00", "-25,00", "SEPA Overboeking                 Naam: Praktijk Foobar"),
            ("20230212", "1975,00", "1775,00", "-200,00", "GEA, Betaalpas                   Geldmaat Somewhere 22"),
            ("20230213", "1775,00", "1784,99", "9,99", "BEA, Betaalpas                   IKEA Amsterdam TERUGBOEKING"),
            ("20230213", "1784,99", "1750,50", "-34,49", "BEA, Betaalpas                   IKEA Amsterdam,PAS123"),
        ]
        let export = rows.map { "123456789\tEUR\t\($0.0)\t\($0.1)\t\($0.2)\t\($0.0)\t\($0.3)\t\($0.4)\r\n" }.joined()
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.header == nil && guess.decimalComma)
        #expect(guess.roles[0] == .ignore, "the account number is no amount: \(guess.roles)")
        #expect(guess.roles[6] == .column(.amount) && guess.roles[4] == .balance && guess.roles[3] == .ignore)
        #expect(!guess.chargesPositive && guess.startingBalance == 3427)
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "abn.tsv", budget: "ABN", indent: 2), "abn.tsv": export,
        ])
        let (ledger, problems) = fixture.ledger(currency: "EUR")
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            LedgerSummary(ledger).budgets.first?.added == Decimal(string: "9.99")
                && LedgerSummary(ledger).budgets.first?.spent == Decimal(string: "1686.49"))
        let withoutCommas = export.replacingOccurrences(of: ", ", with: " ").replacingOccurrences(
            of: ",PAS", with: " PAS")
        #expect(
            try ProfileGuess(Data(withoutCommas.utf8)).delimiter == "\t",
            "as many lines split at the decimal commas, into fewer fields")
    }

    @Test func aHeaderThatIsNotTheProfilesIsQuotedWithItsLine() throws {
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n  bank.csv:\n    skip: 1\n    columns: {Datum: date, Betrag: amount}\n",
            "bank.csv": "Konto;123\nZeitraum;November\nDatum;Betrag\n2026-11-01;4\n",
        ])
        let (_, problems) = fixture.ledger()
        #expect(
            problems.first?.hasPrefix(
                "bank.csv:2:1: budgets.yml's profile `bank.csv` finds no `date` and `amount` columns") == true)
        #expect(
            problems.first?.contains(
                "(line 2 reads `Zeitraum,November`); if the header is further down, raise `skip` (now 1)") == true,
            "\(problems)")
    }

    @Test func rowsAllInAnotherCurrencySuggestTheSitesCurrency() throws {
        let fixture = try LedgerFixture([
            "eur.csv": "date,amount,category,currency\n2026-11-01,-4,Food,EUR\n2026-11-02,-5,Food,EUR\n"
        ])
        let (_, problems) = fixture.ledger()
        #expect(
            problems.contains(
                "eur.csv:1:1: every row in this file is in EUR, and the budgets' currency is USD; if this household's money is in EUR, write `currency: EUR` in budgets.yml (or in the site's Content/site.yml, for the whole site)"
            ), "\(problems)")
    }

    @Test func aGermanPayPalExportIsReadByItsNetAndBalance() throws {
        // PayPal's German activity export: `Umsatzsteuer` (sales tax) and `Versicherungsbetrag` (insurance) hold
        // numbers that are not the money moved, and `Guthaben` (balance) is no `haben` (credit) column.
        let header =
            "\"Datum\",\"Uhrzeit\",\"Zeitzone\",\"Name\",\"Typ\",\"Status\",\"Währung\",\"Brutto\",\"Gebühr\",\"Netto\","
            + "\"Absender E-Mail-Adresse\",\"Empfänger E-Mail-Adresse\",\"Transaktionscode\",\"Versicherungsbetrag\","
            + "\"Umsatzsteuer\",\"Guthaben\",\"Auswirkung auf Guthaben\"\n"
        let export =
            header
            + "\"18.06.2025\",\"07:47:30\",\"CEST\",\"PayPal Inc.\",\"Überweisung als Zahlungsquelle\",\"Abgeschlossen\","
            + "\"EUR\",\"100,00\",\"0,00\",\"100,00\",\"topup@paypal.com\",\"me@example.com\",\"8L0S\",\"\",\"\",\"138,53\",\"Haben\"\n"
            + "\"19.07.2025\",\"14:16:51\",\"CEST\",\"Technik-Shop\",\"PayPal Express-Zahlung\",\"Abgeschlossen\",\"EUR\","
            + "\"-34,49\",\"0,00\",\"-34,49\",\"me@example.com\",\"shop@example.com\",\"6HR0\",\"\",\"5,51\",\"104,04\",\"Soll\"\n"
            + "\"02.08.2025\",\"10:00:00\",\"CEST\",\"Flohmarkt\",\"Zahlung erhalten\",\"Abgeschlossen\",\"EUR\","
            + "\"20,00\",\"-0,70\",\"19,30\",\"buyer@example.com\",\"me@example.com\",\"9XY1\",\"\",\"0,00\",\"123,34\",\"Haben\"\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.roles[9] == .column(.amount), "Netto, what the balance follows: \(guess.roles)")
        #expect(guess.roles[15] == .balance)
        #expect(guess.roles[7] == .ignore && guess.roles[8] == .ignore && guess.roles[14] == .ignore)
        #expect(guess.roles[11] == .ignore, "an e-mail address is no note")
        #expect(guess.startingBalance == Decimal(string: "38.53") && !guess.chargesPositive)
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "paypal.csv", budget: "PayPal", indent: 2),
            "paypal.csv": export,
        ])
        let (ledger, problems) = fixture.ledger(currency: "EUR")
        #expect(problems.isEmpty, "\(problems)")
        let paypal = try #require(LedgerSummary(ledger).budgets.first)
        #expect(paypal.added == Decimal(string: "119.30") && paypal.spent == Decimal(string: "34.49"), "the fee is off")
    }

    @Test func anEnglishPayPalExportSkipsTaxShippingAndInsurance() throws {
        let export =
            "\"Date\",\"Time\",\"TimeZone\",\"Name\",\"Type\",\"Status\",\"Currency\",\"Gross\",\"Fee\",\"Net\","
            + "\"Transaction ID\",\"Shipping and Handling Amount\",\"Insurance Amount\",\"Sales Tax\",\"Option 1 Name\","
            + "\"Option 1 Value\",\"Balance\"\n"
            + "\"11/20/2026\",\"10:00:00\",\"PST\",\"Jane Client\",\"Invoice Payment\",\"Completed\",\"USD\","
            + "\"500.00\",\"-14.80\",\"485.20\",\"1A\",\"0.00\",\"0.00\",\"0.00\",\"\",\"\",\"485.20\"\n"
            + "\"11/21/2026\",\"10:00:00\",\"PST\",\"Adobe\",\"Express Checkout Payment\",\"Completed\",\"USD\","
            + "\"-54.99\",\"0.00\",\"-54.99\",\"2B\",\"5.00\",\"1.50\",\"4.12\",\"Size\",\"42\",\"430.21\"\n"
        let guess = try ProfileGuess(Data(export.utf8))
        // `Option 1 Value`, a shoe's size here, holds `value`, a word for the amount, and was taken for it.
        #expect(guess.roles[9] == .column(.amount) && guess.roles[16] == .balance, "\(guess.roles)")
        #expect(guess.roles[11] == .ignore && guess.roles[12] == .ignore && guess.roles[13] == .ignore)
        #expect(guess.roles[15] == .ignore)
        #expect(guess.startingBalance == 0)
    }

    @Test func debitAndCreditAmountColumnsAreMoneyOutAndIn() throws {
        // Lloyds' layout: each row fills one of `Debit Amount` and `Credit Amount`, newest first.
        let export =
            "Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,"
            + "Credit Amount,Balance\n"
            + "20/11/2026,DEB,'30-00-00,12345678,TESCO STORES,12.50,,987.50\n"
            + "18/11/2026,FPI,'30-00-00,12345678,SALARY ACME,,1000.00,1000.00\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.roles[5] == .column(.debit) && guess.roles[6] == .column(.credit), "\(guess.roles)")
        #expect(!guess.roles.contains(.column(.amount)) && guess.startingBalance == 0)
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "lloyds.csv", budget: "Lloyds", indent: 2),
            "lloyds.csv": export,
        ])
        let (ledger, problems) = fixture.ledger(currency: "GBP")
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            LedgerSummary(ledger).budgets.first?.added == 1000
                && LedgerSummary(ledger).budgets.first?.spent == Decimal(string: "12.50"))
    }

    /// Found by the profile fuzz target: a header title with a control character (a byte such as 0x02 in a damaged
    /// export) was written into the profile as it was, which YAML does not allow, so the profile `import` worked out
    /// did not read back ("control characters are not allowed") and nothing was imported.
    @Test func aTitleWithAControlCharacterIsEscapedInTheProfile() throws {
        #expect(ProfileGuess.quoted("a\u{2}b\n\u{85}\u{2028}\tc\"é\\") == #""a\u0002b\u000A\u0085\u2028\#tc\"é\\""#)
        let export = "Date,Amount,Memo\u{2}\n2026-11-01,-12.50,Cafe\n2026-11-02,100.00,Pay\n"
        let guess = try ProfileGuess(Data(export.utf8))
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "bank.csv", budget: "Bank", indent: 2), "bank.csv": export,
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            LedgerSummary(ledger).budgets.first?.added == 100
                && LedgerSummary(ledger).budgets.first?.spent == Decimal(string: "12.50"))
    }

    @Test func semicolonsBetweenAmountsWithDecimalCommasAreTheDelimiter() throws {
        // Without a header, `,` splits every line in two at its decimal comma, as evenly as `;` splits it in three.
        let export = "01.11.2026;-12,50;Cafe\n02.11.2026;100,00;Lohn\n05.11.2026;-3,20;Bus\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.delimiter == ";" && guess.decimalComma && guess.header == nil)
        #expect(guess.roles == [.column(.date), .column(.amount), .column(.note)])
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "bank.csv", budget: "Bank", indent: 2), "bank.csv": export,
        ])
        let (ledger, problems) = fixture.ledger(currency: "EUR")
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            LedgerSummary(ledger).budgets.first?.added == 100
                && LedgerSummary(ledger).budgets.first?.spent == Decimal(string: "15.70"))
    }

    @Test func aColumnOfDebitAndCreditWordsSaysWhichWayUnsignedAmountsGo() throws {
        // ING's Dutch bank export in English: the amounts have no sign, `Debit/credit` says which way each went, and
        // `Transaction type` says how (a card at a payment terminal is money out, a transfer either way).
        let english =
            "\"Date\",\"Name / Description\",\"Account\",\"Counterparty\",\"Code\",\"Debit/credit\",\"Amount (EUR)\","
            + "\"Transaction type\",\"Notifications\"\n"
            + "\"20260901\",\"Albert Heijn 1219\",\"NL20INGB0688967574\",\"\",\"BA\",\"Debit\",\"3,57\",\"Payment terminal\",\"Card no: x\"\n"
            + "\"20260826\",\"J BAKKER\",\"NL20INGB0688967574\",\"NL52ABNA0541363123\",\"OV\",\"Credit\",\"4300,00\",\"Transfer\","
            + "\"Maandelijkse inleg\"\n"
            + "\"20260826\",\"Smallsteps B.V.\",\"NL20INGB0688967574\",\"NL51RABO0307495248\",\"IC\",\"Debit\",\"2651,70\","
            + "\"SEPA direct debit\",\"Smallsteps 09-2026\"\n"
        let guess = try ProfileGuess(Data(english.utf8))
        #expect(guess.roles[5] == .column(.type) && guess.roles[7] == .ignore, "\(guess.roles)")
        #expect(guess.types.map(\.word) == ["Credit", "Debit"] && guess.types.map(\.kind) == [.deposit, .expense])
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "ing.csv", budget: "ING", indent: 2), "ing.csv": english,
        ])
        let (ledger, problems) = fixture.ledger(currency: "EUR")
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            LedgerSummary(ledger).budgets.first?.added == 4300
                && LedgerSummary(ledger).budgets.first?.spent == Decimal(string: "2655.27"))

        // The same bank in Dutch, with its balance after each row (newest first): `Af` is money out, `Bij` money in.
        let dutch =
            "\"Datum\";\"Naam / Omschrijving\";\"Rekening\";\"Tegenrekening\";\"Code\";\"Af Bij\";\"Bedrag (EUR)\";"
            + "\"Mutatiesoort\";\"Mededelingen\";\"Saldo na mutatie\";\"Tag\"\n"
            + "\"20210712\";\"bol.com b.v.\";\"NL00MAIN1234567890\";\"NL27INGB0000026500\";\"ID\";\"Af\";\"50\";\"iDEAL\";"
            + "\"Name: bol.com b.v.\";\"2950\";\"\"\n"
            + "\"20210629\";\"Mr. G\";\"NL00MAIN1234567890\";\"NL00MAIN1234567890\";\"GT\";\"Af\";\"1000\";\"Online bankieren\";"
            + "\"To Orange Savings Account\";\"3000\";\"\"\n"
            + "\"20210628\";\"Company Inc.\";\"NL00MAIN1234567890\";\"NL01WORK0987654321\";\"OV\";\"Bij\";\"4000\";"
            + "\"Overschrijving\";\"Salary for June 2020\";\"4000\";\"\"\n"
        let saldo = try ProfileGuess(Data(dutch.utf8))
        #expect(saldo.roles[5] == .column(.type) && saldo.roles[6] == .column(.amount) && saldo.roles[9] == .balance)
        #expect(!saldo.chargesPositive && saldo.startingBalance == 0, "the salary is money in: \(saldo.findings)")
    }

    @Test func anUntitledColumnOfDebitAndCreditWordsIsNamedInTheProfile() throws {
        // Volksbank's export: `S` (Soll, money out) and `H` (Haben, money in) stand in a last column titled `" "`.
        // Left out of the profile, every unsigned amount counted as money in: 2,225.10 where 1,974.90 is right.
        let volksbank =
            "\"Buchungstag\";\"Valuta\";\"Empfänger/Zahlungspflichtiger\";\"Vorgang/Verwendungszweck\";\"Währung\";"
            + "\"Umsatz\";\" \"\n"
            + "\"03.11.2026\";\"03.11.2026\";\"REWE\";\"Lastschrift\";\"EUR\";\"45,10\";\"S\"\n"
            + "\"05.11.2026\";\"05.11.2026\";\"Arbeitgeber\";\"Gehalt\";\"EUR\";\"2.100,00\";\"H\"\n"
            + "\"07.11.2026\";\"07.11.2026\";\"Stadtwerke\";\"Lastschrift\";\"EUR\";\"80,00\";\"S\"\n"
        let guess = try ProfileGuess(Data(volksbank.utf8))
        #expect(guess.roles[6] == .column(.type), "\(guess.roles)")
        let entry = guess.entry(files: "vb.csv", budget: "VB", indent: 2)
        #expect(entry.contains("\"\": type"), "\(entry)")
        let fixture = try LedgerFixture(["budgets.yml": "ledgers:\n" + entry, "vb.csv": volksbank])
        let (ledger, problems) = fixture.ledger(currency: "EUR")
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            LedgerSummary(ledger).budgets.first?.added == 2100
                && LedgerSummary(ledger).budgets.first?.spent == Decimal(string: "125.10"))

        // Two untitled columns: a name would say neither, so the words are not taken for the way rows went.
        let twoUntitled = volksbank.replacingOccurrences(of: "\"Währung\"", with: "\"\"")
        #expect(try ProfileGuess(Data(twoUntitled.utf8)).roles[6] == .ignore)
    }

    @Test func aFixedAmountWithoutAHeaderPairsWithItsBalance() throws {
        // A savings account's export, no header: the same 50.00 each month, then the balance. Taken for an account
        // number, the amount was the balance: 3,300.00 of card charges where 150.00 came in.
        let savings =
            "13/09/2026,SAVINGS PLAN,50.00,1050.00\n13/10/2026,SAVINGS PLAN,50.00,1100.00\n"
            + "13/11/2026,SAVINGS PLAN,50.00,1150.00\n"
        let guess = try ProfileGuess(Data(savings.utf8))
        #expect(guess.roles[2] == .column(.amount) && guess.roles[3] == .balance, "\(guess.roles)")
        #expect(!guess.chargesPositive && guess.startingBalance == 1000, "\(guess.findings)")
    }

    @Test func theRunningBalanceSaysWhichWayATypeWordGoes() throws {
        // "Card payment" holds `payment`, a word for money in, but the balance falls by each one: every purchase had
        // been money in, and the balance was said to agree. "Transfer in" holds no word for money in.
        let export =
            "Date,Description,Type,Amount,Balance\n13/11/2026,TESCO,Card payment,12.50,987.50\n"
            + "14/11/2026,CAFE,Card payment,3.20,984.30\n15/11/2026,EMPLOYER,Transfer in,500.00,1484.30\n"
            + "16/11/2026,SHELL,Card payment,40.00,1444.30\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.types.map(\.word) == ["Card payment", "Transfer in"])
        #expect(guess.types.map(\.kind) == [.expense, .deposit], "\(guess.findings)")
        #expect(
            guess.startingBalance == 1000
                && guess.findings.contains { $0.contains("`Card payment`, `Transfer in` went") })
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "bank.csv", budget: "Bank", indent: 2), "bank.csv": export,
        ])
        let (ledger, problems) = fixture.ledger(currency: "GBP")
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            LedgerSummary(ledger).budgets.first?.added == 500
                && LedgerSummary(ledger).budgets.first?.spent == Decimal(string: "55.70"))
    }

    @Test func aTitleThatIsTheWordWinsOverOneEndingInIt() throws {
        // Sparkasse's CSV-CAMT export: a returned debit fills `Lastschrift Ursprungsbetrag` (its original amount)
        // on its row alone, in a column before `Betrag`.
        let sparkasse =
            "\"Buchungstag\";\"Verwendungszweck\";\"Lastschrift Ursprungsbetrag\";\"Betrag\";\"Waehrung\"\n"
            + "\"20.11.26\";\"Miete\";\"\";\"-650,00\";\"EUR\"\n"
            + "\"18.11.26\";\"Rücklastschrift Strom\";\"62,30\";\"62,30\";\"EUR\"\n"
        let guess = try ProfileGuess(Data(sparkasse.utf8))
        #expect(guess.roles[3] == .column(.amount) && guess.roles[2] == .ignore, "\(guess.roles)")

        // Nubank's export, in Portuguese, and Bank of America's running balance, `Running Bal.`.
        let nubank =
            "Data,Valor,Identificador,Descrição\n20/11/2026,-45.90,6a1b,Mercado\n21/11/2026,1200.00,6a1c,Salário\n"
        #expect(
            try ProfileGuess(Data(nubank.utf8)).roles == [.column(.date), .column(.amount), .ignore, .column(.note)])
        let america =
            "Date,Description,Amount,Running Bal.\n11/20/2026,GROCERY,-45.90,954.10\n11/21/2026,PAYROLL,1200.00,2154.10\n"
        let balance = try ProfileGuess(Data(america.utf8))
        #expect(balance.roles[3] == .balance && balance.startingBalance == 1000)
    }

    @Test func headersAreMatchedByWholeWordsOrTheirEnds() {
        #expect(ProfileGuess.names(ProfileGuess.words("Buchungsbetrag"), ["betrag"]))
        #expect(ProfileGuess.names(ProfileGuess.words("Money In"), ["moneyin"]))
        #expect(ProfileGuess.names(ProfileGuess.words("Withdrawals"), ["withdraw"]))
        #expect(ProfileGuess.names(ProfileGuess.words("Net Amount"), ["net"]))
        #expect(!ProfileGuess.names(ProfileGuess.words("Internet"), ["net"]), "a short word is a whole word")
        #expect(ProfileGuess.names(ProfileGuess.words("Währung"), ["wahrung"]))
    }

    /// A headerless file with money out and money in side by side, then the balance (Nationwide's layout): the
    /// balance follows the two on every step, so they are read as debit and credit, with no question.
    /// By hand: in 500.00, out 119.77.
    @Test func headerlessMoneyOutAndInColumnsAreTheOnesTheBalanceFollows() throws {
        let export = """
            07 Nov 2026,Bank credit,Bank credit,,£500.00,£500.00
            09 Nov 2026,ATM Withdrawal,Withdrawal,£20.00,,£480.00
            10 Nov 2026,Visa,Supermarket,£99.77,,£380.23

            """
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.doubts.isEmpty, "\(guess.doubts)")
        #expect(guess.roles[3] == .column(.debit) && guess.roles[4] == .column(.credit) && guess.roles[5] == .balance)
        #expect(guess.startingBalance == 0)
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "nationwide.csv", budget: "Current", indent: 2),
            "nationwide.csv": export,
        ])
        let (ledger, problems) = fixture.ledger(currency: "GBP")
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            LedgerSummary(ledger).budgets.first?.added == 500
                && LedgerSummary(ledger).budgets.first?.spent == Decimal(string: "119.77"))
    }
}
