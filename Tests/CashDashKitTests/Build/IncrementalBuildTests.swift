@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// A preview build that reuses the last one's work (as `serve` does) must make exactly what a fresh full build makes,
/// after any edit: a random sequence of edits, additions and deletions, compared byte for byte after each. Told what
/// changed, as `serve`'s watcher tells it, a rebuild reads again only those files; not told, it goes by time stamps,
/// and edits come faster than a stamp can tell them apart, so a file saved again at once with the same size is read
/// again all the same.
@Suite struct IncrementalBuildTests {
    private func tree(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return files }
        for case let path as String in walker where !path.hasPrefix(".cashdash") {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }

    /// What a watcher of `Content/` and `Templates/` names after `files` (relative to `site`) changed.
    private func named(_ files: [String], in site: TemporarySite) -> ChangedFiles {
        ChangedFiles(
            paths: Set(
                files.filter { $0.hasPrefix("Content/") || $0.hasPrefix("Templates/") }.map {
                    site.root.appendingPathComponent($0).path
                }))
    }

    @Test(arguments: [1, 2, 3] as [UInt64], [false, true])
    func aRebuildAfterEveryEditEqualsAFullBuild(seed: UInt64, namingChanges: Bool) throws {
        var edits = try RandomSiteEdits(seed: seed)
        let site = edits.site
        let fresh = try TemporarySite()
        var incremental = SiteBuilder(sitePath: site.path)
        incremental.cache = BuildCache()
        _ = incremental.preview()
        for step in 0..<25 {
            let edit = try edits.next()
            let (reused, files) = incremental.preview(changes: namingChanges ? named(edit.files, in: site) : .unknown)
            let full = SiteBuilder(
                sitePath: site.path, outputPath: fresh.root.appendingPathComponent("Output-\(step)").path
            ).build()
            #expect(
                reused.diagnostics.sorted.map(\.description) == full.diagnostics.sorted.map(\.description),
                "step \(step)")
            guard full.succeeded, let files else {
                #expect(!full.succeeded && files == nil, "step \(step): both builds fail alike")
                continue
            }
            let expected = tree(fresh.root.appendingPathComponent("Output-\(step)"))
            #expect(files.paths == expected.keys.sorted(), "step \(step): operation \(edit.operation)")
            for (path, data) in expected where files[path] != data {
                Issue.record("step \(step), operation \(edit.operation): \(path) differs from a full build")
            }
        }
        #expect(!site.exists("Output"), "a preview writes nothing to disk")
    }

    @Test func aRebuildToldWhatChangedReadsAgainOnlyThat() throws {
        let site = try TemporarySite([
            "Content/glossary/glossary.txt": "Budget: a plan for money.\n",
            "Content/curriculum/01-a.md": chapterFile(title: "A", body: "First A.\n"),
            "Content/curriculum/02-b.md": chapterFile(title: "B", body: "First B.\n"),
            "Content/curriculum/picture.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>one</title></svg>\n",
        ])
        var builder = SiteBuilder(sitePath: site.path)
        builder.cache = BuildCache()
        #expect(builder.preview().files != nil)
        try site.write(chapterFile(title: "A", body: "Second A.\n"), to: "Content/curriculum/01-a.md")
        try site.write(chapterFile(title: "B", body: "Second B.\n"), to: "Content/curriculum/02-b.md")
        try site.write("Budget: a plan for money.\n\nSaving: money kept.\n", to: "Content/glossary/glossary.txt")
        try site.write(
            "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>two</title></svg>\n", to: "Content/curriculum/picture.svg"
        )
        func text(_ files: SiteFiles?, _ path: String) -> String {
            files?[path].map { String(decoding: $0, as: UTF8.self) } ?? ""
        }

        let toldA = try #require(
            builder.preview(changes: named(["Content/curriculum/01-a.md"], in: site)).files)
        #expect(text(toldA, "curriculum/a/index.html").contains("Second A."))
        #expect(text(toldA, "curriculum/b/index.html").contains("First B."), "a file not named is not read again")
        #expect(!text(toldA, "glossary/index.html").contains("money kept"))
        #expect(text(toldA, "curriculum/picture.svg").contains("one"))

        let toldAll = try #require(builder.preview(changes: .unknown).files)
        #expect(text(toldAll, "curriculum/b/index.html").contains("Second B."), "not told, the time stamps decide")
        #expect(text(toldAll, "glossary/index.html").contains("money kept"))
        #expect(text(toldAll, "curriculum/picture.svg").contains("two"))
    }

    @Test func whatAChapterListShowsOfAChapterIsRedrawnWhenItChanges() throws {
        let site = try TemporarySite([
            "Content/curriculum/01-a.md": chapterFile(title: "A", extra: "summary: First of all.\n"),
            "Content/curriculum/02-b.md": chapterFile(title: "B"),
            "Content/curriculum/part/03-c.md": chapterFile(title: "C"),
        ])
        var builder = SiteBuilder(sitePath: site.path)
        builder.cache = BuildCache()
        #expect(builder.preview().files != nil)
        let lists = ["curriculum/index.html", "curriculum/print/index.html", Route.chapterList.path]
        let long = String(repeating: "Many words here. ", count: 300)
        // Each edit changes something the index, the print page's contents or chapter-list.js shows of a chapter.
        let edits = [
            ("Content/curriculum/01-a.md", chapterFile(title: "A", extra: "summary: Then again.\n")),
            ("Content/curriculum/02-b.md", chapterFile(title: "B", body: long)),
            ("Content/curriculum/part/03-c.md", chapterFile(title: "C, renamed")),
        ]
        for (path, text) in edits {
            try site.write(text, to: path)
            let reused = try #require(builder.preview(changes: named([path], in: site)).files)
            let fresh = try #require(SiteBuilder(sitePath: site.path).preview().files)
            for list in lists {
                #expect(reused[list] != nil && reused[list] == fresh[list], "\(list) after editing \(path)")
            }
        }
    }

    /// The bundled chapter template with `html` added at the end of the chapter, as a site's own template.
    private func chapterTemplate(adding html: String) throws -> String {
        let bundled = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../../Templates/curriculum/chapter.mustache"), encoding: .utf8)
        return bundled.replacingOccurrences(of: "</article>", with: html + "</article>")
    }

    @Test func aSaveScansAgainOnlyThePagesItChangedAndWarnsAsAFullBuild() throws {
        var files = (1...12).reduce(into: [String: String]()) { files, number in
            files["Content/curriculum/\(100 + number)-c\(number).md"] = chapterFile(
                title: "C\(number)", body: "## Part one\n\nText \(number).\n")
        }
        // The site's own chapter template links every chapter page to its part `#part-one`.
        files["Templates/curriculum/chapter.mustache"] = try chapterTemplate(
            adding: "<a href=\"#part-one\">part one</a>")
        let site = try TemporarySite(files)
        var builder = SiteBuilder(sitePath: site.path)
        let cache = BuildCache()
        builder.cache = cache
        #expect(builder.preview().result.diagnostics.sorted.isEmpty)
        #expect(cache.scans.scannedPaths.count > 12)

        try site.write(
            chapterFile(title: "C5", body: "Text five, without its part.\n"), to: "Content/curriculum/105-c5.md")
        let (result, served) = builder.preview(changes: named(["Content/curriculum/105-c5.md"], in: site))
        #expect(
            served.flatMap { String(data: $0["curriculum/c5/index.html"] ?? Data(), encoding: .utf8) }?
                .contains("Text five") == true)
        // The chapter's page and the print page, which holds every chapter, and the search's first file, which
        // names the shards of its new words; not the eleven other chapters.
        #expect(
            cache.scans.scannedPaths == [
                "curriculum/c5/index.html", "curriculum/print/index.html", "search-index.json", "search-index.js",
            ])
        let warnings = result.diagnostics.sorted.map(\.description)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("`curriculum/c5/index.html` links to `#part-one`") == true)
    }

    @Test func aFileThatGoesIsReportedOnEveryUnchangedPageThatLinksToIt() throws {
        // The site's own chapter template links to the search's shard of words that start with `fi`, which only a
        // chapter with such a word (`five`) makes: the pages of the other chapters do not change when it goes.
        var files = (1...6).reduce(into: [String: String]()) { files, number in
            files["Content/curriculum/\(100 + number)-c\(number).md"] = chapterFile(
                title: "C\(number)", body: number == 5 ? "Text five.\n" : "Text.\n")
        }
        files["Templates/curriculum/chapter.mustache"] = try chapterTemplate(
            adding: "<a href=\"../../search/fi.js\">words</a>")
        let site = try TemporarySite(files)
        var builder = SiteBuilder(sitePath: site.path)
        builder.cache = BuildCache()
        #expect(builder.preview().files != nil)

        try site.write(chapterFile(title: "C5", body: "Text.\n"), to: "Content/curriculum/105-c5.md")
        let (result, served) = builder.preview(changes: named(["Content/curriculum/105-c5.md"], in: site))
        #expect(served == nil)
        let errors = result.diagnostics.sorted.map(\.description)
        #expect(errors.count == 1)
        #expect(
            errors.first?.contains("6 pages (the first `curriculum/c1/index.html`) link to `../../search/fi.js`")
                == true)
    }
}
