import CashDashModel
import Foundation

/// Writes a user's file that only grows (a ledger with one more row, budgets.yml with a new profile): the new text,
/// which must start with the old bytes, replaces the file whole (``WholeFile``) with the old file's permissions; a
/// file that changed since it was read is not replaced.
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
        try WholeFile.replace(url, with: bytes, mode: status.st_mode & 0o7777)
    }
}
