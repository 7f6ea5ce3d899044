import Foundation
import TestSupport
import Testing

/// `cashdash publish` run as a user runs it: onto a git branch of a local bare repository, into a folder, into a zip.
@Suite struct PublishCommandTests {
    static let hasGit = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

    /// A starter site made by `init`, built once.
    private func starterSite(in folder: TemporaryFolder) throws -> URL {
        let made = try CommandRunner.run(["init", "site"], in: folder.url)
        #expect(made.status == 0, "\(made.standardError)")
        return folder.url.appendingPathComponent("site")
    }

    @discardableResult
    private func git(_ arguments: [String], in directory: URL) throws -> String {
        try CommandRunner.git(arguments, in: directory)
    }

    @Test(.enabled(if: hasGit)) func publishToGitTwiceCommitsOnceKeepsCNAMEAndLeavesTheWorkingTreeAlone() throws {
        let folder = try TemporaryFolder()
        let site = try starterSite(in: folder)
        try git(["init", "--quiet", "--bare", "remote.git"], in: folder.url)
        try git(["init", "--quiet"], in: site)
        try git(["add", "-A"], in: site)
        try git(["commit", "--quiet", "-m", "The site's sources"], in: site)
        try git(["remote", "add", "origin", "../remote.git"], in: site)
        try folder.write("not added yet\n", to: "site/notes.txt")
        try folder.write("half-done edit\n", to: "site/Content/curriculum/01-welcome.md.orig")
        #expect(try CommandRunner.run(["build", "-q"], in: site).status == 0)
        // The records that note when the build looked at the files (``PageRecord``, ``StandingBuild``,
        // ``LoadedChapters``): each build may write them again.
        let skipped: Set<String> = [".git/objects", ".git/refs", ".git/logs", ".git/FETCH_HEAD", ".git/packed-refs"]
        let contents = {
            folderContents(site, skipping: skipped).filter {
                !$0.key.hasPrefix("Output/") || !notesStamps(String($0.key.dropFirst(7)))
            }
        }
        let before = contents()

        let first = try CommandRunner.run(["publish", "--to", "git"], in: site)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(
            first.standardOutput.contains("Committed the site to branch gh-pages")
                && first.standardOutput.contains("Pushed branch gh-pages to origin"),
            "\(first.standardOutput)")
        let remote = folder.url.appendingPathComponent("remote.git")
        let files = try git(["ls-tree", "-r", "--name-only", "gh-pages"], in: remote).split(separator: "\n")
        #expect(
            files.contains(".nojekyll") && files.contains("index.html")
                && files.contains("curriculum/welcome/index.html"))

        // The site's owner sets a custom domain, as GitHub's Pages settings do: a CNAME committed onto the branch.
        try git(["clone", "--quiet", "--branch", "gh-pages", "remote.git", "pages"], in: folder.url)
        try folder.write("class.example.org\n", to: "pages/CNAME")
        let pages = folder.url.appendingPathComponent("pages")
        try git(["add", "CNAME"], in: pages)
        try git(["commit", "--quiet", "-m", "Custom domain"], in: pages)
        try git(["push", "--quiet", "origin", "gh-pages"], in: pages)
        let withCNAME = try git(["rev-parse", "gh-pages"], in: remote)

        let second = try CommandRunner.run(["publish", "--to", "git"], in: site)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.contains("Nothing changed on branch gh-pages"), "\(second.standardOutput)")
        #expect(try git(["rev-parse", "gh-pages"], in: remote) == withCNAME, "no new commit")
        #expect(try git(["rev-list", "--count", "gh-pages"], in: remote) == "2")
        #expect(try git(["show", "gh-pages:CNAME"], in: remote) == "class.example.org")

        let after = contents()
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(after == before, "the working tree, the index and HEAD are byte for byte as they were")
    }

    @Test(.enabled(if: hasGit)) func publishToGitWithNoPushAndAChangeMakesOneNewCommitKeepingCNAME() throws {
        let folder = try TemporaryFolder()
        let site = try starterSite(in: folder)
        try git(["init", "--quiet"], in: site)
        try folder.write("publish: {to: git, branch: pages, push: false}\n", to: "site/extra.yml")
        var settings = try folder.read("site/Content/site.yml")
        settings += "\npublish: {to: git, branch: pages, push: false}\n"
        try folder.write(settings, to: "site/Content/site.yml")
        let first = try CommandRunner.run(["publish"], in: site)
        #expect(
            first.status == 0 && first.standardOutput.contains("Not pushed"),
            "\(first.standardOutput)\(first.standardError)")
        // A file of the user's on the branch, put there without Cash Dash.
        let blob = try git(["hash-object", "-w", "extra.yml"], in: site)
        try git(["read-tree", "pages"], in: site)
        try git(["update-index", "--add", "--cacheinfo", "100644,\(blob),CNAME"], in: site)
        let tree = try git(["write-tree"], in: site)
        let commit = try git(["commit-tree", tree, "-p", "pages", "-m", "CNAME"], in: site)
        try git(["update-ref", "refs/heads/pages", commit], in: site)
        try git(["read-tree", "--empty"], in: site)
        try folder.write(
            try folder.read("site/Content/curriculum/01-welcome.md") + "\nSomething new.\n",
            to: "site/Content/curriculum/01-welcome.md")
        let second = try CommandRunner.run(["publish"], in: site)
        #expect(second.status == 0, "\(second.standardError)")
        // The chapter, the print page, and the search shards of the chapter's words, whose excerpts changed.
        #expect(second.standardOutput.contains("0 added, 13 changed, 0 removed"), "\(second.standardOutput)")
        #expect(
            second.standardOutput.contains(
                "changed: curriculum/print/index.html, curriculum/welcome/index.html, search/"))
        #expect(try git(["rev-list", "--count", "pages"], in: site) == "3")
        #expect(try git(["ls-tree", "--name-only", "pages"], in: site).split(separator: "\n").contains("CNAME"))
    }

    /// The branch holds files of the user's where Cash Dash needs a folder (`glossary`, beside the page
    /// `glossary/index.html`) and a file (`404.html`, which the user made a folder): its pages would delete them from
    /// the branch, so nothing is committed and the message names them.
    @Test(.enabled(if: hasGit)) func publishToGitRefusesToDeleteTheUsersFilesWhereItNeedsAFolderOrAFile() throws {
        let folder = try TemporaryFolder()
        let site = try starterSite(in: folder)
        try git(["init", "--quiet"], in: site)
        try folder.write("my own word list\n", to: "words.txt")
        let blob = try git(["hash-object", "-w", "../words.txt"], in: site)
        let index = ["GIT_INDEX_FILE": folder.url.appendingPathComponent("pages-index").path]
        for arguments in [
            ["update-index", "--add", "--cacheinfo", "100644,\(blob),glossary"],
            ["update-index", "--add", "--cacheinfo", "100644,\(blob),404.html/notes.txt"],
        ] {
            #expect(try CommandRunner.run(arguments, in: site, tool: gitTool, environment: index).status == 0)
        }
        let tree = try CommandRunner.run(["write-tree"], in: site, tool: gitTool, environment: index)
        let commit = try git(
            ["commit-tree", tree.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines), "-m", "My pages"],
            in: site)
        try git(["update-ref", "refs/heads/gh-pages", commit], in: site)

        let published = try CommandRunner.run(["publish", "--to", "git", "--no-push"], in: site)
        #expect(published.status != 0, "\(published.standardOutput)")
        #expect(
            published.standardError.contains(
                "404.html/notes.txt, glossary on branch gh-pages were not put there by Cash Dash"),
            "\(published.standardError)")
        #expect(try git(["rev-parse", "gh-pages"], in: site) == commit, "no commit")
        #expect(try git(["show", "gh-pages:glossary"], in: site) == "my own word list")
    }

    private var gitTool: URL { URL(fileURLWithPath: "/usr/bin/git") }

    @Test func publishToAFolderKeepsAForeignFileAndRefusesAFolderItDidNotMake() throws {
        let folder = try TemporaryFolder()
        let site = try starterSite(in: folder)
        let first = try CommandRunner.run(["publish", "--to", "../www"], in: site)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(
            first.standardOutput.contains("Published to ../www:")
                && first.standardOutput.contains("0 changed, 0 removed"))
        try folder.write("Options -Indexes\n", to: "www/.htaccess")
        try folder.write("the school's notice\n", to: "www/notice.txt")
        try folder.write(
            try folder.read("site/Content/curriculum/01-welcome.md") + "\nSomething new.\n",
            to: "site/Content/curriculum/01-welcome.md")
        let second = try CommandRunner.run(["publish", "--to", "../www"], in: site)
        #expect(second.status == 0, "\(second.standardError)")
        // The chapter, the print page, and the search shards of the chapter's words, whose excerpts changed.
        #expect(second.standardOutput.contains("0 added, 13 changed, 0 removed"), "\(second.standardOutput)")
        #expect(
            second.standardOutput.contains(
                "changed: curriculum/print/index.html, curriculum/welcome/index.html, search/"))
        #expect(try folder.read("www/notice.txt") == "the school's notice\n")
        #expect(try folder.read("www/.htaccess") == "Options -Indexes\n")
        #expect(try folder.read("www/curriculum/welcome/index.html").contains("Something new."))

        try folder.write("someone else's page\n", to: "other/index.html")
        let refused = try CommandRunner.run(["publish", "--to", "../other"], in: site)
        #expect(refused.status != 0)
        #expect(
            refused.standardError.contains("already holds files that Cash Dash did not make (index.html)"),
            "\(refused.standardError)")
        #expect(refused.standardError.contains("nothing was published"))
        #expect(try folder.read("other/index.html") == "someone else's page\n")
    }

    /// site.yml's `publish: to: ~/www`, which a shell would read as the home folder's `www`: run in the site it went
    /// to the home folder, run with --site (as a schedule runs it) into a folder named `~` inside the site. It is an
    /// error at the value, which `check` and `build` report too, and `daily` before fetching; nothing is written.
    @Test func aFolderInSiteYMLStartingWithATildeIsRefused() throws {
        let folder = try TemporaryFolder()
        let site = try starterSite(in: folder)
        let starter = try folder.read("site/Content/site.yml")
        // A provider that cannot answer: `daily` must stop before asking it.
        let rates = "rates:\n  providers: [{name: ecb, url: \"http://127.0.0.1:9/x.xml\"}]\n"
        try folder.write(starter + "\npublish:\n  to: ~/www\n" + rates, to: "site/Content/site.yml")
        let line = starter.components(separatedBy: "\n").count + 2
        let error =
            "site/Content/site.yml:\(line):7: error: `publish: to: ~/www` starts with ~, which only a shell reads as a "
            + "home folder; write the folder's whole path instead, such as /"
        for command in [["check"], ["build"], ["publish"], ["daily"]] {
            let scheduled = try CommandRunner.run(command + ["--site", "site"], in: folder.url)
            #expect(scheduled.status != 0, "\(command)")
            #expect(scheduled.standardError.contains(error), "\(command): \(scheduled.standardError)")
        }
        let daily = try CommandRunner.run(["daily", "--site", "site"], in: folder.url)
        #expect(daily.standardError.contains("no rates were fetched"), "\(daily.standardError)")
        #expect(!folder.exists("site/~") && !folder.exists("site/Output"), "nothing written")
        let inTheSite = try CommandRunner.run(["publish"], in: site)
        #expect(inTheSite.status != 0 && inTheSite.standardError.contains("starts with ~"))
        #expect(!folder.exists("site/~") && !folder.exists("site/Output"))
    }

    /// `publish` builds for the day `CASHDASH_TODAY` names, as `build` does: the rates page says its rates are old only
    /// when they are, for that day.
    @Test func publishBuildsForTheDayItIsToldItIs() throws {
        let folder = try TemporaryFolder()
        let site = try starterSite(in: folder)
        try folder.write(
            "{\"base\": \"EUR\", \"date\": \"2026-11-20\", \"provider\": \"ecb\", \"rates\": {\"USD\": 1.1}}\n",
            to: "site/Content/rates/2026-11-20.json")
        let fresh = try CommandRunner.run(
            ["publish", "--to", "../fresh"], in: site, environment: ["CASHDASH_TODAY": "2026-11-21"])
        #expect(fresh.status == 0, "\(fresh.standardError)")
        #expect(!(try folder.read("fresh/rates/index.html")).contains("<p class=\"alerts stale\" role=\"note\">"))
        let later = try CommandRunner.run(
            ["publish", "--to", "../later"], in: site, environment: ["CASHDASH_TODAY": "2026-12-20"])
        #expect(later.status == 0, "\(later.standardError)")
        #expect(
            try folder.read("later/rates/index.html").contains(
                "These are the rates of November\u{A0}20,\u{A0}2026, 30 days ago"))
    }

    /// A zip offered for download from the site, written among the chapters: the build copies the files there into the
    /// site, so each zip held the one before it and grew by a whole site with every publish. It is refused, and the
    /// zip beside the site folder still works.
    @Test func aZipInsideTheSitesContentIsRefused() throws {
        let folder = try TemporaryFolder()
        let site = try starterSite(in: folder)
        try FileManager.default.createDirectory(
            at: site.appendingPathComponent("Content/curriculum/downloads"), withIntermediateDirectories: true)
        let refused = try CommandRunner.run(
            ["publish", "--to", "Content/curriculum/downloads/class-site.zip"], in: site)
        #expect(refused.status != 0)
        #expect(
            refused.standardError.contains(
                "Content/curriculum/downloads/class-site.zip:1:1: error: Content/curriculum/downloads/class-site.zip is "
                    + "inside the site's Content folder, whose files the build copies into the site"),
            "\(refused.standardError)")
        #expect(!folder.exists("site/Content/curriculum/downloads/class-site.zip"))
        let templates = try CommandRunner.run(
            ["publish", "--site", "site", "--to", "site/Templates/site.zip"], in: folder.url)
        #expect(templates.status != 0 && templates.standardError.contains("inside the site's Templates folder"))
        #expect(!folder.exists("site/Templates"), "nothing made")
        #expect(try CommandRunner.run(["publish", "--to", "../class-site.zip"], in: site).status == 0)
    }

    /// The same zip named in site.yml: the error points at its `to:` line, where the fix goes, not at the zip, which
    /// does not exist.
    @Test func aZipInsideTheSitesContentFromSiteYMLIsAnErrorAtItsLine() throws {
        let folder = try TemporaryFolder()
        let site = try starterSite(in: folder)
        let starter = try folder.read("site/Content/site.yml")
        try folder.write(starter + "\npublish:\n  to: Content/site.zip\n", to: "site/Content/site.yml")
        let refused = try CommandRunner.run(["publish"], in: site)
        #expect(refused.status != 0)
        #expect(
            refused.standardError.contains(
                "Content/site.yml:\(starter.components(separatedBy: "\n").count + 2):7: error: Content/site.zip is inside "
                    + "the site's Content folder"),
            "\(refused.standardError)")
        #expect(!folder.exists("site/Content/site.zip"))
    }

    @Test func publishToAZipTwiceGivesTheSameBytesAndNeverAfterABuildWithErrors() throws {
        let folder = try TemporaryFolder()
        let site = try starterSite(in: folder)
        let first = try CommandRunner.run(["publish", "--to", "../site.zip"], in: site)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput.contains("Wrote ../site.zip"))
        let bytes = try Data(contentsOf: folder.url.appendingPathComponent("site.zip"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("site.zip"))
        try FileManager.default.removeItem(at: site.appendingPathComponent("Output"))
        sleep(1)  // another second on every file's clock: the zip must not record it
        let again = try CommandRunner.run(["publish", "--to", "../site.zip"], in: site)
        #expect(again.status == 0, "\(again.standardError)")
        #expect(
            try Data(contentsOf: folder.url.appendingPathComponent("site.zip")) == bytes,
            "the same site, the same bytes")
        let unzip = try CommandRunner.run(
            ["-l", "site.zip"], in: folder.url, tool: URL(fileURLWithPath: "/usr/bin/unzip"))
        if unzip.status == 0 { #expect(unzip.standardOutput.contains("curriculum/welcome/index.html")) }

        try folder.write("not a zip of ours\n", to: "mine.zip")
        let refused = try CommandRunner.run(["publish", "--to", "../mine.zip"], in: site)
        #expect(refused.status != 0 && refused.standardError.contains("a file Cash Dash did not write"))
        #expect(try folder.read("mine.zip") == "not a zip of ours\n")

        try folder.write("---\ntitle: [unclosed\n---\nText\n", to: "site/Content/curriculum/03-broken.md")
        let broken = try CommandRunner.run(["publish", "--to", "../new.zip"], in: site)
        #expect(broken.status != 0)
        #expect(broken.standardError.contains("03-broken.md") && broken.standardError.contains("nothing was published"))
        #expect(!folder.exists("new.zip"), "nothing is published after a build with errors")
    }
}
