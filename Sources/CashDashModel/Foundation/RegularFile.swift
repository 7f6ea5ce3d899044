import Foundation

/// The bytes of the regular file at `path`, or nil when it is missing, unreadable or not a regular file. It is
/// opened without blocking and checked before it is read, so a named pipe is refused rather than waited on for ever
/// and a device is never read.
public func readRegularFile(atPath path: String) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    // readToEnd() gives nil for an empty file, which is a file of no bytes, not one that cannot be read.
    do { return try handle.readToEnd() ?? Data() } catch { return nil }
}

/// The bytes of the regular file at `path` mapped into memory rather than read (``MappedFile``), for Cash Dash's own
/// records beside the output: reading a rebuild's 45 MB of records into new memory was 6 % of its time, by perf.
/// Cash Dash replaces a record whole, writing a new file and renaming it over the old, so the mapped bytes never
/// change under the reader. A small file, or one that cannot be mapped, is read; nil as for ``readRegularFile(atPath:)``.
public func mappedRegularFile(atPath path: String) -> Data? {
    guard let file = MappedFile(path: path, ifLargerThan: 1 << 16), let start = file.bytes.baseAddress else {
        return readRegularFile(atPath: path)
    }
    // The mapping lives as long as the data: its deallocator holds it.
    return Data(
        bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: file.bytes.count,
        deallocator: .custom { _, _ in withExtendedLifetime(file) {} })
}
