import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file for a command that makes new ones (`init`, `new`, `templates export`): never over a file that is
/// there, unless told to replace it, and never through a link.
enum NewFile {
    /// A link stands where the file would go.
    struct LinkInTheWay: LocalizedError {
        var errorDescription: String? { "a link is there, and Cash Dash never writes through a link; remove it first" }
    }

    enum Outcome: Equatable {
        case written
        /// Something is already at the path, and it was left as it is.
        case kept
    }

    /// Writes `data` at `url`, making its folders. A file already there is kept, or with `replacing` is replaced by a
    /// rename (so a hard-linked copy keeps its text); a link there is never followed or replaced.
    static func write(_ data: Data, to url: URL, replacing: Bool = false) throws -> Outcome {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var status = stat()
        if lstat(url.path, &status) == 0 {
            guard replacing else { return .kept }
            if status.st_mode & S_IFMT == S_IFLNK { throw LinkInTheWay() }
            try data.write(to: url, options: .atomic)
            return .written
        }
        // O_EXCL: if another program makes the file between the check and here, it is kept, not overwritten.
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return .kept }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { bytes in
            bytes.isEmpty ? 0 : systemWrite(descriptor, bytes.baseAddress, bytes.count)
        }
        guard written == data.count else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return .written
    }
}

/// The C library's `write`, under a name no method shadows.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
