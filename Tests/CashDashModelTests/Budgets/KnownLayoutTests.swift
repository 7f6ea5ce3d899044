@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// Banks' own export layouts (`KnownLayouts.yml`): recognised by their header before any guessing, and still checked
/// against a running balance. The samples are written here in each bank's layout; none is a copy of a statement.
@Suite struct KnownLayoutTests {
    @Test func everyKnownLayoutReadsWithoutAProblemAndHasItsOwnHeader() throws {
        var diagnostics = Diagnostics()
        let layouts = KnownLayout.read(
            String(decoding: PackageResources.KnownLayouts_yml, as: UTF8.self), diagnostics: &diagnostics)
        #expect(diagnostics.sorted.isEmpty, "\(diagnostics.sorted.map(\.message))")
        #expect(layouts.count == KnownLayout.all.count && layouts.count >= 15)
        #expect(Set(layouts.map(\.header)).count == layouts.count, "two layouts with one header: the first would win")
        for layout in layouts {
            #expect(!layout.source.isEmpty, "\(layout.bank) says where its layout was learnt")
            #expect(layout.profile.columns.values.contains(.column(.date)), "\(layout.bank) names its date column")
        }
    }

    @Test func aLayoutIsAProfileWithItsHeaderAndIsAddedWithoutCode() throws {
        var diagnostics = Diagnostics()
        let layouts = KnownLayout.read(
            """
            Example Bank:
              source: "Example Bank's help page on exports"
              header_line: "Booked;Text;Sum;Left"
              delimiter: ";"
              date_format: DD.MM.YYYY
              decimal_separator: ","
              columns: {Booked: date, Text: note, Sum: amount, Left: balance}
            """, diagnostics: &diagnostics)
        #expect(diagnostics.sorted.isEmpty)
        let export = "Account 123;\n\nBooked;Text;Sum;Left\n02.11.2026;Cafe;-3,50;96,50\n01.11.2026;Pay;100,00;100,00\n"
        let match = try #require(KnownLayout.match(ProfileGuess.lines(export), among: layouts))
        #expect(match.0.bank == "Example Bank" && match.line == 2, "found under the preamble")
        #expect(KnownLayout.match(["Booked;Text;Sum"], among: layouts) == nil, "a header must be the whole line")
    }

    @Test func aRevolutStatementIsReadByItsLayoutWithFeesAndWithoutPendingRows() throws {
        let export = """
            Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance
            TOPUP,Current,2026-11-01 09:00:00,2026-11-01 09:00:01,Top-Up,500.00,0.00,EUR,COMPLETED,500.00
            CARD_PAYMENT,Current,2026-11-02 12:30:00,2026-11-03 08:00:00,Bakery,-40.00,0.40,EUR,COMPLETED,459.60
            CARD_PAYMENT,Current,2026-11-04 18:00:00,,Cinema,-12.00,0.00,EUR,PENDING,
            CARD_PAYMENT,Current,2026-11-05 8:05:00,2026-11-06 10:00:00,Books,-20.00,0.00,EUR,COMPLETED,439.60

            """
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.findings.first?.hasPrefix("the header is Revolut (current account)'s export layout") == true)
        #expect(guess.doubts.isEmpty, "\(guess.doubts)")
        #expect(guess.dateFormat == "YYYY-MM-DD hh:mm:ss" && guess.startingBalance == 0)
        #expect(guess.findings.contains("the amounts agree with the running balance on 2 of 2 steps"))
        let entry = guess.entry(files: "revolut*.csv", budget: "Revolut", indent: 2)
        #expect(
            entry.contains("\"Fee\": fee")
                && entry.contains("skip_rows:\n      \"State\": \"pending|reverted|declined|failed\""))
        let fixture = try LedgerFixture(["budgets.yml": "ledgers:\n" + entry, "revolut-11.csv": export])
        let (ledger, problems) = fixture.ledger(currency: "EUR")
        #expect(problems.isEmpty, "\(problems)")
        let budget = try #require(LedgerSummary(ledger).budgets.first)
        #expect(ledger.rows == 3, "the pending cinema ticket is not counted")
        #expect(budget.added == 500 && budget.spent == Decimal(string: "60.40"), "the bakery's 0.40 fee is money out")
    }

    @Test func aLayoutWhoseBalanceRunsTheOtherWayIsAskedAbout() throws {
        // Bank of Ireland's header, with debits and credits the other way round from its layout: not its export.
        let export = "Date,Details,Debit,Credit,Balance\n01/11/2026,Pay,100.00,,100.00\n02/11/2026,Cafe,,5.00,95.00\n"
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.doubts.count == 1)
        #expect(guess.doubts.first?.contains("as the layout reads it, 5 came in and 100 went out") == true)
        #expect(guess.doubts.first?.hasSuffix("run again with --amounts signed") == true)
    }

    /// Erste Bank Hungary's `Egyenleg` is the balance before each row, newest row first: its layout says
    /// `balance_before`, which is checked in the order of the dates and gives the starting balance; a file under its
    /// header whose balance follows nothing is asked about.
    @Test func erstesBalanceBeforeEachRowChecksItsLayout() throws {
        let header =
            "Tranzakció dátuma,Partner neve,Partner számlaszáma,Számla neve,Számlaszám,Tranzakció típusa,"
            + "Tranzakció összege,Tranzakció devizaneme,Bevétel/Kiadás,Kártyaszám,Értéknap,Közlemény,"
            + "Megbízás azonosító,Részletek,Egyenleg,Devizanem\n"
        func row(_ date: String, _ amount: String, _ balance: String) -> String {
            "\(date),Shop,,,,,\(amount),HUF,,,\(date),,,,\(balance),HUF\n"
        }
        let export = header + row("2019.04.19.", "-350", "2345.56") + row("2019.04.17.", "1290", "1055.56")
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.roles[14] == .balanceBefore && guess.doubts.isEmpty, "\(guess.doubts)")
        #expect(guess.startingBalance == Decimal(string: "1055.56"))
        #expect(guess.entry(files: "e.csv", budget: "E", indent: 0).contains("\"Egyenleg\": balance_before"))
        let other = header + row("2019.04.19.", "-350", "2345.56") + row("2019.04.17.", "1290", "1000.00")
        #expect(try ProfileGuess(Data(other.utf8)).doubts.first?.contains("does not follow the amounts") == true)
    }

    /// Swedbank's own opening and closing balance lines are passed over as rows and check them: rows that do not
    /// come to the closing balance are asked about.
    @Test func swedbanksOwnBalanceLinesCheckItsRows() throws {
        let header =
            "\"Account No\",\"\",\"Date\",\"Beneficiary\",\"Details\",\"Amount\",\"Currency\",\"D/K\",\"Record ID\",\"Code\","
            + "\"Reference No\",\"Doc. No\",\"Code in payer IS\",\"Client code\",\"Originator\",\"Beneficiary party\",\n"
        func line(_ type: String, _ details: String, _ amount: String, _ dk: String) -> String {
            "\"LT35\",\"\(type)\",\"2014-10-01\",\"\",\"\(details)\",\"\(amount)\",\"LTL\",\"\(dk)\",\"\",\"K\",\"\",\"\",\n"
        }
        let rows = line("20", "MAXIMA", "15.31", "D") + line("20", "Salary", "100.00", "K")
        let export =
            header + line("10", "Opening balance", "50.00", "K") + rows + line("86", "Closing balance", "134.69", "K")
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.startingBalance == 50 && guess.doubts.isEmpty, "\(guess.doubts)")
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "s.csv", budget: "S", indent: 2), "s.csv": export,
        ])
        let (ledger, problems) = fixture.ledger(currency: "LTL")
        #expect(problems.isEmpty, "rows three fields short of the header are read: \(problems)")
        #expect(ledger.rows == 2 && LedgerSummary(ledger).budgets.first?.added == 100)
        let off =
            header + line("10", "Opening balance", "50.00", "K") + rows + line("86", "Closing balance", "9.00", "K")
        #expect(try ProfileGuess(Data(off.utf8)).doubts.first?.contains("do not come to its closing balance") == true)
    }

    @Test func aLayoutWithoutADateFormatTakesItFromEveryDatedLineSkippedOnesToo() throws {
        // Banco do Brasil: its first line is the balance before (Saldo Anterior), left out, yet its 10/31 says the
        // rows' dates are month-first.
        let export = """
            "Data","Dependencia Origem","Histórico","Data do Balancete","Número do documento","Valor",
            "10/31/2026","","Saldo Anterior","","0","100.00",
            "11/01/2026","","Depósito","","101150","50.00",
            "11/02/2026","","Pagamento","","110501","-20.00",
            "11/02/2026","","S A L D O","","0","130.00",

            """
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.dateFormat == "MM/DD/YYYY" && guess.doubts.isEmpty)
        #expect(guess.findings.contains { $0.hasPrefix("2 rows are passed over as the layout says") })
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "extrato.csv", budget: "BB", indent: 2),
            "extrato.csv": export,
        ])
        let (ledger, problems) = fixture.ledger(currency: "BRL")
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            ledger.rows == 2 && LedgerSummary(ledger).budgets.first?.added == 50
                && LedgerSummary(ledger).budgets.first?.spent == 20)
    }

    @Test func rowsOneFieldShorterThanAHeaderEndingInADelimiterAreRead() throws {
        // Lloyds writes `…,Balance,` on the header and no trailing comma on its rows.
        let export = """
            Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance,
            02/11/2026,DEB,'11-22-33,123,CAFE,3.50,,96.50
            01/11/2026,BGC,'11-22-33,123,PAY,,100.00,100.00

            """
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.doubts.isEmpty && guess.startingBalance == 0, "\(guess.doubts)")
        let fixture = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + guess.entry(files: "lloyds.csv", budget: "Lloyds", indent: 2),
            "lloyds.csv": export,
        ])
        let (ledger, problems) = fixture.ledger(currency: "GBP")
        #expect(problems.isEmpty, "\(problems)")
        #expect(ledger.rows == 2 && LedgerSummary(ledger).budgets.first?.spent == Decimal(string: "3.50"))
    }

    /// Text as a Windows-1250 export holds it (the letters of Czech the table has).
    static func windows1250(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { scalar in
            scalar.isASCII ? UInt8(scalar.value) : UInt8(0x80 + CodePage.cp1250High.firstIndex(of: scalar)!)
        }
    }

    /// Raiffeisenbank's Czech export, in Windows-1250 as the bank writes it. By hand: in 100.00, out 1.00.
    static let raiffeisenCZ =
        "Datum provedení;Datum zaúčtování;Číslo účtu;Název účtu;Kategorie transakce;Číslo protiúčtu;Název protiúčtu;"
        + "Typ transakce;Zpráva;Poznámka;VS;KS;SS;Zaúčtovaná částka;Měna účtu;Původní částka a měna;"
        + "Původní částka a měna;Poplatek;Id transakce,\r\n"
        + "27.11.2026;\"27.11.2026\";\"1/1\";\"Jan\";\"Platba\";\"2/2\";\"Pekařství\";\"Platba\";\"Rohlíky\";\" \";"
        + "\"\";\"\";\"\";\"-1,00\";\"CZK\";\"\";\"\";\"\";3228446118\r\n"
        + "28.11.2026;\"28.11.2026\";\"1/1\";\"Jan\";\"Příjem\";\"3/3\";\"Máma\";\"Platba\";\"Dárek\";\" \";"
        + "\"\";\"\";\"\";\"100,00\";\"CZK\";\"\";\"\";\"\";3228446119\r\n"

    @Test func aCzechExportInWindows1250IsKnownByItsHeaderReadInThatCodePage() throws {
        let bytes = Self.windows1250(Self.raiffeisenCZ)
        #expect(ProfileGuess.decode(Data(bytes)).1 == .windows1252, "its letters alone do not say 1250")
        let guess = try ProfileGuess(Data(bytes))
        #expect(guess.findings.first?.hasPrefix("the header is Raiffeisenbank (Czech Republic)'s") == true)
        #expect(guess.encoding == .windows1250 && guess.dateFormat == "DD.MM.YYYY", "\(guess.encoding)")
        let entry = guess.entry(files: "movements*.csv", budget: "Účet", indent: 2)
        #expect(entry.contains("encoding: windows-1250") && entry.contains("\"Zaúčtovaná částka\": amount"))
        let fixture = try LedgerFixture(["budgets.yml": "ledgers:\n" + entry])
        try fixture.write(bytes, to: "movements-11.csv")
        let (ledger, problems) = fixture.ledger(currency: "CZK")
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            ledger.rows == 2 && LedgerSummary(ledger).budgets.first?.added == 100
                && LedgerSummary(ledger).budgets.first?.spent == 1)
    }

    @Test func aFileWithALetterWindows1252LeavesUnusedIsReadAsWindows1250() {
        // `ť` is 0x9D in Windows-1250, a byte Windows-1252 has no character for.
        let (text, encoding) = ProfileGuess.decode(
            Data(Self.windows1250("Datum;Částka;Text\n01.11.2026;-5,00;Šťáva\n")))
        #expect(encoding == .windows1250 && text.contains("Šťáva"))
        let (western, other) = ProfileGuess.decode(Data([0x43, 0x61, 0x66, 0xE9, 0x0A]))
        #expect(other == .windows1252 && western == "Café\n")
    }

    /// Livebank's rows run on past its header: the text after `Umsatztext` is in fields the header does not name.
    /// By hand: in 150.00, out 100.00; the 0,00 notice is a row with no money.
    @Test func rowsWiderThanTheHeaderAreReadWithTheFieldsPastItInTheNote() throws {
        let export = """
            Kontonummer;Auszugsnummer;Buchungsdatum;Valutadatum;Umsatzzeit;Zahlungsreferenz;Waehrung;Betrag;Buchungstext;Umsatztext
            1;1;2026-11-03;2026-11-03;2026-11-03-08.21.36.4;"";EUR;150,00;"Gutschrift";A name;"A text";"REF: 1"
            1;1;2026-11-02;2026-11-02;2026-11-02-09.08.26.6;"";EUR;0,00;"Verständigung";"Zinsen";"0,60 %"
            1;1;2026-11-01;2026-11-01;2026-11-01-10.09.26.1;"";EUR;-100,00;"Internetauftrag";"Miete"

            """
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.findings.first?.hasPrefix("the header is Livebank (Volksbank)'s") == true)
        let entry = guess.entry(files: "livebank*.csv", budget: "Giro", indent: 2)
        #expect(entry.contains("extra_fields: note"), "\(entry)")
        let fixture = try LedgerFixture(["budgets.yml": "ledgers:\n" + entry, "livebank.csv": export])
        let (ledger, problems) = fixture.ledger(currency: "EUR")
        #expect(problems.isEmpty, "\(problems)")
        #expect(
            ledger.rows == 3 && LedgerSummary(ledger).budgets.first?.added == 150
                && LedgerSummary(ledger).budgets.first?.spent == 100)
        let without = try LedgerFixture([
            "budgets.yml": "ledgers:\n" + entry.replacingOccurrences(of: "    extra_fields: note\n", with: ""),
            "livebank.csv": export,
        ])
        #expect(
            without.ledger(currency: "EUR").1.contains { $0.contains("this row has 12 fields but the header has 10") },
            "without the setting, a wider row is an error")
    }
}
