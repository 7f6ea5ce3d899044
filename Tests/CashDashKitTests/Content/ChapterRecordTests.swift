@testable import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// The rendered chapters a build keeps for the next (``ChapterRecord``) are kept in parts, by the chapter file's
/// name: an edit to one chapter writes its part again and leaves the others as they were.
@Suite struct ChapterRecordTests {
    private func partStamps(_ site: TemporarySite) throws -> [String: FileStamp] {
        let control = site.path + "/Output/.cashdash/"
        let parts = try FileManager.default.contentsOfDirectory(atPath: control).filter { $0.hasPrefix("chapters-") }
        return Dictionary(uniqueKeysWithValues: parts.map { ($0, FileStamp(path: control + $0)!) })
    }

    @Test func anEditToOneChapterWritesItsPartAgainAndNoOther() throws {
        var files = ["Content/site.yml": "title: Parts\n"]
        for number in 10..<40 {
            files["Content/curriculum/\(number)-topic.md"] = chapterFile(title: "Topic \(number)")
        }
        let site = try TemporarySite(files)
        usleep(150_000)  // the chapter files settle, as a writer's saves have
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let before = try partStamps(site)
        #expect(before.count > 1 && before.count <= RecordParts.count)
        try site.write(chapterFile(title: "Topic 17", body: "Edited.\n"), to: "Content/curriculum/17-topic.md")
        usleep(150_000)
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let after = try partStamps(site)
        let written = after.keys.filter { after[$0] != before[$0] }
        #expect(written == [RecordParts.name("chapters", part: RecordParts.part(of: "17-topic.md"))])
        #expect(try site.read("Output/curriculum/topic-17/index.html").contains("Edited."))
    }

    @Test func aChapterAlwaysFallsInTheSamePart() {
        let parts = (0..<200).map { RecordParts.part(of: "\($0)-chapter.md") }
        #expect(parts.allSatisfy { (0..<RecordParts.count).contains($0) })
        #expect(Set(parts).count > RecordParts.count / 2, "spread over the parts")
        #expect(RecordParts.part(of: "guide/intro.md") == RecordParts.part(of: "guide/intro.md"))
        #expect(
            RecordParts.name("chapters", part: 7) == "chapters-07"
                && RecordParts.name("loaded", part: 31) == "loaded-31")
    }
}
