import Foundation
import TestSupport
import Testing

/// The commands that write a user's files (`add`, `undo`, `class`, `import`) keep their copies beside the file, keep
/// its owner, clean up after a killed run, and print only what is true and safe for a terminal.
@Suite struct WriterSafetyCommandTests {
    static let today = ["CASHDASH_TODAY": "2026-11-24"]

    private func site(
        ledger: String = "date,amount,type,category,note\n2026-11-02,30.00,deposit,Allowance,Week\n"
    )
        throws -> TemporaryFolder
    {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        try folder.write(ledger, to: "Content/budgets/home.csv")
        return folder
    }

    /// What `folder` holds, by name, at its top.
    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func addAndTheClassCopyNothingIntoTheSharedTemporaryFolder() throws {
        let folder = try site()
        let shared = folder.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        let environment = Self.today.merging(["TMPDIR": shared.path]) { $1 }
        let budgets = folder.url.appendingPathComponent("Content/budgets")
        chmod(budgets.appendingPathComponent("home.csv").path, 0o600)
        let added = try CommandRunner.run(["add", "2", "Allowance", "Tea"], in: folder.url, environment: environment)
        #expect(added.status == 0, "\(added.standardError)")
        try folder.write("id,name\ns01,Ava Brightwater\n", to: "Content/class/students.csv")
        let paid = try CommandRunner.run(
            ["class", "pay", "Ava", "5", "Helping"], in: folder.url, environment: environment)
        #expect(paid.status == 0, "\(paid.standardError)")
        #expect(try names(in: shared) == [])
        #expect(try names(in: budgets) == ["home.csv"], "no scratch copy is left beside the ledger")
        #expect(!(try names(in: folder.url.appendingPathComponent("Content/class"))).contains { $0.hasPrefix(".") })
        var status = stat()
        #expect(stat(budgets.appendingPathComponent("home.csv").path, &status) == 0 && status.st_mode & 0o777 == 0o600)
    }

    @Test func whatAKilledRunLeftIsRemovedByTheNext() throws {
        let folder = try site()
        let budgets = folder.url.appendingPathComponent("Content/budgets")
        // A process id no process has: the largest the kernel gives, plus one.
        let limit =
            (try? String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 4_194_304
        let gone = limit + 1
        try folder.write("half a ledger", to: "Content/budgets/.home.csv.\(gone).tmp")
        try folder.write("a copy", to: "Content/budgets/.cashdash-scratch-\(gone)/home.csv")
        let added = try CommandRunner.run(["add", "2", "Allowance", "Tea"], in: folder.url, environment: Self.today)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(try names(in: budgets) == ["home.csv"])
    }

    @Test(.enabled(if: geteuid() == 0, "changing a file's owner needs root"))
    func aLedgerAddedToAsRootKeepsItsOwner() throws {
        let folder = try site()
        let ledger = folder.url.appendingPathComponent("Content/budgets/home.csv").path
        #expect(chown(ledger, 65_534, 65_534) == 0)
        let added = try CommandRunner.run(["add", "2", "Allowance", "Tea"], in: folder.url, environment: Self.today)
        #expect(added.status == 0, "\(added.standardError)")
        var status = stat()
        #expect(stat(ledger, &status) == 0 && status.st_uid == 65_534 && status.st_gid == 65_534)
    }

    @Test func aNotesEscapeCodesAreShownNotObeyed() throws {
        let folder = try site()
        let added = try CommandRunner.run(
            ["add", "2", "Allowance", "Tea \u{1B}[2J\u{1B}]0;pwned\u{07}"], in: folder.url, environment: Self.today)
        #expect(added.status == 0, "\(added.standardError)")
        let undone = try CommandRunner.run(["undo"], in: folder.url, environment: Self.today)
        #expect(undone.status == 0, "\(undone.standardError)")
        for output in [added.standardOutput, undone.standardOutput] {
            #expect(!output.contains("\u{1B}") && !output.contains("\u{07}"), "\(output)")
            #expect(output.contains("Tea \\u{1B}[2J"), "\(output)")
        }
    }

    @Test func aRowDatedYearsAheadIsAWarningAtItsLine() throws {
        let folder = try site(
            ledger: "date,amount,type,category,note\n2026-11-02,30.00,deposit,Allowance,Week\n"
                + "2075-11-03,3.00,expense,Food,Typed 75 for 25\n")
        let checked = try CommandRunner.run(["check"], in: folder.url, environment: Self.today)
        #expect(
            checked.standardError.contains(
                "Content/budgets/home.csv:3:1: warning: this row is dated 2075-11-03, more than a year after today"),
            "\(checked.standardError)")
    }

    @Test func importIntoAnEmptyBudgetsFileAddsTheProfileAndSaysSoTruly() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        try folder.write("", to: "Content/budgets/budgets.yml")
        try folder.write(ImportCommandTests.chase, to: "chase-2026-11.csv")
        let imported = try CommandRunner.run(["import", "chase-2026-11.csv", "--yes"], in: folder.url)
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.contains("Added the profile"))
        #expect(try folder.read("Content/budgets/budgets.yml").contains("\"chase-*.csv\":"))
        let report = try CommandRunner.run(["check"], in: folder.url)
        #expect(report.status == 0, "\(report.standardError)")
    }

    @Test func importOutsideASiteWritesNothingAndSaysToStartOne() throws {
        let folder = try TemporaryFolder()
        try folder.write(ImportCommandTests.chase, to: "chase-2026-11.csv")
        let imported = try CommandRunner.run(["import", "chase-2026-11.csv", "--yes"], in: folder.url)
        #expect(imported.status != 0)
        #expect(imported.standardError.contains("start one with `cashdash init`"), "\(imported.standardError)")
        #expect(try names(in: folder.url) == ["chase-2026-11.csv"])
    }

    @Test func aFractionOfACentIsNotTakenForAThousand() throws {
        let folder = try site()
        let refused = try CommandRunner.run(["add", "0.001", "Allowance"], in: folder.url, environment: Self.today)
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("`0.001` has more decimals than USD has (2); round it to 2 decimals"))
        #expect(!refused.standardError.contains("write 0001"), "\(refused.standardError)")
        let thousand = try CommandRunner.run(["add", "1.500", "Allowance"], in: folder.url, environment: Self.today)
        #expect(
            thousand.standardError.contains("for a thousand or more, write 1500 or 1,500"), "\(thousand.standardError)")
    }

    @Test func importWritesNothingWhenItsExportCannotBeCopied() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Home\n", to: "Content/site.yml")
        try folder.write("# settings\n", to: "Content/budgets/budgets.yml")
        try folder.write("date,amount\n2026-01-01,1.00\n", to: "Content/budgets/chase-2026-11.csv")
        try folder.write(ImportCommandTests.chase, to: "chase-2026-11.csv")
        let imported = try CommandRunner.run(["import", "chase-2026-11.csv", "--yes"], in: folder.url)
        #expect(imported.status != 0)
        #expect(!imported.standardOutput.contains("Added"), "\(imported.standardOutput)")
        #expect(imported.standardError.contains("another file by this name is in"), "\(imported.standardError)")
        #expect(try folder.read("Content/budgets/budgets.yml") == "# settings\n")
    }

    @Test(.enabled(if: geteuid() == 0, "changing a file's owner needs root"))
    func theClassLockKeepsItsOwnerAndMode() throws {
        let site = try classSite()
        let lock = site.root.appendingPathComponent("Content/class/ledger.lock").path
        #expect(try CommandRunner.run(["class", "lock"], in: site.root).status == 0)
        #expect(chown(lock, 65_534, 65_534) == 0 && chmod(lock, 0o640) == 0)
        try site.write(
            try site.read("Content/class/transactions.csv") + "tx-06,2026-11-12,bank,stu-c3,1.00,Bonus,Ms. R\n",
            to: "Content/class/transactions.csv")
        #expect(try CommandRunner.run(["class", "lock"], in: site.root).status == 0)
        var status = stat()
        #expect(stat(lock, &status) == 0 && status.st_uid == 65_534 && status.st_mode & 0o777 == 0o640)
    }

    @Test func aNewBudgetsNameIsOneAFileCanHave() throws {
        let folder = try site()
        for name in ["*", "x\\y", "../x", ".hidden"] {
            let refused = try CommandRunner.run(
                ["add", "2", "Tea", "--budget", name, "--new-budget"], in: folder.url, environment: Self.today)
            #expect(refused.status != 0, "\(name)")
        }
        #expect(try names(in: folder.url.appendingPathComponent("Content/budgets")) == ["home.csv"])
    }
}
