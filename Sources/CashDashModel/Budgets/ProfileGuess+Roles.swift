import Foundation

extension ProfileGuess {
    /// Gives the first column whose title names one of `words` the `role` (every such column, for notes), unless its
    /// title also names one of `unless`, or it is taken; with `numericOnly`, only a column of numbers (or, for money
    /// out or in, an empty one: OCBC's `Deposits (SGD)` in a month with none). A title that is the word wins over one
    /// that ends in it: Sparkasse's `Betrag`, not its earlier `Lastschrift Ursprungsbetrag`.
    mutating func take(
        _ words: [String], _ role: LedgerProfile.Role, in sheet: Sheet, numericOnly: Bool = true,
        unless: [String] = []
    ) {
        guard sheet.hasHeader else { return }
        let titles = sheet.headerWords
        let whole = (0..<sheet.width).filter { Self.names(titles[$0], words, wholeWords: true) }
        let moneyOutOrIn = role == .column(.debit) || role == .column(.credit)
        for column in whole + (0..<sheet.width).filter({ !whole.contains($0) })
        where roles[column] == .ignore && Self.names(titles[column], words) {
            let empty = sheet.filled(column).isEmpty
            if numericOnly && !sheet.numeric.contains(column) && !(moneyOutOrIn && empty) { continue }
            if Self.names(titles[column], unless) { continue }
            if role != .column(.note) && roles.contains(role) { continue }
            roles[column] = role
        }
    }

    /// The roles the header's words give, checked against what each column holds.
    mutating func readTitledRoles(_ sheet: Sheet) {
        take(Self.balanceWords, .balance, in: sheet)
        // An amount or a currency in another currency than the account's (N26's `Amount (Foreign Currency)`,
        // `Original Currency`) is what the shop charged, not what the account moved.
        let foreign = ["original", "foreign", "fremdwahrung", "ursprungs", "originalbetrag", "originalwahrung"]
        let notTheMoney = Self.notMovedWords + Self.balanceWords + foreign
        // `Debit Amount` and `Credit Amount` (Lloyds) are money out and in, not one amount.
        take(Self.amountWords, .column(.amount), in: sheet, unless: notTheMoney + Self.debitWords + Self.creditWords)
        take(Self.debitWords, .column(.debit), in: sheet, unless: notTheMoney)
        take(Self.creditWords, .column(.credit), in: sheet, unless: notTheMoney)
        if !roles.contains(where: { [.column(.amount), .column(.debit), .column(.credit)].contains($0) }) {
            take(Self.netWords, .column(.amount), in: sheet, unless: notTheMoney)  // PayPal's `Net`: its balance's
            take(Self.grossWords, .column(.amount), in: sheet, unless: notTheMoney)
        }
        take(Self.currencyWords, .column(.currency), in: sheet, numericOnly: false, unless: foreign)
        // A currency column is one of codes (`EUR`), not numbers.
        if let currency = roles.firstIndex(of: .column(.currency)),
            !sheet.filled(currency).allSatisfy({ field in
                let code = field.trimmingCharacters(in: .whitespaces)
                return code.count == 3 && code.allSatisfy { $0.isLetter && $0.isASCII }
            })
        {
            roles[currency] = .ignore
        }
        take(Self.categoryWords, .column(.category), in: sheet, numericOnly: false)
        readDirections(sheet)
    }

    /// A column holding only a bank's words for money out and in (ING's `Debit`/`Credit` or `Af`/`Bij`) says which
    /// way each row went, before one whose title says type (ING's `Transaction type` says how, not which way).
    /// Volksbank's has no title (`" "`): the profile names it so, unless another column is untitled too, when the
    /// name would say neither. Then the notes: a column of such words is no note (Chase's `Details`: DEBIT, CREDIT,
    /// CHECK) when another column is one.
    mutating func readDirections(_ sheet: Sheet) {
        let untitled = sheet.titles.map { titles in titles.indices.filter { CSVHeader.key(titles[$0]).isEmpty } } ?? []
        if let direction = (0..<sheet.width).first(where: { column in
            let values = sheet.filled(column)
            return roles[column] == .ignore && !sheet.numeric.contains(column) && !values.isEmpty
                && values.allSatisfy { Self.direction($0) != nil } && (untitled.count < 2 || !untitled.contains(column))
        }) {
            roles[direction] = .column(.type)
        }
        take(Self.typeWords, .column(.type), in: sheet, numericOnly: false)
        take(Self.noteWords, .column(.note), in: sheet, numericOnly: false, unless: ["mail"])  // PayPal's `To Email`
        let notes = roles.indices.filter { roles[$0] == .column(.note) }
        guard notes.count > 1 else { return }
        for column in notes {
            let values = Set(sheet.rows.map { $0[column].trimmingCharacters(in: .whitespaces) }).filter { !$0.isEmpty }
            if !values.isEmpty, values.filter({ Self.direction($0) != nil }).count * 2 >= values.count {
                roles[column] = .ignore
            }
        }
    }
}
