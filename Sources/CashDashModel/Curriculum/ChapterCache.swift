import Foundation
import Synchronization

/// Chapters as the last load read them, by file, with each file's ``FileStamp``: a rebuild (`serve`'s, or a build's
/// from the record the last one left) reads and parses again only the files a watcher named (``ChangedFiles``), or,
/// when none did, those whose stamp changed or that were saved too close to the last read to trust their stamp. A
/// chapter that includes other files is always read again, since they may have changed.
public final class ChapterCache: Sendable {
    /// One file as a load read it.
    public struct Entry: Sendable {
        /// nil when the file could not be looked at: then it is read again next time.
        public var stamp: FileStamp?
        /// When the file was read, in seconds since 1970 (taken just before reading).
        public var read: Double
        public var fallbackTitle: String?
        public var chapter: Chapter?
        public var diagnostics: Diagnostics

        public init(
            stamp: FileStamp?, read: Double, fallbackTitle: String?, chapter: Chapter?, diagnostics: Diagnostics
        ) {
            (self.stamp, self.read, self.fallbackTitle) = (stamp, read, fallbackTitle)
            (self.chapter, self.diagnostics) = (chapter, diagnostics)
        }

        /// Whether a later load may take it without reading the file: it was looked at, and includes no file.
        public var isReusable: Bool { stamp != nil && chapter?.includedFiles.isEmpty ?? true }
    }

    /// The entries, and the files the last ``store(_:)`` read, added or dropped (nil: every file, as for a cache
    /// that did not start from a record).
    private let entries: Mutex<(entries: [String: Entry], changed: Set<String>?)>
    /// The curriculum folder as the last load listed it.
    let listing = FolderListingCache()
    /// Files' stamps as this build took them, by path (``stamp(at:)``).
    private let stamps: [String: FileStamp]

    /// An empty cache that starts from no record: after a load, every file counts as changed (``changedFiles`` is
    /// nil). `stamps` as for ``init(entries:stamps:)``.
    public init(stamps: [String: FileStamp] = [:]) {
        entries = Mutex(([:], nil))
        self.stamps = stamps
    }

    /// A cache of `entries`, as a record of the last load holds them. `stamps`, by path, are the files' stamps as
    /// this build took them just before it began (``stamp(at:)``): two thousand chapters are not looked at twice.
    public init(entries: [String: Entry], stamps: [String: FileStamp] = [:]) {
        self.entries = Mutex((entries, []))
        self.stamps = stamps
    }

    /// The stamp of the file at `path`: as this build took it, if it did, else as it is now.
    func stamp(at path: String) -> FileStamp? {
        stamps[path] ?? FileStamp(path: path)
    }

    /// Every file's entry, as the last load left them.
    public var all: [String: Entry] { entries.withLock { $0.entries } }

    /// The files the last load read, or found or missed, against the entries it started from (nil: every file, for a
    /// cache that did not start from a record).
    public var changedFiles: Set<String>? { entries.withLock { $0.changed } }

    /// The chapter loaded last time from `fileName`, with its diagnostics, when the file still has `stamp`, was not
    /// saved near the last read, and has the same `fallbackTitle`.
    func loaded(_ fileName: String, stamp: FileStamp, fallbackTitle: String?) -> Entry? {
        guard let entry = entries.withLock({ $0.entries[fileName] }), entry.isReusable, entry.stamp == stamp,
            stamp.isSettledToItsTick(before: entry.read), entry.fallbackTitle == fallbackTitle
        else { return nil }
        return entry
    }

    /// The chapter loaded last time from `fileName`, for a file no watcher named since: taken without looking at the
    /// file, unless it includes others or could not be looked at.
    func unchanged(_ fileName: String, fallbackTitle: String?) -> Entry? {
        guard let entry = entries.withLock({ $0.entries[fileName] }), entry.isReusable,
            entry.fallbackTitle == fallbackTitle
        else { return nil }
        return entry
    }

    /// Keeps what this load read, replacing what the last one did.
    func store(_ loaded: [String: Entry]) {
        entries.withLock { last in
            guard last.changed != nil else { return last = (loaded, nil) }
            var changed = Set(loaded.keys).symmetricDifference(last.entries.keys)
            for (file, entry) in loaded where last.entries[file].map({ $0.read != entry.read }) == true {
                changed.insert(file)
            }
            last = (loaded, changed)
        }
    }
}
