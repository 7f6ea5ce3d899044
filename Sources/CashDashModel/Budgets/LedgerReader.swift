import Foundation

/// Reads ledger files row by row, checking every field and reporting each problem at its `file:line:column`.
public struct LedgerReader {
    /// A checked row: the amount in minor units of the home currency, exact.
    public struct Row {
        var date: Day
        /// `year * 12 + month - 1`, for totals by month.
        var month: Int
        var kind: Transaction.Kind
        var minorUnits: Int64
        /// Ids from the reader's interners, the same for the same name in every file it reads; the names are in the
        /// row's ``Detail``, or in the reader's ``names``. A row holds no text, so making and passing one takes no
        /// reference counting (retaining and releasing the two names was part of 16 % of a million-row JSON report).
        var categoryID: Int
        var budgetID: Int
        /// The amount as written, when it was another currency.
        var original: Money?
        /// What the bank charged in the home currency, when the row says (then `minorUnits` is that charge).
        var charge: BankCharge?
        /// The field the amount was read from (money out or money in, when they are two columns).
        var amountField: Int
    }

    /// What reading a file found.
    public struct Summary {
        var rows = 0
        /// Rows left out because something in them was wrong.
        var skipped = 0
        /// Its profile says `duplicates: allow`.
        var allowsDuplicates = false
    }

    public let settings: BudgetSettings
    public let homeCurrency: String
    /// For rows in other currencies; nil when the site has no rate snapshots.
    public let rates: RateHistory?
    public let homeMinorUnits: Int
    /// Category and budget names, interned across all files read, so their ids can key totals.
    var categories = ByteInterner()
    var budgets = ByteInterner()

    /// The names behind rows' ids: a row's `categoryID` indexes `categories`, its `budgetID` `budgets`.
    public struct Names: Sendable {
        public var categories: [String] = [], budgets: [String] = []
    }

    /// The names of the rows read so far.
    public var names: Names { Names(categories: categories.names, budgets: budgets.names) }
    /// The statement rows read so far by the bank's identity (OFX `FITID`), so that a row in two exports counts once
    /// and another transaction given the same identity still counts.
    var identities: [String: [IdentifiedEntry]] = [:]
    /// Whether the file being read has a row with a negative amount.
    var sawNegativeAmount = false
    /// Rows of the file being read left out for want of exchange rates, and their currencies.
    var rowsWithoutRates = 0, currenciesWithoutRates = Set<String>()
    /// Money added and spent in every row read so far, each as the sum of its amounts' sizes in minor units, kept
    /// within ``largestTotal`` so that no total made from the rows, of any budget, category or month, can overflow.
    var added: Int64 = 0, spent: Int64 = 0
    /// The totals passed ``largestTotal`` at a row, which was reported: no later row is taken.
    var passedTotals = false
    /// Warnings about rows that are kept (a `charged` amount with no reference rate), for the file being read.
    var rowWarnings = Diagnostics()
    /// Whether the file being read had a home-currency row whose `charged` is its amount (warned once a file).
    var warnedHomeCharge = false

    /// The most that the amounts added, or the amounts spent, may come to over every ledger read, in minor units of
    /// the home currency: the manual's limit, the same for `build` and every kind of `report`.
    public static let largestTotal: Int64 = 2_000_000_000_000_000_000

    public init(settings: BudgetSettings, homeCurrency: String, rates: RateHistory?) {
        self.settings = settings
        self.homeCurrency = homeCurrency
        self.rates = rates
        homeMinorUnits = Currency(code: homeCurrency)?.minorUnits ?? 2
    }

    /// Calls `body` with each good row and a function that makes its details (a note, a place, names), which only
    /// those who need them call. Problems with the file go to `diagnostics`, problems with a row (which is then left
    /// out) to `rowProblems`.
    public mutating func read(
        _ url: URL, path: String, diagnostics: inout Diagnostics, rowProblems: inout Diagnostics,
        _ body: (Row, _ detail: () -> Detail) -> Void
    ) -> Summary {
        let profile = settings.profile(for: url.lastPathComponent)
        if let format = Self.statementFormat(of: url) {
            return readStatement(
                format, url: url, path: path, profile: profile, diagnostics: &diagnostics, rowProblems: &rowProblems,
                body)
        }
        if Self.statementExtensions.contains(url.pathExtension.lowercased()) {
            Self.reportUnknownStatement(url, path: path, &diagnostics)
            return Summary()
        }
        let reading = readRecords(url, path: path, profile: profile, reportHeader: true, body) {
            try LedgerText.reader(for: url, profile: profile)
        }
        return finish(reading, path: path, diagnostics: &diagnostics, rowProblems: &rowProblems)
    }

    /// Reads `data` as the CSV ledger at `url` would be read (its name gives its profile and budget): a file as it
    /// would be once written, to check it first.
    public mutating func read(
        _ data: Data, as url: URL, path: String, diagnostics: inout Diagnostics, rowProblems: inout Diagnostics,
        _ body: (Row, _ detail: () -> Detail) -> Void
    ) -> Summary {
        let profile = settings.profile(for: url.lastPathComponent)
        let reading = readRecords(url, path: path, profile: profile, reportHeader: true, body) {
            try LedgerText.reader(for: data, profile: profile)
        }
        return finish(reading, path: path, diagnostics: &diagnostics, rowProblems: &rowProblems)
    }

    /// What reading a CSV ledger, or a part of one, found: the rows and the problems, and what the checks that need
    /// the whole file look at.
    struct Reading {
        var summary: Summary
        var problems = Diagnostics(), rows = Diagnostics(), rowWarnings = Diagnostics()
        var hasColumns = false
        var headerLine = 1
        /// Every amount counts as money added by its sign alone: no type column, not a card export.
        var signAlone = false
        var sawNegativeAmount = false
        var rowsWithoutRates = 0, currenciesWithoutRates = Set<String>()
        var warnedHomeCharge = false
        /// Reading stopped at a problem with the file's CSV.
        var failed = false
    }
}
