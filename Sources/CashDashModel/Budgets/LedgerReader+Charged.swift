import Foundation

/// The `charged` column: what the bank took, in the home currency, for a row in another currency.
extension LedgerReader {
    /// The size of the charge in minor units of the home currency, or nil after reporting why it cannot be read.
    func chargedAmount(
        _ record: CSVReader.Record, at field: Int, amounts: AmountText, path: String, _ problems: inout Diagnostics
    ) -> Int64? {
        let (line, column) = record.position(of: field)
        let text = record.string(field)
        func problem(_ message: String) {
            problems.error(message, in: path, line: line, column: column)
        }
        guard let value = amounts.parse(record.bytes(field)) else {
            let example = amounts.decimalSeparator == UInt8(ascii: ",") ? "12,50" : "12.50"
            problem(
                "`\(text)` in `charged` is not an amount; write what the bank took in \(homeCurrency), like \(example)")
            return nil
        }
        if let symbol = value.symbol, !AmountText.symbol(symbol, fits: homeCurrency) {
            problem(
                "`\(text)` in `charged` is in \(AmountText.currencyName(of: symbol)) (\(symbol)), but `charged` is what the "
                    + "bank took in the budgets' currency, \(homeCurrency); write that amount from the bank statement")
            return nil
        }
        guard value.decimals <= homeMinorUnits, !value.isMore(than: Money.largestWholeAmount),
            let units = value.minorUnits(homeMinorUnits)
        else {
            problem(
                "`\(text)` in `charged` is not an amount in \(homeCurrency) (at most \(homeMinorUnits) decimals, up to "
                    + "1,000,000,000,000); write it as the bank statement shows it")
            return nil
        }
        guard units != 0 else {
            problem(
                "`charged` is 0; write what the bank took in \(homeCurrency), or leave it empty if you do not know it yet"
            )
            return nil
        }
        return abs(units)
    }

    /// Checks a `charged` amount on a row already in the home currency, where there is no exchange to measure: the
    /// same as the amount is a warning, once a file (the row is kept), a different one an error (the row is left out).
    mutating func homeRowCharged(
        _ charged: Int64, units: Int64, _ record: CSVReader.Record, at field: Int, path: String,
        _ problems: inout Diagnostics
    ) -> Bool {
        let (line, column) = record.position(of: field)
        let why =
            "this row is in \(homeCurrency), the budgets' own currency, so no money was exchanged and there is no "
            + "markup to measure; `charged` is for rows in another currency"
        if charged == abs(units) {
            if !warnedHomeCharge {
                rowWarnings.warning(
                    why
                        + "; it is the same as the amount, so the row counts as it is (leave `charged` empty here; later "
                        + "rows like this one in this file are not named again)", in: path, line: line, column: column)
                warnedHomeCharge = true
            }
            return true
        }
        problems.error(
            why
                + "; it differs from the amount, so Cash Dash cannot tell which is right: if the purchase was in another "
                + "currency, write that currency in the `currency` column; if not, leave `charged` empty",
            in: path, line: line, column: column)
        return false
    }

    /// The reference conversion of `amount` of `currency` on `date`, warning at `position` (the row is kept, counted
    /// at its charge) when there is none, or when the snapshot of a day its provider publishes on is missing.
    mutating func reference(
        for amount: Decimal, in currency: String, on date: Day, at position: (line: Int, column: Int), path: String
    ) -> RateHistory.Conversion? {
        let counted = "the row counts at its `charged` amount, but its markup cannot be measured"
        guard let rates, !rates.snapshots.isEmpty else {
            rowWarnings.warning(
                "there are no exchange rates to compare this charge with, so \(counted); fetch today's with `cashdash rates "
                    + "fetch`, or import older ones (such as the ECB's history) with `cashdash rates import FILE`",
                in: path, line: position.line, column: position.column)
            return nil
        }
        guard let snapshot = rates.snapshot(onOrBefore: date.description) else {
            rowWarnings.warning(
                "the rate snapshots start on \(rates.snapshots[0].date), after this row's day (\(date)), so \(counted); "
                    + "import older rates with `cashdash rates import FILE` (the ECB's history file has every day)",
                in: path, line: position.line, column: position.column)
            return nil
        }
        guard let conversion = try? rates.convert(amount, from: currency, to: homeCurrency, on: date.description) else {
            let missing = snapshot.rate(currency) == nil ? currency : homeCurrency
            rowWarnings.warning(
                "the snapshot of \(snapshot.date) (Content/rates/\(snapshot.date).json) has no rate for \(missing), so "
                    + "\(counted); fetch rates from a provider that has it with `cashdash rates fetch --provider "
                    + "open-er-api`, or import them with `cashdash rates import FILE`",
                in: path, line: position.line, column: position.column)
            return nil
        }
        if snapshot.date != date.description, PublishingCalendar(provider: snapshot.provider).publishes(on: date) {
            rowWarnings.warning(
                "there is no rate snapshot for \(date), a day the `\(snapshot.provider)` rates are published, so this row's markup "
                    + "is measured with the rate of \(snapshot.date); add Content/rates/\(date).json with `cashdash rates "
                    + "fetch` on the day, or `cashdash rates import FILE` afterwards", in: path, line: position.line,
                column: position.column)
        }
        return conversion
    }
}
