@testable import CashDashKit
import Foundation
import Testing

@Suite struct StagedOutputTests {
    @Test func rebuildsOverTheSpareAndPrunesWhatIsGone() throws {
        let site = try TemporarySite([
            "Content/curriculum/01-a.md": chapterFile(title: "Alpha"),
            "Content/curriculum/02-b.md": chapterFile(title: "Beta"),
        ])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(site.exists(".Output.spare/curriculum/beta/index.html"), "the previous output is kept as a spare")

        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/curriculum/02-b.md"))
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(!site.exists("Output/curriculum/beta"))
        let recycled = try site.snapshot(of: "Output")

        let fresh = try TemporarySite(["Content/curriculum/01-a.md": chapterFile(title: "Alpha")])
        #expect(SiteBuilder(sitePath: fresh.path).build().succeeded)
        #expect(try fresh.snapshot(of: "Output") == recycled)
    }

    @Test func aFailedRebuildKeepsOutputAndSpare() throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": chapterFile(title: "Alpha")])
        _ = SiteBuilder(sitePath: site.path).build()
        _ = SiteBuilder(sitePath: site.path).build()
        let before = try site.snapshot(of: "Output")
        try site.write(chapterFile(title: "Broken", body: "[x](nope.md)\n"), to: "Content/curriculum/02-b.md")
        #expect(!SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(try site.snapshot(of: "Output") == before)
        #expect(site.exists(".Output.spare"))
    }
}
