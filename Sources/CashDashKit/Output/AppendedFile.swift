import CashDashModel
import Foundation

/// Writes a user's file that only grows (a ledger with one more row): the whole new text goes to a temporary file
/// beside it, with the old file's permissions, which is renamed over the old one. A kill at any moment leaves either
/// the old file or the new one, whole; a file that changed since it was read is not replaced.
enum AppendedFile {
    struct Changed: Error, CustomStringConvertible {
        var description: String { "the file changed while this ran (another program saved it); run the command again" }
    }

    /// Replaces `url` with `bytes`, which must start with `expected`, the file's bytes as read.
    static func write(_ bytes: Data, over url: URL, expecting expected: Data) throws {
        guard bytes.starts(with: expected) else { throw Changed() }
        guard readRegularFile(atPath: url.path) == expected else { throw Changed() }
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw Changed() }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        try bytes.write(to: temporary, options: .withoutOverwriting)
        chmod(temporary.path, status.st_mode & 0o7777)
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }
}
