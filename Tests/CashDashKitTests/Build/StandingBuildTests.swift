@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// A build with nothing changed since the last does nothing (``StandingBuild``): it reads, renders and writes no
/// file and says again what the last build said. Anything the build reads or left, changed, makes it build again.
@Suite struct StandingBuildTests {
    /// A small site with a warning (a template of its own no page uses) and a file a chapter includes from outside
    /// `Content/`, its files old enough to be settled.
    private func site() throws -> TemporarySite {
        let site = try TemporarySite([
            "Content/site.yml": "title: Standing club\n",
            "Content/glossary/glossary.txt": "Budget: a plan for money.\n",
            "Templates/partials/unused.mustache": "<p>{{title}}</p>\n",
            "Content/curriculum/01-plan.md": chapterFile(
                title: "Plan", body: "A budget.\n\n{{#include ../../listings/part.txt}}\n"),
            "listings/part.txt": "An included line.\n",
        ])
        settle()
        return site
    }

    /// Waits until files saved now are settled (``FileStamp/isSettledToItsTick(before:)``), as a writer's next
    /// save is seconds away.
    private func settle() {
        usleep(150_000)
    }

    private func build(
        _ site: TemporarySite, today: String = "2026-03-01", baseURL: String? = nil
    )
        -> SiteBuilder.Result
    {
        var builder = SiteBuilder(sitePath: site.path, today: Day(iso: today)!)
        builder.baseURL = baseURL
        return builder.build()
    }

    private func outputStamps(_ site: TemporarySite) -> [String: FileStamp] {
        let output = site.path + "/Output/"
        let files = FileManager.default.enumerator(atPath: output)?.allObjects as? [String] ?? []
        return Dictionary(uniqueKeysWithValues: files.map { ($0, FileStamp(path: output + $0)!) })
    }

    @Test func aBuildWithNothingChangedWritesNothingAndSaysTheSame() throws {
        let site = try site()
        let first = build(site)
        #expect(first.succeeded && !first.nothingChanged)
        #expect(first.diagnostics.all.contains { $0.severity == .warning }, "the template no page uses")
        let before = outputStamps(site)
        let second = build(site)
        #expect(second.nothingChanged)
        #expect(second.diagnostics.all == first.diagnostics.all, "the same warnings, said again")
        #expect((second.pageCount, second.chapterCount) == (first.pageCount, first.chapterCount))
        #expect(outputStamps(site) == before, "no file touched")
    }

    @Test func eachKindOfChangeBuildsAgain() throws {
        let site = try site()
        #expect(build(site).succeeded)
        let changes: [(String, () throws -> Void)] = [
            (
                "a chapter edited",
                {
                    try site.write(
                        chapterFile(title: "Plan", body: "Edited.\n\n{{#include ../../listings/part.txt}}\n"),
                        to: "Content/curriculum/01-plan.md")
                }
            ),
            ("a chapter added", { try site.write(chapterFile(title: "More"), to: "Content/curriculum/02-more.md") }),
            (
                "a template of the site's own",
                {
                    try site.write("<p>{{title}}!</p>\n", to: "Templates/partials/unused.mustache")
                }
            ),
            ("the included file", { try site.write("Changed.\n", to: "listings/part.txt") }),
            ("a page of the output edited", { try site.write("mine\n", to: "Output/index.html") }),
            (
                "a page of the output removed",
                {
                    try FileManager.default.removeItem(at: site.root.appendingPathComponent("Output/index.html"))
                }
            ),
        ]
        for (change, make) in changes {
            try make()
            settle()
            let rebuilt = build(site)
            #expect(rebuilt.succeeded && !rebuilt.nothingChanged, "\(change)")
            settle()
            #expect(build(site).nothingChanged, "\(change): then nothing more changed")
        }
        #expect(try site.read("Output/index.html") != "mine\n", "the page edited by hand was made again")
        #expect(!build(site, today: "2026-03-02").nothingChanged, "another day")
        #expect(!build(site, today: "2026-03-02", baseURL: "https://example.org/").nothingChanged, "another address")
    }

    @Test func aSaveJustBeforeABuildIsNotTrusted() throws {
        let site = try site()
        #expect(build(site).succeeded)
        try site.write(chapterFile(title: "Plan", body: "Saved just now.\n"), to: "Content/curriculum/01-plan.md")
        #expect(!build(site).nothingChanged)
        // A save in the same clock tick as that build's look would not show in the stamp: it is not vouched for.
        #expect(!build(site).nothingChanged, "the last build's inputs were not settled")
        #expect(build(site).nothingChanged)
    }

    @Test func aLinkAmongTheInputsOrAStoppedPublishBuildsAgain() throws {
        let site = try site()
        #expect(build(site).succeeded)
        try site.write("began\n", to: "Output/.cashdash/publishing")
        #expect(!build(site).nothingChanged, "a publish stopped half-way")
        settle()
        #expect(build(site).nothingChanged)
        try FileManager.default.createSymbolicLink(
            atPath: site.path + "/Content/curriculum/02-link.md", withDestinationPath: "01-plan.md")
        settle()
        for _ in 0..<2 { #expect(!build(site).nothingChanged, "what a link leads to has no stamp of its own") }
    }
}
