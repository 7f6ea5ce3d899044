import Foundation

/// `Content/class/ledger.lock`: what `cashdash class lock` published, so that no published row is edited or removed
/// unnoticed.
///
/// A line holds a published transaction's values (``TransactionValues``: id, date, from, to, amount, memo and author,
/// separated by tabs) and a chain hash: a SHA-256 over the line before's chain hash, the id and the SHA-256 of the
/// values, so each line vouches for every line above it. Recording values rather than the row's bytes means a
/// spreadsheet's re-save that only reformats a row (`9/11/2026`, `12`) keeps the lock, and a real change is shown
/// beside the published value. Two older formats are read: `id row-hash chain-hash`, and the first, `id row-hash`;
/// `class lock` rewrites either. The last line,
/// `total N chain-hash`, gives the count and the last chain hash, so removing lines from the end is seen too; and a
/// build records the count and last chain hash it published beside the output (``PublishedLock``), so a lock that
/// was deleted or rewritten is seen by the next build. Lines starting with `#` are comments.
///
/// What it cannot prove: someone who may write the files can always rewrite the ledger, the lock and the output
/// together. The lock makes that a deliberate act that the files' history (a backup, git) shows, never an accident.
public struct LedgerLock: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var id: String
        public var hash: String
        /// The chain hash up to and including this line.
        public var chain: String
        public var line: Int
        /// The published values; nil in the older formats, which hold only their hash.
        public var values: TransactionValues?
    }

    /// The formats a lock has been written in, oldest first.
    public enum Format: Sendable, Equatable {
        /// `id row-hash`: no chain, no total.
        case first
        /// `id row-hash chain-hash` and a total.
        case chained
        /// The values, tab-separated, and a chain hash, and a total: what `class lock` writes now.
        case values
    }

    public var entries: [Entry] = []
    /// The format the file was read in; an empty lock is in the current one.
    public var format = Format.values
    /// Whether the file is in the first format, with no chain and no total (read, with a warning).
    public var isLegacy: Bool { format == .first }
    /// Whether `class lock` should rewrite the file in the current format.
    public var needsRewrite: Bool { format != .values && !entries.isEmpty }

    /// The chain hash before the first line.
    public static let chainStart = SHA256.hex(Array("cashdash ledger lock".utf8))

    public static func chain(after previous: String, id: String, hash: String) -> String {
        SHA256.hex(Array("\(previous) \(id) \(hash)".utf8))
    }

    /// The chain hash of the last line; ``chainStart`` for an empty lock.
    public var head: String { entries.last?.chain ?? Self.chainStart }

    public static let header = """
        # Cash Dash ledger lock: one line per published transaction, its values separated by tabs (id, date, from,
        # to, amount, memo, created_by) and a chain hash over this line and every line above it; the last line gives
        # the total. Written by `cashdash class lock` after review; do not edit. A correction is a new transaction.

        """

    /// A value as a lock line holds it: a backslash, tab, line feed and carriage return escaped as `\\`, `\t`, `\n`, `\r`.
    static func escape(_ value: String) -> String {
        var text = ""
        for character in value.unicodeScalars {
            switch character {
            case "\\": text += "\\\\"
            case "\t": text += "\\t"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            default: text.unicodeScalars.append(character)
            }
        }
        return text
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var value = ""
        var escaped = false
        for character in text.unicodeScalars {
            if escaped {
                switch character {
                case "t": value += "\t"
                case "n": value += "\n"
                case "r": value += "\r"
                default: value.unicodeScalars.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                value.unicodeScalars.append(character)
            }
        }
        return value
    }

    static func isHash(_ text: String) -> Bool {
        text.utf8.count == 64
            && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0 | 0x20) }
    }

    /// Checks that this lock still holds what an earlier build published: at least as many transactions, with the
    /// same chain hash at that point. An error at the lock otherwise.
    public func verify(_ published: PublishedLock, lockPath: String, diagnostics: inout Diagnostics) {
        guard published.count > 0 else { return }
        let chainThere = published.count <= entries.count ? entries[published.count - 1].chain : nil
        guard chainThere != published.chain else { return }
        diagnostics.error(
            entries.isEmpty
                ? "the lock is missing, but the site was last built from a lock of \(published.count) published transactions; "
                    + "restore ledger.lock from your backup or version history"
                : "the lock no longer holds what was published: the site was last built from a lock of \(published.count) "
                    + "transactions ending in chain \(published.chain.prefix(12))…; restore ledger.lock from your backup or version history",
            in: lockPath)
    }

    /// Checks every locked transaction is still there, unchanged. Reports errors at the changed row or at the lock's
    /// line of a missing one.
    public func verify(
        _ ledger: ClassLedger, transactionsPath: String, lockPath: String, diagnostics: inout Diagnostics
    ) {
        let byID = Dictionary(ledger.transactions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in entries {
            guard let transaction = byID[entry.id] else {
                // A row that is there but did not read has its own error at the row.
                if ledger.unreadIDs.contains(entry.id) { continue }
                diagnostics.error(
                    "the published transaction `\(entry.id)` is no longer in transactions.csv; a published transaction is never "
                        + "removed: put its row back as it was, and add a correcting transaction instead", in: lockPath,
                    line: entry.line)
                continue
            }
            if let published = entry.values, published != transaction.values {
                let changes = transaction.values.changes(from: published).joined(separator: ", ")
                diagnostics.error(
                    "the published transaction `\(entry.id)` was changed: \(changes); put the row back as it was, and add a "
                        + "correcting transaction instead (for example, money back from `to` to `from`)",
                    in: transactionsPath,
                    line: transaction.line)
            } else if transaction.fingerprint != entry.hash {
                diagnostics.error(
                    "the published transaction `\(entry.id)` was changed; put the row back as it was, and add a correcting "
                        + "transaction instead (for example, money back from `to` to `from`)", in: transactionsPath,
                    line: transaction.line)
            }
        }
    }

    /// One warning naming the transactions not locked yet, at the first of them.
    public func warnUnlocked(_ ledger: ClassLedger, transactionsPath: String, diagnostics: inout Diagnostics) {
        let new = unlocked(ledger)
        if let first = new.first {
            let ids =
                new.prefix(5).map { "`\($0.id)`" }.joined(separator: ", ")
                + (new.count > 5 ? " and \(new.count - 5) more" : "")
            diagnostics.warning(
                "\(new.count == 1 ? "1 transaction is" : "\(new.count) transactions are") not locked yet (\(ids)); once you "
                    + "have checked them, run `cashdash class lock` to publish them", in: transactionsPath,
                line: first.line)
        }
    }

    /// Transactions the lock does not hold yet, in file order.
    public func unlocked(_ ledger: ClassLedger) -> [ClassTransaction] {
        let locked = Set(entries.map(\.id))
        return ledger.transactions.filter { !locked.contains($0.id) }.sorted { $0.line < $1.line }
    }

    /// The lock's text in the current format, with `transactions` added after the existing entries, each line
    /// chained to the one before. An entry of an older format takes its values from `ledger`, which
    /// ``verify(_:transactionsPath:lockPath:diagnostics:)`` has found unchanged.
    public func text(adding transactions: [ClassTransaction], ledger: ClassLedger) -> String {
        let byID = Dictionary(ledger.transactions.map { ($0.id, $0.values) }, uniquingKeysWith: { first, _ in first })
        var text = Self.header
        var head = Self.chainStart
        let lines = entries.compactMap { $0.values ?? byID[$0.id] } + transactions.map(\.values)
        for values in lines {
            head = Self.chain(after: head, id: values.id, hash: values.fingerprint)
            text += values.fields.map(Self.escape).joined(separator: "\t") + "\t\(head)\n"
        }
        return text + "total \(lines.count) \(head)\n"
    }
}
