import Foundation

/// `Content/class/ledger.lock`: a SHA-256 per published transaction, so that a published row is never edited or
/// removed unnoticed. A line is `id sha256`; lines starting with `#` are comments.
public struct LedgerLock: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var id: String
        public var hash: String
        public var line: Int
    }

    public var entries: [Entry] = []

    static let header = """
        # Cash Dash ledger lock: one line per published transaction, its id and the SHA-256 of its row.
        # Written by `cashdash class lock` after review; do not edit. A correction is a new transaction.

        """

    /// Reads the lock at `url`; no file is an empty lock. Malformed and repeated lines are errors at their line.
    static func load(from url: URL, path: String, diagnostics: inout Diagnostics) -> LedgerLock {
        guard FileManager.default.fileExists(atPath: url.path),
            let text = readTextFile(url, path: path, diagnostics: &diagnostics)
        else { return LedgerLock() }
        var lock = LedgerLock()
        var seen: Set<String> = []
        for (index, line) in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
            if fields.isEmpty || fields[0].first == UInt8(ascii: "#") { continue }
            let isHex = { (byte: UInt8) in (0x30...0x39).contains(byte) || (0x61...0x66).contains(byte | 0x20) }
            guard fields.count == 2, fields[1].count == 64, fields[1].allSatisfy(isHex) else {
                diagnostics.error(
                    "this line should be a transaction id and a 64-digit hash; the lock is written by `cashdash class lock`, "
                        + "so restore it from your backup or version history", in: path, line: index + 1)
                continue
            }
            let parts = fields.map { String(decoding: $0, as: UTF8.self) }
            let id = String(parts[0])
            if !seen.insert(id).inserted {
                diagnostics.error("the transaction `\(id)` is locked twice; remove this line", in: path, line: index + 1)
                continue
            }
            lock.entries.append(Entry(id: id, hash: String(parts[1]).lowercased(), line: index + 1))
        }
        return lock
    }

    /// Checks every locked transaction is still there, unchanged. Reports errors at the changed row or at the lock's
    /// line of a missing one.
    func verify(_ ledger: ClassLedger, transactionsPath: String, lockPath: String, diagnostics: inout Diagnostics) {
        let byID = Dictionary(ledger.transactions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in entries {
            guard let transaction = byID[entry.id] else {
                diagnostics.error(
                    "the published transaction `\(entry.id)` is no longer in transactions.csv; a published transaction is never "
                        + "removed: put its row back as it was, and add a correcting transaction instead", in: lockPath, line: entry.line)
                continue
            }
            if transaction.fingerprint != entry.hash {
                diagnostics.error(
                    "the published transaction `\(entry.id)` was changed; put the row back as it was, and add a correcting "
                        + "transaction instead (for example, money back from `to` to `from`)", in: transactionsPath,
                    line: transaction.line)
            }
        }
    }

    /// One warning naming the transactions not locked yet, at the first of them.
    func warnUnlocked(_ ledger: ClassLedger, transactionsPath: String, diagnostics: inout Diagnostics) {
        let new = unlocked(ledger)
        if let first = new.first {
            let ids = new.prefix(5).map { "`\($0.id)`" }.joined(separator: ", ") + (new.count > 5 ? " and \(new.count - 5) more" : "")
            diagnostics.warning(
                "\(new.count == 1 ? "1 transaction is" : "\(new.count) transactions are") not locked yet (\(ids)); once you "
                    + "have checked them, run `cashdash class lock` to publish them", in: transactionsPath, line: first.line)
        }
    }

    /// Transactions the lock does not hold yet, in file order.
    func unlocked(_ ledger: ClassLedger) -> [ClassTransaction] {
        let locked = Set(entries.map(\.id))
        return ledger.transactions.filter { !locked.contains($0.id) }.sorted { $0.line < $1.line }
    }

    /// The lock's text with `transactions` added after the existing entries.
    func text(adding transactions: [ClassTransaction]) -> String {
        Self.header + (entries.map { "\($0.id) \($0.hash)" } + transactions.map { "\($0.id) \($0.fingerprint)" })
            .map { $0 + "\n" }.joined()
    }
}

extension ClassLedger {
    /// Loads `Content/class/` and checks it against `ledger.lock`, as a build does; `warnUnlocked` adds the warning
    /// about rows not locked yet. Nil when there is no class.
    static func loadChecked(
        from folder: URL, path: String, money: MoneyFormat, warnUnlocked: Bool = true, diagnostics: inout Diagnostics
    ) -> (ledger: ClassLedger, lock: LedgerLock)? {
        guard let ledger = load(from: folder, path: path, money: money, diagnostics: &diagnostics) else { return nil }
        let lockPath = displayPath(path, "ledger.lock"), transactionsPath = displayPath(path, "transactions.csv")
        let lock = LedgerLock.load(from: folder.appendingPathComponent("ledger.lock"), path: lockPath, diagnostics: &diagnostics)
        lock.verify(ledger, transactionsPath: transactionsPath, lockPath: lockPath, diagnostics: &diagnostics)
        if warnUnlocked { lock.warnUnlocked(ledger, transactionsPath: transactionsPath, diagnostics: &diagnostics) }
        return (ledger, lock)
    }
}
