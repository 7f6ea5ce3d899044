@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// A build that writes the print page again takes each chapter that did not change from the page the last build
/// wrote (``PrintRecord``), and the page is then byte for byte what a fresh build makes.
@Suite struct PrintRecordTests {
    private let printPage = "Output/curriculum/print/index.html"

    private func site() throws -> TemporarySite {
        let site = try TemporarySite([
            "Content/site.yml": "title: Print club\n",
            "Content/curriculum/01-plan.md": chapterFile(title: "Plan", body: "A plan. See [saving](02-save.md).\n"),
            "Content/curriculum/02-save.md": chapterFile(title: "Save", body: "Save first.\n"),
            "Content/curriculum/03-spend.md": chapterFile(title: "Spend", body: "Spend last.\n"),
        ])
        settle()
        return site
    }

    /// Waits until files saved now are settled, as a writer's next save is seconds away.
    private func settle() {
        usleep(150_000)
    }

    private func build(_ site: TemporarySite) -> SiteBuilder.Result {
        SiteBuilder(sitePath: site.path, today: Day(iso: "2026-03-01")!).build()
    }

    /// Builds `site`, then its content into a new folder, and says whether the two print pages are the same.
    private func buildMatchesAFreshBuild(_ site: TemporarySite) throws -> (SiteBuilder.Result, Bool) {
        let result = build(site)
        let fresh = try TemporarySite([:])
        try FileManager.default.copyItem(atPath: site.path + "/Content", toPath: fresh.path + "/Content")
        #expect(build(fresh).succeeded)
        return (result, try site.read(printPage) == fresh.read(printPage))
    }

    @Test func anEditedChapterIsDrawnAgainAndTheOthersAreTakenFromTheLastPage() throws {
        let site = try site()
        #expect(build(site).keptPrintChapterCount == 0, "no page to take from yet")
        try site.write(
            chapterFile(title: "Save", body: "Save first, then more.\n"), to: "Content/curriculum/02-save.md")
        settle()
        let (result, same) = try buildMatchesAFreshBuild(site)
        #expect(result.succeeded && same)
        #expect(result.keptPrintChapterCount == 2)
        #expect(try site.read(printPage).contains("Save first, then more."))
    }

    /// An edited chapter's link to a part of a chapter taken from the last page finds that part's id, read from
    /// the last build's record, as a fresh build finds it on the page.
    @Test func aLinkFromAnEditedChapterFindsThePartOfAChapterTaken() throws {
        let site = try site()
        try site.write(
            chapterFile(title: "Save", body: "Save first.\n\n## Why save\n\nFor later.\n"),
            to: "Content/curriculum/02-save.md")
        settle()
        #expect(build(site).diagnostics.sorted.isEmpty)
        try site.write(
            chapterFile(title: "Plan", body: "A plan. See [why](02-save.md#why-save).\n"),
            to: "Content/curriculum/01-plan.md")
        settle()
        let (result, same) = try buildMatchesAFreshBuild(site)
        #expect(result.succeeded && same && result.keptPrintChapterCount == 2)
        #expect(result.diagnostics.sorted.map(\.description) == [])
        #expect(try site.read(printPage).contains("href=\"#save--why-save\""))
    }

    @Test func theFrameIsTakenWhileTheContentsAreTheSameAndDrawnAgainOnceAChapterIsRetitled() throws {
        let site = try site()
        #expect(!build(site).keptPrintFrame, "no page to take from yet")
        try site.write(
            chapterFile(title: "Save", body: "Save first, and often.\n"), to: "Content/curriculum/02-save.md")
        settle()
        var (result, same) = try buildMatchesAFreshBuild(site)
        #expect(result.succeeded && same && result.keptPrintFrame && result.keptPrintChapterCount == 2)
        try site.write(chapterFile(title: "Save early", body: "Save first.\n"), to: "Content/curriculum/02-save.md")
        settle()
        (result, same) = try buildMatchesAFreshBuild(site)
        #expect(result.succeeded && same && !result.keptPrintFrame, "the contents list the new title")
        #expect(
            try site.read(printPage).components(separatedBy: "Save early").count == 3, "in the contents and heading")
    }

    @Test func theLastChapterEndsThePageTheSameWhetherTakenOrDrawn() throws {
        let site = try site()
        #expect(build(site).succeeded)
        try site.write(chapterFile(title: "Plan", body: "A new plan.\n"), to: "Content/curriculum/01-plan.md")
        settle()
        var (result, same) = try buildMatchesAFreshBuild(site)
        #expect(same && result.keptPrintChapterCount == 2, "the last chapter taken, its line break put back")
        try site.write(chapterFile(title: "Spend", body: "Spend at last.\n"), to: "Content/curriculum/03-spend.md")
        settle()
        (result, same) = try buildMatchesAFreshBuild(site)
        #expect(same && result.keptPrintChapterCount == 2, "the last chapter drawn")
    }

    @Test func aChapterAddedOrRemovedDrawsEveryChapterAgain() throws {
        let site = try site()
        #expect(build(site).succeeded)
        // Each chapter's links to the others become links within the page: which chapters there are is in every key.
        try site.write(chapterFile(title: "Give", body: "Give a little.\n"), to: "Content/curriculum/04-give.md")
        settle()
        var (result, same) = try buildMatchesAFreshBuild(site)
        #expect(same && result.keptPrintChapterCount == 0)
        try FileManager.default.removeItem(atPath: site.path + "/Content/curriculum/02-save.md")
        try site.write(chapterFile(title: "Plan", body: "A plan.\n"), to: "Content/curriculum/01-plan.md")
        settle()
        (result, same) = try buildMatchesAFreshBuild(site)
        #expect(same && result.keptPrintChapterCount == 0)
    }

    @Test func aTemplateOfTheSiteOwnDrawsEveryChapterAgain() throws {
        let site = try site()
        #expect(build(site).succeeded)
        try site.write(
            "<article id=\"{{slug}}\"><h2>{{title}}</h2>{{{html}}}</article>\n",
            to: "Templates/curriculum/print-chapter.mustache")
        try site.write(chapterFile(title: "Save", body: "Save sooner.\n"), to: "Content/curriculum/02-save.md")
        settle()
        let result = build(site)
        #expect(result.succeeded && result.keptPrintChapterCount == 0)
        #expect(try site.read(printPage).contains("<article id=\"spend\"><h2>Spend</h2>"))
    }

    /// A chapter taken from the last page is copied unread: its links are the ones the last build's check found in
    /// it, and the check reports them as a fresh build's does.
    @Test func aTakenChapterIsCheckedWithTheLinksFoundInItLastTime() throws {
        let site = try site()
        try site.write(
            "<article id=\"{{slug}}\"><a href=\"../#gone-{{slug}}\">{{title}}</a>{{{html}}}</article>\n",
            to: "Templates/curriculum/print-chapter.mustache")
        settle()
        let gone = { (result: SiteBuilder.Result) in
            result.diagnostics.all.map(\.message).filter { $0.contains("#gone-") }.sorted()
        }
        #expect(gone(build(site)).count == 3, "each chapter's link to a part of the index that is not there")
        try site.write(chapterFile(title: "Save", body: "Save sooner.\n"), to: "Content/curriculum/02-save.md")
        settle()
        let result = build(site)
        let fresh = try TemporarySite([:])
        for folder in ["Content", "Templates"] {
            try FileManager.default.copyItem(atPath: site.path + "/" + folder, toPath: fresh.path + "/" + folder)
        }
        let freshResult = build(fresh)
        #expect(result.keptPrintChapterCount == 2)
        #expect(gone(result).count == 3 && gone(result) == gone(freshResult))
        #expect(try site.read(printPage) == fresh.read(printPage))
    }

    /// A taken chapter's ids are read only when a link asks for one: here from another chapter's part of the print
    /// page, and from a chapter's page into the print page. Neither is warned about, as in a fresh build.
    @Test func linksIntoATakenChapterFindItsIDs() throws {
        let site = try site()
        try site.write(
            chapterFile(title: "Save", body: "Save first.\n\n## Where to keep it\n\nA jar.\n"),
            to: "Content/curriculum/02-save.md")
        let plan = { (text: String) in
            chapterFile(title: "Plan", body: "\(text) See [where](02-save.md#where-to-keep-it).\n")
        }
        try site.write(plan("A plan."), to: "Content/curriculum/01-plan.md")
        try site.write(
            "<main>{{{html}}}<a href=\"../print/#spend\">Spend, printed</a></main>\n",
            to: "Templates/curriculum/chapter.mustache")
        try site.write(
            "<article id=\"{{slug}}\"><h2>{{title}}</h2>{{{html}}}</article>\n",
            to: "Templates/curriculum/print-chapter.mustache")
        settle()
        #expect(build(site).diagnostics.all.isEmpty)
        try site.write(plan("A new plan."), to: "Content/curriculum/01-plan.md")
        settle()
        let result = build(site)
        #expect(result.keptPrintChapterCount == 2)
        #expect(result.diagnostics.all.isEmpty)
    }

    /// A taken chapter's links are found again when a file they lead to comes or goes: here one of the search's
    /// files, which holds the words starting as "first" does, gone when the only such word is edited away.
    @Test func aTakenChapterIsScannedAgainWhenAFileItLinksToWent() throws {
        let site = try site()
        let shard = Route.searchShard(name: SearchIndex.fileName(forShard: "fi")).path
        try site.write(
            "<article id=\"{{slug}}\"><a href=\"../../\(shard)#{{slug}}\">{{title}}</a>{{{html}}}</article>\n",
            to: "Templates/curriculum/print-chapter.mustache")
        settle()
        let toShard = { (result: SiteBuilder.Result) in result.diagnostics.all.filter { $0.message.contains(shard) } }
        let before = build(site)
        #expect(before.succeeded && toShard(before).isEmpty && site.exists("Output/" + shard))
        try site.write(chapterFile(title: "Save", body: "Save sooner.\n"), to: "Content/curriculum/02-save.md")
        settle()
        // Two chapters taken (a build with errors does not count them, nor publish anything).
        let after = build(site)
        #expect(
            toShard(after).count == 3 && toShard(after).allSatisfy { $0.severity == .error },
            "each chapter's link to the search's file, which is no longer written")
    }

    @Test func aPrintPageChangedInTheOutputIsNotTakenFrom() throws {
        let site = try site()
        #expect(build(site).succeeded)
        let page = try site.read(printPage)
        try site.write(page.replacingOccurrences(of: "Spend last.", with: "Changed by hand."), to: printPage)
        try site.write(chapterFile(title: "Save", body: "Save sooner.\n"), to: "Content/curriculum/02-save.md")
        settle()
        let (result, same) = try buildMatchesAFreshBuild(site)
        #expect(same && result.keptPrintChapterCount == 0)
    }

    @Test func aDamagedRecordIsNoRecord() throws {
        let site = try site()
        #expect(build(site).succeeded)
        let record = "Output/.cashdash/" + PrintRecord.fileName
        let bytes = try Data(contentsOf: URL(fileURLWithPath: site.path + "/" + record))
        try bytes.dropLast(7).write(to: URL(fileURLWithPath: site.path + "/" + record))
        try site.write(chapterFile(title: "Save", body: "Save again.\n"), to: "Content/curriculum/02-save.md")
        settle()
        var (result, same) = try buildMatchesAFreshBuild(site)
        #expect(same && result.keptPrintChapterCount == 0)
        try site.write(chapterFile(title: "Save", body: "Save once more.\n"), to: "Content/curriculum/02-save.md")
        settle()
        (result, same) = try buildMatchesAFreshBuild(site)
        #expect(same && result.keptPrintChapterCount == 2, "the build left a whole record again")
    }
}
