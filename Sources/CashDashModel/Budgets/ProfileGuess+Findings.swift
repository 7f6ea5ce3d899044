import Foundation

extension ProfileGuess {
    /// The sign of the amounts and what was found about it: the running balance says which way amounts count (as the
    /// balance after each row, or before it); without one, mostly positive amounts are a card's charges, or a bank
    /// account's money in, which is a doubt unless `signs` (`--amounts`) says. True when a running balance follows
    /// every row, so that no row is in doubt.
    mutating func readSigns(_ sheet: Sheet, signed: inout [Decimal?], given signs: AmountSigns?) -> Bool {
        if let balanceColumn = roles.firstIndex(of: .balance) {
            let balances = sheet.values(balanceColumn)
            if readBalanceBefore(
                column: balanceColumn, rows: sheet.rows, signed: &signed, balances: balances, signsGiven: signs)
            {
                return true
            }
            return checkBalance(sheet, balances, signed: &signed, given: signs)
        }
        guard roles.contains(.column(.amount)), types.isEmpty else { return false }
        let positive = signed.filter { ($0 ?? 0) > 0 }.count, negative = signed.filter { ($0 ?? 0) < 0 }.count
        switch signs {
        case .chargesPositive?: chargesPositive = true
        case .signed?: chargesPositive = false
        case nil where positive > negative:
            // Nothing in the file says which way: a card's charges, or a bank account's money coming in.
            chargesPositive = true
            let up = signed.reduce(Decimal(0)) { $0 + max($1 ?? 0, 0) }
            let down = signed.reduce(Decimal(0)) { $0 - min($1 ?? 0, 0) }
            findings.append(
                "most amounts are positive and there is no balance column, so this is read as a card export whose "
                    + "charges are positive (`amounts: charges-positive`); for a bank account, take that line out")
            doubts.append(
                "most amounts are positive and nothing in the file says which way they went: as a card's charges, "
                    + "\(Self.plain(up)) went out and \(Self.plain(down)) came in; as a bank account's, "
                    + "\(Self.plain(up)) came in and \(Self.plain(down)) went out; choose with "
                    + "--amounts charges-positive or --amounts signed")
        case nil: break
        }
        return false
    }

    /// Checks the amounts against the running balance after each row, `balances`: its fit sets the sign and the
    /// starting balance; a balance the amounts follow on only some steps, or only against the order of the dates, or
    /// only with money in and out the other way round, is a doubt (or, with `signs`, a finding). True when the
    /// balance follows every step it can be checked on.
    private mutating func checkBalance(
        _ sheet: Sheet, _ balances: [Decimal?], signed: inout [Decimal?], given signs: AmountSigns?
    ) -> Bool {
        let rows = sheet.rows, amountColumn = roles.firstIndex(of: .column(.amount))
        let fit = Self.balanceFit(signed, balances)
        // Money in and out read the other way round from `types` or from debit and credit columns is no fit.
        let reversed = fit.sign < 0 && (amountColumn == nil || !types.isEmpty)
        var verified = fit.steps > 0 && fit.fits == fit.steps && !reversed
        if !verified, !reversed, breaksOnlyAtGaps(sheet, balances, signed: signed, fit) {
            verified = true
        } else if fit.steps > 0, fit.fits < fit.steps {
            // Rows the balance does not follow: pending rows, a fee in a column of its own, an opening line.
            said(
                "the amounts follow the running balance on only \(fit.fits) of \(fit.steps) steps, so some rows may "
                    + "not be what they seem (pending rows, a fee in a column of its own, a balance line)",
                unless: signs,
                "if the amounts are right as written and the balance is what is off, run again with "
                    + "--amounts signed (or --amounts charges-positive for a card's)")
        }
        if let dated = Self.datesAscending(rows, dateColumn: sheet.dateColumn, format: dateFormat), fit.fits > 0,
            dated != fit.forward
        {
            said(
                "the running balance follows the amounts only read against the order of the dates, so it may be "
                    + "the balance before each row", unless: signs,
                "if the amounts are right as written, run again with --amounts signed")
        }
        let enough = fit.fits * 2 >= max(1, rows.count - 1)
        if reversed && enough {
            findings.append(
                "the amounts follow the running balance only with money in and out the other way round, so it is "
                    + "left out; check " + (types.isEmpty ? "which column is money out and which money in" : "`types`"))
            doubts.append(
                "money in and out follow the running balance only the other way round from "
                    + (types.isEmpty ? "the money-out and money-in columns" : "the type words")
                    + "; check `types` in the profile shown")
        } else if enough, signs == nil || verified {
            takeBalance(sheet, balances, signed: &signed, fit)
        } else if let signs, amountColumn != nil, types.isEmpty {
            chargesPositive = signs == .chargesPositive
        } else {
            findings.append("the amounts do not follow the running balance, so it is left out; check the signs")
        }
        return verified
    }

    /// `text` as a doubt, ending in `fix`; as a finding, that the amounts are read as --amounts says, when `signs`
    /// were given.
    private mutating func said(_ text: String, unless signs: AmountSigns?, _ fix: String) {
        if signs == nil {
            doubts.append(text + "; " + fix)
        } else {
            findings.append(text + "; the amounts are read as --amounts says")
        }
    }

    /// Reads the sign and the starting balance as the running balance's `fit` says, and says so.
    private mutating func takeBalance(
        _ sheet: Sheet, _ balances: [Decimal?], signed: inout [Decimal?],
        _ fit: (fits: Int, forward: Bool, sign: Int, steps: Int)
    ) {
        if fit.sign < 0 && roles.contains(.column(.amount)) && types.isEmpty {
            chargesPositive = true
            signed = signed.map { $0.map { -$0 } }
        }
        let first = fit.forward ? 0 : sheet.rows.count - 1
        if let balance = balances[first], let amount = signed[first] { startingBalance = balance - amount }
        findings.append(
            "the amounts agree with the running balance on \(fit.fits) of \(sheet.rows.count - 1) steps"
                + (chargesPositive ? ", with money out written as positive (`amounts: charges-positive`)" : ""))
    }

    /// Whether the running balance breaks only where the bank's row numbers skip (Rabobank's `Volgnr`), following
    /// the amounts on every other step: checked on every step it can be, and said so.
    private mutating func breaksOnlyAtGaps(
        _ sheet: Sheet, _ balances: [Decimal?], signed: [Decimal?],
        _ fit: (fits: Int, forward: Bool, sign: Int, steps: Int)
    ) -> Bool {
        guard let sequence = Self.sequenceColumn(sheet.rows, among: roles.indices.filter { roles[$0] == .ignore }),
            Self.breaksOnlyAtGaps(
                Self.balanceSteps(signed, balances, forward: fit.forward, sign: fit.sign), numbers: sequence.numbers)
        else { return false }
        let title = header.map { "`\($0[sequence.column])`" } ?? "column \(sequence.column + 1)"
        findings.append(
            "the running balance follows the amounts on \(fit.fits) of \(fit.steps) steps, and breaks only where "
                + "the bank's row numbers (\(title)) skip: rows this export leaves out")
        return true
    }
}
