@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// Exports in the layouts banks and budgeting apps use, read through profiles in `budgets.yml`. The samples are
/// written here in each layout; none is a copy of a real statement.
@Suite struct LedgerProfileTests {
    @Test func readsACardExportWithTheBanksOwnTypeWordsAndADescriptionAndMemo() throws {
        let fixture = try LedgerFixture([
            "budgets.yml": """
            ledgers:
              "card-*.csv":
                date_format: MM/DD/YYYY
                budget: Card
                columns:
                  Transaction Date: date
                  Post Date: ignore
                types: {Sale: expense, Fee: expense, Return: deposit, Payment: deposit}
            """,
            "card-2026-11.csv": """
            Transaction Date,Post Date,Description,Category,Type,Amount,Memo
            11/02/2026,11/03/2026,CORNER CAFE #12,Food & Drink,Sale,-4.75,
            11/03/2026,11/04/2026,METRO TRANSIT,Travel,Sale,-2.50,Bus fare
            11/05/2026,11/05/2026,AUTOMATIC PAYMENT - THANK,,Payment,120.00,
            11/06/2026,11/07/2026,CORNER CAFE #12,Food & Drink,Return,4.75,Wrong order
            11/08/2026,11/08/2026,LATE FEE,Fees & Adjustments,Fee,-10.00,

            """,
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(problems.isEmpty)
        let card = try #require(ledger.budgets.first)
        #expect(ledger.budgets.map(\.name) == ["Card"], "the profile names the budget, not each month's file")
        #expect(card.transactions.map(\.kind) == [.expense, .expense, .deposit, .deposit, .expense])
        #expect(card.transactions.map(\.amount) == [4.75, 2.5, 120, 4.75, 10].map { Decimal($0) })
        #expect(
            card.transactions.map(\.note) == [
                "CORNER CAFE #12", "METRO TRANSIT · Bus fare", "AUTOMATIC PAYMENT - THANK",
                "CORNER CAFE #12 · Wrong order", "LATE FEE",
            ])
        #expect(
            card.transactions.map(\.category) == [
                "Food & Drink", "Travel", "Uncategorized", "Food & Drink", "Fees & Adjustments",
            ])
        #expect(BudgetSummary(card, currency: "USD").balance == Decimal(string: "107.50")!)
    }

    @Test func aCardExportWithPositiveChargesIsWarnedAboutAndReadRightWithItsSetting() throws {
        // PC Mastercard's layout: no type column, charges positive, the payment negative.
        let export = """
            "Description","Type","Card Holder Name","Date","Time","Amount"
            "CORNER CAFE","PURCHASE","SAM DOE","11/02/2026","9:14 AM","4.75"
            "GROCER","PURCHASE","SAM DOE","11/03/2026","5:40 PM","62.10"
            "PAYMENT","PAYMENT","SAM DOE","11/20/2026","8:00 AM","-50.00"

            """
        let unset = try LedgerFixture([
            "budgets.yml":
                "ledgers:\n  pcmc.csv:\n    date_format: MM/DD/YYYY\n    columns: {Type: ignore, Card Holder Name: ignore, Time: ignore}\n",
            "pcmc.csv": export.replacingOccurrences(of: "\"-50.00\"", with: "\"50.00\""),
        ])
        #expect(
            unset.ledger().1 == [
                "pcmc.csv:1:1: every amount in this file is positive and it has no type column, so "
                    + "every row counts as money added; if it is a card export whose charges are positive, write "
                    + "`amounts: charges-positive` for this file under `ledgers:` in budgets.yml (or add a type column)"
            ])
        let set = try LedgerFixture([
            "budgets.yml": "ledgers:\n  pcmc.csv:\n    date_format: MM/DD/YYYY\n    amounts: charges-positive\n"
                + "    columns: {Type: ignore, Card Holder Name: ignore, Time: ignore}\n",
            "pcmc.csv": export,
        ])
        let (ledger, problems) = set.ledger()
        #expect(problems.isEmpty)
        let card = try #require(ledger.budgets.first)
        #expect(card.transactions.map(\.kind) == [.expense, .expense, .deposit])
        #expect(
            BudgetSummary(card, currency: "USD").balance == Decimal(string: "-16.85")!,
            "4.75 + 62.10 spent, 50.00 paid in")
    }

    @Test func readsACheckingExportWithTrailingEmptyFieldsAndGivesCategoriesByRule() throws {
        let fixture = try LedgerFixture([
            "budgets.yml": """
            ledgers:
              checking.csv:
                date_format: MM/DD/YYYY
                columns: {Details: ignore, Posting Date: date, Balance: ignore, "Check or Slip #": ignore}
                types: {DEBIT_CARD: expense, ACH_DEBIT: expense, CHECK_PAID: expense, ACH_CREDIT: deposit}
                categories:
                  CAFE|COFFEE: Eating out
                  power|water: Bills
                  PAYROLL: Pay
            """,
            "checking.csv": "Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #\r\n"
                + "CREDIT,11/01/2026,\"PAYROLL ACME INC\",1000.00,ACH_CREDIT,1000.00,,\r\n"
                + "DEBIT,11/03/2026,\"CORNER CAFE #12 ANYTOWN\",-4.75,DEBIT_CARD,995.25,,\r\n"
                + "DEBIT,11/04/2026,\"CITY POWER & LIGHT\",-60.10,ACH_DEBIT,935.15,,\r\n"
                + "CHECK,11/05/2026,\"CHECK 101\",-25.00,CHECK_PAID,910.15,101,\r\n"
                + "DEBIT,11/06/2026,\"ATM WITHDRAWAL\",-20.00,ATM,890.15,,\r\n",
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(
            problems == [
                "checking.csv:6:42: unknown type `ATM`; use expense or deposit (spend/add and debit/credit work too), or say "
                    + "what it means under `types` for this file in budgets.yml"
            ])
        let transactions = ledger.budgets[0].transactions
        #expect(transactions.map(\.category) == ["Pay", "Eating out", "Bills", "Uncategorized"])
        #expect(transactions.map(\.signedAmount) == [1000, -4.75, -60.1, -25].map { Decimal($0) })
    }

    @Test func readsAEuropeanBankExportInWindows1252WithAPreambleAndAFooter() throws {
        let fixture = try LedgerFixture([
            "budgets.yml": """
            ledgers:
              girokonto.csv:
                encoding: windows-1252
                skip: {top: 3, bottom: 2}
                date_format: DD.MM.YYYY
                decimal_separator: ","
                budget: Girokonto
                columns:
                  Buchungstag: date
                  Valuta: ignore
                  Empfänger/Zahlungspflichtiger: note
                  Verwendungszweck: note
                  Währung: currency
                  Umsatz: amount
                  Soll/Haben: type
                types: {S: expense, H: deposit}
            """
        ])
        let text = """
            "Umsatzanzeige";"Kontonummer: 1234567"\r
            "Zeitraum: 01.11.2026 - 30.11.2026"\r
            ""\r
            "Buchungstag";"Valuta";"Empfänger/Zahlungspflichtiger";"Verwendungszweck";"Währung";"Umsatz";"Soll/Haben"\r
            "03.11.2026";"03.11.2026";"Café Müller";"Kaffee & Kuchen";"EUR";"12,40";"S"\r
            "05.11.2026";"05.11.2026";"Arbeitgeber GmbH";"Gehalt November";"EUR";"1.234,56";"H"\r
            "31.11.2026";"05.11.2026";"Bäckerei";"Brötchen";"EUR";"3,10";"S"\r
            ""\r
            "Saldo";"";"";"";"EUR";"1.219,06";"H"\r

            """
        try fixture.write(windows1252(text), to: "girokonto.csv")
        let (ledger, problems) = fixture.ledger(currency: "EUR")
        #expect(
            problems == ["girokonto.csv:7:1: `31.11.2026` is not a date; write it as DD.MM.YYYY"],
            "line numbers count the skipped preamble")
        let account = try #require(ledger.budgets.first)
        #expect(account.name == "Girokonto")
        #expect(
            account.transactions.map(\.note) == ["Café Müller · Kaffee & Kuchen", "Arbeitgeber GmbH · Gehalt November"])
        #expect(account.transactions.map(\.signedAmount) == [Decimal(string: "-12.40")!, Decimal(string: "1234.56")!])
        #expect(account.transactions.map(\.line) == [5, 6])
    }

    @Test func linesPassedOverAsAFooterOrPreambleThatReadAsRowsAreWarnedOf() throws {
        // The profile `cashdash import` wrote from November's export, whose footer was a blank line and a closing
        // balance; December's export from the same bank came without one.
        let fixture = try LedgerFixture([
            "budgets.yml": """
            ledgers:
              "acme-*.csv":
                skip: {top: 2, bottom: 2}
                date_format: MM/DD/YYYY
                columns: {Balance: balance}
              "plain-*.csv":
                skip: 2
                header: none
                date_format: MM/DD/YYYY
                columns: {1: date, 2: note, 3: amount}
            """,
            "acme-2026-11.csv": "Account: 1234\n\nDate,Note,Amount,Balance\n11/02/2026,Coffee,-3.50,96.50\n"
                + "11/15/2026,Pay,100.00,196.50\n\nClosing balance,,,196.50\n",
            "acme-2026-12.csv": "Account: 1234\n\nDate,Note,Amount,Balance\n12/02/2026,Coffee,-3.50,193.00\n"
                + "12/15/2026,Pay,100.00,293.00\n12/20/2026,Books,-20.00,273.00\n",
            "plain-2026-12.csv": "12/01/2026,Rent,-500.00\n12/03/2026,Bus,-2.00\n12/04/2026,Tea,-1.00\n",
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(
            problems == [
                "acme-2026-12.csv:5:1: this line is passed over as the bank's footer (`skip: {bottom: 2}` for "
                    + "`acme-*.csv` in budgets.yml), yet it reads as a row of 2026-12-15, as does 1 more line after "
                    + "it; if this export's footer is shorter, lower `bottom`, else these rows are not counted",
                "plain-2026-12.csv:1:1: this line is passed over as what comes before the rows (`skip: 2` for "
                    + "`plain-*.csv` in budgets.yml), yet it reads as a row of 2026-12-01, as does 1 more line "
                    + "after it; if this export has fewer lines before its rows, lower `skip`, else these rows are "
                    + "not counted",
            ], "\(problems)")
        #expect(ledger.rows == 4, "the profile still says which lines are rows")
        #expect(
            try LedgerFixture([
                "budgets.yml": "ledgers:\n  a.csv: {skip: {top: 1, bottom: 1}}\n",
                "a.csv": "Konto 1\ndate,amount,category\n2026-12-01,-4,Food\nTotal,-4,\n",
            ]).ledger().1.isEmpty, "a footer that is no row is passed over without a word")
    }

    @Test func readsABudgetingAppsOutflowAndInflowColumns() throws {
        let fixture = try LedgerFixture([
            "budgets.yml": """
            ledgers:
              ynab.csv:
                date_format: MM/DD/YYYY
                budget: Household
                columns: {Account: ignore, Flag: ignore, Category Group/Category: ignore, Category Group: ignore,
                          Payee: note, Cleared: ignore}
            """,
            "ynab.csv": """
            "Account","Flag","Date","Payee","Category Group/Category","Category Group","Category","Memo","Outflow","Inflow","Cleared"
            "Checking","","11/01/2026","Acme Inc","Inflow: Ready to Assign","Inflow","Ready to Assign","November pay","$0.00","$1,000.00","Cleared"
            "Checking","","11/02/2026","Corner Cafe","Wants: Eating out","Wants","Eating out","","$4.75","$0.00","Cleared"
            "Checking","","11/03/2026","Corner Cafe","Wants: Eating out","Wants","Eating out","","$4.75","$1.00","Cleared"
            "Checking","","11/04/2026","Nobody","Wants: Eating out","Wants","Eating out","","","","Cleared"

            """,
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(
            problems == [
                "ynab.csv:4:94: this row has both money out (`$4.75`) and money in (`$1.00`); keep one, or write them as two rows",
                "ynab.csv:5:81: this row has no amount; fill in the money out or the money in",
            ])
        let household = try #require(ledger.budgets.first)
        #expect(household.transactions.map(\.signedAmount) == [Decimal(1000), Decimal(string: "-4.75")!])
        #expect(household.transactions.map(\.note) == ["Acme Inc · November pay", "Corner Cafe"])
        #expect(household.transactions.map(\.column) == [115, 86], "a row's place is the amount it has")
    }

    @Test func readsTimestampsAsTheirDay() throws {
        let fixture = try LedgerFixture([
            "budgets.yml": """
            ledgers:
              payments.csv:
                date_format: YYYY-MM-DD hh:mm:ss
                columns: {id: ignore, Created (UTC): date, Fee: ignore}
                categories: {ticket: Tickets}
            """,
            "payments.csv": """
            id,Created (UTC),Amount,Currency,Description,Fee
            ch_1,2026-11-03 14:22:05,25.00,usd,Workshop ticket,1.03
            ch_2,2026-11-03 24:10:00,25.00,usd,Workshop ticket,1.03

            """,
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(problems == ["payments.csv:3:6: `2026-11-03 24:10:00` is not a date; write it as YYYY-MM-DD hh:mm:ss"])
        let payment = try #require(ledger.budgets.first?.transactions.first)
        #expect(
            payment.date == Day(year: 2026, month: 11, day: 3) && payment.category == "Tickets"
                && payment.kind == .deposit)
    }

    @Test func warnsAtBothPlacesOfARowInTwoOverlappingExportsAndKeepsBoth() throws {
        let header = "date,amount,category,note\n"
        let fixture = try LedgerFixture([
            "budgets.yml": """
            ledgers:
              bank-*.csv: {budget: Household}
              cash.csv: {duplicates: allow}
            """,
            "bank-october.csv": header + "2026-10-30,-4.75,Food,CORNER CAFE\n2026-10-31,-12.00,Food,MARKET\n",
            "bank-november.csv": header
                + "2026-10-31,-12.00,Food,MARKET\n2026-11-01,-3.00,Food,BUS\n2026-11-01,-3.00,Food,BUS\n",
            "cash.csv": header + "2026-11-01,-2.00,Food,Bus fare\n2026-11-01,-2.00,Food,Bus fare\n",
        ])
        let (ledger, problems) = fixture.ledger()
        let twice =
            "so it may be counted twice; if it is one purchase in two exports, delete one; if it happened twice, "
            + "write `duplicates: allow` for this file under `ledgers:` in budgets.yml"
        #expect(
            problems == [
                "bank-november.csv:2:12: this row has the same date, amount and note as bank-october.csv:3 in the budget `Household`, \(twice)",
                "bank-november.csv:3:12: this row has the same date, amount and note as bank-november.csv:4 in the budget `Household`, \(twice)",
                "bank-november.csv:4:12: this row has the same date, amount and note as bank-november.csv:3 in the budget `Household`, \(twice)",
                "bank-october.csv:3:12: this row has the same date, amount and note as bank-november.csv:2 in the budget `Household`, \(twice)",
            ])
        #expect(ledger.budgets.map { $0.transactions.count } == [2, 5], "nothing is dropped")
    }

    @Test func namesTheEncodingOfAFileThatIsNotUTF8AndReadsItOnceDeclared() throws {
        let bytes = windows1252("date,amount,category,note\n2026-11-02,-4.20,Food,CAFÉ CRÈME €\n")
        let fixture = try LedgerFixture([:])
        try fixture.write(bytes, to: "export.csv")
        let (_, problems) = fixture.ledger()
        #expect(problems.count == 1)
        #expect(problems[0].hasPrefix("export.csv:2:26: this file is not UTF-8 text; it looks like Windows-1252"))
        #expect(
            problems[0].hasSuffix(
                "or read it as it is: in budgets.yml, under `ledgers:` and `\"export.csv\":`, write `encoding: windows-1252`"
            ))

        try fixture.site.write("ledgers:\n  export.csv: {encoding: windows-1252}\n", to: "budgets.yml")
        let (ledger, declared) = fixture.ledger()
        #expect(declared.isEmpty)
        #expect(ledger.budgets.first?.transactions.first?.note == "CAFÉ CRÈME €")
    }

    @Test func readsUTF16WithAByteOrderMarkWithoutBeingTold() throws {
        let fixture = try LedgerFixture([:])
        let text = "date\tamount\tcategory\tnote\r\n2026-11-02\t-4.20\tFood\tCafé\r\n"
        try fixture.write([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, to: "excel.csv")
        let (ledger, problems) = fixture.ledger()
        #expect(problems.isEmpty)
        #expect(ledger.budgets.first?.transactions.first?.note == "Café")
    }

    @Test func aForeignSymbolIsAnErrorAtItsCell() throws {
        let fixture = try LedgerFixture([
            "trip.csv": "date,amount,category\n2026-11-02,€12.00,Food\n2026-11-03,¥1200,Food\n"
        ])
        #expect(
            fixture.ledger().1 == [
                "trip.csv:2:12: `€12.00` is in euros (€), but this row is in USD; say each row's currency in a `currency` column, or take the symbol out",
                "trip.csv:3:12: `¥1200` is in yen or yuan (¥), but this row is in USD; say each row's currency in a `currency` column, or take the symbol out",
            ])
    }

    @Test func reportsEveryMistakeInAProfileAtItsPlace() throws {
        let fixture = try LedgerFixture([
            "budgets.yml": """
            ledgers:
              bank.csv:
                encoding: latin9
                skip: {top: -1}
                columns: {Amount: amout}
                types: {Sale: expence}
                categories: {"CAFE|": Coffee}
                duplicate: allow
            """,
            "bank.csv": "Date,Amount,Category\n2026-11-01,1,Food\n",
        ])
        let (_, problems) = fixture.settings()
        #expect(
            problems == [
                "budgets.yml:3:5: unknown encoding `latin9`; use one of `utf-8`, `windows-1252`, `iso-8859-1`, "
                    + "`windows-1250`, `iso-8859-2`, `utf-16`",
                "budgets.yml:4:12: `top` should be a number of lines from 0 to 10,000",
                "budgets.yml:5:15: unknown column role `amout`; did you mean `amount`? Use one of `amount`, `balance`, "
                    + "`balance_before`, `budget`, `category`, `charged`, `credit`, `currency`, `date`, `debit`, `fee`, "
                    + "`ignore`, `inflow`, `method`, `note`, `outflow`, `type`",
                "budgets.yml:6:13: unknown type `expence`; did you mean `expense`? Use one of `expense`, `deposit`, `spend`, `add`, `debit`, `credit`",
                "budgets.yml:7:18: `CAFE|` has an empty choice, which every note would match; write the words to look for, "
                    + "with one `|` between choices (STARBUCKS|PEET'S)",
                "budgets.yml:8:5: unknown key `duplicate` in the ledger `bank.csv`; did you mean `duplicates`?",
            ])
    }

    @Test func theManualsProfilesAreValid() throws {
        let chapter = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../Docs/Content/curriculum/bank-imports.md"),
            encoding: .utf8)
        let blocks = chapter.components(separatedBy: "```yaml\n").dropFirst().map {
            $0.components(separatedBy: "```")[0]
        }
        .filter { $0.hasPrefix("ledgers:") }
        #expect(blocks.count == 3)
        for block in blocks {
            let fixture = try LedgerFixture(["budgets.yml": block])
            let (settings, problems) = fixture.settings()
            #expect(problems.isEmpty)
            #expect(settings.ledgers.count == 1)
        }
    }

    /// `text` as Windows-1252 bytes (every character of these samples has one).
    private func windows1252(_ text: String) -> [UInt8] {
        Array(text.data(using: .windowsCP1252)!)
    }
}
