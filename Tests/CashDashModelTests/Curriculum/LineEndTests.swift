@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// Chapters written on Windows (`\r\n`) or by old Mac editors (a lone `\r`) count their lines as cmark-gfm does, so
/// titles are found and every message points at the right line, with or without `{{#include}}`.
@Suite struct LineEndTests {
    @Test func everyLineEndBecomesANewline() {
        #expect("a\r\nb\rc\n\r\rd".withPlainLineEnds == "a\nb\nc\n\n\nd")
        #expect("no returns\n".withPlainLineEnds == "no returns\n")
    }

    @Test func aWindowsChapterFindsItsTitleHeading() throws {
        var diagnostics = Diagnostics()
        let chapter = try #require(
            ChapterLoader.load(
                text: "# Saving at home\r\n\r\nSome text.\r\n", path: "a.md", fileName: "a.md",
                diagnostics: &diagnostics))
        #expect(chapter.title == "Saving at home")
        #expect(!chapter.body.contains("Saving at home"))
        #expect(!chapter.body.contains("\r"))
    }

    @Test func includedLinesKeepTheirChapterLinesWhateverTheLineEnds() throws {
        let site = try TemporarySite([
            "Content/curriculum/a.md": "# A\r\n\r\ntext\r\n{{#include ../parts/part.md}}\r\nafter\r\n",
            "Content/parts/part.md": "one\r\ntwo\rthree\r\r\n",
        ])
        var diagnostics = Diagnostics()
        let curriculum = Curriculum.load(
            from: site.root.appendingPathComponent("Content/curriculum"), path: "Content/curriculum",
            siteFolder: site.root,
            diagnostics: &diagnostics)
        let chapter = try #require(curriculum.chapters.first)
        let lines = chapter.body.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == chapter.lineMap.count)
        let after = try #require(lines.firstIndex(of: "after"))
        #expect(chapter.lineMap[after] == 5, "the line after the directive is the file's line 5")
        #expect(lines.contains("two") && lines.contains("three"), "a lone return ends a line, as in cmark-gfm")
        #expect(
            chapter.lineMap[try #require(lines.firstIndex(of: "three"))] == 4,
            "an included line counts as the directive's")
    }

    @Test func aLoneReturnInAChapterGivesAsManyMappedLinesAsItHas() {
        // The fuzzer's smallest find: two lone returns once made one more mapped line than the text had.
        var diagnostics = Diagnostics()
        let expanded = BookIncludes(siteFolder: URL(fileURLWithPath: "/nonexistent")).expand(
            "{{ not an include }}\r\r", of: URL(fileURLWithPath: "/nonexistent/a.md"), firstLine: 1, path: "a.md",
            diagnostics: &diagnostics)
        #expect(expanded.lineMap == [1, 2, 3])
        #expect(expanded.text.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
    }
}
