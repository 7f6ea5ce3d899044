import CashDashModel
import Foundation

/// `cashdash balance`: each budget's balance, this month's spending and its limits, as the site shows them.
public struct BalanceReport: Sendable {
    public var sitePath: String
    public var budget: String?
    public var today: Day

    public init(sitePath: String = ".", budget: String? = nil, today: Day) {
        (self.sitePath, self.budget, self.today) = (sitePath, budget, today)
    }

    public func run() -> EntryResult {
        var result = EntryResult()
        result.failureNote = "nothing was changed"
        guard
            let book = LedgerBook.load(sitePath: sitePath, focus: .init(today: today), diagnostics: &result.diagnostics)
        else { return result }
        var budgets = book.scan.budgets
        if let name = budget {
            guard let found = book.budget(named: name, diagnostics: &result.diagnostics) else { return result }
            budgets = [found]
        }
        let money = book.money
        let decimals = book.scan.minorUnits
        let amount = { (units: Int64) in money.string(Decimal(minorUnits: units, decimals: decimals)) }
        let month = BudgetPeriod.month.start(of: today)
        for budget in budgets {
            result.lines.append(
                "\(budget.name): \(amount(budget.balance(minorUnits: decimals))) available; spent "
                    + "\(amount(budget.spentThisMonth)) in " + BudgetPeriod.month.name(month))
            for (limit, spent) in zip(budget.settings.limits, budget.spentAgainstLimits) {
                let used = Decimal(minorUnits: spent, decimals: decimals)
                let left = limit.amount - used
                result.lines.append(
                    "  \(limit.category): \(money.string(used)) of \(money.string(limit.amount)) this \(limit.period.rawValue)"
                        + (left >= 0 ? ", \(money.string(left)) left" : ", \(money.string(-left)) over"))
            }
        }
        return result
    }
}
