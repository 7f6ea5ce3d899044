import Foundation
import Testing

/// `cashdash publish` given settings and options someone else wrote: nothing reaches git as an option, no password is
/// printed, no branch git would read another way is taken, and nothing is written where publish cannot publish.
@Suite struct PublishSafetyCommandTests {
    static let hasGit = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

    /// A starter site in a git repository with one commit on `main`.
    private func repository(in folder: TemporaryFolder) throws -> URL {
        let made = try CommandRunner.run(["init", "site"], in: folder.url)
        #expect(made.status == 0, "\(made.standardError)")
        let site = folder.url.appendingPathComponent("site")
        try git(["init", "--quiet"], in: site)
        try git(["add", "-A"], in: site)
        try git(["commit", "--quiet", "-m", "The site's sources"], in: site)
        return site
    }

    @discardableResult
    private func git(_ arguments: [String], in directory: URL) throws -> String {
        try CommandRunner.git(arguments, in: directory)
    }

    @Test(.enabled(if: hasGit)) func aRemoteThatIsAnOptionIsRefusedBeforeGitRuns() throws {
        let folder = try TemporaryFolder()
        let site = try repository(in: folder)
        let marker = folder.url.appendingPathComponent("pwned").path
        for remote in [
            "--upload-pack=touch \(marker); false", "--receive-pack=touch \(marker)", "ext::sh -c touch% \(marker)",
        ] {
            let result = try CommandRunner.run(["publish", "--to", "git", "--remote=\(remote)"], in: site)
            #expect(result.status != 0)
            #expect(
                result.standardError.contains("is not a git remote Cash Dash can push to"), "\(result.standardError)")
            #expect(!FileManager.default.fileExists(atPath: marker), "git ran the remote's command")
        }
        // From site.yml, `check` says so at the value, before anything runs.
        var settings = try folder.read("site/Content/site.yml")
        settings += "publish:\n  to: git\n  remote: \"--upload-pack=touch \(marker); false\"\n"
        try folder.write(settings, to: "site/Content/site.yml")
        let line = settings.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let checked = try CommandRunner.run(["check"], in: site)
        #expect(checked.status != 0)
        #expect(
            checked.standardError.contains("site.yml:\(line):11: error: `--upload-pack="), "\(checked.standardError)")
        let daily = try CommandRunner.run(["publish"], in: site)
        #expect(daily.status != 0)
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test(.enabled(if: hasGit)) func aPasswordInARemotesAddressIsNeverPrinted() throws {
        let folder = try TemporaryFolder()
        let site = try repository(in: folder)
        // Nothing listens on port 9 of this machine: the fetch and the push fail at once.
        let result = try CommandRunner.run(
            ["publish", "--to", "git", "--remote", "http://teacher:s3cr3t-t0ken@127.0.0.1:9/site.git"], in: site)
        #expect(result.status != 0)
        #expect(!result.standardError.contains("s3cr3t") && !result.standardOutput.contains("s3cr3t"))
        #expect(result.standardError.contains("http://***@127.0.0.1:9/site.git"), "\(result.standardError)")
        #expect(result.standardError.contains("git said: "), "git's own reason is kept")
    }

    @Test(
        .enabled(if: hasGit),
        arguments: [
            "@", "refs/heads/pages", "origin/main", "HEAD", "v1", "-pages", "a b", "heads/main", "FETCH_HEAD",
            "tags/v2",
        ])
    func aBranchGitWouldReadAnotherWayIsRefused(branch: String) throws {
        let folder = try TemporaryFolder()
        let site = try repository(in: folder)
        try git(["remote", "add", "origin", "../remote.git"], in: site)
        try git(["tag", "v1"], in: site)
        let before = try git(["for-each-ref"], in: site)
        let result = try CommandRunner.run(["publish", "--to", "git", "--no-push", "--branch", branch], in: site)
        #expect(result.status != 0, "\(result.standardOutput)")
        #expect(try git(["for-each-ref"], in: site) == before, "no branch or tag moved")
    }

    @Test(.enabled(if: hasGit)) func aBranchCheckedOutInAnotherWorktreeOrHoldingSourcesIsRefused() throws {
        let folder = try TemporaryFolder()
        let site = try repository(in: folder)
        try git(["branch", "pages"], in: site)
        try git(["worktree", "add", "--quiet", "../pages-tree", "pages"], in: site)
        let worktree = try CommandRunner.run(["publish", "--to", "git", "--no-push", "--branch", "pages"], in: site)
        #expect(worktree.status != 0)
        #expect(worktree.standardError.contains("is checked out in a worktree here"), "\(worktree.standardError)")

        // On another branch, `--branch main` would bury the sources under the pages.
        try git(["checkout", "--quiet", "-b", "drafts"], in: site)
        let main = try git(["rev-parse", "main"], in: site)
        let sources = try CommandRunner.run(["publish", "--to", "git", "--no-push", "--branch", "main"], in: site)
        #expect(sources.status != 0)
        #expect(sources.standardError.contains("holds a site's sources"), "\(sources.standardError)")
        #expect(try git(["rev-parse", "main"], in: site) == main)
    }

    /// `Main` is another branch than `main` on Linux, and the same one on macOS and Windows, where publishing to it
    /// would write the pages over the sources.
    @Test(.enabled(if: hasGit)) func aBranchDifferingOnlyInCaseFromAnotherIsRefused() throws {
        let folder = try TemporaryFolder()
        let site = try repository(in: folder)
        let before = try git(["for-each-ref"], in: site)
        try git(["branch", "feature/x"], in: site)
        for (branch, twin) in [("Main", "main"), ("Feature/y", "feature/x")] {
            let result = try CommandRunner.run(["publish", "--to", "git", "--no-push", "--branch", branch], in: site)
            #expect(result.status != 0)
            #expect(
                result.standardError.contains("differs from the branch `\(twin)` only in case"),
                "\(result.standardError)")
        }
        #expect(try git(["for-each-ref"], in: site) != before, "feature/x is there")
        let other = try CommandRunner.run(["publish", "--to", "git", "--no-push", "--branch", "x/Main"], in: site)
        #expect(other.status == 0, "x/Main shares no folder with main: \(other.standardError)")
    }

    @Test(.enabled(if: hasGit)) func twoPublishesAtOnceTakeTurns() throws {
        let folder = try TemporaryFolder()
        let site = try repository(in: folder)
        let processes = try (0..<3).map { _ in
            let process = Process()
            process.executableURL = CommandRunner.executable
            process.arguments = ["publish", "--to", "git", "--no-push"]
            process.currentDirectoryURL = site
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            try process.run()
            return (process, errors)
        }
        for (process, errors) in processes {
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(text)")
            #expect(!text.contains("cannot lock ref"))
        }
        #expect(
            try git(["rev-list", "--count", "gh-pages"], in: site) == "1", "one commit; the others had nothing new")
    }

    @Test(arguments: ["s3://my-bucket/site", "ftp://example.org/www", "r2:class-site"])
    func anAddressIsRefusedAndNoFolderIsMade(target: String) throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        let before = CommandRunner.tree(site)
        let result = try CommandRunner.run(["publish", "--to", target], in: site)
        #expect(result.status != 0)
        #expect(!result.standardOutput.contains("Published"), "\(result.standardOutput)")
        #expect(result.standardError.contains("is an address, not a folder publish can write to"))
        #expect(Set(CommandRunner.tree(site).keys) == Set(before.keys), "nothing was written, not even Output/")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("s3:").path))
    }

    /// A zip that Python's zipfile wrote with the 1980 date and 0644 on every entry, as reproducible-build tools do.
    @Test func aZipWithCashDashsStampsButNotItsManifestIsKept() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        let zip = folder.url.appendingPathComponent("theirs.zip")
        let made = try CommandRunner.run(
            [
                "-c",
                """
                import sys, zipfile
                with zipfile.ZipFile(sys.argv[1], "w") as z:
                    info = zipfile.ZipInfo("index.html", (1980, 1, 1, 0, 0, 0))
                    info.external_attr = 0o644 << 16
                    z.writestr(info, "my own page")
                """,
                zip.path,
            ], tool: URL(fileURLWithPath: "/usr/bin/python3"))
        #expect(made.status == 0, "\(made.standardError)")
        let before = try Data(contentsOf: zip)
        let site = folder.url.appendingPathComponent("site")
        let refused = try CommandRunner.run(["publish", "--to", zip.path], in: site)
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("is a file Cash Dash did not write"), "\(refused.standardError)")
        #expect(try Data(contentsOf: zip) == before)

        // Its own zip it replaces, and says so only once the file holds it.
        let ours = folder.url.appendingPathComponent("site.zip").path
        #expect(try CommandRunner.run(["publish", "--to", ours], in: site).status == 0)
        try folder.write(
            try folder.read("site/Content/curriculum/01-welcome.md") + "\nMore.\n",
            to: "site/Content/curriculum/01-welcome.md")
        let replaced = try CommandRunner.run(["publish", "--to", ours], in: site)
        #expect(
            replaced.status == 0 && replaced.standardOutput.contains("Replaced \(ours)"), "\(replaced.standardError)")
    }

    @Test func aPipeAtTheZipsPathIsCalledWhatItIs() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        let pipe = folder.url.appendingPathComponent("site.zip").path
        #expect(mkfifo(pipe, 0o644) == 0)
        let result = try CommandRunner.run(["publish", "--to", pipe], in: folder.url.appendingPathComponent("site"))
        #expect(result.status != 0)
        #expect(result.standardError.contains("is not a plain file (a pipe or a device)"), "\(result.standardError)")
    }

    /// A path given with --remote is the current folder's, as --to's is: it had been taken from the site folder.
    @Test(.enabled(if: hasGit)) func aRemotesPathIsTheCurrentFolders() throws {
        let folder = try TemporaryFolder()
        let site = try repository(in: folder)
        try git(["init", "--quiet", "--bare", "pages.git"], in: folder.url)
        let pushed = try CommandRunner.run(
            ["publish", "--site", site.lastPathComponent, "--to", "git", "--remote", "./pages.git"], in: folder.url)
        #expect(pushed.status == 0, "\(pushed.standardError)")
        #expect(
            try git(["rev-list", "--count", "gh-pages"], in: folder.url.appendingPathComponent("pages.git")) == "1")
    }

    /// `--dry-run` for every target: what would be added, changed and removed, and nothing published.
    @Test(.enabled(if: hasGit)) func aDryRunSaysWhatWouldChangeForEveryTargetAndPublishesNothing() throws {
        let folder = try TemporaryFolder()
        let site = try repository(in: folder)
        let branches = try git(["for-each-ref"], in: site)
        let onGit = try CommandRunner.run(["publish", "--to", "git", "--no-push", "--dry-run"], in: site)
        #expect(onGit.status == 0, "\(onGit.standardError)")
        #expect(onGit.standardOutput.contains("Would commit to branch gh-pages: "), "\(onGit.standardOutput)")
        #expect(try git(["for-each-ref"], in: site) == branches, "no branch was made")
        let toFolder = try CommandRunner.run(["publish", "--to", "../www", "--dry-run"], in: site)
        #expect(toFolder.standardOutput.contains("Would publish to ../www: "), "\(toFolder.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("www").path))
        #expect(try CommandRunner.run(["publish", "--to", "../www"], in: site).status == 0)
        let again = try CommandRunner.run(["publish", "--to", "../www", "--dry-run"], in: site)
        #expect(again.standardOutput.contains("0 added, 0 changed, 0 removed"), "\(again.standardOutput)")
        let toZip = try CommandRunner.run(["publish", "--to", "../site.zip", "--dry-run"], in: site)
        #expect(toZip.standardOutput.contains("Would write ../site.zip: "), "\(toZip.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site.zip").path))
    }

    /// Printed statements never replace a published site, nor a site the statements: they had deleted all 346
    /// files of a published folder and put every full name in their place.
    @Test func statementsAndASiteNeverReplaceEachOther() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site", "--example"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        let today = ["CASHDASH_TODAY": "2026-11-24"]
        #expect(try CommandRunner.run(["publish", "--to", "../www"], in: site, environment: today).status == 0)
        let published = CommandRunner.tree(folder.url.appendingPathComponent("www"))
        let statements = try CommandRunner.run(
            ["class", "statements", "--month", "2026-11", "--output", "../www"], in: site, environment: today)
        #expect(statements.status != 0)
        #expect(statements.standardError.contains("holds a built site Cash Dash wrote, not printed statements"))
        #expect(CommandRunner.tree(folder.url.appendingPathComponent("www")) == published)

        #expect(
            try CommandRunner.run(["class", "statements", "--month", "2026-11"], in: site, environment: today).status
                == 0)
        let onStatements = try CommandRunner.run(
            ["publish", "--to", "Statements/2026-11"], in: site, environment: today)
        #expect(onStatements.status != 0)
        #expect(onStatements.standardError.contains("holds printed statements Cash Dash wrote, not a built site"))
    }

    /// A site in a folder of its repository (the workflow's `SITE: a`): its sources branch is refused as well.
    @Test(.enabled(if: hasGit)) func aBranchHoldingTheSitesSourcesInASubfolderIsRefused() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "mono/a"], in: folder.url).status == 0)
        let repository = folder.url.appendingPathComponent("mono")
        try git(["init", "--quiet"], in: repository)
        try git(["add", "-A"], in: repository)
        try git(["commit", "--quiet", "-m", "Two sites"], in: repository)
        try git(["checkout", "--quiet", "-b", "dev"], in: repository)
        let main = try git(["rev-parse", "main"], in: repository)
        let result = try CommandRunner.run(
            ["publish", "--to", "git", "--no-push", "--branch", "main", "--site", "mono/a"], in: folder.url)
        #expect(result.status != 0)
        #expect(result.standardError.contains("holds a site's sources"), "\(result.standardError)")
        #expect(try git(["rev-parse", "main"], in: repository) == main)
    }

    /// A folder target reached through a link into Content/: each publish would hold the one before it.
    @Test func aFolderInsideContentThroughALinkIsRefused() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("content-link").path,
            withDestinationPath: site.appendingPathComponent("Content").path)
        let result = try CommandRunner.run(["publish", "--to", "../content-link/published"], in: site)
        #expect(result.status != 0)
        #expect(result.standardError.contains("is inside the site's Content folder"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Content/published").path))
    }

    /// A folder inside Content/ that is a link to where the zip goes: each zip would hold the one before it.
    @Test func aZipInAFolderLinkedFromContentIsRefused() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("downloads"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("Content/files").path, withDestinationPath: "../downloads")
        let result = try CommandRunner.run(["publish", "--to", "downloads/site.zip"], in: site)
        #expect(result.status != 0)
        #expect(result.standardError.contains("is inside the site's Content folder"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("downloads/site.zip").path))
    }
}
