import Foundation

/// Reads QIF, the Quicken Interchange Format: `!Type:Bank`, `!Type:CCard`, `!Type:Cash` (and `Oth A`, `Oth L`)
/// sections of records, one field a line, each record ended by `^`. `D` is the date, `T` (or `U`) the signed
/// amount, `P` the payee, `M` the memo, `L` the category (`[Savings]`, a transfer, as `Transfer: Savings`); a
/// split (`S` category, `E` memo, `$` amount) becomes an entry of its own. Lists (`!Type:Cat`, `!Account`, …) and
/// investment sections are passed over.
public enum QIFReader {
    /// The order of day and month in a file's dates.
    public enum DateOrder: Sendable, Equatable {
        case monthFirst, dayFirst
    }

    /// The entries of the QIF file `data`. `order` is what a profile's `date_format` says; without it the file's
    /// dates must show it (a day above 12 somewhere), or the first date that could be either is an error.
    /// `amounts` reads `T`, `U` and `$`.
    public static func read(
        _ data: Data, order: DateOrder?, amounts: AmountText = AmountText()
    ) throws(StatementProblem) -> StatementRead {
        let text =
            String(validatingUTF8Data: data)
            ?? String(String.UnicodeScalarView(CodePage.decode([UInt8](data), codePage: 1252)))
        var read = StatementRead()
        var records: [Record] = []
        var record = Record()
        var section: String?
        var lineNumber = 0
        var warnedSections = Set<String>()
        for rawLine in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            lineNumber += 1
            var line = Substring(rawLine)
            if lineNumber == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }
            line = line.drop { $0 == " " || $0 == "\t" }
            guard let code = line.first else { continue }
            let value = String(line.dropFirst()).trimmingCharacters(in: .whitespaces)
            if code == "!" {
                // the section's last record, when its `^` is missing, as at the end of the file
                if record.hasContent { records.append(record) }
                section = Self.section(
                    after: value, line: lineNumber, current: section, warned: &warnedSections,
                    warnings: &read.warnings)
                record = Record()
                continue
            }
            guard let section, readTypes.contains(section) else {
                if section == nil {
                    throw StatementProblem(
                        line: lineNumber,
                        "this QIF line comes before any `!Type:` line; the file should start with one, such as !Type:Bank"
                    )
                }
                continue
            }
            if record.line == 0 { record.line = lineNumber }
            switch code {
            case "^":
                if record.hasContent { records.append(record) }
                record = Record()
            default: record.take(code, value, line: lineNumber)
            }
        }
        if record.hasContent { records.append(record) }
        let order = try dateOrder(records, given: order)
        for record in records {
            do throws(StatementProblem) {
                read.entries.append(contentsOf: try entries(record, order: order, amounts: amounts))
            } catch {
                read.problems.append(error)
            }
        }
        return read
    }

    private static let readTypes: Set<String> = ["bank", "ccard", "cash", "otha", "othl"]
    /// Sections that are lists, not transactions, passed over without a word.
    private static let listTypes: Set<String> = ["cat", "class", "memorized", "prices", "security", "account"]

    private struct Split {
        var category: String
        var memo = ""
        var amount: (text: String, line: Int)?
        var line: Int
    }

    private struct Record {
        var line = 0
        var date: (text: String, line: Int)?
        var amount: (text: String, line: Int)?
        var payee = "", memo = "", category = ""
        var splits: [Split] = []

        var hasContent: Bool { date != nil || amount != nil || !splits.isEmpty }

        /// Takes the field a line with `code` gives (`D` date, `T` amount, `S` a split's category, …).
        mutating func take(_ code: Character, _ value: String, line: Int) {
            switch code {
            case "D": date = (value, line)
            case "T": amount = (value, line)
            case "U": if amount == nil { amount = (value, line) }
            case "P": payee = value
            case "M": memo = value
            case "L": category = value
            case "S": splits.append(Split(category: value, line: line))
            case "E":
                if splits.isEmpty { splits.append(Split(category: "", line: line)) }
                splits[splits.count - 1].memo = value
            case "$":
                if splits.isEmpty { splits.append(Split(category: "", line: line)) }
                splits[splits.count - 1].amount = (value, line)
            default: break  // N (check number), C (cleared), A (address), % (split percent), I, Q, … tell nothing more
            }
        }
    }

    /// The section a `!` line starts: `!Type:…` names one (a type Cash Dash does not read is warned of, once), an
    /// account list is `account`, and other options (`!Option:AutoSwitch`) leave `section` as it is.
    private static func section(
        after value: String, line: Int, current section: String?, warned warnedSections: inout Set<String>,
        warnings: inout [StatementProblem]
    ) -> String? {
        let header = value.lowercased().replacingOccurrences(of: " ", with: "")
        if header.hasPrefix("type:") {
            let type = String(header.dropFirst(5))
            if !readTypes.contains(type) && !listTypes.contains(type) && warnedSections.insert(type).inserted {
                warnings.append(
                    StatementProblem(
                        line: line,
                        "`!\(value)` records are not read: Cash Dash reads Bank, CCard and Cash accounts (`!Type:Bank`, "
                            + "`!Type:CCard`, `!Type:Cash`)"))
            }
            return type
        }
        // `!Option:AutoSwitch` and the like change nothing
        return header.hasPrefix("account") ? "account" : section
    }

    /// A date's three numbers as written (`11/24/2026`, `24.11.26`, `11/24'26`, ` 1/ 5/2026`), with the year made
    /// whole; or the year first (`2026-11-24`).
    private static func numbers(_ text: String) -> (first: Int, second: Int, year: Int, yearFirst: Bool)? {
        var parts: [Int] = [], digits: [Int] = [], separators: [Character] = []
        var current = ""
        for character in text {
            if character.isASCII, character.isNumber {
                current.append(character)
            } else if character == " " {
                continue
            } else if "/'.-".contains(character), !current.isEmpty {
                parts.append(Int(current)!); digits.append(current.count); separators.append(character)
                current = ""
            } else {
                return nil
            }
        }
        guard !current.isEmpty, current.count <= 4 else { return nil }
        parts.append(Int(current)!); digits.append(current.count)
        guard parts.count == 3, digits[1] <= 2 else { return nil }
        if digits[0] == 4 { return (parts[1], parts[2], parts[0], true) }
        guard digits[0] <= 2, digits[2] == 2 || digits[2] == 4 else { return nil }
        var year = parts[2]
        // Quicken writes 2000s as 11/24'26
        if digits[2] == 2 { year += separators[1] == "'" || year < 30 ? 2000 : 1900 }
        return (parts[0], parts[1], year, false)
    }

    /// How the file orders day and month: from a date where one is above 12, else as given, else an error at the first
    /// date that could be either.
    private static func dateOrder(_ records: [Record], given: DateOrder?) throws(StatementProblem) -> DateOrder {
        var monthFirst: Int?, dayFirst: Int?, ambiguous: (text: String, line: Int)?
        for record in records {
            guard let date = record.date, let parts = numbers(date.text), !parts.yearFirst else { continue }
            if parts.second > 12, parts.first <= 12 { monthFirst = monthFirst ?? date.line }
            if parts.first > 12, parts.second <= 12 { dayFirst = dayFirst ?? date.line }
            if parts.first <= 12, parts.second <= 12, parts.first != parts.second { ambiguous = ambiguous ?? date }
        }
        if let given { return given }
        switch (monthFirst, dayFirst) {
        case let (month?, day?):
            throw StatementProblem(
                line: max(month, day),
                "this date has its \(month > day ? "month" : "day") first, but line \(min(month, day))'s has its \(month > day ? "day" : "month") "
                    + "first; write `date_format: MM/DD/YYYY` (or DD/MM/YYYY) for this file under `ledgers:` in budgets.yml"
            )
        case (_?, nil): return .monthFirst
        case (nil, _?): return .dayFirst
        case (nil, nil):
            guard let ambiguous else { return .monthFirst }
            throw StatementProblem(
                line: ambiguous.line, column: 2,
                "`\(ambiguous.text)` could be day/month or month/day, and no date in this file has a day above 12 to tell; "
                    + "write `date_format: MM/DD/YYYY` (or DD/MM/YYYY) for this file under `ledgers:` in budgets.yml")
        }
    }

    /// The entries of `record`: one, or one for each of its splits, whose amounts must add up to its total.
    private static func entries(
        _ record: Record, order: DateOrder, amounts: AmountText
    ) throws(StatementProblem) -> [StatementEntry] {
        let date = try day(of: record, order: order)
        guard let total = record.amount else {
            throw StatementProblem(
                line: record.line, "this QIF record has no `T` line (its amount); add one, such as T-12.50")
        }
        let value = try amount(total, amounts)
        func note(_ memo: String) -> String {
            [record.payee, memo == record.payee ? "" : memo].filter { !$0.isEmpty }.joined(separator: " · ")
        }
        guard !record.splits.isEmpty else {
            return [
                StatementEntry(
                    date: date, amount: value, note: note(record.memo), category: category(record.category),
                    line: total.line, column: 2)
            ]
        }
        var entries: [StatementEntry] = []
        var sum = Decimal(0)
        for split in record.splits {
            guard let field = split.amount else {
                throw StatementProblem(
                    line: split.line, "this split has no `$` line (its amount); add one, such as $-12.50")
            }
            let splitValue = try amount(field, amounts)
            sum += splitValue.decimal
            entries.append(
                StatementEntry(
                    date: date, amount: splitValue, note: note(split.memo.isEmpty ? record.memo : split.memo),
                    category: category(split.category) ?? category(record.category), line: field.line, column: 2))
        }
        guard sum == value.decimal else {
            throw StatementProblem(
                line: total.line, column: 2,
                "the splits of this record add up to \(sum), but its total is `\(total.text)`; correct a split or the total"
            )
        }
        return entries
    }

    /// The day of `record`'s `D` line, its day and month in `order` unless its year comes first.
    private static func day(of record: Record, order: DateOrder) throws(StatementProblem) -> Day {
        guard let dateText = record.date else {
            throw StatementProblem(
                line: record.line, "this QIF record has no `D` line (its date); add one, such as D11/24/2026")
        }
        guard let parts = numbers(dateText.text) else {
            throw StatementProblem(
                line: dateText.line, column: 2,
                "`\(dateText.text)` is not a date; QIF writes dates like 11/24/2026, 24/11/2026 or 11/24'26")
        }
        let (month, day) =
            parts.yearFirst || order == .monthFirst ? (parts.first, parts.second) : (parts.second, parts.first)
        guard (1...9999).contains(parts.year), (1...12).contains(month),
            (1...DateFormat.days(inMonth: month, of: parts.year)).contains(day)
        else {
            throw StatementProblem(
                line: dateText.line, column: 2,
                "`\(dateText.text)` is not a day of the calendar (read as \(order == .monthFirst ? "month/day" : "day/month")); check it"
            )
        }
        return Day(year: parts.year, month: month, day: day)
    }

    /// The amount of a `T`, `U` or `$` line; a problem that says so when the file writes the other decimal separator.
    private static func amount(
        _ field: (text: String, line: Int), _ amounts: AmountText
    ) throws(StatementProblem) -> AmountText.Value {
        guard let value = amounts.parse(Array(field.text.utf8)) else {
            let comma = amounts.decimalSeparator == UInt8(ascii: ",")
            var message =
                "`\(field.text)` is not an amount; QIF writes amounts like \(comma ? "-1.234,56" : "-1,234.56")"
            // Written the other way round: a bank of a decimal-comma country, or the reverse.
            let other = AmountText(decimalSeparator: comma ? "." : ",")
            if other.parse(Array(field.text.utf8)) != nil {
                message +=
                    comma
                    ? "; this one has a decimal point, but budgets.yml (or this file's profile there) says "
                        + "`decimal_separator: \",\"`; give this file a profile without it"
                    : "; this bank writes a decimal comma: add `decimal_separator: \",\"` to budgets.yml, or to this "
                        + "file's profile there"
            }
            throw StatementProblem(line: field.line, column: 2, message)
        }
        return value
    }

    /// A category as Cash Dash names it: `Food:Groceries/Class` without the class, `[Savings]` as `Transfer: Savings`.
    private static func category(_ text: String) -> String? {
        var name = text
        if name.hasPrefix("[") {
            name = "Transfer: " + name.dropFirst().prefix { $0 != "]" }
        } else if let slash = name.firstIndex(of: "/") {
            name = String(name[..<slash])
        }
        name = name.trimmingCharacters(in: .whitespaces)
        return name.isEmpty || name == "Transfer: " ? nil : name
    }
}
