import Foundation
import Testing

/// Every command finds its site through `--site` or the current folder, and refuses a folder without
/// `Content/site.yml` in one line, writing nothing: so a scheduled run from the wrong folder fails instead of quietly
/// making a new site there.
@Suite struct SiteLookupCommandTests {
    static let refusal =
        "Content/site.yml:1:1: error: this folder is not a Cash Dash site (it has no Content/site.yml); "
        + "name your site's folder with --site DIR, or start a new site here with `cashdash init`\n"

    /// Every file and folder below `folder`, for checking that nothing was made.
    private func entries(_ folder: TemporaryFolder) -> [String] {
        (FileManager.default.enumerator(atPath: folder.url.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func ratesFetchOutsideASiteIsRefusedWithNothingCreated() throws {
        let folder = try TemporaryFolder()
        // Port 9 (discard) on 127.0.0.1: never asked, since the command stops before fetching.
        let result = try CommandRunner.run(["rates", "fetch", "--url", "http://127.0.0.1:9/daily.xml"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardError == Self.refusal)
        #expect(result.standardOutput.isEmpty)
        #expect(entries(folder).isEmpty, "no Content/ folder, nor anything else")
    }

    @Test(arguments: [
        ["build"], ["check"], ["serve", "--port", "0"], ["new", "chapter", "Saving"], ["new", "calculator", "loan"],
        ["class", "lock"], ["class", "statements", "--month", "2026-09"], ["rates", "convert", "100", "USD", "EUR"],
        ["rates", "list"], ["rates", "import", "hist.csv"], ["ci", "github"],
    ])
    func everyCommandThatReadsASiteRefusesAFolderWithoutOne(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        try folder.write("Date,USD,\n2026-04-13,1.1684,\n", to: "hist.csv")
        let result = try CommandRunner.run(arguments, in: folder.url)
        #expect(result.status == 1, "\(arguments)")
        #expect(result.standardError == Self.refusal, "\(arguments)")
        #expect(entries(folder) == ["hist.csv"], "\(arguments) wrote nothing")
    }

    @Test func aSiteOptionThatNamesNoSiteIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("not a site\n", to: "notes/readme.txt")
        let missing = try CommandRunner.run(["build", "--site", "nowhere"], in: folder.url)
        #expect(missing.status == 1)
        #expect(
            missing.standardError == "nowhere:1:1: error: there is no folder nowhere for --site; check its name, "
                + "or start a new site there with `cashdash init nowhere`\n")
        let notASite = try CommandRunner.run(
            ["rates", "fetch", "--site", "notes", "--url", "http://127.0.0.1:9/"], in: folder.url)
        #expect(notASite.status == 1)
        #expect(
            notASite.standardError == "notes/Content/site.yml:1:1: error: notes is not a Cash Dash site (it has no "
                + "Content/site.yml); check the folder's name, or start a new site there with `cashdash init notes`\n")
        #expect(entries(folder) == ["notes", "notes/readme.txt"])
    }

    @Test func theExplicitRatesFoldersStillWork() throws {
        let folder = try TemporaryFolder()
        try folder.write("Date,USD,JPY,\n2026-04-13,1.1684,186.75,\n", to: "hist.csv")
        let imported = try CommandRunner.run(["rates", "import", "hist.csv", "--into", "rates"], in: folder.url)
        #expect(imported.status == 0, "\(imported.standardError)")
        let converted = try CommandRunner.run(
            ["rates", "convert", "100", "EUR", "USD", "--rates", "rates"], in: folder.url)
        #expect(
            converted.status == 0 && converted.standardOutput.contains("rates of 2026-04-13"),
            "\(converted.standardError)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")))
    func theCronLineWorksFromAnotherFolderWithAnEmptyEnvironment() throws {
        let home = try TemporaryFolder()
        let made = try CommandRunner.run(["init", "class-site"], in: home.url)
        #expect(made.status == 0, "\(made.standardError)")
        let site = home.url.appendingPathComponent("class-site").path
        let elsewhere = try TemporaryFolder()
        let provider = try RatesServer()
        // The README's cron line, with the test's binary and server: cron gives a bare PATH, no HOME and another
        // folder, and the full paths and --site are what make it work.
        let binary = CommandRunner.executable.path
        let line =
            "\(binary) rates fetch --site \(site) --url \(provider.url("/daily.xml")) && \(binary) build --site \(site) --quiet"
        let result = try CommandRunner.run(
            ["-i", "PATH=/usr/bin:/bin", "/bin/sh", "-c", line], in: elsewhere.url,
            tool: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.contains("Saved \(site)/Content/rates/2026-04-13.json"), "\(result.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: site + "/Content/rates/2026-04-13.json"))
        #expect(FileManager.default.fileExists(atPath: site + "/Output/rates/index.html"))
        #expect(entries(elsewhere).isEmpty, "nothing is made in the folder cron starts in")
    }
}

/// The scripted rates provider of the library's tests (`fake_provider.py`) on 127.0.0.1, for as long as the value
/// lives.
final class RatesServer {
    let process = Process()
    let port: Int

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            CommandRunner.packageRoot.appendingPathComponent("Tests/CashDashKitTests/Commands/Rates/fake_provider.py")
                .path
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else { throw CocoaError(.fileReadUnknown) }
        self.port = port
    }

    deinit {
        // SIGKILL, as the library's tests do: a child started by Foundation may have SIGTERM blocked.
        kill(process.processIdentifier, SIGKILL)
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }
}
