import Foundation

/// A category rule `cashdash import` proposes for a payee of a bank's export: the payee's name as a pattern
/// (``PayeeName``), the category the built-in table (``PayeeWords``) gives its notes, if any, and what it would
/// categorise there.
public struct RuleProposal: Sendable, Equatable {
    /// The payee's name, as the note writes it.
    public var payee: String
    /// The category the table gives the payee's notes; nil when it has none for them (the user may name one).
    public var category: String?
    /// The rows without a category whose note the pattern finds.
    public var rows: Int
    /// The money those rows spent.
    public var spent: Decimal

    /// The payee as a ``NotePattern`` takes it: a `|` or `\` in it stands for itself.
    public var pattern: String { Self.pattern(for: payee) }

    /// `text` as a ``NotePattern`` that finds it as written.
    public static func pattern(for text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
    }

    /// The proposals for `rows` (only those in no category yet count), most rows first, then most money spent: one
    /// for each payee the table gives a category in half its notes or more, and one for each other payee of two rows or
    /// more; at most `limit`.
    public static func proposals(
        for rows: [Transaction], table: PayeeWords = .builtIn, limit: Int = 20
    ) -> [RuleProposal] {
        let open = rows.filter { $0.category.isEmpty || $0.category == Transaction.uncategorized }
        var groups: [String: [Transaction]] = [:]
        var names: [String: String] = [:]
        for row in open {
            guard let name = PayeeName.of(row.note, ignoring: table.ignored) else { continue }
            let key = name.lowercased()
            groups[key, default: []].append(row)
            if names[key] == nil { names[key] = name }
        }
        var proposals: [RuleProposal] = []
        for (key, members) in groups {
            // A payee whose notes mostly point nowhere (an account's name in every note) is asked about, not placed.
            let pointed = members.compactMap { table.category(for: $0.note) }
            let category = pointed.count * 2 >= members.count ? mostCommon(pointed) : nil
            let found = open.filter { $0.note.lowercased().contains(key) }
            guard category != nil || found.count >= 2 else { continue }
            let spent = found.filter { $0.kind == .expense }.reduce(Decimal(0)) { $0 + $1.amount }
            proposals.append(RuleProposal(payee: names[key]!, category: category, rows: found.count, spent: spent))
        }
        proposals.sort { ($1.rows, $1.spent, $0.payee) < ($0.rows, $0.spent, $1.payee) }
        return Array(proposals.prefix(limit))
    }

    /// The category most of `categories` are, the first of them on a tie; nil for none.
    static func mostCommon(_ categories: [String]) -> String? {
        var counts: [String: Int] = [:]
        for category in categories { counts[category, default: 0] += 1 }
        let most = counts.values.max()
        return categories.first { counts[$0] == most }
    }
}
