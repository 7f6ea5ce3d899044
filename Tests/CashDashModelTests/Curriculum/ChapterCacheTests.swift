@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// A rebuild reads again only the chapter files whose ``FileStamp`` changed, and never trusts a stamp taken too soon
/// after the file was saved: two saves of the same size within one tick of the file system's clock look alike.
@Suite struct ChapterCacheTests {
    private func load(_ site: TemporarySite, cache: ChapterCache) -> [String] {
        var diagnostics = Diagnostics()
        let curriculum = Curriculum.load(
            from: site.root.appendingPathComponent("Content/curriculum"), path: "Content/curriculum",
            siteFolder: site.root,
            cache: cache, diagnostics: &diagnostics)
        return curriculum.chapters.map(\.body)
    }

    @Test func aFileSavedAgainAtOnceWithTheSameSizeIsReadAgain() throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": "# A\nAAAA\n"])
        let cache = ChapterCache()
        #expect(load(site, cache: cache).first?.contains("AAAA") == true)
        try site.write("# A\nBBBB\n", to: "Content/curriculum/01-a.md")
        #expect(load(site, cache: cache).first?.contains("BBBB") == true)
    }

    @Test func aFileSettledBeforeTheLastReadIsTakenFromTheCacheUntilItChanges() async throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": "# A\nAAAA\n"])
        let path = site.root.appendingPathComponent("Content/curriculum/01-a.md").path
        let cache = ChapterCache()
        try await Task.sleep(for: .milliseconds(2100))  // longer than the coarsest file clock's step
        _ = load(site, cache: cache)
        let stamp = try #require(FileStamp(path: path))
        #expect(cache.loaded("01-a.md", stamp: stamp, fallbackTitle: nil)?.chapter?.body.contains("AAAA") == true)
        #expect(
            cache.loaded("01-a.md", stamp: stamp, fallbackTitle: "Another title") == nil, "a new title from SUMMARY.md")
        try site.write("# A\nBBBB, longer\n", to: "Content/curriculum/01-a.md")
        let changed = try #require(FileStamp(path: path))
        #expect(changed != stamp && cache.loaded("01-a.md", stamp: changed, fallbackTitle: nil) == nil)
        #expect(load(site, cache: cache).first?.contains("BBBB") == true)
        #expect(FileStamp(path: path + ".missing") == nil)
    }

    @Test func aCacheAnEarlierBuildKeptGivesItsChapterWithoutReadingTheFile() throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": "# A\nAAAA\n"])
        let path = site.root.appendingPathComponent("Content/curriculum/01-a.md").path
        usleep(150_000)  // the file settles (a tenth of a second where the file system keeps nanoseconds)
        var kept = Chapter(path: "Content/curriculum/01-a.md", fileName: "01-a.md", title: "A", body: "KEPT\n")
        kept.titleLine = 1
        let entry = ChapterCache.Entry(
            stamp: FileStamp(path: path), read: Date().timeIntervalSince1970, fallbackTitle: nil, chapter: kept,
            diagnostics: Diagnostics())
        #expect(load(site, cache: ChapterCache(entries: ["01-a.md": entry])) == ["KEPT\n"], "the file is not read")
        var unsettled = entry
        unsettled.read = try #require(FileStamp(path: path)).latestTime + 0.05
        #expect(load(site, cache: ChapterCache(entries: ["01-a.md": unsettled])).first?.contains("AAAA") == true)
    }

    @Test func aStampTheBuildTookBeforeItBeganStandsForTheFile() throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": "# A\nAAAA\n"])
        let path = site.root.appendingPathComponent("Content/curriculum/01-a.md").path
        usleep(150_000)
        let taken = try #require(FileStamp(path: path))
        var kept = Chapter(path: "Content/curriculum/01-a.md", fileName: "01-a.md", title: "A", body: "KEPT\n")
        kept.titleLine = 1
        let entry = ChapterCache.Entry(
            stamp: taken, read: Date().timeIntervalSince1970, fallbackTitle: nil, chapter: kept,
            diagnostics: Diagnostics())
        // Saved after the build took its stamps: this build goes by what it took, and the next sees the new stamp.
        try site.write("# A\nBBBB, longer\n", to: "Content/curriculum/01-a.md")
        let cache = ChapterCache(entries: ["01-a.md": entry], stamps: [path: taken])
        #expect(cache.stamp(at: path) == taken)
        #expect(cache.stamp(at: path + ".other") == nil, "a file it took no stamp of is looked at")
        #expect(load(site, cache: cache) == ["KEPT\n"], "the file is not looked at again")
        #expect(load(site, cache: ChapterCache(entries: ["01-a.md": entry])).first?.contains("BBBB") == true)
    }
}
