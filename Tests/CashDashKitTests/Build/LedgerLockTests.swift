@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
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

    func changed(_ what: String) -> String {
        "error: the published transaction `tx-03` was changed: \(what); put the row back as it was, and add a correcting "
            + "transaction instead (for example, money back from `to` to `from`)"
    }

    @Test func aLockedSiteChecksCleanAndTheLockIsOneLinePerTransactionAndATotal() throws {
        let site = try lockedSite()
        #expect(check(site).isEmpty)
        let lines = try site.read("Content/class/ledger.lock").split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.count == 6)
        #expect(
            lines[2].split(separator: "\t").dropLast() == [
                "tx-03", "2026-10-20", "stu-a1", "stu-b2", "5.50", "Lunch, shared", "Ms. R",
            ])
        #expect(lines[2].split(separator: "\t").last?.count == 64)
        #expect(lines[5] == "total 5 " + lines[4].suffix(64), "the total repeats the last chain hash")
        #expect(
            lines[1].hasPrefix("tx-02\t2026-10-01\tbank\tstu-b2\t15.00\t"),
            "the amount as an exact decimal, as `15` means")
        #expect(ClassLock(sitePath: site.path).run().message == "Nothing new to lock: all 5 transactions are locked.")
    }

    @Test func aChangedAmountFailsAtTheRow() throws {
        let site = try lockedSite()
        let text = try site.read("Content/class/transactions.csv")
        try site.write(
            text.replacingOccurrences(of: "5.50,\"Lunch", with: "6.50,\"Lunch"), to: "Content/class/transactions.csv")
        #expect(check(site) == ["Content/class/transactions.csv:4:1: " + changed("amount 5.50 → 6.50")])
    }

    @Test func aChangedMemoFailsAtTheRow() throws {
        let site = try lockedSite()
        let text = try site.read("Content/class/transactions.csv")
        try site.write(
            text.replacingOccurrences(of: "Lunch, shared", with: "Lunch, split"), to: "Content/class/transactions.csv")
        #expect(
            check(site) == ["Content/class/transactions.csv:4:1: " + changed("memo “Lunch, shared” → “Lunch, split”")])
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
            text.split(separator: "\n").filter { !$0.hasPrefix("tx-05") }.joined(separator: "\n") + "\n",
            to: "Content/class/transactions.csv")
        #expect(
            check(site) == [
                "Content/class/ledger.lock:8:1: error: the published transaction `tx-05` is no longer in transactions.csv; a published "
                    + "transaction is never removed: put its row back as it was, and add a correcting transaction instead"
            ])
        let before = try site.read("Content/class/ledger.lock")
        let result = ClassLock(sitePath: site.path).run()
        #expect(result.message == nil && result.diagnostics.hasErrors)
        #expect(try site.read("Content/class/ledger.lock") == before)
    }

    @Test func aNewRowIsAWarningUntilItIsLockedAndThenPartOfTheRecord() throws {
        let site = try lockedSite()
        let text = try site.read("Content/class/transactions.csv")
        try site.write(
            text + "tx-06,2026-11-12,stu-a1,stu-b2,1.50,Correction: lunch was 4.00,Ms. R\n",
            to: "Content/class/transactions.csv")
        #expect(
            check(site) == [
                "Content/class/transactions.csv:7:1: warning: 1 transaction is not locked yet (`tx-06`); once you have checked them, "
                    + "run `cashdash class lock` to publish them"
            ])
        #expect(
            ClassLock(sitePath: site.path).run().message
                == "Locked 1 new transaction; 6 are now published and can no longer be changed.")
        #expect(check(site).isEmpty)
        try site.write(
            text + "tx-06,2026-11-12,stu-a1,stu-b2,2.50,Correction: lunch was 4.00,Ms. R\n",
            to: "Content/class/transactions.csv")
        #expect(
            check(site) == [
                "Content/class/transactions.csv:7:1: error: the published transaction `tx-06` was changed: amount 1.50 → 2.50; put the "
                    + "row back as it was, and add a correcting transaction instead (for example, money back from `to` to `from`)"
            ])
    }

    @Test func aDamagedLockLineIsAnError() throws {
        let site = try lockedSite()
        let lock = try site.read("Content/class/ledger.lock")
        try site.write(
            lock.replacingOccurrences(of: "total 5", with: "tx-09 not-a-hash\ntotal 5"), to: "Content/class/ledger.lock"
        )
        #expect(
            check(site) == [
                "Content/class/ledger.lock:9:1: error: this line should be a published transaction's values and its chain hash, "
                    + "separated by tabs; the lock is written by `cashdash class lock`, so restore it from your backup or version history"
            ])
    }

    /// The lock's lines without comments, and the rest of the file around them.
    func lockLines(_ site: TemporarySite) throws -> [String] {
        try site.read("Content/class/ledger.lock").split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
    }

    @Test func removingTheLastRowWithItsLockLineIsAnError() throws {
        let site = try lockedSite()
        let rows = try site.read("Content/class/transactions.csv").split(separator: "\n").filter {
            !$0.hasPrefix("tx-05")
        }
        try site.write(rows.joined(separator: "\n") + "\n", to: "Content/class/transactions.csv")
        let lines = try lockLines(site).filter { !$0.hasPrefix("tx-05") }
        try site.write(LedgerLock.header + lines.joined(separator: "\n") + "\n", to: "Content/class/ledger.lock")
        let problems = check(site)
        #expect(problems.count == 1)
        #expect(
            problems.first?.hasPrefix(
                "Content/class/ledger.lock:8:1: error: the lock says it holds 5 transactions ending in chain") == true)
        #expect(problems.first?.contains("but it lists 4; locked lines were removed or changed") == true)
    }

    @Test func anEditedRowWithItsLockLineEditedTooBreaksTheChain() throws {
        let site = try lockedSite()
        let text = try site.read("Content/class/transactions.csv")
        try site.write(
            text.replacingOccurrences(of: "5.50,\"Lunch", with: "6.50,\"Lunch"), to: "Content/class/transactions.csv")
        var lines = try lockLines(site)
        lines[2] = lines[2].replacingOccurrences(of: "\t5.50\t", with: "\t6.50\t")
        try site.write(LedgerLock.header + lines.joined(separator: "\n") + "\n", to: "Content/class/ledger.lock")
        #expect(
            check(site) == [
                "Content/class/ledger.lock:6:1: error: the lock's chain breaks here: this line, or one above it, was edited after it was "
                    + "locked; the lock is written by `cashdash class lock`, so restore it from your backup or version history"
            ])
    }

    @Test func aLockDeletedOrRewrittenAfterABuildIsAnError() throws {
        let site = try lockedSite()
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let lock = try site.read("Content/class/ledger.lock")
        try FileManager.default.removeItem(atPath: site.path + "/Content/class/ledger.lock")
        let problems = SiteBuilder(sitePath: site.path).build().diagnostics.errors.map(\.message)
        #expect(
            problems == [
                "the lock is missing, but the site was last built from a lock of 5 published transactions; restore ledger.lock from "
                    + "your backup or version history"
            ])

        // A whole new lock, made after editing a published row: consistent in itself, but not what was published.
        let text = try site.read("Content/class/transactions.csv")
        try site.write(
            text.replacingOccurrences(of: "5.50,\"Lunch", with: "6.50,\"Lunch"), to: "Content/class/transactions.csv")
        #expect(ClassLock(sitePath: site.path).run().message != nil)
        let rewritten = SiteBuilder(sitePath: site.path).build().diagnostics.errors.map(\.message)
        #expect(
            rewritten.count == 1
                && rewritten[0].hasPrefix(
                    "the lock no longer holds what was published: the site was last built from a lock of 5 transactions"
                ))

        try site.write(text, to: "Content/class/transactions.csv")
        try site.write(lock, to: "Content/class/ledger.lock")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded, "the published lock restored")
    }

    @Test func aBuildWithoutTheClassFolderKeepsThePublishedRecord() throws {
        let site = try lockedSite()
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let record = try site.read("Output/.cashdash/class-lock")
        let classFolder = site.root.appendingPathComponent("Content/class")
        let aside = site.root.appendingPathComponent("class-aside")
        try FileManager.default.moveItem(at: classFolder, to: aside)
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(try site.read("Output/.cashdash/class-lock") == record, "the record of what was published stays")

        // The class put back with a published row edited and a whole new lock made for it: the next build sees it.
        try FileManager.default.moveItem(at: aside, to: classFolder)
        let text = try site.read("Content/class/transactions.csv")
        try site.write(
            text.replacingOccurrences(of: "5.50,\"Lunch", with: "6.50,\"Lunch"), to: "Content/class/transactions.csv")
        try FileManager.default.removeItem(atPath: site.path + "/Content/class/ledger.lock")
        #expect(ClassLock(sitePath: site.path).run().message != nil)
        let problems = SiteBuilder(sitePath: site.path).build().diagnostics.errors.map(\.message)
        #expect(
            problems.count == 1 && problems[0].hasPrefix("the lock no longer holds what was published"), "\(problems)")
    }

    @Test func aLockOfTheFirstFormatIsReadWithAWarningAndRewrittenByTheLockCommand() throws {
        let site = try lockedSite()
        let old = try lockLines(site).dropLast().map { line in
            let values = TransactionValues(
                fields: line.split(separator: "\t", omittingEmptySubsequences: false).prefix(7).map(String.init))!
            return "\(values.id) \(values.fingerprint)"
        }
        try site.write("# old\n" + old.joined(separator: "\n") + "\n", to: "Content/class/ledger.lock")
        #expect(
            check(site) == [
                "Content/class/ledger.lock:1:1: warning: this lock is in the first format, without a chain or a total; run "
                    + "`cashdash class lock` once to rewrite it with them"
            ])
        #expect(ClassLock(sitePath: site.path).run().message == rewrote)
        #expect(check(site).isEmpty)
        #expect(try lockLines(site).last?.hasPrefix("total 5 ") == true)
    }

    let rewrote =
        "Rewrote the lock with each published transaction's values, a chain hash and a total; 5 transactions are published."

    @Test func aLockOfTheChainedHashFormatIsReadAndRewrittenWithValuesKeepingItsChain() throws {
        let site = try lockedSite()
        let values = try lockLines(site)
        var chained = LedgerLock()
        for line in values.dropLast() {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let row = try #require(TransactionValues(fields: Array(cells.prefix(7))))
            chained.entries.append(.init(id: row.id, hash: row.fingerprint, chain: cells[7], line: 0))
        }
        let old = chained.entries.map { "\($0.id) \($0.hash) \($0.chain)" } + [values.last!]
        try site.write("# the second format\n" + old.joined(separator: "\n") + "\n", to: "Content/class/ledger.lock")
        #expect(check(site).isEmpty)
        let text = try site.read("Content/class/transactions.csv")
        try site.write(
            text.replacingOccurrences(of: "5.50,\"Lunch", with: "6.50,\"Lunch"), to: "Content/class/transactions.csv")
        #expect(
            check(site) == [
                "Content/class/transactions.csv:4:1: error: the published transaction `tx-03` was changed; put the row back "
                    + "as it was, and add a correcting transaction instead (for example, money back from `to` to `from`)"
            ],
            "a lock of hashes cannot say what the value was")
        try site.write(text, to: "Content/class/transactions.csv")
        #expect(ClassLock(sitePath: site.path).run().message == rewrote)
        #expect(try lockLines(site) == values, "the same values and the same chain")
    }
}
