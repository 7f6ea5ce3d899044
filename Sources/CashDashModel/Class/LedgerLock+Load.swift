import Foundation

extension LedgerLock {
    /// Reads the lock at `url`; no file is an empty lock. Malformed, repeated, unchained and missing lines are
    /// errors at their line.
    public static func load(from url: URL, path: String, diagnostics: inout Diagnostics) -> LedgerLock {
        guard FileManager.default.fileExists(atPath: url.path),
            let text = readTextFile(url, path: path, diagnostics: &diagnostics)
        else { return LedgerLock() }
        var reading = LockReading(path: path)
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            guard reading.read(line, number: index + 1, diagnostics: &diagnostics) else { break }
        }
        return reading.finished(lineCount: lines.count, diagnostics: &diagnostics)
    }
}

/// What reading a lock's lines has found so far.
private struct LockReading {
    static let restore =
        "the lock is written by `cashdash class lock`, so restore it from your backup or version history"
    let path: String
    var lock = LedgerLock()
    var seen: Set<String> = []
    var total: (count: Int, chain: String, line: Int)?
    var chainBroken = false
    var formats: Set<LedgerLock.Format> = []

    init(path: String) { self.path = path }

    /// Reads line `number`; false when reading must stop (something after the `total` line).
    mutating func read(_ line: Substring.UTF8View, number: Int, diagnostics: inout Diagnostics) -> Bool {
        let fields = line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }).map {
            String(decoding: $0, as: UTF8.self)
        }
        if fields.isEmpty || fields[0].hasPrefix("#") { return true }
        if total != nil {
            diagnostics.error("nothing may follow the `total` line; \(Self.restore)", in: path, line: number)
            return false
        }
        if fields[0] == "total", fields.count == 3, let count = Int(fields[1]), LedgerLock.isHash(fields[2]) {
            total = (count, fields[2].lowercased(), number)
            return true
        }
        readEntry(line, fields: fields, number: number, diagnostics: &diagnostics)
        return true
    }

    /// A published transaction's line: its values (or, in the older formats, its hash) and its chain hash.
    private mutating func readEntry(
        _ line: Substring.UTF8View, fields: [String], number: Int, diagnostics: inout Diagnostics
    ) {
        var cells = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
            LedgerLock.unescape(String(decoding: $0, as: UTF8.self))
        }
        if cells.last?.hasSuffix("\r") == true { cells[cells.count - 1].removeLast() }
        let values =
            cells.count == 8 && LedgerLock.isHash(cells[7]) ? TransactionValues(fields: Array(cells.prefix(7))) : nil
        let legacy = values == nil && fields.count == 2 && LedgerLock.isHash(fields[1])
        guard
            values != nil || legacy
                || (fields.count == 3 && LedgerLock.isHash(fields[1]) && LedgerLock.isHash(fields[2]))
        else {
            diagnostics.error(
                "this line should be a published transaction's values and its chain hash, separated by tabs; \(Self.restore)",
                in: path, line: number)
            return
        }
        let id = values?.id ?? fields[0], hash = values?.fingerprint ?? fields[1].lowercased()
        let written = values != nil ? cells[7].lowercased() : legacy ? nil : fields[2].lowercased()
        if !seen.insert(id).inserted {
            diagnostics.error("the transaction `\(id)` is locked twice; \(Self.restore)", in: path, line: number)
            return
        }
        let expected = LedgerLock.chain(after: lock.head, id: id, hash: hash)
        formats.insert(values != nil ? .values : legacy ? .first : .chained)
        if let written, written != expected && !chainBroken {
            chainBroken = true
            diagnostics.error(
                "the lock's chain breaks here: this line, or one above it, was edited after it was locked; \(Self.restore)",
                in: path, line: number)
        }
        lock.entries.append(LedgerLock.Entry(id: id, hash: hash, chain: expected, line: number, values: values))
    }

    /// The lock in the format its lines were read in, its `total` line checked against them.
    func finished(lineCount: Int, diagnostics: inout Diagnostics) -> LedgerLock {
        var lock = lock
        let restore = Self.restore
        lock.format = formats.contains(.first) ? .first : formats.contains(.chained) ? .chained : .values
        if lock.isLegacy {
            if total != nil || formats.count > 1 {
                diagnostics.error("this lock mixes lines with and without a chain hash; \(restore)", in: path)
            }
            diagnostics.warning(
                "this lock is in the first format, without a chain or a total; run `cashdash class lock` once to rewrite "
                    + "it with them", in: path)
        } else if let total {
            if total.count != lock.entries.count || (!chainBroken && total.chain != lock.head) {
                diagnostics.error(
                    "the lock says it holds \(total.count) transactions ending in chain \(total.chain.prefix(12))…, but it "
                        + "lists \(lock.entries.count)\(total.count == lock.entries.count ? " ending in \(lock.head.prefix(12))…" : ""); "
                        + "locked lines were removed or changed; \(restore)", in: path, line: total.line)
            }
        } else if !lock.entries.isEmpty {
            diagnostics.error(
                "the lock has no `total` line at its end, so lines may have been cut from it; \(restore)", in: path,
                line: lineCount)
        }
        return lock
    }
}
