import Foundation

/// The bytes of the regular file at `path`, or nil when it is missing, unreadable or not a regular file. It is
/// opened without blocking and checked before it is read, so a named pipe is refused rather than waited on for ever
/// and a device is never read.
public func readRegularFile(atPath path: String) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return readToEnd(descriptor, expecting: Int(exactly: status.st_size) ?? 0)
}

/// Everything left to read from `descriptor`, read straight into the data in as few calls as its expected size
/// allows (a file that grew meanwhile is read to its new end; one of a size the system does not know, as under
/// `/proc`, in steps); nil when a read fails. `FileHandle.readToEnd()` asked for the size again and read in blocks,
/// 1.3 % of a full build of 2,000 chapters by perf.
private func readToEnd(_ descriptor: Int32, expecting size: Int) -> Data? {
    // One byte more than expected, so that the end is found by the first read of a file that kept its size.
    var data = Data(count: max(size, 0) + 1)
    var count = 0
    while true {
        if count == data.count { data.count += max(data.count, 1 << 16) }
        let got = data.withUnsafeMutableBytes { bytes in
            read(descriptor, bytes.baseAddress! + count, bytes.count - count)
        }
        if got == 0 { break }
        guard got > 0 else {
            if errno == EINTR { continue }
            return nil
        }
        count += got
    }
    data.count = count
    return data
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
