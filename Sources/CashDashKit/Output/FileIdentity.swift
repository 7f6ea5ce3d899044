import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `fstatat` says of a file of the output that changes whenever anything writes it: inode, size, and the
/// modification and change times to the nanosecond. A build records it for each page it leaves in place; a later
/// build that finds the same identity knows the file still holds what Cash Dash wrote without reading it. The change
/// time cannot be set by hand (`touch` sets only the others), so an edit always shows.
struct FileIdentity: Equatable, Sendable {
    var inode: UInt64
    var size: Int64
    var modified: (seconds: Int, nanoseconds: Int)
    var changed: (seconds: Int, nanoseconds: Int)

    init(_ status: stat) {
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
        modified = (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
        changed = (Int(status.st_ctimespec.tv_sec), Int(status.st_ctimespec.tv_nsec))
        #else
        modified = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
        changed = (Int(status.st_ctim.tv_sec), Int(status.st_ctim.tv_nsec))
        #endif
    }

    /// `inode:size:seconds.nanoseconds:seconds.nanoseconds`, as a page record keeps it.
    var text: String {
        var bytes: [UInt8] = []
        appendText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``text``'s UTF-8 to `bytes`, without making a string: a page record holds thousands, and writing them
    /// by string interpolation was 1.2 % of a rebuild after one edit (perf, Node.js's docs in 2,000 chapters).
    func appendText(to bytes: inout [UInt8]) {
        Self.append(inode, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        Self.append(size, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        Self.append(modified.seconds, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        Self.append(modified.nanoseconds, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        Self.append(changed.seconds, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        Self.append(changed.nanoseconds, to: &bytes)
    }

    /// Appends `number` in decimal digits, after a minus sign when it is negative.
    private static func append<Number: BinaryInteger>(_ number: Number, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = UInt64(number.magnitude)
        // As many digits as it has (UInt64.max has 20), then each from the last, dividing by the constant 10 only.
        var count = 1, limit: UInt64 = 10
        while count < 20, rest >= limit { (count, limit) = (count + 1, limit &* 10) }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var index = bytes.count - 1
        repeat {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            (rest, index) = (rest / 10, index - 1)
        } while rest > 0
    }

    init?(text: Substring) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 4, let inode = UInt64(parts[0]), let size = Int64(parts[1]),
            let modified = Self.time(parts[2]), let changed = Self.time(parts[3])
        else { return nil }
        (self.inode, self.size, self.modified, self.changed) = (inode, size, modified, changed)
    }

    /// ``init(text:)`` read from bytes, without making strings: a page record holds thousands.
    init?(bytes: Slice<UnsafeBufferPointer<UInt8>>) {
        // Each number in turn, ended by its separator or, the last, by the end: no array is made for them.
        var position = bytes.startIndex
        func number(endedBy separator: Unicode.Scalar?) -> UInt64? {
            var value: UInt64 = 0, digits = 0
            while position < bytes.endIndex, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9")
            {
                let (times, overflowed) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowedAgain) = times.addingReportingOverflow(UInt64(bytes[position] - UInt8(ascii: "0")))
                guard !overflowed, !overflowedAgain else { return nil }
                (value, digits, position) = (sum, digits + 1, position + 1)
            }
            guard digits > 0 else { return nil }
            guard let separator else { return position == bytes.endIndex ? value : nil }
            guard position < bytes.endIndex, bytes[position] == UInt8(ascii: separator) else { return nil }
            position += 1
            return value
        }
        let limit = UInt64(Int.max)
        guard let inode = number(endedBy: ":"), let size = number(endedBy: ":"), size <= limit,
            let modified = number(endedBy: "."), modified <= limit, let modifiedPart = number(endedBy: ":"),
            modifiedPart <= limit, let changed = number(endedBy: "."), changed <= limit,
            let changedPart = number(endedBy: nil), changedPart <= limit
        else { return nil }
        self.inode = inode
        self.size = Int64(size)
        self.modified = (Int(modified), Int(modifiedPart))
        self.changed = (Int(changed), Int(changedPart))
    }

    private static func time(_ text: Substring) -> (Int, Int)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let seconds = Int(parts[0]), let nanoseconds = Int(parts[1]) else { return nil }
        return (seconds, nanoseconds)
    }

    /// Whether the file was last changed well before `time` (seconds since 1970), when its identity was taken: a
    /// change after that moment then always gives it a newer change time. One changed just before might have been
    /// changed again within the file system's clock step, so it is not trusted: within a tenth of a second where the
    /// time has nanoseconds (Linux's file systems, whose clock steps by a few milliseconds), two seconds where it
    /// has none (some count whole seconds, FAT two).
    func isSettled(before time: Double) -> Bool {
        let margin = changed.nanoseconds == 0 ? 2 : 0.1
        return Double(changed.seconds) + Double(changed.nanoseconds) / 1e9 < time - margin
    }

    /// The text of the regular file at `path` (UTF-8, an invalid byte read as U+FFFD) when its identity is `self`
    /// before and after it is read (the same open file, so a file replaced or written meanwhile shows); nil
    /// otherwise. The file itself is not followed when it is a link: a recorded identity is always a regular file's.
    /// It is read straight into the text's own storage, its size known.
    func text(at path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let isSelf = {
            var status = stat()
            return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && FileIdentity(status) == self
        }
        guard isSelf() else { return nil }
        guard size > 0, let capacity = Int(exactly: size) else { return size == 0 ? "" : nil }
        var complete = true
        let text = String(unsafeUninitializedCapacity: capacity) { buffer in
            var done = 0
            while done < buffer.count {
                let read = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(done))
                guard read > 0 else {
                    complete = false
                    return 0
                }
                done += read
            }
            return done
        }
        guard complete, isSelf() else { return nil }
        return text
    }

    static func == (a: FileIdentity, b: FileIdentity) -> Bool {
        a.inode == b.inode && a.size == b.size && a.modified == b.modified && a.changed == b.changed
    }
}

extension FolderWalk {
    /// The identity of each regular file at `paths` below `root` (a link, a folder or nothing there has none). Each
    /// folder is opened once, without following links, however many of the files it holds.
    ///
    /// A folder holding many folders of one page each (`rates/2026-11-20/index.html`, thousands of days) is listed
    /// once: a page in a folder the listing shows as a real folder, not a link, is then looked at with one `fstatat`
    /// through its folder's name, instead of opening and closing its folder (three system calls a page). A page's
    /// own file is always looked at, so an edit inside it always shows; a folder's listing or times would not show one.
    static func identities(of paths: [String], under root: String) -> [String: FileIdentity] {
        var groups: [String: [String]] = [:]  // the paths of each folder's pages one folder down, by that folder
        var others: [String] = []
        for path in paths {
            // The folder two slashes from the end (none: the root), found on the bytes.
            let bytes = path.utf8
            guard let last = bytes.lastIndex(of: UInt8(ascii: "/")) else {
                others.append(path)
                continue
            }
            let folder = bytes[..<last].lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
            groups[folder, default: []].append(path)
        }
        var found: [String: FileIdentity] = [:]
        found.reserveCapacity(paths.count)
        for (folder, pages) in groups {
            guard pages.count >= listedAtLeast else {
                others += pages
                continue
            }
            let (identities, unlisted) = identities(ofPagesIn: folder, pages, under: root)
            found.merge(identities) { first, _ in first }
            others += unlisted
        }
        found.merge(walkedIdentities(of: others, under: root)) { first, _ in first }
        return found
    }

    /// How many pages one folder down a folder must hold to be listed rather than walked.
    static let listedAtLeast = 64

    /// The identities of `pages` (each `folder/child/name`), looked at through `folder`, opened without following
    /// links and listed once: a page whose `child` the listing shows as a real folder is looked at with one `fstatat`
    /// below `folder`; the others (a link, a file, an entry of unknown kind, or all of them when `folder` cannot be
    /// opened) are returned to be walked.
    private static func identities(
        ofPagesIn folder: String, _ pages: [String], under root: String
    ) -> (found: [String: FileIdentity], unlisted: [String]) {
        let components = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
        let descriptor = openFolder(ArraySlice(components), under: root, create: false)
        guard descriptor >= 0 else { return ([:], pages) }
        defer { close(descriptor) }
        let folders = subfolders(of: descriptor)
        let prefix = folder.isEmpty ? 0 : folder.utf8.count + 1
        var listed: [String] = [], unlisted: [String] = []
        for page in pages {
            let inside = String(page.utf8.dropFirst(prefix))!
            let child = inside.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(inside[..<$0]) } ?? ""
            if folders.contains(child) { listed.append(inside) } else { unlisted.append(page) }
        }
        // In runs on all cores, all through the one descriptor.
        var found: [String: FileIdentity] = [:]
        found.reserveCapacity(listed.count)
        for run in runs(of: listed).parallelMap({ run -> [(String, FileIdentity)] in
            run.compactMap { inside in
                var status = stat()
                guard fstatat(descriptor, inside, &status, AT_SYMLINK_NOFOLLOW) == 0,
                    status.st_mode & S_IFMT == S_IFREG
                else { return nil }
                return (inside, FileIdentity(status))
            }
        }) {
            for (inside, identity) in run { found[prefix == 0 ? inside : folder + "/" + inside] = identity }
        }
        return (found, unlisted)
    }

    /// How many paths one core looks at in a run.
    private static let runSize = 1_000

    /// `paths` in runs of ``runSize``, in order, for the cores to share.
    private static func runs(of paths: [String]) -> [ArraySlice<String>] {
        stride(from: 0, to: paths.count, by: runSize).map { paths[$0..<min($0 + runSize, paths.count)] }
    }

    /// The names of the real folders (not links) in the folder open as `descriptor`, from one listing.
    private static func subfolders(of descriptor: Int32) -> Set<String> {
        let listing = dup(descriptor)
        guard listing >= 0, let handle = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            return []
        }
        defer { closedir(handle) }
        var names = Set<String>(minimumCapacity: 256)
        while let entry = readdir(handle) {
            guard entry.pointee.d_type == UInt8(DT_DIR) else { continue }
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.insert(name) }
        }
        return names
    }

    /// The identities of `paths`, each folder on the way opened without following links.
    private static func walkedIdentities(of paths: [String], under root: String) -> [String: FileIdentity] {
        walked(paths) { identities(ofSorted: $0, under: root) }
    }

    /// What `walk` finds of `paths`, walked in one go or, for thousands of pages (a site with years of rates), in a
    /// few runs of neighbouring paths, each on its own core and opening its own folders.
    static func walked<Value: Sendable>(
        _ paths: [String], _ walk: @Sendable ([String]) -> [String: Value]
    ) -> [String: Value] {
        guard paths.count > runSize * 2 else { return walk(paths) }
        var found: [String: Value] = [:]
        found.reserveCapacity(paths.count)
        for part in runs(of: paths.sorted()).parallelMap({ walk(Array($0)) }) {
            found.merge(part) { first, _ in first }
        }
        return found
    }

    /// ``identities(of:under:)`` in one walk.
    private static func identities(ofSorted paths: [String], under root: String) -> [String: FileIdentity] {
        var found: [String: FileIdentity] = [:]
        forEachFile(paths, under: root) { path, folder, name in
            guard let folder else { return }
            var status = stat()
            guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG else {
                return
            }
            found[path] = FileIdentity(status)
        }
        return found
    }

    /// Calls `body` with each of `paths` below `root`, the descriptor of its folder (nil when a folder on the way
    /// cannot be opened: missing, or a link or a file) and its name, visiting the paths in sorted order and keeping the
    /// folders above the current one open, so each folder is opened once. Folders are opened without following links.
    static func forEachFile(_ paths: [String], under root: String, _ body: (String, Int32?, String) -> Void) {
        var chain: [(name: String, descriptor: Int32)] = []  // the folders of the last path, below the root
        let rootFolder = openFolder([], under: root, create: false)
        defer {
            for folder in chain { close(folder.descriptor) }
            if rootFolder >= 0 { close(rootFolder) }
        }
        for path in paths.sorted() {
            let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard let name = components.last else { continue }
            let folders = Array(components.dropLast())
            var shared = 0
            while shared < chain.count, shared < folders.count, chain[shared].name == folders[shared] { shared += 1 }
            while chain.count > shared { close(chain.removeLast().descriptor) }
            var reachable = rootFolder >= 0
            for folder in folders.dropFirst(shared) where reachable {
                let next = openat(
                    chain.last?.descriptor ?? rootFolder, folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                if next >= 0 { chain.append((folder, next)) } else { reachable = false }
            }
            body(path, reachable ? chain.last?.descriptor ?? rootFolder : nil, name)
        }
    }
}
