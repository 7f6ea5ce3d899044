import Foundation

/// Writes a file whole: the bytes go to a hidden temporary file in the same folder, which is flushed to the disk and
/// then renamed over the file, and the folder is flushed too. A reader, a kill or a power cut at any moment finds the
/// old file or the new one, never half of either; a hard link to the old file keeps the old text. Every file Cash
/// Dash replaces goes through here.
enum WholeFile {
    /// Replaces (or creates) the file at `url` with `bytes`, with permissions `mode` (the usual 0644 when nil) and, when
    /// given, the owner and group of the file it replaces (which a write as root would otherwise take).
    static func replace(
        _ url: URL, with bytes: some ContiguousBytes, mode: mode_t? = nil, owner: (user: uid_t, group: gid_t)? = nil
    ) throws(POSIXError) {
        let temporary = temporaryPath(for: url, process: getpid())
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o644)
        if descriptor < 0, errno == EEXIST {
            // The name holds this process's id, so the file is a killed run's that had the same id before.
            unlink(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o644)
        }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var written = bytes.withUnsafeBytes { buffer in writeAll(descriptor, buffer) }
        var error = errno
        if let mode { fchmod(descriptor, mode) }  // the umask may have taken bits the old file had
        if let owner, geteuid() == 0 { fchown(descriptor, owner.user, owner.group) }
        if written, fsync(descriptor) != 0 {
            (written, error) = (false, errno)
        }
        close(descriptor)
        guard written, rename(temporary, url.path) == 0 else {
            let code = written ? errno : error
            unlink(temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        syncFolder(of: url)
    }

    /// Replaces the user's file at `url` (the class's `ledger.lock`, its `codes.csv`) keeping its permissions, owner
    /// and group; a file not there yet is made as the usual 0644. What killed runs left beside it goes first.
    static func replaceKeepingOwner(_ url: URL, with bytes: some ContiguousBytes) throws(POSIXError) {
        removeLeftovers(besides: url)
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            try replace(url, with: bytes)
            return
        }
        try replace(url, with: bytes, mode: status.st_mode & 0o7777, owner: (status.st_uid, status.st_gid))
    }

    /// Removes the hidden temporary files that runs killed between writing and renaming left beside `url` (their
    /// process has ended), so they do not stay for good.
    static func removeLeftovers(besides url: URL) {
        let prefix = ".\(url.lastPathComponent)."
        let folder = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            guard let process = pid_t(name.dropFirst(prefix.count).dropLast(4)), process > 0,
                process == getpid() || (kill(process, 0) != 0 && errno == ESRCH)
            else { continue }
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// `.NAME.PID.tmp` beside `url`.
    static func temporaryPath(for url: URL, process: pid_t) -> String {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(process).tmp").path
    }

    /// Flushes the folder holding `url`, so the rename itself survives a power cut.
    private static func syncFolder(of url: URL) {
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        fsync(folder)
        close(folder)
    }

    /// Writes all of `buffer`, going on after a signal; false on an error, with `errno` set.
    static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
