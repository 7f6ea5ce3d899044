import Foundation

extension LedgerReader {
    /// Reads the records `makeReader` gives, calling `body` with each good row; the header's problems are kept only
    /// when `reportHeader`.
    mutating func readRecords(
        _ url: URL, path: String, profile: LedgerProfile?, reportHeader: Bool,
        _ body: (Row, _ detail: () -> Detail) -> Void,
        makeReader: () throws -> LedgerText.Opened
    ) -> Reading {
        var reading = Reading(summary: Summary(allowsDuplicates: profile?.allowsDuplicates ?? false))
        let fileName = url.deletingPathExtension().lastPathComponent
        var header: Header?
        var headerProblems = Diagnostics()
        var delimiter: UInt8?
        var passedOver = LedgerText.PassedOver()
        startFile()
        do {
            let opened = try makeReader()
            var reader = opened.reader
            passedOver = opened.passedOver
            try reader.forEachRecord { record in
                if header == nil {
                    let first = Header(
                        record, profile: profile, settings: settings, path: path, fileName: fileName, &headerProblems)
                    header = first
                    reading.headerLine = first.line
                    if first.isTitles { return }
                }
                guard let layout = header?.layout else { return }  // the header lacks a column, which was reported
                readRow(record, layout, path: path, &reading, body)
            }
            delimiter = reader.delimiter
        } catch {
            reading.problems.csvFailure(Self.explained(error, url: url, profile: profile), in: path)
            reading.failed = true
        }
        if let profile, let layout = header?.layout, let delimiter {
            Self.warnOfRows(passedOver, path: path, profile: profile, layout, delimiter, &reading.problems)
        }
        if reportHeader {
            headerProblems.append(contentsOf: reading.problems)
            reading.problems = headerProblems
        }
        reading.hasColumns = header != nil
        reading.signAlone = header?.layout.map { $0.signGivesKind && !$0.chargesPositive } ?? false
        endFile(&reading)
        return reading
    }

    /// A CSV ledger's first record: the titles of its columns, or its first row when the profile says `header: none`
    /// (the columns are then named by their numbers).
    private struct Header {
        /// The line the record starts on.
        var line: Int
        /// Whether the record names the columns, and so is no row.
        var isTitles: Bool
        /// How the rows are read; nil when a column that is needed is missing, which was reported.
        var layout: Layout?

        init(
            _ record: CSVReader.Record, profile: LedgerProfile?, settings: BudgetSettings, path: String,
            fileName: String, _ problems: inout Diagnostics
        ) {
            let positions = record.positions()
            line = positions.first?.line ?? 1
            isTitles = profile?.hasHeader ?? true
            let titles =
                isTitles ? (0..<record.count).map(record.string) : (0..<record.count).map { String($0 + 1) }
            let columns = LedgerColumns(
                titles, profile: profile, at: { positions[$0] }, path: path, headerLine: isTitles ? record.line : nil,
                diagnostics: &problems)
            if !columns.isMissingRequired {
                layout = Layout(columns, titles: titles, profile: profile, settings: settings, fileName: fileName)
            }
        }
    }

    /// Reads one record as a row, handing it to `body` when it is good and counting it skipped when not; a row the
    /// profile's `skip_rows` passes over is not counted.
    private mutating func readRow(
        _ record: CSVReader.Record, _ layout: Layout, path: String, _ reading: inout Reading,
        _ body: (Row, _ detail: () -> Detail) -> Void
    ) {
        if !layout.skips.isEmpty, layout.skips(record) { return }
        reading.summary.rows += 1
        guard let row = check(record, layout, path: path, &reading.rows),
            fitsTotals(row, at: record.position(of: row.amountField), path: path, &reading.problems)
        else {
            reading.summary.skipped += 1
            return
        }
        body(row) {
            Detail(
                record: record, noteFields: layout.noteFields(of: record), amountField: row.amountField,
                category: categories.names[row.categoryID], budget: budgets.names[row.budgetID],
                methodField: layout.method)
        }
    }

    /// Clears what the checks of rows note about the file being read.
    private mutating func startFile() {
        sawNegativeAmount = false
        rowsWithoutRates = 0
        currenciesWithoutRates = []
        rowWarnings = Diagnostics()
        warnedHomeCharge = false
    }

    /// Hands what the checks of rows noted about the file to `reading`, for the checks of the whole file.
    private func endFile(_ reading: inout Reading) {
        reading.sawNegativeAmount = sawNegativeAmount
        reading.rowsWithoutRates = rowsWithoutRates
        reading.currenciesWithoutRates = currenciesWithoutRates
        reading.rowWarnings = rowWarnings
        reading.warnedHomeCharge = warnedHomeCharge
    }

    /// Why the file could not be read as CSV; a file that is not UTF-8 is told how to read it in its own encoding too,
    /// unless its profile names one.
    private static func explained(_ error: Error, url: URL, profile: LedgerProfile?) -> Error {
        guard var problem = error as? CSVReader.Problem, problem.isEncoding, (profile?.encoding ?? .utf8) == .utf8
        else { return error }
        problem.message +=
            "; or read it as it is: in budgets.yml, under `ledgers:` and `\"\(url.lastPathComponent)\":`, "
            + "write `encoding: windows-1252`"
        return problem
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
                "every row in this file is in \(other), and the budgets' currency is \(homeCurrency); if this household's "
                    + "money is in \(other), write `currency: \(other)` in \(settings.path) (or in the site's "
                    + "Content/site.yml, for the whole site)", in: path, line: reading.headerLine)
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
}
