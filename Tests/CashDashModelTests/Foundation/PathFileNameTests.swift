@testable import CashDashModel
import Testing

/// A chapter's file name inside the curriculum, and its folders.
@Suite struct PathFileNameTests {
    @Test func theLastComponentIsTheFileName() {
        #expect("guide/intro.md".pathFileName == "intro.md")
        #expect("01-budgets/ça-va/épargne.md".pathFileName == "épargne.md")
        #expect("intro.md".pathFileName == "intro.md")
    }

    @Test func itReadsAsSplittingThePathAtItsSlashes() {
        for path in ["a/b/c.md", "a//b.md", "a/b/", "/", "//", "", "/top.md", "folder/", "a/ب/ج.md", "👩‍👩‍👧/x.md"] {
            let split = path.split(separator: "/").last.map(String.init) ?? path
            #expect(path.pathFileName == split, "\(path)")
            #expect(path.pathFolders == path.split(separator: "/").dropLast().map(String.init), "\(path)")
        }
    }

    @Test func theFoldersAreOutermostFirst() {
        #expect("guide/basics/intro.md".pathFolders == ["guide", "basics"])
        #expect("intro.md".pathFolders.isEmpty)
    }

    @Test func anIndexOrReadmeOpensItsFolderInAnyCase() {
        #expect("guide/README.md".opensItsFolder && "guide/_index.md".opensItsFolder && "Index.MD".opensItsFolder)
        #expect(!"guide/intro.md".opensItsFolder && !"guide/readme.md.orig".opensItsFolder)
    }
}
