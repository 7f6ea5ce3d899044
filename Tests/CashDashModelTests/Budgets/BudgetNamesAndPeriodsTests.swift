import CashDashModel
import Foundation
import Testing
import TestSupport

/// Budgets and categories are one whatever the case they are written in, a report's period keeps every budget's
/// funds, and budgets.yml's amounts are read as the ledgers' are: the site, `report` in its three formats and
/// `balance` all agree.
@Suite struct BudgetNamesAndPeriodsTests {
    /// Household spelt three ways over two files, with one starting balance of 1,000.00 in budgets.yml.
    static let spellings: [String: String] = [
        "budgets.yml": "budgets:\n  Household:\n    starting_balance: 1000\n    limits:\n      Groceries: 50/month\n",
        "a.csv": "date,amount,type,category,budget\n2026-01-05,10,expense,Groceries,Household\n"
            + "2026-01-06,20,expense,groceries,household\n",
        "b.csv": "date,amount,type,category,budget\n2026-01-07,30,expense,GROCERIES ,HOUSEHOLD \n",
    ]

    @Test func aBudgetSpeltInAnotherCaseIsTheSameBudget() throws {
        // Each spelling had been a budget of its own with the whole starting balance: 2,940.00 where 940.00 is right.
        let fixture = try LedgerFixture(Self.spellings)
        let (ledger, problems) = fixture.ledger()
        #expect(
            ledger.budgets.map(\.name) == ["Household"] && LedgerSummary(ledger).budgets.first?.balance == 940,
            "\(problems)")
        #expect(LedgerSummary(ledger).budgets.first?.spendingByCategory.map(\.category) == ["Groceries"])
        #expect(LedgerSummary(ledger).budgets.flatMap(\.limitWarnings).first?.spent == 60)
        let (summary, _) = fixture.summary()
        #expect(summary.budgets.map(\.name) == ["Household"] && summary.budgets.first?.balance == 940)
        let (totals, _) = fixture.totals(settings: fixture.settings().0)
        #expect(Array(totals.byBudget.keys) == ["Household"] && Array(totals.byCategory.keys) == ["Groceries"])
        #expect(totals.startingBalances["Household"] == 100_000 && totals.byBudget["Household"]?.net == -6000)
    }

    @Test func aBudgetWithNoRowInThePeriodKeepsItsFunds() throws {
        // Kids spent nothing in February: with `--from 2026-02-01` it had vanished, and its 49.50 with it.
        let fixture = try LedgerFixture([
            "budgets.yml": "budgets:\n  Household:\n    starting_balance: 1000\n  Kids:\n    starting_balance: 10.50\n",
            "family.csv": "date,amount,type,category,budget\n2026-01-05,40,deposit,Allowance,Kids\n"
                + "2026-01-10,12.25,expense,Food,Household\n2026-02-03,7.75,expense,Food,Household\n",
        ])
        let february = Day(iso: "2026-02-01")
        let (summary, _) = fixture.summary(from: february)
        #expect(summary.budgets.map(\.name) == ["Household", "Kids"])
        #expect(summary.budgets.map(\.balance) == [980, Decimal(string: "50.50")!])
        let (totals, _) = fixture.totals(settings: fixture.settings().0, from: february)
        #expect(totals.startingBalances == ["Household": 98775, "Kids": 5050], "\(totals.startingBalances)")
        let (ledger, _) = fixture.ledger()
        let filtered = ledger.filtered(from: february, to: nil, budget: nil, settings: fixture.settings().0)
        #expect(filtered.budgets.map(\.name) == ["Household", "Kids"])
        #expect(LedgerSummary(filtered).budgets.map(\.balance) == [980, Decimal(string: "50.50")!])

        // A budget whose first row comes after the period did not exist yet, whichever way the report is read.
        let january = (Day(iso: "2026-01-01"), Day(iso: "2026-01-07"))
        #expect(fixture.summary(from: january.0, to: january.1).0.budgets.map(\.name) == ["Kids"])
        #expect(
            ledger.filtered(from: january.0, to: january.1, budget: nil, settings: fixture.settings().0).budgets.map(
                \.name) == ["Kids"])
        var diagnostics = Diagnostics(), rows = Diagnostics()
        let early = LedgerSummary.read(
            files: fixture.files, settings: fixture.settings().0, currency: "USD", rates: nil, from: january.0,
            to: january.1, diagnostics: &diagnostics, rowProblems: &rows)
        #expect(early.budgets.map(\.name) == ["Kids"])
    }

    @Test func budgetsAmountsAreReadAsTheLedgersAre() throws {
        // `1_000` is a number to YAML, and its first digit had been taken: a starting balance of 1.00.
        let (_, problems) = try LedgerFixture(["budgets.yml": "budgets:\n  Home:\n    starting_balance: 1_000\n"])
            .settings()
        #expect(
            problems.count == 1 && problems[0].hasPrefix("budgets.yml:3:5: `starting_balance` should be an amount"),
            "\(problems)")
        // A site that writes decimal commas: `1.500` is fifteen hundred, as in its ledgers, not one and a half.
        let (settings, none) = try LedgerFixture([
            "budgets.yml": "decimal_separator: \",\"\nbudgets:\n  Haushalt:\n    starting_balance: 1.500\n"
                + "    limits:\n      Lebensmittel: 1.000,50/month\n"
        ]).settings()
        #expect(none.isEmpty, "\(none)")
        #expect(settings.budget("Haushalt").startingBalance == 1500)
        #expect(settings.budget("Haushalt").limits.first?.amount == Decimal(string: "1000.50"))
    }

    @Test func aBudgetOrALimitSpeltCloseToOneOfTheRowsIsWarnedAbout() throws {
        // `Houshold` lost Household's starting balance, and `Grocery` its limit, without a word.
        let fixture = try LedgerFixture([
            "budgets.yml": "budgets:\n  Houshold:\n    starting_balance: 500\n  Household:\n    limits:\n"
                + "      Grocery: 50/month\n      Fun: 20/week\n  Holiday:\n    starting_balance: 300\n",
            "household.csv": "date,amount,type,category\n2026-01-05,150,expense,Groceries\n",
        ])
        let (_, problems) = fixture.ledger()
        #expect(
            problems == [
                "budgets.yml:2:3: no ledger row names the budget `Houshold`, so its settings are not used; did you mean "
                    + "`household`?",
                "budgets.yml:6:7: no row of `household` has the category `Grocery`, so this limit is never reached; "
                    + "did you mean `Groceries`?",
            ], "a budget or a category with no name close to it (Holiday, Fun) may be a plan for later")
    }
}
