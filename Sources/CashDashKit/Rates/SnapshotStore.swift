import Foundation

/// Writes snapshots into a rates folder: atomically, and never replacing different numbers unless told to.
public struct SnapshotStore: Sendable {
    public enum Outcome: Sendable, Equatable {
        /// A new file was written.
        case written
        /// A file with exactly these rates was there already.
        case unchanged
        /// A file for that date with different numbers was there and was kept.
        case kept
        /// A file with different numbers was replaced (`--force`).
        case replaced
    }

    public var folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// Writes `snapshot` as `YYYY-MM-DD.json`; an existing file with other rates is kept unless `force`.
    ///
    /// The text goes to a temporary file in the same folder that is then renamed over the target, so a reader
    /// never sees half a file and a failure leaves nothing behind.
    public func write(_ snapshot: Snapshot, force: Bool = false) throws -> Outcome {
        let target = folder.appendingPathComponent(snapshot.date + ".json")
        var outcome = Outcome.written
        if let existing = FileManager.default.contents(atPath: target.path) {
            let old = try? Snapshot(json: existing)
            if old?.rates == snapshot.rates && old?.base == snapshot.base {
                return .unchanged
            }
            guard force else { return .kept }
            outcome = .replaced
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(snapshot.date).json.\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(snapshot.json.utf8).write(to: temporary)
            guard rename(temporary.path, target.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return outcome
    }

    /// Writes many snapshots on all cores; returns how many ended each way.
    public func write(_ snapshots: [Snapshot], force: Bool = false) throws -> [Outcome: Int] {
        let results = snapshots.parallelMap { snapshot -> Result<Outcome, SnapshotError> in
            do {
                return .success(try write(snapshot, force: force))
            } catch {
                return .failure(SnapshotError("\(snapshot.date).json could not be written: \(error.localizedDescription)"))
            }
        }
        var counts: [Outcome: Int] = [:]
        for result in results {
            counts[try result.get(), default: 0] += 1
        }
        return counts
    }
}
