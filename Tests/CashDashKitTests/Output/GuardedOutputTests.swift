@testable import CashDashKit
@testable import CashDashModel
import Foundation
import Synchronization
import TestSupport
import Testing

@Suite struct GuardedOutputTests {
    /// A site of two chapters, built once into `Output/`.
    func builtSite() throws -> TemporarySite {
        let site = try TemporarySite([
            "Content/curriculum/01-a.md": chapterFile(title: "Alpha", body: "A long first version of the text.\n"),
            "Content/curriculum/02-b.md": chapterFile(title: "Beta"),
        ])
        try #require(SiteBuilder(sitePath: site.path).build().succeeded)
        return site
    }

    @Test func aRebuildRemovesWhatIsGoneAndEqualsAFreshBuild() throws {
        let site = try builtSite()
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/curriculum/02-b.md"))
        try site.write(chapterFile(title: "Alpha", body: "Short.\n"), to: "Content/curriculum/01-a.md")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(!site.exists("Output/curriculum/beta"), "the emptied folder is removed too")

        let fresh = try TemporarySite(["Content/curriculum/01-a.md": chapterFile(title: "Alpha", body: "Short.\n")])
        #expect(SiteBuilder(sitePath: fresh.path).build().succeeded)
        // But for the records, which note the files' identities and stamps and when they were taken, and each
        // chapter's path.
        let notRecord = { (file: (key: String, value: Data)) in
            !notesStamps(file.key) && !file.key.hasPrefix(".cashdash/chapters-")
        }
        #expect(try fresh.snapshot(of: "Output").filter(notRecord) == site.snapshot(of: "Output").filter(notRecord))
    }

    /// The manifest lists every file the folder's builds wrote: an edit that adds no file leaves it as it is, and a
    /// new chapter's page and a removed one are listed and unlisted.
    @Test func theManifestIsWrittenAgainOnlyWhenTheFilesListedChange() throws {
        let site = try builtSite()
        let manifest = site.path + "/Output/.cashdash/manifest"
        let inode = { () -> UInt64 in
            var status = stat()
            return lstat(manifest, &status) == 0 ? UInt64(status.st_ino) : 0
        }
        let first = inode()
        // The same words in another order: the same files, the search's shards too.
        try site.write(
            chapterFile(title: "Alpha", body: "The text of a long first version.\n"), to: "Content/curriculum/01-a.md")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(inode() == first, "an edit leaves the manifest in place")
        try site.write(chapterFile(title: "Gamma"), to: "Content/curriculum/03-c.md")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(inode() != first)
        #expect(try site.read("Output/.cashdash/manifest").contains("curriculum/gamma/index.html\n"))
        try FileManager.default.removeItem(atPath: site.path + "/Content/curriculum/02-b.md")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(try !site.read("Output/.cashdash/manifest").contains("curriculum/beta/"))
    }

    /// A build killed while it renamed files into place leaves its record of having begun; `check` says so and the
    /// next build says so, publishes every page again and removes the record.
    @Test func aPublishStoppedPartWayIsReportedAndFinishedByTheNextBuild() throws {
        let site = try builtSite()
        #expect(!site.exists("Output/.cashdash/publishing"), "a finished publish leaves no record")
        // The state a kill leaves: the record, and pages of the last build beside the new content.
        try site.write(chapterFile(title: "Alpha", body: "The second version.\n"), to: "Content/curriculum/01-a.md")
        try site.write("begun\n", to: "Output/.cashdash/publishing")

        let checked = SiteBuilder(sitePath: site.path).check()
        #expect(
            checked.diagnostics.all.map(\.description) == [
                site.path
                    + "/Output:1:1: warning: a build was stopped while it published into this folder, so it holds some old pages and "
                    + "some new; run `cashdash build` to finish it"
            ])
        let built = SiteBuilder(sitePath: site.path).build()
        #expect(built.succeeded)
        #expect(
            built.diagnostics.all.map(\.description) == [
                site.path
                    + "/Output:1:1: warning: the last build was stopped while it published into this folder (some pages were old, "
                    + "some new); this build published every page again, so it is whole now"
            ])
        #expect(!site.exists("Output/.cashdash/publishing"))
        #expect(try site.read("Output/curriculum/alpha/index.html").contains("The second version."))
        #expect(SiteBuilder(sitePath: site.path).build().diagnostics.all.isEmpty, "said once")
    }

    /// A page written in parts (the print page: its frame and each chapter) is the parts one after the other, and a
    /// file already holding exactly them is left as it is.
    @Test func writesAPageInPartsAndKeepsAFileThatHoldsThemAlready() throws {
        let folder = try TemporarySite()
        let url = folder.root.appendingPathComponent("Output")
        let parts = ["<p>start</p>\n", String(repeating: "é chapter ", count: 20_000), "", "\n<p>end</p>\n"]
        var output = try GuardedOutput(folder: url, displayPath: "Output")
        try output.write(parts: parts, to: "print/index.html")
        try output.commit()
        #expect(try folder.read("Output/print/index.html") == parts.joined())
        let inode = {
            try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent("print/index.html").path)[
                .systemFileNumber] as? Int
        }
        let before = try inode()

        output = try GuardedOutput(folder: url, displayPath: "Output")
        try output.write(parts: parts, to: "print/index.html")
        try output.commit()
        #expect(try inode() == before, "the same bytes are not written again")

        var changed = parts
        changed[1] = String(repeating: "è chapter ", count: 20_000)  // the same size, other bytes
        output = try GuardedOutput(folder: url, displayPath: "Output")
        try output.write(parts: changed, to: "print/index.html")
        try output.commit()
        #expect(try folder.read("Output/print/index.html") == changed.joined())
    }

    /// A page written a batch at a time as it is made (the print page) is the batches one after the other; a file
    /// already holding exactly them is left as it is, and one that differs anywhere (in the middle, cut short, longer)
    /// is replaced whole.
    @Test func writesAPageInBatchesAndKeepsAFileThatHoldsThemAlready() throws {
        let folder = try TemporarySite()
        let url = folder.root.appendingPathComponent("Output")
        let chapter = String(repeating: "é chapter ", count: 20_000)
        let batches = [["<p>start</p>\n"], [chapter, "", chapter], [chapter], ["\n<p>end</p>\n"]]
        func write(_ batches: [[String]]) throws -> OutputChanges {
            let output = try GuardedOutput(folder: url, displayPath: "Output")
            try output.write(to: "print/index.html") { emit in
                for batch in batches { emit(batch.map { .html($0) }) }
                return true
            }
            return try output.commit()
        }
        #expect(try write(batches).added == ["print/index.html"])
        #expect(try folder.read("Output/print/index.html") == batches.joined().joined())
        let inode = {
            try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent("print/index.html").path)[
                .systemFileNumber] as? Int
        }
        let before = try inode()
        #expect(try write(batches).isEmpty)
        #expect(try inode() == before, "the same bytes are not written again")

        var other = batches
        other[2] = [String(repeating: "è chapter ", count: 20_000)]  // the same size, other bytes, after 400 KB alike
        for changed in [other, Array(batches.dropLast()), batches + [["<p>more</p>"]], [[]]] {
            #expect(try write(changed).changed == ["print/index.html"])
            #expect(try folder.read("Output/print/index.html") == changed.joined().joined())
        }
    }

    /// A page whose making fails part-way (a template that cannot be rendered) leaves nothing of it staged, and the
    /// file in place as it was.
    @Test func aPageThatFailsPartWayLeavesNothingStaged() throws {
        let folder = try TemporarySite()
        let url = folder.root.appendingPathComponent("Output")
        var output = try GuardedOutput(folder: url, displayPath: "Output")
        try output.write("<p>the old print page</p>", to: "print/index.html")
        try output.commit()

        output = try GuardedOutput(folder: url, displayPath: "Output")
        try output.write(to: "print/index.html") { emit in
            emit([.html("<p>a new start</p>"), .html(String(repeating: "chapter ", count: 10_000))])
            return false
        }
        let staged = try FileManager.default.subpathsOfDirectory(atPath: url.path + "/.cashdash")
        #expect(!staged.contains { $0.hasSuffix("index.html") }, "\(staged)")
        output.discard()
        #expect(try folder.read("Output/print/index.html") == "<p>the old print page</p>")
    }

    @Test func keepsEveryFileItDidNotMakeOnEveryBuild() throws {
        let site = try builtSite()
        let theirs = [
            "Output/CNAME": "money.example.org", "Output/google123.html": "google-site-verification",
            "Output/.nojekyll": "", "Output/.git/HEAD": "ref: refs/heads/pages",
            "Output/curriculum/alpha/notes.pdf": "a teacher's notes", "Output/curriculum/extra/slides.txt": "slides",
        ]
        for (path, text) in theirs { try site.write(text, to: path) }
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/curriculum/01-a.md"))
        for _ in 0..<3 { #expect(SiteBuilder(sitePath: site.path).build().succeeded) }
        for (path, text) in theirs { #expect(try site.read(path) == text, "\(path)") }
        #expect(!site.exists("Output/curriculum/alpha/index.html"), "its own page of a removed chapter is deleted")
    }

    @Test func refusesAFolderWithFilesItDidNotMakeAndChangesNothing() throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": chapterFile(title: "Alpha")])
        let home = try TemporarySite(["Documents/letter.txt": "Dear…", "Music/song.txt": "la", ".profile": "x"])
        let before = try home.snapshot(of: ".")
        let result = SiteBuilder(sitePath: site.path, outputPath: home.path).build()
        #expect(!result.succeeded)
        let message = try #require(result.diagnostics.errors.first?.message)
        #expect(message.contains("already holds files that Cash Dash did not make (Documents, Music)"))
        #expect(message.contains("Choose another folder with --output, or move those files away"))
        #expect(try home.snapshot(of: ".") == before)
        #expect(!home.exists(".cashdash"), "not even the lock is made in a folder it refuses")
    }

    @Test func neverWritesThroughALinkInsideTheOutput() throws {
        let site = try builtSite()
        let elsewhere = try TemporarySite(["media/photo.txt": "precious", "target.txt": "secret"])
        try FileManager.default.createSymbolicLink(
            atPath: site.path + "/Output/media", withDestinationPath: elsewhere.path + "/media")
        try FileManager.default.removeItem(atPath: site.path + "/Output/404.html")
        try FileManager.default.createSymbolicLink(
            atPath: site.path + "/Output/404.html", withDestinationPath: elsewhere.path + "/target.txt")
        for _ in 0..<2 { #expect(SiteBuilder(sitePath: site.path).build().succeeded) }
        #expect(try elsewhere.read("media/photo.txt") == "precious")
        #expect(try elsewhere.read("target.txt") == "secret")
        let page = try FileManager.default.attributesOfItem(atPath: site.path + "/Output/404.html")
        #expect(page[.type] as? FileAttributeType == .typeRegular, "the link at its own page is replaced by the page")
    }

    @Test func aLinkWhereItNeedsAFolderIsAnErrorNotFollowed() throws {
        let site = try builtSite()
        let elsewhere = try TemporarySite(["keep.txt": "mine"])
        try FileManager.default.removeItem(atPath: site.path + "/Output/curriculum")
        try FileManager.default.createSymbolicLink(
            atPath: site.path + "/Output/curriculum", withDestinationPath: elsewhere.path)
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(!result.succeeded)
        #expect(
            result.diagnostics.errors.first?.message.contains(
                "/Output/curriculum stands where Cash Dash needs to place") == true, "\(result.diagnostics.errors)")
        #expect(try elsewhere.snapshot(of: ".") == ["keep.txt": Data("mine".utf8)])
    }

    @Test func aHardLinkedBackupIsNeverRewritten() throws {
        let site = try builtSite()
        let backup = site.root.appendingPathComponent("backup")
        try FileManager.default.createDirectory(at: backup, withIntermediateDirectories: true)
        let page = "Output/curriculum/alpha/index.html"
        #expect(link(site.path + "/" + page, backup.path + "/alpha.html") == 0)
        let before = try Data(contentsOf: backup.appendingPathComponent("alpha.html"))
        try site.write(chapterFile(title: "Alpha", body: "A second version.\n"), to: "Content/curriculum/01-a.md")
        for _ in 0..<2 { #expect(SiteBuilder(sitePath: site.path).build().succeeded) }
        #expect(try Data(contentsOf: backup.appendingPathComponent("alpha.html")) == before)
        #expect(try site.read(page).contains("A second version."))
    }

    @Test func aFileOfTheUsersInTheWayStopsTheBuildAndIsKept() throws {
        let site = try builtSite()
        try site.write("my own page", to: "Output/curriculum/gamma/index.html")
        try site.write(chapterFile(title: "Gamma"), to: "Content/curriculum/03-c.md")
        try site.write(chapterFile(title: "Alpha", body: "Changed.\n"), to: "Content/curriculum/01-a.md")
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(
            result.diagnostics.errors.first?.message.contains(
                "Output/curriculum/gamma/index.html was not made by Cash Dash, which will not replace it") == true)
        #expect(try site.read("Output/curriculum/gamma/index.html") == "my own page")
        #expect(try !site.read("Output/curriculum/alpha/index.html").contains("Changed."), "nothing is published")
    }

    @Test func removesWhatAKilledWriterStaged() throws {
        let site = try builtSite()
        try site.write("half a page", to: "Output/.cashdash/staging-999999/curriculum/alpha/index.html")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let control = try FileManager.default.contentsOfDirectory(atPath: site.path + "/Output/.cashdash")
        #expect(
            control.filter { !notesStamps($0) && !$0.hasPrefix("chapters-") }.sorted() == [
                "kind", "lock", "manifest",
            ])
    }

    @Test func aSecondWriterWaitsForTheFirst() throws {
        let site = try builtSite()
        let folder = site.root.appendingPathComponent("Output")
        let first = try GuardedOutput(folder: folder, displayPath: "Output")
        try first.write("first", to: "order.txt")
        let events = Mutex<[String]>([])
        let second = Thread {
            let notice = Mutex<String?>(nil)
            guard
                let output = try? GuardedOutput(
                    folder: folder, displayPath: "Output",
                    waiting: { text in
                        notice.withLock { $0 = text }
                    })
            else { return }
            events.withLock { $0.append("second: " + (notice.withLock { $0 } ?? "did not wait")) }
            try? output.write("second", to: "order.txt")
            _ = try? output.commit()
        }
        second.start()
        Thread.sleep(forTimeInterval: 0.3)
        events.withLock { $0.append("first commits") }
        try first.commit()
        for _ in 0..<100 where events.withLock({ $0.count }) < 2 { Thread.sleep(forTimeInterval: 0.05) }
        Thread.sleep(forTimeInterval: 0.1)
        #expect(
            events.withLock { $0 } == [
                "first commits", "second: Another Cash Dash command is writing Output; waiting for it to finish…",
            ])
        #expect(try site.read("Output/order.txt") == "second")
    }

    @Test func refusesPathsThatLeaveTheFolder() throws {
        let site = try TemporarySite()
        let output = try GuardedOutput(folder: site.root.appendingPathComponent("Output"), displayPath: "Output")
        for path in ["../escape.html", "/etc/passwd", "a//b", ".cashdash/manifest", "a/./b"] {
            #expect(throws: OutputError.self, "\(path)") { try output.write("x", to: path) }
        }
        output.discard()
        #expect(!site.exists("escape.html"))
    }

    @Test(arguments: ["../precious.txt", "/etc/passwd", "a//b", ".cashdash/manifest", "a/./b", "a/b/", "..", "a/.."])
    func anEditedManifestThatPointsOutsideIsRefusedNotFollowed(line: String) throws {
        let site = try builtSite()
        try site.write("keep me", to: "precious.txt")
        let manifest = try site.read("Output/.cashdash/manifest")
        try site.write(manifest + line + "\nlast.html\n", to: "Output/.cashdash/manifest")
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(
            result.diagnostics.errors.first?.message.contains(
                "lists `\(line)`, which is not a path inside the folder") == true)
        #expect(try site.read("precious.txt") == "keep me")
    }

    @Test func aLinkInPlaceOfTheControlFolderIsRefused() throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": chapterFile(title: "Alpha")])
        let elsewhere = try TemporarySite(["staging-1/keep.txt": "mine"])
        try FileManager.default.createDirectory(atPath: site.path + "/Output", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.path + "/Output/.cashdash", withDestinationPath: elsewhere.path)
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(
            result.diagnostics.errors.first?.message.contains(
                ".cashdash is not a folder (a link or a file stands there)") == true)
        #expect(try elsewhere.read("staging-1/keep.txt") == "mine")
    }
}
