import Foundation

/// Every file below `directory` as a sorted relative path, skipping hidden entries; empty if it is missing.
///
/// Symbolic links are followed only while they stay inside `root` (the site folder): a link whose target lies
/// outside it is never read or copied, and a link back into a folder it sits in is not followed again. Each is
/// reported in `problems`, at the link's own path under `displayPath`.
public func listFiles(
    in directory: URL, within root: URL, displayPath: String = "", problems: inout Diagnostics
) -> [String] {
    var followedLinks = false
    return listFiles(
        in: directory, within: root, displayPath: displayPath, problems: &problems, followedLinks: &followedLinks)
}

/// ``listFiles(in:within:displayPath:problems:)``, telling in `followedLinks` whether a link was followed on the way.
public func listFiles(
    in directory: URL, within root: URL, displayPath: String = "", problems: inout Diagnostics,
    followedLinks: inout Bool
) -> [String] {
    guard let start = realPath(directory.path) else { return [] }  // a missing folder holds nothing
    var walk = FileListing(root: realPath(root.path) ?? root.path, displayPath: displayPath)
    guard walk.isInside(start) else {
        problems.error(
            "this folder is a link to \(start), outside the site folder; Cash Dash reads only files inside the site, "
                + "so move or copy the folder into it", in: displayPath)
        return []
    }
    walk.collect(folder: directory.path, prefix: "", ancestors: [fileIdentity(start)].compactMap { $0 })
    problems.append(contentsOf: walk.problems)
    var status = stat()
    followedLinks = walk.followedLinks || (lstat(directory.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK)
    return walk.files.sorted()
}

/// ``listFiles(in:within:displayPath:problems:)`` for loaders whose links were already checked and reported.
public func listFiles(in directory: URL, within root: URL) -> [String] {
    var ignored = Diagnostics()
    return listFiles(in: directory, within: root, problems: &ignored)
}

/// Reports every link in the site's `Content/` that leaves the site or loops, before anything is read from it.
public func checkContentLinks(site: URL, sitePath: String, diagnostics: inout Diagnostics) {
    _ = listFiles(
        in: site.appendingPathComponent("Content"), within: site, displayPath: displayPath(sitePath, "Content"),
        problems: &diagnostics)
}

extension URL {
    /// The site folder of a folder of it (`SITE/Content/curriculum` → `SITE`), which its links may not leave.
    public var siteFolder: URL {
        deletingLastPathComponent().deletingLastPathComponent()
    }
}

private struct FileListing {
    public let root: String
    public let displayPath: String
    public var files: [String] = []
    public var problems = Diagnostics()
    /// Whether a link inside the folder was followed.
    public var followedLinks = false

    public func isInside(_ path: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// The type of what the link at `path` leads to, when it may be read: nil, with the reason, for a link that
    /// leads nowhere, outside the site or to a private file.
    private mutating func followLink(_ path: String, shown: String) -> UInt8? {
        guard let target = realPath(path) else {
            problems.warning(
                "this link leads nowhere (its target is missing), so it is left out; remove it or point it at a file",
                in: shown)
            return nil
        }
        guard isInside(target) else {
            problems.error(
                "this is a link to \(target), outside the site folder; Cash Dash never reads or publishes files "
                    + "from outside the site, so copy what you need into it instead",
                in: shown)
            return nil
        }
        if let reason = privatePathReason(target, root: root) {
            problems.error(
                "this is a link to \(target), which \(reason), so Cash Dash never reads or publishes it; copy "
                    + "what you need into a file whose name does not start with a dot",
                in: shown)
            return nil
        }
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        followedLinks = true
        return directoryType(of: status.st_mode)
    }

    public mutating func collect(folder: String, prefix: String, ancestors: [FileIdentity]) {
        guard let stream = opendir(folder) else { return }
        defer { closedir(stream) }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(stream) {
            let (name, type) = nameAndType(of: entry)
            if !name.hasPrefix(".") { entries.append((name, type)) }
        }
        for (name, listedType) in entries {
            let path = folder + "/" + name
            let shown = displayPath.isEmpty ? prefix + name : displayPath + "/" + prefix + name
            var type = listedType
            if type == UInt8(DT_UNKNOWN) {
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                type = directoryType(of: status.st_mode)
            }
            if type == UInt8(DT_LNK) {
                guard let followed = followLink(path, shown: shown) else { continue }
                type = followed
            }
            guard type == UInt8(DT_DIR) || type == UInt8(DT_REG) else {
                problems.error(
                    "this is not a file or a folder (a named pipe, a device or a socket), which Cash Dash cannot read; "
                        + "remove it from the site folder",
                    in: shown)
                continue
            }
            guard type == UInt8(DT_DIR) else {
                files.append(prefix + name)
                continue
            }
            guard let identity = fileIdentity(path) else { continue }
            if ancestors.contains(identity) {
                problems.error(
                    "this link leads back into a folder that holds it (\(realPath(path) ?? path)), which would make a "
                        + "loop; remove the link",
                    in: shown)
                continue
            }
            collect(folder: path, prefix: prefix + name + "/", ancestors: ancestors + [identity])
        }
    }
}

/// The name of a directory entry from `readdir`, read from its own field up to its end: an entry may be shorter
/// than `dirent` (its name field is sized for the longest name), so the structure or the whole field is never copied.
public func directoryEntryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    String(
        cString: (UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!).assumingMemoryBound(
            to: CChar.self))
}

/// The name and type (`DT_REG`, `DT_DIR`, …) of a directory entry, each read from its own field only.
private func nameAndType(of entry: UnsafeMutablePointer<dirent>) -> (String, UInt8) {
    let type = UnsafeRawPointer(entry).load(
        fromByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_type)!, as: UInt8.self)
    return (directoryEntryName(entry), type)
}

/// The `DT_` type of a `stat` mode.
private func directoryType(of mode: mode_t) -> UInt8 {
    switch mode & S_IFMT {
    case S_IFDIR: UInt8(DT_DIR)
    case S_IFREG: UInt8(DT_REG)
    case S_IFLNK: UInt8(DT_LNK)
    default: UInt8(DT_FIFO)  // anything else is refused alike
    }
}

private struct FileIdentity: Equatable {
    public var device: UInt64
    public var inode: UInt64
}

private func fileIdentity(_ path: String) -> FileIdentity? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
}

/// The absolute path with every link resolved, or nil when something on the way is missing.
public func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}
