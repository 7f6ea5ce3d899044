import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat` says of a file that changes whenever its contents do: size, inode, and modification and change
/// times to the nanosecond. Two equal stamps, read apart, mean the file was not saved in between, unless it was saved
/// within the file system's clock step of the first read (see ``isSettled(before:)``).
public struct FileStamp: Equatable, Sendable {
    var size: Int
    var inode: UInt64
    var modified: timespec
    var changed: timespec

    /// The stamp of the file or link at `path`; nil when there is none.
    public init?(path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    public init(_ status: stat) {
        size = Int(status.st_size)
        inode = UInt64(status.st_ino)
        #if canImport(Darwin)
        modified = status.st_mtimespec
        changed = status.st_ctimespec
        #else
        modified = status.st_mtim
        changed = status.st_ctim
        #endif
    }

    /// Whether the file was last changed well before `time` (seconds since 1970): then a save after `time` would
    /// give it a newer stamp. A file changed within two seconds of it (some file systems count whole seconds, FAT
    /// two) might have been saved again with the same stamp, so it must be read again.
    public func isSettled(before time: Double) -> Bool {
        latestTime < time - 2
    }

    /// ``isSettled(before:)`` with the margin the file's own stamp allows: a tenth of a second when it shows a part
    /// of a second (the file system stamps finely, to a clock tick of a few milliseconds at most, as for the
    /// output's own files, ``FileIdentity``), two seconds when it does not.
    public func isSettledToItsTick(before time: Double) -> Bool {
        guard modified.tv_nsec != 0 || changed.tv_nsec != 0 else { return isSettled(before: time) }
        return latestTime < time - 0.1
    }

    /// When the file was last changed, its contents or itself, in seconds since 1970.
    public var latestTime: Double {
        max(
            Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9,
            Double(changed.tv_sec) + Double(changed.tv_nsec) / 1e9)
    }

    /// Adds the stamp, all of it, to `digest`.
    public func add(to digest: inout StableDigest) {
        for number in numbers { digest.add(number) }
    }

    /// The stamp as six numbers, as a record keeps it: size, inode, and the two times' seconds and nanoseconds.
    public var numbers: [Int] {
        [
            size, Int(truncatingIfNeeded: inode), Int(modified.tv_sec), Int(modified.tv_nsec), Int(changed.tv_sec),
            Int(changed.tv_nsec),
        ]
    }

    /// The stamp ``numbers`` gave; nil when they are not six.
    public init?(numbers: [Int]) {
        guard numbers.count == 6 else { return nil }
        size = numbers[0]
        inode = UInt64(truncatingIfNeeded: numbers[1])
        modified = timespec(tv_sec: numbers[2], tv_nsec: numbers[3])
        changed = timespec(tv_sec: numbers[4], tv_nsec: numbers[5])
    }

    public static func == (a: FileStamp, b: FileStamp) -> Bool {
        a.size == b.size && a.inode == b.inode && a.modified.tv_sec == b.modified.tv_sec
            && a.modified.tv_nsec == b.modified.tv_nsec
            && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
    }
}
