@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct LedgerValidationTests {
    @Test func reportsEveryProblemAtItsLineAndColumn() throws {
        let fixture = try LedgerFixture([
            "term.csv": """
            date,amount,type,category,note,currency
            2026-09-01,250.00,deposit,Allowance,Term money,
            2026-09-31,4.50,expense,Food,no such day,
            2026-09-02,four,expense,Food,,
            2026-09-02,4.505,expense,Food,,
            2026-09-03,4.50,refund,Food,,
            2026-09-03,4.50,expense,Food,,XYZ
            2026-09-04,4.50,expense
            2026-09-05,10,expense,Food,"in euros",EUR

            """,
            "empty.csv": "",
            "nohead.csv": "when,amount\n2026-09-01,4\n",
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(
            problems == [
                "empty.csv:1:1: this ledger is empty; its first line should name the columns, such as date,amount,type,category,note",
                "nohead.csv:1:1: no profile in budgets.yml matches `nohead.csv`, and its header has no `date` and `category` columns (line 1 reads `when,amount`); if it is a bank's export, run `cashdash import nohead.csv` to work out a profile for it (or name the columns on the first line, such as date,amount,type,category,note)",
                "nohead.csv:1:1: the column `when` is not one Cash Dash reads, so it is ignored; the columns it reads are `date`, `amount`, `type`, `category`, `budget`, `note`, `currency`, `debit`, `credit`, `charged`, `fee`, `method`",
                "term.csv:3:1: `2026-09-31` is not a date; write it as YYYY-MM-DD (or set date_format in budgets.yml)",
                "term.csv:4:12: `four` is not an amount; write it like 12.50 or $1,234.56",
                "term.csv:5:12: `4.505` has more decimals than USD has (2); round it to 2 decimals",
                "term.csv:6:17: unknown type `refund`; use expense or deposit (spend/add and debit/credit work too), or say what it means under `types` for this file in budgets.yml",
                "term.csv:7:31: unknown currency `XYZ`; use an ISO 4217 code such as USD or EUR",
                "term.csv:8:24: this row has 3 fields but the header has 6: 3 are missing; fill in each column, leaving an empty one as two commas in a row (`,,`)",
                "term.csv:9:39: this row is in EUR, but there are no exchange rates to convert it to USD; import some with `cashdash rates import` or `cashdash rates fetch`",
            ])
        #expect(ledger.rows == 8 && ledger.skippedRows == 7)
        #expect(ledger.budgets.map(\.name) == ["term"], "a ledger without a budget column is named after its file")
    }

    @Test func convertsOtherCurrenciesWithTheRatesOfThatDayOrTheLastEarlierOne() throws {
        let fixture = try LedgerFixture([
            "trip.csv":
                "date,amount,type,category,currency,note\n2026-10-02,10.00,expense,Food,EUR,Friday\n2026-10-04,1000,expense,Food,JPY,Sunday\n"
        ])
        let rates = RateHistory(snapshots: [
            Snapshot(
                date: "2026-10-02", base: "EUR", provider: "test",
                rates: ["USD": Decimal(string: "1.1684")!, "JPY": Decimal(string: "172.50")!])
        ])
        let (ledger, problems) = fixture.ledger(rates: rates)
        #expect(problems.isEmpty)
        let transactions = ledger.budgets[0].transactions
        #expect(
            transactions.map(\.amount) == [Decimal(string: "11.68")!, Decimal(string: "6.77")!],
            "10 × 1.1684 = 11.684 → 11.68; 1000 ÷ 172.50 × 1.1684 = 6.7733… → 6.77 (the Friday rate on Sunday)")
        #expect(transactions[0].original == Money(10, "EUR"))
        let early = try LedgerFixture(["trip.csv": "date,amount,category,currency\n2026-10-01,10,Food,EUR\n"])
        #expect(
            early.ledger(rates: rates).1 == [
                "trip.csv:2:20: there is no EUR to USD rate on 2026-10-01 or before it; import older rates with `cashdash rates import`"
            ])
    }
}

@Suite struct LedgerTotalsTests {
    /// A ledger whose totals were worked out by hand (and in a spreadsheet): budgets, categories, months, refunds.
    static let ledger = """
        Date,Amount,Type,Category,Budget,Note
        2026-09-01,"$1,000.00",deposit,Pay,Home,September pay
        2026-09-02,333.33,expense,Rent,Home,"Rent, one third"
        2026-09-02,333.33,expense,Rent,Home,"Rent, one third"
        2026-09-02,333.34,expense,Rent,Home,"Rent, one third"
        2026-09-15,0.10,expense,Food,Home,
        2026-09-15,0.20,expense,Food,Home,0.1 + 0.2 is 0.3 here
        2026-10-01,-5.00,expense,Food,Home,"Refund, ""wrong"" bread"
        2026-10-03,25,add,Allowance,Term,
        2026-10-04,-7.25,,Food,Term,a minus sign and no type: an expense
        2026-10-05,19.99,spend,Fun,Term,

        """

    @Test func addUpToTheCentOverallByBudgetCategoryAndMonth() throws {
        let fixture = try LedgerFixture(["ledger.csv": Self.ledger])
        var settings = BudgetSettings()
        settings.budgets["Home"] = .init(startingBalance: 50)
        let (totals, problems) = fixture.totals(settings: settings)
        #expect(problems.isEmpty)
        #expect(totals.text(totals.overall.added) == "1025.00")
        #expect(totals.text(totals.overall.spent) == "1022.54", "1000.00 + 0.30 − 5.00 + 7.25 + 19.99")
        #expect(totals.byBudget["Home"] == .init(added: 100_000, spent: 99_530))
        #expect(totals.byBudget["Term"] == .init(added: 2_500, spent: 2_724))
        #expect(totals.byCategory["Food"] == .init(added: 0, spent: 30 - 500 + 725))
        #expect(totals.byCategory["Rent"]?.spent == 100_000)
        #expect(totals.byMonth["2026-09"] == .init(added: 100_000, spent: 100_030))
        #expect(totals.byMonth["2026-10"] == .init(added: 2_500, spent: -500 + 725 + 1_999))
        #expect(
            totals.json == """
                {
                  "budgets": {
                    "Home": {"added": 1000.00, "balance": 54.70, "net": 4.70, "spent": 995.30, "starting_balance": 50.00},
                    "Term": {"added": 25.00, "balance": -2.24, "net": -2.24, "spent": 27.24, "starting_balance": 0.00}
                  },
                  "categories": {
                    "Allowance": {"added": 25.00, "net": 25.00, "spent": 0.00},
                    "Food": {"added": 0.00, "net": -2.55, "spent": 2.55},
                    "Fun": {"added": 0.00, "net": -19.99, "spent": 19.99},
                    "Pay": {"added": 1000.00, "net": 1000.00, "spent": 0.00},
                    "Rent": {"added": 0.00, "net": -1000.00, "spent": 1000.00}
                  },
                  "currency": "USD",
                  "first_date": "2026-09-01",
                  "last_date": "2026-10-05",
                  "months": {
                    "2026-09": {"added": 1000.00, "net": -0.30, "spent": 1000.30},
                    "2026-10": {"added": 25.00, "net": 2.76, "spent": 22.24}
                  },
                  "overall": {"added": 1025.00, "balance": 52.46, "net": 2.46, "spent": 1022.54, "starting_balance": 50.00},
                  "rows": 10,
                  "skipped_rows": 0,
                  "uncategorized": {"share": 0, "spent": 0.00}
                }

                """)
        #expect(
            totals.csv(overallName: "All budgets", markupName: "Exchange markup").components(separatedBy: "\r\n")
                .prefix(4) == [
                    "section,name,added,spent,net,balance", "overall,All budgets,1025.00,1022.54,2.46,52.46",
                    "budget,Home,1000.00,995.30,4.70,54.70", "budget,Term,25.00,27.24,-2.24,-2.24",
                ])
    }

    @Test func totalsOneBudgetAndEveryPeriod() throws {
        let fixture = try LedgerFixture(["ledger.csv": Self.ledger])
        let (term, _) = fixture.totals(budget: "term")
        #expect(term.budgets.map(\.name) == ["Term"] && term.rows == 3)
        let (ledger, _) = fixture.ledger()
        let home = try #require(LedgerSummary(ledger).budgets.first { $0.name == "Home" })
        #expect(
            home.months.map { "\($0.start) +\($0.added) -\($0.spent) refunded \($0.refunded)" } == [
                "2026-09-01 +1000 -1000.3 refunded 0", "2026-10-01 +0 -0 refunded 5",
            ])
        #expect(home.recentSpendingPerDay.count == 3, "the days with expenses within 30 days of the last")
        let filtered = ledger.filtered(
            from: Day(iso: "2026-09-15"), to: Day(iso: "2026-10-03"), budget: nil, settings: BudgetSettings())
        #expect(
            filtered.budgets.flatMap(\.transactions).map(\.date.description) == [
                "2026-09-15", "2026-09-15", "2026-10-01", "2026-10-03",
            ])
    }
}

@Suite struct LedgerModelTests {
    @Test func keepsARunningBalanceAndFlagsSpendingBelowZero() throws {
        let fixture = try LedgerFixture([
            "pocket.csv":
                "date,amount,type,category\n2026-09-03,30,expense,Fun\n2026-09-01,20,deposit,Gift\n2026-09-03,5,deposit,Gift\n"
        ])
        var settings = BudgetSettings()
        settings.budgets["pocket"] = .init(startingBalance: 10)
        let (ledger, _) = fixture.ledger(settings: settings)
        let budget = ledger.budgets[0]
        #expect(budget.transactions.map(\.category) == ["Gift", "Fun", "Gift"], "by date, in file order within a day")
        let summary = LedgerSummary(ledger).budgets[0]
        #expect(summary.months.flatMap { $0.listed.reversed() }.map(\.balance) == [30, 0, 5])
        #expect(summary.balanceFlags.isEmpty)
        settings.budgets["pocket"] = .init(startingBalance: 5)
        let (short, _) = fixture.ledger(settings: settings)
        let flags = LedgerSummary(short).budgets[0].balanceFlags
        #expect(flags.map(\.balance) == [-5])
        #expect(flags.first.map { "\($0.transaction.line):\($0.transaction.column)" } == "2:12")
    }

    @Test func aFamilysBudgetInYenIsNoBalanceToFlagUntilItPassesABillion() throws {
        let site = try TemporarySite(["budgets.yml": "budgets:\n  home:\n    starting_balance: 2500000\n"])
        var diagnostics = Diagnostics()
        let settings = BudgetSettings.load(
            from: site.root.appendingPathComponent("budgets.yml"), path: "budgets.yml", diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(settings.budget("home").startingBalance == 2_500_000)
        let fixture = try LedgerFixture([
            "home.csv": "date,amount,type,category\n2026-09-01,350000,deposit,Pay\n2026-09-02,999000000,deposit,Gift\n"
        ])
        let (ledger, _) = fixture.ledger(settings: settings)
        let summary = LedgerSummary(ledger).budgets[0]
        #expect(summary.months.flatMap { $0.listed.reversed() }.map(\.balance) == [2_850_000, 1_001_850_000])
        #expect(summary.balanceFlags.map(\.transaction.category) == ["Gift"], "only the deposit past a billion")
        let tooMuch = try TemporarySite(["budgets.yml": "budgets:\n  home:\n    starting_balance: 1000000001\n"])
        _ = BudgetSettings.load(
            from: tooMuch.root.appendingPathComponent("budgets.yml"), path: "budgets.yml", diagnostics: &diagnostics)
        #expect(
            diagnostics.sorted.map { "\($0.line):\($0.column) \($0.message)" } == [
                "3:5 `starting_balance` should be an amount between 0 and 1,000,000,000, like `starting_balance: 1250.00`"
            ])
    }

    @Test func warnsAboutSpendingOverALimitInEachPeriod() throws {
        let fixture = try LedgerFixture([
            "term.csv": """
            date,amount,type,category
            2026-11-02,20,expense,Food
            2026-11-08,15,expense,food
            2026-11-09,10,expense,Food
            2026-11-30,40,expense,Fun
            2026-12-01,40,expense,Fun

            """
        ])
        var settings = BudgetSettings()
        settings.budgets["term"] = .init(limits: [
            CategoryLimit(category: "Food", amount: 30, period: .week),
            CategoryLimit(category: "Fun", amount: 50, period: .month),
        ])
        let (ledger, _) = fixture.ledger(settings: settings)
        #expect(
            LedgerSummary(ledger).budgets.flatMap(\.limitWarnings).map {
                "\($0.limit.category) \($0.periodStart) \($0.spent)"
            } == ["Food 2026-11-02 35"],
            "Monday 2 to Sunday 8 November; case is ignored; months are separate")
    }

    @Test func readsBudgetsYAMLAndReportsWhatIsWrongWithIt() throws {
        let site = try TemporarySite([
            "budgets.yml": """
            date_format: DD/MM/YYYY
            decimal_separator: ","
            budgets:
              Household:
                starting_balance: 1200.50
                palette: ocean
                limits:
                  Groceries: 650/month
              Term:
                starting_balance: lots
                palette: neon
                limits:
                  Food: 30 a week
                colour: red

            """
        ])
        var diagnostics = Diagnostics()
        let settings = BudgetSettings.load(
            from: site.root.appendingPathComponent("budgets.yml"), path: "budgets.yml", diagnostics: &diagnostics)
        #expect(settings.dateFormat.pattern == "DD/MM/YYYY")
        #expect(settings.amounts.decimalSeparator == UInt8(ascii: ","))
        #expect(settings.budget("household").startingBalance == Decimal(string: "1200.50"))
        #expect(
            settings.budget("Household").limits == [CategoryLimit(category: "Groceries", amount: 650, period: .month)])
        #expect(settings.budget("Household").palette == "ocean")
        #expect(
            diagnostics.sorted.map { "\($0.line):\($0.column) \($0.message)" } == [
                "10:5 `starting_balance` should be an amount between 0 and 1,000,000,000, like `starting_balance: 1.250,00`",
                "11:5 unknown palette `neon`; use one of " + PaletteName.all.map { "`\($0)`" }.joined(separator: ", "),
                "13:7 the limit for `Food` should be an amount per period, like `Food: 300/month` (day, week, month or year)",
                "14:5 unknown key `colour` in the budget `Term`; the keys it takes are `starting_balance`, `limits`, `palette`",
            ])
    }
}

extension Ledger {
}

/// A currency symbol must agree with the row's currency: `€12.00` in a dollar ledger was counted as $12.00.
@Suite struct CurrencySymbolTests {
    @Test func aSymbolOfAnotherCurrencyIsAnErrorAtItsCell() throws {
        let fixture = try LedgerFixture([
            "card.csv": "date,amount,type,category\n2026-01-02,€12.00,expense,Food\n2026-01-02,$12.00,expense,Food\n"
                + "2026-01-03,£5,expense,Fun\n2026-01-04,12.00 US$,expense,Fun\n"
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(
            problems == [
                "card.csv:2:12: `€12.00` is in euros (€), but this row is in USD; say each row's currency in a `currency` column, or take the symbol out",
                "card.csv:4:12: `£5` is in pounds (£), but this row is in USD; say each row's currency in a `currency` column, or take the symbol out",
            ])
        #expect(ledger.budgets.flatMap(\.transactions).map(\.amount) == [12, 12])
    }

    @Test func aSymbolOfTheLedgersOwnCurrencyIsRead() throws {
        let fixture = try LedgerFixture([
            "trip.csv": "date,amount,type,category\n2026-01-02,€12.00,expense,Food\n2026-01-03,¥0,deposit,Gift\n"
        ])
        let (euros, problems) = fixture.ledger(currency: "EUR")
        #expect(
            problems.count == 1
                && problems[0].hasPrefix("trip.csv:3:12: `¥0` is in yen or yuan (¥), but this row is in EUR"))
        #expect(euros.budgets.flatMap(\.transactions).map(\.amount) == [12])
        #expect(
            AmountText.symbol("$", fits: "CAD") && AmountText.symbol("¥", fits: "CNY")
                && !AmountText.symbol("C$", fits: "USD"))
    }
}

/// Exports as banks and Excel write them.
@Suite struct BankExportTests {
    @Test func rowsEndingInAnEmptyFieldAreRead() throws {
        let fixture = try LedgerFixture([
            "checking.csv": "date,amount,type,category\n2026-01-02,12.50,expense,Food,\n2026-01-03,4,expense,Fun,\n"
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(problems.isEmpty)
        #expect(ledger.budgets.flatMap(\.transactions).map(\.amount) == [Decimal(string: "12.5")!, 4])
    }

    @Test func excelsSeparatorLineNamesTheDelimiter() throws {
        let fixture = try LedgerFixture([
            "excel.csv":
                "sep=;\r\ndate;amount;type;category\r\n2026-01-02;12.50;expense;Food\r\n2026-01-03;x;expense;Fun\r\n"
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(problems == ["excel.csv:4:12: `x` is not an amount; write it like 12.50 or $1,234.56"])
        #expect(ledger.budgets.flatMap(\.transactions).map(\.category) == ["Food"])
    }

    @Test func theFieldCountHintNamesTheFilesDelimiter() throws {
        let fixture = try LedgerFixture(["bank.csv": "date;amount;category\n2026-01-02;12;50;Food\n"])
        let (_, problems) = fixture.ledger()
        #expect(
            problems == [
                "bank.csv:2:18: this row has 4 fields but the header has 3; if a text in it contains a semicolon, put quotes around that text, like \"Snacks; drinks\""
            ])
    }

    /// A card export with both `Description` and `Memo`: both are the note, joined.
    @Test func everyNoteColumnIsKeptJoined() throws {
        let fixture = try LedgerFixture([
            "card.csv": "Date,Description,Memo,Amount,Category\n2026-01-02,STARBUCKS #123,Coffee with Sam,-4.50,Food\n"
                + "2026-01-03,BOOKSHOP,,-12.00,Fun\n"
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(problems.isEmpty)
        #expect(ledger.budgets.flatMap(\.transactions).map(\.note) == ["STARBUCKS #123 · Coffee with Sam", "BOOKSHOP"])
        let twice = try LedgerFixture(["twice.csv": "date,Date,amount,category\n2026-01-02,2026-01-02,1,Food\n"])
        #expect(twice.ledger().1.first?.contains("the column `date` appears twice in the header") == true)
    }

    /// A weekly limit counts the locale's week: $6 on Sunday and $6 on Monday are two weeks in France, one in the
    /// United States, where only the second is over a limit of $10 a week.
    @Test func aWeeklyLimitRunsFromTheLocalesFirstDay() throws {
        let fixture = try LedgerFixture([
            "ledger.csv": "date,amount,type,category\n2026-11-01,6,expense,Food\n2026-11-02,6,expense,Food\n",
            "budgets.yml": "budgets:\n  ledger:\n    limits:\n      Food: 10/week\n",
        ])
        var (settings, problems) = fixture.settings()
        #expect(problems.isEmpty)
        #expect(
            LedgerSummary(fixture.ledger(settings: settings).0).budgets.flatMap(\.limitWarnings).isEmpty,
            "Monday weeks, as in France")
        settings.firstWeekday = 7
        #expect(
            LedgerSummary(fixture.ledger(settings: settings).0).budgets.flatMap(\.limitWarnings).map {
                "\($0.periodStart) \($0.spent)"
            } == [
                "2026-11-01 12"
            ])
    }
}
