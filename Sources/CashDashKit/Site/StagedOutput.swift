import Foundation
import Synchronization

/// An output folder built beside the real one and swapped in only when complete.
///
/// Pages are written into `<name>.staging-<pid>` next to the output folder. ``commit()`` moves the old output aside
/// and renames the staging folder into place; ``discard()`` gives up and leaves the old output exactly as it was.
/// Hidden entries at the top of the old output (`.git`, `.gitkeep`, `.nojekyll`) move into the new one, so
/// publishing from a git checkout in `Output/` keeps working.
///
/// The old output is not deleted: it is kept as a hidden spare (`.<name>.spare`) that the next build writes over
/// and prunes. Rewriting existing files is much cheaper than deleting thousands of files and creating them again,
/// which file systems such as ext4 handle slowly when the deletions are recent.
final class StagedOutput: Sendable {
    let destination: URL
    let staging: URL
    private let spare: URL
    /// Whether the staging folder is a recycled spare, holding files from an older build.
    private let isRecycled: Bool
    private let written = Mutex<Set<String>>([])

    init(destination: URL) throws {
        self.destination = destination.standardizedFileURL
        let parent = self.destination.deletingLastPathComponent()
        let name = self.destination.lastPathComponent
        staging = parent.appendingPathComponent("\(name).staging-\(ProcessInfo.processInfo.processIdentifier)")
        spare = parent.appendingPathComponent(".\(name).spare")
        try? FileManager.default.removeItem(at: staging)
        isRecycled = rename(spare.path, staging.path) == 0
        if !isRecycled {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        }
    }

    /// Writes `contents` at `relativePath` inside the staging folder, creating folders as needed.
    func write(_ contents: String, to relativePath: String) throws {
        var contents = contents
        try contents.withUTF8 { try write(UnsafeRawBufferPointer($0), to: relativePath) }
    }

    /// Copies the file at `source` to `relativePath` inside the staging folder.
    func copy(_ source: URL, to relativePath: String) throws {
        let data = try Data(contentsOf: source)
        try data.withUnsafeBytes { try write($0, to: relativePath) }
    }

    private func write(_ bytes: UnsafeRawBufferPointer, to relativePath: String) throws {
        let path = staging.path + "/" + relativePath
        try makeParentFolders(of: path)
        try writeFile(bytes, to: path)
        written.withLock { _ = $0.insert(relativePath) }
    }

    /// Replaces the destination with the staging folder.
    func commit() throws {
        let fileManager = FileManager.default
        if isRecycled { pruneUnwritten() }
        guard fileManager.fileExists(atPath: destination.path) else {
            try fileManager.moveItem(at: staging, to: destination)
            return
        }
        let hidden = try fileManager.contentsOfDirectory(atPath: destination.path).filter { $0.hasPrefix(".") }
        for name in hidden {
            try? fileManager.removeItem(at: staging.appendingPathComponent(name))
            try fileManager.moveItem(at: destination.appendingPathComponent(name), to: staging.appendingPathComponent(name))
        }
        try? fileManager.removeItem(at: spare)
        try fileManager.moveItem(at: destination, to: spare)
        do {
            try fileManager.moveItem(at: staging, to: destination)
        } catch {
            try? fileManager.moveItem(at: spare, to: destination)
            for name in hidden {
                try? fileManager.moveItem(at: staging.appendingPathComponent(name), to: destination.appendingPathComponent(name))
            }
            throw error
        }
    }

    /// Gives up on the staging folder; the destination is untouched.
    func discard() {
        if isRecycled && rename(staging.path, spare.path) == 0 { return }
        try? FileManager.default.removeItem(at: staging)
    }

    /// Deletes what an older build left in a recycled staging folder and this build did not write.
    private func pruneUnwritten() {
        let written = self.written.withLock { $0 }
        var emptied: Set<String> = []
        for file in listFiles(in: staging) where !written.contains(file) {  // hidden entries are replaced at commit
            unlink(staging.path + "/" + file)
            var folder = Substring(file)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                emptied.insert(String(folder))
            }
        }
        for folder in emptied.sorted(by: >) {  // deepest first; rmdir leaves folders that still hold files
            rmdir(staging.path + "/" + folder)
        }
    }
}

/// Creates the folders above `path` that do not exist yet; cheaper than `FileManager` when most already exist.
private func makeParentFolders(of path: String) throws {
    guard let slash = path.lastIndex(of: "/"), slash > path.startIndex else { return }
    let parent = String(path[..<slash])
    if mkdir(parent, 0o755) == 0 || errno == EEXIST { return }
    guard errno == ENOENT else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    try makeParentFolders(of: parent)
    if mkdir(parent, 0o755) != 0 && errno != EEXIST { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}

/// Writes `bytes` to `path`, leaving a file that already holds exactly these bytes untouched.
///
/// A recycled staging folder mostly holds the same pages again, and reading a small file back is cheaper than
/// rewriting it. The file is overwritten in place and then cut to length, rather than opened with `O_TRUNC`:
/// ext4 flushes files truncated to zero and rewritten, which would make every page a disk write.
private func writeFile(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
    let descriptor = open(path, O_RDWR | O_CREAT, 0o644)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    if Int(status.st_size) == bytes.count, bytes.count > 0, fileHolds(bytes, descriptor) { return }
    var offset = 0
    while offset < bytes.count {
        let written = pwrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset, off_t(offset))
        guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        offset += written
    }
    if Int(status.st_size) > bytes.count && ftruncate(descriptor, off_t(bytes.count)) != 0 {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}

/// Whether the open file's contents equal `bytes` (the caller has checked the size).
private func fileHolds(_ bytes: UnsafeRawBufferPointer, _ descriptor: Int32) -> Bool {
    let chunk = 1 << 16
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
    defer { buffer.deallocate() }
    var offset = 0
    while offset < bytes.count {
        let count = pread(descriptor, buffer.baseAddress, min(chunk, bytes.count - offset), off_t(offset))
        guard count > 0, memcmp(buffer.baseAddress!, bytes.baseAddress! + offset, count) == 0 else { return false }
        offset += count
    }
    return true
}
