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
        try write(snapshot, text: snapshot.json, force: force)
    }

    private func write(_ snapshot: Snapshot, text: String, force: Bool) throws -> Outcome {
        let target = folder.path + "/" + snapshot.date + ".json"
        var outcome = Outcome.written
        if access(target, F_OK) == 0, let existing = FileManager.default.contents(atPath: target) {
            let old = try? Snapshot(json: existing)
            if old?.rates == snapshot.rates && old?.base == snapshot.base {
                return .unchanged
            }
            guard force else { return .kept }
            outcome = .replaced
        }
        if access(folder.path, F_OK) != 0 {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let temporary = folder.path + "/.\(snapshot.date).json.\(ProcessInfo.processInfo.processIdentifier).tmp"
        do {
            try writeWhole(text, to: temporary)
            guard rename(temporary, target) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        } catch {
            unlink(temporary)
            throw error
        }
        return outcome
    }

    /// Writes `text` with one `open`/`write`/`close`.
    private func writeWhole(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard Foundation.write(descriptor, bytes, bytes.count) == bytes.count else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// Writes many snapshots, one after another (they share one folder, whose lock two writers would fight over);
    /// returns how many ended each way.
    public func write(_ snapshots: [Snapshot], force: Bool = false) throws -> [Outcome: Int] {
        var counts: [Outcome: Int] = [:]
        let texts = snapshots.parallelMap(\.json)
        for (snapshot, text) in zip(snapshots, texts) {
            do {
                counts[try write(snapshot, text: text, force: force), default: 0] += 1
            } catch {
                throw SnapshotError("\(snapshot.date).json could not be written: \(error.localizedDescription)")
            }
        }
        return counts
    }
}
