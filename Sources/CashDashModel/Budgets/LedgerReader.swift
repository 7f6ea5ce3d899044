import Foundation

/// Reads ledger files row by row, checking every field and reporting each problem at its `file:line:column`.
public struct LedgerReader {
    /// A checked row: the amount in minor units of the home currency, exact.
    public struct Row {
        var date: Day
        /// `year * 12 + month - 1`, for totals by month.
        var month: Int
        var kind: Transaction.Kind
        var minorUnits: Int64
        /// Ids from the reader's interners, the same for the same name in every file it reads.
        var categoryID: Int
        var category: String
        var budgetID: Int
        var budget: String
        /// The amount as written, when it was another currency.
        var original: Money?
    }

    /// The rest of a row, read only by those who need it.
    public struct Detail {
        let record: CSVReader.Record
        let columns: LedgerColumns

        /// The note, from every column that holds one: `STARBUCKS #123 · Coffee with Sam`.
        var note: String {
            columns.noteFields.map { record.string($0).trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { !$0.isEmpty }.joined(separator: " · ")
        }

        var amountPosition: (line: Int, column: Int) { record.position(of: columns[.amount]!) }
    }

    /// What reading a file found.
    public struct Summary {
        var rows = 0
        /// Rows left out because something in them was wrong.
        var skipped = 0
    }

    public let settings: BudgetSettings
    public let homeCurrency: String
    /// For rows in other currencies; nil when the site has no rate snapshots.
    public let rates: RateHistory?
    public let homeMinorUnits: Int
    /// Category and budget names, interned across all files read, so their ids can key totals.
    private(set) var categories = ByteInterner()
    private(set) var budgets = ByteInterner()

    public init(settings: BudgetSettings, homeCurrency: String, rates: RateHistory?) {
        self.settings = settings
        self.homeCurrency = homeCurrency
        self.rates = rates
        homeMinorUnits = Currency(code: homeCurrency)?.minorUnits ?? 2
    }

    /// The field index of each column, or -1: looked up once per file, read on every row.
    private struct Layout {
        var count: Int, date: Int, amount: Int, type: Int, category: Int, budget: Int, currency: Int

        init(_ columns: LedgerColumns) {
            count = columns.count
            date = columns[.date] ?? -1
            amount = columns[.amount] ?? -1
            type = columns[.type] ?? -1
            category = columns[.category] ?? -1
            budget = columns[.budget] ?? -1
            currency = columns[.currency] ?? -1
        }
    }

    /// Calls `body` with each good row and its details. Problems with the file go to `diagnostics`, problems with a
    /// row (which is then left out) to `rowProblems`.
    public mutating func read(
        _ url: URL, path: String, diagnostics: inout Diagnostics, rowProblems: inout Diagnostics, _ body: (Row, Detail) -> Void
    ) -> Summary {
        var summary = Summary()
        let fileBudget = Array(url.deletingPathExtension().lastPathComponent.utf8)
        var columns: LedgerColumns?
        var layout: Layout?
        var problems = Diagnostics(), rows = Diagnostics()
        do {
            var reader = try CSVReader(path: url.path)
            try reader.forEachRecord { record in
                guard let columns else {
                    let positions = record.positions()
                    let found = LedgerColumns(
                        (0..<record.count).map(record.string), at: { positions[$0] }, path: path, diagnostics: &problems)
                    columns = found
                    if !found.isMissingRequired { layout = Layout(found) }
                    return
                }
                guard let layout else { return }  // the header lacks a column, which was reported
                summary.rows += 1
                if let row = check(record, layout, fileBudget: fileBudget, path: path, &rows) {
                    body(row, Detail(record: record, columns: columns))
                } else {
                    summary.skipped += 1
                }
            }
        } catch {
            problems.csvFailure(error, in: path)
        }
        if columns == nil && !problems.hasErrors {
            problems.error("this ledger is empty; its first line should name the columns, such as date,amount,type,category,note", in: path)
        }
        diagnostics.append(contentsOf: problems)
        rowProblems.append(contentsOf: rows)
        return summary
    }

    private static let expenseWords = ["expense", "spend", "debit"].map { Array($0.utf8) }
    private static let depositWords = ["deposit", "add", "credit"].map { Array($0.utf8) }

    /// Whether `bytes`, spaces around them dropped and case ignored, are one of `words` (lowercase ASCII).
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ words: [[UInt8]]) -> Bool {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 { end -= 1 }
        return words.contains { word in
            word.count == end - start && word.indices.allSatisfy { bytes[start + $0] | 0x20 == word[$0] }
        }
    }

    /// The row in `record`, or nil after reporting what is wrong with it.
    private mutating func check(
        _ record: CSVReader.Record, _ layout: Layout, fileBudget: [UInt8], path: String, _ problems: inout Diagnostics
    ) -> Row? {
        func problem(_ message: String, at field: Int) {
            let (line, column) = record.position(of: field)
            problems.error(message, in: path, line: line, column: column)
        }
        guard record.fits(layout.count) else {
            problems.wrongFieldCount(record, expected: layout.count, in: path)
            return nil
        }
        var good = true
        let parts = settings.dateFormat.components(record.bytes(layout.date))
        if parts == nil {
            good = false
            problem(
                "`\(record.string(layout.date))` is not a date; write it as \(settings.dateFormat.pattern)"
                    + (settings.dateFormat == .iso ? " (or set date_format in budgets.yml)" : ""), at: layout.date)
        }
        var currency = homeCurrency, minorUnits = homeMinorUnits
        if layout.currency >= 0 {
            let bytes = record.bytes(layout.currency)
            if !bytes.isEmpty && !(bytes.count == 3 && bytes.elementsEqual(homeCurrency.utf8)) {
                let code = record.string(layout.currency).trimmingCharacters(in: .whitespaces).uppercased()
                if code.isEmpty || code == homeCurrency {
                } else if let other = Currency(code: code) {
                    currency = code
                    minorUnits = other.minorUnits
                } else {
                    good = false
                    problem("unknown currency `\(record.string(layout.currency))`; use an ISO 4217 code such as USD or EUR", at: layout.currency)
                }
            }
        }
        var units: Int64 = 0
        if let value = settings.amounts.parse(record.bytes(layout.amount)) {
            if let symbol = value.symbol, !AmountText.symbol(symbol, fits: currency) {
                good = false
                problem(
                    "`\(record.string(layout.amount))` is in \(AmountText.currencyName(of: symbol)) (\(symbol)), but this row is "
                        + "in \(currency); say each row's currency in a `currency` column, or take the symbol out",
                    at: layout.amount)
            } else if value.decimals <= minorUnits, value.decimal.magnitude > Money.largestAmount {
                good = false
                problem(
                    "`\(record.string(layout.amount))` is more than any one transaction can be; amounts go up to "
                        + "1,000,000,000,000", at: layout.amount)
            } else if let scaled = value.minorUnits(minorUnits) {
                units = scaled
            } else {
                good = false
                problem(
                    "`\(record.string(layout.amount))` has more decimals than \(currency) has (\(minorUnits)); "
                        + "round it to \(minorUnits == 0 ? "a whole number" : "\(minorUnits) decimals")", at: layout.amount)
            }
        } else {
            good = false
            let example = settings.amounts.decimalSeparator == UInt8(ascii: ",") ? "12,50" : "12.50 or $1,234.56"
            problem("`\(record.string(layout.amount))` is not an amount; write it like \(example)", at: layout.amount)
        }
        var kind: Transaction.Kind = units < 0 ? .expense : .deposit
        if layout.type >= 0, case let type = record.bytes(layout.type), !type.isEmpty {
            if Self.matches(type, Self.expenseWords) {
                kind = .expense
            } else if Self.matches(type, Self.depositWords) {
                kind = .deposit
            } else {
                good = false
                problem(
                    "unknown type `\(record.string(layout.type))`; use expense or deposit (spend/add and debit/credit work too)",
                    at: layout.type)
            }
        } else {
            units = abs(units)
        }
        guard good, let parts else { return nil }
        let date = Day(year: parts.year, month: parts.month, day: parts.day)
        var original: Money?
        if currency != homeCurrency {
            let amount = Decimal(minorUnits: units, decimals: minorUnits)
            guard let rates, let conversion = try? rates.convert(amount, from: currency, to: homeCurrency, on: date.description)
            else {
                problem(
                    rates == nil || rates!.snapshots.isEmpty
                        ? "this row is in \(currency), but there are no exchange rates to convert it to \(homeCurrency); "
                            + "import some with `cashdash rates import` or `cashdash rates fetch`"
                        : "there is no \(currency) to \(homeCurrency) rate on \(date) or before it; import older rates "
                            + "with `cashdash rates import`", at: layout.currency)
                return nil
            }
            original = Money(amount, currency)
            units = conversion.amount.minorUnits(homeMinorUnits)
        }
        var category = record.withUnescapedBytes(layout.category) { categories.id($0) }
        if categories.names[category].isEmpty { category = Self.uncategorized.withUnsafeBufferPointer { categories.id($0) } }
        var budget = layout.budget >= 0 ? record.withUnescapedBytes(layout.budget) { budgets.id($0) } : -1
        if budget < 0 || budgets.names[budget].isEmpty {
            budget = fileBudget.withUnsafeBufferPointer { budgets.id($0) }
        }
        return Row(
            date: date, month: parts.year * 12 + parts.month - 1, kind: kind, minorUnits: units, categoryID: category, category: categories.names[category],
            budgetID: budget, budget: budgets.names[budget], original: original)
    }

    private static let uncategorized = Array("Uncategorized".utf8)}

extension LedgerColumns {
    public var isMissingRequired: Bool { Self.required.contains { self[$0] == nil } }
}
