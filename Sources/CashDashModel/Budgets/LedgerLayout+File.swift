import Foundation

extension LedgerLayout {
    /// The layout of the ledger at `url`. A UTF-8 file without lines to skip is not read whole: its first
    /// `headBytes` give the header and the words its rows use, its lines are counted as it streams past, and its last
    /// line says how it quotes. Throws as ``init(data:profile:settings:)`` does, or when the file cannot be read.
    public init(
        file url: URL, profile: LedgerProfile?, settings: BudgetSettings, headBytes: Int = 256 << 10
    )
        throws(Refusal)
    {
        let unreadable = Refusal(message: "this file cannot be read; check that it is a file you may open")
        guard let handle = FileHandle(forReadingAtPath: url.path) else { throw unreadable }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: headBytes + 1) ?? Data() else { throw unreadable }
        let plain =
            !head.starts(with: [0xFF, 0xFE]) && !head.starts(with: [0xFE, 0xFF])
            && (profile?.encoding ?? .utf8) == .utf8
            && (profile?.skipTop ?? 0) == 0
        guard plain, head.count > headBytes,
            let cut = head.prefix(headBytes).lastIndex(of: 0x0A) ?? head.prefix(headBytes).lastIndex(of: 0x0D)
        else {
            guard let data = try? head + (handle.readToEnd() ?? Data()) else { throw unreadable }
            try self.init(data: data, profile: profile, settings: settings)
            return
        }
        var tally = LineTally()
        head.withUnsafeBytes { tally.add($0) }
        var tail = head.suffix(64 << 10)
        var size = head.count
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                chunk.withUnsafeBytes { tally.add($0) }
                tail = (tail + chunk).suffix(64 << 10)
                size += chunk.count
            }
        } catch {
            throw unreadable
        }
        try self.init(
            start: head.prefix(through: cut), isWhole: false, size: size, tally: tally,
            lastLine: Self.lastLine(of: tail),
            profile: profile, settings: settings)
    }

    /// The last line of `bytes` that is not blank, without its line end.
    private static func lastLine(of bytes: Data) -> String {
        let isEnd = { (byte: UInt8) in byte == 0x0A || byte == 0x0D }
        let line = bytes.reversed().drop(while: isEnd).prefix { !isEnd($0) }
        return String(decoding: line.reversed(), as: UTF8.self)
    }
}
