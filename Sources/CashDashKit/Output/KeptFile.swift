import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of the output as the last build left it, held open so that a build can copy parts of it into the file
/// that replaces it without reading them (``StreamedFile``): the print page's unchanged chapters. It is opened
/// without following links, and only when it is the file recorded (its ``FileIdentity``); ``isIntact`` says whether
/// it still is once the copies are made.
final class KeptFile: Sendable {
    private let descriptor: Int32
    private let identity: FileIdentity
    /// The device and inode, which say whether another descriptor is of this very file.
    private let device: UInt64

    /// The regular file at `path` below `root`, opened when its identity is `identity`; nil otherwise.
    init?(_ path: String, under root: String, identity: FileIdentity) {
        let components = path.split(separator: "/").map(String.init)
        guard let (file, _) = FolderWalk.openRegularFile(components, under: root) else { return nil }
        var status = stat()
        guard fstat(file, &status) == 0, FileIdentity(status) == identity else {
            close(file)
            return nil
        }
        (descriptor, self.identity, device) = (file, identity, UInt64(status.st_dev))
    }

    deinit {
        close(descriptor)
    }

    /// Whether the file is still the one recorded: nothing wrote it since it was opened.
    var isIntact: Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && FileIdentity(status) == identity
    }

    /// Whether `file` is an open descriptor of this very file.
    func isSame(as file: Int32) -> Bool {
        var status = stat()
        return fstat(file, &status) == 0 && UInt64(status.st_dev) == device
            && UInt64(status.st_ino) == identity.inode
    }

    /// The `count` bytes from `offset` on, as text; nil when they cannot be read.
    func text(at offset: Int, count: Int) -> String? {
        guard count > 0 else { return "" }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
        defer { buffer.deallocate() }
        var done = 0
        while done < count {
            let read = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
            guard read > 0 else { return nil }
            done += read
        }
        return String(decoding: buffer.bindMemory(to: UInt8.self), as: UTF8.self)
    }

    /// Appends the `count` bytes from `offset` on to `file`, copied inside the kernel where it can.
    func copy(at offset: Int, count: Int, to file: Int32) throws(FolderWalk.Failure) {
        try FolderWalk.copy(from: descriptor, at: offset, count: count, to: file)
    }
}
