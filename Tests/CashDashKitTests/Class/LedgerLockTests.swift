@testable import CashDashKit
import Foundation
import Testing

@Suite struct LedgerLockTests {
    /// The fixture class with its five transactions locked.
    func lockedSite() throws -> TemporarySite {
        let site = try classSite()
        let result = ClassLock(sitePath: site.path).run()
        #expect(result.message == "Locked 5 new transactions; 5 are now published and can no longer be changed.")
        return site
    }

    func check(_ site: TemporarySite) -> [String] {
        SiteBuilder(sitePath: site.path).check().diagnostics.sorted.map {
            $0.description.replacingOccurrences(of: site.path + "/", with: "")
        }
    }

    let changed = "error: the published transaction `tx-03` was changed; put the row back as it was, and add a correcting transaction "
        + "instead (for example, money back from `to` to `from`)"

    @Test func aLockedSiteChecksCleanAndTheLockIsOneLinePerTransaction() throws {
        let site = try lockedSite()
        #expect(check(site).isEmpty)
        let lines = try site.read("Content/class/ledger.lock").split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count == 5)
        #expect(lines[2].hasPrefix("tx-03 ") && lines[2].count == 6 + 64)
        #expect(ClassLock(sitePath: site.path).run().message == "Nothing new to lock: all 5 transactions are locked.")
    }

    @Test func aChangedAmountFailsAtTheRow() throws {
        let site = try lockedSite()
        let text = try site.read("Content/class/transactions.csv")
        try site.write(text.replacingOccurrences(of: "5.50,\"Lunch", with: "6.50,\"Lunch"), to: "Content/class/transactions.csv")
        #expect(check(site) == ["Content/class/transactions.csv:4:1: " + changed])
    }

    @Test func aChangedMemoFailsAtTheRow() throws {
        let site = try lockedSite()
        let text = try site.read("Content/class/transactions.csv")
        try site.write(text.replacingOccurrences(of: "Lunch, shared", with: "Lunch, split"), to: "Content/class/transactions.csv")
        #expect(check(site) == ["Content/class/transactions.csv:4:1: " + changed])
    }

    @Test func writingTheSameAmountDifferentlyIsNotAChange() throws {
        let site = try lockedSite()
        let text = try site.read("Content/class/transactions.csv")
        try site.write(text.replacingOccurrences(of: ",20.00,", with: ",20,"), to: "Content/class/transactions.csv")
        #expect(check(site).isEmpty)
    }

    @Test func aDeletedRowFailsAtItsLockLineAndTheLockCommandRefuses() throws {
        let site = try lockedSite()
        let text = try site.read("Content/class/transactions.csv")
        try site.write(
            text.split(separator: "\n").filter { !$0.hasPrefix("tx-05") }.joined(separator: "\n") + "\n", to: "Content/class/transactions.csv")
        #expect(check(site) == [
            "Content/class/ledger.lock:7:1: error: the published transaction `tx-05` is no longer in transactions.csv; a published "
                + "transaction is never removed: put its row back as it was, and add a correcting transaction instead",
        ])
        let before = try site.read("Content/class/ledger.lock")
        let result = ClassLock(sitePath: site.path).run()
        #expect(result.message == nil && result.diagnostics.hasErrors)
        #expect(try site.read("Content/class/ledger.lock") == before)
    }

    @Test func aNewRowIsAWarningUntilItIsLockedAndThenPartOfTheRecord() throws {
        let site = try lockedSite()
        let text = try site.read("Content/class/transactions.csv")
        try site.write(text + "tx-06,2026-11-12,stu-a1,stu-b2,1.50,Correction: lunch was 4.00,Ms. R\n", to: "Content/class/transactions.csv")
        #expect(check(site) == [
            "Content/class/transactions.csv:7:1: warning: 1 transaction is not locked yet (`tx-06`); once you have checked them, "
                + "run `cashdash class lock` to publish them",
        ])
        #expect(ClassLock(sitePath: site.path).run().message == "Locked 1 new transaction; 6 are now published and can no longer be changed.")
        #expect(check(site).isEmpty)
        try site.write(text + "tx-06,2026-11-12,stu-a1,stu-b2,2.50,Correction: lunch was 4.00,Ms. R\n", to: "Content/class/transactions.csv")
        #expect(check(site) == [
            "Content/class/transactions.csv:7:1: error: the published transaction `tx-06` was changed; put the row back as it was, "
                + "and add a correcting transaction instead (for example, money back from `to` to `from`)",
        ])
    }

    @Test func aDamagedLockLineIsAnError() throws {
        let site = try lockedSite()
        try site.write(try site.read("Content/class/ledger.lock") + "tx-09 not-a-hash\n", to: "Content/class/ledger.lock")
        #expect(check(site) == [
            "Content/class/ledger.lock:8:1: error: this line should be a transaction id and a 64-digit hash; the lock is written by "
                + "`cashdash class lock`, so restore it from your backup or version history",
        ])
    }
}
