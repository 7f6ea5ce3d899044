import Foundation

/// What the watched folders hold, cheaply: every file's path, size and change time. Two signatures differ when a
/// file was saved, added, removed or renamed.
struct FolderSignature: Equatable, Sendable {
    private var entries: [String: [Int]] = [:]

    /// The signature of `folders` (those that exist), read now.
    init(of folders: [URL]) {
        for folder in folders {
            guard let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey])
            else { continue }
            for case let url as URL in walker {
                guard let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]),
                    values.isRegularFile == true
                else { continue }
                let time = values.contentModificationDate?.timeIntervalSince1970 ?? 0
                entries[url.path] = [values.fileSize ?? 0, Int(time * 1_000_000)]
            }
        }
    }
}
