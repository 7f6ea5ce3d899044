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
        if let profile, profile.skipBottom > 0 {
            throw Refusal(
                message:
                    "this file ends with the bank's footer lines (`skip: {bottom: \(profile.skipBottom)}`), so a row added at its "
                    + "end would not be read; keep your own rows in a ledger of your own, such as Content/budgets/cash.csv"
            )
        }
        startIsWhole = isWhole
        let (text, encoding) = try Self.decode(start, profile: profile)
        self.encoding = encoding
        // Mac Excel's "CSV (Macintosh)" ends its lines with a lone CR: a new row had been added after a `\n` and
        // checked at the wrong line.
        let crOnly = !text.unicodeScalars.contains("\n") && text.unicodeScalars.contains("\r")
        lineEnd = crOnly ? "\r" : text.contains("\r\n") ? "\r\n" : "\n"
        // Lines are counted as the CSV reader numbers them, so the new row is checked at the line it is read at.
        let counted = tally ?? LineTally(text.utf8)
        endsWithLineEnd = counted.endsWithLineEnd
        lineCount = counted.lines
        // "\r\n" is one Character in Swift, so line ends are made plain before the text is cut into lines.
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: crOnly ? "\n" : "\r")
            .split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        lines.removeFirst(min(profile?.skipTop ?? 0, lines.count))
        // The table as the reader takes it, with Excel's `sep=;` line, which names the delimiter (a blank line after it
        // had been read as the header's and its delimiter guessed).
        let table = Data(lines.joined(separator: "\n").utf8)
        if lines.first?.lowercased().hasPrefix("sep=") == true { lines.removeFirst() }
        guard let headerLine = lines.first else {
            throw Refusal(
                message:
                    "this ledger has no header line naming its columns; its first line should be like date,amount,type,category,note"
            )
        }
        let hasHeader = profile?.hasHeader ?? true
        var reader = CSVReader(data: table)
        var first: [String]?
        var last: [String] = []
        // The line the rows start on (a header may hold a line break in quotes, or follow a blank line).
        var rowsStart: Int?
        do {
            try reader.forEachRecord { record in
                let fields = (0..<record.count).map(record.string)
                if first != nil || !hasHeader, rowsStart == nil { rowsStart = record.line }
                if first == nil { first = fields } else { last = fields }
            }
        } catch {
            // The start of a big file may end inside a quoted note: the rows before it say what is needed.
            guard !isWhole, first != nil else {
                throw Refusal(
                    message:
                        "this ledger cannot be read as CSV (\(plainWords(error))); run `cashdash check` to see where")
            }
        }
        delimiter = reader.delimiter
        // A file without a header names its columns by their numbers, as the reader does; its first line is a row.
        header = hasHeader ? first ?? [] : (0..<(first?.count ?? 0)).map { String($0 + 1) }
        if !hasHeader, last.isEmpty { last = first ?? [] }
        spareField = !last.isEmpty && last.count == header.count + 1 && last[header.count].isEmpty
        let finalLine = lastLine ?? String(lines.count > 1 ? lines[lines.count - 1] : headerLine)
        quotesEveryField = finalLine.hasPrefix("\"") && finalLine.hasSuffix("\"")
        var problems = Diagnostics()
        columns = LedgerColumns(header, profile: profile, at: { _ in (1, 1) }, path: "", diagnostics: &problems)
        if columns.isMissingRequired {
            throw Refusal(
                message: (problems.errors.first?.message ?? "the header lacks a column") + "; fix the header first")
        }
        dateFormat = profile?.dateFormat ?? settings.dateFormat
        decimalSeparator = (profile?.amounts ?? settings.amounts).decimalSeparator
        chargesPositive = profile?.chargesPositive ?? false
        typeWords = Self.typeWords(
            in: hasHeader ? lines.dropFirst() : lines[...], columns: columns, delimiter: delimiter, profile: profile)
        // Of a file not read whole, only the lines before its rows are kept to check a new row with: Excel's `sep=`
        // line, and the header with any blank line around it.
        self.start = isWhole ? start : Self.prefix(of: start, lines: (rowsStart ?? 2) - 1)
    }

    /// The text of a file's start in its encoding: a UTF-16 mark, or a profile's `encoding`, says which.
    private static func decode(_ data: Data, profile: LedgerProfile?) throws(Refusal) -> (String, TextEncoding) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: data, encoding: .utf16) else {
                throw Refusal(message: "this UTF-16 file has bytes that are not UTF-16 text; save it again as UTF-8")
            }
            let text = decoded.hasPrefix("\u{FEFF}") ? String(decoded.dropFirst()) : decoded
            return (text, bytes[0] == 0xFF ? .utf16LittleEndian : .utf16BigEndian)
        }
        if let declared = profile?.encoding, declared == .windows1252 || declared == .latin1 {
            return (String(String.UnicodeScalarView(CodePage.decode(bytes, codePage: 1252))), .windows1252)
        }
        if let declared = profile?.encoding, declared == .windows1250 || declared == .latin2 {
            throw Refusal(
                message: "this file is in \(declared.rawValue), as its bank wrote it, and Cash Dash adds rows only to "
                    + "UTF-8, UTF-16 and Windows-1252 files; keep your own rows in a ledger of their own")
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return (String(decoding: bytes, as: UTF8.self), .utf8)
    }

    /// The first `lines` lines of `data` with their line ends (LF, CR LF or CR).
    private static func prefix(of data: Data, lines: Int) -> Data {
        var seen = 0, index = data.startIndex
        while seen < lines, index < data.endIndex {
            let byte = data[index]
            index = data.index(after: index)
            if byte == 0x0A || (byte == 0x0D && (index == data.endIndex || data[index] != 0x0A)) { seen += 1 }
        }
        return data[data.startIndex..<index]
    }

    /// The ledger with the bytes ``bytes(for:minorUnits:)`` gives for a row, as far as needed to read that row as the
    /// build would (the file's start and the row), and the line the row is on there.
    public func copy(adding added: Data) -> (bytes: Data, line: Int) {
        guard !startIsWhole else { return (start + added, nextLine) }
        // The start ends with a line end, so the one written first for a file that lacks it is not needed here.
        let row = endsWithLineEnd ? added : added.dropFirst(Data(lineEnd.utf8).count)
        return (start + row, LineTally(start).nextLine)
    }

    /// The words a file already writes for money out and in: the most used of each kind in its type column, as the
    /// profile's `types` or the usual words read them; `expense` and `deposit` when it has none.
    private static func typeWords(
        in rows: ArraySlice<Substring>, columns: LedgerColumns, delimiter: UInt8, profile: LedgerProfile?
    ) -> (expense: String, deposit: String) {
        guard let field = columns[.type], !rows.isEmpty else { return ("expense", "deposit") }
        var counts: [String: Int] = [:]
        var reader = CSVReader(data: Data(rows.joined(separator: "\n").utf8))
        try? reader.forEachRecord { record in
            guard field < record.count else { return }
            counts[record.string(field).trimmingCharacters(in: .whitespaces), default: 0] += 1
        }
        func kind(of word: String) -> Transaction.Kind? {
            if let mapped = profile?.types[LedgerProfile.typeKey(word)] { return mapped }
            return Transaction.Kind(word: word.lowercased())
        }
        func mostUsed(_ wanted: Transaction.Kind, otherwise fallback: String) -> String {
            counts.filter { kind(of: $0.key) == wanted }.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
                ?? fallback
        }
        return (mostUsed(.expense, otherwise: "expense"), mostUsed(.deposit, otherwise: "deposit"))
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
                        + "column to its header, or write the amount in the site's currency")
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
