import CashDashModel
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What some folders hold, cheaply: every file's path and ``FileStamp``. Two signatures differ when a file was
/// saved, added, removed or renamed. `serve` polls the site's folders with it where the kernel cannot tell of
/// changes, and a build compares it with the last one's to tell that nothing changed (``StandingBuild``).
///
/// Read with `lstat` over `readdir`: Foundation's resource values took a quarter of `serve`'s time on a
/// 2,000-chapter site, polled several times a second. Links are not followed, as the build does not follow them
/// out of the site; ``hasLinks`` says whether any was met.
public struct FolderSignature: Equatable, Sendable {
    private var entries: [String: FileStamp] = [:]
    /// Whether a symbolic link stands in one of the folders: what it leads to is not in the signature.
    public private(set) var hasLinks = false
    /// Whether something other than a file, a folder or a link stands there (a named pipe, a device, a socket).
    public private(set) var hasOtherKinds = false

    /// The signature of `folders` (those that exist), read now; a folder among `skipping` is left out.
    public init(of folders: [URL], skipping: Set<String> = []) {
        // Gathered in a list, then put in the dictionary at its size at once, not grown file by file.
        var found: [(String, FileStamp)] = []
        for folder in folders { walk(folder.path, skipping: skipping, into: &found) }
        entries = Dictionary(found, uniquingKeysWith: { first, _ in first })
    }

    private mutating func walk(_ folder: String, skipping: Set<String>, into found: inout [(String, FileStamp)]) {
        Self.forEachEntry(in: folder) { path, status in
            let kind = status.st_mode & S_IFMT
            guard kind != S_IFDIR else {
                if !skipping.contains(path) { walk(path, skipping: skipping, into: &found) }
                return
            }
            if kind == S_IFLNK { hasLinks = true }
            if kind != S_IFLNK, kind != S_IFREG { hasOtherKinds = true }
            found.append((path, FileStamp(status)))
        }
    }

    /// Every file's stamp, by its path (the folder's path, `/`, and the names below it).
    public var stamps: [String: FileStamp] { entries }

    /// Whether every file was last changed well before `time` (``FileStamp/isSettledToItsTick(before:)``).
    public func isSettled(before time: Double) -> Bool {
        entries.values.allSatisfy { $0.isSettledToItsTick(before: time) }
    }

    /// Adds every path with its stamp, in any order (``StableDigest/addUnordered(_:_:)``): sorting 2,000 paths first
    /// was 0.4 % of a rebuild after one edit (perf).
    public func add(to digest: inout StableDigest) {
        digest.addUnordered(entries) { digest, entry in
            digest.add(entry.key)
            entry.value.add(to: &digest)
        }
    }

    /// Calls `body` with the path and `lstat` of each entry of `folder` (none when it cannot be read).
    public static func forEachEntry(in folder: String, _ body: (String, stat) -> Void) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            // never a copy of the whole name field, which may pass the entry's end
            let name = directoryEntryName(entry)
            guard name != ".", name != ".." else { continue }
            // Looked at from the open folder, not by the whole path: walking the path again for each of 2,000
            // chapters was 1.2 % of a rebuild after one edit (perf).
            var status = stat()
            guard fstatat(dirfd(directory), name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            body(folder + "/" + name, status)
        }
    }
}
