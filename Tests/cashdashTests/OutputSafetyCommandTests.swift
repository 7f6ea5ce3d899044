import Foundation
import TestSupport
import Testing

/// What the commands do to folders and files that are not theirs, run with the real binary.
@Suite struct OutputSafetyCommandTests {
    /// A small site with a chapter, a class and a picture.
    func makeSite() throws -> TemporaryFolder {
        let site = try TemporaryFolder()
        try site.write("title: Club\n", to: "Content/site.yml")
        try site.write(
            "---\ntitle: Saving\n---\nSave ~~some~~ money, see www.example.org.\n",
            to: "Content/curriculum/01-saving.md")
        try site.write("a picture", to: "Content/curriculum/images/coin.txt")
        try site.write("id,name\nk1,Kai Moana\nk2,Lea Park\n", to: "Content/class/students.csv")
        try site.write(
            "id,date,from,to,amount,memo,created_by\nt1,2026-09-02,bank,k1,10,Pay,T\n",
            to: "Content/class/transactions.csv")
        return site
    }

    /// Every file below `folder` with its bytes, links as their targets.
    func tree(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let manager = FileManager.default
        // The page record and the records of what the build read note the files' stamps and when they were taken:
        // they are never the same twice.
        for case let path as String in manager.enumerator(atPath: folder.path) ?? NSEnumerator()
        where !notesStamps(path) {
            let url = folder.appendingPathComponent(path)
            let attributes = try manager.attributesOfItem(atPath: url.path)
            switch attributes[.type] as? FileAttributeType {
            case .typeSymbolicLink?: files[path] = Data(try manager.destinationOfSymbolicLink(atPath: url.path).utf8)
            case .typeRegular?: files[path] = try Data(contentsOf: url)
            default: break
            }
        }
        return files
    }

    @Test func buildRefusesAHomeFolderAndTouchesNothing() throws {
        let site = try makeSite()
        let home = try TemporaryFolder()
        try home.write("my letter", to: "Documents/letter.txt")
        try home.write("x", to: ".bashrc")
        let before = try tree(home.url)
        let result = try CommandRunner.run(["build", "--output", home.url.path], in: site.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("already holds files that Cash Dash did not make (Documents)"))
        for _ in 0..<2 { _ = try CommandRunner.run(["build", "--output", home.url.path], in: site.url) }
        #expect(try tree(home.url) == before)
    }

    @Test(arguments: ["Content", "."])
    func classStatementsRefuseTheSiteFolders(_ folder: String) throws {
        let site = try makeSite()
        let before = try tree(site.url)
        let result = try CommandRunner.run(
            ["class", "statements", "--month", "2026-09", "--output", folder], in: site.url)
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("would mix the output with the site's own files"), "\(result.standardError)")
        #expect(try tree(site.url) == before)
    }

    @Test func statementsKeepFilesOfTheUsersAndReplaceOnlyTheirOwn() throws {
        let site = try makeSite()
        #expect(try CommandRunner.run(["class", "statements", "--month", "2026-09"], in: site.url).status == 0)
        try site.write("teacher's cover letter", to: "Statements/2026-09/cover.txt")
        try site.write("id,name\nk1,Kai Moana\n", to: "Content/class/students.csv")
        try site.write(
            "id,date,from,to,amount,memo,created_by\nt1,2026-09-02,bank,k1,10,Pay,T\n",
            to: "Content/class/transactions.csv")
        #expect(try CommandRunner.run(["class", "statements", "--month", "2026-09"], in: site.url).status == 0)
        #expect(site.exists("Statements/2026-09/cover.txt"))
        #expect(!site.exists("Statements/2026-09/lea-park.html"), "the statement of a student who left is removed")
    }

    @Test func keepsTheUsersFilesAndNeverWritesThroughLinksOrSharedFiles() throws {
        let site = try makeSite()
        #expect(try CommandRunner.run(["build", "-q"], in: site.url).status == 0)
        let elsewhere = try TemporaryFolder()
        try elsewhere.write("precious", to: "media/photo.txt")
        try elsewhere.write("secret", to: "target.txt")
        try site.write("money.example.org\n", to: "Output/CNAME")
        try site.write("google-site-verification: google123.html\n", to: "Output/google123.html")
        try site.write("", to: "Output/.nojekyll")
        let output = site.url.appendingPathComponent("Output").path
        try FileManager.default.createSymbolicLink(
            atPath: output + "/media", withDestinationPath: elsewhere.url.path + "/media")
        try FileManager.default.removeItem(atPath: output + "/404.html")
        try FileManager.default.createSymbolicLink(
            atPath: output + "/404.html", withDestinationPath: elsewhere.url.path + "/target.txt")
        let backup = try TemporaryFolder()
        let page = output + "/curriculum/saving/index.html"
        #expect(link(page, backup.url.path + "/saving.html") == 0, "a hard-linked backup, as cp -al makes")
        let backedUp = try Data(contentsOf: backup.url.appendingPathComponent("saving.html"))

        try site.write("---\ntitle: Saving\n---\nA new version.\n", to: "Content/curriculum/01-saving.md")
        for _ in 0..<2 { #expect(try CommandRunner.run(["build", "-q"], in: site.url).status == 0) }
        #expect(
            try tree(elsewhere.url) == ["media/photo.txt": Data("precious".utf8), "target.txt": Data("secret".utf8)])
        #expect(try Data(contentsOf: backup.url.appendingPathComponent("saving.html")) == backedUp)
        #expect(try String(contentsOf: URL(fileURLWithPath: page), encoding: .utf8).contains("A new version."))
        for file in ["CNAME", "google123.html", ".nojekyll"] { #expect(site.exists("Output/" + file), "\(file)") }
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: output + "/media") == elsewhere.url.path
                + "/media")
        #expect(
            try FileManager.default.attributesOfItem(atPath: output + "/404.html")[.type] as? FileAttributeType
                == .typeRegular)
    }

    @Test func fourBuildsAtOnceAllSucceedAndKeepGit() throws {
        let site = try makeSite()
        #expect(try CommandRunner.run(["build", "-q"], in: site.url).status == 0)
        try site.write("ref: refs/heads/pages\n", to: "Output/.git/HEAD")
        try site.write("money.example.org\n", to: "Output/CNAME")
        let expected = try tree(site.url.appendingPathComponent("Output"))
        for _ in 0..<5 {
            let processes = try (0..<4).map { _ -> Process in
                let process = Process()
                process.executableURL = CommandRunner.executable
                process.arguments = ["build", "-q"]
                process.currentDirectoryURL = site.url
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
        }
        #expect(try tree(site.url.appendingPathComponent("Output")) == expected)
    }

    @Test func aBuildKilledAtAnyMomentLosesNothing() throws {
        let site = try makeSite()
        for number in 0..<150 {
            try site.write(
                "---\ntitle: Chapter \(number)\n---\nText ~~\(number)~~.\n",
                to: "Content/curriculum/\(number + 10)-c.md")
        }
        #expect(try CommandRunner.run(["build", "-q"], in: site.url).status == 0)
        try site.write("ref: refs/heads/pages\n", to: "Output/.git/HEAD")
        try site.write("money.example.org\n", to: "Output/CNAME")
        for delay in stride(from: 0.02, through: 0.5, by: 0.06) {
            try site.write("---\ntitle: Saving \(delay)\n---\nText.\n", to: "Content/curriculum/01-saving.md")
            let process = Process()
            process.executableURL = CommandRunner.executable
            process.arguments = ["build", "-q"]
            process.currentDirectoryURL = site.url
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(try site.url.appendingPathComponent("Output/.git/HEAD").checkResourceIsReachable())
            #expect(site.exists("Output/CNAME") && site.exists("Output/index.html"))
        }
        #expect(try CommandRunner.run(["build", "-q"], in: site.url).status == 0)
        let control = try FileManager.default.contentsOfDirectory(atPath: site.url.path + "/Output/.cashdash")
        #expect(
            control.filter { !notesStamps($0) && !$0.hasPrefix("chapters-") }.sorted() == [
                "class-lock", "kind", "lock", "manifest",
            ],
            "what killed builds staged is gone")
        let fresh = try TemporaryFolder()
        #expect(try CommandRunner.run(["build", "-q", "--output", fresh.url.path + "/out"], in: site.url).status == 0)
        var built = try tree(site.url.appendingPathComponent("Output"))
        built[".git/HEAD"] = nil
        built["CNAME"] = nil
        built[".cashdash/lock"] = nil
        built[".cashdash/class-lock"] = nil
        var reference = try tree(fresh.url.appendingPathComponent("out"))
        reference[".cashdash/lock"] = nil
        reference[".cashdash/class-lock"] = nil
        #expect(built == reference)
    }

    @Test func linksOutOfTheSiteAreErrorsAndNeverPublished() throws {
        let site = try makeSite()
        let outside = try TemporaryFolder()
        try outside.write("root:x:0:0", to: "passwd")
        try outside.write("private", to: "photos/me.txt")
        let images = site.url.appendingPathComponent("Content/curriculum/images")
        try FileManager.default.createSymbolicLink(
            atPath: images.path + "/p.txt", withDestinationPath: outside.url.path + "/passwd")
        try FileManager.default.createSymbolicLink(
            atPath: images.path + "/photos", withDestinationPath: outside.url.path + "/photos")
        try FileManager.default.createSymbolicLink(atPath: images.path + "/a", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: images.path + "/self", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: images.path + "/same.txt", withDestinationPath: "coin.txt")
        let result = try CommandRunner.run(["build"], in: site.url)
        #expect(result.status == 1)
        // Sorted: messages come newest file first, and `self` leads when the folder it names changed last.
        let lines = result.standardError.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
            .sorted()
        #expect(lines.count == 4, "\(lines)")
        #expect(
            lines[0].hasPrefix(
                "Content/curriculum/images/a:1:1: error: this link leads back into a folder that holds it"))
        #expect(
            lines[1].hasPrefix(
                "Content/curriculum/images/p.txt:1:1: error: this is a link to \(outside.url.resolvingSymlinksInPath().path)/passwd, outside the site folder"
            ))
        #expect(lines[2].hasPrefix("Content/curriculum/images/photos:1:1: error: this is a link to"))
        #expect(
            lines[3].hasPrefix(
                "Content/curriculum/images/self:1:1: error: this link leads back into a folder that holds it"))
        #expect(!site.exists("Output"))

        for name in ["p.txt", "photos", "a", "self"] {
            try FileManager.default.removeItem(atPath: images.path + "/" + name)
        }
        #expect(try CommandRunner.run(["build", "-q"], in: site.url).status == 0)
        #expect(
            try String(
                contentsOf: site.url.appendingPathComponent("Output/curriculum/images/same.txt"), encoding: .utf8)
                == "a picture",
            "a link inside the site is followed")
    }

    @Test func buildsAreByteIdenticalWithEveryMarkdownExtension() throws {
        let site = try TemporaryFolder()
        try site.write("title: Club\n", to: "Content/site.yml")
        for number in 0..<200 {
            try site.write(
                """
                ---
                title: Chapter \(number)
                ---
                Spend ~~less~~, see www.example.org/\(number) and https://example.org or mail@example.org.

                | Item | Cost |
                |:-----|-----:|
                | Rent | ~~$800~~ $750 |

                - [x] done
                - [ ] to do www.example.com

                A note.[^n]

                [^n]: With ~~strike~~.

                """, to: "Content/curriculum/\(number + 100)-c.md")
        }
        var trees: [[String: Data]] = []
        for round in 0..<3 {
            #expect(try CommandRunner.run(["build", "-q", "--output", "out\(round)"], in: site.url).status == 0)
            var files = try tree(site.url.appendingPathComponent("out\(round)"))
            files[".cashdash/lock"] = nil
            trees.append(files)
        }
        #expect(trees[0] == trees[1] && trees[1] == trees[2])
        let page = try #require(trees[0]["curriculum/chapter-7/index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(page.contains("<del>less</del>") && page.contains("<a href=\"http://www.example.org/7\">"))
    }
}
