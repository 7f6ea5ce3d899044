import Foundation

/// A student of the class ledger. The id links the files together and never appears on a page.
public struct Student: Sendable, Equatable {
    public var id: String
    /// A display name or pseudonym, as the teacher wrote it.
    public var name: String
    public var line: Int

    /// "M. L." for "Maya Lopez": the first letter of each word.
    public var initials: String {
        name.split(whereSeparator: { $0.isWhitespace || $0 == "-" })
            .compactMap { word in word.first(where: \.isLetter).map { "\($0.uppercased())." } }
            .joined(separator: " ")
    }
}

/// Who money moves between: the bank (money coming into or leaving the class economy), a student's checking, by
/// index, or a student's savings account (`savings:ID` in transactions.csv).
public enum Party: Sendable, Equatable, Hashable {
    case bank
    case student(Int)
    /// The student's savings, beside their checking: money comes in from their checking or the bank (interest) and
    /// goes back to their checking.
    case savings(Int)
}

/// One movement of money. Once published (locked) it is never edited; a correction is a new transaction.
public struct ClassTransaction: Sendable, Equatable {
    public var id: String
    public var date: Day
    public var from: Party
    public var to: Party
    public var amount: Decimal
    public var memo: String
    public var createdBy: String
    public var line: Int
    /// The row's values as a published fact, recorded in `ledger.lock`.
    public var values: TransactionValues

    /// The SHA-256 of ``values``, chained into `ledger.lock`.
    public var fingerprint: String { values.fingerprint }
}

/// Experience points the teacher awarded for a quest or an assignment.
public struct XPAward: Sendable, Equatable {
    public var id: String
    public var date: Day
    public var student: Int
    /// Whole points; a negative number corrects an earlier award.
    public var points: Int
    public var quest: String
    /// The row's line in `xp.csv`.
    public var line = 0
}

public struct Badge: Sendable, Equatable {
    public var id: String
    public var name: String
    public var description: String
    /// The row's line in `badges.csv`.
    public var line = 0
}

/// A badge given to a student.
public struct BadgeAward: Sendable, Equatable {
    public var date: Day
    public var student: Int
    public var badge: Int
    public var reason: String
    /// The row's line in `awards.csv`.
    public var line = 0
}
