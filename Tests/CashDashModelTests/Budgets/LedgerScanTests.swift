import CashDashModel
import Foundation
import Testing
import TestSupport

/// `add`, `undo` and `balance` read a site's ledgers with a scan that keeps no rows; what it finds is what the
/// ``Ledger`` the build makes says.
struct LedgerScanTests {
    static let home = """
        date,amount,type,category,budget,note
        2026-10-30,100.00,deposit,Allowance,Home,Pay day
        2026-11-02,12.50,expense,Food,Home,Lunch
        2026-11-02,3.00,expense,Fun,Trip,Cinema
        2026-11-20,40.00,expense,Food,Home,"Weekly shop, big"
        2026-11-20,2.25,expense,Food,Home,Tea

        """
    static let card = """
        date,amount,type,category,budget,note
        2026-11-20,9.00,expense,Food,Home,Tea
        2026-11-03,1.00,expense,Fun,Trip,Sweets

        """
    static let budgets = """
        budgets:
          Home:
            starting_balance: 10
            limits:
              food: 50/month

        """

    func scanned(_ focus: LedgerScan.Focus) throws -> (LedgerScan, Ledger) {
        let fixture = try LedgerFixture(["a-home.csv": Self.home, "b-card.csv": Self.card, "budgets.yml": Self.budgets])
        let (settings, problems) = fixture.settings()
        #expect(problems.isEmpty)
        var diagnostics = Diagnostics(), rows = Diagnostics()
        let scan = LedgerScan.read(
            files: fixture.files, settings: settings, currency: "USD", rates: nil, focus: focus,
            diagnostics: &diagnostics, rowProblems: &rows)
        #expect(diagnostics.all.isEmpty && rows.all.isEmpty)
        return (scan, fixture.ledger(settings: settings).0)
    }

    @Test func balancesCategoriesAndNewestRowsAreTheLedgers() throws {
        let (scan, ledger) = try scanned(.init(today: Day(year: 2026, month: 11, day: 25)))
        #expect(scan.budgets.map(\.name) == ledger.budgets.map(\.name))
        for (scanned, built) in zip(scan.budgets, ledger.budgets) {
            let summary = BudgetSummary(built, currency: "USD")
            #expect(Decimal(minorUnits: scanned.balance(minorUnits: 2), decimals: 2) == summary.balance)
            #expect(scanned.categories == Set(built.transactions.map(\.category)))
            let newest = built.transactions.max { ($0.date, $0.line) < ($1.date, $1.line) }!
            #expect(scanned.newest?.place.path == newest.path && scanned.newest?.place.line == newest.line)
            #expect(scanned.newest?.category == newest.category)
        }
        #expect(scan.budgets.map(\.summary.count).reduce(0, +) == 7)
        #expect(scan.budgets.map(\.summary.spent).reduce(0, +) == Decimal(string: "67.75"))
    }

    @Test func thisMonthsSpendingAndEachLimitsPeriodAreSummed() throws {
        let (scan, _) = try scanned(.init(today: Day(year: 2026, month: 11, day: 25)))
        let home = try #require(scan.budgets.first { $0.name == "Home" })
        #expect(home.spentThisMonth == 63_75)
        #expect(home.spentAgainstLimits == [63_75], "the limit's category matches whatever its case")
        let october = try scanned(.init(today: Day(year: 2026, month: 10, day: 31))).0.budgets.first {
            $0.name == "Home"
        }
        #expect(october?.spentThisMonth == 0 && october?.spentAgainstLimits == [0])
    }

    @Test func aRowAddedOnADayComesAfterThatDaysRowsInItsFileAndTheFilesBefore() throws {
        let (scan, _) = try scanned(
            .init(today: Day(year: 2026, month: 11, day: 25), day: Day(year: 2026, month: 11, day: 20)))
        let home = try #require(scan.budgets.first { $0.name == "Home" })
        // 10 start + 100 − 12.50 before the day; that day 40 + 2.25 in the first file, 9 in the second.
        #expect(home.balance(adding: -1_00, toFile: 0, minorUnits: 2) == 11_000 - 12_50 - 42_25 - 1_00)
        #expect(home.balance(adding: -1_00, toFile: 1, minorUnits: 2) == 11_000 - 12_50 - 51_25 - 1_00)
        #expect(home.dayRows.map(\.note) == ["Weekly shop, big", "Tea", "Tea"])
        #expect(home.dayRows.map(\.place.line) == [5, 6, 2])
    }

    @Test func undoRowsAreKeptOnlyForTheBudgetAsked() throws {
        let (scan, _) = try scanned(
            .init(today: Day(year: 2026, month: 11, day: 25), keepsUndoRows: true, undoBudget: "trip"))
        #expect(scan.budgets.first { $0.name == "Home" }?.undoRows.isEmpty == true)
        let trip = try #require(scan.budgets.first { $0.name == "Trip" })
        #expect(trip.undoRows[0]?.rows.map(\.line) == [4] && trip.undoRows[1]?.rows.map(\.line) == [3])
        #expect(trip.undoRows[1].map { $0.category(of: $0.rows[0]) + " " + $0.note(of: $0.rows[0]) } == "Fun Sweets")
    }
}

struct UndoRowsTests {
    func rows(_ rows: [(line: Int, cents: Int64, note: String)]) -> UndoRows {
        var kept = UndoRows()
        for row in rows { kept.append(line: row.line, minorUnits: row.cents, note: row.note) }
        return kept
    }

    @Test func anUndoNamesItsLineAndTheNoteAfterIt() throws {
        let kept = rows([
            (4, 250, "Tea: green"), (9, -250, "Undo of line 4: Tea: green"), (10, 0, "Undo of line x: Tea"),
        ])
        #expect(kept.rows.map(\.undoneLine) == [nil, 4, nil], "no line number: an ordinary note")
        #expect(kept.newestNotUndone?.line == 10)
        #expect(kept.note(of: kept.rows[1]) == "Undo of line 4: Tea: green")
    }

    @Test func undoTwiceReversesTheLastTwoRows() {
        #expect(rows([(2, 100, "Lunch"), (3, 250, "Tea")]).newestNotUndone?.line == 3)
        #expect(
            rows([(2, 100, "Lunch"), (3, 250, "Tea"), (4, -250, "Undo of line 3: Tea")]).newestNotUndone?.line == 2)
        let both = rows([
            (2, 100, "Lunch"), (3, 250, "Tea"), (4, -250, "Undo of line 3: Tea"), (5, -100, "Undo of line 2: Lunch"),
        ])
        #expect(both.newestNotUndone == nil)
        #expect(
            rows([(2, 100, ""), (3, -100, "Undo of line 2")]).newestNotUndone == nil, "an undo of a row without a note")
    }

    @Test func aRowTypedInAboveMovesTheLineAnUndoNamed() {
        // Line 3 was Tea when it was undone; a row typed in above moved Tea to line 4.
        let kept = rows([(2, 100, "Lunch"), (3, 500, "Book"), (4, 250, "Tea"), (5, -250, "Undo of line 3: Tea")])
        #expect(kept.newestNotUndone?.line == 3)
    }
}
