/// What changed in a site's folders since the last build, as a file watcher named it, so that a rebuild (`serve`'s)
/// reads again only that: the files and folders saved, added, removed or renamed, by absolute path. A named folder
/// stands for everything inside it.
///
/// ``unknown`` is what a build has when nothing watched the folders (a first build, a watcher that polls, or one
/// whose queue overflowed): then every file may have changed, and its time stamp decides whether it is read again.
public struct ChangedFiles: Sendable, Equatable {
    /// The named paths; nil when anything may have changed.
    public private(set) var paths: Set<String>? {
        didSet { prefixes = paths.map { $0.map { $0 + "/" } } ?? [] }
    }
    /// Each named path with a `/` after it, for what is inside it.
    private var prefixes: [String] = []

    /// Anything may have changed.
    public static let unknown = ChangedFiles(paths: nil)

    /// Exactly `paths` changed (absolute, without a trailing `/`).
    public init(paths: Set<String>?) {
        self.paths = paths
        prefixes = paths.map { $0.map { $0 + "/" } } ?? []
    }

    /// Whether the watcher named every change.
    public var isKnown: Bool { paths != nil }

    /// Whether the file or folder at `path` may have changed: it, or a folder holding it, was named, or nothing is
    /// known.
    public func mayHaveChanged(_ path: String) -> Bool {
        guard let paths else { return true }
        return paths.contains(path) || prefixes.contains { path.hasPrefix($0) }
    }

    /// Whether anything at or inside `folder` may have changed.
    public func touches(folder: String) -> Bool {
        guard let paths else { return true }
        return mayHaveChanged(folder) || paths.contains { $0.hasPrefix(folder + "/") }
    }

    /// The named paths at or inside `folder`: nil when nothing is known.
    public func named(inside folder: String) -> [String]? {
        guard let paths else { return nil }
        if mayHaveChanged(folder) { return [folder] }
        return paths.filter { $0.hasPrefix(folder + "/") }.sorted()
    }

    /// Adds what `other` named: anything may have changed when either does not know.
    public mutating func formUnion(_ other: ChangedFiles) {
        guard let mine = paths, let theirs = other.paths else {
            paths = nil
            return
        }
        paths = mine.union(theirs)
    }

    public static func == (a: ChangedFiles, b: ChangedFiles) -> Bool {
        a.paths == b.paths
    }
}
