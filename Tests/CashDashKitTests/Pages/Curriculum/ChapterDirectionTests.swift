@testable import CashDashKit
import Foundation
import TestSupport
import Testing

/// A chapter's title and summary are the teacher's words, in whatever language they wrote them: on a page written
/// the other way they keep their own direction, so that an English summary on an Arabic site ends with its full stop
/// after its last word, not before its first.
@Suite struct ChapterDirectionTests {
    @Test func anEnglishChaptersTitleAndSummaryAreIsolatedOnAnArabicSite() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Class\nlanguage: ar\nlocale: ar_EG\n",
            "Content/curriculum/01-budget.md": chapterFile(
                title: "What is a budget?", extra: "summary: A plan for your money.\n"),
        ])
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let index = try site.read("Output/curriculum/index.html")
        #expect(index.contains("<bdi>What is a budget?</bdi></a>"))
        #expect(index.contains("<p><bdi>A plan for your money.</bdi></p>"))
        let chapter = try site.read("Output/curriculum/what-is-a-budget/index.html")
        #expect(chapter.contains("<h1><bdi>What is a budget?</bdi></h1>"))
        #expect(chapter.contains("<p class=\"lead\"><bdi>A plan for your money.</bdi></p>"))
        let print = try site.read("Output/curriculum/print/index.html")
        #expect(print.contains("<bdi>What is a budget?</bdi></a></li>"))
    }
}
