import CashDashModel
import Foundation

/// Writes a user's file that only grows. A ledger gets its new row added to its end in place
/// (``append(_:to:expectingSize:)``), so a million-row ledger is never rewritten; a small file (budgets.yml with a
/// new profile, a class file) gets its new text, which must start with the old bytes, written whole (``WholeFile``)
/// and renamed over it. A file that changed since it was read is left as it is.
enum AppendedFile {
    struct Changed: Error, CustomStringConvertible {
        var description: String { "the file changed while this ran (another program saved it); run the command again" }
    }

    /// A file that is not to be added to, and why, in the user's words.
    struct Refused: Error, CustomStringConvertible {
        var description: String
    }

    /// Adds `added` to the end of the regular file at `url`, which must still be `expectedSize` bytes long, made
    /// durable (`fsync`) and read back before this returns. The file keeps its owner, mode and every byte it had.
    /// When the write fails part way, or another program added to the file in the instant before it, the bytes this
    /// wrote are cut off again if they are still last (never another program's), and the error says so.
    static func append(_ added: Data, to url: URL, expectingSize expectedSize: Int) throws {
        // What a killed run of an older Cash Dash left beside the file goes first.
        WholeFile.removeLeftovers(besides: url)
        ScratchFolder.removeLeftovers(in: url.deletingLastPathComponent())
        try refuseLinkOrReadOnly(url)
        let descriptor = open(url.path, O_RDWR | O_APPEND | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw WriteFailure(errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == expectedSize
        else { throw Changed() }
        let outcome = added.withUnsafeBytes { appendAll(descriptor, $0) }
        // Where the bytes went, and whether they are still the file's last (then they can be taken back).
        let start = outcome.start ?? off_t(expectedSize)
        let isLast = fstat(descriptor, &status) == 0 && status.st_size == start + off_t(outcome.written)
        let takeBack = { if isLast, outcome.written > 0 { _ = ftruncate(descriptor, start) } }
        if let failure = outcome.error {
            takeBack()
            guard isLast || outcome.written == 0 else { throw Interleaved(completed: false) }
            throw WriteFailure(errno: failure)
        }
        guard start == off_t(expectedSize) else {
            // Another program added lines between the check and the write: this row was checked at another line.
            takeBack()
            _ = fsync(descriptor)
            guard isLast else { throw Interleaved(completed: true) }
            throw Changed()
        }
        guard fsync(descriptor) == 0 else {
            let failure = errno
            takeBack()
            throw WriteFailure(errno: failure)
        }
        var readBack = Data(count: added.count)
        let read = readBack.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, added.count, start) }
        guard read == added.count, readBack == added else { throw Interleaved(completed: true) }
        // A program that saves by writing a new file and renaming it over this one (an editor) may have done so during
        // the write: the row is then in the old file, which no one reads.
        var now = stat()
        guard stat(url.path, &now) == 0, now.st_ino == status.st_ino, now.st_dev == status.st_dev else {
            throw Replaced()
        }
    }

    /// The file was replaced by another while the row was written into it: the row is not in the file there now.
    struct Replaced: Error, CustomStringConvertible {
        var description: String {
            "another program saved this file while the row was being added, so the row is not in it; run the command again"
        }
    }

    /// Another program wrote to the file while this added to it, and wrote after it: the row cannot be taken back.
    struct Interleaved: Error, CustomStringConvertible {
        /// Whether the whole row was written.
        var completed: Bool
        var description: String {
            (completed
                ? "the row was written, but another program added to this file at the same moment"
                : "the disk took only part of the row, and another program added to this file at the same moment")
                + "; run `cashdash check` to see its last lines, and remove a row that is there twice or cut short"
        }
    }

    /// A write the system refused, in its own words.
    struct WriteFailure: Error, CustomStringConvertible {
        var errno: Int32
        var description: String { "the file cannot be written (\(String(cString: strerror(errno))))" }
    }

    /// Refuses a link (which is never written through) and a file made read-only.
    private static func refuseLinkOrReadOnly(_ url: URL) throws {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { throw Changed() }
        if status.st_mode & S_IFMT == S_IFLNK {
            throw Refused(
                description: "this file is a link to another file, which Cash Dash does not write through; add the "
                    + "row to the file it points to, or put that file here in its place")
        }
        guard status.st_mode & 0o222 != 0 && access(url.path, W_OK) == 0 else {
            throw Refused(
                description: "this file is read-only, so nothing was added to it; make it writable first (chmod u+w)")
        }
    }

    /// Replaces `url` with `bytes`, which must start with `expected`, the file's bytes as read.
    static func write(_ bytes: Data, over url: URL, expecting expected: Data) throws {
        guard bytes.starts(with: expected) else { throw Changed() }
        var status = stat()
        let exists = lstat(url.path, &status) == 0
        if exists, status.st_mode & S_IFMT == S_IFLNK {
            throw Refused(
                description: "this file is a link to another file, which Cash Dash does not write through; add the "
                    + "row to the file it points to, or put that file here in its place")
        }
        // A file made read-only (no write bit, or none for this user) is kept so: the new file, renamed over it, had
        // been written all the same. Not a link, its own status is the one just taken.
        guard !exists || (status.st_mode & 0o222 != 0 && access(url.path, W_OK) == 0) else {
            throw Refused(
                description: "this file is read-only, so nothing was added to it; make it writable first (chmod u+w)")
        }
        guard exists else {
            // A file not there yet (a class's first transactions.csv) is made with its header and rows.
            guard expected.isEmpty else { throw Changed() }
            try WholeFile.replaceKeepingOwner(url, with: bytes)
            return
        }
        guard readRegularFile(atPath: url.path) == expected else { throw Changed() }
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw Changed() }
        try WholeFile.replaceKeepingOwner(url, with: bytes)
    }
}

/// Appends `bytes` with as many writes as it takes: where the first of them landed (nil when none did), how many bytes
/// were written, and the error that stopped it.
private func appendAll(
    _ descriptor: Int32, _ bytes: UnsafeRawBufferPointer
) -> (start: off_t?, written: Int, error: Int32?) {
    var written = 0
    var start: off_t?
    while written < bytes.count {
        let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return (start, written, count < 0 ? errno : EIO) }
        if start == nil { start = lseek(descriptor, 0, SEEK_CUR) - off_t(count) }
        written += count
    }
    return (start, written, nil)
}
