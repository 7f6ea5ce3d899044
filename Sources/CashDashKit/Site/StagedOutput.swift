import Foundation

/// An output folder built beside the real one and swapped in only when complete.
///
/// Pages are written into `<name>.staging-<pid>` next to the output folder. ``commit()`` moves the old folder aside,
/// renames the staging folder into place and deletes the old one; ``discard()`` deletes the staging folder and
/// leaves the old output exactly as it was. Hidden entries at the top of the old output (`.git`, `.gitkeep`,
/// `.nojekyll`) are carried over, so publishing from a git checkout in `Output/` keeps working.
final class StagedOutput: Sendable {
    let destination: URL
    let staging: URL

    init(destination: URL) throws {
        self.destination = destination.standardizedFileURL
        let parent = self.destination.deletingLastPathComponent()
        let name = self.destination.lastPathComponent
        staging = parent.appendingPathComponent("\(name).staging-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: staging)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
    }

    /// Writes `contents` at `relativePath` inside the staging folder, creating folders as needed.
    func write(_ contents: String, to relativePath: String) throws {
        let path = staging.path + "/" + relativePath
        try makeParentFolders(of: path)
        try writeFile(Array(contents.utf8), to: path)
    }

    /// Copies the file at `source` to `relativePath` inside the staging folder.
    func copy(_ source: URL, to relativePath: String) throws {
        let url = staging.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: url)
    }

    /// Replaces the destination with the staging folder.
    func commit() throws {
        let fileManager = FileManager.default
        let previous = destination.deletingLastPathComponent()
            .appendingPathComponent("\(destination.lastPathComponent).previous-\(ProcessInfo.processInfo.processIdentifier)")
        guard fileManager.fileExists(atPath: destination.path) else {
            try fileManager.moveItem(at: staging, to: destination)
            return
        }
        for name in try fileManager.contentsOfDirectory(atPath: destination.path).sorted() where name.hasPrefix(".") {
            let target = staging.appendingPathComponent(name)
            if !fileManager.fileExists(atPath: target.path) {
                try fileManager.copyItem(at: destination.appendingPathComponent(name), to: target)
            }
        }
        try? fileManager.removeItem(at: previous)
        try fileManager.moveItem(at: destination, to: previous)
        do {
            try fileManager.moveItem(at: staging, to: destination)
        } catch {
            try? fileManager.moveItem(at: previous, to: destination)
            throw error
        }
        removeTree(previous)
    }

    /// Deletes the staging folder; the destination is untouched.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
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

/// Deletes a folder tree, its top-level entries on all cores (a large site has thousands of page folders).
private func removeTree(_ url: URL) {
    let fileManager = FileManager.default
    var entries = ((try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []).map { url.appendingPathComponent($0) }
    if let index = entries.firstIndex(where: { $0.lastPathComponent == "curriculum" }) {
        let curriculum = entries.remove(at: index)
        entries += ((try? fileManager.contentsOfDirectory(atPath: curriculum.path)) ?? []).map {
            curriculum.appendingPathComponent($0)
        }
    }
    _ = entries.parallelMap { entry in (try? FileManager.default.removeItem(at: entry)) != nil }
    try? fileManager.removeItem(at: url)
}

/// Writes `bytes` to `path` with one `open`/`write`/`close`, replacing any file there.
private func writeFile(_ bytes: [UInt8], to path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        offset += written
    }
}
