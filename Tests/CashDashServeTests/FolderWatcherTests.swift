@testable import CashDashServe
import CashDashKit
import CashDashModel
import Foundation
import TestSupport
import Testing

/// The watcher `serve` waits on: it wakes for a saved file, a new folder's files, and a watched folder made after it
/// started, and not for anything else; it sees a save as it happens and an editor's save in steps as one; and it
/// leaves no thread or descriptor behind when it stops. One test at a time, as some count the process's watches.
@Suite(.serialized) struct FolderWatcherTests {
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
        // The folder was made, then the file written in it: the file may come as a change of its own.
        _ = await changes(watcher, within: 0.1)

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
        // Asked once they are all seen (as serve asks after a build): the changes made meanwhile come together.
        try await Task.sleep(for: .milliseconds(100))
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
        try await Task.sleep(for: .milliseconds(100))
        let made = try #require(await named(watcher))
        #expect(made.mayHaveChanged(templates.path + "/home.mustache"), "a folder made later is named whole")
        #if os(Linux)
        #expect(!made.mayHaveChanged(content.path + "/curriculum/01-a.md"))
        #endif
    }

    #if os(Linux)
    /// The watch every system without inotify has (macOS): the folders compared with their signature.
    @Test func aPollingWatchSeesASaveANewFileAndARemoval() async throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": "One.\n"])
        let content = site.root.appendingPathComponent("Content")
        let watcher = FolderWatcher(folders: [content], polling: true)
        #expect(watcher.wakes == nil, "it polls")
        try Data("Two, and longer.\n".utf8).write(to: content.appendingPathComponent("curriculum/01-a.md"))
        #expect(try await watcher.nextChange() == .unknown)
        try Data("New.\n".utf8).write(to: content.appendingPathComponent("curriculum/02-b.md"))
        #expect(try await watcher.nextChange() == .unknown)
        try FileManager.default.removeItem(at: content.appendingPathComponent("curriculum/01-a.md"))
        #expect(try await watcher.nextChange() == .unknown)
        watcher.stop()
    }

    @Test func seesASaveAsItHappensWithNoClockTicking() async throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": "One.\n"])
        let file = site.root.appendingPathComponent("Content/curriculum/01-a.md")
        let watcher = FolderWatcher(folders: [site.root.appendingPathComponent("Content")])
        #expect(await !changes(watcher, within: 0.3))
        #expect(watcher.wakes == 0, "nothing changed, so the watch slept")

        for save in 1...9 {
            try Data("Saved \(save).\n".utf8).write(to: file)
            #expect(try await watcher.nextChange() == ChangedFiles(paths: [file.path]))
        }
        // The old watch looked every 10 ms: it woke whether or not anything changed. Now it wakes once a save, so a
        // save is seen when it happens (how soon is `Benchmarks/serve.sh`'s to measure).
        #expect(watcher.wakes == 9)
    }

    /// Saves `file` as editors do, in steps, and returns every change the watcher reported for it.
    private func reports(
        _ watcher: FolderWatcher, afterSaving steps: () throws -> Void
    ) async throws -> [ChangedFiles] {
        try steps()
        var seen: [ChangedFiles] = []
        // Longer than the watcher's wait for a file to come back (below), so that no step of this save is left over
        // for the next one.
        while let named = await named(watcher, within: seen.isEmpty ? 5 : 0.6) { seen.append(named) }
        return seen
    }

    @Test func seesAnEditorsSaveInStepsAsOneChange() async throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": "One.\n"])
        let folder = site.root.appendingPathComponent("Content/curriculum").path
        let file = folder + "/01-a.md"
        // 300 ms to come back, not 30: on a machine busy with other tests the 5 ms below can last longer, and a save
        // seen as two would then be the machine's doing, not the watcher's.
        let watcher = FolderWatcher(
            folders: [site.root.appendingPathComponent("Content")], stillWriting: .milliseconds(300))
        for round in 1...5 {
            // Written beside under a name the build skips, then renamed into place (many editors; Python's and
            // Foundation's atomic writes).
            let renamed = try await reports(watcher) {
                try Data("Renamed \(round).\n".utf8).write(to: URL(fileURLWithPath: folder + "/.01-a.md.tmp"))
                #expect(rename(folder + "/.01-a.md.tmp", file) == 0)
            }
            #expect(renamed == [ChangedFiles(paths: [file])], "round \(round)")

            // Emptied, then written in two pieces (an editor that saves in place).
            let inPlace = try await reports(watcher) {
                let descriptor = open(file, O_WRONLY | O_TRUNC)
                #expect(descriptor >= 0)
                for piece in ["In place ", "\(round).\n"] {
                    _ = piece.withCString { write(descriptor, $0, strlen($0)) }
                }
                close(descriptor)
            }
            #expect(inPlace == [ChangedFiles(paths: [file])], "round \(round)")

            // vim: a file made and removed to test the folder can be written, the old file kept as a backup, the new
            // one written a moment later, the backup removed.
            let backedUp = try await reports(watcher) {
                try Data().write(to: URL(fileURLWithPath: folder + "/4913"))
                #expect(unlink(folder + "/4913") == 0)
                #expect(rename(file, file + "~") == 0)
                usleep(5_000)  // longer than the settle: the file is missing meanwhile, so the watcher waits for it
                try Data("Backed up \(round).\n".utf8).write(to: URL(fileURLWithPath: file))
                #expect(unlink(file + "~") == 0)
            }
            #expect(backedUp.filter { $0.mayHaveChanged(file) }.count == 1, "round \(round): \(backedUp)")
            // On a busy machine a step on a file other than the chapter may come on its own.
            let names = backedUp.reduce(into: ChangedFiles(paths: [])) { $0.formUnion($1) }
            #expect(names == ChangedFiles(paths: [file, file + "~", folder + "/4913"]), "round \(round)")
        }
    }

    /// The process's inotify descriptors and watch threads, as `/proc` lists them.
    private func watchResources() -> (descriptors: Int, threads: Int) {
        let files = FileManager.default
        let descriptors = ((try? files.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).filter {
            (try? files.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)) == "anon_inode:inotify"
        }
        let threads = ((try? files.contentsOfDirectory(atPath: "/proc/self/task")) ?? []).filter {
            (try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8)) == Inotify.threadName + "\n"
        }
        return (descriptors.count, threads.count)
    }

    @Test func stopsWithoutLeavingAThreadOrADescriptor() async throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": "One.\n"])
        let before = watchResources()
        let watcher = FolderWatcher(folders: [site.root.appendingPathComponent("Content")])
        #expect(watchResources() == (before.descriptors + 1, before.threads + 1))

        let waiting = Task { try await watcher.nextChange() }
        try await Task.sleep(for: .milliseconds(50))
        watcher.stop()
        await #expect(throws: CancellationError.self, "a wait for a change ends when the watch stops") {
            try await waiting.value
        }
        #expect(watchResources() == before)
        watcher.stop()  // again: nothing more to do
        #expect(watchResources() == before)
    }

    @Test func serveStopsItsWatcherWhenItStops() async throws {
        let site = try TemporarySite(["Content/curriculum/01-a.md": chapterFile(title: "A")])
        let before = watchResources()
        let watcher = FolderWatcher(folders: [site.root.appendingPathComponent("Content")])
        let loop = ChangeWatcher(
            folders: watcher, builder: SiteBuilder(sitePath: site.path), state: BuildState(), built: { _, _ in })
        let serving = Task { try await loop.run() }
        try await Task.sleep(for: .milliseconds(50))
        serving.cancel()
        try await serving.value
        #expect(watchResources() == before, "the watcher is still held here, yet its thread and descriptor are gone")
    }
    #endif
}
