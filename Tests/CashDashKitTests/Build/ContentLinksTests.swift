@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// A build looks through `Content/` for links out of the site and for what is not a file or a folder only when the
/// stamps it takes of every file show a link or such a thing there (``BuildInputs/contentHoldsOnlyFiles``): one that
/// appears after a clean build is reported all the same.
@Suite struct ContentLinksTests {
    private func makeSite() throws -> TemporarySite {
        try TemporarySite([
            "Content/site.yml": "title: Room 12 Money Club\n",
            "Content/curriculum/01-budgeting.md": chapterFile(title: "Budgeting", body: "A budget plans money.\n"),
        ])
    }

    private func build(_ site: TemporarySite) -> [String] {
        SiteBuilder(sitePath: site.path).build().diagnostics.sorted.map(\.description)
    }

    @Test func aContentFolderOfFilesOnlyNeedsNoWalkForLinks() throws {
        let site = try makeSite()
        #expect(BuildInputs(SiteBuilder(sitePath: site.path)).contentHoldsOnlyFiles)
        #expect(build(site).isEmpty)
    }

    @Test func aLinkOutOfTheSiteAddedAfterACleanBuildIsReported() throws {
        let site = try makeSite()
        #expect(build(site).isEmpty)
        let outside = try TemporarySite(["notes.md": chapterFile(title: "Notes")])
        try FileManager.default.createSymbolicLink(
            atPath: site.path + "/Content/curriculum/02-notes.md", withDestinationPath: outside.path + "/notes.md")
        #expect(!BuildInputs(SiteBuilder(sitePath: site.path)).contentHoldsOnlyFiles)
        let messages = build(site)
        #expect(
            messages.contains { $0.contains("02-notes.md") && $0.contains("outside the site folder") }, "\(messages)")
    }

    @Test func aNamedPipeAddedAfterACleanBuildIsReported() throws {
        let site = try makeSite()
        #expect(build(site).isEmpty)
        #expect(mkfifo(site.path + "/Content/curriculum/pipe", 0o600) == 0)
        #expect(!BuildInputs(SiteBuilder(sitePath: site.path)).contentHoldsOnlyFiles)
        let messages = build(site)
        #expect(messages.contains { $0.contains("pipe") && $0.contains("not a file or a folder") }, "\(messages)")
    }

    @Test func aContentFolderThatIsALinkIsWalked() throws {
        let site = try makeSite()
        let moved = site.path + "/Lessons"
        try FileManager.default.moveItem(atPath: site.path + "/Content", toPath: moved)
        try FileManager.default.createSymbolicLink(atPath: site.path + "/Content", withDestinationPath: moved)
        #expect(!BuildInputs(SiteBuilder(sitePath: site.path)).contentHoldsOnlyFiles)
    }
}
