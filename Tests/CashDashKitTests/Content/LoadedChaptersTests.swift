@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// The chapter files a build read, kept beside the output for the next build (`Output/.cashdash/loaded`): every
/// chapter comes back exactly as its file gave it, and a damaged record, or another Cash Dash's, is no record.
@Suite struct LoadedChaptersTests {
    private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The chapters of the site in `folder` (the default site, or the manual) loaded into a fresh cache, and the
    /// record of it written into `output`.
    private func keep(_ folder: String = "", in output: TemporarySite) throws -> ChapterCache {
        let cache = ChapterCache()
        var diagnostics = Diagnostics()
        let site = packageRoot.appendingPathComponent(folder)
        _ = Curriculum.load(
            from: site.appendingPathComponent("Content/curriculum"), path: "Content/curriculum", siteFolder: site,
            cache: cache, diagnostics: &diagnostics)
        let data = try #require(LoadedChapters.data(of: cache, curriculum: "Content/curriculum"))
        try FileManager.default.createDirectory(
            at: output.root.appendingPathComponent(".cashdash"), withIntermediateDirectories: true)
        try data.write(to: output.root.appendingPathComponent(".cashdash/" + LoadedChapters.fileName))
        return cache
    }

    @Test(arguments: ["", "Docs"])
    func everyChapterComesBackAsItsFileGaveIt(site: String) throws {
        let output = try TemporarySite()
        let cache = try keep(site, in: output)
        let kept = LoadedChapters.cache(in: output.path, curriculum: "Content/curriculum").all
        let reusable = cache.all.filter(\.value.isReusable)
        #expect(reusable.count >= 8 && kept.keys.sorted() == reusable.keys.sorted())
        for (file, entry) in reusable {
            #expect(kept[file]?.chapter == entry.chapter, "\(file)")
            #expect(kept[file]?.stamp == entry.stamp && kept[file]?.read == entry.read, "\(file)")
            #expect(kept[file]?.diagnostics.all == entry.diagnostics.all, "\(file)")
        }
        #expect(
            LoadedChapters.data(
                of: LoadedChapters.cache(in: output.path, curriculum: "Content/curriculum"),
                curriculum: "Content/curriculum") == nil, "nothing read: kept as it is")
    }

    @Test func aDamagedRecordIsNoRecord() throws {
        let output = try TemporarySite()
        _ = try keep(in: output)
        #expect(
            LoadedChapters.cache(in: output.path, curriculum: "./Content/curriculum").all.isEmpty,
            "the site named otherwise, so messages would name the chapters otherwise")
        let path = output.root.appendingPathComponent(".cashdash/" + LoadedChapters.fileName)
        let data = try Data(contentsOf: path)
        for damaged in [data.dropLast(3), Data("Cash Dash keeps\nnonsense\n".utf8), data + Data([1])] {
            try Data(damaged).write(to: path)
            #expect(LoadedChapters.cache(in: output.path, curriculum: "Content/curriculum").all.isEmpty)
        }
    }
}
