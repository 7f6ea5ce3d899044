import Foundation

/// The words of a bank's column of how the money went (`MethodWords.yml`): Knab's `Overboeking`, Revolut's `TRANSFER`
/// and `CARD_PAYMENT`, Lloyds' `DD`. A column of them is a profile's `method` column, and the ones that say what the
/// money was for (a transfer, a cash withdrawal, a direct debit, a fee) give a category under `methods:`.
extension PayeeWords {
    /// The table the binary embeds.
    public static let methods: PayeeWords = {
        var diagnostics = Diagnostics()
        let table = read(
            String(decoding: PackageResources.MethodWords_yml, as: UTF8.self), path: "MethodWords.yml",
            diagnostics: &diagnostics)
        assert(!diagnostics.hasErrors, "MethodWords.yml: \(diagnostics.sorted.map(\.message))")
        return table
    }()

    /// Whether `value` is one of this table's words of how money went: one it gives a category, or one made of its
    /// `ignore:` words alone (`Presentment Refund`); never one with a digit or an `@` (`TRANSFER-1745`, an id; an
    /// address).
    public func isMethod(_ value: String) -> Bool {
        let words = Self.words(of: value)
        return !words.isEmpty && !value.contains { $0.isNumber || $0 == "@" }
            && (words.allSatisfy(ignored.contains) || category(for: value) != nil)
    }

    /// The column of `rows` (each a row's fields) among `candidates` that holds this table's words: filled in on at
    /// least half the rows, a word of the table in three of every four of those, and one word at least that gives a
    /// category (a column of `Debit` and `Credit` alone says which way, not how). The first such column; nil for none.
    public func methodColumn(in rows: [[String]], among candidates: [Int]) -> Int? {
        candidates.first { column in
            let values = rows.compactMap { $0.indices.contains(column) ? $0[column] : nil }
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            let known = values.filter(isMethod)
            return !values.isEmpty && values.count * 2 >= rows.count && known.count * 4 >= values.count * 3
                && known.contains { category(for: $0) != nil }
        }
    }
}
