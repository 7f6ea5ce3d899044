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
    /// The kept file found to be the file in place, so that the print page's thousand kept chapters look at it once.
    private var currentIsKept: KeptFile?
    /// The first write that failed: later writes are skipped and ``finish()`` throws it.
    private var failure: FolderWalk.Failure?

    /// A file to be written at `components` below `root`, staged at `stagedPath` if it differs from the one there.
    init(at components: [String], under root: String, stagedAt stagedPath: String) {
        self.stagedPath = stagedPath
        (current, currentSize) = FolderWalk.openRegularFile(components, under: root) ?? (-1, 0)
    }

    /// Writes `parts` one after the other after what was written before. Kept parts that follow each other in
    /// their file are copied as one run: the print page's chapters after an edited one were a `sendfile` call each
    /// (1,000 calls, 3.2 % of a rebuild after one edit, perf, Node.js's docs in 2,000 chapters).
    mutating func append(_ parts: [PagePart]) {
        var run: (file: KeptFile, offset: Int, count: Int)?
        for part in parts {
            switch part.bytes {
            case .html(var html):
                if let kept = run { append(kept.file, at: kept.offset, count: kept.count) }
                run = nil
                html.withUTF8 { append(UnsafeRawBufferPointer($0)) }
            case .kept(let file, let offset, let count):
                if let kept = run, kept.file === file, kept.offset + kept.count == offset {
                    run = (file, kept.offset, kept.count + count)
                } else {
                    if let kept = run { append(kept.file, at: kept.offset, count: kept.count) }
                    run = (file, offset, count)
                }
            }
        }
        if let kept = run { append(kept.file, at: kept.offset, count: kept.count) }
    }

    /// Writes `count` bytes of `file` from `offset` on, copied rather than read. While they are the bytes of the
    /// file in place at this very place (it is that file, unchanged, and they lie where they are written), they are
    /// known to match without being compared.
    private mutating func append(_ file: KeptFile, at offset: Int, count: Int) {
        guard failure == nil, count > 0 else { return }
        if current >= 0 {
            if offset == size, size + count <= currentSize,
                currentIsKept === file || file.isSame(as: current)
            {
                currentIsKept = file
                size += count
                return
            }
            stage()
        }
        do throws(FolderWalk.Failure) {
            if staged < 0 { staged = try FolderWalk.newFile(at: stagedPath) }
            try file.copy(at: offset, count: count, to: staged)
            size += count
        } catch {
            failure = error
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
        do throws(FolderWalk.Failure) {
            staged = try FolderWalk.newFile(at: stagedPath)
            if current >= 0 { try FolderWalk.copy(from: current, at: 0, count: size, to: staged) }
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
