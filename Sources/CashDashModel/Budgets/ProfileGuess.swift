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

    public var encoding = LedgerProfile.Encoding.utf8
    /// `,`, `;`, tab or `|`.
    public var delimiter: Character = ","
    /// Lines before the header (or the first row) and after the last row.
    public var skipTop = 0, skipBottom = 0
    /// The header's titles, or nil for a file without one (columns are then named by position).
    public var header: [String]?
    /// The role of each column, in order.
    public var roles: [LedgerProfile.Role] = []
    public var dateFormat = ""
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
    /// Step by step: a known layout, else the delimiter and the table, its header and dates, its decimal separator,
    /// the columns' roles, the sign of the amounts and what was found about it.
    public init(_ data: Data, dateFormat given: String? = nil, amounts signs: AmountSigns? = nil) throws(Problem) {
        let (text, encoding) = Self.decode(data)
        let lines = Self.lines(text)
        if let known = Self.knownLayout(of: data, lines: lines, encoding: encoding) {
            self = try Self(
                known: known.layout, headerLine: known.headerLine, lines: known.lines, encoding: known.encoding,
                dateFormat: given, amounts: signs)
            takeMethodColumn(known.lines)
            return
        }
        self.encoding = encoding
        let table = try Self.widestTable(lines)
        delimiter = table.delimiter
        var sheet = try Self.sheet(lines, table)
        try readEnds(of: &sheet, lines, table, given: given)
        readDecimalSeparator(&sheet)
        roles = Array(repeating: .ignore, count: sheet.width)
        roles[sheet.dateColumn] = .column(.date)
        readTitledRoles(sheet)
        if !sheet.hasHeader { readHeaderlessRoles(sheet) }
        guard roles.contains(.column(.amount)) || roles.contains(.column(.debit)) || roles.contains(.column(.credit))
        else {
            throw Problem(
                message:
                    "no column of this file holds amounts Cash Dash can read; name its amount column in the profile's "
                    + "`columns` by hand (`\"Betrag\": amount`; the manual, Bank imports: Import profiles)"
            )
        }
        var signed = signedAmounts(sheet)
        readTypes(sheet, signed: &signed)
        if !readSigns(sheet, signed: &signed, given: signs) {
            doubts += Self.rowsThatMayNotBeMoney(sheet.rows, titles: header)
        }
        takeMethodColumn(lines)
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
}
