@testable import CashDashServe
import CashDashModel
import Foundation
import TestSupport
import Testing

/// The watcher `serve` waits on: it wakes for a saved file, a new folder's files, and a watched folder made after it
/// started, and not for anything else.
@Suite struct FolderWatcherTests {
    /// Whether `nextChange` returns within `seconds`.
    private func changes(_ watcher: FolderWatcher, within seconds: Double = 5) async -> Bool {
        await named(watcher, within: seconds) != nil
    }

    @Test func wakesForSavesNewFoldersAndAFolderMadeLater() async throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": "One.\n"])
        let watcher = FolderWatcher(folders: [
            site.root.appendingPathComponent("Content"), site.root.appendingPathComponent("Templates"),
        ])
        #expect(await !changes(watcher, within: 0.5), "nothing changed yet")

        try site.write("One, saved again.\n", to: "Content/curriculum/01-a.md")
        #expect(await changes(watcher))

        try site.write("Deep.\n", to: "Content/curriculum/part/02-b.md")
        #expect(await changes(watcher))
        try site.write("Deep, saved again.\n", to: "Content/curriculum/part/02-b.md")
        #expect(await changes(watcher), "a folder made while watching is watched too")

        try site.write("{{! mine }}\n", to: "Templates/home.mustache")
        #expect(await changes(watcher), "Templates/ did not exist when the watch began")

        try site.write("Not watched.\n", to: "notes.txt")
        #expect(await !changes(watcher, within: 0.5), "a file outside Content/ and Templates/ is not the site's")
    }

    /// What the next change named, or nil when nothing changed within `seconds`.
    private func named(_ watcher: FolderWatcher, within seconds: Double = 5) async -> ChangedFiles? {
        await withTaskGroup(of: ChangedFiles?.self) { group in
            group.addTask { try? await watcher.nextChange() }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    @Test func namesWhatWasSavedAddedOrRemoved() async throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": "One.\n", "Content/curriculum/02-b.md": "Two.\n"])
        let content = site.root.appendingPathComponent("Content"),
            templates = site.root.appendingPathComponent("Templates")
        let watcher = FolderWatcher(folders: [content, templates])
        try site.write("One, saved again.\n", to: "Content/curriculum/01-a.md")
        try FileManager.default.removeItem(at: content.appendingPathComponent("curriculum/02-b.md"))
        try site.write("Three.\n", to: "Content/curriculum/03-c.md")
        let saved = await named(watcher)
        #if os(Linux)
        #expect(
            saved
                == ChangedFiles(
                    paths: Set(["01-a.md", "02-b.md", "03-c.md"].map { content.path + "/curriculum/" + $0 })))
        #else
        #expect(saved == .unknown, "a watcher that polls cannot tell what changed")
        #endif

        try site.write("{{! mine }}\n", to: "Templates/home.mustache")
        let made = try #require(await named(watcher))
        #expect(made.mayHaveChanged(templates.path + "/home.mustache"), "a folder made later is named whole")
        #if os(Linux)
        #expect(!made.mayHaveChanged(content.path + "/curriculum/01-a.md"))
        #endif
    }
}
