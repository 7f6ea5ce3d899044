import CashDashModel
import Foundation

/// Writes a user's file that only grows (a ledger with one more row, budgets.yml with a new profile): the new text,
/// which must start with the old bytes, replaces the file whole (``WholeFile``) with the old file's permissions; a
/// file that changed since it was read is not replaced.
enum AppendedFile {
    struct Changed: Error, CustomStringConvertible {
        var description: String { "the file changed while this ran (another program saved it); run the command again" }
    }

    /// A file that is not to be added to, and why, in the user's words.
    struct Refused: Error, CustomStringConvertible {
        var description: String
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
