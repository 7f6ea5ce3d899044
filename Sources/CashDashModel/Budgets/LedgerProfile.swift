import Foundation

/// How to read one bank's or app's export, as hledger's CSV rules do: which ledger files it is for (a name or a
/// glob), their text encoding, lines to skip, what each column means, the bank's words for money out and in, how
/// dates and amounts are written, and rules that give a category from the note.
///
/// Set under `ledgers:` in `budgets.yml`:
/// ```yaml
/// ledgers:
///   "chase-*.csv":
///     date_format: MM/DD/YYYY
///     budget: Household
///     columns: {Posting Date: date, Description: note, Amount: amount, Type: type}
///     types: {DEBIT_CARD: expense, ACH_CREDIT: deposit}
///     categories: {STARBUCKS|PEET'S: Coffee}
/// ```
public struct LedgerProfile: Sendable {
    /// The text encodings a ledger may be in.
    public enum Encoding: String, Sendable, CaseIterable {
        case utf8 = "utf-8"
        /// Excel's and most European banks' exports on Windows.
        case windows1252 = "windows-1252"
        /// Read as Windows-1252, as browsers do: the two differ only in control characters no export uses.
        case latin1 = "iso-8859-1"
        /// Central European banks' exports on Windows (Czech, Slovak, Polish, Hungarian, Slovenian).
        case windows1250 = "windows-1250"
        /// Latin-2, the ISO code page for the same languages.
        case latin2 = "iso-8859-2"
        /// With a byte-order mark, as Excel's "Unicode text" writes it.
        case utf16 = "utf-16"

        /// The code page of a single-byte encoding (nil for UTF-8 and UTF-16).
        public var codePage: Int? {
            switch self {
            case .windows1252, .latin1: 1252
            case .windows1250: 1250
            case .latin2: 28592
            case .utf8, .utf16: nil
            }
        }
    }

    /// The role a profile gives a column: one of the ledger's columns, or `ignore`.
    public enum Role: Sendable, Equatable {
        case column(LedgerColumns.Name)
        case ignore
        /// `balance`: the bank's running balance, left out of every total (`cashdash import` checks the sign of the
        /// amounts against it and takes the starting balance from it).
        case balance
        /// `balance_before`: the bank's running balance before each row (ASN Bank's `saldo rekening voor mutatie`),
        /// left out of every total as `balance` is, and checked by `cashdash import` the same way.
        case balanceBefore

        /// Every word a profile may use, with what it means (`outflow`/`inflow` are `debit`/`credit`).
        static let words: [String: Role] = {
            var words = Dictionary(
                uniqueKeysWithValues: LedgerColumns.Name.allCases.map { ($0.rawValue, Role.column($0)) })
            words["outflow"] = .column(.debit)
            words["inflow"] = .column(.credit)
            words["ignore"] = .ignore
            words["balance"] = .balance
            words["balance_before"] = .balanceBefore
            return words
        }()
    }

    /// A rule that gives rows a category from their note: words found in it, case ignored, `|` between choices.
    public struct CategoryRule: Sendable, Equatable {
        public var pattern: String
        public var category: String
        /// The pattern, read.
        public var words: NotePattern
    }

    /// The file name or glob (`*`, `?`, `[…]`) this profile is for, as written in `budgets.yml`.
    public var files: String
    public var encoding = Encoding.utf8
    /// Lines before the header (a bank's preamble) and after the last row (a footer of totals).
    public var skipTop = 0
    public var skipBottom = 0
    /// Header titles, compared as ``CSVHeader`` compares them, and the role of each; with `header: none`, the
    /// columns' numbers counting from 1 (`columns: {1: date, 2: note, 3: amount}`).
    public var columns: [String: Role] = [:]
    /// `header: none`: the file has no header line, its first line (after `skip`) is a row and `columns` names the
    /// columns by position.
    public var hasHeader = true
    /// A bank's words in the `type` column (`Sale`, `ACH_CREDIT`), lowercased, and what each is.
    public var types: [String: Transaction.Kind] = [:]
    public var dateFormat: DateFormat?
    public var amounts: AmountText?
    public var categoryRules: [CategoryRule] = []
    /// `methods: {Overboeking: Transfers}`: the category of a row no rule places, from the word of its `method`
    /// column, keyed as ``typeKey(_:)`` keys it.
    public var methods: [String: String] = [:]
    /// The budget of rows with no `budget` column (by default, the file's name).
    public var budget: String?
    /// `duplicates: allow`: rows that look the same as others are expected here (two coffees on one day).
    public var allowsDuplicates = false
    /// `amounts: charges-positive`: a card export's charges are positive and its payments and refunds negative, the
    /// other way round from a bank account's (hledger flips such a sign with `amount -%amount`).
    public var chargesPositive = false
    /// `skip_rows: {State: PENDING|REVERTED}`: rows whose field under that title (or number, with `header: none`) is
    /// one of the words, case and spaces around it ignored, are passed over: rows not booked yet, a balance line.
    public var skipRows: [SkipRule] = []
    /// `extra_fields: note`: a row may have more fields than the header has titles, and those past the last title
    /// are more of its note (Livebank's text runs on into columns the header does not name).
    public var extraFieldsAreNote = false
    /// `continued_lines: note`: a line with no date and no amount right after a row goes on with that row's note
    /// (OCBC's `,,15/04/18 66-6666 UBER EATS…` under each row); it is no row of its own.
    public var continuedLinesAreNote = false

    /// A `skip_rows` entry: the column, keyed as ``CSVHeader`` keys titles, and the words that mark a row to pass over.
    public struct SkipRule: Sendable, Equatable {
        public var title: String
        public var words: [String]

        public init(title: String, words: [String]) {
            self.title = title
            self.words = words.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        }

        /// Whether `field` is one of the words.
        public func matches(_ field: String) -> Bool {
            words.contains(field.trimmingCharacters(in: .whitespaces).lowercased())
        }

        /// The words as written in `budgets.yml`: `PENDING|REVERTED`.
        public var pattern: String { words.joined(separator: "|") }
    }

    public init(files: String) {
        self.files = files
    }

    public static let keys = [
        "encoding", "skip", "columns", "types", "date_format", "decimal_separator", "categories", "budget",
        "duplicates",
        "amounts", "header", "skip_rows", "extra_fields", "methods", "continued_lines",
    ]

    /// A bank's type word as ``types`` is keyed: spaces around it dropped, lowercased.
    public static func typeKey(_ word: String) -> String {
        word.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Whether this profile is for the ledger file named `fileName` (case ignored, as file names are on macOS and
    /// Windows).
    public func matches(_ fileName: String) -> Bool {
        fnmatch(files.lowercased(), fileName.lowercased(), 0) == 0
    }
}
