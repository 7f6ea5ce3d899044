import Foundation

extension LedgerReader {
    /// A row's amount: its size in minor units (negative for an undo, which takes back the row it undoes), whether it
    /// is money out or in, and the field it was read from.
    struct Amount {
        var units: Int64
        var kind: Transaction.Kind
        var field: Int
    }

    /// The fields of one CSV record read as a row of its file's layout, each problem reported at its field.
    struct RowFields {
        let record: CSVReader.Record
        let layout: Layout
        let path: String
        /// The row's currency and its decimals: the home currency's, until ``readCurrency(_:)`` reads another.
        var currency: String, minorUnits: Int

        func problem(_ message: String, at field: Int, _ problems: inout Diagnostics) {
            let (line, column) = record.position(of: field)
            problems.error(message, in: path, line: line, column: column)
        }

        /// The year, month and day of the date column; nil after reporting that it is not a date.
        func date(_ problems: inout Diagnostics) -> (year: Int, month: Int, day: Int)? {
            let parts = layout.dateFormat.components(record.bytes(layout.date))
            if parts == nil {
                problem(
                    "`\(record.string(layout.date))` is not a date; write it as \(layout.dateFormat.pattern)"
                        + (layout.dateFormat == .iso ? " (or set date_format in budgets.yml)" : ""), at: layout.date,
                    &problems)
            }
            return parts
        }

        /// Reads another currency from the `currency` column, when there is one and it names another; false after
        /// reporting a code that is no currency (the amounts are then read in the home currency, for their problems).
        mutating func readCurrency(_ problems: inout Diagnostics) -> Bool {
            guard layout.currency >= 0 else { return true }
            let bytes = record.bytes(layout.currency)
            guard !bytes.isEmpty && !(bytes.count == 3 && bytes.elementsEqual(currency.utf8)) else { return true }
            let code = record.string(layout.currency).trimmingCharacters(in: .whitespaces).uppercased()
            if code.isEmpty || code == currency { return true }
            guard let other = Currency(code: code) else {
                problem(
                    "unknown currency `\(record.string(layout.currency))`; use an ISO 4217 code such as USD or EUR",
                    at: layout.currency, &problems)
                return false
            }
            (currency, minorUnits) = (code, other.minorUnits)
            return true
        }

        /// The amount in `field`, in minor units of the row's currency; nil after reporting why it cannot be read.
        func amount(at field: Int, _ problems: inout Diagnostics) -> Int64? {
            guard let value = layout.amounts.parse(record.bytes(field)) else {
                let example = layout.amounts.decimalSeparator == UInt8(ascii: ",") ? "12,50" : "12.50 or $1,234.56"
                problem("`\(record.string(field))` is not an amount; write it like \(example)", at: field, &problems)
                return nil
            }
            if let symbol = value.symbol, !AmountText.symbol(symbol, fits: currency) {
                problem(
                    "`\(record.string(field))` is in \(AmountText.currencyName(of: symbol)) (\(symbol)), but this row is "
                        + "in \(currency); say each row's currency in a `currency` column, or take the symbol out",
                    at: field, &problems)
            } else if value.decimals <= minorUnits, value.isMore(than: Money.largestWholeAmount) {
                problem(
                    "`\(record.string(field))` is more than any one transaction can be; amounts go up to 1,000,000,000,000",
                    at: field, &problems)
            } else if let scaled = value.minorUnits(minorUnits) {
                return scaled
            } else {
                problem(
                    "`\(record.string(field))` has more decimals than \(currency) has (\(minorUnits)); "
                        + "round it to \(minorUnits == 0 ? "a whole number" : "\(minorUnits) decimals")", at: field,
                    &problems)
            }
            return nil
        }

        /// The amount column's `written` amount as a size and a kind: the type column's word says which, else its sign
        /// (the other way round in a card export's); nil after reporting a word that is no type.
        func signed(_ written: Int64, _ problems: inout Diagnostics) -> Amount? {
            var units = written
            var kind: Transaction.Kind = (units < 0) != layout.chargesPositive ? .expense : .deposit
            if layout.type >= 0, case let type = record.bytes(layout.type), !LedgerReader.isBlank(type) {
                guard let word = typeWord(type, &problems) else { return nil }
                kind = word.kind
                // A bank's sign says the same as its word; an undo's is the row it undoes, taken back (it had counted
                // as the same purchase twice).
                if word.isTheProfiles { units = isUndo && units < 0 ? units : abs(units) }
            } else if layout.type >= 0, let blank = layout.types[LedgerProfile.typeKey("")] {
                // A type column that marks one way only (a card's `CR`): `"": expense` says what a blank is.
                kind = blank
                units = abs(units)
            } else {
                units = abs(units)
                // In a ledger without a type column, an undo's other sign is the row it undoes, taken back (undoing
                // a purchase lowers the money spent, rather than adding money in).
                if isUndo {
                    kind = kind == .expense ? .deposit : .expense
                    units = -units
                }
            }
            return Amount(units: units, kind: kind, field: layout.amount)
        }

        /// The kind the type column's word says, and whether the profile's `types:` said it (else it is one of Cash
        /// Dash's own words, and the amount keeps its sign); nil after reporting a word that is neither.
        private func typeWord(
            _ type: UnsafeBufferPointer<UInt8>, _ problems: inout Diagnostics
        ) -> (kind: Transaction.Kind, isTheProfiles: Bool)? {
            if !layout.types.isEmpty, let kind = layout.types[LedgerProfile.typeKey(record.string(layout.type))] {
                return (kind, true)
            }
            if LedgerReader.matches(type, LedgerReader.expenseWords) { return (.expense, false) }
            if LedgerReader.matches(type, LedgerReader.depositWords) { return (.deposit, false) }
            problem(
                "unknown type `\(record.string(layout.type))`; use expense or deposit (spend/add and debit/credit work "
                    + "too), or say what it means under `types` for this file in budgets.yml", at: layout.type,
                &problems)
            return nil
        }

        /// Whether `cashdash undo` wrote the row: it writes the row it undoes with the other sign, its note naming the
        /// line.
        private var isUndo: Bool {
            guard let note = layout.noteFields.first else { return false }
            return record.withUnescapedBytes(note) { $0.starts(with: LedgerReader.undoNotePrefix) }
        }

        /// The amount and kind of a row with money out and money in in two columns (`debit`/`credit`, YNAB's
        /// `Outflow`/`Inflow`): one of them is filled in (the other empty or zero), and it is the amount's field; nil
        /// after reporting a problem.
        func pairedAmount(_ problems: inout Diagnostics) -> Amount? {
            var out: Int64 = 0, into: Int64 = 0
            var filled = false
            for (field, kind) in [(layout.debit, Transaction.Kind.expense), (layout.credit, .deposit)] where field >= 0
            {
                guard !LedgerReader.isBlank(record.bytes(field)) else { continue }
                filled = true
                guard let value = amount(at: field, &problems) else { return nil }
                if kind == .expense { out = abs(value) } else { into = abs(value) }
            }
            guard filled else {
                problem(
                    "this row has no amount; fill in the money out or the money in",
                    at: layout.debit >= 0 ? layout.debit : layout.credit, &problems)
                return nil
            }
            if out != 0 && into != 0 {
                problem(
                    "this row has both money out (`\(record.string(layout.debit))`) and money in (`\(record.string(layout.credit))`); "
                        + "keep one, or write them as two rows", at: layout.credit, &problems)
                return nil
            }
            return out != 0 || into == 0 && layout.credit < 0
                ? Amount(units: out, kind: .expense, field: layout.debit)
                : Amount(units: into, kind: .deposit, field: layout.credit)
        }

        /// The `fee` column's amount, 0 when there is none; nil after reporting why it cannot be read.
        func fee(_ problems: inout Diagnostics) -> Int64? {
            guard layout.fee >= 0, !LedgerReader.isBlank(record.bytes(layout.fee)) else { return 0 }
            return amount(at: layout.fee, &problems)
        }
    }

    static let undoNotePrefix = Array(Transaction.undoNotePrefix.utf8)
    static let expenseWords = Transaction.Kind.expenseWords.map { Array($0.utf8) }
    static let depositWords = Transaction.Kind.depositWords.map { Array($0.utf8) }

    /// Whether `bytes`, spaces around them dropped and case ignored, are one of `words` (lowercase ASCII).
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ words: [[UInt8]]) -> Bool {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 { end -= 1 }
        return words.contains { word in
            word.count == end - start && word.indices.allSatisfy { bytes[start + $0] | 0x20 == word[$0] }
        }
    }

    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 }
    }

    /// A row's amount and kind with a `fee` the bank charged on top of it taken off: 405.63 out with a fee of 4.06
    /// is 409.69 out, 100.00 in with a fee of 1.00 is 99.00 in. A fee's sign is not read: a fee is money out.
    static func adding(fee: Int64, to units: Int64, _ kind: Transaction.Kind) -> (Int64, Transaction.Kind) {
        guard fee != 0 else { return (units, kind) }
        let net = (kind == .expense ? -abs(units) : abs(units)) - abs(fee)
        return (abs(net), net < 0 ? .expense : net > 0 ? .deposit : kind)
    }
}
