import Foundation
import Synchronization

/// Chapters as the last load read them, by file, with each file's ``FileStamp``: a rebuild (`serve`'s) reads and
/// parses again only the files a watcher named (``ChangedFiles``), or, when none did, those whose stamp changed or
/// that were saved too close to the last read to trust their stamp. A chapter that includes other files is always
/// read again, since they may have changed.
public final class ChapterCache: Sendable {
    struct Entry: Sendable {
        /// nil when the file could not be looked at: then it is read again next time.
        var stamp: FileStamp?
        /// When the file was read, in seconds since 1970 (taken just before reading).
        var read: Double
        var fallbackTitle: String?
        var chapter: Chapter?
        var diagnostics: Diagnostics
    }

    private let entries = Mutex<[String: Entry]>([:])
    /// The curriculum folder as the last load listed it.
    let listing = FolderListingCache()

    public init() {}

    /// The chapter loaded last time from `fileName`, with its diagnostics, when the file still has `stamp`, was not
    /// saved near the last read, and has the same `fallbackTitle`.
    func loaded(_ fileName: String, stamp: FileStamp, fallbackTitle: String?) -> Entry? {
        guard let entry = entries.withLock({ $0[fileName] }), entry.stamp == stamp, stamp.isSettled(before: entry.read),
            entry.fallbackTitle == fallbackTitle, entry.chapter?.includedFiles.isEmpty ?? true
        else { return nil }
        return entry
    }

    /// The chapter loaded last time from `fileName`, for a file no watcher named since: taken without looking at the
    /// file, unless it includes others or could not be looked at.
    func unchanged(_ fileName: String, fallbackTitle: String?) -> Entry? {
        guard let entry = entries.withLock({ $0[fileName] }), entry.stamp != nil, entry.fallbackTitle == fallbackTitle,
            entry.chapter?.includedFiles.isEmpty ?? true
        else { return nil }
        return entry
    }

    /// Keeps what this load read, replacing what the last one did.
    func store(_ loaded: [String: Entry]) {
        entries.withLock { $0 = loaded }
    }
}
