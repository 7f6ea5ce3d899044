import Foundation

/// One transaction read from a bank's statement file (OFX, QFX, QIF or CAMT.053), before a ledger gives it a kind,
/// a category and a budget: what the bank wrote, and where.
public struct StatementEntry: Sendable, Equatable {
    public var date: Day
    /// Signed as the bank signs it: negative is money out of the account.
    public var amount: AmountText.Value
    /// The ISO 4217 code the file gives this amount, or nil when it names none (QIF).
    public var currency: String?
    /// The payee and memo (OFX `NAME` and `MEMO`, QIF `P` and `M` or a split's `E`, CAMT's party and remittance text).
    public var note: String
    /// The category the file gives (QIF `L`, or a split's `S`), if any.
    public var category: String?
    /// The bank's identity for the transaction (OFX `FITID`, with its account), if it gives one: the same in every
    /// export that holds the transaction.
    public var identity: String?
    /// Where the amount is, for messages.
    public var line: Int
    public var column: Int

    public init(
        date: Day, amount: AmountText.Value, currency: String? = nil, note: String, category: String? = nil,
        identity: String? = nil, line: Int, column: Int = 1
    ) {
        self.date = date
        self.amount = amount
        self.currency = currency
        self.note = note
        self.category = category
        self.identity = identity
        self.line = line
        self.column = column
    }
}

/// A problem in a statement file at its line: a whole file that cannot be read when thrown, one entry left out when
/// listed among ``StatementRead/problems``.
public struct StatementProblem: Error, Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int = 1, _ message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// What a statement reader found: the entries in file order, the entries it left out with why, and warnings.
public struct StatementRead: Sendable {
    public var entries: [StatementEntry] = []
    public var problems: [StatementProblem] = []
    public var warnings: [StatementProblem] = []

    public init() {}
}

/// The bank statement formats Cash Dash reads, each recognised by how the file begins, not by its name.
public enum StatementFormat: String, Sendable, CaseIterable {
    /// OFX 1.x (SGML, `OFXHEADER:100`) or 2.x (XML, `<?OFX …?>`), and QFX, which is OFX with Intuit's extra tags.
    case ofx
    /// Quicken Interchange Format: `!Type:Bank` and the like, one field a line.
    case qif
    /// ISO 20022 `BkToCstmrStmt`, the statement European banks give.
    case camt053

    /// The largest statement file read, in bytes: a bank's statement for years is a few megabytes.
    public static let largestFile = 16 << 20

    /// How many bytes of a file's start ``detect(_:)`` looks at.
    public static let prefixLength = 4096

    /// The format whose start `prefix` (a file's first bytes) has, or nil when it is none of them (a CSV ledger).
    public static func detect<Bytes: Collection<UInt8>>(_ prefix: Bytes) -> StatementFormat? {
        var bytes = Array(prefix.prefix(prefixLength))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let start = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? bytes.count
        let text = String(decoding: bytes[start...], as: UTF8.self)
        let upper = text.uppercased()
        if upper.hasPrefix("OFXHEADER:") || upper.hasPrefix("<OFX>") { return .ofx }
        if text.hasPrefix("!") {
            let line = upper.prefix { $0 != "\n" && $0 != "\r" }
            if line.hasPrefix("!TYPE:") || line.hasPrefix("!ACCOUNT") || line.hasPrefix("!OPTION:")
                || line.hasPrefix("!CLEAR:")
            {
                return .qif
            }
        }
        if text.hasPrefix("<") {
            if upper.contains("<?OFX ") || upper.contains("<OFX>") { return .ofx }
            if text.contains("urn:iso:std:iso:20022:tech:xsd:camt.053") { return .camt053 }
        }
        return nil
    }

    /// The name users know the format by.
    public var name: String {
        switch self {
        case .ofx: "OFX"
        case .qif: "QIF"
        case .camt053: "CAMT.053"
        }
    }
}
