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
        "\(inode):\(size):\(modified.seconds).\(modified.nanoseconds):\(changed.seconds).\(changed.nanoseconds)"
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
        var numbers: [UInt64] = []
        var separators: [UInt8] = []
        var value: UInt64 = 0, digits = 0
        for byte in bytes {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                let (times, overflowed) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflowedAgain) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                guard !overflowed, !overflowedAgain else { return nil }
                (value, digits) = (sum, digits + 1)
            } else {
                guard digits > 0 else { return nil }
                numbers.append(value)
                separators.append(byte)
                (value, digits) = (0, 0)
            }
        }
        guard digits > 0, separators == Array("::.:.".utf8), numbers.dropFirst().allSatisfy({ $0 <= UInt64(Int.max) }),
            value <= UInt64(Int.max)
        else { return nil }
        numbers.append(value)
        inode = numbers[0]
        size = Int64(numbers[1])
        modified = (Int(numbers[2]), Int(numbers[3]))
        changed = (Int(numbers[4]), Int(numbers[5]))
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

    static func == (a: FileIdentity, b: FileIdentity) -> Bool {
        a.inode == b.inode && a.size == b.size && a.modified == b.modified && a.changed == b.changed
    }
}

extension FolderWalk {
    /// The identity of each regular file at `paths` below `root` (a link, a folder or nothing there has none). Each
    /// folder is opened once, without following links, however many of the files it holds.
    static func identities(of paths: [String], under root: String) -> [String: FileIdentity] {
        // Thousands of pages (a site with years of rates) are looked at in a few runs of neighbouring paths, each on
        // its own core and opening its own folders.
        let runSize = 1_000
        guard paths.count > runSize * 2 else { return identities(ofSorted: paths, under: root) }
        let sorted = paths.sorted()
        let runs = stride(from: 0, to: sorted.count, by: runSize).map { sorted[$0..<min($0 + runSize, sorted.count)] }
        var found: [String: FileIdentity] = [:]
        found.reserveCapacity(paths.count)
        for part in runs.parallelMap({ identities(ofSorted: Array($0), under: root) }) {
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
