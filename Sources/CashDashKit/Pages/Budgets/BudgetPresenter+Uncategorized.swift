import CashDashModel
import Charts
import Foundation

extension BudgetPresenter {
    /// How much of a budget's spending has no category, as a sentence with the amount and its share of the spending
    /// (how to add a rule is the manual's and the terminal's, not a reader's); nil when all spending has a category.
    func uncategorized(_ budget: BudgetSummary) -> String? {
        let spending = budget.spendingByCategory.filter { $0.amount > 0 }
        let total = spending.reduce(Decimal(0)) { $0 + $1.amount }
        let open = spending.filter { Transaction.isUncategorized($0.category) }
            .reduce(Decimal(0)) { $0 + $1.amount }
        guard open > 0, total > 0 else { return nil }
        return words.text(
            "budget_view.uncategorized",
            ["amount": money.string(open), "percent": Self.share(open, of: total, style: money.style)])
    }

    /// A category as the page names it: the ledgers' `Uncategorized` in the site's language, any other as written.
    func shown(_ category: String) -> String {
        Transaction.isUncategorized(category) ? words.text("budget_view.no_category") : category
    }

    /// `part` of `whole` as a whole percentage in the locale's style (`42%`, `42 %`); below 1, `<1%`.
    static func share(_ part: Decimal, of whole: Decimal, style: NumberStyle) -> String {
        var ratio = part * 100 / whole, rounded = Decimal()
        NSDecimalRound(&rounded, &ratio, 0, .plain)
        let text = rounded == 0 ? "<1" : NSDecimalNumber(decimal: rounded).stringValue
        return text + style.percentSuffix
    }
}
