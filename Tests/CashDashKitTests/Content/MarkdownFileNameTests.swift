@testable import CashDashKit
import Testing

@Suite struct MarkdownFileNameTests {
    @Test func aLinkToAChapterEndsInMdInAnyCase() {
        #expect(isMarkdownFile("02-saving.md"))
        #expect(isMarkdownFile("guide/INTRO.MD"))
        #expect(isMarkdownFile("Épargne.Md"))
        #expect(isMarkdownFile(".md"))
        #expect(!isMarkdownFile("md"))
        #expect(!isMarkdownFile("notes.mdx"))
        #expect(!isMarkdownFile("picture.png"))
        #expect(!isMarkdownFile("a-md"))
        #expect(!isMarkdownFile(""))
    }
}
