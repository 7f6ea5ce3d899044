import CashDashModel
import Foundation
import ZIPFoundation

/// Writes a built site as one zip file whose bytes depend only on the site: entries in path order, each stamped
/// 1980-01-01 00:00:00 with permissions 0644, deflated, and last `.cashdash/manifest`, the list of the files Cash Dash
/// put in it. That entry is how a later run knows the file is Cash Dash's to replace; any other file at that path
/// (another tool's zip with the same stamps among them) is left alone.
struct ZipPublisher {
    var path: String
    /// `--dry-run`: say what would be written, and write nothing.
    var dryRun = false

    /// The fixed time of every entry: the first moment a zip can record.
    static let stamp = Date(timeIntervalSince1970: 315_532_800)
    /// The entry that marks a zip as Cash Dash's, as the same file does on a published git branch.
    static let manifestPath = ".cashdash/manifest"
    static let manifestHeading = "# Cash Dash wrote this zip; it replaces only a zip holding this file."

    func publish(_ site: BuiltSite) throws(OutputError) -> String {
        let bytes = try Self.archive(site)
        let target = URL(fileURLWithPath: path)
        var status = stat()
        let exists = lstat(path, &status) == 0
        if exists {
            let kind: String? =
                switch status.st_mode & S_IFMT {
                case S_IFREG: nil
                case S_IFLNK: "a link"
                case S_IFDIR: "a folder"
                default: "not a plain file (a pipe or a device)"
                }
            if let kind {
                throw OutputError("\(path) is \(kind), not a zip Cash Dash wrote; choose another file name")
            }
            guard Self.isOurs(target) else {
                throw OutputError(
                    "\(path) is a file Cash Dash did not write, so it will not replace it; choose another name or move it away"
                )
            }
            if status.st_size == off_t(bytes.count), FileManager.default.contents(atPath: path) == bytes {
                return "\(path) already holds this site (\(site.files.count) files); nothing to do"
            }
        }
        if dryRun {
            return
                "Would \(exists ? "replace" : "write") \(path): \(site.files.count) files, \(bytes.count.formatted()) "
                + "bytes (--dry-run: nothing was written)"
        }
        // Written beside the target and renamed over it, so the zip is whole or absent, never half-written.
        do {
            try WholeFile.replace(target, with: bytes)
        } catch {
            throw OutputError(
                "\(path) cannot be written (\(plainWords(error))); check that its folder exists and is writable")
        }
        guard FileManager.default.contents(atPath: path) == bytes else {
            throw OutputError("\(path) does not hold what was written; check the disk and publish again")
        }
        return "\(exists ? "Replaced" : "Wrote") \(path): \(site.files.count) files, \(bytes.count.formatted()) bytes"
    }

    /// The zip of `site`, made in memory.
    static func archive(_ site: BuiltSite) throws(OutputError) -> Data {
        do {
            let archive = try Archive(accessMode: .create)
            var files = site.files.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) })
            let manifest = ([manifestHeading] + files.map(\.path)).joined(separator: "\n") + "\n"
            files.removeAll { $0.path == manifestPath }
            files.append((manifestPath, Data(manifest.utf8)))
            for file in files {
                let data = file.data
                try archive.addEntry(
                    with: file.path, type: .file, uncompressedSize: Int64(data.count), modificationDate: stamp,
                    permissions: 0o644, compressionMethod: .deflate
                ) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
            guard let data = archive.data else { throw OutputError("the zip was not made") }
            return data
        } catch let error as OutputError {
            throw error
        } catch {
            throw OutputError("the zip cannot be made (\(plainWords(error)))")
        }
    }

    /// Whether the file at `url` is a zip Cash Dash wrote: one whose `.cashdash/manifest` starts with its heading.
    /// Only the zip's directory and that entry are read, however large the file.
    static func isOurs(_ url: URL) -> Bool {
        // Every zip Cash Dash writes starts with a local file header: anything else is not ours, found without
        // searching a big file for a zip's directory (a 3 GB file had been scanned for minutes).
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return false }
        let start = (try? handle.read(upToCount: 4)) ?? nil
        try? handle.close()
        guard start == Data([0x50, 0x4B, 0x03, 0x04]) else { return false }
        guard let archive = try? Archive(url: url, accessMode: .read, pathEncoding: nil),
            let entry = archive[manifestPath],
            entry.type == .file, entry.uncompressedSize < 64 << 20
        else { return false }
        var text = Data()
        _ = try? archive.extract(entry, bufferSize: 16_384, skipCRC32: false) { chunk in
            if text.count < manifestHeading.utf8.count { text.append(chunk) }
        }
        return text.starts(with: Data(manifestHeading.utf8))
    }
}
