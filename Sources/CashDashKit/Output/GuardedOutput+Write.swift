import CashDashModel
import Foundation

extension GuardedOutput {
    /// Writes `contents` at `relativePath` (folders separated by `/`).
    public func write(_ contents: String, to relativePath: String) throws(OutputError) {
        var contents = contents
        if let failure = contents.withUTF8({ write(UnsafeRawBufferPointer($0), to: relativePath) }) { throw failure }
    }

    /// Writes `data` at `relativePath`.
    public func write(_ data: Data, to relativePath: String) throws(OutputError) {
        if let failure = data.withUnsafeBytes({ write($0, to: relativePath) }) { throw failure }
    }

    /// Writes `parts`, one after the other, at `relativePath`, without joining them into one string first.
    public func write(parts: [String], to relativePath: String) throws(OutputError) {
        let components = try Self.components(of: relativePath)
        try stage(relativePath, unless: FolderWalk.fileHolds(parts, at: components, under: root.path)) {
            path throws(FolderWalk.Failure) in
            try FolderWalk.createFile(parts, at: path)
        }
    }

    /// Writes at `relativePath` the parts that `make` hands to `emit` a batch at a time, each let go once written
    /// (``StreamedFile``): for a page as big as the site. Nothing is written when `make` returns false.
    func write(
        to relativePath: String, batches make: (_ emit: ([PagePart]) -> Void) -> Bool
    ) throws(OutputError) {
        var file = StreamedFile(
            at: try Self.components(of: relativePath), under: root.path, stagedAt: staging + "/" + relativePath)
        guard make({ file.append($0) }) else { return file.cancel() }
        do throws(FolderWalk.Failure) {
            let staged = try file.finish()
            entries.withLock { $0[relativePath] = staged }
        } catch {
            file.cancel()
            throw OutputError(
                "\(displayPath)/\(relativePath) cannot be written (\(error.message)); check that the disk is not full")
        }
    }

    /// Stages `bytes` for `relativePath`, or notes that the file there already holds them; returns what went wrong.
    private func write(_ bytes: UnsafeRawBufferPointer, to relativePath: String) -> OutputError? {
        do throws(OutputError) {
            let components = try Self.components(of: relativePath)
            try stage(relativePath, unless: FolderWalk.fileHolds(bytes, at: components, under: root.path)) {
                path throws(FolderWalk.Failure) in
                try FolderWalk.createFile(bytes, at: path)
            }
            return nil
        } catch {
            return error
        }
    }

    /// Notes that the file at `relativePath` is kept as it is when `unchanged`, or stages it with `create`.
    func stage(
        _ relativePath: String, unless unchanged: Bool, create: (String) throws(FolderWalk.Failure) -> Void
    ) throws(OutputError) {
        if unchanged {
            entries.withLock { $0[relativePath] = false }
            return
        }
        do {
            try create(staging + "/" + relativePath)
        } catch {
            throw OutputError(
                "\(displayPath)/\(relativePath) cannot be written (\(error.message)); check that the disk is not full")
        }
        entries.withLock { $0[relativePath] = true }
    }
}
