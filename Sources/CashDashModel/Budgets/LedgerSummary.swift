import Foundation

/// A ledger's totals, as the budget pages, every format of `cashdash report` and `balance` show them: per budget its
/// totals, its spending by category, by day, by month and by limit period, its warnings, and, when a ``Listing`` is
/// asked for, each month with the transactions it lists. Every figure is summed by ``BudgetTotals``, from a loaded
/// ``Ledger`` (the site's pages) or streamed from ledger files (`cashdash report`, which may read a million rows).
public struct LedgerSummary: Sendable, Equatable {
    /// Which rows a summary lists: at most `rowsPerMonth` a month and `flagsPerBudget` balance warnings a budget
    /// (nil for all). A summary without one keeps no row; its months list none and it has no balance flags.
    public struct Listing: Sendable, Equatable {
        public var rowsPerMonth: Int?
        public var flagsPerBudget: Int?

        public init(rowsPerMonth: Int? = nil, flagsPerBudget: Int? = nil) {
            (self.rowsPerMonth, self.flagsPerBudget) = (rowsPerMonth, flagsPerBudget)
        }

        /// Every row and every balance warning.
        public static let all = Listing()
    }

    public var currency: String
    /// The decimals of the currency's minor unit.
    public var minorUnits: Int
    /// Budgets by name, ignoring case, as ``Ledger/budgets``.
    public var budgets: [BudgetSummary]
    /// Rows left out because something in them was wrong.
    public var skippedRows = 0

    public init(currency: String, budgets: [BudgetSummary]) {
        self.currency = currency
        minorUnits = Currency(code: currency)?.minorUnits ?? 2
        self.budgets = budgets
    }

    /// The rows summed.
    public var rows: Int { budgets.reduce(0) { $0 + $1.count } }

    /// The first and last day with a transaction.
    public var dateRange: (first: Day, last: Day)? {
        guard let first = budgets.compactMap(\.first).min(), let last = budgets.compactMap(\.last).max() else {
            return nil
        }
        return (first, last)
    }
}

/// One budget of a ``LedgerSummary``. Amounts are exact, in the home currency.
public struct BudgetSummary: Sendable, Equatable {
    /// A calendar month of the budget, with its newest transactions.
    public struct Month: Sendable, Equatable {
        /// Its first day.
        public var start: Day
        public var added: Decimal = 0
        /// Money spent, refunds not taken off.
        public var spent: Decimal = 0
        /// Refunds (negative expenses), as a positive amount.
        public var refunded: Decimal = 0
        /// Transactions in the month, listed or not.
        public var count = 0
        /// The newest transactions, newest first, each with the balance after it: all of them, or as many as the
        /// summary was asked to list.
        public var listed: [Listed] = []
    }

    /// A transaction as listed, with the budget's balance after it.
    public struct Listed: Sendable, Equatable {
        public var transaction: Transaction
        public var balance: Decimal
    }

    public var name: String
    public var slug: String
    public var settings: BudgetSettings.Budget
    /// Transactions in the budget.
    public var count = 0
    public var added: Decimal = 0
    /// Money spent, less refunds.
    public var spent: Decimal = 0
    /// Refunds (negative expenses), as a positive amount.
    public var refunded: Decimal = 0
    /// Funds available: the starting balance plus what was added, less what was spent.
    public var balance: Decimal
    public var first: Day?
    public var last: Day?
    public var hasExpenses = false
    /// Spending per category (less refunds), largest first, ties by name.
    public var spendingByCategory: [CategorySpending] = []
    /// Money added per category that has any.
    public var addedByCategory: [String: Decimal] = [:]
    /// Spending in each limit's category per period, by the period's first day, in the order of `settings.limits`.
    public var spentPerLimit: [[Day: Decimal]] = []
    /// Spending (less refunds) per day with expenses, for the 30 days ending on ``last``.
    public var recentSpendingPerDay: [Day: Decimal] = [:]
    /// The months with transactions, oldest first.
    public var months: [Month] = []
    public var limitWarnings: [Ledger.LimitWarning] = []
    /// The first transactions that took the balance below 0 or above ``Ledger/highestBalance``: all of them, or as
    /// many as the summary's ``LedgerSummary/Listing`` lists; ``balanceFlagCount`` counts every one (none without
    /// a listing).
    public var balanceFlags: [Ledger.BalanceFlag] = []
    public var balanceFlagCount = 0
    /// The exchange markup of the rows that say what the bank charged, row by row (listed summaries only).
    public var markup = MarkupSummary([], minorUnits: 2)
    /// The same markup summed per month and year, in every summary.
    public var markupTotals = MarkupTotals()

    /// Spending in one category.
    public struct CategorySpending: Sendable, Equatable {
        public var category: String
        public var amount: Decimal
    }

    public init(name: String, slug: String, settings: BudgetSettings.Budget) {
        self.name = name
        self.slug = slug
        self.settings = settings
        balance = settings.startingBalance
    }

    /// Spending (less refunds) per month, oldest first.
    public var spentPerMonth: [(start: Day, spent: Decimal)] { months.map { ($0.start, $0.spent - $0.refunded) } }
}
