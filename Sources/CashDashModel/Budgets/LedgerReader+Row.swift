import Foundation

/// A CSV record checked as a row: every field is read, so that all of a row's problems are reported at once.
extension LedgerReader {
    /// The row in `record`, or nil after reporting what is wrong with it.
    mutating func check(
        _ record: CSVReader.Record, _ layout: Layout, path: String, _ problems: inout Diagnostics
    ) -> Row? {
        guard layout.fits(record) else {
            problems.wrongFieldCount(record, expected: layout.count, in: path)
            return nil
        }
        var fields = RowFields(
            record: record, layout: layout, path: path, currency: homeCurrency, minorUnits: homeMinorUnits)
        let parts = fields.date(&problems)
        let knownCurrency = fields.readCurrency(&problems)
        let amount = readAmount(fields, &problems)
        let fee = fields.fee(&problems)
        var charged: Int64?, chargedIsGood = true
        if layout.charged >= 0, !Self.isBlank(record.bytes(layout.charged)) {
            charged = chargedAmount(record, at: layout.charged, amounts: layout.amounts, path: path, &problems)
            chargedIsGood = charged != nil
        }
        guard let parts, knownCurrency, var amount, let fee, chargedIsGood else { return nil }
        (amount.units, amount.kind) = Self.adding(fee: fee, to: amount.units, amount.kind)
        let date = Day(year: parts.year, month: parts.month, day: parts.day)
        guard let home = homeAmount(amount.units, of: fields, charged: charged, on: date, &problems) else { return nil }
        return Row(
            date: date, month: parts.year * 12 + parts.month - 1, kind: amount.kind, minorUnits: home.units,
            categoryID: categoryID(of: record, layout), budgetID: budgetID(of: record, layout),
            original: home.original, charge: home.charge, amountField: amount.field)
    }

    /// The row's amount: from its amount column, its sign or its type column saying money out or in, or from its
    /// money out and money in columns; nil after reporting what is wrong.
    private mutating func readAmount(_ fields: RowFields, _ problems: inout Diagnostics) -> Amount? {
        guard fields.layout.amount >= 0 else { return fields.pairedAmount(&problems) }
        let written = fields.amount(at: fields.layout.amount, &problems)
        if let written, written < 0 { sawNegativeAmount = true }
        // The type column is read even when the amount is not, for its own problems.
        let amount = fields.signed(written ?? 0, &problems)
        return written == nil ? nil : amount
    }

    /// The row's `units` in the home currency: as they are, converted at the day's rate, or the `charged` amount the
    /// bank took (then the amount as written is kept, with the reference rate to measure the charge by); nil after
    /// reporting why they cannot be.
    private mutating func homeAmount(
        _ units: Int64, of fields: RowFields, charged: Int64?, on date: Day, _ problems: inout Diagnostics
    ) -> (units: Int64, original: Money?, charge: BankCharge?)? {
        let (record, layout, path, currency) = (fields.record, fields.layout, fields.path, fields.currency)
        guard currency != homeCurrency else {
            guard let charged else { return (units, nil, nil) }
            let kept = homeRowCharged(charged, units: units, record, at: layout.charged, path: path, &problems)
            return kept ? (units, nil, nil) : nil
        }
        let amount = Decimal(minorUnits: units, decimals: fields.minorUnits)
        if let charged {
            let reference = reference(
                for: amount, in: currency, on: date, at: record.position(of: layout.charged), path: path)
            return (units < 0 ? -charged : charged, Money(amount, currency), BankCharge(reference: reference))
        }
        guard let converted = converted(amount, from: currency, on: date) else {
            if hasNoRates {
                rowsWithoutRates += 1
                currenciesWithoutRates.insert(currency)
            }
            fields.problem(missingRate(currency, on: date), at: layout.currency, &problems)
            return nil
        }
        return (converted, Money(amount, currency), nil)
    }

    /// `amount` of `currency` in minor units of the home currency, at the rate of `date` or the last one before it;
    /// nil when there is none.
    func converted(_ amount: Decimal, from currency: String, on date: Day) -> Int64? {
        guard let rates,
            let conversion = try? rates.convert(amount, from: currency, to: homeCurrency, on: date.description)
        else { return nil }
        return conversion.amount.minorUnits(homeMinorUnits)
    }

    /// Whether the site has no exchange rates at all.
    var hasNoRates: Bool { rates == nil || rates!.snapshots.isEmpty }

    /// Why a row in `currency` on `date` cannot be converted: there are no rates, or none that old.
    func missingRate(_ currency: String, on date: Day) -> String {
        hasNoRates
            ? "this row is in \(currency), but there are no exchange rates to convert it to \(homeCurrency); "
                + "import some with `cashdash rates import` or `cashdash rates fetch`"
            : "there is no \(currency) to \(homeCurrency) rate on \(date) or before it; import older rates "
                + "with `cashdash rates import`"
    }

    /// The id of the row's category: its own, else the category of the profile's first rule its note matches, else
    /// the profile's category for its `method`, else Uncategorized.
    private mutating func categoryID(of record: CSVReader.Record, _ layout: Layout) -> Int {
        let named = layout.category >= 0 ? record.withUnescapedBytes(layout.category) { categories.id($0) } : -1
        if named >= 0 && !categories.names[named].isEmpty { return named }
        let ruled =
            layout.rules.isEmpty
            ? nil
            : Self.ruledCategory(Detail(record: record, noteFields: layout.noteFields(of: record)).note, layout.rules)
        let paid =
            ruled != nil || layout.method < 0 || layout.methods.isEmpty
            ? nil : layout.methods[LedgerProfile.typeKey(record.string(layout.method))]
        return (ruled ?? paid ?? Self.uncategorized).withUnsafeBufferPointer { categories.id($0) }
    }

    /// The id of the row's budget: its own, else the profile's or the file's.
    private mutating func budgetID(of record: CSVReader.Record, _ layout: Layout) -> Int {
        let named = layout.budget >= 0 ? record.withUnescapedBytes(layout.budget) { budgets.id($0) } : -1
        if named >= 0 && !budgets.names[named].isEmpty { return named }
        return layout.fileBudget.withUnsafeBufferPointer { budgets.id($0) }
    }

    /// The category of the first rule whose pattern is found in `note`, if any.
    static func ruledCategory(_ note: String, _ rules: [(pattern: NotePattern, category: [UInt8])]) -> [UInt8]? {
        guard !rules.isEmpty else { return nil }
        let lowercased = note.lowercased()
        return rules.first { $0.pattern.isFound(inLowercased: lowercased) }?.category
    }

    static let uncategorized = Array("Uncategorized".utf8)
}
