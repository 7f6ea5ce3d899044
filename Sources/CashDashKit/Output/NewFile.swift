import CashDashModel
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
        /// The folder on the way that is a link, when it is not the file itself.
        var folder: String?
        var errorDescription: String? {
            if let folder {
                return
                    "the folder \(folder) is a link, and Cash Dash never writes through a link; make it a real folder "
                    + "or export somewhere else"
            }
            return "a link is there, and Cash Dash never writes through a link; remove it first"
        }
    }

    enum Outcome: Equatable {
        case written
        /// Something is already at the path, and it was left as it is.
        case kept
    }

    /// Writes `data` at `url`, making its folders. A file already there is kept, or with `replacing` is replaced by a
    /// rename (so a hard-linked copy keeps its text); a link there is never followed or replaced.
    ///
    /// With `base`, no folder from `base` down to the file may be a link (each is checked, and made if missing); the
    /// folders above `base` are the user's.
    static func write(_ data: Data, to url: URL, replacing: Bool = false, within base: URL? = nil) throws -> Outcome {
        if let base {
            try makeFolders(url.deletingLastPathComponent(), from: base)
        } else {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        }
        var status = stat()
        if lstat(url.path, &status) == 0 {
            guard replacing else { return .kept }
            if status.st_mode & S_IFMT == S_IFLNK { throw LinkInTheWay() }
            try WholeFile.replace(url, with: data)
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

extension NewFile {
    /// Makes `folder` and every folder between `base` and it, refusing any of them (and `base`) that is a link.
    private static func makeFolders(_ folder: URL, from base: URL) throws {
        let basePath = base.standardizedFileURL.path, target = folder.standardizedFileURL.path
        guard target == basePath || target.hasPrefix(basePath + "/") else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return
        }
        try FileManager.default.createDirectory(at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
        var path = basePath
        let below = target.dropFirst(basePath.count).split(separator: "/").map(String.init)
        for component in [""] + below {
            if !component.isEmpty { path += "/" + component }
            var status = stat()
            if lstat(path, &status) != 0 {
                guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                guard lstat(path, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            }
            if status.st_mode & S_IFMT == S_IFLNK { throw LinkInTheWay(folder: path) }
            guard status.st_mode & S_IFMT == S_IFDIR else { throw POSIXError(.ENOTDIR) }
        }
    }
}

/// The C library's `write`, under a name no method shadows.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
