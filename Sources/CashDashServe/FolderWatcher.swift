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
/// On Linux the kernel says so (inotify) as it happens, and names each file: a thread of the watcher's own sleeps
/// until an event comes (``Inotify``). Elsewhere, or when the system has no watches to spare, the folders are
/// compared with their ``FolderSignature`` every 150 ms, and what changed is left ``ChangedFiles/unknown`` (each
/// file's time stamp tells the build). Links are not followed. ``stop()`` ends the watch, as does letting go of it.
final class FolderWatcher: @unchecked Sendable {  // used by one task at a time: the serve loop's
    private let folders: [URL]
    #if os(Linux)
    private let inotify: Inotify?
    #endif
    /// What the folders held at the last poll; only read where the kernel cannot tell of changes.
    private var signature: FolderSignature?

    /// Starts watching now, so that a change made while the first build runs is seen. A save is handed over once
    /// nothing more happens to it within `stillWriting` while a file is open or gone (an editor between its steps).
    ///
    /// With `polling`, it compares the folders as it does where the kernel cannot tell of changes (macOS, or no
    /// watches to spare), so that path is tested on Linux too.
    init(folders: [URL], stillWriting: Duration = .milliseconds(30), polling: Bool = false) {
        self.folders = folders
        #if os(Linux)
        inotify = polling ? nil : Inotify(folders: folders, stillWriting: stillWriting)
        if inotify != nil { return }
        #endif
        signature = FolderSignature(of: folders)
    }

    deinit {
        stop()
    }

    /// Stops watching: the thread ends and the descriptors are closed. A `nextChange` waiting then throws.
    func stop() {
        #if os(Linux)
        inotify?.stop()
        #endif
    }

    /// How many times the watch woke for the kernel's events (nil where it polls): none while nothing changes.
    var wakes: Int? {
        #if os(Linux)
        return inotify?.wakes
        #else
        return nil
        #endif
    }

    /// Returns what changed, after the next change, once the folders have held still for a moment (an editor may
    /// save a file in steps); at once if something changed since the last call. `idle` is called once if nothing
    /// changes for half a second, for work that should not delay a rebuild. Throws `CancellationError` when the
    /// task is cancelled or the watch stopped.
    @discardableResult
    func nextChange(idle: () -> Void = {}) async throws -> ChangedFiles {
        #if os(Linux)
        if let inotify {
            var wake = await inotify.next(quietAfter: .milliseconds(500))
            if wake == .quiet {
                idle()
                wake = await inotify.next()
            }
            guard case .changes(let changes) = wake else { throw CancellationError() }
            return changes
        }
        #endif
        var quiet = Duration.zero, calledIdle = false
        while true {
            try await Task.sleep(for: .milliseconds(150))
            quiet += .milliseconds(150)
            if quiet >= .milliseconds(500), !calledIdle {
                calledIdle = true
                idle()
            }
            let now = FolderSignature(of: folders)
            guard now != signature else { continue }
            try await Task.sleep(for: .milliseconds(40))
            signature = FolderSignature(of: folders)
            return .unknown
        }
    }
}
