import Foundation

/// The files of a built output folder that Cash Dash made (its manifest says which), read without following links:
/// what `publish` sends elsewhere.
struct BuiltSite: Sendable {
    /// Each file's path inside the output and its bytes, in path order.
    var files: [(path: String, data: Data)]

    /// Reads the output folder at `folder` under a shared hold of its lock, so no build replaces it half-way.
    static func read(_ folder: URL, displayPath: String) throws(OutputError) -> BuiltSite {
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let control = root + "/" + GuardedOutput.controlFolderName
        let lock = open(control + "/lock", O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard lock >= 0 else {
            throw OutputError("\(displayPath) holds no site built by Cash Dash; run cashdash build first")
        }
        defer { close(lock) }
        while flock(lock, LOCK_SH) != 0 && errno == EINTR {}
        let paths = try GuardedOutput.readManifest(in: control, displayPath: displayPath).sorted()
        var files: [(path: String, data: Data)] = []
        for path in paths {
            let components = try GuardedOutput.components(of: path)
            guard let data = readFile(components, under: root) else {
                throw OutputError("\(displayPath)/\(path) is missing or is not a plain file; build again, then publish")
            }
            files.append((path, data))
        }
        return BuiltSite(files: files)
    }

    /// The regular file at `components` below `root`, never through a link.
    private static func readFile(_ components: [String], under root: String) -> Data? {
        let folder = FolderWalk.openFolder(components.dropLast(), under: root, create: false)
        guard folder >= 0 else { return nil }
        defer { close(folder) }
        let file = openat(folder, components.last!, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: file, closeOnDealloc: true)
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return try? handle.readToEnd() ?? Data()
    }
}
