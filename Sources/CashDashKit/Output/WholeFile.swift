import Foundation

/// Writes a file whole: the bytes go to a hidden temporary file in the same folder, which is then renamed over the
/// file. A reader, or a kill at any moment, finds the old file or the new one, never half of either; a hard link to the
/// old file keeps the old text. Every file Cash Dash replaces goes through here.
enum WholeFile {
    /// Replaces (or creates) the file at `url` with `bytes`, with permissions `mode` (the usual 0644 when nil).
    static func replace(_ url: URL, with bytes: some ContiguousBytes, mode: mode_t? = nil) throws(POSIXError) {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).tmp"
        ).path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let written = bytes.withUnsafeBytes { buffer in writeAll(descriptor, buffer) }
        let error = errno
        if let mode { fchmod(descriptor, mode) }  // the umask may have taken bits the old file had
        close(descriptor)
        guard written, rename(temporary, url.path) == 0 else {
            let code = written ? errno : error
            unlink(temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }

    private static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
