import CashDashModel
import Foundation

extension ClassPresenter {
    /// The student's savings, for their page; nil when no student of the class has saved.
    func savings(_ index: Int) -> SavingsDetails? {
        guard ledger.hasSavings else { return nil }
        return SavingsDetails(
            balance: money.string(ledger.savingsBalance(of: index)),
            register: savingsRows(ledger.savingsRegister(for: index)))
    }

    /// The student's savings from `first` to `last`, for their statement; nil when no student of the class has saved.
    func savingsStatement(_ index: Int, first: Day, last: Day) -> StatementSavings? {
        guard ledger.hasSavings else { return nil }
        let register = ledger.savingsRegister(for: index)
        let opening = register.last { $0.transaction.date < first }?.balance ?? 0
        let lines = register.filter { $0.transaction.date >= first && $0.transaction.date <= last }
        return StatementSavings(
            opening: money.string(opening), closing: money.string(lines.last?.balance ?? opening),
            register: savingsRows(lines))
    }

    /// Savings lines for a template, as the checking register shows its own: money moved from or to the student's
    /// own checking says "From checking" or "To checking", interest "From the bank".
    private func savingsRows(_ lines: [ClassLedger.RegisterLine]) -> [RegisterRow] {
        lines.map { line in
            let incoming = line.change > 0
            return RegisterRow(
                date: money.days.html(line.transaction.date, .short), memo: line.transaction.memo,
                party: savingsParty(line),
                amount: money.string(line.change, signed: true), direction: incoming ? "added" : "spent",
                sign: words.text(incoming ? "class_view.received" : "class_view.paid"),
                balance: money.string(line.balance))
        }
    }

    /// The class store's price list, in the order of rules.yml.
    func store() -> [StoreItemRow] {
        ledger.store.items.map { StoreItemRow(name: $0.name, price: money.string($0.price)) }
    }

    /// Who a savings line's money came from or went to: the student's own checking ("From checking"), or the bank.
    func savingsParty(_ line: ClassLedger.RegisterLine) -> String {
        let incoming = line.change > 0
        if case .student = incoming ? line.transaction.from : line.transaction.to {
            return words.text(incoming ? "class_savings.from_checking" : "class_savings.to_checking")
        }
        return words.text(incoming ? "class_view.the_bank_from" : "class_view.the_bank_to")
    }
}
