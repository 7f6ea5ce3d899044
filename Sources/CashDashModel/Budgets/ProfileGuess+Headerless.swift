import Foundation

extension ProfileGuess {
    /// Without a header, the roles by what the columns hold: the amount and the balance are the two columns that
    /// follow each other best, wherever they are, money out negative first: ABN AMRO writes the balance before and
    /// after each row, then the amount, and the balance before follows the amounts too, read from the last row up with
    /// money out positive. A number the same on every row may be the amount (a monthly savings plan), which its
    /// balance shows; ABN AMRO's account number fits no balance, and without a pair it is not taken for the amount.
    /// The note is the column of text with the most different values.
    mutating func readHeaderlessRoles(_ sheet: Sheet) {
        let numbers = sheet.others.filter { sheet.numeric.contains($0) }
        var pair: (amount: Int, balance: Int, fits: Int, sign: Int)?
        for amount in numbers {
            for balance in numbers where balance != amount {
                let fit = Self.balanceFit(sheet.values(amount), sheet.values(balance))
                if (fit.fits, fit.sign) > (pair?.fits ?? 0, pair?.sign ?? -1) {
                    pair = (amount, balance, fit.fits, fit.sign)
                }
            }
        }
        if let split = Self.moneyOutAndIn(numbers, values: sheet.values), split.fits >= pair?.fits ?? 0 {
            roles[split.out] = .column(.debit)
            roles[split.in] = .column(.credit)
            roles[split.balance] = .balance
        } else if let pair, pair.fits * 2 >= max(1, sheet.rows.count - 1) {
            roles[pair.amount] = .column(.amount)
            roles[pair.balance] = .balance
        } else if !readUnsignedMoneyOutAndIn(sheet, numbers) {
            readUncheckedAmount(sheet, numbers)
        }
        let texts = sheet.others.filter { !sheet.numeric.contains($0) }
        let rows = sheet.rows
        if let note = texts.max(by: { a, b in Set(rows.map { $0[a] }).count < Set(rows.map { $0[b] }).count }) {
            roles[note] = .column(.note)
        }
    }

    /// Two columns of unsigned money, never both on one row: one is money out, the other money in, and with no
    /// header and no balance nothing says which, so that is a doubt. The one with more rows is taken for money out.
    private mutating func readUnsignedMoneyOutAndIn(_ sheet: Sheet, _ numbers: [Int]) -> Bool {
        guard let first = Self.oneOfTwoPairs(numbers, values: sheet.values).first,
            sheet.values(first).allSatisfy({ ($0 ?? 0) >= 0 }), sheet.values(first + 1).allSatisfy({ ($0 ?? 0) >= 0 })
        else { return false }
        let filled = { (column: Int) in sheet.values(column).filter { ($0 ?? 0) != 0 }.count }
        let out = filled(first) >= filled(first + 1) ? first : first + 1, into = out == first ? first + 1 : first
        roles[out] = .column(.debit)
        roles[into] = .column(.credit)
        doubts.append(
            "this file has no header and no running balance, so which of columns \(first + 1) and \(first + 2) "
                + "(never both filled on one row) is money out and which money in cannot be checked (column "
                + "\(out + 1) is taken as money out); name them in the profile by hand: `\"\(out + 1)\": debit` "
                + "and `\"\(into + 1)\": credit`, or the other way round (the manual, Bank imports)")
        return true
    }

    /// The column of numbers that varies and has the most cents (a reference number, ASB's `2013011702`, has none)
    /// is the amount; with no header and no balance, nothing says which of several is the money: a doubt.
    private mutating func readUncheckedAmount(_ sheet: Sheet, _ numbers: [Int]) {
        let rows = sheet.rows
        let varying = numbers.filter { column in rows.count < 2 || Set(rows.map { $0[column] }).count > 1 }
        guard let first = varying.max(by: { Self.decimalShare(rows, $0) < Self.decimalShare(rows, $1) }) else {
            return
        }
        roles[first] = .column(.amount)
        if varying.count > 1 {
            doubts.append(
                "this file has no header and no running balance, so which of its \(varying.count) columns of "
                    + "numbers is the amount cannot be checked (column \(first + 1) is taken); name the "
                    + "columns in the profile by hand (the manual, Bank imports)")
        }
    }
}
