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
        let url = staging.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try writeFile(Array(contents.utf8), to: url)
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
        try? fileManager.removeItem(at: previous)
    }

    /// Deletes the staging folder; the destination is untouched.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
    }
}

/// Writes `bytes` to `url` with one `open`/`write`/`close`, replacing any file there.
private func writeFile(_ bytes: [UInt8], to url: URL) throws {
    let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        offset += written
    }
}
