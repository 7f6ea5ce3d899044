@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// A build that makes the search index again takes each word whose part of the shards would be the same from the
/// shard the last build wrote (``SearchWordRecord``), and writes the others: the search's files are then byte for
/// byte what a fresh build writes.
@Suite struct SearchWordRecordTests {
    private func site() throws -> TemporarySite {
        let site = try TemporarySite([
            "Content/site.yml": "title: Search club\n",
            "Content/curriculum/01-plan.md": chapterFile(title: "Plan", body: "A budget is a plan for money.\n"),
            "Content/curriculum/02-save.md": chapterFile(
                title: "Save", body: "Keep a budget for the bike you want.\n"),
            "Content/curriculum/03-spend.md": chapterFile(title: "Spend", body: "Spend less than the budget.\n"),
        ])
        settle()
        return site
    }

    /// Waits until files saved now are settled, as a writer's next save is seconds away.
    private func settle() {
        usleep(150_000)
    }

    private func build(_ site: TemporarySite, into output: String = "Output") -> SiteBuilder.Result {
        SiteBuilder(sitePath: site.path, outputPath: site.path + "/" + output, today: Day(iso: "2026-03-01")!).build()
    }

    private func searchFiles(_ site: TemporarySite, in output: String) throws -> [String: Data] {
        try site.snapshot(of: output).filter { $0.key.hasPrefix("search") }
    }

    /// Builds `site` after an edit, then its content into a new folder; says whether their search files are the same.
    private func rebuild(_ site: TemporarySite, round: Int) throws -> (SiteBuilder.Result, Bool) {
        let result = build(site)
        #expect(build(site, into: "Fresh-\(round)").succeeded)
        return (result, try searchFiles(site, in: "Output") == searchFiles(site, in: "Fresh-\(round)"))
    }

    @Test func anEditWritesTheWordsItChangedAndTakesTheRest() throws {
        let site = try site()
        let first = build(site)
        #expect(first.keptSearchWordCount == 0 && first.searchWordCount > 10)
        // The same words, as often: only the excerpt of `budget` in this chapter changes, and the words new to it.
        try site.write(
            chapterFile(title: "Save", body: "Keep a budget for the kite you want.\n"),
            to: "Content/curriculum/02-save.md")
        settle()
        let (result, same) = try rebuild(site, round: 1)
        #expect(result.succeeded && same)
        #expect(result.keptSearchWordCount > 0 && result.keptSearchWordCount < result.searchWordCount)
        let budget = try site.read("Output/search/bu.js")
        #expect(budget.contains("Keep a budget for the kite you want"), "the excerpt written again")
    }

    /// The record an edit's build leaves, which copies the words of the shards it kept whole from the last record's
    /// bytes, reads back for the next edit's.
    @Test func theRecordAnEditLeavesServesTheNextEdit() throws {
        let site = try site()
        #expect(build(site).succeeded)
        for (round, thing) in ["kite", "boat", "tent"].enumerated() {
            try site.write(
                chapterFile(title: "Save", body: "Keep a budget for the \(thing) you want.\n"),
                to: "Content/curriculum/02-save.md")
            settle()
            let (result, same) = try rebuild(site, round: round)
            #expect(result.succeeded && same, "round \(round)")
            #expect(result.keptSearchWordCount > 0, "round \(round): the words of the last build's record are taken")
        }
    }

    @Test func aShardChangedInTheOutputIsNotTakenFromButTheOthersAre() throws {
        let site = try site()
        #expect(build(site).succeeded)
        let shard = try site.read("Output/search/sp.js")
        try site.write(shard.replacingOccurrences(of: "Spend less", with: "Spend more"), to: "Output/search/sp.js")
        try site.write(chapterFile(title: "Plan", body: "A budget is a plan.\n"), to: "Content/curriculum/01-plan.md")
        settle()
        let (result, same) = try rebuild(site, round: 1)
        #expect(result.succeeded && same, "the shard changed by hand is written whole again")
        #expect(result.keptSearchWordCount > 0)
    }

    @Test func aDamagedRecordIsNoRecordAndTheNextBuildLeavesAWholeOne() throws {
        let site = try site()
        #expect(build(site).succeeded)
        let record = URL(fileURLWithPath: site.path + "/Output/.cashdash/" + SearchWordRecord.fileName)
        try Data(contentsOf: record).dropLast(9).write(to: record)
        try site.write(chapterFile(title: "Plan", body: "A budget is a plan.\n"), to: "Content/curriculum/01-plan.md")
        settle()
        var (result, same) = try rebuild(site, round: 1)
        #expect(result.succeeded && same && result.keptSearchWordCount == 0)
        try site.write(chapterFile(title: "Plan", body: "A budget is a map.\n"), to: "Content/curriculum/01-plan.md")
        settle()
        (result, same) = try rebuild(site, round: 2)
        #expect(result.succeeded && same && result.keptSearchWordCount > 0)
    }

    @Test func aNewChapterRenumbersTheEntriesAndEveryWordIsWrittenAgain() throws {
        let site = try site()
        #expect(build(site).succeeded)
        try site.write(chapterFile(title: "Earn", body: "Earn money.\n"), to: "Content/curriculum/00-earn.md")
        settle()
        let (result, same) = try rebuild(site, round: 1)
        #expect(result.succeeded && same)
    }
}
