@testable import CashDashModel
import Foundation
import Testing

/// A chapter shares its fields with its copies until one of them changes (``Chapter``): a change is the copy's own,
/// and chapters compare by what they hold.
@Suite struct ChapterTests {
    private let budgeting = Chapter(
        path: "curriculum/01-budgeting.md", fileName: "01-budgeting.md", title: "Making a budget",
        summary: "Plan each dollar.", body: "A budget plans money.\n")

    @Test func aChangedCopyLeavesTheChapterItCameFromAlone() {
        var copy = budgeting
        copy.title = "Saving up"
        copy.body = "Save first.\n"
        copy.slug = "saving-up"
        #expect(budgeting.title == "Making a budget" && budgeting.body == "A budget plans money.\n")
        #expect(budgeting.slug.isEmpty && budgeting.pageName == "making-a-budget")
        #expect(copy.title == "Saving up" && copy.body == "Save first.\n" && copy.pageName == "saving-up")
        #expect(copy != budgeting)
    }

    @Test func chaptersMadeApartWithTheSameFieldsAreEqual() {
        var other = Chapter(
            path: "curriculum/01-budgeting.md", fileName: "01-budgeting.md", title: "Making a budget",
            summary: "Plan each dollar.", body: "A budget plans money.\n")
        #expect(other == budgeting)
        other.depth = 1
        #expect(other != budgeting)
        other.depth = 0
        #expect(other == budgeting)
    }

    @Test func thePageNameFollowsTheTitleAndTheFileName() {
        var chapter = budgeting
        chapter.title = "¿?"
        #expect(chapter.pageName == "01-budgeting")
        chapter.fileName = "guide/intro.md"
        #expect(chapter.pageName == "intro")
        chapter.title = "Interest"
        #expect(chapter.pageName == "interest")
    }

    @Test func dropBodyLetsGoOfAStringButKeepsARecordsBytes() {
        var read = budgeting
        read.dropBody()
        #expect(read.body.isEmpty)
        var kept = budgeting
        kept.bodyText = LazyText(utf8: Data("Taken from a record.\n".utf8))
        let before = kept
        kept.dropBody()
        #expect(kept.body == "Taken from a record.\n" && kept == before)
    }
}
