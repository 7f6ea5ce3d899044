import Foundation
import Synchronization

/// Folders as the last build listed them (``listFiles(in:within:displayPath:problems:)``), so that a rebuild told
/// what changed (``ChangedFiles``) lists a folder again only when a file in it was added, removed or renamed, not
/// when one was only saved (or a hidden file, such as an editor's swap file, was).
///
/// A listing that followed a link is always made again: what a link leads to may change without the watcher
/// naming anything in the folder.
public final class FolderListingCache: Sendable {
    struct Listing: Sendable {
        var files: [String]
        var known: Set<String>
        var followedLinks: Bool
        var problems: Diagnostics
    }

    private let listings = Mutex<[String: Listing]>([:])

    public init() {}

    /// The files below `directory` as sorted relative paths, with the listing's problems appended to `problems`:
    /// last build's when every path `changes` names inside it is a file that listing held and still a plain file.
    public func files(
        in directory: URL, within root: URL, displayPath: String = "", changes: ChangedFiles,
        problems: inout Diagnostics
    ) -> [String] {
        let folder = directory.path
        if let last = listings.withLock({ $0[folder] }), !last.followedLinks,
            let named = changes.named(inside: folder),
            named.allSatisfy({ path in
                let file = String(path.dropFirst(folder.count + 1))
                return isHidden(file) || (last.known.contains(file) && isPlainFile(path))
            })
        {
            problems.append(contentsOf: last.problems)
            return last.files
        }
        var found = Diagnostics(), followedLinks = false
        let files = listFiles(
            in: directory, within: root, displayPath: displayPath, problems: &found, followedLinks: &followedLinks)
        listings.withLock {
            $0[folder] = Listing(files: files, known: Set(files), followedLinks: followedLinks, problems: found)
        }
        problems.append(contentsOf: found)
        return files
    }

    /// Whether the last listing of `directory` followed a link (true when there was none).
    public func followedLinks(in directory: URL) -> Bool {
        listings.withLock { $0[directory.path]?.followedLinks ?? true }
    }

    /// Whether a listing leaves `file` out: it, or a folder on its way, has a name starting with a dot.
    private func isHidden(_ file: String) -> Bool {
        file.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    private func isPlainFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
}
