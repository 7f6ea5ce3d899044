import Foundation

extension ProfileGuess {
    /// Words of a line that gives the balance before the rows, and of one that gives it after them.
    static let openingWords = [
        "opening balance", "saldo anterior", "anfangssaldo", "solde initial", "saldo inicial", "beginsaldo",
        "balance brought forward", "solde precedent",
    ]
    static let closingWords = ["closing balance", "endsaldo", "saldo final", "eindsaldo"]

    /// A known layout's lines passed over that give the balance before the rows and after them (Swedbank's
    /// `Opening balance` and `Closing balance`) check the rows: the opening balance and the rows' amounts, as the
    /// layout reads them, must come to the closing one. Agreeing, the opening balance is the starting balance;
    /// not, it is a doubt.
    mutating func checkAgainstOwnBalances(_ passedOver: [[String]], _ rows: [[String]]) {
        func line(_ words: [String]) -> [String]? {
            passedOver.first { row in
                row.contains { field in
                    let folded = field.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                    return words.contains { folded.contains($0) }
                }
            }
        }
        let amounts = decimalComma ? AmountText(decimalSeparator: ",") : AmountText()
        guard let opening = line(Self.openingWords).flatMap({ signedAmount(of: $0, amounts) }),
            let closing = line(Self.closingWords).flatMap({ signedAmount(of: $0, amounts) })
        else { return }
        let signed = rows.map { signedAmount(of: $0, amounts) }
        let net = signed.reduce(Decimal(0)) { $0 + ($1 ?? 0) }
        guard !signed.contains(where: { $0 == nil }), opening + net == closing else {
            doubts.append(
                "the file's own opening balance (\(Self.plain(opening))) and its rows do not come to its closing "
                    + "balance (\(Self.plain(closing))), so some rows may be read wrong or missing; check the profile "
                    + "shown")
            return
        }
        startingBalance = opening
        findings.append(
            "the file's own opening balance (\(Self.plain(opening))) and its rows come to its closing balance "
                + "(\(Self.plain(closing)))")
    }
}
