import Foundation

extension FolderWalk {
    /// What stands at a place a file is to be put.
    struct Place: Equatable {
        /// The first entry on the way that stops a file being placed there (``obstacle(on:under:)``), or nil.
        var obstacle: String?
        /// Whether anything is there, or in the way (``exists(_:under:)``).
        var isTaken: Bool
    }

    /// ``obstacle(on:under:)`` and ``exists(_:under:)`` of each of `paths` below `root`, in that order. The paths
    /// are walked in sorted order (``walked(_:_:)``, ``forEachFile(_:under:_:)``), each folder opened once for the
    /// files in it and without following links, then one `fstatat` a file: looked at on its own, a page's way from
    /// the root took nine system calls, 3 % of a full build of 2,000 chapters (perf). A path whose folder cannot be
    /// opened (missing, or a link or a file on the way) is looked at on its own, so what is reported is as for one path.
    static func places(of paths: [String], under root: String) -> [Place] {
        let found = walked(paths) { places(ofSorted: $0, under: root) }
        return paths.map { found[$0] ?? place(of: $0, under: root) }
    }

    /// The place of `path` looked at on its own, from the root.
    private static func place(of path: String, under root: String) -> Place {
        let obstacle = obstacle(on: path, under: root)
        return Place(obstacle: obstacle, isTaken: obstacle != nil || exists(path, under: root))
    }

    private static func places(ofSorted paths: [String], under root: String) -> [String: Place] {
        var found: [String: Place] = [:]
        forEachFile(paths, under: root) { path, folder, name in
            guard let folder else {
                found[path] = place(of: path, under: root)
                return
            }
            var status = stat()
            let isTaken = fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0
            found[path] = Place(obstacle: isTaken && status.st_mode & S_IFMT == S_IFDIR ? path : nil, isTaken: isTaken)
        }
        return found
    }
}
