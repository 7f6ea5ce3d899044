import CashDashModel
import Foundation

/// `cashdash class save|withdraw NAME AMOUNT`: money moved between a student's checking and their savings, as one row
/// of transactions.csv between the student's id and `savings:` and their id (`s01,savings:s01`), memo
/// `Savings deposit` or `Savings withdrawal` in the site's language.
public struct ClassSavingsMove: Sendable {
    public enum Direction: Sendable, Equatable {
        /// From checking into savings.
        case save
        /// From savings back into checking.
        case withdraw
    }

    public var sitePath: String
    public var direction: Direction
    /// The student, as typed: a name, the start of one, or an id.
    public var student: String
    /// As typed, read as ``ClassEntry`` reads amounts.
    public var amount: String
    /// The row's date; today when nil.
    public var date: Day?
    public var today: Day

    public init(
        sitePath: String = ".", direction: Direction, student: String, amount: String, date: Day? = nil, today: Day
    ) {
        (self.sitePath, self.direction, self.student, self.amount) = (sitePath, direction, student, amount)
        (self.date, self.today) = (date, today)
    }

    /// Adds the row; nothing when the name or the amount does not read, or the account holds less than the amount on
    /// the day (no class account may go below zero), or the class has an error.
    public func run() -> ClassEntry.Result {
        var diagnostics = Diagnostics()
        guard var files = ClassFileAppend(sitePath: sitePath, diagnostics: &diagnostics) else {
            return ClassEntry.Result(message: nil, diagnostics: diagnostics)
        }
        let ledger = files.ledger, day = date ?? today, position = files.folder.path
        let transactions = displayPath(position, "transactions.csv")
        var found: Int?
        switch StudentFinder(ledger.students).find(student) {
        case .success(let index): found = index
        case .failure(let failure): diagnostics.error(failure.message, in: displayPath(position, "students.csv"))
        }
        let money = files.money
        guard let amount = ClassEntry.amount(amount, MoneyFormat(config: files.config), &diagnostics, position),
            let index = found
        else { return ClassEntry.Result(message: nil, diagnostics: diagnostics) }
        let student = ledger.students[index], savings = Party.savings(id: student.id)
        let saving = direction == .save
        let held = saving ? ledger.balance(of: index, through: day) : ledger.savingsBalance(of: index, through: day)
        guard amount <= held else {
            diagnostics.error(
                "\(student.name) has \(money.string(held)) in \(saving ? "checking" : "savings") on \(day), less than "
                    + "\(money.string(amount)); \(saving ? "save" : "take out") at most \(money.string(held))",
                in: transactions)
            return ClassEntry.Result(message: nil, diagnostics: diagnostics)
        }
        var rulesProblems = Diagnostics()
        let rules = PayRules.load(
            from: files.folder.url, path: position, students: ledger.students, money: money,
            diagnostics: &rulesProblems)
        let id = nextID(after: files.ids(of: "transactions.csv"), fallback: "t")
        files.add(
            [
                "id": id, "date": files.date(day), "from": saving ? student.id : savings,
                "to": saving ? savings : student.id, "amount": files.amount(amount),
                "memo": saving ? files.memos.savingsDeposit : files.memos.savingsWithdrawal,
                "created_by": rules?.createdBy ?? "cashdash",
            ], to: "transactions.csv")
        guard files.commit(today: today, diagnostics: &diagnostics) else {
            diagnostics.error("nothing was added", in: position)
            return ClassEntry.Result(message: nil, diagnostics: diagnostics)
        }
        let done = saving ? "saved \(money.string(amount))" : "took \(money.string(amount)) out of savings"
        return ClassEntry.Result(message: "\(student.name) \(done) on \(day) (\(id))", diagnostics: diagnostics)
    }
}
