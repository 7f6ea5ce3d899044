import CashDashModel
import Foundation

/// Writes snapshots into a rates folder: atomically, and never replacing different numbers unless told to.
struct SnapshotStore: Sendable {
    enum Outcome: Sendable, Equatable {
        /// A new file was written.
        case written
        /// A file with exactly these rates was there already.
        case unchanged
        /// A file for that date with different numbers was there and was kept.
        case kept
        /// A file with different numbers was replaced (`--force`).
        case replaced
    }

    var folder: URL
    /// The last day a snapshot may have; later dates are refused.
    var today: Day

    init(folder: URL, today: Day = todayInUTC()) {
        self.folder = folder
        self.today = today
    }

    /// Writes `snapshot` as `YYYY-MM-DD.json` once it passes ``Snapshot/check(today:)``; an existing file with other
    /// rates is kept unless `force`.
    ///
    /// The file appears whole or not at all: a new one is linked in complete, a replacement renamed over the old
    /// one, so a reader never sees half a file and a failure leaves nothing behind.
    func write(_ snapshot: Snapshot, force: Bool = false) throws -> Outcome {
        try snapshot.check(today: today)
        try createFolder()
        return try write(snapshot, bytes: snapshot.jsonBytes, force: force)
    }

    private func createFolder() throws {
        if access(folder.path, F_OK) != 0 {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
    }

    private func write(_ snapshot: Snapshot, bytes: [UInt8], force: Bool) throws -> Outcome {
        let target = folder.path + "/" + snapshot.date + ".json"
        // Most imports write new days: try that first, so the usual case costs one directory lookup.
        if try linkNew(bytes, to: target) { return .written }
        guard let existing = FileManager.default.contents(atPath: target) else {
            return try replace(target, with: bytes, outcome: .written)
        }
        let old = try? Snapshot(json: existing)
        if old?.rates == snapshot.rates && old?.base == snapshot.base { return .unchanged }
        guard force else { return .kept }
        return try replace(target, with: bytes, outcome: .replaced)
    }

    /// Replaces `target` whole (``WholeFile``), so a reader never sees half a file and a failure leaves nothing behind.
    private func replace(_ target: String, with bytes: [UInt8], outcome: Outcome) throws -> Outcome {
        try WholeFile.replace(URL(fileURLWithPath: target), with: bytes)
        return outcome
    }

    /// Creates `target` with `bytes` only if no file has that name: on Linux they go to an unnamed file
    /// (`O_TMPFILE`) that is then linked in whole, elsewhere through `replace`. Returns false if `target` exists.
    private func linkNew(_ bytes: [UInt8], to target: String) throws -> Bool {
        #if os(Linux)
        let unnamedFile: Int32 = 0o20_000_000 | O_DIRECTORY
        let descriptor = open(folder.path, O_WRONLY | unnamedFile, 0o644)
        if descriptor >= 0 {
            defer { close(descriptor) }
            try writeWhole(bytes, to: descriptor)
            if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, target, AT_SYMLINK_FOLLOW) == 0 { return true }
            if errno == EEXIST { return false }
            guard errno == ENOENT || errno == EPERM || errno == EACCES else {
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }
        #endif
        if access(target, F_OK) == 0 { return false }
        _ = try replace(target, with: bytes, outcome: .written)
        return true
    }

    /// Writes all of `bytes` to `descriptor`.
    private func writeWhole(_ bytes: [UInt8], to descriptor: Int32) throws {
        guard Foundation.write(descriptor, bytes, bytes.count) == bytes.count else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    /// Writes many snapshots on all cores (each file's text is written unnamed and linked in whole, so writers
    /// share only the moment of linking); returns how many ended each way, or the first failure by date.
    func write(_ snapshots: [Snapshot], force: Bool = false) throws -> [Outcome: Int] {
        for snapshot in snapshots {
            do { try snapshot.check(today: today) } catch let error as SnapshotError {
                throw SnapshotError(
                    "the snapshot for \(snapshot.date) cannot be saved: \(error.description); nothing was written")
            }
        }
        try createFolder()
        // A date listed twice is written after the rest, so two writers never race for one file.
        var seen = Set<String>()
        let (first, repeated) = snapshots.reduce(into: ([Snapshot](), [Snapshot]())) { lists, snapshot in
            if seen.insert(snapshot.date).inserted { lists.0.append(snapshot) } else { lists.1.append(snapshot) }
        }
        let outcomes = first.parallelMap(writeReporting) + repeated.map(writeReporting)
        var counts: [Outcome: Int] = [:]
        for outcome in outcomes {
            counts[try outcome.get(), default: 0] += 1
        }
        return counts

        @Sendable func writeReporting(_ snapshot: Snapshot) -> Result<Outcome, SnapshotError> {
            Result { try write(snapshot, bytes: snapshot.jsonBytes, force: force) }.mapError { error in
                SnapshotError("\(snapshot.date).json could not be written: \(plainWords(error))")
            }
        }
    }
}
