@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// The home page, the 404 page and the glossary's page have keys of what they show (``PageInputs/siteKeys(for:)``):
/// an edit to a chapter's text leaves them in place, and an edit to what one of them shows draws it again, as a fresh
/// build draws it.
@Suite struct SitePageKeysTests {
    private let sitePages = ["Output/index.html", "Output/404.html", "Output/glossary/index.html"]

    private func makeSite() throws -> TemporarySite {
        let site = try TemporarySite([
            "Content/site.yml": "title: Room 12 Money Club\n",
            "Content/curriculum/01-budgeting.md": chapterFile(title: "Budgeting", body: "A budget plans money.\n"),
            "Content/glossary/glossary.txt": "Budget: A plan for money.\n",
        ])
        return site
    }

    /// Builds `site`, and waits until what it wrote is settled, so that the next build trusts it.
    private func build(_ site: TemporarySite) {
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        usleep(150_000)
    }

    /// Each of the three pages' identity (``FileIdentity``: inode, size and times), which a page left in place keeps.
    private func identities(in site: TemporarySite) throws -> [String: FileIdentity] {
        var identities: [String: FileIdentity] = [:]
        for page in sitePages {
            var status = stat()
            try #require(lstat(site.path + "/" + page, &status) == 0, "\(page) is written")
            identities[page] = FileIdentity(status)
        }
        return identities
    }

    /// Builds `site`, then its content into a new folder, and gives the three pages that differ from that build's.
    private func rebuildDiffering(_ site: TemporarySite) throws -> [String] {
        build(site)
        let fresh = try TemporarySite([:])
        try FileManager.default.copyItem(atPath: site.path + "/Content", toPath: fresh.path + "/Content")
        #expect(SiteBuilder(sitePath: fresh.path).build().succeeded)
        return try sitePages.filter { try site.read($0) != fresh.read($0) }
    }

    @Test func anEditToAChaptersTextLeavesThemInPlace() throws {
        let site = try makeSite()
        build(site)
        let before = try identities(in: site)
        try site.write(
            chapterFile(title: "Budgeting", body: "A budget plans every dollar.\n"),
            to: "Content/curriculum/01-budgeting.md")
        #expect(try rebuildDiffering(site).isEmpty)
        #expect(try identities(in: site) == before, "none of them written again")
    }

    @Test func whatOneShowsChangedDrawsItAgain() throws {
        let site = try makeSite()
        build(site)
        let edits: [(file: String, text: String, drawn: [String])] = [
            (
                "Content/glossary/glossary.txt", "Budget: A plan for money.\n\nInterest: What a loan costs.\n",
                ["Output/index.html", "Output/glossary/index.html"]
            ),
            (
                "Content/curriculum/02-saving.md", chapterFile(title: "Saving", body: "Save first.\n"),
                ["Output/index.html"]
            ),
            ("Content/site.yml", "title: Room 14 Money Club\n", sitePages),
        ]
        for edit in edits {
            let before = try identities(in: site)
            try site.write(edit.text, to: edit.file)
            #expect(try rebuildDiffering(site).isEmpty, "\(edit.file): as a fresh build draws them")
            let after = try identities(in: site)
            #expect(sitePages.filter { before[$0] != after[$0] } == edit.drawn, "\(edit.file)")
        }
    }
}
