/// Counts lines as ``CSVReader`` numbers them, a part of a file at a time: a line ends at LF, at CR LF, or at a CR
/// alone (Mac Excel's "CSV (Macintosh)").
public struct LineTally: Sendable {
    /// The line ends counted so far; a CR last in a part is counted with the next part or by ``lines``.
    private var ends = 0
    private var pendingCR = false
    private var last: UInt8?

    public init() {}

    /// The tally of `bytes`.
    public init(_ bytes: some Sequence<UInt8>) {
        var tally = LineTally()
        ContiguousArray(bytes).withUnsafeBytes { tally.add($0) }
        self = tally
    }

    /// Counts the line ends in the next part of the file.
    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        guard let lastByte = bytes.last else { return }
        if pendingCR, bytes[0] != 0x0A { ends += 1 }
        var count = 0
        for index in 0..<(bytes.count - 1) {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && bytes[index + 1] != 0x0A) { count += 1 }
        }
        ends += count + (lastByte == 0x0A ? 1 : 0)
        pendingCR = lastByte == 0x0D
        last = lastByte
    }

    /// Whether the last line has its line end (an empty file has nothing to end).
    public var endsWithLineEnd: Bool { last.map { $0 == 0x0A || $0 == 0x0D } ?? true }

    /// How many lines there are: a last line without its line end counts too.
    public var lines: Int { ends + (pendingCR ? 1 : 0) + (endsWithLineEnd ? 0 : 1) }

    /// The line a line added at the end would be on.
    public var nextLine: Int { lines + 1 }
}
