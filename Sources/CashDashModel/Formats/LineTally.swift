/// Counts lines as ``CSVReader`` numbers them, a part of a file at a time: a line ends at LF, at CR LF, at CR CR LF
/// (a CRLF file converted once more) or at a CR alone (Mac Excel's "CSV (Macintosh)").
public struct LineTally: Sendable {
    /// The line ends counted so far; CRs last in a part are counted with the next part or by ``lines``.
    private var ends = 0
    /// How many CRs in a row came last (0, 1 or 2), not counted yet: the next bytes say whether they end one line.
    private var pendingCRs = 0
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
        var ends = self.ends, pending = pendingCRs
        for byte in bytes {
            switch byte {
            case 0x0A:
                ends += 1  // LF, CR LF or CR CR LF: one line end
                pending = 0
            case 0x0D:
                if pending == 2 { ends += 1 }  // the first of three CRs is a line end of its own
                pending = min(pending + 1, 2)
            default:
                ends += pending  // CRs alone
                pending = 0
            }
        }
        self.ends = ends
        pendingCRs = pending
        last = lastByte
    }

    /// Whether the last line has its line end (an empty file has nothing to end).
    public var endsWithLineEnd: Bool { last.map { $0 == 0x0A || $0 == 0x0D } ?? true }

    /// How many lines there are: a last line without its line end counts too.
    public var lines: Int { ends + pendingCRs + (endsWithLineEnd ? 0 : 1) }

    /// The line a line added at the end would be on.
    public var nextLine: Int { lines + 1 }
}
