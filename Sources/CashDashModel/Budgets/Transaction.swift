import Foundation

/// One row of a budget ledger: money spent or added on a day.
public struct Transaction: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case expense, deposit

        /// The words a ledger's `type` column (and a profile's `types`) may use for each kind.
        public static let expenseWords = ["expense", "spend", "debit"]
        public static let depositWords = ["deposit", "add", "credit"]

        /// The kind one of those words names.
        public init?(word: String) {
            if Self.expenseWords.contains(word) {
                self = .expense
            } else if Self.depositWords.contains(word) {
                self = .deposit
            } else {
                return nil
            }
        }
    }

    /// The category of a row that has none and that no rule gives one.
    public static let uncategorized = "Uncategorized"

    /// Whether `category` is ``uncategorized``, in any case (a ledger may write `uncategorized`).
    public static func isUncategorized(_ category: String) -> Bool {
        category.lowercased() == uncategorized.lowercased()
    }

    public var date: Day
    public var kind: Kind
    /// In the home currency; positive, or negative for a reversing entry (a refund recorded as a negative expense).
    public var amount: Decimal
    public var category: String
    public var budget: String
    public var note: String
    /// The word of the row's `method` column, how the money went (`Overboeking`, `CARD_PAYMENT`); `""` without one.
    public var method = ""
    /// The amount as written, when it was in another currency and converted.
    public var original: Money?
    /// Set when the row says what the bank charged for it in the home currency (`charged`): then ``amount`` is that
    /// charge, what left the account, and ``original`` the amount in the other currency. ``ExchangeMarkup`` compares it.
    public var charge: BankCharge?
    /// Where the row is, for messages: the file as the user would type it, the line and the amount's column.
    public var path: String
    public var line: Int
    public var column: Int

    /// How the note of the reversing row `cashdash undo` writes starts, before the line it reverses:
    /// `Undo of line 12: Tea`.
    public static let undoNotePrefix = "Undo of line "

    /// The line of its file this row reverses, when its note is an undo's.
    public var undoneLine: Int? {
        guard note.hasPrefix(Self.undoNotePrefix) else { return nil }
        return Int(note.dropFirst(Self.undoNotePrefix.count).prefix { $0.isNumber })
    }

    /// An expense with a negative amount: money a shop gave back.
    public var isRefund: Bool { kind == .expense && amount < 0 }

    /// What the transaction does to the balance: + for a deposit, − for an expense.
    public var signedAmount: Decimal { kind == .deposit ? amount : -amount }
}

extension Transaction {
    /// The row a ledger reader read, at its amount's place in the file at `path`, its amount in `decimals` places.
    public init(_ row: LedgerReader.Row, _ detail: LedgerReader.Detail, path: String, decimals: Int) {
        let position = detail.amountPosition
        self.init(
            date: row.date, kind: row.kind, amount: Decimal(minorUnits: row.minorUnits, decimals: decimals),
            category: detail.category, budget: detail.budget, note: detail.note, original: row.original,
            charge: row.charge, path: path, line: position.line, column: position.column)
        method = detail.method
    }
}
