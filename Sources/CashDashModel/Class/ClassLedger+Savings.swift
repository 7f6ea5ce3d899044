import Foundation

/// Savings beside checking. A savings account is a party of transactions.csv written `savings:` and the student's id
/// (`savings:s01`): `s01,savings:s01` saves, `savings:s01,s01` takes money back, `bank,savings:s01` pays interest. A
/// file without such rows reads as before, and a teacher reading a row sees whose savings it is.
extension Party {
    /// How transactions.csv names the savings of the student whose id is `id`: `savings:s01`.
    public static func savings(id: String) -> String { "savings:" + id }

    /// The owner's id in a savings party (`savings:s01` gives `s01`, whatever the case of `savings`); nil otherwise.
    public static func savingsOwner(_ text: String) -> String? {
        let prefix = "savings:"
        guard text.count > prefix.count, text.lowercased().hasPrefix(prefix) else { return nil }
        return String(text.dropFirst(prefix.count))
    }

    /// What is wrong with a row between these parties, when money reaches savings from anyone but the owner or the
    /// bank, or leaves it for anyone else: nil when nothing is.
    static func savingsProblem(from: Party, to: Party, _ fromText: String, _ toText: String) -> String? {
        switch (from, to) {
        case (.savings(let owner), .student(let student)), (.student(let student), .savings(let owner)):
            if owner == student { return nil }
        case (.savings, .savings): break
        default: return nil
        }
        return "money moves between `\(fromText)` and `\(toText)`; savings take money from their owner's checking "
            + "or the bank, and give it back to the owner's checking, so pay the other student from checking"
    }
}

extension ClassLedger {
    /// Every transaction that moved the student's savings, with the savings balance after each.
    public func savingsRegister(for student: Int) -> [RegisterLine] {
        register(of: .savings(student), moves: savingsMoves[student])
    }

    /// The student's savings after every transaction up to and including `day` (all of them when nil).
    public func savingsBalance(of student: Int, through day: Day? = nil) -> Decimal {
        balance(of: .savings(student), moves: savingsMoves[student], through: day)
    }

    /// Whether any student has a savings row: the pages show savings only then.
    public var hasSavings: Bool { savingsMoves.contains { !$0.isEmpty } }

    /// Reports each transaction that takes a student's savings below zero, at its amount.
    func checkSavings(
        path: String, rows: [String: (line: Int, column: Int)], money: MoneyWriter, diagnostics: inout Diagnostics
    ) {
        for student in students.indices {
            for line in savingsRegister(for: student) where line.change < 0 && line.balance < 0 {
                let transaction = line.transaction
                let at = rows[transaction.id] ?? (transaction.line, 1)
                diagnostics.error(
                    "this takes \(students[student].name)'s savings below zero: they have "
                        + "\(money.string(line.balance - line.change)) in savings on \(transaction.date) and it takes "
                        + "\(money.string(transaction.amount)); take out less, or save the money first",
                    in: path, line: at.line, column: at.column)
            }
        }
    }
}
