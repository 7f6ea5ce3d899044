import Foundation

/// A file of the output written a batch of parts at a time, never held whole (the print page holds every chapter),
/// and staged only when it differs from the file already in place.
///
/// While what is written matches the file in place, it is only compared; at the first difference the part that
/// matched is copied from that file into the staged one and writing goes on there. So an unchanged file is left
/// alone, as ``GuardedOutput`` leaves any file that already holds what it would write.
struct StreamedFile {
    private let stagedPath: String
    /// The file in place while it starts with everything written so far; -1 once it does not (or there is none).
    private var current: Int32
    private let currentSize: Int
    /// The staged file, once the file in place is not the same; -1 before.
    private var staged: Int32 = -1
    /// How many bytes have been written.
    private var size = 0
    /// The first write that failed: later writes are skipped and ``finish()`` throws it.
    private var failure: FolderWalk.Failure?

    /// A file to be written at `components` below `root`, staged at `stagedPath` if it differs from the one there.
    init(at components: [String], under root: String, stagedAt stagedPath: String) {
        self.stagedPath = stagedPath
        (current, currentSize) = FolderWalk.openRegularFile(components, under: root) ?? (-1, 0)
    }

    /// Writes `parts` one after the other after what was written before.
    mutating func append(_ parts: [String]) {
        for var part in parts {
            part.withUTF8 { append(UnsafeRawBufferPointer($0)) }
        }
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, !bytes.isEmpty else { return }
        if current >= 0 {
            if size + bytes.count <= currentSize, FolderWalk.contents(of: current, at: size, equal: bytes) {
                size += bytes.count
                return
            }
            stage()
        }
        do throws(FolderWalk.Failure) {
            if staged < 0 { staged = try FolderWalk.newFile(at: stagedPath) }
            try FolderWalk.writeAll(bytes, to: staged)
            size += bytes.count
        } catch {
            failure = error
        }
    }

    /// Starts the staged file with the bytes written so far, all of which the file in place holds, and stops
    /// comparing.
    private mutating func stage() {
        defer {
            if current >= 0 { close(current) }
            current = -1
        }
        let chunk = 1 << 16
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        do throws(FolderWalk.Failure) {
            staged = try FolderWalk.newFile(at: stagedPath)
            var offset = 0
            while offset < size {
                let count = pread(current, buffer.baseAddress, min(chunk, size - offset), off_t(offset))
                guard count > 0 else { throw FolderWalk.Failure("cannot read the file in place") }
                try FolderWalk.writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<count]), to: staged)
                offset += count
            }
        } catch {
            failure = error
        }
    }

    /// Closes the file: true when it was staged to replace the one in place, false when that one already holds
    /// exactly what was written (nothing is staged).
    mutating func finish() throws(FolderWalk.Failure) -> Bool {
        defer { closeFiles() }
        if current >= 0, size == currentSize { return false }
        if current >= 0 || (staged < 0 && failure == nil) { stage() }
        if let failure { throw failure }
        return true
    }

    /// Gives the file up: nothing of it stays staged.
    mutating func cancel() {
        let wasStaged = staged >= 0
        closeFiles()
        if wasStaged { unlink(stagedPath) }
    }

    private mutating func closeFiles() {
        if current >= 0 { close(current) }
        if staged >= 0 { close(staged) }
        (current, staged) = (-1, -1)
    }
}
