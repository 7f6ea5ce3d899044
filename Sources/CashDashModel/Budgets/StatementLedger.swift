import Foundation

/// Bank statement files (OFX, QFX, QIF, CAMT.053) read as ledgers: each entry becomes the same row a CSV ledger's
/// line does, its category from the file (QIF's `L`) or the profile's `categories:` rules on its note, its budget
/// the profile's `budget` or the file's name, its amount converted from the file's currency like a CSV row's. A
/// transaction the bank gave an identity (OFX `FITID`) is read once, however many exports hold it.
extension LedgerReader {
    /// The statement format of the file at `url`, from its first bytes; nil for a CSV ledger, or for a file that
    /// cannot be opened (which the CSV reader then reports).
    static func statementFormat(of url: URL) -> StatementFormat? {
        prefix(of: url).flatMap { StatementFormat.detect($0) }
    }

    /// The first bytes of the regular file at `url`, opened without blocking, so a named pipe is not waited on.
    private static func prefix(of url: URL) -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            let prefix = try? handle.read(upToCount: StatementFormat.prefixLength), !prefix.isEmpty
        else { return nil }
        return prefix
    }

    /// A statement row read with the bank's identity for it: the same transaction again in another export has the
    /// same day, amount and note; a bank that gives one identity to two transactions (a FITID made of the day
    /// alone) gives them different ones.
    struct IdentifiedEntry {
        var date: Day
        var amount: AmountText.Value
        var note: String
        /// Where it was read, for the message about another transaction with its identity.
        var path: String
        var line: Int

        func isSame(as other: IdentifiedEntry) -> Bool {
            date == other.date && amount.decimal == other.amount.decimal && note == other.note
        }

        /// The amount with the decimals the bank wrote: `-10.00`.
        var writtenAmount: String { plainDecimal(amount.decimal, decimals: amount.decimals, grouping: false) }
    }

    /// Whether the file at `url` is a bank's statement (OFX, QIF, CAMT), by its name or its first bytes: read, never
    /// written.
    public static func isStatement(_ url: URL) -> Bool {
        statementExtensions.contains(url.pathExtension.lowercased()) || statementFormat(of: url) != nil
    }

    /// The endings of statement files, which are never read as CSV.
    static let statementExtensions: Set<String> = ["ofx", "qfx", "qif", "xml"]

    /// Reports a file whose name says it is a statement but whose content is none that Cash Dash reads.
    static func reportUnknownStatement(_ url: URL, path: String, _ diagnostics: inout Diagnostics) {
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            // No file there (a mistyped name), or one that cannot be opened: not a statement of another kind.
            diagnostics.error("this file cannot be read; check that it exists and is readable", in: path)
            return
        }
        let start = prefix(of: url) ?? Data()
        let text = String(decoding: start, as: UTF8.self)
        if let range = text.range(of: "urn:iso:std:iso:20022:tech:xsd:") {
            let kind = text[range.upperBound...].prefix { $0 != "\"" && $0 != "'" }
            diagnostics.error(
                "this is an ISO 20022 `\(kind)` file, which Cash Dash does not read; export the account statement as "
                    + "CAMT.053 (or as CSV), or move this file out of the ledgers", in: path)
        } else {
            diagnostics.error(
                "this file is not a statement Cash Dash reads: an OFX or QFX file starts with OFXHEADER: or <?xml … <?OFX, a "
                    + "QIF file with !Type:, a CAMT.053 file with <Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053…; "
                    + "export it again from the bank, or move it out of the ledgers", in: path)
        }
    }

    /// Reads the statement at `url` as ``read(_:path:diagnostics:rowProblems:_:)`` reads a CSV ledger.
    mutating func readStatement(
        _ format: StatementFormat, url: URL, path: String, profile: LedgerProfile?, diagnostics: inout Diagnostics,
        rowProblems: inout Diagnostics, _ body: (Row, _ detail: () -> Detail) -> Void
    ) -> Summary {
        var summary = Summary(allowsDuplicates: profile?.allowsDuplicates ?? false)
        guard let statement = parse(format, url: url, path: path, profile: profile, &diagnostics) else {
            return summary
        }
        for warning in statement.warnings {
            diagnostics.warning(warning.message, in: path, line: warning.line, column: warning.column)
        }
        for problem in statement.problems {
            rowProblems.error(problem.message, in: path, line: problem.line, column: problem.column)
        }
        summary.rows = statement.problems.count
        summary.skipped = statement.problems.count
        // The bank's identities say two rows alike are two transactions: no "counted twice" warning among them.
        if !statement.entries.isEmpty && statement.entries.allSatisfy({ $0.identity != nil }) {
            summary.allowsDuplicates = true
        }
        let rules = (profile?.categoryRules ?? []).map { ($0.words, Array($0.category.utf8)) }
        let fileBudget = Array((profile?.budget ?? url.deletingPathExtension().lastPathComponent).utf8)
        let chargesPositive = profile?.chargesPositive ?? false
        var problems = Diagnostics()
        for entry in statement.entries {
            guard isFirstRead(entry, path: path, &diagnostics) else { continue }
            summary.rows += 1
            guard
                let row = row(
                    entry, rules: rules, fileBudget: fileBudget, chargesPositive: chargesPositive, path: path,
                    &rowProblems),
                fitsTotals(row, at: (entry.line, entry.column), path: path, &problems)
            else {
                summary.skipped += 1
                continue
            }
            body(row) {
                Detail(
                    note: entry.note, line: entry.line, column: entry.column,
                    category: categories.names[row.categoryID],
                    budget: budgets.names[row.budgetID])
            }
        }
        if statement.entries.isEmpty && statement.problems.isEmpty {
            diagnostics.warning(
                "this \(format.name) file holds no transactions; export a period that has some", in: path)
        }
        diagnostics.append(contentsOf: problems)
        return summary
    }

    /// The statement in the file at `url`, read as `format`; nil after reporting why it cannot be read.
    private func parse(
        _ format: StatementFormat, url: URL, path: String, profile: LedgerProfile?, _ diagnostics: inout Diagnostics
    ) -> StatementRead? {
        guard let data = readRegularFile(atPath: url.path) else {
            diagnostics.error("this file cannot be read; check that it is there and is a file", in: path)
            return nil
        }
        guard data.count <= StatementFormat.largestFile else {
            diagnostics.error(
                "this \(format.name) file is larger than \(StatementFormat.largestFile >> 20) MB, more than a bank statement "
                    + "holds; export a shorter period", in: path)
            return nil
        }
        do throws(StatementProblem) {
            switch format {
            case .ofx: return try OFXReader.read(data)
            case .camt053: return try CAMTReader.read(data)
            case .qif:
                let dateFormat = profile?.dateFormat ?? (settings.dateFormat == .iso ? nil : settings.dateFormat)
                return try QIFReader.read(
                    data, order: dateFormat.flatMap(Self.dateOrder), amounts: profile?.amounts ?? settings.amounts)
            }
        } catch {
            diagnostics.error(error.message, in: path, line: error.line, column: error.column)
            return nil
        }
    }

    /// Whether `entry` is read for the first time: false when the bank's identity for it (OFX `FITID`) was read
    /// before with the same day, amount and note, in an earlier export or earlier in this one. Warns when another
    /// transaction had its identity.
    private mutating func isFirstRead(_ entry: StatementEntry, path: String, _ diagnostics: inout Diagnostics) -> Bool {
        guard let identity = entry.identity else { return true }
        let seen = identities[identity, default: []]
        let read = IdentifiedEntry(
            date: entry.date, amount: entry.amount, note: entry.note, path: path, line: entry.line)
        if seen.contains(where: { $0.isSame(as: read) }) { return false }
        if let other = seen.first {
            diagnostics.warning(
                "the bank gave this transaction the id (FITID) `\(identity.drop { $0 != "#" }.dropFirst())` of "
                    + "another one, at \(other.path):\(other.line) (\(other.date), \(other.writtenAmount)), so both are "
                    + "counted; if it is the same transaction written again, check it with the bank",
                in: path, line: entry.line, column: entry.column)
        }
        identities[identity, default: []].append(read)
        return true
    }

    /// Whether `format` writes the day or the month first, for QIF's dates.
    private static func dateOrder(_ format: DateFormat) -> QIFReader.DateOrder? {
        guard let day = format.parts.firstIndex(of: .day),
            let month = format.parts.firstIndex(where: { $0 == .month || $0 == .monthName })
        else { return nil }
        return day < month ? .dayFirst : .monthFirst
    }

    /// The row `entry` makes, or nil after reporting what is wrong with it.
    private mutating func row(
        _ entry: StatementEntry, rules: [(pattern: NotePattern, category: [UInt8])], fileBudget: [UInt8],
        chargesPositive: Bool,
        path: String, _ problems: inout Diagnostics
    ) -> Row? {
        func problem(_ message: String) {
            problems.error(message, in: path, line: entry.line, column: entry.column)
        }
        let currency = entry.currency ?? homeCurrency
        guard let decimals = Currency(code: currency)?.minorUnits else {
            problem("unknown currency `\(currency)` in this file; it should be an ISO 4217 code such as USD or EUR")
            return nil
        }
        // A bank's software may write every amount with two decimals: `-1234.00` yen is 1,234 yen exactly.
        var amount = entry.amount
        while amount.decimals > decimals, amount.units % 10 == 0 {
            amount.units /= 10
            amount.decimals -= 1
        }
        guard amount.decimals > decimals || amount.decimal.magnitude <= Money.largestAmount else {
            problem(
                "`\(amount.decimal)` is more than any one transaction can be; amounts go up to 1,000,000,000,000")
            return nil
        }
        guard var units = amount.minorUnits(decimals) else {
            problem(
                "`\(amount.decimal)` has more decimals than \(currency) has (\(decimals)); the bank's file is odd, so "
                    + "check this amount with the bank")
            return nil
        }
        let kind: Transaction.Kind = (units < 0) != chargesPositive ? .expense : .deposit
        units = abs(units)
        var original: Money?
        if currency != homeCurrency {
            let amount = Decimal(minorUnits: units, decimals: decimals)
            guard let converted = converted(amount, from: currency, on: entry.date) else {
                problem(missingRate(currency, on: entry.date))
                return nil
            }
            original = Money(amount, currency)
            units = converted
        }
        let named = entry.category.map { Array($0.utf8) }
        let categoryBytes = named ?? Self.ruledCategory(entry.note, rules) ?? Self.uncategorized
        let category = categoryBytes.withUnsafeBufferPointer { categories.id($0) }
        let budget = fileBudget.withUnsafeBufferPointer { budgets.id($0) }
        let (year, month, _) = entry.date.components
        return Row(
            date: entry.date, month: year * 12 + month - 1, kind: kind, minorUnits: units, categoryID: category,
            budgetID: budget, original: original, amountField: 0)
    }
}
