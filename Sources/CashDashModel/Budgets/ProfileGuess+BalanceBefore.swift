import Foundation

extension ProfileGuess {
    /// How many steps from an older row to the next newer one a balance written before each row follows the
    /// `amounts`: the newer row's balance is the older one's and its amount. `ascending` says which way the file's
    /// rows run (oldest first or newest first), as their dates say. Of the two signs, the one more steps fit; a step
    /// where nothing moved proves nothing and is not counted.
    static func balanceBeforeFit(
        _ amounts: [Decimal?], _ balances: [Decimal?], ascending: Bool
    ) -> (fits: Int, steps: Int, sign: Int) {
        var best = (fits: 0, steps: 0, sign: 1)
        for sign in [1, -1] {
            var fits = 0, steps = 0
            for index in 1..<max(1, amounts.count) {
                let (older, newer) = ascending ? (index - 1, index) : (index, index - 1)
                guard let before = balances[older], let after = balances[newer], let amount = amounts[older] else {
                    continue
                }
                if amount == 0 && before == after { continue }
                steps += 1
                if after == before + (sign < 0 ? -amount : amount) { fits += 1 }
            }
            if fits > best.fits || (best.fits == 0 && steps > best.steps) { best = (fits, steps, sign) }
        }
        return best
    }

    /// Reads the running balance in `column` as the balance before each row (`balance_before`) when that reading,
    /// in the order of the rows' dates, follows the amounts on every step and the balance after each row does not:
    /// ASN Bank's `saldo rekening voor mutatie`. Sets the sign and the starting balance, and says so; false when the
    /// balance is not that.
    mutating func readBalanceBefore(
        column: Int, rows: [[String]], signed: inout [Decimal?], balances: [Decimal?], signsGiven: AmountSigns?
    ) -> Bool {
        guard
            let ascending = Self.datesAscending(
                rows, dateColumn: roles.firstIndex(of: .column(.date)), format: dateFormat)
        else { return false }
        let before = Self.balanceBeforeFit(signed, balances, ascending: ascending)
        let after = Self.balanceFit(signed, balances)
        let amountColumn = roles.firstIndex(of: .column(.amount))
        // Money out and in read the other way round from debit and credit columns, or from `types`, is no reading.
        let signFree = amountColumn != nil && types.isEmpty && signsGiven == nil
        guard before.steps > 0, before.fits == before.steps, before.sign > 0 || signFree,
            !(after.fits == after.steps && after.forward == ascending)
        else { return false }
        roles[column] = .balanceBefore
        if before.sign < 0 {
            chargesPositive = true
            signed = signed.map { $0.map { -$0 } }
        }
        startingBalance = balances[ascending ? 0 : rows.count - 1]
        findings.append(
            "the running balance is the balance before each row (`balance_before`): it follows the amounts on "
                + "\(before.fits) of \(before.steps) steps in the order of the dates"
                + (chargesPositive ? ", with money out written as positive (`amounts: charges-positive`)" : ""))
        return true
    }
}
