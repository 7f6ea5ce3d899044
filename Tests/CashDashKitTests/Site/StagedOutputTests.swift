@testable import CashDashKit
import Foundation
import Testing

@Suite struct StagedOutputTests {
    @Test func rebuildsOverTheSpareAndPrunesWhatIsGone() throws {
        let site = try TemporarySite([
            "Content/curriculum/01-a.md": chapterFile(title: "Alpha", body: "A long first version of the text.\n"),
            "Content/curriculum/02-b.md": chapterFile(title: "Beta"),
            "Content/curriculum/03-c.md": chapterFile(title: "Gamma", body: "Same length: AAAA\n"),
        ])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(site.exists(".Output.spare/curriculum/beta/index.html"), "the previous output is kept as a spare")

        try FileManager.default.removeItem(at: site.root.appendingPathComponent("Content/curriculum/02-b.md"))
        try site.write(chapterFile(title: "Alpha", body: "Short.\n"), to: "Content/curriculum/01-a.md")
        try site.write(chapterFile(title: "Gamma", body: "Same length: BBBB\n"), to: "Content/curriculum/03-c.md")
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        #expect(!site.exists("Output/curriculum/beta"))
        let recycled = try site.snapshot(of: "Output")

        let fresh = try TemporarySite([
            "Content/curriculum/01-a.md": chapterFile(title: "Alpha", body: "Short.\n"),
            "Content/curriculum/03-c.md": chapterFile(title: "Gamma", body: "Same length: BBBB\n"),
        ])
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
