import CashDashKit
import CashDashModel
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the watched folders hold, cheaply: every file's path and ``FileStamp``. Two signatures differ when a
/// file was saved, added, removed or renamed.
///
/// Read with `lstat` over `readdir`: Foundation's resource values took a quarter of `serve`'s time on a
/// 2,000-chapter site, polled several times a second. Links are not followed, as the build does not follow them
/// out of the site.
struct FolderSignature: Equatable, Sendable {
    private var entries: [String: FileStamp] = [:]

    /// The signature of `folders` (those that exist), read now.
    init(of folders: [URL]) {
        for folder in folders { walk(folder.path) }
    }

    private mutating func walk(_ folder: String) {
        Self.forEachEntry(in: folder) { path, status in
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                walk(path)
            default:
                entries[path] = FileStamp(status)
            }
        }
    }

    /// Calls `body` with the path and `lstat` of each entry of `folder` (none when it cannot be read).
    static func forEachEntry(in folder: String, _ body: (String, stat) -> Void) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            // never a copy of the whole name field, which may pass the entry's end
            let name = directoryEntryName(entry)
            guard name != ".", name != ".." else { continue }
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            body(path, status)
        }
    }
}
