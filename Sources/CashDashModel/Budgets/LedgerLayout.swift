import Foundation

/// How one ledger file is written, learnt from the file itself and its profile, so that `cashdash add` can write one
/// more row the way the file already writes rows: its columns and their order, delimiter, quoting, encoding, date
/// format, decimal separator, type words, sign and line ends.
public struct LedgerLayout {
    /// A row to add, in the home currency unless `currency` says otherwise.
    public struct Row: Sendable, Equatable {
        public var date: Day
        public var kind: Transaction.Kind
        /// The amount in minor units: positive, or negative for a reversing entry of the same kind (a refund).
        public var minorUnits: Int64
        public var category: String
        public var note: String
        public var budget: String?
        public var currency: String?

        public init(
            date: Day, kind: Transaction.Kind, minorUnits: Int64, category: String, note: String = "",
            budget: String? = nil,
            currency: String? = nil
        ) {
            (self.date, self.kind, self.minorUnits, self.category, self.note) = (date, kind, minorUnits, category, note)
            (self.budget, self.currency) = (budget, currency)
        }
    }

    /// Why a row cannot be written into the file, in words for the person adding it.
    public struct Refusal: Error, Equatable {
        public var message: String
    }

    enum TextEncoding: Equatable {
        case utf8, windows1252, utf16LittleEndian, utf16BigEndian
    }

    let encoding: TextEncoding
    let delimiter: UInt8
    let lineEnd: String
    /// Whether the file's last line ends with a line end (else one is written first).
    let endsWithLineEnd: Bool
    /// Whether the file puts quotes around every field (`"11/03/2026","CAFE",...`), not only where needed.
    let quotesEveryField: Bool
    let header: [String]
    /// Whether every row ends with one more, empty, field (a Chase export's spare comma).
    let spareField: Bool
    let columns: LedgerColumns
    let dateFormat: DateFormat
    let decimalSeparator: UInt8
    /// The words the file writes in its type column for money out and money in.
    let typeWords: (expense: String, deposit: String)
    let chargesPositive: Bool
    /// The file's line count, so the new row's line is known.
    public let lineCount: Int

    /// What of the file is kept to check a new row by reading it as the build would: the whole file when it was read
    /// whole, else the lines before its rows (its header), which end with a line end.
    let start: Data
    /// Whether ``start`` is the whole file.
    let startIsWhole: Bool
    /// The size of the file read, in bytes: a row is added only while it is still this size.
    public let byteCount: Int

    /// The layout of the ledger `data`, read through `profile` and `settings`; throws a sentence when no row can be
    /// added at its end (a bank's footer would no longer be last, or its header cannot be read).
    public init(data: Data, profile: LedgerProfile?, settings: BudgetSettings) throws(Refusal) {
        try self.init(
            start: data, isWhole: true, size: data.count, tally: nil, lastLine: nil, profile: profile,
            settings: settings)
    }

    /// The layout from the start of a file, which is all of it when `isWhole`; otherwise `tally` counts every line and
    /// `lastLine` is the file's last.
    init(
        start: Data, isWhole: Bool, size: Int, tally: LineTally?, lastLine: String?, profile: LedgerProfile?,
        settings: BudgetSettings
    ) throws(Refusal) {
        byteCount = size
        try Self.refuseFooter(profile)
        startIsWhole = isWhole
        let (text, encoding) = try Self.decode(start, profile: profile)
        self.encoding = encoding
        let lines = Lines(text, skipping: profile?.skipTop ?? 0)
        lineEnd = lines.lineEnd
        // Lines are counted as the CSV reader numbers them, so the new row is checked at the line it is read at.
        let counted = tally ?? LineTally(text.utf8)
        endsWithLineEnd = counted.endsWithLineEnd
        lineCount = counted.lines
        guard let headerLine = lines.rows.first else {
            throw Refusal(
                message:
                    "this ledger has no header line naming its columns; its first line should be like date,amount,type,category,note"
            )
        }
        let hasHeader = profile?.hasHeader ?? true
        let ends = try TableEnds(lines.table, hasHeader: hasHeader, isWhole: isWhole)
        delimiter = ends.delimiter
        // A file without a header names its columns by their numbers, as the reader does; its first line is a row.
        header = hasHeader ? ends.first ?? [] : (0..<(ends.first?.count ?? 0)).map { String($0 + 1) }
        let last = !hasHeader && ends.last.isEmpty ? ends.first ?? [] : ends.last
        spareField = !last.isEmpty && last.count == header.count + 1 && last[header.count].isEmpty
        let finalLine = lastLine ?? String(lines.rows.count > 1 ? lines.rows[lines.rows.count - 1] : headerLine)
        quotesEveryField = finalLine.hasPrefix("\"") && finalLine.hasSuffix("\"")
        columns = try Self.columns(header, profile: profile)
        dateFormat = profile?.dateFormat ?? settings.dateFormat
        decimalSeparator = (profile?.amounts ?? settings.amounts).decimalSeparator
        chargesPositive = profile?.chargesPositive ?? false
        typeWords = Self.typeWords(
            in: hasHeader ? lines.rows.dropFirst() : lines.rows[...], columns: columns, delimiter: delimiter,
            profile: profile)
        // Of a file not read whole, only the lines before its rows are kept to check a new row with: Excel's `sep=`
        // line, and the header with any blank line around it.
        self.start = isWhole ? start : Self.prefix(of: start, lines: (ends.rowsStart ?? 2) - 1)
    }

    /// The ledger with the bytes ``bytes(for:minorUnits:)`` gives for a row, as far as needed to read that row as the
    /// build would (the file's start and the row), and the line the row is on there.
    public func copy(adding added: Data) -> (bytes: Data, line: Int) {
        guard !startIsWhole else { return (start + added, nextLine) }
        // The start ends with a line end, so the one written first for a file that lacks it is not needed here.
        let row = endsWithLineEnd ? added : added.dropFirst(Data(lineEnd.utf8).count)
        return (start + row, LineTally(start).nextLine)
    }

    /// The bytes to add at the end of the file for `row`: a line end first when the file lacks one, then the row and
    /// its line end, in the file's encoding. `minorUnits` is the number of decimals of the row's currency.
    public func bytes(for row: Row, minorUnits: Int) throws(Refusal) -> Data {
        var fields = [String](repeating: "", count: header.count + (spareField ? 1 : 0))
        func put(_ name: LedgerColumns.Name, _ value: String) { if let index = columns[name] { fields[index] = value } }
        put(.date, dateFormat.format(row.date))
        let amount = { (units: Int64) in
            plainDecimal(Decimal(minorUnits: units, decimals: minorUnits), decimals: minorUnits, grouping: false)
                .replacingOccurrences(of: ".", with: String(UnicodeScalar(self.decimalSeparator)))
        }
        if columns[.amount] != nil {
            if columns[.type] != nil {
                put(.type, row.kind == .expense ? typeWords.expense : typeWords.deposit)
                put(.amount, amount(row.minorUnits))
            } else {
                // The sign says the kind: out is negative, or positive in a card export whose charges are positive.
                let outIsNegative = !chargesPositive
                let negative = (row.kind == .expense) == outIsNegative
                put(.amount, amount(negative ? -row.minorUnits : row.minorUnits))
            }
        } else {
            put(row.kind == .expense ? .debit : .credit, amount(row.minorUnits))
        }
        put(.category, row.category)
        if let index = columns.noteFields.first { fields[index] = row.note }
        if let budget = row.budget { put(.budget, budget) }
        if let currency = row.currency {
            guard columns[.currency] != nil else {
                throw Refusal(
                    message:
                        "this ledger has no `currency` column, so a row in \(currency) cannot be written into it; add the "
                        + "column to its header, or write the amount in the budgets' currency")
            }
            put(.currency, currency)
        }
        let quote = UnicodeScalar(0x22)
        let line = fields.map { field -> String in
            let needs =
                quotesEveryField
                || field.unicodeScalars.contains {
                    $0 == quote || $0 == "\n" || $0 == "\r" || $0.value == UInt32(delimiter)
                }
            return needs ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
        }.joined(separator: String(UnicodeScalar(delimiter)))
        let text = (endsWithLineEnd ? "" : lineEnd) + line + lineEnd
        switch encoding {
        case .utf8:
            return Data(text.utf8)
        case .windows1252:
            guard let encoded = text.data(using: .windowsCP1252) else {
                throw Refusal(
                    message:
                        "this file is in Windows-1252, which cannot write some of these letters; write them without accents "
                        + "or symbols, or save the file as UTF-8")
            }
            return encoded
        case .utf16LittleEndian: return text.data(using: .utf16LittleEndian)!
        case .utf16BigEndian: return text.data(using: .utf16BigEndian)!
        }
    }

    /// The line the next row will be on.
    public var nextLine: Int { lineCount + 1 }

    /// Whether rows say money out or in with a word in a type column (then a reversal is the same kind, negative).
    public var writesKindInWords: Bool { columns[.amount] != nil && columns[.type] != nil }

    /// Whether rows have a note, where an undo says which line it reverses.
    public var writesNotes: Bool { !columns.noteFields.isEmpty }
}
