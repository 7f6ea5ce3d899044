import Foundation

/// How much of the class ledger's lock a build published: the count of locked transactions and the last chain hash,
/// kept beside the output (`.cashdash/class-lock`) so that the next build notices a lock deleted or rewritten.
public struct PublishedLock: Sendable, Equatable {
    public var count: Int
    public var chain: String

    public static let fileName = "class-lock"

    public init(count: Int, chain: String) {
        self.count = count
        self.chain = chain
    }

    public init(_ lock: LedgerLock) {
        self.init(count: lock.entries.count, chain: lock.head)
    }

    /// The record's text: `published N CHAIN`.
    public var text: String { "published \(count) \(chain)\n" }

    /// Reads a record's text; nil when it is not one.
    public init?(text: String) {
        let fields = text.split(whereSeparator: \.isWhitespace)
        guard fields.count == 3, fields[0] == "published", let count = Int(fields[1]), count >= 0 else { return nil }
        self.init(count: count, chain: String(fields[2]))
    }
}

extension ClassLedger {
    /// Loads `Content/class/` and checks it against `ledger.lock`, as a build does; `warnUnlocked` adds the warning
    /// about rows not locked yet. Nil when there is no class.
    ///
    /// - Parameters:
    ///   - published: what the last build into the output published, which the lock must still hold.
    ///   - format, today, futureIsError: as ``load(from:path:money:format:today:futureIsError:diagnostics:)`` takes them.
    public static func loadChecked(
        from folder: URL, path: String, money: MoneyWriter, format: ClassFileFormat = ClassFileFormat(),
        today: Day? = nil,
        futureIsError: Bool = false, warnUnlocked: Bool = true, published: PublishedLock? = nil,
        diagnostics: inout Diagnostics
    ) -> (ledger: ClassLedger, lock: LedgerLock)? {
        guard
            let ledger = load(
                from: folder, path: path, money: money, format: format, today: today, futureIsError: futureIsError,
                diagnostics: &diagnostics)
        else { return nil }
        let lockPath = displayPath(path, "ledger.lock"), transactionsPath = displayPath(path, "transactions.csv")
        let lock = LedgerLock.load(
            from: folder.appendingPathComponent("ledger.lock"), path: lockPath, diagnostics: &diagnostics)
        lock.verify(ledger, transactionsPath: transactionsPath, lockPath: lockPath, diagnostics: &diagnostics)
        if let published { lock.verify(published, lockPath: lockPath, diagnostics: &diagnostics) }
        if warnUnlocked { lock.warnUnlocked(ledger, transactionsPath: transactionsPath, diagnostics: &diagnostics) }
        return (ledger, lock)
    }
}
