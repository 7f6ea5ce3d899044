import Foundation
import Testing

/// Students' names stay on the teacher's machine: whatever publishes shows codes unless site.yml asks for names.
@Suite struct PrivacyCommandTests {
    /// Every file below `folder` that holds one of `names`, by relative path.
    private func files(in folder: URL, holding names: [String]) -> [String] {
        CommandRunner.tree(folder).compactMap { path, data in
            let text = String(decoding: data, as: UTF8.self)
            return names.contains(where: text.contains) || names.contains(where: path.lowercased().contains)
                ? path : nil
        }.sorted()
    }

    private let surnames = ["Brightwater", "Okafor", "brightwater"]

    @Test func publishingTheExampleClassToAFolderOrAZipCarriesNoNames() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site", "--example"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        // The teacher's own build shows names, and says what publishing will show.
        let local = try CommandRunner.run(["build"], in: site)
        #expect(local.status == 0, "\(local.standardError)")
        #expect(!files(in: site.appendingPathComponent("Output"), holding: surnames).isEmpty)

        let published = try CommandRunner.run(["publish", "--to", "../www"], in: site)
        #expect(published.status == 0, "\(published.standardError)")
        #expect(files(in: folder.url.appendingPathComponent("www"), holding: surnames) == [])
        #expect(published.standardError.contains("this memo names Iris") == false, "the example's memos name no one")

        let zipped = try CommandRunner.run(["publish", "--to", "../site.zip"], in: site)
        #expect(zipped.status == 0, "\(zipped.standardError)")
        let zip = try Data(contentsOf: folder.url.appendingPathComponent("site.zip"))
        #expect(zip.range(of: Data("class/students/".utf8)) != nil, "the class pages are there, by code")
    }

    @Test func namesArePublishedOnlyWhenSiteYMLAsks() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Room 12\nclass:\n  privacy: names\n", to: "Content/site.yml")
        try folder.write("id,name\ns01,Ava Brightwater\n", to: "Content/class/students.csv")
        let published = try CommandRunner.run(["publish", "--to", "www"], in: folder.url)
        #expect(published.status == 0, "\(published.standardError)")
        #expect(!files(in: folder.url.appendingPathComponent("www"), holding: surnames).isEmpty)
        #expect(published.standardError.contains("will show students' names at the published site"))
    }

    /// A quest or a reason is shown to everyone, so one naming a student is a warning at its line under codes; a memo
    /// is published only sealed in its students' checkbooks, so it is not.
    @Test func aQuestOrReasonNamingAStudentIsAWarningAtItsLineUnderCodes() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Room 12\n", to: "Content/site.yml")
        try folder.write("id,name\ns01,Ava Brightwater\ns02,Iris Novak\n", to: "Content/class/students.csv")
        try folder.write(
            "id,date,from,to,amount,memo,created_by\nt1,2026-10-01,bank,s01,5.00,Weekly pay,Ms. R\n"
                + "t2,2026-10-02,s01,s02,1.00,A bookmark iris made,Ms. R\nt3,2026-10-03,s02,s01,1.00,For Ava's pen,Ms. R\n",
            to: "Content/class/transactions.csv")
        try folder.write("id,date,student,points,quest\nx1,2026-10-02,s01,5,Helped Novak\n", to: "Content/class/xp.csv")
        try folder.write("id,name,description\nb1,Helper,Helped a classmate\n", to: "Content/class/badges.csv")
        try folder.write(
            "date,student,badge,reason\n2026-10-04,s02,b1,Helped Brightwater’s group\n", to: "Content/class/awards.csv")
        let published = try CommandRunner.run(["publish", "--to", "www"], in: folder.url)
        #expect(published.status == 0, "\(published.standardError)")
        for warning in [
            "Content/class/xp.csv:2:1: warning: this quest names Novak",
            "Content/class/awards.csv:2:1: warning: this reason names Brightwater",
        ] {
            #expect(published.standardError.contains(warning), "\(warning) in \(published.standardError)")
        }
        #expect(!published.standardError.contains("this memo names"), "\(published.standardError)")
        // The teacher's own build, which shows names anyway, says nothing of it.
        let local = try CommandRunner.run(["build"], in: folder.url)
        #expect(!local.standardError.contains("this memo names"), "\(local.standardError)")
    }

    /// The repository a teacher pushes: init's .gitignore keeps students.csv, the one file of names, out of it; a
    /// build from the repository alone (as GitHub's runner makes it) reads the students from codes.csv, by code.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
    func theRepositoryHoldsNoNamesAndBuildsWithCodes() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["init", "site", "--example"], in: folder.url).status == 0)
        let site = folder.url.appendingPathComponent("site")
        #expect(try CommandRunner.run(["build"], in: site).status == 0, "the teacher's build gives the codes")
        let git = URL(fileURLWithPath: "/usr/bin/git")
        let identity = ["-c", "user.name=T", "-c", "user.email=t@example.org"]
        for arguments in [["init", "--quiet"], ["add", "-A"], ["commit", "--quiet", "-m", "Site"]] {
            #expect(try CommandRunner.run(identity + arguments, in: site, tool: git).status == 0)
        }
        let committed = try CommandRunner.run(["ls-files"], in: site, tool: git).standardOutput
        #expect(!committed.contains("Content/class/students.csv") && committed.contains("Content/class/codes.csv"))
        let clone = folder.url.appendingPathComponent("clone")
        #expect(try CommandRunner.run(["clone", "--quiet", site.path, clone.path], tool: git).status == 0)
        for file in ["transactions.csv", "xp.csv", "awards.csv", "codes.csv"] {
            let text = try String(contentsOf: clone.appendingPathComponent("Content/class/\(file)"), encoding: .utf8)
            #expect(!surnames.contains(where: text.contains), "\(file) names no one")
        }
        let built = try CommandRunner.run(["build", "--base-url", "https://t.github.io/room"], in: clone)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(files(in: clone.appendingPathComponent("Output"), holding: surnames) == [])
        #expect(
            try String(contentsOf: clone.appendingPathComponent("Output/class/index.html"), encoding: .utf8)
                .contains("Student "), "the class pages are there, by code")
    }
}
