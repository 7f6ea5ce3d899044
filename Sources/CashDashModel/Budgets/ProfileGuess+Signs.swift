import Foundation

extension ProfileGuess {
    /// Each row's amount as its columns give it: the amount column, or money in less money out.
    func signedAmounts(_ sheet: Sheet) -> [Decimal?] {
        if let amountColumn = roles.firstIndex(of: .column(.amount)) { return sheet.values(amountColumn) }
        let debit = roles.firstIndex(of: .column(.debit)).map(sheet.values),
            credit = roles.firstIndex(of: .column(.credit)).map(sheet.values)
        return sheet.rows.indices.map { row in
            let out: Decimal? = debit == nil ? 0 : debit![row], into: Decimal? = credit == nil ? 0 : credit![row]
            guard let out, let into else { return nil }
            return abs(into) - abs(out)
        }
    }

    /// A type column beside amounts with no sign says which way each went (`types`, its words read as a bank's
    /// words for in and out, or by guess, which a running balance corrects), and `signed` is signed so; beside signed
    /// amounts, or money out and in columns, it is left out: the sign says it, and a bank's own words (ACH_DEBIT)
    /// would need `types`.
    mutating func readTypes(_ sheet: Sheet, signed: inout [Decimal?]) {
        guard let typeColumn = roles.firstIndex(of: .column(.type)) else { return }
        guard roles.contains(.column(.amount)), signed.allSatisfy({ ($0 ?? 0) >= 0 }) else {
            roles[typeColumn] = .ignore
            return
        }
        let words = Set(sheet.rows.map { $0[typeColumn].trimmingCharacters(in: .whitespaces) })
        for word in words.sorted() where !word.isEmpty {
            let lower = word.lowercased()
            let kind: Transaction.Kind =
                Self.direction(word) ?? (Self.creditTypeWords.contains { lower.contains($0) } ? .deposit : .expense)
            types.append((word, kind))
        }
        // A column that marks one way only (a card's `CR` on payments): a row left blank went the other way.
        let marked = Set(types.compactMap { Self.direction($0.word) })
        if words.contains(""), marked.count == 1, let only = marked.first {
            types.append(("", only == .deposit ? .expense : .deposit))
            findings.append(
                "the type column marks only money \(only == .deposit ? "in" : "out"), so a row without a mark is "
                    + "money \(only == .deposit ? "out" : "in") (`\"\": \(only == .deposit ? "expense" : "deposit")` in `types`)"
            )
        }
        findings.append("the amounts have no sign, so the type column says which rows are money in (check `types`)")
        // A word that is no bank's word for in or out (`Card payment`) is read by guess, unless a balance shows it.
        let guessed = types.filter { !$0.word.isEmpty && Self.direction($0.word) == nil }
        if !guessed.isEmpty, roles.firstIndex(of: .balance) == nil {
            doubts.append(
                "the type column's " + guessed.map { "`\($0.word)`" }.joined(separator: ", ")
                    + " \(guessed.count == 1 ? "is" : "are") read as shown under `types` by guess, and no running "
                    + "balance can check it; check `types` in the profile shown")
        }
        if let balanceColumn = roles.firstIndex(of: .balance) {
            // A word's kind as the running balance shows it, where it shows it: "Card payment" holds `payment`,
            // a word for money in, and is money out.
            let shown = Self.kindsShown(
                by: sheet.values(balanceColumn), amounts: signed, words: sheet.rows.map { $0[typeColumn] })
            let corrected = types.filter { type in shown[type.word].map { $0 != type.kind } ?? false }
            types = types.map { ($0.word, shown[$0.word] ?? $0.kind) }
            if !corrected.isEmpty {
                findings.append(
                    "the running balance shows which way " + corrected.map { "`\($0.word)`" }.joined(separator: ", ")
                        + " went")
            }
        }
        // The balance follows the amounts as the type words sign them.
        let kinds = Dictionary(types.map { ($0.word, $0.kind) }, uniquingKeysWith: { first, _ in first })
        signed = zip(sheet.rows, signed).map { row, amount in
            amount.map { kinds[row[typeColumn].trimmingCharacters(in: .whitespaces)] == .expense ? -$0 : $0 }
        }
    }
}
