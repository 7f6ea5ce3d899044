@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// A build into the output folder keeps the search's files, and makes no index, when nothing the search finds
/// changed (``SearchInputs``): they were made again from every entry on each build, a third of a rebuild's CPU with
/// nothing changed at 2,000 chapters. What it keeps is what a fresh build writes.
@Suite struct SearchReuseTests {
    private func makeSite() throws -> TemporarySite {
        try TemporarySite([
            "Content/site.yml": "title: Room 12 Money Club\n",
            "Content/curriculum/01-budgeting.md": chapterFile(
                title: "Budgeting", body: "## Why plan\n\nA budget plans every dollar.\n"),
            "Content/curriculum/02-saving.md": chapterFile(title: "Saving", body: "## Goals\n\nSave for a bike.\n"),
            "Content/glossary/glossary.txt": "Budget: A plan for money.\n",
        ])
    }

    @Test func aBuildWithNothingChangedKeepsTheSearchFiles() throws {
        let site = try makeSite()
        let first = SiteBuilder(sitePath: site.path).build()
        #expect(first.succeeded && first.keptSearchFileCount == 0, "a first build makes the index")
        let written = try site.snapshot(of: "Output").filter { $0.key.hasPrefix("search") }
        // Right after: a build's record is taken once what it wrote has settled, so the next trusts all of it.
        let kept = SiteBuilder(sitePath: site.path).build()
        #expect(kept.keptSearchFileCount == written.count, "every search file kept: \(written.keys.sorted())")
        #expect(
            kept.unchangedPageCount == 9,
            """
            both chapters' pages, the index, the print page, the answer key, chapter-list.js, the home page, the 404 \
            page and the glossary left in place
            """)
        #expect(try site.snapshot(of: "Output").filter { $0.key.hasPrefix("search") } == written)
    }

    @Test func aGlossaryTermOrAChapterChangedMakesTheIndexAgain() throws {
        let site = try makeSite()
        _ = SiteBuilder(sitePath: site.path).build()
        for (round, (file, text)) in [
            ("Content/glossary/glossary.txt", "Budget: A plan for money.\n\nInterest: What a loan costs.\n"),
            ("Content/curriculum/02-saving.md", chapterFile(title: "Saving", body: "## Goals\n\nSave for a kite.\n")),
        ].enumerated() {
            try site.write(text, to: file)
            let result = SiteBuilder(sitePath: site.path).build()
            #expect(result.succeeded && result.keptSearchFileCount == 0, "\(file) changed what search finds")
            _ = SiteBuilder(sitePath: site.path, outputPath: site.path + "/Fresh-\(round)").build()
            let made = try site.snapshot(of: "Output").filter { $0.key.hasPrefix("search") }
            let expected = try site.snapshot(of: "Fresh-\(round)").filter { $0.key.hasPrefix("search") }
            #expect(made == expected, "\(file): the search files a fresh build writes")
            #expect(made["search-index.js"].map { String(decoding: $0, as: UTF8.self) }?.contains("Interest") == true)
        }
    }
}
