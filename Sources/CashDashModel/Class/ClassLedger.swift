import Foundation

/// The class economy read from `Content/class/`: students, transactions, experience points and badges.
///
/// Balances and XP totals are never stored: they are worked out from the records every time, so every number on a
/// page can be traced to rows the teacher wrote.
public struct ClassLedger: Sendable {
    /// The most points one row of `xp.csv` may give or take back.
    public static let largestAward = 100_000

    public var students: [Student]
    /// Transactions by date, in file order within a day.
    public var transactions: [ClassTransaction]
    /// Awards by date, in file order within a day.
    public var xp: [XPAward]
    public var badges: [Badge]
    public var awards: [BadgeAward]
    /// Ids of transactions whose rows are there but did not read (a date or amount in error): not missing.
    public var unreadIDs: Set<String> = []
    /// False when `students.csv`, the file of names, is not there and the students are read from `codes.csv`: the
    /// pages can show codes only.
    public var namesKnown = true
    /// The class store's price list, from `rules.yml`.
    public var store = ClassStore()
    /// For each student, the positions in `transactions` that move their money, so a register does not scan them all.
    private let moves: [[Int]]
    /// For each student, the positions in `transactions` that move their savings.
    let savingsMoves: [[Int]]

    public init(
        students: [Student], transactions: [ClassTransaction], xp: [XPAward], badges: [Badge], awards: [BadgeAward]
    ) {
        self.students = students
        self.transactions = transactions
        self.xp = xp
        self.badges = badges
        self.awards = awards
        var moves = [[Int]](repeating: [], count: students.count), savingsMoves = moves
        for (index, transaction) in transactions.enumerated() {
            for party in [transaction.from, transaction.to] {
                switch party {
                case .student(let student): moves[student].append(index)
                case .savings(let student): savingsMoves[student].append(index)
                case .bank: break
                }
            }
        }
        self.moves = moves
        self.savingsMoves = savingsMoves
    }

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
        register(of: .student(student), moves: moves[student])
    }

    /// The student's balance after every transaction up to and including `day` (all of them when nil).
    public func balance(of student: Int, through day: Day? = nil) -> Decimal {
        balance(of: .student(student), moves: moves[student], through: day)
    }

    /// The transactions at `moves` (their indices, in order), each with `account`'s balance after it: money to
    /// `account` comes in, any other goes out. A student's checking and their savings are both such accounts.
    func register(of account: Party, moves: [Int]) -> [RegisterLine] {
        var balance = Decimal(0)
        return moves.map { index in
            let transaction = transactions[index]
            let change = transaction.to == account ? transaction.amount : -transaction.amount
            balance += change
            return RegisterLine(transaction: transaction, change: change, balance: balance)
        }
    }

    /// `account`'s balance after the transactions at `moves` up to and including `day` (all of them when nil).
    func balance(of account: Party, moves: [Int], through day: Day?) -> Decimal {
        var balance = Decimal(0)
        for index in moves {
            let transaction = transactions[index]
            if let day, transaction.date > day { break }
            balance += transaction.to == account ? transaction.amount : -transaction.amount
        }
        return balance
    }

    /// All the students' money together, checking and savings: what the bank has paid in minus what it has taken out.
    public var moneyInCirculation: Decimal {
        transactions.reduce(Decimal(0)) { total, transaction in
            switch (transaction.from, transaction.to) {
            case (.bank, .bank): total
            case (.bank, _): total + transaction.amount
            case (_, .bank): total - transaction.amount
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
