import Mustache

/// The first and last day of what a page shows.
struct DateRange: MustacheParent, Sendable {
    var first: String
    var last: String

    func child(named name: String) -> Any? {
        switch name {
        case "first": first
        case "last": last
        default: nil
        }
    }
}

/// A link a template only needs the address of, such as the chapter a warning points to.
struct Link: MustacheParent, Sendable {
    var href: String

    func child(named name: String) -> Any? {
        name == "href" ? href : nil
    }
}

/// A warning about a budget, as a sentence, with the chapter that explains it.
struct BudgetWarning: MustacheParent, Sendable {
    var text: String
    var chapter: Link?

    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "chapter": chapter
        default: nil
        }
    }
}

/// Every budget at a glance: a row each, the totals and the warnings.
struct BudgetOverview: MustacheParent, Sendable {
    struct Row: MustacheParent, Sendable {
        var name: String
        var href: String
        /// The budget's place on the printed report.
        var anchor: String
        var starting: String
        var balance: String
        var added: String
        var spent: String
        var count: Int

        func child(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "href": href
            case "anchor": anchor
            case "starting": starting
            case "balance": balance
            case "added": added
            case "spent": spent
            case "count": count
            default: nil
            }
        }
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

    func child(named name: String) -> Any? {
        switch name {
        case "budgets": budgets
        case "starting": starting
        case "added": added
        case "spent": spent
        case "refunds": refunds
        case "balance": balance
        case "net": net
        case "netDirection": netDirection
        case "range": range
        case "warnings": warnings
        default: nil
        }
    }
}

/// One budget: cards, warnings, charts and the history month by month (`budgets/sections`).
struct BudgetDetails: MustacheParent, Sendable {
    /// A month of the history, newest transaction first.
    struct Month: MustacheParent, Sendable {
        var name: String
        var id: String
        var added: String
        var spent: String
        /// Refunds of the month, when there were any.
        var refunded: String?
        var rows: [Row]
        /// How many more transactions the month has than it lists, as a sentence; nil when it lists every one.
        var more: String? = nil

        func child(named name: String) -> Any? {
            switch name {
            case "name": self.name
            case "id": id
            case "added": added
            case "spent": spent
            case "refunded": refunded
            case "rows": rows
            case "more": more
            default: nil
            }
        }
    }

    /// A transaction with the balance after it; `sign` says in words what the colour shows.
    struct Row: MustacheParent, Sendable {
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

        func child(named name: String) -> Any? {
            switch name {
            case "date": date
            case "amount": amount
            case "direction": direction
            case "sign": sign
            case "category": category
            case "refund": refund
            case "balance": balance
            case "note": note
            case "original": original
            default: nil
            }
        }
    }

    var name: String
    var slug: String
    var cards: [Card]
    var months: [Month]
    var range: DateRange?
    var warnings: Items<BudgetWarning>?
    /// The charts' HTML; nil when there is nothing to draw.
    var charts: [String]?
    /// The exchange markup of rows that say what the bank charged; nil when none does.
    var markup: MarkupTable? = nil

    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "slug": slug
        case "cards": cards
        case "months": months
        case "range": range
        case "warnings": warnings
        case "charts": charts
        case "markup": markup
        default: nil
        }
    }
}

/// The budgets' overview page.
struct BudgetsIndexView: MustacheParent, Sendable {
    var overview: BudgetOverview

    func child(named name: String) -> Any? {
        name == "overview" ? overview : nil
    }
}

/// A budget's page.
struct BudgetPageView: MustacheParent, Sendable {
    var budget: BudgetDetails

    func child(named name: String) -> Any? {
        name == "budget" ? budget : nil
    }
}

/// The printable report of `cashdash report`: a page of its own, with no layout.
struct BudgetReportView: MustacheParent, Sendable {
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

    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "language": language
        case "period": period
        case "currency": currency
        case "css": css
        case "overview": overview
        case "budgets": budgets
        case "files": files
        case "range": range
        case "skipped": skipped
        default: nil
        }
    }
}
