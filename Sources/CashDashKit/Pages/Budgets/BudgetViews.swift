import Mustache

/// The first and last day of what a page shows.
struct DateRange: TemplateView, Sendable {
    var first: String
    var last: String
}

/// A link a template only needs the address of, such as the chapter a warning points to.
struct Link: TemplateView, Sendable {
    var href: String
}

/// A warning about a budget, as a sentence, with the chapter that explains it.
struct BudgetWarning: TemplateView, Sendable {
    var text: String
    var chapter: Link?
}

/// Every budget at a glance: a row each, the totals and the warnings.
struct BudgetOverview: TemplateView, Sendable {
    struct Row: TemplateView, Sendable {
        var name: String
        var href: String
        /// The budget's place on the printed report.
        var anchor: String
        var starting: String
        var balance: String
        var added: String
        var spent: String
        var count: Int
    }

    var budgets: [Row]
    /// The budgets' starting balances, so that started with + added − spent is the balance shown.
    var starting: String
    var added: String
    var spent: String
    /// What the spending is net of: "after $4.75 of refunds", when there were any.
    var refunds: String?
    var balance: String
    /// Added minus spent, with its sign.
    var net: String
    /// `added` or `spent`, whichever is larger, for the colour and the arrow.
    var netDirection: String
    var range: DateRange?
    var warnings: Items<BudgetWarning>?
}

/// One budget: cards, warnings, charts and the history month by month (`budgets/sections`).
struct BudgetDetails: TemplateView, Sendable {
    /// A month of the history, newest transaction first.
    struct Month: TemplateView, Sendable {
        var name: String
        var id: String
        var added: String
        var spent: String
        /// Refunds of the month, when there were any.
        var refunded: String?
        var rows: [Row]
        /// How many more transactions the month has than it lists, as a sentence; nil when it lists every one.
        var more: String? = nil
    }

    /// A transaction with the balance after it; `sign` says in words what the colour shows.
    struct Row: TemplateView, Sendable {
        var date: String
        var amount: String
        var direction: String
        var sign: String
        var category: String
        /// Money a shop gave back (an expense with a negative amount), said beside the category.
        var refund = false
        var balance: String
        var note: String?
        /// The amount as written, when it was in another currency.
        var original: String?
    }

    var name: String
    var slug: String
    var cards: [Card]
    var months: [Month]
    var range: DateRange?
    var warnings: Items<BudgetWarning>?
    /// The charts' HTML; nil when there is nothing to draw.
    var charts: [String]?
    /// How much of the spending has no category; nil when all of it has one.
    var uncategorized: String? = nil
    /// The exchange markup of rows that say what the bank charged; nil when none does.
    var markup: MarkupTable? = nil
}

/// The budgets' overview page.
struct BudgetsIndexView: TemplateView, Sendable {
    var overview: BudgetOverview
}

/// A budget's page.
struct BudgetPageView: TemplateView, Sendable {
    var budget: BudgetDetails
}

/// The printable report of `cashdash report`: a page of its own, with no layout.
struct BudgetReportView: TemplateView, Sendable {
    var title: String
    var language: String
    var period: String
    var currency: String
    /// The site's stylesheet, inlined so the file stands alone.
    var css: String
    var overview: BudgetOverview
    var budgets: [BudgetDetails]
    /// The ledgers' file names.
    var files: String
    var range: DateRange?
    /// A sentence about the rows left out, if any.
    var skipped: String?
}
