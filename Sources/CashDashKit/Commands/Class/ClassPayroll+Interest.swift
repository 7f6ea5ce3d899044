import CashDashModel
import Foundation

extension ClassPayroll {
    /// The rows an interest rule makes on `day`: the bank pays each student the rate's share of their balance at the
    /// end of the day before, of checking into checking, or of savings into savings (`account: savings`), rounded
    /// to the cent, a half cent up; nothing on a balance of zero.
    static func interest(
        _ rate: PayRules.InterestRate, _ rule: PayRules.Rule, on day: Day, memo: String, ledger: ClassLedger,
        added: [Row], decimals: Int
    ) -> [Row] {
        rule.students.compactMap { index in
            let balance = balance(of: index, before: day, ledger: ledger, added: added, savings: rate.onSavings)
            let share = rounded(rate.share(of: balance, paid: rule.period), decimals: decimals)
            guard share > 0 else { return nil }
            let id = ledger.students[index].id
            return Row(
                date: day, from: "bank", to: rate.onSavings ? Party.savings(id: id) : id, amount: share, memo: memo)
        }
    }
}
