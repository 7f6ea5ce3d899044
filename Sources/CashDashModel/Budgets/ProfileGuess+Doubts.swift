import Foundation

extension ProfileGuess {
    /// Words of a row that is not money moving: a pending row, not yet booked, which may still change or vanish.
    static let pendingWords = [
        "pending", "vorgemerkt", "ausstehend", "en attente", "pendiente", "pendente", "in behandeling",
    ]
    /// Words of a first or last row that is a balance, not a transaction (Banco do Brasil's `Saldo Anterior`).
    static let balanceLineWords = [
        "saldo anterior", "opening balance", "closing balance", "balance brought forward", "anfangssaldo", "endsaldo",
        "solde precedent", "solde initial", "saldo inicial", "saldo final", "beginsaldo", "eindsaldo",
    ]

    /// Doubts about rows that may not be money that moved: pending rows anywhere, a balance line first or last.
    /// `titles` are the header's, to name the `skip_rows` that leaves pending rows out.
    static func rowsThatMayNotBeMoney(_ rows: [[String]], titles: [String]? = nil) -> [String] {
        var doubts: [String] = []
        let folded = { (field: String) in
            field.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                .trimmingCharacters(in: .whitespaces)
        }
        // A short field (a status column's) that says pending, as a word of its own: `Umsatz vorgemerkt`.
        let isPending = { (field: String) in
            field.count <= 40
                && pendingWords.contains { word in
                    let text = " " + folded(field) + " "
                    return text.contains(" \(word) ")
                }
        }
        let pending = rows.filter { row in row.contains(where: isPending) }
        if let column = pending.first?.firstIndex(where: isPending) {
            let word = pending[0][column].trimmingCharacters(in: .whitespaces)
            let title = titles.flatMap { column < $0.count ? $0[column] : nil } ?? String(column + 1)
            doubts.append(
                "\(pending.count == 1 ? "1 row is" : "\(pending.count) rows are") marked `\(word)`, money not booked yet "
                    + "that may still change, and counting \(pending.count == 1 ? "it" : "them") would put the totals off "
                    + "the statement's; leave \(pending.count == 1 ? "it" : "them") out: add the profile shown to "
                    + "budgets.yml by hand and write `skip_rows: {\(quoted(title)): \(quoted(word))}` in it")
        }
        for (position, row) in [("first", rows.first), ("last", rows.last)] {
            guard let row,
                let text = row.first(where: { field in balanceLineWords.contains { folded(field).contains($0) } })
            else { continue }
            doubts.append(
                "the \(position) row (`\(text.trimmingCharacters(in: .whitespaces))`) looks like a balance, not money that "
                    + "moved; export the file again without it, or leave that line out with `skip: {\(position == "first" ? "top" : "bottom"): …}` "
                    + "in the profile shown")
        }
        return doubts
    }

    /// `1234.5` as a plain number, for a doubt's two readings.
    static func plain(_ value: Decimal) -> String { "\(value)" }
}
