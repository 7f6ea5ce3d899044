import CashDashModel
import Foundation
import TestSupport
import Testing

/// A ledger streamed into a summary (`cashdash report`) and the same ledger loaded and then summarised (the site's
/// budget pages) must agree: totals, charts' numbers, months, listed rows, warnings and messages.
@Suite struct LedgerSummaryTests {
    /// Two files, three budgets, rows out of date order, refunds, a duplicate across the files, a limit passed, a
    /// balance taken below zero, a starting balance finer than a cent, and notes with spaces Foundation trims.
    static let fixture = [
        "budgets.yml": """
        budgets:
          Home:
            starting_balance: 10.005
            limits:
              food: 20/week
          Trip:
            starting_balance: 100

        """,
        "a.csv": """
        date,amount,type,category,budget,note
        2026-03-02,12.00,expense,Food,Home,"  Market\u{00A0}"
        2026-02-27,50.00,deposit,Pay,Home,\tpay day
        2026-03-03,9.50,expense,food,Home,"Caf\u{00E9} ""Luna""\"
        2026-03-03,-2.25,expense,Food,Home,refund
        2026-03-01,30.00,expense,Bus,Trip,
        2026-03-05,80.00,expense,Hotel,Trip,\u{2003}
        2026-04-01,1.00,expense,Food,,leftover

        """,
        "b.csv": """
        date,amount,type,category,budget,note
        2026-03-02,12.00,expense,Food,Home,Market
        2026-03-09,90.00,expense,Hotel,Trip,second night

        """,
    ]

    private func loaded(
        _ fixture: LedgerFixture, listing: LedgerSummary.Listing = .all
    ) -> (LedgerSummary, [String]) {
        let (ledger, problems) = fixture.ledger()
        return (LedgerSummary(ledger, listing: listing), problems)
    }

    @Test func streamingGivesTheSummaryOfTheLoadedLedger() throws {
        let fixture = try LedgerFixture(Self.fixture)
        let (streamed, streamedProblems) = fixture.summary()
        let (summary, problems) = loaded(fixture)
        #expect(streamed == summary)
        #expect(streamedProblems == problems)
        #expect(problems.count == 2 && problems.allSatisfy { $0.contains("the same date, amount and note as") })
        #expect(summary.budgets.map(\.name) == ["a", "Home", "Trip"])
        let home = summary.budgets[1]
        #expect(home.spent == Decimal(string: "31.25") && home.refunded == Decimal(string: "2.25"))
        #expect(home.balance == Decimal(string: "28.755"))
        #expect(home.months.map(\.count) == [1, 4])
        #expect(home.limitWarnings.map(\.spent) == [Decimal(string: "31.25")])
        #expect(home.spendingByCategory.map(\.category) == ["Food"], "`food` is the same category")
        #expect(home.months[1].listed.map(\.transaction.note) == ["refund", "Café \"Luna\"", "Market", "Market"])
        #expect(summary.budgets[2].balanceFlags.map(\.transaction.note) == ["", "second night"])
        let (totals, _) = fixture.totals(settings: fixture.settings().0)
        #expect(totals.json == summary.json, "rows summed as they stream past, none kept, give the same figures")
        #expect(totals.budgets.allSatisfy { $0.months.allSatisfy(\.listed.isEmpty) && $0.balanceFlags.isEmpty })
    }

    @Test func listsAtMostTheRowsAndFlagsAskedForAndCountsEveryOne() throws {
        let fixture = try LedgerFixture(Self.fixture)
        let (streamed, _) = fixture.summary(listing: .init(rowsPerMonth: 2, flagsPerBudget: 1))
        let (summary, _) = loaded(fixture, listing: .init(rowsPerMonth: 2, flagsPerBudget: 1))
        #expect(streamed == summary)
        let home = summary.budgets[1], trip = summary.budgets[2]
        #expect(
            home.months[1].count == 4 && home.months[1].listed.map(\.transaction.note) == ["refund", "Café \"Luna\""])
        #expect(home.months[1].spent == 33.5, "a month's totals count the rows it does not list")
        #expect(trip.balanceFlagCount == 2 && trip.balanceFlags.count == 1)
    }

    @Test func keepsOnlyTheDaysAndBudgetAskedForAsTheFilteredLedgerDoes() throws {
        let fixture = try LedgerFixture(Self.fixture)
        let (settings, _) = fixture.settings()
        let (ledger, problems) = fixture.ledger()
        let from = Day(year: 2026, month: 3, day: 2), to = Day(year: 2026, month: 3, day: 31)
        let filtered = ledger.filtered(from: from, to: to, budget: "home", settings: settings)
        let (streamed, streamedProblems) = fixture.summary(from: from, to: to, budget: "home")
        #expect(streamed == LedgerSummary(filtered))
        #expect(streamedProblems == problems, "duplicates are looked for among every row, as when loading")
        #expect(streamed.budgets.map(\.count) == [4])
    }

    @Test func budgetsWhoseNamesDifferOnlyInCaseAreOneNamedAsFirstWritten() throws {
        let fixture = try LedgerFixture([
            "a.csv":
                "date,amount,type,category,budget\n2026-03-01,1.00,deposit,Pay,trip\n2026-03-02,2.00,deposit,Pay,Trip\n"
        ])
        let (streamed, _) = fixture.summary()
        #expect(streamed == loaded(fixture).0)
        #expect(streamed.budgets.map(\.name) == ["trip"] && streamed.budgets.map(\.added) == [3])
    }

    @Test func aDuplicateInAFileThatAllowsThemIsNotWarnedAbout() throws {
        var files = Self.fixture
        files["budgets.yml"]! += "ledgers:\n  \"b.csv\":\n    duplicates: allow\n"
        let fixture = try LedgerFixture(files)
        let (_, problems) = fixture.summary()
        #expect(problems == loaded(fixture).1)
        #expect(problems.isEmpty)
    }
}
