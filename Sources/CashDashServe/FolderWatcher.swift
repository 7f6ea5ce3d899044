import CashDashKit
import CashDashModel
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells when anything under a site's watched folders (`Content/`, `Templates/`) was saved, added, removed or
/// renamed, and what.
///
/// On Linux the kernel says so (inotify), within milliseconds, and names each file; elsewhere, or when the system has
/// no watches to spare, the folders are compared with their ``FolderSignature`` every 150 ms, and what changed is
/// left ``ChangedFiles/unknown`` (each file's time stamp tells the build). Links are not followed.
final class FolderWatcher: @unchecked Sendable {  // used by one task at a time: the serve loop's
    private let folders: [URL]
    #if os(Linux)
    private let inotify: Inotify?
    #endif
    /// What the folders held at the last poll; only read where the kernel cannot tell of changes.
    private var signature: FolderSignature?

    /// Starts watching now, so that a change made while the first build runs is seen.
    init(folders: [URL]) {
        self.folders = folders
        #if os(Linux)
        inotify = Inotify(folders: folders)
        if inotify != nil { return }
        #endif
        signature = FolderSignature(of: folders)
    }

    /// Returns what changed, after the next change, once the folders have held still for a moment (an editor may
    /// save a file in steps); at once if something changed since the last call. `idle` is called once if nothing
    /// changes for half a second, for work that should not delay a rebuild.
    @discardableResult
    func nextChange(idle: () -> Void = {}) async throws -> ChangedFiles {
        var quiet = Duration.zero, calledIdle = false
        func tick(_ step: Duration) async throws {
            try await Task.sleep(for: step)
            quiet += step
            if quiet >= .milliseconds(500), !calledIdle {
                calledIdle = true
                idle()
            }
        }
        #if os(Linux)
        if let inotify {
            var events = inotify.readEvents()
            while events == .none {
                try await tick(.milliseconds(10))
                events = inotify.readEvents()
            }
            // A file closed after writing (or renamed into place) is whole; one still being written gets longer.
            repeat {
                try await Task.sleep(for: .milliseconds(events == .saved ? 5 : 30))
                events = inotify.readEvents()
            } while events != .none
            return inotify.takeChanges()
        }
        #endif
        while true {
            try await tick(.milliseconds(150))
            let now = FolderSignature(of: folders)
            guard now != signature else { continue }
            try await Task.sleep(for: .milliseconds(40))
            signature = FolderSignature(of: folders)
            return .unknown
        }
    }
}

#if os(Linux)
/// An inotify descriptor watching every folder under some folders, and the folders themselves coming and going.
private final class Inotify {
    private let descriptor: Int32
    private let folders: [URL]
    /// Watch descriptor → folder path.
    private var watched: [Int32: String] = [:]
    private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF
            | IN_MOVE_SELF | IN_DONT_FOLLOW | IN_ONLYDIR)

    /// nil when inotify is unavailable or out of watches.
    init?(folders: [URL]) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.folders = folders
        guard watchAll() else {
            close(descriptor)
            return nil
        }
    }

    deinit {
        close(descriptor)
    }

    /// Watches each folder, or its parent while it does not exist, and every folder inside; false when the system
    /// refused a watch.
    private func watchAll() -> Bool {
        for folder in folders {
            var status = stat()
            if lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
                guard watchTree(folder.path) else { return false }
            } else {
                guard watch(folder.deletingLastPathComponent().path) else { return false }
            }
        }
        return true
    }

    private func watch(_ path: String) -> Bool {
        let watch = inotify_add_watch(descriptor, path, Self.mask)
        guard watch >= 0 else { return errno == ENOENT || errno == ENOTDIR }  // gone already: nothing to watch
        watched[watch] = path
        return true
    }

    private func watchTree(_ path: String) -> Bool {
        guard watch(path) else { return false }
        var watchedAll = true
        FolderSignature.forEachEntry(in: path) { child, status in
            if watchedAll, status.st_mode & S_IFMT == S_IFDIR { watchedAll = watchTree(child) }
        }
        return watchedAll
    }

    /// What a read of the queue found.
    enum Events {
        /// Nothing under the folders changed.
        case none
        /// Files were saved whole: closed after writing, or renamed into place, or removed.
        case saved
        /// A file was changed and may still be being written.
        case changing
    }

    /// Where events are read into: made once, as the queue is read every 10 ms.
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// What the events read since the last ``takeChanges()`` named.
    private var changes = ChangedFiles(paths: [])

    /// What changed since the last call: every path the events named, or unknown when the queue overflowed.
    func takeChanges() -> ChangedFiles {
        defer { changes = ChangedFiles(paths: []) }
        return changes
    }

    /// Reads what the kernel queued. New folders are watched as they appear.
    func readEvents() -> Events {
        var found = Events.none
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return found }
            var offset = 0
            while offset + 16 <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    (
                        bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                        bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                        Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                let name = String(
                    decoding: buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }, as: UTF8.self)
                offset += 16 + length
                guard handle(watch: watch, mask: mask, name: name) else { continue }
                // The last event decides: a file still being written after another was saved is still changing.
                let whole = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ISDIR)
                found = mask & whole != 0 ? .saved : .changing
            }
        }
    }

    /// Notes one event and what it names; true when it is a change to the watched folders.
    private func handle(watch: Int32, mask: UInt32, name: String) -> Bool {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            changes = .unknown  // events were lost
            return true
        }
        guard let folder = watched[watch] else { return false }
        if mask & UInt32(IN_IGNORED) != 0 {
            watched[watch] = nil
            changes.formUnion(ChangedFiles(paths: [folder]))
            // A watched folder itself went away: watch for it to come back.
            if folders.contains(where: { $0.path == folder }) {
                _ = self.watch(URL(fileURLWithPath: folder).deletingLastPathComponent().path)
            }
            return true
        }
        let path = folder + "/" + name
        // In a watched folder's parent (the folder does not exist yet), only the folder itself counts.
        let isParent = !folders.contains { folder == $0.path || folder.hasPrefix($0.path + "/") }
        if isParent {
            guard folders.contains(where: { $0.path == path }) else { return false }
        }
        if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
            _ = watchTree(path)
        }
        // A folder's own watch names it too (an event about the folder itself has no name).
        changes.formUnion(ChangedFiles(paths: [name.isEmpty ? folder : path]))
        return true
    }
}
#endif
