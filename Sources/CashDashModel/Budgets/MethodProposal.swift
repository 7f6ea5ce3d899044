import Foundation

/// A `methods:` entry `cashdash import` proposes: a word of the rows' `method` column that the built-in table
/// (``PayeeWords/methods``) gives a category (`Overboeking` → Transfers), for the rows no category rule places.
public struct MethodProposal: Sendable, Equatable {
    /// The word as the column writes it.
    public var word: String
    public var category: String
    /// The rows it would place: with no category, and found by none of the rules taken.
    public var rows: Int
    /// The money those rows spent.
    public var spent: Decimal

    /// The proposals for `rows` with no category yet and whose note none of `rules` finds, one for each word of
    /// their `method` column the table gives a category, most rows first, then most money spent.
    public static func proposals(
        for rows: [Transaction], besides rules: [NotePattern] = [], table: PayeeWords = .methods
    ) -> [MethodProposal] {
        var groups: [String: MethodProposal] = [:]
        for row in rows where row.category.isEmpty || row.category == Transaction.uncategorized {
            guard !row.method.isEmpty, !rules.contains(where: { $0.isFound(inLowercased: row.note.lowercased()) })
            else { continue }
            let key = LedgerProfile.typeKey(row.method)
            if groups[key] == nil {
                guard let category = table.category(for: row.method) else { continue }
                groups[key] = MethodProposal(word: row.method, category: category, rows: 0, spent: 0)
            }
            groups[key]!.rows += 1
            if row.kind == .expense { groups[key]!.spent += row.amount }
        }
        return groups.values.sorted { ($1.rows, $1.spent, $0.word) < ($0.rows, $0.spent, $1.word) }
    }
}
