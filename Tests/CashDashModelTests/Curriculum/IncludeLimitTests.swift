@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// `{{#include}}` against hostile sites: secrets in hidden files, the output folder, files including each other many
/// times, huge files and named pipes. Each is refused at its directive.
@Suite struct IncludeLimitTests {
    private func load(_ site: TemporarySite) -> (Curriculum, [String]) {
        var diagnostics = Diagnostics()
        let curriculum = Curriculum.load(
            from: site.root.appendingPathComponent("Content/curriculum"), path: "Content/curriculum",
            siteFolder: site.root,
            diagnostics: &diagnostics)
        return (curriculum, diagnostics.sorted.map(\.description))
    }

    @Test func hiddenFilesAndTheOutputFolderAreNeverIncluded() throws {
        let site = try TemporarySite([
            ".git/config": "token = SECRET1\n",
            ".env": "KEY=SECRET2\n",
            "Output/.git/config": "token = SECRET3\n",
            "Output/index.html": "SECRET4\n",
            "Content/curriculum/a.md": """
            # A
            {{#include ../../.git/config}}
            {{#include ../../.env}}
            {{#include link.txt}}
            {{#include ../../Output/.git/config}}
            {{#include ../../Output/index.html}}
            """,
        ])
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appendingPathComponent("Content/curriculum/link.txt").path,
            withDestinationPath: "../../.env")
        let (curriculum, problems) = load(site)
        let chapter = try #require(curriculum.chapters.first)
        for secret in ["SECRET1", "SECRET2", "SECRET3", "SECRET4"] { #expect(!chapter.body.contains(secret)) }
        #expect(problems.count == 5)
        #expect(
            problems.first
                == "Content/curriculum/a.md:2:1: error: `{{#include ../../.git/config}}` reads a file that is hidden (`.git` starts with a dot), and hidden files can hold passwords or tokens, so Cash Dash never includes it; copy the lines you need into a file in Content/ whose name does not start with a dot"
        )
        #expect(
            problems.last
                == "Content/curriculum/a.md:6:1: error: `{{#include ../../Output/index.html}}` reads a file that is in the output folder, which Cash Dash writes, so Cash Dash never includes it; copy the lines you need into a file in Content/ whose name does not start with a dot"
        )
        #expect(problems.allSatisfy { $0.contains(": error: `{{#include ") })
        #expect(curriculum.assets.isEmpty, "the link to .env is not copied beside the pages")
    }

    @Test func anOutputFolderElsewhereInTheSiteIsNeverIncluded() throws {
        let site = try TemporarySite([
            "public/index.html": "SECRET\n",
            "Content/curriculum/a.md": "# A\n{{#include ../../public/index.html}}\n",
        ])
        var diagnostics = Diagnostics()
        let curriculum = Curriculum.load(
            from: site.root.appendingPathComponent("Content/curriculum"), path: "Content/curriculum",
            siteFolder: site.root,
            outputFolder: site.root.appendingPathComponent("public"), diagnostics: &diagnostics)
        #expect(curriculum.chapters.first?.body.contains("SECRET") == false)
        #expect(diagnostics.sorted.map(\.description).first?.contains("is in the output folder") == true)
    }

    @Test func aLinkToAHiddenFileIsNeverCopied() throws {
        let site = try TemporarySite([".env": "KEY=SECRET\n", "Content/curriculum/a.md": "# A\n"])
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appendingPathComponent("Content/curriculum/notes.txt").path,
            withDestinationPath: "../../.env")
        var problems = Diagnostics()
        let files = listFiles(
            in: site.root.appendingPathComponent("Content/curriculum"), within: site.root,
            displayPath: "Content/curriculum",
            problems: &problems)
        #expect(files == ["a.md"])
        #expect(
            problems.sorted.map(\.description).first?.hasPrefix(
                "Content/curriculum/notes.txt:1:1: error: this is a link to ") == true)
    }

    @Test func filesIncludingEachOtherManyTimesStopAtTheLimitQuickly() throws {
        // Each file includes the next ten times, six deep: a million includes if nothing stopped them.
        var files: [String: String] = [:]
        for level in 0..<6 {
            files["Content/curriculum/part\(level).txt"] = String(
                repeating: "{{#include part\(level + 1).txt}}\n", count: 10)
        }
        files["Content/curriculum/part6.txt"] = String(repeating: "x", count: 1000) + "\n"
        files["Content/curriculum/a.md"] = "# A\n" + String(repeating: "{{#include part0.txt}}\n", count: 10)
        let site = try TemporarySite(files)
        let (curriculum, problems) = load(site)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("this chapter does more than 1,000 includes") == true)
        #expect(curriculum.chapters.count == 1)
    }

    @Test func oneLineOfAHugeFileReadsOnlyThatLine() throws {
        let site = try TemporarySite([
            "Content/curriculum/a.md":
                "# A\nFirst: {{#include huge.txt:1}}\n{{#include huge.txt}}\n{{#include huge.txt:2:}}\n",
            "Content/curriculum/huge.txt": "the first line\n",
        ])
        // 3 GB, sparse: reading it whole would take gigabytes; the errors below say where reading stopped.
        let handle = try FileHandle(forWritingTo: site.root.appendingPathComponent("Content/curriculum/huge.txt"))
        try handle.truncate(atOffset: 3 << 30)
        try handle.close()
        let (curriculum, problems) = load(site)
        #expect(curriculum.chapters.first?.body.contains("First: the first line") == true)
        #expect(
            problems == [
                "Content/curriculum/a.md:3:1: error: including `huge.txt` makes this chapter larger than 16 MB; include fewer lines",
                "Content/curriculum/a.md:4:1: error: `huge.txt` is larger than 64 MB before the lines it selects end; an include reads at most 64 MB of a file, so split the file and include the part you need",
            ])
    }

    @Test func lineRangesStillSayWhatIsWrong() throws {
        let site = try TemporarySite([
            "Content/curriculum/a.md":
                "# A\n{{#include part.txt:5:2}}\n{{#include part.txt:4:}}\n{{#include part.txt:2:9}}\n",
            "Content/curriculum/part.txt": "one\ntwo\nthree\n",
        ])
        let (curriculum, problems) = load(site)
        #expect(
            problems == [
                "Content/curriculum/a.md:2:1: error: `5:2` selects no lines, as its first line comes after its last; write them in order, like `2:5`",
                "Content/curriculum/a.md:3:1: error: `part.txt` has 3 lines, so `4:` selects none; check the line numbers",
            ])
        #expect(
            curriculum.chapters.first?.body.hasSuffix("two\nthree\n") == true, "a range past the end stops at the end")
    }

    @Test func aNamedPipeIsRefusedNotWaitedOn() throws {
        let site = try TemporarySite(["Content/curriculum/a.md": "# A\n{{#include pipe.txt}}\n"])
        let pipe = site.root.appendingPathComponent("Content/curriculum/pipe.txt").path
        #expect(mkfifo(pipe, 0o644) == 0)
        let (_, problems) = load(site)
        #expect(
            problems == [
                "Content/curriculum/a.md:2:1: error: `pipe.txt` is not a file (a folder, a pipe or a device); include a file"
            ])
    }
}
