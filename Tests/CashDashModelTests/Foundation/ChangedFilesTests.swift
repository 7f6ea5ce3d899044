@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// What a watcher named, as a rebuild asks it, and a folder listed again only when a file in it came or went.
@Suite struct ChangedFilesTests {
    @Test func aNamedFolderStandsForEverythingInsideIt() {
        let changes = ChangedFiles(paths: ["/site/Content/curriculum/01-a.md", "/site/Content/glossary"])
        #expect(changes.mayHaveChanged("/site/Content/curriculum/01-a.md"))
        #expect(!changes.mayHaveChanged("/site/Content/curriculum/01-a.md.orig"), "a longer name is another file")
        #expect(!changes.mayHaveChanged("/site/Content/curriculum/02-b.md"))
        #expect(changes.mayHaveChanged("/site/Content/glossary/terms.txt"))
        #expect(changes.touches(folder: "/site/Content/curriculum"))
        #expect(!changes.touches(folder: "/site/Content/rates"))
        #expect(changes.named(inside: "/site/Content/glossary/more") == ["/site/Content/glossary/more"])

        var more = changes
        more.formUnion(.unknown)
        #expect(!more.isKnown && more.mayHaveChanged("/anything"), "one watcher that cannot tell makes all unknown")
        #expect(ChangedFiles.unknown.named(inside: "/site") == nil)
    }

    @Test func aFolderIsListedAgainOnlyWhenAFileCameOrWent() throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": "A.\n", "Content/curriculum/02-b.md": "B.\n"])
        let folder = site.root.appendingPathComponent("Content/curriculum")
        let cache = FolderListingCache()
        func list(_ changes: ChangedFiles) -> [String] {
            var problems = Diagnostics()
            return cache.files(in: folder, within: site.root, changes: changes, problems: &problems)
        }
        func named(_ files: String...) -> ChangedFiles {
            ChangedFiles(paths: Set(files.map { folder.path + "/" + $0 }))
        }
        #expect(list(.unknown) == ["01-a.md", "02-b.md"])

        try site.write("C.\n", to: "Content/curriculum/03-c.md")
        #expect(list(named("01-a.md", ".01-a.md.swp")) == ["01-a.md", "02-b.md"], "a save, and a hidden file, keep it")
        #expect(list(named("03-c.md")) == ["01-a.md", "02-b.md", "03-c.md"], "a new file is listed")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("02-b.md"))
        #expect(list(named("02-b.md")) == ["01-a.md", "03-c.md"], "a removed file is not")
        #expect(!cache.followedLinks(in: folder))
    }

    @Test func aListingThatFollowedALinkIsMadeAgainEveryTime() throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": "A.\n", "shared/02-b.md": "B.\n"])
        let folder = site.root.appendingPathComponent("Content/curriculum")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("shared").path, withDestinationPath: "../../shared")
        let cache = FolderListingCache()
        var problems = Diagnostics()
        #expect(
            cache.files(in: folder, within: site.root, changes: .unknown, problems: &problems) == [
                "01-a.md", "shared/02-b.md",
            ])
        #expect(cache.followedLinks(in: folder))

        try site.write("C.\n", to: "shared/03-c.md")  // no watcher of Content/ sees this
        #expect(
            cache.files(in: folder, within: site.root, changes: ChangedFiles(paths: []), problems: &problems) == [
                "01-a.md", "shared/02-b.md", "shared/03-c.md",
            ])
    }
}
