@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct ClassLedgerTests {
    func load(_ site: TemporarySite) -> (ClassLedger?, Diagnostics) {
        var diagnostics = Diagnostics()
        let ledger = ClassLedger.load(
            from: site.root.appendingPathComponent("Content/class"), path: "class",
            money: dollarsInMessages, diagnostics: &diagnostics)
        return (ledger, diagnostics)
    }

    @Test func balancesAndXPAreWorkedOutFromTheRecords() throws {
        let (ledger, diagnostics) = load(try classSite())
        #expect(diagnostics.all.isEmpty, "\(diagnostics.sorted)")
        let class_ = try #require(ledger)
        #expect(
            class_.students.indices.map { class_.balance(of: $0) } == [
                Decimal(string: "14.50")!, Decimal(string: "17.25")!, 7,
            ])
        #expect(class_.moneyInCirculation == Decimal(string: "38.75"), "what the bank paid in minus what it took back")
        #expect(class_.students.indices.map { class_.xpTotal(of: $0) } == [35, 25, 0])
        #expect(class_.register(for: 1).map(\.balance) == [15, Decimal(string: "20.50")!, Decimal(string: "17.25")!])
        #expect(class_.register(for: 1).map(\.change) == [15, Decimal(string: "5.50")!, Decimal(string: "-3.25")!])
        #expect(
            class_.balance(of: 1, through: class_.transactions[2].date) == Decimal(string: "20.50"), "after 2026-10-20")
        #expect(class_.students[0].initials == "M. L.")
    }

    @Test func everyIntegrityProblemIsReportedAtItsPlace() throws {
        let site = try classSite([
            "students.csv": "id,name\nstu-a1,Maya Lopez\nstu-b2,Noah Chen\nstu-a1,Another Maya\nbank,The Bank\n",
            "transactions.csv": """
            id,date,from,to,amount,memo,created_by
            tx-01,2026-10-01,bank,stu-a1,20.00,Pay,T
            tx-01,2026-10-02,bank,stu-b2,5,Pay again,T
            tx-03,2026-10-03,stu-a1,stu-zz,1,Lunch,T
            tx-04,2026-10-04,stu-b2,bank,30,Too much,T
            tx-05,2026-13-01,bank,stu-b2,-4,Bad,T
            tx-06,2026-10-05,stu-b2,stu-b2,1,Self,T

            """,
            "xp.csv": "id,date,student,points,quest\nxp-1,2026-10-02,stu-a2,20,Q\nxp-1,2026-10-02,stu-a1,lots,Q\n",
            "awards.csv":
                "date,student,badge,reason\n2026-11-07,stu-a1,bdg-3,Great\n2026-11-08,stu-a1,bdg-1,Once\n2026-11-09,stu-a1,bdg-1,Twice\n",
        ])
        let (_, diagnostics) = load(site)
        #expect(
            diagnostics.sorted.map(\.description) == [
                "class/awards.csv:2:19: error: there is no badge `bdg-3` in badges.csv; did you mean `bdg-1`?",
                "class/awards.csv:4:19: error: this student already has this badge from line 3; a badge is given once",
                "class/students.csv:4:1: error: the id `stu-a1` is already used on line 2; every student needs its own id",
                "class/students.csv:5:1: error: `bank` is the name of the class bank in transactions; give this student another id",
                "class/transactions.csv:3:1: error: the id `tx-01` is already used on line 2; every transaction needs its own id",
                "class/transactions.csv:4:25: error: there is no student `stu-zz` in students.csv; did you mean `stu-a1`?",
                // The second tx-01 is left out, so Noah has nothing when he pays.
                "class/transactions.csv:5:30: error: this payment takes Noah Chen below zero: they have $0.00 on 2026-10-04 and it "
                    + "takes $30.00; pay less, or record the money coming in first",
                "class/transactions.csv:6:7: error: `2026-13-01` is not a date; write dates as YYYY-MM-DD, like 2026-11-02, or name the "
                    + "spreadsheet's format with `date_format` under `class:` in site.yml",
                "class/transactions.csv:6:30: error: `-4` is not an amount above zero; write it like 12.50 (the direction is `from` and `to`)",
                "class/transactions.csv:7:25: error: money goes from `stu-b2` to the same party; `from` and `to` should differ",
                "class/xp.csv:2:17: error: there is no student `stu-a2` in students.csv; did you mean `stu-a1`?",
                "class/xp.csv:3:1: error: the id `xp-1` is already used on line 2; every XP award needs its own id",
                "class/xp.csv:3:24: error: `lots` is not a whole number of points, like 25",
            ])
    }

    @Test func aMissingColumnIsNamedOnce() throws {
        let site = try classSite(["transactions.csv": "id,date,from,amount\ntx-01,2026-10-01,bank,20\n"])
        let (_, diagnostics) = load(site)
        #expect(
            diagnostics.sorted.map(\.description) == [
                "class/transactions.csv:1:1: error: the header has no `to` column; the first line should name the columns: id,date,from,to,amount"
            ])
    }

    @Test func aCorrectionThatTakesBackMoreXPThanWasGivenIsAnErrorAtItsPoints() throws {
        // Maya earned 20 and 15; -500 typed for -50 would show her with -465 XP on the leaderboard.
        let site = try classSite([
            "xp.csv": """
            id,date,student,points,quest
            xp-1,2026-10-02,stu-a1,20,Quest one
            xp-2,2026-11-05,stu-a1,15,Quest two
            xp-3,2026-11-06,stu-a1,-35,Correction: both quests were someone else's
            xp-4,2026-11-07,stu-a1,-500,Correction of quest two
            xp-5,2026-11-07,stu-c3,-5,Correction before any award

            """
        ])
        let (_, diagnostics) = load(site)
        #expect(
            diagnostics.sorted.map(\.description) == [
                "class/xp.csv:5:24: error: this correction takes Maya Lopez below zero XP: they have 0 XP on 2026-11-07 "
                    + "and it takes back 500; a correction takes back at most the points given before it",
                "class/xp.csv:6:24: error: this correction takes Zoe <Adams> below zero XP: they have 0 XP on 2026-11-07 "
                    + "and it takes back 5; a correction takes back at most the points given before it",
            ])
    }

    @Test(arguments: ["9223372036854775807", "-9223372036854775808", "99999999999999999999", "100001"])
    func pointsBeyondWhatARowMayGiveAreAnErrorNotAnOverflow(_ points: String) throws {
        let site = try classSite([
            "xp.csv":
                "id,date,student,points,quest\nxp-1,2026-10-02,stu-a1,\(points),Q\nxp-2,2026-10-03,stu-a1,\(points),Q\n"
        ])
        let (_, diagnostics) = load(site)
        #expect(
            diagnostics.sorted.map(\.description)
                == [2, 3].map {
                    "class/xp.csv:\($0):24: error: `\(points)` points is more than one row may give or take; an award is from -100,000 to 100,000"
                })
    }

    /// 1,000 students and 1,000 rows naming unknown ones took 22.8 s: now the first 50 unknown names get a suggestion
    /// and the rest the plain message (under a second in a debug build).
    @Test func suggestionsForManyUnknownStudentsStayQuick() throws {
        let students = "id,name\n" + (0..<1_000).map { "student-\($0),Student \($0)\n" }.joined()
        let xp =
            "id,date,student,points,quest\n" + (0..<1_000).map { "xp-\($0),2026-10-02,studnet-\($0),5,Q\n" }.joined()
        let site = try classSite([
            "students.csv": students, "xp.csv": xp, "transactions.csv": "id,date,from,to,amount\n",
            "awards.csv": "date,student,badge,reason\n",
        ])
        let (_, diagnostics) = load(site)
        #expect(diagnostics.errors.count == 1_000)
        #expect(
            diagnostics.errors.first?.message
                == "there is no student `studnet-0` in students.csv; did you mean `student-0`?")
        #expect(diagnostics.errors.last?.message == "there is no student `studnet-999` in students.csv")
    }

    @Test func aDateWithAHugeYearIsNotADateRatherThanACrash() throws {
        let site = try classSite([
            "transactions.csv": "id,date,from,to,amount\ntx-01,9000000000000000000-01-01,bank,stu-a1,5\n",
            "xp.csv": "id,date,student,points,quest\nxp-1,99999999999-01-01,stu-a1,5,Q\n",
        ])
        let (_, diagnostics) = load(site)
        #expect(diagnostics.errors.map(\.message).filter { $0.contains("is not a date") }.count == 2)
    }

    @Test func anAmountPastATrillionIsTooLargeNotTooPrecise() throws {
        let site = try classSite([
            "transactions.csv": "id,date,from,to,amount\ntx-01,2026-10-01,bank,stu-a1,999999999999999999\n"
        ])
        let (_, diagnostics) = load(site)
        #expect(
            diagnostics.errors.map(\.message) == [
                "`999999999999999999` is more than any one transaction can be; amounts go up to 1,000,000,000,000"
            ])
    }

    @Test func anAmountInAnotherCurrencysSymbolIsRefused() throws {
        let site = try classSite([
            "transactions.csv":
                "id,date,from,to,amount,memo,created_by\ntx-01,2026-10-01,bank,stu-a1,€20.00,Pay,T\ntx-02,2026-10-01,bank,stu-b2,$15,Pay,T\n"
        ])
        let (ledger, diagnostics) = load(site)
        #expect(
            diagnostics.errors.map(\.description) == [
                "class/transactions.csv:2:30: error: `€20.00` is in euros (€), but the class's money is in USD; write the amount without the symbol"
            ])
        #expect(ledger == nil || ledger?.transactions.map(\.id) == ["tx-02"])
    }
}
