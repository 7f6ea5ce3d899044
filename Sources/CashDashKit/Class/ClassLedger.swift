import Charts
import Foundation

/// The class economy read from `Content/class/`: students, transactions, experience points and badges.
///
/// Balances and XP totals are never stored: they are worked out from the records every time, so every number on a
/// page can be traced to rows the teacher wrote.
public struct ClassLedger: Sendable {
    public var students: [Student]
    /// Transactions by date, in file order within a day.
    public var transactions: [ClassTransaction]
    /// Awards by date, in file order within a day.
    public var xp: [XPAward]
    public var badges: [Badge]
    public var awards: [BadgeAward]

    /// One line of a student's checkbook register.
    public struct RegisterLine: Sendable, Equatable {
        public var transaction: ClassTransaction
        /// Positive when money came in, negative when it went out.
        public var change: Decimal
        /// The balance after this transaction.
        public var balance: Decimal
    }

    /// Every transaction that moved the student's money, with the balance after each.
    public func register(for student: Int) -> [RegisterLine] {
        var balance = Decimal(0)
        var lines: [RegisterLine] = []
        for transaction in transactions {
            let change: Decimal
            if transaction.to == .student(student) {
                change = transaction.amount
            } else if transaction.from == .student(student) {
                change = -transaction.amount
            } else {
                continue
            }
            balance += change
            lines.append(RegisterLine(transaction: transaction, change: change, balance: balance))
        }
        return lines
    }

    /// The student's balance after every transaction up to and including `day` (all of them when nil).
    public func balance(of student: Int, through day: ChartDay? = nil) -> Decimal {
        register(for: student).last { day == nil || $0.transaction.date <= day! }?.balance ?? 0
    }

    /// All the students' money together: what the bank has paid in minus what it has taken out.
    public var moneyInCirculation: Decimal {
        transactions.reduce(Decimal(0)) { total, transaction in
            switch (transaction.from, transaction.to) {
            case (.bank, .student): total + transaction.amount
            case (.student, .bank): total - transaction.amount
            default: total
            }
        }
    }

    public func xpTotal(of student: Int) -> Int {
        xp.reduce(0) { $0 + ($1.student == student ? $1.points : 0) }
    }

    public func awards(of student: Int) -> [BadgeAward] {
        awards.filter { $0.student == student }
    }
}
