@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// The chapter files a build read, kept beside the output for the next build (`Output/.cashdash/loaded-NN`): every
/// chapter comes back exactly as its file gave it, and a damaged part, or another Cash Dash's record, is no record.
@Suite struct LoadedChaptersTests {
    private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private let curriculum = "Content/curriculum"

    /// The chapters of the site in `folder` (the default site, or the manual) loaded into a fresh cache, and the
    /// record of it written into `output`.
    private func keep(_ folder: String = "", in output: TemporarySite) throws -> ChapterCache {
        let cache = ChapterCache()
        var diagnostics = Diagnostics()
        let site = packageRoot.appendingPathComponent(folder)
        _ = Curriculum.load(
            from: site.appendingPathComponent(curriculum), path: curriculum, siteFolder: site, cache: cache,
            diagnostics: &diagnostics)
        let parts = LoadedChapters.parts(of: cache, curriculum: curriculum)
        #expect(parts.count == RecordParts.count, "a cache that did not start from a record writes every part")
        try FileManager.default.createDirectory(
            at: output.root.appendingPathComponent(".cashdash"), withIntermediateDirectories: true)
        for (part, data) in parts {
            guard let data else { continue }
            try data.write(
                to: output.root.appendingPathComponent(".cashdash/" + RecordParts.name("loaded", part: part)))
        }
        return cache
    }

    @Test(arguments: ["", "Docs"])
    func everyChapterComesBackAsItsFileGaveIt(site: String) throws {
        let output = try TemporarySite()
        let cache = try keep(site, in: output)
        let kept = LoadedChapters.cache(in: output.path, curriculum: curriculum).all
        let reusable = cache.all.filter(\.value.isReusable)
        #expect(reusable.count >= 8 && kept.keys.sorted() == reusable.keys.sorted())
        for (file, entry) in reusable {
            #expect(kept[file]?.chapter == entry.chapter, "\(file)")
            // Its Markdown's digest comes back with it, the one its Markdown gives.
            #expect(kept[file]?.chapter?.bodyText.digest == entry.chapter?.bodyText.digest, "\(file)")
            #expect(kept[file]?.stamp == entry.stamp && kept[file]?.read == entry.read, "\(file)")
            #expect(kept[file]?.diagnostics.all == entry.diagnostics.all, "\(file)")
        }
        let restored = LoadedChapters.cache(in: output.path, curriculum: curriculum)
        #expect(LoadedChapters.parts(of: restored, curriculum: curriculum).isEmpty, "nothing read: kept as it is")
    }

    @Test func aDamagedPartLosesOnlyItsOwnChapters() throws {
        let output = try TemporarySite()
        let all = try keep("Docs", in: output).all.filter(\.value.isReusable)
        #expect(
            LoadedChapters.cache(in: output.path, curriculum: "./" + curriculum).all.isEmpty,
            "the site named otherwise, so messages would name the chapters otherwise")
        let damaged = RecordParts.part(of: try #require(all.keys.sorted().first))
        let path = output.root.appendingPathComponent(".cashdash/" + RecordParts.name("loaded", part: damaged))
        let data = try Data(contentsOf: path)
        for broken in [data.dropLast(3), Data("Cash Dash keeps\nnonsense\n".utf8), data + Data([1])] {
            try Data(broken).write(to: path)
            let kept = LoadedChapters.cache(in: output.path, curriculum: curriculum).all
            #expect(kept.keys.sorted() == all.keys.filter { RecordParts.part(of: $0) != damaged }.sorted())
        }
    }
}
