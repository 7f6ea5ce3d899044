#if os(Linux)
import CashDashKit
import CashDashModel
import Foundation
import Glibc
import Synchronization

/// An inotify descriptor watching every folder under some folders, and the folders themselves coming and going,
/// read on a thread of its own that sleeps in `poll` until the kernel queues an event: a save is seen as it
/// happens, with no clock ticking while nothing changes.
///
/// After the first event the thread waits for the folders to hold still: ``settle`` after a file was saved whole
/// (an editor's save is several steps: a temporary file written then renamed into place, or a backup removed after
/// the save), up to ``stillWriting`` while a file is still being written or a file that was there is gone (an editor
/// renames it to a backup before it writes the new one). Then it hands over every path the events named to the one
/// task waiting in ``next(quietAfter:)``, or keeps them for the next call. Names starting with `.`, which the build
/// skips, are not changes.
///
/// ``stop()`` (or `deinit` of the ``FolderWatcher`` that owns it) wakes the thread, waits for it to end and closes
/// both descriptors.
final class Inotify: @unchecked Sendable {  // the watch state is the thread's alone; the rest is in `shared`
    /// How long the folders must hold still after a whole save: the gap between an editor's steps (close, then
    /// rename; rename, then remove a backup), which follow each other within microseconds unless the editor is
    /// descheduled. With none, `FolderWatcherTests` sees such a save as two changes about one time in fifteen.
    static let settle = Duration.milliseconds(1)
    /// How long to wait for more after a file was changed but not yet closed, or a file that was there went away;
    /// more events end the wait at once.
    let stillWriting: Duration
    /// The thread's name, as `/proc` shows it.
    static let threadName = "cashdash-watch"

    /// What the thread found, or why a wait ended.
    enum Wake: Equatable {
        case changes(ChangedFiles)
        /// Nothing changed within the time asked for.
        case quiet
        /// The watch stopped, or the waiting task was cancelled.
        case stopped
    }

    private struct Shared {
        /// What the thread has handed over that no one has taken yet.
        var pending: ChangedFiles?
        /// The task waiting for changes, and the number of its wait.
        var waiter: (id: UInt64, continuation: CheckedContinuation<Wake, Never>)?
        var waits: UInt64 = 0
        var stopped = false
        /// How many times the thread woke for an event (for tests: none while nothing changes).
        var wakes = 0
    }

    private let shared = Mutex(Shared())
    private let descriptor: Int32
    /// A pipe: ``stop()`` writes to its end (1) to wake the thread, which sleeps on its other end (0) too.
    private let stopSignal: (read: Int32, write: Int32)
    private var thread = pthread_t()
    private let folders: [URL]
    /// Watch descriptor → folder path; the thread's (and `init`'s, before the thread starts).
    private var watched: [Int32: String] = [:]
    /// Where events are read into, made once.
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    /// What the events read since the last hand-over named; the thread's.
    private var changes = ChangedFiles(paths: [])
    /// Files removed or renamed away since the last hand-over that were there before it and have not come back: an
    /// editor that keeps a backup renames the file away before it writes the new one. The thread's.
    private var missing: Set<String> = []
    /// Files made since the last hand-over (a backup, a file written beside), whose removal is no loss. The thread's.
    private var appeared: Set<String> = []

    private static let mask = UInt32(
        IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF
            | IN_MOVE_SELF | IN_DONT_FOLLOW | IN_ONLYDIR)

    /// Starts watching; nil when inotify is unavailable, out of watches, or no thread can be started.
    init?(folders: [URL], stillWriting: Duration) {
        self.stillWriting = stillWriting
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        var pipe: [Int32] = [-1, -1]
        let piped = Glibc.pipe(&pipe) == 0
        if piped { for end in pipe { _ = fcntl(end, F_SETFD, FD_CLOEXEC) } }
        stopSignal = (pipe[0], pipe[1])
        self.folders = folders
        guard piped, watchAll() else {
            close(descriptor)
            if piped { closeStopSignal() }
            return nil
        }
        let context = Unmanaged.passRetained(self)
        let started = pthread_create(
            &thread, nil,
            { context in
                let watch = Unmanaged<Inotify>.fromOpaque(context!).takeRetainedValue()
                watch.run()
                return nil
            }, context.toOpaque())
        guard started == 0 else {
            context.release()
            close(descriptor)
            closeStopSignal()
            return nil
        }
        _ = setThreadName(thread, Self.threadName)
    }

    /// Ends the thread and closes the descriptors; the waiting task, if any, is told ``Wake/stopped``. Safe to call
    /// more than once.
    func stop() {
        let (first, waiter) = shared.withLock { shared -> (Bool, CheckedContinuation<Wake, Never>?) in
            guard !shared.stopped else { return (false, nil) }
            shared.stopped = true
            defer { shared.waiter = nil }
            return (true, shared.waiter?.continuation)
        }
        guard first else { return }
        waiter?.resume(returning: .stopped)
        var byte: UInt8 = 1
        _ = write(stopSignal.write, &byte, 1)
        pthread_join(thread, nil)
        close(descriptor)
        closeStopSignal()
    }

    private func closeStopSignal() {
        close(stopSignal.read)
        close(stopSignal.write)
    }

    /// How many times the thread woke for an event.
    var wakes: Int { shared.withLock { $0.wakes } }

    /// The changes handed over since the last call, at once if there are some; else waits for the next, or until
    /// nothing changed for `quietAfter`, or the task is cancelled, or the watch stops.
    func next(quietAfter: Duration? = nil) async -> Wake {
        let id = shared.withLock { shared in
            shared.waits += 1
            return shared.waits
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Wake, Never>) in
                let now = shared.withLock { shared -> Wake? in
                    if let pending = shared.pending {
                        shared.pending = nil
                        return .changes(pending)
                    }
                    if shared.stopped || Task.isCancelled { return .stopped }
                    shared.waiter = (id, continuation)
                    return nil
                }
                if let now { return continuation.resume(returning: now) }
                if let quietAfter {
                    let (seconds, attoseconds) = quietAfter.components
                    let delay = Double(seconds) + Double(attoseconds) / 1e18
                    DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in
                        self?.wake(id, with: .quiet)
                    }
                }
            }
        } onCancel: {
            wake(id, with: .stopped)
        }
    }

    /// Resumes the wait numbered `id` with `wake`, if it is still waiting.
    private func wake(_ id: UInt64, with wake: Wake) {
        let waiter = shared.withLock { shared -> CheckedContinuation<Wake, Never>? in
            guard let waiter = shared.waiter, waiter.id == id else { return nil }
            shared.waiter = nil
            return waiter.continuation
        }
        waiter?.resume(returning: wake)
    }

    // MARK: The thread

    /// Waits for events, lets the folders settle and hands over what changed, until stopped.
    private func run() {
        while true {
            guard let ready = wait(for: nil) else { return }
            guard ready else { continue }
            shared.withLock { $0.wakes += 1 }
            var events = readEvents()
            guard events != .none else { continue }
            // A file closed after writing (or renamed into place) is whole; one still being written gets longer.
            while true {
                guard let more = wait(for: events == .saved ? Self.settle : stillWriting) else { return }
                guard more else { break }
                let read = readEvents()
                if read != .none { events = read }
            }
            handOver()
        }
    }

    /// Gives what changed to the waiting task, or keeps it for the next.
    private func handOver() {
        let changed = changes
        changes = ChangedFiles(paths: [])
        (missing, appeared) = ([], [])
        let waiter = shared.withLock { shared -> (CheckedContinuation<Wake, Never>, ChangedFiles)? in
            var all = shared.pending ?? ChangedFiles(paths: [])
            all.formUnion(changed)
            guard let waiter = shared.waiter else {
                shared.pending = all
                return nil
            }
            shared.waiter = nil
            shared.pending = nil
            return (waiter.continuation, all)
        }
        if let (continuation, changed) = waiter { continuation.resume(returning: .changes(changed)) }
    }

    /// Sleeps until the kernel queues an event (true), `timeout` passes (false) or the watch stops (nil).
    private func wait(for timeout: Duration?) -> Bool? {
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopSignal.read, events: Int16(POLLIN), revents: 0),
        ]
        let milliseconds = timeout.map { Int32($0 / .milliseconds(1)) } ?? -1
        while true {
            let count = poll(&descriptors, 2, milliseconds)
            if count < 0, errno == EINTR { continue }
            if count < 0 || descriptors[1].revents != 0 { return nil }
            return count > 0
        }
    }

    /// What a read of the queue found.
    private enum Events {
        /// Nothing under the folders changed.
        case none
        /// Files were saved whole: closed after writing, or renamed into place, or removed.
        case saved
        /// A file was changed and may still be being written, or a file that was there is gone (for now).
        case changing
    }

    /// Reads what the kernel queued. New folders are watched as they appear.
    private func readEvents() -> Events {
        var found = Events.none
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return found != .none && !missing.isEmpty ? .changing : found }
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
        // Names starting with `.` are never the site's (the build skips them): an editor's file written beside.
        if name.hasPrefix(".") { return false }
        if mask & UInt32(IN_ISDIR) == 0, !name.isEmpty {
            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, missing.remove(path) == nil {
                appeared.insert(path)
            } else if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0, appeared.remove(path) == nil {
                missing.insert(path)
            }
        }
        // A folder's own watch names it too (an event about the folder itself has no name).
        changes.formUnion(ChangedFiles(paths: [name.isEmpty ? folder : path]))
        return true
    }

    // MARK: Watches

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
}

/// glibc's `pthread_setname_np`, which the Glibc module does not bring in (it needs `_GNU_SOURCE`).
@_silgen_name("pthread_setname_np")
private func setThreadName(_ thread: pthread_t, _ name: UnsafePointer<CChar>) -> Int32
#endif
