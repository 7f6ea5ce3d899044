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
