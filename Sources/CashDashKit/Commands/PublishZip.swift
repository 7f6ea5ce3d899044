import CashDashModel
import Foundation
import ZIPFoundation

/// Writes a built site as one zip file whose bytes depend only on the site: entries in path order, each stamped
/// 1980-01-01 00:00:00 with permissions 0644, deflated. Such a stamp on every entry is how a later run knows the
/// file is Cash Dash's to replace; any other file at that path is left alone.
struct ZipPublisher {
    var path: String

    /// The fixed time of every entry: the first moment a zip can record.
    static let stamp = Date(timeIntervalSince1970: 315_532_800)

    func publish(_ site: BuiltSite) throws(OutputError) -> String {
        let bytes = try Self.archive(site)
        let target = URL(fileURLWithPath: path)
        var status = stat()
        let exists = lstat(path, &status) == 0
        if exists {
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw OutputError("\(path) is a link or a folder, not a zip Cash Dash wrote; choose another file name")
            }
            guard let old = FileManager.default.contents(atPath: path), Self.isOurs(old) else {
                throw OutputError(
                    "\(path) is a file Cash Dash did not write, so it will not replace it; choose another name or move it away"
                )
            }
            if old == bytes { return "\(path) already holds this site (\(site.files.count) files); nothing to do" }
        }
        // Written beside the target and renamed over it, so the zip is whole or absent, never half-written.
        do {
            try WholeFile.replace(target, with: bytes)
        } catch {
            throw OutputError(
                "\(path) cannot be written (\(plainWords(error))); check that its folder exists and is writable")
        }
        return "\(exists ? "Replaced" : "Wrote") \(path): \(site.files.count) files, \(bytes.count.formatted()) bytes"
    }

    /// The zip of `site`, made in memory.
    static func archive(_ site: BuiltSite) throws(OutputError) -> Data {
        do {
            let archive = try Archive(accessMode: .create)
            for file in site.files.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
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

    /// Whether `data` is a zip whose every entry carries Cash Dash's stamp and permissions.
    static func isOurs(_ data: Data) -> Bool {
        guard let archive = try? Archive(data: data, accessMode: .read) else { return false }
        var count = 0
        for entry in archive {
            count += 1
            guard entry.fileAttributes[.modificationDate] as? Date == stamp,
                (entry.fileAttributes[.posixPermissions] as? Int).map({ $0 & 0o777 == 0o644 }) ?? false
            else { return false }
        }
        return count > 0
    }
}
