import Foundation
import Testing

/// Starting and growing a site of your own with the binary alone: `init`, `new` and `templates export`.
@Suite struct SiteCommandTests {
    /// A copy of the binary in a folder of its own, as an install puts it on the PATH: nothing of the source tree
    /// is beside it.
    private func installedBinary(in folder: TemporaryFolder) throws -> URL {
        let binary = folder.url.appendingPathComponent("bin/cashdash")
        try FileManager.default.createDirectory(
            at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.executable, to: binary)
        return binary
    }

    @Test func initThenBuildWorksWithTheBinaryAlone() throws {
        let folder = try TemporaryFolder()
        let binary = try installedBinary(in: folder)
        let made = try CommandRunner.run(["init", "mysite"], in: folder.url, tool: binary)
        #expect(made.status == 0, "\(made.standardError)")
        #expect(made.standardOutput.contains("cd mysite"))
        for file in [
            ".gitignore", "Content/site.yml", "Content/glossary/glossary.txt", "Content/budgets/budgets.yml",
            "Content/class/students.csv", "Content/calculators/3-loan.md", "Content/curriculum/01-welcome.md",
        ] {
            #expect(folder.exists("mysite/" + file), "\(file)")
        }
        let site = folder.url.appendingPathComponent("mysite")
        let empty = try CommandRunner.run(["build"], in: site, tool: binary)
        let classPage = try String(contentsOf: site.appendingPathComponent("Output/class/index.html"), encoding: .utf8)
        #expect(
            empty.status == 0 && classPage.contains("No students yet") && !classPage.contains("<figure"),
            "an empty class says how to add the first student, with no empty chart")
        #expect(
            try !String(contentsOf: site.appendingPathComponent("Output/index.html"), encoding: .utf8).contains(
                "0 students"))
        let built = try CommandRunner.run(["build"], in: site, tool: binary)
        #expect(built.status == 0, "\(built.standardError)")
        #expect(built.standardError.isEmpty, "the starter site builds with no warnings")
        for page in [
            "index.html", "assets/style.css", "curriculum/welcome/index.html", "glossary/index.html",
            "budgets/my-week/index.html", "calculators/loan/index.html",
        ] {
            #expect(folder.exists("mysite/Output/" + page), "\(page)")
        }
    }

    @Test func initWithTheExampleIsTheDefaultClassSite() throws {
        let folder = try TemporaryFolder()
        let made = try CommandRunner.run(["init", "--example", "class"], in: folder.url)
        #expect(made.status == 0, "\(made.standardError)")
        let original = try String(
            contentsOf: CommandRunner.packageRoot.appendingPathComponent("Content/class/transactions.csv"),
            encoding: .utf8)
        #expect(
            try String(
                contentsOf: folder.url.appendingPathComponent("class/Content/class/transactions.csv"), encoding: .utf8)
                == original)
        let settings = try String(
            contentsOf: folder.url.appendingPathComponent("class/Content/site.yml"), encoding: .utf8)
        #expect(
            settings.contains("# the currency rates are quoted against"),
            "the example's settings are explained, as init promises")
        let built = try CommandRunner.run(["build", "--quiet"], in: folder.url.appendingPathComponent("class"))
        #expect(built.status == 0 && built.standardError.isEmpty, "\(built.standardError)")
        #expect(folder.exists("class/Output/class/index.html"))
    }

    @Test func initRefusesAFolderThatHasASiteAndChangesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Mine\n", to: "Content/site.yml")
        let result = try CommandRunner.run(["init"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("Content:1:1: error: there is a site here already"))
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("Content/site.yml"), encoding: .utf8)
                == "title: Mine\n")
        #expect(!folder.exists(".gitignore"))
    }

    @Test func initRefusesAContentLinkBeforeWritingAnything() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Content").path, withDestinationPath: "/nonexistent/site")
        let result = try CommandRunner.run(["init"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "Content:1:1: error: Content here is a link, and Cash Dash never writes through a link; "
                + "remove it, or choose a new folder, like `cashdash init my-site`\n1 error; nothing was written.\n")
        #expect(!folder.exists(".gitignore"), "nothing was written, as it says")
    }

    @Test func aFileErrorIsSaidInPlainWords() throws {
        let folder = try TemporaryFolder()
        try folder.write("Date,USD,JPY,\n2026-04-13,1.1684,186.75,\n", to: "hist.csv")
        try folder.write("a file\n", to: "afile")
        let result = try CommandRunner.run(["rates", "import", "hist.csv", "--into", "afile/rates"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.standardError == "hist.csv: error: part of the path is a file, not a folder\n",
            "not NSCocoaErrorDomain's text")
    }

    @Test func newChapterTakesTheNextNumberAndNeverReplacesAFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Club\n", to: "Content/site.yml")
        try folder.write("---\ntitle: One\n---\n", to: "Content/curriculum/01-one.md")
        try folder.write("---\ntitle: Seven\n---\n", to: "Content/curriculum/07-seven.md")
        let first = try CommandRunner.run(["new", "chapter", "Saving: \"the basics\""], in: folder.url)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput == "Wrote Content/curriculum/08-saving-the-basics.md\n")
        let check = try CommandRunner.run(["check"], in: folder.url)
        #expect(check.status == 0 && check.standardError.isEmpty, "\(check.standardError)")
        #expect(check.standardOutput.contains("3 chapters"))
        let second = try CommandRunner.run(["new", "chapter", "Next one"], in: folder.url)
        #expect(second.standardOutput == "Wrote Content/curriculum/09-next-one.md\n")
        let calculator = try CommandRunner.run(["new", "calculator", "loan"], in: folder.url)
        #expect(calculator.standardOutput == "Wrote Content/calculators/1-loan.md\n")
        let again = try CommandRunner.run(["new", "calculator", "loan"], in: folder.url)
        #expect(again.status == 1)
        #expect(
            again.standardError.hasPrefix(
                "Content/calculators/1-loan.md:1:1: error: the loan calculator has a page already"))
        let unknown = try CommandRunner.run(["new", "calculator", "lottery"], in: folder.url)
        #expect(unknown.status != 0)
    }

    @Test(arguments: [
        (
            "Saving\n---\ntitle: x",
            "a chapter's title is one line; take out the line break in `Saving\\n---\\ntitle: x`"
        ),
        ("", "a chapter needs a title; write it in quotes, like: cashdash new chapter \"Saving money\""),
        ("   ", "a chapter needs a title; write it in quotes, like: cashdash new chapter \"Saving money\""),
        ("Bell\u{07}", "a chapter's title cannot hold the control character \\u{7} (in `Bell\\u{7}`); take it out"),
        ("Tab\tbed", "a chapter's title cannot hold the control character \\t (in `Tab\\tbed`); take it out"),
    ])
    func newChapterRefusesATitleTheBuildWouldReject(_ title: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Club\n", to: "Content/site.yml")
        let result = try CommandRunner.run(["new", "chapter", title], in: folder.url)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("title:1:1: error: \(message)\n"), "\(result.standardError)")
        #expect(!folder.exists("Content/curriculum"), "nothing was written")
    }

    @Test func newChapterInABookIsNamedWithoutANumberAndSaysToListItInSummary() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Club\n", to: "Content/site.yml")
        try folder.write("# Summary\n\n- [Welcome](welcome.md)\n", to: "Content/curriculum/SUMMARY.md")
        try folder.write("# Welcome\n\nHello.\n", to: "Content/curriculum/welcome.md")
        try folder.write("# Not found\n", to: "Content/curriculum/404.md")
        let result = try CommandRunner.run(["new", "chapter", "Saving first"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                Wrote Content/curriculum/saving-first.md
                This book's order comes from SUMMARY.md: add `- [Saving first](saving-first.md)` there to give the \
                chapter a page.

                """)
        let chapter = try folder.read("Content/curriculum/saving-first.md")
        #expect(!chapter.contains("order:"), "SUMMARY.md gives the order")
        #expect(chapter.contains("[the first chapter](welcome.md)"))
    }

    @Test func newChapterWritesATitleOfQuotesBackslashesAndAccentsAsWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: Club\n", to: "Content/site.yml")
        let result = try CommandRunner.run(["new", "chapter", "Café: \"50/30/20\" \\ #1 --- {x}"], in: folder.url)
        #expect(result.status == 0, "\(result.standardError)")
        let check = try CommandRunner.run(["check"], in: folder.url)
        #expect(check.status == 0 && check.standardError.isEmpty, "\(check.standardError)")
    }

    @Test func templatesExportKeepsWhatIsThereUnlessForcedAndNeverWritesThroughALink() throws {
        let folder = try TemporaryFolder()
        try folder.write("<p>my own home</p>\n", to: "Templates/home.mustache")
        try folder.write("outside\n", to: "elsewhere.css")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Templates/assets"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Templates/assets/style.css").path,
            withDestinationPath: folder.url.appendingPathComponent("elsewhere.css").path)
        let kept = try CommandRunner.run(["templates", "export"], in: folder.url)
        #expect(kept.status == 0, "\(kept.standardError)")
        #expect(
            kept.standardOutput.contains(
                "Kept 2 that were there already (use --force to replace them): Templates/assets/style.css, Templates/home.mustache"
            ))
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("Templates/home.mustache"), encoding: .utf8)
                == "<p>my own home</p>\n")
        #expect(folder.exists("Templates/layout.mustache") && folder.exists("Templates/curriculum/chapter.mustache"))

        let forced = try CommandRunner.run(["templates", "export", "--force"], in: folder.url)
        #expect(forced.status == 1)
        #expect(
            forced.standardError.contains(
                "Templates/assets/style.css:1:1: error: this file cannot be written (a link is there"))
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("elsewhere.css"), encoding: .utf8) == "outside\n")
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("Templates/home.mustache"), encoding: .utf8)
                != "<p>my own home</p>\n")
    }

    @Test func templatesExportNeverWritesThroughALinkedFolderAndSaysWhatItWrote() throws {
        let folder = try TemporaryFolder()
        try folder.write("mine\n", to: "shared/style.css")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("Templates/assets").path,
            withDestinationPath: folder.url.appendingPathComponent("shared").path)
        let forced = try CommandRunner.run(["templates", "export", "--force"], in: folder.url)
        #expect(forced.status == 1)
        #expect(
            forced.standardError.contains(
                "Templates/assets/style.css:1:1: error: this file cannot be written (the folder "))
        #expect(forced.standardError.contains("Templates/assets is a link, and Cash Dash never writes through a link"))
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("shared/style.css"), encoding: .utf8) == "mine\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("shared").path) == [
                "style.css"
            ])
        #expect(forced.standardOutput.contains("Wrote "), "what was written is reported, not \"nothing\"")
        #expect(forced.standardOutput.contains("Did not write 4 (see the errors above): Templates/assets/"))
        #expect(folder.exists("Templates/layout.mustache"))
    }
}
