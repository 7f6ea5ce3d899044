import Foundation

/// Reads CSV as RFC 4180 describes it, streaming: quoted fields with `""` for a quote, commas and line breaks inside
/// quotes, UTF-8 with or without a byte-order mark, LF, CRLF, CR or CR CR LF line ends, and a `,`, `;` or tab delimiter found
/// from the header line. The file is read in blocks, so memory does not grow with its size.
public struct CSVReader {
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var pending: [UInt8]
    public private(set) var delimiter: UInt8 = UInt8(ascii: ",")
    public let blockSize: Int
    /// The number of the text's first line in its file (lines before it were skipped).
    public let firstLine: Int
    /// For a part of a file: where the text ends, and where the records after the header resume (and on what line).
    private var end: Int?
    private var resume: (offset: Int, line: Int)?
    /// The text was checked to be UTF-8 beforehand.
    private var knownUTF8 = false
    /// Text held in memory that the reader does not own (a mapped file), read in place rather than copied.
    private var memory: UnsafeBufferPointer<UInt8>?

    /// Reads the file at `path`.
    public init(path: String, blockSize: Int = 1 << 20) throws {
        // Without blocking, so that a named pipe is refused rather than waited on for ever.
        descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoSuchFile) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            _ = Foundation.close(descriptor)
            throw CocoaError(.fileReadNoSuchFile)
        }
        ownsDescriptor = true
        pending = []
        self.blockSize = blockSize
        firstLine = 1
    }

    /// Reads CSV text held in memory, which starts on line `firstLine` of its file.
    public init(data: Data, firstLine: Int = 1, blockSize: Int = 1 << 20) {
        descriptor = -1
        ownsDescriptor = false
        pending = [UInt8](data)
        self.blockSize = blockSize
        self.firstLine = firstLine
    }

    /// Reads part of a file's UTF-8 text held whole in memory, so that a big file can be read on several threads:
    /// its header (the first record), then, when `resume` is given, the records from `resume.offset`, which starts on
    /// line `resume.line`, up to `end`. Both must be record boundaries, and the bytes read must be checked UTF-8.
    /// The bytes are read in place: they must stay valid until the records are read.
    public init(utf8 bytes: UnsafeBufferPointer<UInt8>, end: Int, resume: (offset: Int, line: Int)?) {
        self.init(data: Data(), firstLine: 1)
        memory = bytes
        self.end = end
        self.resume = resume
        knownUTF8 = true
    }

    /// Closes the file.
    public func close() {
        if ownsDescriptor { _ = Foundation.close(descriptor) }
    }

    /// Calls `body` with each record in order, the header first; a quote left open at the end is a `Problem`.
    public mutating func forEachRecord(_ body: (Record) throws -> Void) throws {
        defer { close() }
        var buffer = pending
        pending = []
        var filled = end ?? memory?.count ?? buffer.count
        var progress = Progress(line: firstLine, resume: resume)
        var atEnd = descriptor < 0
        // A record longer than a block is scanned again from its start when the next block arrives; doubling the
        // read each time that happens keeps a file of one endless line linear, not quadratic.
        var readSize = blockSize
        var searchedForLineEnd = 0
        while true {
            if !atEnd { atEnd = try readBlock(into: &buffer, after: &filled, size: readSize) }
            // The byte-order mark and the delimiter are read from the whole header line, so wait for it (searching
            // only the bytes that are new).
            if progress.isFirstBlock && !atEnd {
                let hasLineEnd = buffer[searchedForLineEnd..<filled].contains { $0 == 0x0A || $0 == 0x0D }
                searchedForLineEnd = filled
                if !hasLineEnd {
                    readSize *= 2
                    continue
                }
            }
            let consumed: Int
            if let memory {
                consumed = try handOnRecords(in: memory, upTo: filled, atEnd: atEnd, &progress, body)
            } else {
                consumed = try buffer.withUnsafeBufferPointer {
                    try handOnRecords(in: $0, upTo: filled, atEnd: atEnd, &progress, body)
                }
            }
            if atEnd { return }
            readSize = consumed == 0 ? readSize * 2 : blockSize
            // Keep the unfinished record for the next block.
            buffer.removeSubrange(0..<consumed)
            filled -= consumed
            progress.checked = max(0, progress.checked - consumed)
        }
    }

    /// Where reading is, from one block of text to the next.
    private struct Progress {
        /// The line the next record starts on.
        var line: Int
        /// Where a part of a file resumes after its header, until the header is read.
        var resume: (offset: Int, line: Int)?
        var isFirstBlock = true
        /// Bytes of the text known to be UTF-8.
        var checked = 0
        /// The fields of the record being read, one list for every record.
        var fields: [Record.Field] = []

        init(line: Int, resume: (offset: Int, line: Int)?) {
            (self.line, self.resume) = (line, resume)
            fields.reserveCapacity(16)
        }
    }

    /// Reads up to `size` more bytes of the file into `buffer` after its `filled` ones, growing it to hold them;
    /// true at the end of the file.
    private func readBlock(into buffer: inout [UInt8], after filled: inout Int, size: Int) throws -> Bool {
        if buffer.count - filled < size { buffer += [UInt8](repeating: 0, count: size) }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, size) }
        if count < 0 { throw CocoaError(.fileReadUnknown) }
        filled += count
        return count == 0
    }

    /// Hands on the records in the text read so far, the first `filled` bytes of `whole`; returns where the last one
    /// handed on ends (what follows is a record the block cut, which waits for the next).
    private mutating func handOnRecords(
        in whole: UnsafeBufferPointer<UInt8>, upTo filled: Int, atEnd: Bool, _ progress: inout Progress,
        _ body: (Record) throws -> Void
    ) throws -> Int {
        let bytes = UnsafeBufferPointer(rebasing: whole[0..<filled])
        var offset = progress.isFirstBlock ? readStart(of: bytes, &progress) : 0
        var consumed = offset
        try checkUTF8(bytes, from: offset, atEnd: atEnd, &progress)
        let delimiter = self.delimiter
        while offset < bytes.count {
            var breaks = 0
            guard
                let end = Self.scanRecord(
                    bytes, from: offset, delimiter: delimiter, final: atEnd, into: &progress.fields, breaks: &breaks)
            else {
                if atEnd { throw Self.openQuote(bytes, from: offset, line: progress.line) }
                break
            }
            let (recordStart, recordLine) = (offset, progress.line)
            progress.line += breaks
            offset = end
            if !(progress.fields.count == 1 && progress.fields[0].range.isEmpty) {
                try progress.fields.withUnsafeBufferPointer { fields in
                    try body(
                        Record(bytes: bytes, fields: fields, line: recordLine, start: recordStart, delimiter: delimiter)
                    )
                }
                if let next = progress.resume {
                    // The header was read: on to this part's records.
                    guard next.offset >= offset else {
                        throw Problem(line: progress.line, column: 1, message: "this part starts inside the header")
                    }
                    (offset, progress.line) = (next.offset, next.line)
                    progress.resume = nil
                }
            }
            consumed = offset
        }
        return consumed
    }

    /// Reads the start of the text, in its first block: a byte-order mark, then Excel's `sep=;` line, which names the
    /// delimiter (the header is on the next line), or else the delimiter the header uses most. Returns where the
    /// header starts.
    private mutating func readStart(of bytes: UnsafeBufferPointer<UInt8>, _ progress: inout Progress) -> Int {
        var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let (declared, next) = Self.separatorLine(bytes, from: offset) {
            delimiter = declared
            offset = next
            progress.line += 1
        } else {
            delimiter = Self.delimiter(of: bytes, from: offset)
        }
        progress.isFirstBlock = false
        return offset
    }

    /// Checks that the text is UTF-8, a block at a time, up to its last line end so that no character is cut, before
    /// any of its records is handled; the records start at `offset`.
    private func checkUTF8(
        _ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, atEnd: Bool, _ progress: inout Progress
    ) throws {
        var checkEnd = bytes.count
        if !atEnd {
            while checkEnd > progress.checked, bytes[checkEnd - 1] != 0x0A, bytes[checkEnd - 1] != 0x0D {
                checkEnd -= 1
            }
        }
        if !knownUTF8, let bad = Self.firstByteNotUTF8(bytes, from: max(progress.checked, offset), to: checkEnd) {
            throw Self.notUTF8(bytes, at: bad, recordStart: offset, line: progress.line)
        }
        progress.checked = max(progress.checked, checkEnd)
    }
}
