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
        /// Ids from the reader's interners, the same for the same name in every file it reads; the names are in the
        /// row's ``Detail``, or in the reader's ``names``. A row holds no text, so making and passing one takes no
        /// reference counting (retaining and releasing the two names was part of 16 % of a million-row JSON report).
        var categoryID: Int
        var budgetID: Int
        /// The amount as written, when it was another currency.
        var original: Money?
        /// What the bank charged in the home currency, when the row says (then `minorUnits` is that charge).
        var charge: BankCharge?
        /// The field the amount was read from (money out or money in, when they are two columns).
        var amountField: Int
    }

    /// The rest of a row, made only for those who ask for it.
    public struct Detail {
        let record: CSVReader.Record?
        let noteFields: ArraySlice<Int>
        /// The row's category and budget.
        let category: String, budget: String
        /// The field the amount is in (the money out or money in, when they are two columns).
        var amountField = 0
        /// A statement entry's note and the place of its amount, when the row is not a CSV record.
        var entry: (note: String, line: Int, column: Int)?
        /// The field of the `method` column, or -1.
        var methodField = -1

        /// The word of the row's `method` column (how the money went: `Overboeking`), or `""` without one.
        public var method: String {
            guard let record, methodField >= 0, methodField < record.count else { return "" }
            return record.string(methodField).trimmingCharacters(in: .whitespaces)
        }

        init(
            record: CSVReader.Record, noteFields: ArraySlice<Int>, amountField: Int = 0, category: String = "",
            budget: String = "", methodField: Int = -1
        ) {
            self.methodField = methodField
            self.record = record
            self.noteFields = noteFields
            self.amountField = amountField
            self.category = category
            self.budget = budget
        }

        init(note: String, line: Int, column: Int, category: String, budget: String) {
            record = nil
            noteFields = []
            entry = (note, line, column)
            self.category = category
            self.budget = budget
        }

        /// The note, from every column that holds one: `STARBUCKS #123 · Coffee with Sam`.
        public var note: String {
            guard record != nil else { return entry?.note ?? "" }
            var bytes: [UInt8] = []
            appendNote(to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Appends the note's UTF-8 bytes to `buffer`: each column trimmed as `trimmingCharacters(in:
        /// .whitespacesAndNewlines)` trims, byte by byte while the ends are ASCII (Foundation's trimming took 13 % of
        /// the time of a million-row HTML report), and the columns joined with ` · `.
        func appendNote(to buffer: inout [UInt8]) {
            guard let record else {
                buffer += (entry?.note ?? "").utf8
                return
            }
            var first = true
            for field in noteFields {
                record.withUnescapedBytes(field) { raw in
                    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
                    var start = 0, end = raw.count
                    while start < end, isSpace(raw[start]) { start += 1 }
                    while end > start, isSpace(raw[end - 1]) { end -= 1 }
                    let rest = UnsafeBufferPointer(rebasing: raw[start..<end])
                    var other: String?
                    if let head = rest.first, let tail = rest.last, head >= 0x80 || tail >= 0x80 {
                        other = String(decoding: rest, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                    }
                    guard other.map({ !$0.isEmpty }) ?? !rest.isEmpty else { return }
                    if !first { buffer += Self.separator }
                    first = false
                    if let other { buffer += other.utf8 } else { buffer += rest }
                }
            }
        }

        private static let separator = Array(" · ".utf8)

        /// The line and column of the amount in the file.
        public var amountPosition: (line: Int, column: Int) {
            guard let record else { return (entry?.line ?? 1, entry?.column ?? 1) }
            return record.position(of: amountField)
        }
    }

    /// What reading a file found.
    public struct Summary {
        var rows = 0
        /// Rows left out because something in them was wrong.
        var skipped = 0
        /// Its profile says `duplicates: allow`.
        var allowsDuplicates = false
    }

    public let settings: BudgetSettings
    public let homeCurrency: String
    /// For rows in other currencies; nil when the site has no rate snapshots.
    public let rates: RateHistory?
    public let homeMinorUnits: Int
    /// Category and budget names, interned across all files read, so their ids can key totals.
    var categories = ByteInterner()
    var budgets = ByteInterner()

    /// The names behind rows' ids: a row's `categoryID` indexes `categories`, its `budgetID` `budgets`.
    public struct Names: Sendable {
        public var categories: [String] = [], budgets: [String] = []
    }

    /// The names of the rows read so far.
    public var names: Names { Names(categories: categories.names, budgets: budgets.names) }
    /// The statement rows read so far by the bank's identity (OFX `FITID`), so that a row in two exports counts once
    /// and another transaction given the same identity still counts.
    var identities: [String: [IdentifiedEntry]] = [:]
    /// Whether the file being read has a row with a negative amount.
    private var sawNegativeAmount = false
    /// Rows of the file being read left out for want of exchange rates, and their currencies.
    private var rowsWithoutRates = 0, currenciesWithoutRates = Set<String>()
    /// Money added and spent in every row read so far, each as the sum of its amounts' sizes in minor units, kept
    /// within ``largestTotal`` so that no total made from the rows, of any budget, category or month, can overflow.
    var added: Int64 = 0, spent: Int64 = 0
    /// The totals passed ``largestTotal`` at a row, which was reported: no later row is taken.
    var passedTotals = false
    /// Warnings about rows that are kept (a `charged` amount with no reference rate), for the file being read.
    var rowWarnings = Diagnostics()
    /// Whether the file being read had a home-currency row whose `charged` is its amount (warned once a file).
    var warnedHomeCharge = false

    /// The most that the amounts added, or the amounts spent, may come to over every ledger read, in minor units of
    /// the home currency: the manual's limit, the same for `build` and every kind of `report`.
    public static let largestTotal: Int64 = 2_000_000_000_000_000_000

    public init(settings: BudgetSettings, homeCurrency: String, rates: RateHistory?) {
        self.settings = settings
        self.homeCurrency = homeCurrency
        self.rates = rates
        homeMinorUnits = Currency(code: homeCurrency)?.minorUnits ?? 2
    }

    /// How one file is read: the field index of each column, or -1, looked up once per file and read on every row;
    /// and the settings of its profile, or the defaults. A class, so that a row takes one reference to it, not a copy
    /// of each of its arrays (copying it was 2 % of a million-row JSON report, and most of its retains).
    private final class Layout {
        let count: Int, date: Int, amount: Int, type: Int, category: Int, budget: Int, currency: Int, debit: Int,
            credit: Int
        let charged: Int, fee: Int, method: Int
        /// The fields of the profile's `skip_rows` and the words that pass a row over.
        let skips: [(field: Int, rule: LedgerProfile.SkipRule)]
        let noteFields: ArraySlice<Int>
        let dateFormat: DateFormat
        let amounts: AmountText
        let types: [String: Transaction.Kind]
        let rules: [(pattern: NotePattern, category: [UInt8])]
        /// The profile's `methods:`: a category for a row no rule places, by its `method` column's word.
        let methods: [String: [UInt8]]
        /// The budget of rows that name none: the profile's, or the file's name.
        let fileBudget: [UInt8]
        /// A card export's sign: charges positive, payments negative.
        let chargesPositive: Bool

        init(
            _ columns: LedgerColumns, titles: [String], profile: LedgerProfile?, settings: BudgetSettings,
            fileName: String
        ) {
            count = columns.count
            date = columns[.date] ?? -1
            amount = columns[.amount] ?? -1
            type = columns[.type] ?? -1
            category = columns[.category] ?? -1
            budget = columns[.budget] ?? -1
            currency = columns[.currency] ?? -1
            debit = columns[.debit] ?? -1
            credit = columns[.credit] ?? -1
            charged = columns[.charged] ?? -1
            fee = columns[.fee] ?? -1
            method = columns[.method] ?? -1
            noteFields = columns.noteFields
            let keys = titles.map(CSVHeader.key)
            skips = (profile?.skipRows ?? []).compactMap { rule in
                keys.firstIndex(of: rule.title).map { ($0, rule) }
            }
            let read =
                [date, amount, type, category, budget, currency, debit, credit, charged, fee, method] + noteFields
                + skips.map(\.field)
            lastFieldOptional = keys.count > 1 && keys.last == "" && !read.contains(keys.count - 1)
            shortestRow = lastFieldOptional ? (read.filter { $0 >= 0 }.max() ?? 0) + 1 : keys.count
            dateFormat = profile?.dateFormat ?? settings.dateFormat
            amounts = profile?.amounts ?? settings.amounts
            types = profile?.types ?? [:]
            rules = (profile?.categoryRules ?? []).map { ($0.words, Array($0.category.utf8)) }
            methods = (profile?.methods ?? [:]).mapValues { Array($0.utf8) }
            fileBudget = Array((profile?.budget ?? fileName).utf8)
            chargesPositive = profile?.chargesPositive ?? false
            // A continued line's text comes as fields past the row's last (``LedgerText``).
            extraFieldsAreNote = profile.map { $0.extraFieldsAreNote || $0.continuedLinesAreNote } ?? false
        }

        /// `extra_fields: note`: fields past the header's last title are more of the note.
        let extraFieldsAreNote: Bool

        /// The fields a record's note is read from: the note columns, and with `extra_fields: note` any fields past
        /// the header's last title.
        func noteFields(of record: CSVReader.Record) -> ArraySlice<Int> {
            guard extraFieldsAreNote, record.count > count else { return noteFields }
            return ArraySlice(Array(noteFields) + Array(count..<record.count))
        }

        /// Whether a row may lack the header's last field: the header ends in a delimiter (Lloyds'
        /// `…,Balance,`) and its rows do not, and nothing is read from that untitled field.
        let lastFieldOptional: Bool
        /// With a header that ends in a delimiter, a row may end after the last field read (Swedbank's rows stop three
        /// fields short of its header's titles, none of them read).
        let shortestRow: Int

        /// Whether the profile's `skip_rows` passes over this record.
        func skips(_ record: CSVReader.Record) -> Bool {
            skips.contains { $0.field < record.count && $0.rule.matches(record.string($0.field)) }
        }

        /// Whether the sign of the amount alone says money out or in: no type column, no pair of columns.
        var signGivesKind: Bool { amount >= 0 && type < 0 }

        /// The day of a line's `fields` when they read as a row: a date in the date column and an amount in an
        /// amount column.
        func day(ofRow fields: [String]) -> Day? {
            guard date >= 0, date < fields.count, let day = dateFormat.parse(Array(fields[date].utf8)) else {
                return nil
            }
            let amounts = [amount, debit, credit].filter { $0 >= 0 && $0 < fields.count }.map { fields[$0] }
            return amounts.contains { !$0.isEmpty && self.amounts.parse(Array($0.utf8)) != nil } ? day : nil
        }
    }

    /// Calls `body` with each good row and a function that makes its details (a note, a place, names), which only
    /// those who need them call. Problems with the file go to `diagnostics`, problems with a row (which is then left
    /// out) to `rowProblems`.
    public mutating func read(
        _ url: URL, path: String, diagnostics: inout Diagnostics, rowProblems: inout Diagnostics,
        _ body: (Row, _ detail: () -> Detail) -> Void
    ) -> Summary {
        let profile = settings.profile(for: url.lastPathComponent)
        if let format = Self.statementFormat(of: url) {
            return readStatement(
                format, url: url, path: path, profile: profile, diagnostics: &diagnostics, rowProblems: &rowProblems,
                body)
        }
        if Self.statementExtensions.contains(url.pathExtension.lowercased()) {
            Self.reportUnknownStatement(url, path: path, &diagnostics)
            return Summary()
        }
        let reading = readRecords(url, path: path, profile: profile, reportHeader: true, body) {
            try LedgerText.reader(for: url, profile: profile)
        }
        return finish(reading, path: path, diagnostics: &diagnostics, rowProblems: &rowProblems)
    }

    /// Reads `data` as the CSV ledger at `url` would be read (its name gives its profile and budget): a file as it
    /// would be once written, to check it first.
    public mutating func read(
        _ data: Data, as url: URL, path: String, diagnostics: inout Diagnostics, rowProblems: inout Diagnostics,
        _ body: (Row, _ detail: () -> Detail) -> Void
    ) -> Summary {
        let profile = settings.profile(for: url.lastPathComponent)
        let reading = readRecords(url, path: path, profile: profile, reportHeader: true, body) {
            try LedgerText.reader(for: data, profile: profile)
        }
        return finish(reading, path: path, diagnostics: &diagnostics, rowProblems: &rowProblems)
    }

    /// What reading a CSV ledger, or a part of one, found: the rows and the problems, and what the checks that need
    /// the whole file look at.
    struct Reading {
        var summary: Summary
        var problems = Diagnostics(), rows = Diagnostics(), rowWarnings = Diagnostics()
        var hasColumns = false
        var headerLine = 1
        /// Every amount counts as money added by its sign alone: no type column, not a card export.
        var signAlone = false
        var sawNegativeAmount = false
        var rowsWithoutRates = 0, currenciesWithoutRates = Set<String>()
        var warnedHomeCharge = false
        /// Reading stopped at a problem with the file's CSV.
        var failed = false
    }

    /// Reads the records `makeReader` gives, calling `body` with each good row; the header's problems are kept only
    /// when `reportHeader`.
    mutating func readRecords(
        _ url: URL, path: String, profile: LedgerProfile?, reportHeader: Bool,
        _ body: (Row, _ detail: () -> Detail) -> Void,
        makeReader: () throws -> LedgerText.Opened
    ) -> Reading {
        var reading = Reading(summary: Summary(allowsDuplicates: profile?.allowsDuplicates ?? false))
        let fileName = url.deletingPathExtension().lastPathComponent
        var columns: LedgerColumns?
        var layout: Layout?
        var headerProblems = Diagnostics()
        var delimiter: UInt8?
        var passedOver = LedgerText.PassedOver()
        sawNegativeAmount = false
        rowsWithoutRates = 0
        currenciesWithoutRates = []
        rowWarnings = Diagnostics()
        warnedHomeCharge = false
        do {
            let opened = try makeReader()
            var reader = opened.reader
            passedOver = opened.passedOver
            try reader.forEachRecord { record in
                if columns == nil {
                    let positions = record.positions()
                    reading.headerLine = positions.first?.line ?? 1
                    // Without a header line, the columns are named by their numbers and this first line is a row.
                    let hasHeader = profile?.hasHeader ?? true
                    let titles =
                        hasHeader ? (0..<record.count).map(record.string) : (0..<record.count).map { String($0 + 1) }
                    let found = LedgerColumns(
                        titles, profile: profile, at: { positions[$0] }, path: path,
                        headerLine: hasHeader ? record.line : nil,
                        diagnostics: &headerProblems)
                    columns = found
                    if !found.isMissingRequired {
                        layout = Layout(
                            found, titles: titles, profile: profile, settings: settings, fileName: fileName)
                    }
                    if hasHeader { return }
                }
                guard let layout else { return }  // the header lacks a column, which was reported
                if !layout.skips.isEmpty, layout.skips(record) { return }
                reading.summary.rows += 1
                if let row = check(record, layout, path: path, &reading.rows),
                    fitsTotals(row, at: record.position(of: row.amountField), path: path, &reading.problems)
                {
                    body(row) {
                        Detail(
                            record: record, noteFields: layout.noteFields(of: record), amountField: row.amountField,
                            category: categories.names[row.categoryID], budget: budgets.names[row.budgetID],
                            methodField: layout.method)
                    }
                } else {
                    reading.summary.skipped += 1
                }
            }
            delimiter = reader.delimiter
        } catch let problem as CSVReader.Problem where problem.isEncoding && (profile?.encoding ?? .utf8) == .utf8 {
            var explained = problem
            explained.message +=
                "; or read it as it is: in budgets.yml, under `ledgers:` and `\"\(url.lastPathComponent)\":`, "
                + "write `encoding: windows-1252`"
            reading.problems.csvFailure(explained, in: path)
            reading.failed = true
        } catch {
            reading.problems.csvFailure(error, in: path)
            reading.failed = true
        }
        if let profile, let layout, let delimiter {
            Self.warnOfRows(passedOver, path: path, profile: profile, layout, delimiter, &reading.problems)
        }
        if reportHeader {
            headerProblems.append(contentsOf: reading.problems)
            reading.problems = headerProblems
        }
        reading.hasColumns = columns != nil
        reading.signAlone = layout.map { $0.signGivesKind && !$0.chargesPositive } ?? false
        reading.sawNegativeAmount = sawNegativeAmount
        reading.rowsWithoutRates = rowsWithoutRates
        reading.currenciesWithoutRates = currenciesWithoutRates
        reading.rowWarnings = rowWarnings
        reading.warnedHomeCharge = warnedHomeCharge
        return reading
    }

    /// Warns at the first line that the profile's `skip` passes over, yet reads as a row: next month's export with a
    /// shorter footer (or preamble, in a file without a header) than the one the profile was written for, whose last
    /// (or first) rows would be left out without a word.
    private static func warnOfRows(
        _ passed: LedgerText.PassedOver, path: String, profile: LedgerProfile, _ layout: Layout, _ delimiter: UInt8,
        _ problems: inout Diagnostics
    ) {
        func rows(_ lines: [(line: Int, text: String)]) -> [(line: Int, day: Day)] {
            lines.compactMap { line in
                layout.day(ofRow: ProfileGuess.fields(line.text, Character(UnicodeScalar(delimiter)))).map {
                    (line.line, $0)
                }
            }
        }
        func warn(_ rows: [(line: Int, day: Day)], as what: String, skip: String, advice: String) {
            guard let first = rows.first else { return }
            let more = rows.count - 1
            problems.warning(
                "this line is passed over as \(what) (`\(skip)` for `\(profile.files)` in budgets.yml), yet it reads as "
                    + "a row of \(first.day)\(more == 0 ? "" : ", as does \(more) more line\(more == 1 ? "" : "s") after it"); "
                    + "\(advice), else \(more == 0 ? "this row is" : "these rows are") not counted", in: path,
                line: first.line)
        }
        if !profile.hasHeader {
            let skip = profile.skipBottom == 0 ? "skip: \(profile.skipTop)" : "skip: {top: \(profile.skipTop)}"
            warn(
                rows(passed.top), as: "what comes before the rows", skip: skip,
                advice:
                    "if this export has fewer lines before its rows, lower `\(profile.skipBottom == 0 ? "skip" : "top")`"
            )
        }
        warn(
            rows(passed.bottom), as: "the bank's footer", skip: "skip: {bottom: \(profile.skipBottom)}",
            advice: "if this export's footer is shorter, lower `bottom`")
    }

    /// Makes the checks that need the whole file, then hands on every problem found.
    func finish(
        _ reading: Reading, path: String, diagnostics: inout Diagnostics, rowProblems: inout Diagnostics
    ) -> Summary {
        var problems = reading.problems
        let summary = reading.summary
        if !reading.hasColumns && !problems.hasErrors {
            problems.error(
                "this ledger is empty; its first line should name the columns, such as date,amount,type,category,note",
                in: path)
        }
        if summary.rows > 1, reading.rowsWithoutRates == summary.rows, reading.currenciesWithoutRates.count == 1,
            let other = reading.currenciesWithoutRates.first
        {
            problems.error(
                "every row in this file is in \(other), and this site's currency is \(homeCurrency); if this household's "
                    + "money is in \(other), write `currency: \(other)` in the site's Content/site.yml (a site.yml "
                    + "anywhere else is not read)", in: path, line: reading.headerLine)
        }
        if reading.signAlone, summary.rows - summary.skipped > 1, !reading.sawNegativeAmount {
            problems.warning(
                "every amount in this file is positive and it has no type column, so every row counts as money added; if "
                    + "it is a card export whose charges are positive, write `amounts: charges-positive` for this file "
                    + "under `ledgers:` in budgets.yml (or add a type column)", in: path, line: reading.headerLine)
        }
        diagnostics.append(contentsOf: problems)
        diagnostics.append(contentsOf: reading.rowWarnings)
        rowProblems.append(contentsOf: reading.rows)
        return summary
    }

    /// Adds `row` to the totals read; false when they would pass ``largestTotal``, reported at the first row that
    /// does so.
    mutating func fitsTotals(
        _ row: Row, at position: @autoclosure () -> (line: Int, column: Int), path: String,
        _ problems: inout Diagnostics
    ) -> Bool {
        guard !passedTotals else { return false }
        let (sum, overflow) = (row.kind == .deposit ? added : spent).addingReportingOverflow(
            Int64(clamping: row.minorUnits.magnitude))
        guard overflow || sum > Self.largestTotal else {
            if row.kind == .deposit { added = sum } else { spent = sum }
            return true
        }
        passedTotals = true
        let (line, column) = position()
        problems.error(
            "with this row the totals grow past what Cash Dash adds up to the cent (more than 2 × 10^18 of the smallest "
                + "unit of \(homeCurrency)); check this amount, or split the ledgers into smaller ones", in: path,
            line: line,
            column: column)
        return false
    }

    private static let expenseWords = Transaction.Kind.expenseWords.map { Array($0.utf8) }
    private static let depositWords = Transaction.Kind.depositWords.map { Array($0.utf8) }

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
        _ record: CSVReader.Record, _ layout: Layout, path: String, _ problems: inout Diagnostics
    ) -> Row? {
        func problem(_ message: String, at field: Int) {
            let (line, column) = record.position(of: field)
            problems.error(message, in: path, line: line, column: column)
        }
        guard
            record.fits(layout.count)
                || (layout.lastFieldOptional && record.count < layout.count && record.count >= layout.shortestRow)
                || (layout.extraFieldsAreNote && record.count > layout.count)
        else {
            problems.wrongFieldCount(record, expected: layout.count, in: path)
            return nil
        }
        var good = true
        let parts = layout.dateFormat.components(record.bytes(layout.date))
        if parts == nil {
            good = false
            problem(
                "`\(record.string(layout.date))` is not a date; write it as \(layout.dateFormat.pattern)"
                    + (layout.dateFormat == .iso ? " (or set date_format in budgets.yml)" : ""), at: layout.date)
        }
        var rowCurrency = (code: homeCurrency, minorUnits: homeMinorUnits)
        if layout.currency >= 0 {
            let bytes = record.bytes(layout.currency)
            if !bytes.isEmpty && !(bytes.count == 3 && bytes.elementsEqual(homeCurrency.utf8)) {
                let code = record.string(layout.currency).trimmingCharacters(in: .whitespaces).uppercased()
                if code.isEmpty || code == homeCurrency {
                } else if let other = Currency(code: code) {
                    rowCurrency = (code, other.minorUnits)
                } else {
                    good = false
                    problem(
                        "unknown currency `\(record.string(layout.currency))`; use an ISO 4217 code such as USD or EUR",
                        at: layout.currency)
                }
            }
        }
        // Constants, so that `amount` below captures them without boxing them on the heap on every row.
        let (currency, minorUnits) = rowCurrency
        func amount(at field: Int) -> Int64? {
            guard let value = layout.amounts.parse(record.bytes(field)) else {
                let example = layout.amounts.decimalSeparator == UInt8(ascii: ",") ? "12,50" : "12.50 or $1,234.56"
                problem("`\(record.string(field))` is not an amount; write it like \(example)", at: field)
                return nil
            }
            if let symbol = value.symbol, !AmountText.symbol(symbol, fits: currency) {
                problem(
                    "`\(record.string(field))` is in \(AmountText.currencyName(of: symbol)) (\(symbol)), but this row is "
                        + "in \(currency); say each row's currency in a `currency` column, or take the symbol out",
                    at: field)
            } else if value.decimals <= minorUnits, value.isMore(than: Money.largestWholeAmount) {
                problem(
                    "`\(record.string(field))` is more than any one transaction can be; amounts go up to 1,000,000,000,000",
                    at: field)
            } else if let scaled = value.minorUnits(minorUnits) {
                return scaled
            } else {
                problem(
                    "`\(record.string(field))` has more decimals than \(currency) has (\(minorUnits)); "
                        + "round it to \(minorUnits == 0 ? "a whole number" : "\(minorUnits) decimals")", at: field)
            }
            return nil
        }
        var units: Int64 = 0
        var kind = Transaction.Kind.deposit
        var amountField = layout.amount
        // `cashdash undo` writes the row it undoes with the other sign, its note naming the line.
        let isUndo = {
            layout.noteFields.first.map { note in
                record.withUnescapedBytes(note, { $0.starts(with: Self.undoNotePrefix) })
            } ?? false
        }
        if layout.amount >= 0 {
            if let value = amount(at: layout.amount) { units = value } else { good = false }
            if units < 0 { sawNegativeAmount = true }
            kind = (units < 0) != layout.chargesPositive ? .expense : .deposit
            if layout.type >= 0, case let type = record.bytes(layout.type), !Self.isBlank(type) {
                if let word = layout.types.isEmpty
                    ? nil : layout.types[LedgerProfile.typeKey(record.string(layout.type))]
                {
                    kind = word
                    // A bank's sign says the same as its word; an undo's is the row it undoes, taken back (it had
                    // counted as the same purchase twice).
                    units = isUndo() && units < 0 ? units : abs(units)
                } else if Self.matches(type, Self.expenseWords) {
                    kind = .expense
                } else if Self.matches(type, Self.depositWords) {
                    kind = .deposit
                } else {
                    good = false
                    problem(
                        "unknown type `\(record.string(layout.type))`; use expense or deposit (spend/add and debit/credit work "
                            + "too), or say what it means under `types` for this file in budgets.yml", at: layout.type)
                }
            } else if layout.type >= 0, let blank = layout.types[LedgerProfile.typeKey("")] {
                // A type column that marks one way only (a card's `CR`): `"": expense` says what a blank is.
                kind = blank
                units = abs(units)
            } else {
                units = abs(units)
                // In a ledger without a type column, an undo's other sign is the row it undoes, taken back (undoing
                // a purchase lowers the money spent, rather than adding money in).
                if isUndo() {
                    kind = kind == .expense ? .deposit : .expense
                    units = -units
                }
            }
        } else if let paired = pairedAmount(record, layout, amount: amount, problem: problem) {
            (units, kind, amountField) = paired
        } else {
            good = false
        }
        if layout.fee >= 0, !Self.isBlank(record.bytes(layout.fee)) {
            if let fee = amount(at: layout.fee) {
                (units, kind) = Self.adding(fee: fee, to: units, kind)
            } else {
                good = false
            }
        }
        var charged: Int64?
        if layout.charged >= 0, !Self.isBlank(record.bytes(layout.charged)) {
            charged = chargedAmount(record, at: layout.charged, amounts: layout.amounts, path: path, &problems)
            if charged == nil { good = false }
        }
        guard good, let parts else { return nil }
        let date = Day(year: parts.year, month: parts.month, day: parts.day)
        var original: Money?
        var charge: BankCharge?
        if let charged, currency == homeCurrency {
            guard homeRowCharged(charged, units: units, record, at: layout.charged, path: path, &problems) else {
                return nil
            }
        } else if let charged {
            let amount = Decimal(minorUnits: units, decimals: minorUnits)
            original = Money(amount, currency)
            charge = BankCharge(
                reference: reference(
                    for: amount, in: currency, on: date, at: record.position(of: layout.charged), path: path))
            units = units < 0 ? -charged : charged
        } else if currency != homeCurrency {
            let amount = Decimal(minorUnits: units, decimals: minorUnits)
            guard let rates,
                let conversion = try? rates.convert(amount, from: currency, to: homeCurrency, on: date.description)
            else {
                if rates == nil || rates!.snapshots.isEmpty {
                    rowsWithoutRates += 1
                    currenciesWithoutRates.insert(currency)
                }
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
        var category = layout.category >= 0 ? record.withUnescapedBytes(layout.category) { categories.id($0) } : -1
        if category < 0 || categories.names[category].isEmpty {
            let ruled =
                layout.rules.isEmpty
                ? nil
                : Self.ruledCategory(
                    Detail(record: record, noteFields: layout.noteFields(of: record)).note, layout.rules)
            let paid =
                ruled != nil || layout.method < 0 || layout.methods.isEmpty
                ? nil : layout.methods[LedgerProfile.typeKey(record.string(layout.method))]
            category = (ruled ?? paid ?? Self.uncategorized).withUnsafeBufferPointer { categories.id($0) }
        }
        var budget = layout.budget >= 0 ? record.withUnescapedBytes(layout.budget) { budgets.id($0) } : -1
        if budget < 0 || budgets.names[budget].isEmpty {
            budget = layout.fileBudget.withUnsafeBufferPointer { budgets.id($0) }
        }
        return Row(
            date: date, month: parts.year * 12 + parts.month - 1, kind: kind, minorUnits: units, categoryID: category,
            budgetID: budget, original: original, charge: charge, amountField: amountField)
    }

    private static let undoNotePrefix = Array(Transaction.undoNotePrefix.utf8)

    /// The amount and kind of a row with money out and money in in two columns (`debit`/`credit`, YNAB's
    /// `Outflow`/`Inflow`): one of them is filled in (the other empty or zero). Returns the field it was in too;
    /// nil after reporting a problem.
    private func pairedAmount(
        _ record: CSVReader.Record, _ layout: Layout, amount: (Int) -> Int64?, problem: (String, Int) -> Void
    ) -> (Int64, Transaction.Kind, Int)? {
        var out: Int64 = 0, into: Int64 = 0
        var filled = false
        for (field, kind) in [(layout.debit, Transaction.Kind.expense), (layout.credit, .deposit)] where field >= 0 {
            guard !Self.isBlank(record.bytes(field)) else { continue }
            filled = true
            guard let value = amount(field) else { return nil }
            if kind == .expense { out = abs(value) } else { into = abs(value) }
        }
        let first = layout.debit >= 0 ? layout.debit : layout.credit
        guard filled else {
            problem("this row has no amount; fill in the money out or the money in", first)
            return nil
        }
        if out != 0 && into != 0 {
            problem(
                "this row has both money out (`\(record.string(layout.debit))`) and money in (`\(record.string(layout.credit))`); "
                    + "keep one, or write them as two rows", layout.credit)
            return nil
        }
        return out != 0 || into == 0 && layout.credit < 0
            ? (out, .expense, layout.debit) : (into, .deposit, layout.credit)
    }

    /// A row's amount and kind with a `fee` the bank charged on top of it taken off: 405.63 out with a fee of 4.06
    /// is 409.69 out, 100.00 in with a fee of 1.00 is 99.00 in. A fee's sign is not read: a fee is money out.
    static func adding(fee: Int64, to units: Int64, _ kind: Transaction.Kind) -> (Int64, Transaction.Kind) {
        guard fee != 0 else { return (units, kind) }
        let net = (kind == .expense ? -abs(units) : abs(units)) - abs(fee)
        return (abs(net), net < 0 ? .expense : net > 0 ? .deposit : kind)
    }

    /// The category of the first rule whose pattern is found in `note`, if any.
    static func ruledCategory(_ note: String, _ rules: [(pattern: NotePattern, category: [UInt8])]) -> [UInt8]? {
        guard !rules.isEmpty else { return nil }
        let lowercased = note.lowercased()
        return rules.first { $0.pattern.isFound(inLowercased: lowercased) }?.category
    }

    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 }
    }

    static let uncategorized = Array("Uncategorized".utf8)
}
