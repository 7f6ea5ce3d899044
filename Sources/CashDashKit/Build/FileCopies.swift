import CashDashModel
import Foundation
import Synchronization

/// The files a build copies into the site as it is (the curriculum's pictures, the site's own assets), as the last
/// build read them, so that a rebuild told what changed (``ChangedFiles``) reads again only the files named.
final class FileCopies: Sendable {
    private struct State: Sendable {
        var last: [String: Data] = [:]
        var this: [String: Data] = [:]
    }

    private let state = Mutex(State())

    init() {}

    /// Starts a build: what it does not copy is forgotten when it ends.
    func begin() {
        state.withLock { $0.this = [:] }
    }

    /// The contents of the file at `source`: read again unless `changes` says it cannot have changed since the last
    /// build read it. nil when it cannot be read.
    func data(at source: URL, changes: ChangedFiles) -> Data? {
        let path = source.path
        if !changes.mayHaveChanged(path), let data = state.withLock({ $0.last[path] }) {
            state.withLock { $0.this[path] = data }
            return data
        }
        guard let data = readRegularFile(atPath: path) else { return nil }
        state.withLock { $0.this[path] = data }
        return data
    }

    /// Ends a build: its copies are the ones the next compares with.
    func finish() {
        state.withLock { state in
            state.last = state.this
            state.this = [:]
        }
    }
}
