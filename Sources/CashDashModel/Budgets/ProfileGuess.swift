import Foundation

/// The import profile `cashdash import` works out from a bank's export: its encoding, delimiter, preamble and footer,
/// header (or none), the role of each column, the date format, the decimal separator and the sign of the amounts
/// (checked against a running balance when there is one), and the balance before the first row.
///
/// Lines are split one by one, so a quoted field holding a line break is not expected in an export read this way.
public struct ProfileGuess: Sendable {
    /// Why no profile could be worked out, said so as to lead to the fix.
    public struct Problem: Error, Sendable {
        public var message: String
        /// Date patterns that read every date (`DD/MM/YYYY` and `MM/DD/YYYY`): the user must choose.
        public var dateChoices: [String] = []
    }

    public var encoding: LedgerProfile.Encoding
    /// `,`, `;`, tab or `|`.
    public var delimiter: Character
    /// Lines before the header (or the first row) and after the last row.
    public var skipTop = 0, skipBottom = 0
    /// The header's titles, or nil for a file without one (columns are then named by position).
    public var header: [String]?
    /// The role of each column, in order.
    public var roles: [LedgerProfile.Role] = []
    public var dateFormat: String
    public var decimalComma = false
    /// `amounts: charges-positive`.
    public var chargesPositive = false
    /// The bank's type words and what each is, when the amounts carry no sign.
    public var types: [(word: String, kind: Transaction.Kind)] = []
    /// The balance before the first row, from the running balance, when it fits the amounts.
    public var startingBalance: Decimal?
    /// What was found about the sign and the balance, in words, for the user.
    public var findings: [String] = []
    /// Rows to pass over (`skip_rows`), as a known layout says: a bank's pending rows.
    public var skipRows: [LedgerProfile.SkipRule] = []
    /// `extra_fields: note`, as a known layout says: fields past the header's last title are more of the note.
    public var extraFieldsAreNote = false
    /// `continued_lines: note`: a line with no date and no amount right after a row is more of that row's note.
    public var continuedLinesAreNote = false
    /// Readings nothing in the file could check (which way amounts count with no running balance, a balance the
    /// amounts do not follow), each saying what to choose: `import --yes` refuses a profile with any, and at a
    /// terminal they are shown before the question.
    public var doubts: [String] = []

    /// How the amounts are written when the user says so (`import --amounts`): the question a file with no running
    /// balance cannot answer.
    public enum AmountSigns: String, Sendable, CaseIterable {
        /// Money out positive, as card exports write charges.
        case chargesPositive = "charges-positive"
        /// Money out negative.
        case signed
    }

    /// Date patterns tried, most likely first; a pattern and its day–month twin are both tried, and both reading
    /// every date is a question for the user.
    static let datePatterns = [
        "YYYY-MM-DD", "YYYY-MM-DDThh:mm:ss", "YYYY-MM-DD hh:mm:ss", "YYYY-MM-DD hh:mm", "YYYY/MM/DD", "YYYYMMDD",
        "YYYY.MM.DD.", "YYYY.MM.DD",
        "MM/DD/YYYY", "DD/MM/YYYY", "DD.MM.YYYY", "MM/DD/YY", "DD/MM/YY", "DD.MM.YY", "DD-MM-YYYY", "MM-DD-YYYY",
        "DD Mon YYYY", "Mon DD, YYYY", "DD. Mon YYYY", "DD-Mon-YYYY", "DD-Mon-YY", "DD Mon YY",
        "MM/DD/YYYY hh:mm:ss", "DD/MM/YYYY hh:mm:ss", "DD.MM.YYYY hh:mm", "OFX",
    ]

    /// Works out the profile of the export in `data`; `dateFormat`, when given, settles which date pattern it uses.
    public init(_ data: Data, dateFormat given: String? = nil, amounts signs: AmountSigns? = nil) throws(Problem) {
        let (text, encoding) = Self.decode(data)
        let lines = Self.lines(text)
        if let known = Self.knownLayout(of: data, lines: lines, encoding: encoding) {
            self = try Self(
                known: known.layout, headerLine: known.headerLine, lines: known.lines, encoding: known.encoding,
                dateFormat: given, amounts: signs)
            return
        }
        self.encoding = encoding
        // The delimiter: the one giving the longest run of lines with the same number of fields (two or more), and
        // of two as long, the one with more fields: `;` in `01.11.2026;-12,50;Cafe` and ABN AMRO's tabs, where `,`
        // splits each amount at its decimal comma. A line is as wide as the run's first when it has as many fields,
        // or as many once a last empty one is left out: a bank's trailing delimiter (Chase), or a row whose last
        // column is empty under a header that names it.
        var best: (delimiter: Character, start: Int, end: Int, width: Int)?
        for delimiter in [",", ";", "\t", "|"] as [Character] {
            let counts = lines.map { line in
                let fields = Self.fields(line, delimiter)
                return (all: fields.count, filled: Self.fieldCount(fields))
            }
            var index = 0
            while index < counts.count {
                guard counts[index].filled >= 2, !lines[index].isEmpty else {
                    index += 1
                    continue
                }
                func isAsWide(_ line: Int) -> Bool {
                    line < counts.count && !lines[line].isEmpty
                        && (counts[line].all == counts[index].all || counts[line].filled == counts[index].filled)
                }
                // A run goes on past one row of another width (ING's pension row, a field short) when the next is
                // as wide again, wherever it is: the reader says which field the row lacks. A line of one field (a
                // `Pending transactions` label between two tables) ends it.
                var end = index + 1
                while isAsWide(end) || (end + 1 < counts.count && counts[end].filled >= 2 && isAsWide(end + 1)) {
                    end += 1
                }
                if (end - index, counts[index].filled) > (best.map { ($0.end - $0.start, $0.width) } ?? (1, .max)) {
                    best = (delimiter, index, end, counts[index].filled)
                }
                index = end
            }
        }
        guard let best else {
            throw Problem(
                message: "this file has no table of rows with two or more fields in each; is it a CSV export? If it "
                    + "is, write its profile by hand, naming its `columns` (the manual, Bank imports: Import profiles)")
        }
        delimiter = best.delimiter
        var table = (best.start..<best.end).map { Self.fields(lines[$0], best.delimiter) }
        let width = table.map(Self.fieldCount).max() ?? 0
        table = table.map { Array($0.prefix(width)) + Array(repeating: "", count: max(0, width - $0.count)) }
        // The header: a first line with no date in it.
        let formats = Self.datePatterns.compactMap { DateFormat($0) }
        func isDate(_ text: String) -> Bool { formats.contains { $0.parse(Array(text.utf8)) != nil } }
        let hasHeader = !table[0].contains(where: isDate)
        var rows = Array(table.dropFirst(hasHeader ? 1 : 0))
        let firstRowLine = best.start + (hasHeader ? 1 : 0)
        // The date column: the one where most rows hold a date, the header's `date` first.
        let headerWords = hasHeader ? table[0].map(Self.words) : Array(repeating: [], count: width)
        func dateShare(_ column: Int) -> Int { rows.filter { isDate($0[column]) }.count }
        let dateColumns = (0..<width).filter { dateShare($0) * 2 > rows.count }
        guard
            let dateColumn = dateColumns.first(where: { Self.names(headerWords[$0], Self.dateWords) })
                ?? dateColumns.first
        else {
            throw Problem(
                message:
                    "no column of this file holds dates that Cash Dash can read; name its date column in the profile's "
                    + "`columns` by hand, with its pattern in `date_format` (the manual, Bank imports: Import profiles)"
            )
        }
        // Lines at either end of the table without a date are a footer (or a second header).
        let firstData = rows.firstIndex { isDate($0[dateColumn]) } ?? 0
        let lastData = rows.lastIndex { isDate($0[dateColumn]) } ?? rows.count - 1
        rows = Array(rows[firstData...lastData])
        header = hasHeader ? table[0] : nil
        skipTop = hasHeader ? best.start : firstRowLine + firstData
        // A line right after the table with a date where the rows have theirs is a row, not a footer, though it has
        // more or fewer fields (ING's pension row, its booking text left out): left to the reader, which says which
        // field is missing, rather than passed over without a word.
        func isDated(_ line: String) -> Bool {
            let fields = Self.fields(line, best.delimiter)
            return dateColumn < fields.count && isDate(fields[dateColumn])
        }
        var lastRowLine = firstRowLine + lastData
        while lastRowLine + 1 >= best.end, lastRowLine + 1 < lines.count, isDated(lines[lastRowLine + 1]) {
            lastRowLine += 1
        }
        let lastNonBlank = lines.lastIndex { !$0.isEmpty } ?? 0
        skipBottom = lastNonBlank - lastRowLine
        // The date format, from the rows that have a date: a `Pending` in a card's date column is no date.
        dateFormat = try Self.dateFormat(of: rows.map { $0[dateColumn] }.filter(isDate), given: given)
        skipLinesThatAreNoRows(&rows, firstLine: firstRowLine + firstData, dateColumn: dateColumn, isDate: isDate)
        keepContinuedLinesAtTheEnd(lines, dateColumn: dateColumn, isDate: isDate)
        // The decimal separator: the one reading every number of the amount-like columns.
        let point = AmountText(), comma = AmountText(decimalSeparator: ",")
        func reads(_ amounts: AmountText, _ column: Int) -> Bool {
            let values = rows.map { $0[column] }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            return !values.isEmpty && values.allSatisfy { amounts.parse(Array($0.utf8)) != nil }
        }
        let others = (0..<width).filter { $0 != dateColumn && !dateColumns.contains($0) }
        let byPoint = others.filter { reads(point, $0) }, byComma = others.filter { reads(comma, $0) }
        decimalComma =
            byComma.count > byPoint.count
            || (byComma.count == byPoint.count && best.delimiter == ";" && !byComma.isEmpty)
        let amounts = decimalComma ? comma : point
        let numeric = Set(decimalComma ? byComma : byPoint)
        // Roles: by the header's words, checked against what the column holds; without a header, by what it holds.
        var roles = [LedgerProfile.Role](repeating: .ignore, count: width)
        roles[dateColumn] = .column(.date)
        // A column with nothing in it (OCBC's `Deposits (SGD)` in a month with none) reads as any number would.
        let empty = Set(
            (0..<width).filter { column in
                rows.allSatisfy { $0[column].trimmingCharacters(in: .whitespaces).isEmpty }
            })
        func take(_ words: [String], _ role: LedgerProfile.Role, numericOnly: Bool = true, unless: [String] = []) {
            guard hasHeader else { return }
            // A title that is the word wins over one that ends in it: Sparkasse's `Betrag`, not its earlier
            // `Lastschrift Ursprungsbetrag`.
            let whole = (0..<width).filter { Self.names(headerWords[$0], words, wholeWords: true) }
            for column in whole + (0..<width).filter({ !whole.contains($0) })
            where roles[column] == .ignore && Self.names(headerWords[column], words) {
                let moneyOutOrIn = role == .column(.debit) || role == .column(.credit)
                if numericOnly && !numeric.contains(column) && !(moneyOutOrIn && empty.contains(column)) { continue }
                if Self.names(headerWords[column], unless) { continue }
                if role != .column(.note) && roles.contains(role) { continue }
                roles[column] = role
            }
        }
        take(Self.balanceWords, .balance)
        // An amount or a currency in another currency than the account's (N26's `Amount (Foreign Currency)`,
        // `Original Currency`) is what the shop charged, not what the account moved.
        let foreign = ["original", "foreign", "fremdwahrung", "ursprungs", "originalbetrag", "originalwahrung"]
        let notTheMoney = Self.notMovedWords + Self.balanceWords + foreign
        // `Debit Amount` and `Credit Amount` (Lloyds) are money out and in, not one amount.
        take(Self.amountWords, .column(.amount), unless: notTheMoney + Self.debitWords + Self.creditWords)
        take(Self.debitWords, .column(.debit), unless: notTheMoney)
        take(Self.creditWords, .column(.credit), unless: notTheMoney)
        if !roles.contains(where: { [.column(.amount), .column(.debit), .column(.credit)].contains($0) }) {
            take(Self.netWords, .column(.amount), unless: notTheMoney)  // PayPal's `Net`: what its balance follows
            take(Self.grossWords, .column(.amount), unless: notTheMoney)
        }
        take(Self.currencyWords, .column(.currency), numericOnly: false, unless: foreign)
        // A currency column is one of codes (`EUR`), not numbers.
        if let currency = roles.firstIndex(of: .column(.currency)),
            !rows.allSatisfy({ row in
                let code = row[currency].trimmingCharacters(in: .whitespaces)
                return code.isEmpty || (code.count == 3 && code.allSatisfy { $0.isLetter && $0.isASCII })
            })
        {
            roles[currency] = .ignore
        }
        take(Self.categoryWords, .column(.category), numericOnly: false)
        // A column holding only a bank's words for money out and in (ING's `Debit`/`Credit` or `Af`/`Bij`) says which
        // way each row went, before one whose title says type (ING's `Transaction type` says how, not which way).
        // Volksbank's has no title (`" "`): the profile names it so, unless another column is untitled too, when the
        // name would say neither.
        let untitled = hasHeader ? (0..<width).filter { CSVHeader.key(table[0][$0]).isEmpty } : []
        if let direction = (0..<width).first(where: { column in
            let values = rows.map { $0[column] }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            return roles[column] == .ignore && !numeric.contains(column) && !values.isEmpty
                && values.allSatisfy { Self.direction($0) != nil } && (untitled.count < 2 || !untitled.contains(column))
        }) {
            roles[direction] = .column(.type)
        }
        take(Self.typeWords, .column(.type), numericOnly: false)
        take(Self.noteWords, .column(.note), numericOnly: false, unless: ["mail"])  // PayPal's `To Email Address`
        // A column of a bank's words for money out and in is no note (Chase's `Details`: DEBIT, CREDIT, CHECK) when
        // another column is one.
        let notes = roles.indices.filter { roles[$0] == .column(.note) }
        if notes.count > 1 {
            for column in notes {
                let values = Set(rows.map { $0[column].trimmingCharacters(in: .whitespaces) }).filter { !$0.isEmpty }
                if !values.isEmpty, values.filter({ Self.direction($0) != nil }).count * 2 >= values.count {
                    roles[column] = .ignore
                }
            }
        }
        func values(_ column: Int) -> [Decimal?] {
            rows.map { row in
                row[column].trimmingCharacters(in: .whitespaces).isEmpty
                    ? 0 : amounts.parse(Array(row[column].utf8))?.decimal
            }
        }
        if !hasHeader {
            // The amount and the balance are the two columns that follow each other best, wherever they are, money
            // out negative first: ABN AMRO writes the balance before and after each row, then the amount, and the
            // balance before follows the amounts too, read from the last row up with money out positive. A number
            // the same on every row may be the amount (a monthly savings plan), which its balance shows; ABN AMRO's
            // account number fits no balance, and without a pair it is not taken for the amount.
            let numbers = others.filter { numeric.contains($0) }
            var pair: (amount: Int, balance: Int, fits: Int, sign: Int)?
            for amount in numbers {
                for balance in numbers where balance != amount {
                    let fit = Self.balanceFit(values(amount), values(balance))
                    if (fit.fits, fit.sign) > (pair?.fits ?? 0, pair?.sign ?? -1) {
                        pair = (amount, balance, fit.fits, fit.sign)
                    }
                }
            }
            if let split = Self.moneyOutAndIn(numbers, values: values), split.fits >= pair?.fits ?? 0 {
                roles[split.out] = .column(.debit)
                roles[split.in] = .column(.credit)
                roles[split.balance] = .balance
            } else if let pair, pair.fits * 2 >= max(1, rows.count - 1) {
                roles[pair.amount] = .column(.amount)
                roles[pair.balance] = .balance
            } else if let first = Self.oneOfTwoPairs(numbers, values: values).first,
                case let filled = { (column: Int) in values(column).filter { ($0 ?? 0) != 0 }.count },
                values(first).allSatisfy({ ($0 ?? 0) >= 0 }), values(first + 1).allSatisfy({ ($0 ?? 0) >= 0 })
            {
                // Two columns of unsigned money, never both on one row: one is money out, the other money in, and
                // with no header and no balance nothing says which. The one with more rows is taken for money out.
                let out = filled(first) >= filled(first + 1) ? first : first + 1,
                    into = out == first ? first + 1 : first
                roles[out] = .column(.debit)
                roles[into] = .column(.credit)
                doubts.append(
                    "this file has no header and no running balance, so which of columns \(first + 1) and \(first + 2) "
                        + "(never both filled on one row) is money out and which money in cannot be checked (column "
                        + "\(out + 1) is taken as money out); name them in the profile by hand: `\"\(out + 1)\": debit` "
                        + "and `\"\(into + 1)\": credit`, or the other way round (the manual, Bank imports)")
            } else {
                let varying = numbers.filter { column in rows.count < 2 || Set(rows.map { $0[column] }).count > 1 }
                // Money has cents; a reference number (ASB's `2013011702`) has none.
                if let first = varying.max(by: { Self.decimalShare(rows, $0) < Self.decimalShare(rows, $1) }) {
                    roles[first] = .column(.amount)
                    // With no header and no balance, nothing says which of several columns of numbers is the money.
                    if varying.count > 1 {
                        doubts.append(
                            "this file has no header and no running balance, so which of its \(varying.count) columns of "
                                + "numbers is the amount cannot be checked (column \(first + 1) is taken); name the "
                                + "columns in the profile by hand (the manual, Bank imports)")
                    }
                }
            }
            let texts = others.filter { !numeric.contains($0) }
            if let note = texts.max(by: { a, b in Set(rows.map { $0[a] }).count < Set(rows.map { $0[b] }).count }) {
                roles[note] = .column(.note)
            }
        }
        guard roles.contains(.column(.amount)) || roles.contains(.column(.debit)) || roles.contains(.column(.credit))
        else {
            throw Problem(
                message:
                    "no column of this file holds amounts Cash Dash can read; name its amount column in the profile's "
                    + "`columns` by hand (`\"Betrag\": amount`; the manual, Bank imports: Import profiles)"
            )
        }
        // The sign: the running balance says which way amounts count; without one, mostly positive amounts are a
        // card's charges.
        let amountColumn = roles.firstIndex(of: .column(.amount))
        /// Whether a running balance follows every row: then no row is in doubt.
        var verified = false
        defer { if !verified { doubts += Self.rowsThatMayNotBeMoney(rows, titles: header) } }
        var signed: [Decimal?]
        if let amountColumn {
            signed = values(amountColumn)
        } else {
            let debit = roles.firstIndex(of: .column(.debit)).map(values),
                credit = roles.firstIndex(of: .column(.credit)).map(values)
            signed = rows.indices.map { row in
                let out: Decimal? = debit == nil ? 0 : debit![row], into: Decimal? = credit == nil ? 0 : credit![row]
                guard let out, let into else { return nil }
                return abs(into) - abs(out)
            }
        }
        let typeColumn = roles.firstIndex(of: .column(.type))
        let unsigned = amountColumn != nil && signed.allSatisfy { ($0 ?? 0) >= 0 }
        if let typeColumn, !unsigned || amountColumn == nil {
            roles[typeColumn] = .ignore  // the sign says it, and a bank's own words (ACH_DEBIT) would need `types`
        } else if let typeColumn {
            let words = Set(rows.map { $0[typeColumn].trimmingCharacters(in: .whitespaces) })
            for word in words.sorted() where !word.isEmpty {
                let lower = word.lowercased()
                let kind: Transaction.Kind =
                    Self.direction(word) ?? (Self.creditTypeWords.contains { lower.contains($0) } ? .deposit : .expense)
                types.append((word, kind))
            }
            // A column that marks one way only (a card's `CR` on payments): a row left blank went the other way.
            let marked = Set(types.compactMap { Self.direction($0.word) })
            if words.contains(""), marked.count == 1, let only = marked.first {
                types.append(("", only == .deposit ? .expense : .deposit))
                findings.append(
                    "the type column marks only money \(only == .deposit ? "in" : "out"), so a row without a mark is "
                        + "money \(only == .deposit ? "out" : "in") (`\"\": \(only == .deposit ? "expense" : "deposit")` in `types`)"
                )
            }
            findings.append("the amounts have no sign, so the type column says which rows are money in (check `types`)")
            // A word that is no bank's word for in or out (`Card payment`) is read by guess, unless a balance shows it.
            let guessed = types.filter { !$0.word.isEmpty && Self.direction($0.word) == nil }
            if !guessed.isEmpty, roles.firstIndex(of: .balance) == nil {
                doubts.append(
                    "the type column's "
                        + guessed.map { "`\($0.word)`" }.joined(separator: ", ")
                        + " \(guessed.count == 1 ? "is" : "are") read as shown under `types` by guess, and no running "
                        + "balance can check it; check `types` in the profile shown")
            }
            if let balanceColumn = roles.firstIndex(of: .balance) {
                // A word's kind as the running balance shows it, where it shows it: "Card payment" holds `payment`,
                // a word for money in, and is money out.
                let shown = Self.kindsShown(
                    by: values(balanceColumn), amounts: signed, words: rows.map { $0[typeColumn] })
                let corrected = types.filter { type in shown[type.word].map { $0 != type.kind } ?? false }
                types = types.map { ($0.word, shown[$0.word] ?? $0.kind) }
                if !corrected.isEmpty {
                    findings.append(
                        "the running balance shows which way "
                            + corrected.map { "`\($0.word)`" }.joined(separator: ", ") + " went")
                }
            }
            // The balance follows the amounts as the type words sign them.
            let kinds = Dictionary(types.map { ($0.word, $0.kind) }, uniquingKeysWith: { first, _ in first })
            signed = zip(rows, signed).map { row, amount in
                amount.map { kinds[row[typeColumn].trimmingCharacters(in: .whitespaces)] == .expense ? -$0 : $0 }
            }
        }
        if let balanceColumn = roles.firstIndex(of: .balance),
            readBalanceBefore(
                column: balanceColumn, roles: &roles, rows: rows, signed: &signed, balances: values(balanceColumn),
                signsGiven: signs)
        {
            verified = true
        } else if let balanceColumn = roles.firstIndex(of: .balance) {
            let fit = Self.balanceFit(signed, values(balanceColumn))
            // Money in and out read the other way round from `types` or from debit and credit columns is no fit.
            let reversed = fit.sign < 0 && (amountColumn == nil || !types.isEmpty)
            verified = fit.steps > 0 && fit.fits == fit.steps && !reversed
            // A balance that breaks only where the bank's row numbers skip is checked on every step it can be.
            let sequence = Self.sequenceColumn(rows, among: roles.indices.filter { roles[$0] == .ignore })
            if !verified, !reversed, let sequence,
                Self.breaksOnlyAtGaps(
                    Self.balanceSteps(signed, values(balanceColumn), forward: fit.forward, sign: fit.sign),
                    numbers: sequence.numbers)
            {
                verified = true
                let title = header.map { "`\($0[sequence.column])`" } ?? "column \(sequence.column + 1)"
                findings.append(
                    "the running balance follows the amounts on \(fit.fits) of \(fit.steps) steps, and breaks only where "
                        + "the bank's row numbers (\(title)) skip: rows this export leaves out")
            } else if fit.steps > 0, fit.fits < fit.steps {
                // Rows the balance does not follow: pending rows, a fee in a column of its own, an opening line.
                let said =
                    "the amounts follow the running balance on only \(fit.fits) of \(fit.steps) steps, so some rows may "
                    + "not be what they seem (pending rows, a fee in a column of its own, a balance line)"
                if signs == nil {
                    doubts.append(
                        said + "; if the amounts are right as written and the balance is what is off, run again with "
                            + "--amounts signed (or --amounts charges-positive for a card's)")
                } else {
                    findings.append(said + "; the amounts are read as --amounts says")
                }
            }
            if let dated = Self.datesAscending(
                rows, dateColumn: roles.firstIndex(of: .column(.date)), format: dateFormat),
                fit.fits > 0, dated != fit.forward
            {
                let said =
                    "the running balance follows the amounts only read against the order of the dates, so it may be "
                    + "the balance before each row"
                if signs == nil {
                    doubts.append(said + "; if the amounts are right as written, run again with --amounts signed")
                } else {
                    findings.append(said + "; the amounts are read as --amounts says")
                }
            }
            if reversed && fit.fits * 2 >= max(1, rows.count - 1) {
                findings.append(
                    "the amounts follow the running balance only with money in and out the other way round, so it is "
                        + "left out; check "
                        + (types.isEmpty ? "which column is money out and which money in" : "`types`"))
                doubts.append(
                    "money in and out follow the running balance only the other way round from "
                        + (types.isEmpty ? "the money-out and money-in columns" : "the type words")
                        + "; check `types` in the profile shown")
            } else if fit.fits * 2 >= max(1, rows.count - 1), signs == nil || verified {
                if fit.sign < 0 && amountColumn != nil && types.isEmpty {
                    chargesPositive = true
                    signed = signed.map { $0.map { -$0 } }
                }
                let first = fit.forward ? 0 : rows.count - 1
                if let balance = values(balanceColumn)[first], let amount = signed[first] {
                    startingBalance = balance - amount
                }
                findings.append(
                    "the amounts agree with the running balance on \(fit.fits) of \(rows.count - 1) steps"
                        + (chargesPositive ? ", with money out written as positive (`amounts: charges-positive`)" : ""))
            } else if let signs, amountColumn != nil, types.isEmpty {
                chargesPositive = signs == .chargesPositive
            } else {
                findings.append("the amounts do not follow the running balance, so it is left out; check the signs")
            }
        } else if amountColumn != nil, types.isEmpty {
            let positive = signed.filter { ($0 ?? 0) > 0 }.count, negative = signed.filter { ($0 ?? 0) < 0 }.count
            switch signs {
            case .chargesPositive?: chargesPositive = true
            case .signed?: chargesPositive = false
            case nil where positive > negative:
                // Nothing in the file says which way: a card's charges, or a bank account's money coming in.
                chargesPositive = true
                let up = signed.reduce(Decimal(0)) { $0 + max($1 ?? 0, 0) }
                let down = signed.reduce(Decimal(0)) { $0 - min($1 ?? 0, 0) }
                findings.append(
                    "most amounts are positive and there is no balance column, so this is read as a card export whose "
                        + "charges are positive (`amounts: charges-positive`); for a bank account, take that line out")
                doubts.append(
                    "most amounts are positive and nothing in the file says which way they went: as a card's charges, "
                        + "\(Self.plain(up)) went out and \(Self.plain(down)) came in; as a bank account's, "
                        + "\(Self.plain(up)) came in and \(Self.plain(down)) went out; choose with "
                        + "--amounts charges-positive or --amounts signed")
            case nil: break
            }
        }
        self.roles = roles
    }

    /// The date pattern that reads every one of `dates`, with no choice left between day-first and month-first;
    /// `given` (`--date-format`) when it reads them all.
    static func dateFormat(of dates: [String], given: String?) throws(Problem) -> String {
        let dates = dates.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let fitting = datePatterns.filter { pattern in
            let format = DateFormat(pattern)!
            return dates.allSatisfy { format.parse(Array($0.utf8)) != nil }
        }
        if let given {
            guard let format = DateFormat(given), dates.allSatisfy({ format.parse(Array($0.utf8)) != nil }) else {
                throw Problem(
                    message:
                        "--date-format \(given) does not read every date of this file (such as `\(dates.first ?? "")`)",
                    dateChoices: fitting)
            }
            return given
        }
        guard let first = fitting.first else {
            throw Problem(
                message:
                    "the dates of this file (such as `\(dates.first ?? "")`) follow none of the patterns Cash Dash knows; give one with --date-format"
            )
        }
        if let twin = twin(first), fitting.contains(twin) {
            throw Problem(
                message: "no day in this file is above 12, so its dates (such as `\(dates.first ?? "")`) may be "
                    + "\(first) or \(twin)", dateChoices: [first, twin])
        }
        return first
    }

    /// The YAML of this profile's entry under `ledgers:`, for `files` and `budget`, each line indented by `indent`
    /// spaces (its keys by two more).
    public func entry(files: String, budget: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent), inner = pad + "  "
        var lines = ["\(pad)\(Self.quoted(files)):", "\(inner)budget: \(Self.quoted(budget))"]
        if encoding != .utf8 { lines.append("\(inner)encoding: \(encoding.rawValue)") }
        if skipTop > 0 || skipBottom > 0 {
            lines.append(
                skipBottom > 0 ? "\(inner)skip: {top: \(skipTop), bottom: \(skipBottom)}" : "\(inner)skip: \(skipTop)")
        }
        if header == nil { lines.append("\(inner)header: none") }
        lines.append("\(inner)date_format: \(Self.quoted(dateFormat))")
        if decimalComma { lines.append("\(inner)decimal_separator: \",\"") }
        if chargesPositive { lines.append("\(inner)amounts: charges-positive") }
        if extraFieldsAreNote { lines.append("\(inner)extra_fields: note") }
        if continuedLinesAreNote { lines.append("\(inner)continued_lines: note") }
        lines.append("\(inner)columns:")
        // A title the header has twice (ING's two `Währung`) is written once, and as `ignore` unless both are notes:
        // the reader gives both columns its role, and one role in two columns is a header it refuses.
        let keys = header?.map(CSVHeader.key) ?? []
        var written = Set<String>()
        for (column, var role) in roles.enumerated() {
            let title = header.map { $0[column] } ?? String(column + 1)
            // An untitled column is named only when it counts (`"": type`): the reader matches it by its blank title.
            guard !CSVHeader.key(title).isEmpty || role != .ignore else { continue }
            guard written.insert(CSVHeader.key(title)).inserted else { continue }
            if keys.filter({ $0 == CSVHeader.key(title) }).count > 1,
                keys.indices.contains(where: { keys[$0] == keys[column] && roles[$0] != .column(.note) })
            {
                role = .ignore
            }
            let word: String
            switch role {
            case .column(let name): word = name.rawValue
            case .ignore: word = "ignore"
            case .balance: word = "balance"
            case .balanceBefore: word = "balance_before"
            }
            lines.append("\(inner)  \(Self.quoted(title)): \(word)")
        }
        if !types.isEmpty {
            lines.append("\(inner)types:")
            for (word, kind) in types { lines.append("\(inner)  \(Self.quoted(word)): \(kind.rawValue)") }
        }
        if !skipRows.isEmpty {
            lines.append("\(inner)skip_rows:")
            for rule in skipRows {
                let title = header?.first { CSVHeader.key($0) == rule.title } ?? rule.title
                lines.append("\(inner)  \(Self.quoted(title)): \(Self.quoted(rule.pattern))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a double-quoted YAML string: `\` and `"` escaped, and so is every character YAML allows in no text or
    /// reads as a line break (a control character, as a byte like 0x02 in a damaged export's header; U+2028), as
    /// `\uXXXX`.
    public static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\t", " "..."~", "\u{A0}"..."\u{2027}", "\u{202A}"..."\u{D7FF}", "\u{E000}"..."\u{FFFD}",
                "\u{10000}"...:
                quoted.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return quoted + "\""
    }

    /// The glob a bank's next export will match too: the name's letters before its first digit or date
    /// (`Chase1234_Activity_20261124.CSV` → `chase*.csv`), or the name itself when too little is left.
    public static func glob(for fileName: String) -> String {
        let name = (fileName as NSString).deletingPathExtension, ext = (fileName as NSString).pathExtension.lowercased()
        var stem = String(name.prefix { !$0.isNumber }).lowercased()
        while let last = stem.last, !last.isLetter { stem.removeLast() }
        stem = String(stem.filter { !"*?[]\\".contains($0) })
        guard stem.count >= 3, stem.count < name.count else { return fileName }
        let separator = name.dropFirst(stem.count).first.map { $0.isNumber ? "" : String($0) } ?? ""
        return "\(stem)\(separator)*" + (ext.isEmpty ? "" : ".\(ext)")
    }

    // MARK: - Reading the text

    static func decode(_ data: Data) -> (String, LedgerProfile.Encoding) {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]),
            let text = String(data: data, encoding: .utf16)
        {
            return (text, .utf16)
        }
        if let text = String(
            validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        {
            return (text, .utf8)
        }
        let encoding = Self.singleByteEncoding(of: bytes)
        return (String(String.UnicodeScalarView(CodePage.decode(bytes, codePage: encoding.codePage!))), encoding)
    }

    /// Windows-1250 when the bytes use a letter of it that Windows-1252 leaves unused (`Ť`, `Ź`, `ť`: 0x8D, 0x8F,
    /// 0x9D) and none that 1250 leaves unused; else Windows-1252. Other Central European letters are letters in
    /// both (1250's `č` is 1252's `è`), so a file without those three is told only by a known layout's header.
    static func singleByteEncoding(of bytes: [UInt8]) -> LedgerProfile.Encoding {
        var seen = Set<UInt8>()
        for byte in bytes where byte >= 0x80 && byte <= 0x9F { seen.insert(byte) }
        let lettersOnlyIn1250: Set<UInt8> = [0x8D, 0x8F, 0x9D],
            unusedIn1250: Set<UInt8> = [0x81, 0x83, 0x88, 0x90, 0x98]
        return !seen.isDisjoint(with: lettersOnlyIn1250) && seen.isDisjoint(with: unusedIn1250)
            ? .windows1250 : .windows1252
    }

    /// The lines of `text`, split at LF, CRLF, CR and CR CR LF as ``LedgerText`` splits them.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = [], current = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\n" || scalar == "\r" else {
                current.append(scalar)
                continue
            }
            lines.append(String(current))
            current = String.UnicodeScalarView()
            guard scalar == "\r" else { continue }
            if index < scalars.count, scalars[index] == "\n" {
                index += 1
            } else if index + 1 < scalars.count, scalars[index] == "\r", scalars[index + 1] == "\n" {
                index += 2  // CR CR LF: a CRLF file converted once more, as Excel on Windows leaves one
            }
        }
        if !current.isEmpty { lines.append(String(current)) }
        return lines
    }

    /// The fields of one line, quotes taken off (`""` inside them is a quote), as ``CSVReader`` reads them: a quote
    /// opens a quoted field only at its start (spaces before it aside); one inside a field is a letter (Rabobank's
    /// row whose first field lost its opening quote: `NL77RABO0311467415","EUR",…`).
    static func fields(_ line: String, _ delimiter: Character) -> [String] {
        var fields: [String] = [], current = "", quoted = false, wasQuote = false, closed = false
        for character in line {
            if quoted {
                if character == "\"" {
                    quoted = false
                    wasQuote = true
                    closed = true
                } else {
                    current.append(character)
                }
                continue
            }
            if character == "\"" && wasQuote {
                current.append("\"")  // `""` inside a quoted field
                quoted = true
                closed = false
            } else if character == "\"" && !closed && current.allSatisfy(\.isWhitespace) {
                current = ""
                quoted = true
            } else if character == delimiter {
                fields.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                closed = false
            } else if !closed {
                current.append(character)  // after a closing quote, the reader keeps nothing up to the delimiter
            }
            wasQuote = false
        }
        fields.append(current.trimmingCharacters(in: .whitespaces))
        return fields
    }

    /// How many fields a line has, a last empty one (a bank's trailing delimiter) not counted.
    static func fieldCount(_ fields: [String]) -> Int {
        fields.count - (fields.count > 1 && fields.last!.isEmpty ? 1 : 0)
    }

    /// A header's words, in lower case without accents: `Betrag (€)` is `betrag`; `Money In` is `money`, `in`.
    static func words(_ title: String) -> [String] {
        title.lowercased().folding(options: .diacriticInsensitive, locale: nil)
            .split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Whether a header with these `header` words names one of `words`: one of its words, or two of them written
    /// together (`Money In` is `moneyin`), is one, or begins or ends with one of four letters or more
    /// (`Buchungsbetrag`, `Withdrawals`); a shorter one (`net`, `tax`) must be a whole word.
    /// With `wholeWords`, only a whole word (or two written together) counts.
    static func names(_ header: [String], _ words: [String], wholeWords: Bool = false) -> Bool {
        let pairs = zip(header, header.dropFirst()).map { $0 + $1 }
        return (header + pairs).contains { part in
            words.contains {
                part == $0 || (!wholeWords && $0.count >= 4 && (part.hasPrefix($0) || part.hasSuffix($0)))
            }
        }
    }

    /// The same pattern with day and month the other way round, if it has both as numbers.
    static func twin(_ pattern: String) -> String? {
        guard pattern.hasPrefix("DD") || pattern.hasPrefix("MM") else { return nil }
        let swapped = pattern.replacingOccurrences(of: "DD", with: "\u{1}").replacingOccurrences(of: "MM", with: "DD")
            .replacingOccurrences(of: "\u{1}", with: "MM")
        return swapped == pattern ? nil : swapped
    }

    /// The kind of each type word that the running balance shows, by most of its rows: the balance rising by a
    /// row's unsigned amount is money in, falling by it money out. The rows run whichever way more of them fit.
    static func kindsShown(by balances: [Decimal?], amounts: [Decimal?], words: [String]) -> [String: Transaction.Kind]
    {
        func steps(forward: Bool) -> [(word: String, vote: Int)] {
            (1..<max(1, amounts.count)).compactMap { index in
                let (previous, current) = forward ? (index - 1, index) : (index, index - 1)
                guard let before = balances[previous], let after = balances[current], let amount = amounts[current],
                    amount != 0, abs(after - before) == abs(amount)
                else { return nil }
                return (words[current].trimmingCharacters(in: .whitespaces), after > before ? 1 : -1)
            }
        }
        let forward = steps(forward: true), backward = steps(forward: false)
        var votes: [String: Int] = [:]
        for step in forward.count >= backward.count ? forward : backward { votes[step.word, default: 0] += step.vote }
        return votes.compactMapValues { $0 > 0 ? .deposit : $0 < 0 ? .expense : nil }
    }

    /// How many steps from one row to the next the running `balances` follow the `amounts`, in the better order
    /// (oldest first or newest first) and sign.
    /// A step where nothing moved (an amount of 0 and the same balance) proves nothing and is not counted; `steps` is
    /// how many steps could be checked.
    static func balanceFit(
        _ amounts: [Decimal?], _ balances: [Decimal?]
    ) -> (
        fits: Int, forward: Bool, sign: Int, steps: Int
    ) {
        var best = (fits: 0, forward: true, sign: 1, steps: 0)
        for forward in [true, false] {
            for sign in [1, -1] {
                var fits = 0, steps = 0
                for index in 1..<max(1, amounts.count) {
                    let (previous, current) = forward ? (index - 1, index) : (index, index - 1)
                    guard let before = balances[previous], let after = balances[current], let amount = amounts[current]
                    else { continue }
                    if amount == 0 && before == after { continue }
                    steps += 1
                    if after == before + (sign < 0 ? -amount : amount) { fits += 1 }
                }
                if fits > best.fits || (best.fits == 0 && steps > best.steps) { best = (fits, forward, sign, steps) }
            }
        }
        return best
    }

    /// Without a header, two columns of numbers side by side that are money out and money in (Nationwide's paid out
    /// and paid in, SunTrust's debit and credit): at most one of them holds money on each row, and a running balance
    /// follows them on every step, which also says which is which. Nil when no such pair is there.
    static func moneyOutAndIn(
        _ numbers: [Int], values: (Int) -> [Decimal?]
    ) -> (out: Int, in: Int, balance: Int, fits: Int)? {
        var best: (out: Int, in: Int, balance: Int, fits: Int)?
        for first in oneOfTwoPairs(numbers, values: values) {
            let (a, b) = (values(first), values(first + 1))
            let net = zip(a, b).map { pair -> Decimal? in abs(pair.1!) - abs(pair.0!) }
            for balance in numbers where balance != first && balance != first + 1 {
                let fit = balanceFit(net, values(balance))
                guard fit.steps > 0, fit.fits == fit.steps, fit.fits > best?.fits ?? 0 else { continue }
                best = fit.sign > 0 ? (first, first + 1, balance, fit.fits) : (first + 1, first, balance, fit.fits)
            }
        }
        return best
    }

    /// The first of each two columns of numbers side by side where at most one holds money on each row, and each on
    /// some row: money out and money in, one way or the other.
    static func oneOfTwoPairs(_ numbers: [Int], values: (Int) -> [Decimal?]) -> [Int] {
        numbers.filter { first in
            guard numbers.contains(first + 1) else { return false }
            let (a, b) = (values(first), values(first + 1))
            let oneOfTwo = zip(a, b).allSatisfy { pair in
                guard let x = pair.0, let y = pair.1 else { return false }
                return x == 0 || y == 0
            }
            return oneOfTwo && a.contains { ($0 ?? 0) != 0 } && b.contains { ($0 ?? 0) != 0 }
        }
    }

    /// True when the rows' dates run oldest first, false when newest first, nil when they do not say (one day, or
    /// no date column).
    static func datesAscending(_ rows: [[String]], dateColumn: Int?, format: String) -> Bool? {
        guard let dateColumn, let pattern = DateFormat(format) else { return nil }
        let days = rows.compactMap {
            $0.count > dateColumn ? pattern.parse(Array($0[dateColumn].trimmingCharacters(in: .whitespaces).utf8)) : nil
        }
        guard let first = days.first, let last = days.last, first != last else { return nil }
        return first < last
    }

    /// The share of `rows` whose value in `column` has a decimal mark: money has cents, a reference number none.
    static func decimalShare(_ rows: [[String]], _ column: Int) -> Int {
        rows.filter { $0.count > column && ($0[column].contains(".") || $0[column].contains(",")) }.count
    }

    /// Words of a row that is not money moving: a pending row, not yet booked, which may still change or vanish.
    static let pendingWords = [
        "pending", "vorgemerkt", "ausstehend", "en attente", "pendiente", "pendente", "in behandeling",
    ]
    /// Words of a first or last row that is a balance, not a transaction (Banco do Brasil's `Saldo Anterior`).
    static let balanceLineWords = [
        "saldo anterior", "opening balance", "closing balance", "balance brought forward", "anfangssaldo", "endsaldo",
        "solde precedent", "solde initial", "saldo inicial", "saldo final", "beginsaldo", "eindsaldo",
    ]

    /// Doubts about rows that may not be money that moved: pending rows anywhere, a balance line first or last.
    /// `titles` are the header's, to name the `skip_rows` that leaves pending rows out.
    static func rowsThatMayNotBeMoney(_ rows: [[String]], titles: [String]? = nil) -> [String] {
        var doubts: [String] = []
        let folded = { (field: String) in
            field.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                .trimmingCharacters(in: .whitespaces)
        }
        // A short field (a status column's) that says pending, as a word of its own: `Umsatz vorgemerkt`.
        let isPending = { (field: String) in
            field.count <= 40
                && pendingWords.contains { word in
                    let text = " " + folded(field) + " "
                    return text.contains(" \(word) ")
                }
        }
        let pending = rows.filter { row in row.contains(where: isPending) }
        if let column = pending.first?.firstIndex(where: isPending) {
            let word = pending[0][column].trimmingCharacters(in: .whitespaces)
            let title = titles.flatMap { column < $0.count ? $0[column] : nil } ?? String(column + 1)
            doubts.append(
                "\(pending.count == 1 ? "1 row is" : "\(pending.count) rows are") marked `\(word)`, money not booked yet "
                    + "that may still change, and counting \(pending.count == 1 ? "it" : "them") would put the totals off "
                    + "the statement's; leave \(pending.count == 1 ? "it" : "them") out: add the profile shown to "
                    + "budgets.yml by hand and write `skip_rows: {\(quoted(title)): \(quoted(word))}` in it")
        }
        for (position, row) in [("first", rows.first), ("last", rows.last)] {
            guard let row,
                let text = row.first(where: { field in balanceLineWords.contains { folded(field).contains($0) } })
            else { continue }
            doubts.append(
                "the \(position) row (`\(text.trimmingCharacters(in: .whitespaces))`) looks like a balance, not money that "
                    + "moved; export the file again without it, or leave that line out with `skip: {\(position == "first" ? "top" : "bottom"): …}` "
                    + "in the profile shown")
        }
        return doubts
    }

    /// `1234.5` as a plain number, for a doubt's two readings.
    static func plain(_ value: Decimal) -> String { "\(value)" }

    static let dateWords = ["date", "datum", "buchungstag", "fecha", "day"]
    static let balanceWords = ["balance", "bal", "saldo", "kontostand", "solde", "guthaben"]
    static let amountWords = [
        "amount", "betrag", "bedrag", "montant", "importe", "umsatz", "value", "valor", "belopp", "castka", "osszeg",
        "beloeb", "belop",
    ]
    static let netWords = ["net", "netto"]
    static let grossWords = ["gross", "brutto"]
    /// Numbers beside a row's money that are not the money moved: PayPal's `Sales Tax` and `Insurance Amount`, its
    /// German `Umsatzsteuer` and `Versicherungsbetrag`, a fee, and what a buyer chose (`Option 1 Value`, a size).
    static let notMovedWords = [
        "tax", "taxes", "steuer", "fee", "fees", "gebuhr", "gebuhren", "shipping", "versand", "insurance",
        "versicherung", "handling", "bearbeitung", "option",
    ]
    static let debitWords = ["debit", "withdraw", "outflow", "moneyout", "paidout", "soll", "ausgang", "charge"]
    static let creditWords = ["credit", "deposit", "inflow", "moneyin", "paidin", "haben", "eingang"]
    static let currencyWords = ["currency", "wahrung", "waehrung", "devise", "moneda"]
    static let categoryWords = ["category", "kategorie", "categorie", "categoria"]
    static let typeWords = ["type", "kind"]
    static let noteWords = [
        "description", "memo", "payee", "name", "verwendungszweck", "begunstigter", "auftraggeber", "empfanger",
        "libelle",
        "concepto", "merchant", "narrative", "note", "buchungstext", "reference", "descricao", "details",
        "omschrijving", "naam", "mededelingen", "handelaar", "historico", "beschreibung", "transaktionsbeschreibung",
        "text", "tekst", "beskrivning", "popis",
    ]
    /// A bank's words for money out and in, in a column beside amounts with no sign: ING's `Debit`/`Credit` and Dutch
    /// `Af`/`Bij`, German `S`/`H` (`Soll`/`Haben`).
    static let directionWords: [String: Transaction.Kind] = [
        "debit": .expense, "debet": .expense, "dr": .expense, "af": .expense, "s": .expense, "soll": .expense,
        "d": .expense,
        "credit": .deposit, "cr": .deposit, "bij": .deposit, "h": .deposit, "haben": .deposit, "c": .deposit,
    ]

    /// What `word` says of the way money went, if it is one of ``directionWords`` (case and accents ignored).
    static func direction(_ word: String) -> Transaction.Kind? {
        let parts = words(word)
        return parts.count == 1 ? directionWords[parts[0]] : nil
    }

    static let creditTypeWords = [
        "credit", "deposit", "payment", "refund", "return", "gutschrift", "interest", "einzahlung",
    ]
}
