import Foundation

/// A hidden folder for the copies a command checks before it writes (the class files with their new rows, a publish's
/// git index): made inside the folder that holds the user's files, never in the shared temporary
/// folder, readable by the owner alone, and removed when done. One that a killed run left (its process has ended) is
/// removed by the next run in that folder.
struct ScratchFolder {
    static let prefix = ".cashdash-scratch-"

    let url: URL

    /// Makes `.cashdash-scratch-PID` in `folder`, owned as `folder` is, after removing the ones ended runs left.
    static func make(in folder: URL) throws -> ScratchFolder {
        removeLeftovers(in: folder)
        let url = folder.appendingPathComponent("\(prefix)\(getpid())")
        try? FileManager.default.removeItem(at: url)  // this process's id, so an ended run's
        guard mkdir(url.path, 0o700) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var status = stat()
        if geteuid() == 0, stat(folder.path, &status) == 0 { chown(url.path, status.st_uid, status.st_gid) }
        return ScratchFolder(url: url)
    }

    /// Writes `data` as `name`, with the permissions and owner of `original` when it exists.
    func write(_ data: Data, named name: String, like original: URL) throws {
        let target = url.appendingPathComponent(name)
        var status = stat()
        let hasOriginal = stat(original.path, &status) == 0
        let descriptor = open(
            target.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
            hasOriginal ? status.st_mode & 0o777 : 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        if hasOriginal, geteuid() == 0 { fchown(descriptor, status.st_uid, status.st_gid) }
        let written = data.withUnsafeBytes { WholeFile.writeAll(descriptor, $0) }
        guard written else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Removes the scratch folders in `folder` whose run has ended.
    static func removeLeftovers(in folder: URL) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let process = pid_t(name.dropFirst(prefix.count)), process > 0, process != getpid(),
                kill(process, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
