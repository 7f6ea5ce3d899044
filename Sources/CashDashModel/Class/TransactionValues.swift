import Foundation

/// A class transaction as a published fact: its values written one way only (the date as `YYYY-MM-DD`, the amount
/// as an exact decimal with the currency's decimals), whatever the spreadsheet that saved the row made of them. This
/// is what `ledger.lock` records, so a re-save that only reformats a row changes nothing.
public struct TransactionValues: Sendable, Equatable {
    public var id: String
    /// `YYYY-MM-DD`.
    public var date: String
    /// `bank` or a student's id.
    public var from: String
    public var to: String
    /// An exact decimal with the currency's decimals and a dot: `12.00`.
    public var amount: String
    public var memo: String
    public var createdBy: String

    public init(id: String, date: String, from: String, to: String, amount: String, memo: String, createdBy: String) {
        (self.id, self.date, self.from, self.to, self.amount, self.memo, self.createdBy) = (
            id, date, from, to, amount, memo, createdBy
        )
    }

    /// The values in the lock's order: id, date, from, to, amount, memo, created_by.
    public var fields: [String] { [id, date, from, to, amount, memo, createdBy] }

    /// The names of ``fields``, as the columns of transactions.csv call them.
    public static let names = ["id", "date", "from", "to", "amount", "memo", "created_by"]

    public init?(fields: [String]) {
        guard fields.count == 7 else { return nil }
        self.init(
            id: fields[0], date: fields[1], from: fields[2], to: fields[3], amount: fields[4], memo: fields[5],
            createdBy: fields[6])
    }

    /// The SHA-256 of the values, the row hash that every format of the lock chains.
    public var fingerprint: String { SHA256.hex(Array(fields.joined(separator: "\u{1F}").utf8)) }

    /// What differs from `published`, as `amount 8.00 → 9.00`, one item per changed value.
    public func changes(from published: TransactionValues) -> [String] {
        zip(Self.names, zip(published.fields, fields)).compactMap { name, pair in
            pair.0 == pair.1 ? nil : "\(name) \(Self.shown(pair.0)) → \(Self.shown(pair.1))"
        }
    }

    private static func shown(_ value: String) -> String {
        value.isEmpty ? "(empty)" : value.contains(" ") || value.contains(",") ? "“\(value)”" : value
    }
}
