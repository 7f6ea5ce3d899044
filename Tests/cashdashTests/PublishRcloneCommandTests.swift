import Foundation
import Testing

/// `cashdash publish --to rclone:REMOTE:PATH`, through Debian's rclone: its local backend, and a WebDAV server that
/// `rclone serve` runs on 127.0.0.1. Remotes are named in the environment (`RCLONE_CONFIG_NAME_TYPE`), as a
/// teacher's `rclone config` names them in a file.
@Suite(.serialized) struct PublishRcloneCommandTests {
    static let rclone = ScheduleCommandTests.tool("rclone")
    static let hasRclone = rclone != nil

    /// A new starter site in `folder`, and the environment naming the local remote `dest`.
    private func site(in folder: TemporaryFolder) throws -> URL {
        #expect(try CommandRunner.run(["init", "site"], in: folder.url).status == 0)
        return folder.url.appendingPathComponent("site")
    }

    private let local = ["RCLONE_CONFIG_DEST_TYPE": "local"]

    private func publish(
        _ arguments: [String], in site: URL, environment: [String: String]
    ) throws
        -> CommandRunner.Result
    {
        try CommandRunner.run(["publish"] + arguments, in: site, environment: environment)
    }

    @Test(.enabled(if: hasRclone, "needs rclone (apt-get install rclone; .ci/run does)"))
    func aSecondPublishSendsOnlyWhatChangedAndADryRunSendsNothing() throws {
        let folder = try TemporaryFolder()
        let site = try site(in: folder)
        let www = folder.url.appendingPathComponent("www").path
        let target = "rclone:dest:\(www)"
        let dry = try publish(["--to", target, "--dry-run"], in: site, environment: local)
        #expect(dry.status == 0, "\(dry.standardError)")
        #expect(dry.standardOutput.contains("(--dry-run: nothing was sent)"), "\(dry.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: www))

        let first = try publish(["--to", target], in: site, environment: local)
        #expect(first.status == 0, "\(first.standardError)")
        let sent = CommandRunner.tree(URL(fileURLWithPath: www))
        let built = CommandRunner.tree(site.appendingPathComponent("Output"))
        #expect(sent == built, "the remote holds the built site, file for file")
        #expect(first.standardOutput.contains("Published to \(target): \(built.count) added, 0 changed, 0 removed"))
        #expect(FileManager.default.fileExists(atPath: www + "/.cashdash/published"))

        // The owner's own file, and a chapter edited: only the chapter's pages go, the owner's file stays.
        try folder.write("my own notes", to: "www/notes.txt")
        try folder.write(
            try folder.read("site/Content/curriculum/01-welcome.md") + "\nSomething new.\n",
            to: "site/Content/curriculum/01-welcome.md")
        let dryAgain = try publish(["--to", target, "--dry-run"], in: site, environment: local)
        #expect(dryAgain.standardOutput.contains("0 added, 13 changed, 0 removed"), "\(dryAgain.standardOutput)")
        #expect(
            CommandRunner.tree(URL(fileURLWithPath: www))["curriculum/welcome/index.html"]
                == sent["curriculum/welcome/index.html"], "a dry run changes nothing")
        let second = try publish(["--to", target], in: site, environment: local)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardOutput.contains("0 added, 13 changed, 0 removed"), "\(second.standardOutput)")
        #expect(try folder.read("www/notes.txt") == "my own notes")
        #expect(try folder.read("www/curriculum/welcome/index.html").contains("Something new."))
        let scratch = try FileManager.default.contentsOfDirectory(atPath: site.path).filter {
            $0.hasPrefix(".cashdash-scratch")
        }
        #expect(scratch == [], "no staging copy is left in the site")
    }

    @Test(.enabled(if: hasRclone, "needs rclone (apt-get install rclone; .ci/run does)"))
    func aFileCashDashDidNotPublishIsKeptAndManyDeletesNeedForce() throws {
        let folder = try TemporaryFolder()
        let site = try site(in: folder)
        let www = folder.url.appendingPathComponent("www").path
        // Someone else's page where the site has one.
        try folder.write("<p>theirs</p>", to: "www/404.html")
        let refused = try publish(["--to", "rclone:dest:\(www)"], in: site, environment: local)
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("404.html on rclone:dest:\(www) was not published by Cash Dash"))
        #expect(try folder.read("www/404.html") == "<p>theirs</p>")
        try FileManager.default.removeItem(atPath: www + "/404.html")

        // 300 chapters published, then taken out: more deletes than the ceiling.
        for number in 1...300 {
            try folder.write(
                "---\ntitle: Chapter \(number)\n---\n\nText.\n", to: "site/Content/curriculum/9\(number)-extra.md")
        }
        #expect(try publish(["--to", "rclone:dest:\(www)"], in: site, environment: local).status == 0)
        for number in 1...300 {
            try FileManager.default.removeItem(
                at: site.appendingPathComponent("Content/curriculum/9\(number)-extra.md"))
        }
        let tooMany = try publish(["--to", "rclone:dest:\(www)"], in: site, environment: local)
        #expect(tooMany.status != 0)
        #expect(tooMany.standardError.contains("more than 256 at once"), "\(tooMany.standardError)")
        #expect(FileManager.default.fileExists(atPath: www + "/curriculum/chapter-300/index.html"))
        let forced = try publish(["--to", "rclone:dest:\(www)", "--force"], in: site, environment: local)
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(!FileManager.default.fileExists(atPath: www + "/curriculum/chapter-300/index.html"))
    }

    @Test(.enabled(if: hasRclone, "needs rclone (apt-get install rclone; .ci/run does)"))
    func aWebDAVServerRcloneServesOnLoopbackTakesTheSite() throws {
        let folder = try TemporaryFolder()
        let site = try site(in: folder)
        let served = folder.url.appendingPathComponent("served")
        try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
        let port = 20_000 + Int.random(in: 0..<20_000)
        let server = Process()
        server.executableURL = Self.rclone
        server.arguments = ["serve", "webdav", "--addr", "127.0.0.1:\(port)", served.path]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { server.terminate(); server.waitUntilExit() }
        let environment = ["RCLONE_CONFIG_DAV_TYPE": "webdav", "RCLONE_CONFIG_DAV_URL": "http://127.0.0.1:\(port)/"]
        var published = try publish(["--to", "rclone:dav:class"], in: site, environment: environment)
        for _ in 0..<20 where published.standardError.contains("connection refused") {
            usleep(250_000)  // the server is still starting
            published = try publish(["--to", "rclone:dav:class"], in: site, environment: environment)
        }
        #expect(published.status == 0, "\(published.standardError)")
        #expect(
            CommandRunner.tree(served.appendingPathComponent("class"))
                == CommandRunner.tree(site.appendingPathComponent("Output")))
        let again = try publish(["--to", "rclone:dav:class"], in: site, environment: environment)
        #expect(again.standardOutput.contains("0 added, 0 changed, 0 removed"), "\(again.standardOutput)")
    }

    @Test func aRemoteThatIsAnOptionOrAConnectionStringIsRefused() throws {
        let folder = try TemporaryFolder()
        let site = try site(in: folder)
        let marker = folder.url.appendingPathComponent("ran").path
        for target in ["rclone:-x:y", "rclone::sftp,ssh=touch \(marker):x", "rclone:nocolon", "rclone:a,b:c"] {
            let result = try publish(["--to", target], in: site, environment: [:])
            #expect(result.status != 0, "\(target)")
            #expect(!FileManager.default.fileExists(atPath: marker))
        }
    }

    @Test func withoutRcloneItSaysHowToInstallIt() throws {
        let folder = try TemporaryFolder()
        let site = try site(in: folder)
        let empty = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = try publish(["--to", "rclone:dest:/tmp/x"], in: site, environment: ["PATH": empty.path])
        #expect(result.status != 0)
        #expect(result.standardError.contains("rclone is not installed; install rclone"), "\(result.standardError)")
    }
}
