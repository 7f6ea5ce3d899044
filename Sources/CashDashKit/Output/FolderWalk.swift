import Foundation

/// File operations inside an output folder that never follow a symbolic link below it.
///
/// Each folder on a path is opened with `O_NOFOLLOW`, so a link someone put inside the output (to `/data/media`, to
/// the home folder) is never written through, emptied or read.
enum FolderWalk {
    /// A failed system call, as a sentence.
    struct Failure: Error {
        var message: String

        init(_ what: String, _ code: Int32 = errno) {
            message =
                code == ELOOP || code == ENOTDIR
                ? "\(what): a link or a file stands where Cash Dash needs a folder, and it does not write through links; move it away"
                : "\(what): \(posixMessage(code))"
        }
    }

    /// Opens the folder at `components` below `root` without following links; creates missing folders when asked.
    /// Returns a descriptor, or -1 with `errno` set.
    static func openFolder(_ components: ArraySlice<String>, under root: String, create: Bool) -> Int32 {
        var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        for name in components where folder >= 0 {
            var next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT && create {
                if mkdirat(folder, name, 0o755) == 0 || errno == EEXIST {
                    next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                }
            }
            let code = errno
            close(folder)
            folder = next
            errno = code
        }
        return folder
    }

    /// Whether the regular file at `components` holds exactly `bytes` (a link there never does).
    static func fileHolds(_ bytes: UnsafeRawBufferPointer, at components: [String], under root: String) -> Bool {
        fileHolds(size: bytes.count, at: components, under: root) { file in contents(of: file, at: 0, equal: bytes) }
    }

    /// Whether the regular file at `components` holds exactly `parts`, one after the other.
    static func fileHolds(_ parts: [String], at components: [String], under root: String) -> Bool {
        fileHolds(size: parts.reduce(0) { $0 + $1.utf8.count }, at: components, under: root) { file in
            var offset = 0
            for var part in parts {
                guard part.withUTF8({ contents(of: file, at: offset, equal: UnsafeRawBufferPointer($0)) }) else {
                    return false
                }
                offset += part.utf8.count
            }
            return true
        }
    }

    private static func fileHolds(
        size: Int, at components: [String], under root: String, equal: (Int32) -> Bool
    ) -> Bool {
        guard let (file, fileSize) = openRegularFile(components, under: root) else { return false }
        defer { close(file) }
        return fileSize == size && equal(file)
    }

    /// The regular file at `components` below `root`, opened for reading without following links, and its size;
    /// nil when there is none (or a link or anything else stands there). The caller closes it.
    static func openRegularFile(_ components: [String], under root: String) -> (file: Int32, size: Int)? {
        let folder = openFolder(components.dropLast(), under: root, create: false)
        guard folder >= 0 else { return nil }
        defer { close(folder) }
        let file = openat(folder, components.last!, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { return nil }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(file)
            return nil
        }
        return (file, Int(status.st_size))
    }

    /// Whether `file` holds `bytes` from `start` on.
    static func contents(of file: Int32, at start: Int, equal bytes: UnsafeRawBufferPointer) -> Bool {
        let chunk = 1 << 16
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        var offset = 0
        while offset < bytes.count {
            let count = pread(file, buffer.baseAddress, min(chunk, bytes.count - offset), off_t(start + offset))
            guard count > 0, memcmp(buffer.baseAddress!, bytes.baseAddress! + offset, count) == 0 else { return false }
            offset += count
        }
        return true
    }

    /// Whether anything stands at `path` below `root`: an entry of any kind, or a link or file where one of its
    /// folders should be.
    static func exists(_ path: String, under root: String) -> Bool {
        let components = path.split(separator: "/").map(String.init)
        let folder = openFolder(components.dropLast(), under: root, create: false)
        guard folder >= 0 else { return errno != ENOENT }
        defer { close(folder) }
        var status = stat()
        return fstatat(folder, components.last!, &status, AT_SYMLINK_NOFOLLOW) == 0
    }

    /// The first entry on the way to `path` below `root` that stops a file being placed there: a link or a file
    /// where a folder must be, or a folder where the file must be. Nil when the way is clear.
    static func obstacle(on path: String, under root: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        var folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if folder >= 0 { close(folder) } }
        for (depth, name) in components.enumerated() {
            var status = stat()
            guard folder >= 0, fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            let isFolder = status.st_mode & S_IFMT == S_IFDIR
            let isLast = depth == components.count - 1
            if isLast { return isFolder ? path : nil }
            guard isFolder else { return components.prefix(depth + 1).joined(separator: "/") }
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            close(folder)
            folder = next
        }
        return nil
    }

    /// Creates a new file at `path` (in a staging folder of Cash Dash's own) holding `bytes`.
    static func createFile(_ bytes: UnsafeRawBufferPointer, at path: String) throws(Failure) {
        let file = try newFile(at: path)
        defer { close(file) }
        try writeAll(bytes, to: file)
    }

    /// Creates a new file at `path` (in a staging folder of Cash Dash's own) holding `parts`, one after the other.
    static func createFile(_ parts: [String], at path: String) throws(Failure) {
        let file = try newFile(at: path)
        defer { close(file) }
        for var part in parts {
            if let failure = part.withUTF8({ bytes -> Failure? in
                do throws(Failure) { try writeAll(UnsafeRawBufferPointer(bytes), to: file) } catch { return error }
                return nil
            }) {
                throw failure
            }
        }
    }

    /// Creates a new file at `path` (in a staging folder of Cash Dash's own), with the folders above it, for writing;
    /// the caller closes it.
    static func newFile(at path: String) throws(Failure) -> Int32 {
        try makeParentFolders(of: path)
        let file = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw Failure("cannot create the file") }
        return file
    }

    /// Writes all of `bytes` to `file`.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to file: Int32) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = write(file, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { throw Failure("cannot write the file") }
            offset += written
        }
    }

    /// Appends to `file` the `count` bytes of `source` from `offset` on: copied inside the kernel where it can
    /// (`sendfile`, Linux), else read and written a chunk at a time.
    static func copy(from source: Int32, at offset: Int, count: Int, to file: Int32) throws(Failure) {
        var done = 0
        #if os(Linux)
        while done < count {
            var from = off_t(offset + done)
            let copied = sendfile(file, source, &from, count - done)
            guard copied > 0 else { break }  // a file system that cannot: read and written below
            done += copied
        }
        #endif
        let chunk = 1 << 16
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        while done < count {
            let read = pread(source, buffer.baseAddress, min(chunk, count - done), off_t(offset + done))
            guard read > 0 else { throw Failure("cannot read the file in place") }
            try writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<read]), to: file)
            done += read
        }
    }

    /// Creates the folders above `path` that do not exist yet; cheaper than `FileManager` when most already exist.
    private static func makeParentFolders(of path: String) throws(Failure) {
        guard let slash = path.lastIndex(of: "/"), slash > path.startIndex else { return }
        let parent = String(path[..<slash])
        if mkdir(parent, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw Failure("cannot create a folder") }
        try makeParentFolders(of: parent)
        if mkdir(parent, 0o755) != 0 && errno != EEXIST { throw Failure("cannot create a folder") }
    }

    /// Renames the staged file `source` to `components` below `root`, creating folders; an entry there (a file or a
    /// link of Cash Dash's) is replaced in one step, never written into.
    static func publish(_ source: String, to components: [String], under root: String) throws(Failure) {
        let folder = openFolder(components.dropLast(), under: root, create: true)
        guard folder >= 0 else { throw Failure(components.dropLast().joined(separator: "/")) }
        defer { close(folder) }
        guard renameat(AT_FDCWD, source, folder, components.last!) == 0 else {
            throw Failure(components.joined(separator: "/"))
        }
    }

    /// Renames each staged file of `paths` (relative to both `staging` and `root`) into place below `root`. A folder
    /// that does not exist in `root` yet is renamed into place whole, with everything staged in it, so a new folder is
    /// made once (in the staging folder) rather than once there and again here; the other files are renamed one by
    /// one, each folder opened once.
    static func publish(_ paths: [String], from staging: String, under root: String) throws(Failure) {
        var present: [String: Bool] = [:]  // folder → whether anything stands there in `root`
        var placed: String?  // the last folder renamed whole
        var singles: [String] = []
        for path in paths.sorted() {
            if let placed, path.hasPrefix(placed + "/") { continue }
            let components = path.split(separator: "/", omittingEmptySubsequences: false)
            var missing: String?
            for depth in 1..<max(1, components.count) {
                let folder = components.prefix(depth).joined(separator: "/")
                if present[folder] == nil { present[folder] = exists(folder, under: root) }
                if present[folder] == false {
                    missing = folder
                    break
                }
            }
            guard let missing else {
                singles.append(path)
                continue
            }
            let parent = missing.split(separator: "/").dropLast().map(String.init)
            let folder = openFolder(ArraySlice(parent), under: root, create: false)
            guard folder >= 0 else { throw Failure(parent.joined(separator: "/")) }
            defer { close(folder) }
            let name = String(missing.split(separator: "/").last!)
            if renameat(AT_FDCWD, staging + "/" + missing, folder, name) == 0 {
                placed = missing
                present[missing] = true
            } else {
                present[missing] = true  // made meanwhile: its files go one by one
                singles.append(path)
            }
        }
        var failure: Failure?
        forEachFile(singles, under: root) { path, folder, name in
            guard failure == nil else { return }
            if let folder, renameat(AT_FDCWD, staging + "/" + path, folder, name) == 0 { return }
            // A folder made meanwhile, or one in the way: the careful way, which makes folders or says what is wrong.
            do throws(Failure) {
                try publish(
                    staging + "/" + path,
                    to: path.split(separator: "/", omittingEmptySubsequences: false).map(String.init), under: root)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Deletes the files (or links) at `paths` below `root`, then the folders that leaves empty. A folder standing
    /// at one of the paths is kept, and so is every folder that still holds anything.
    static func remove(_ paths: [[String]], under root: String) {
        var folders = Set<[String]>()
        for components in paths {
            let folder = openFolder(components.dropLast(), under: root, create: false)
            guard folder >= 0 else { continue }
            unlinkat(folder, components.last!, 0)
            close(folder)
            for depth in 1..<components.count { folders.insert(Array(components.prefix(depth))) }
        }
        for components in folders.sorted(by: { $0.count > $1.count }) {  // deepest first
            let parent = openFolder(components.dropLast(), under: root, create: false)
            guard parent >= 0 else { continue }
            unlinkat(parent, components.last!, AT_REMOVEDIR)  // fails, harmlessly, unless the folder is empty
            close(parent)
        }
    }
}
