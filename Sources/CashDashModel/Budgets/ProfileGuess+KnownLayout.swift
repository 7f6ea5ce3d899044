import Foundation

extension ProfileGuess {
    /// The known layout whose header is among a file's first lines, with the lines and encoding it is read in. A file
    /// that is not UTF-8 is read again in each other code page a layout names (Česká spořitelna's Windows-1250),
    /// and matched against those layouts: its header's letters (`Částka`) say which code page it is in.
    static func knownLayout(
        of data: Data, lines: [String], encoding: LedgerProfile.Encoding, among layouts: [KnownLayout] = KnownLayout.all
    ) -> (layout: KnownLayout, headerLine: Int, lines: [String], encoding: LedgerProfile.Encoding)? {
        if let (layout, line) = KnownLayout.match(lines, among: layouts) { return (layout, line, lines, encoding) }
        guard let codePage = encoding.codePage else { return nil }
        var tried: Set<Int> = [codePage]
        for other in layouts.map(\.profile.encoding) {
            guard let otherPage = other.codePage, tried.insert(otherPage).inserted else { continue }
            let text = String(String.UnicodeScalarView(CodePage.decode([UInt8](data), codePage: otherPage)))
            let otherLines = Self.lines(text)
            let candidates = layouts.filter { $0.profile.encoding.codePage == otherPage }
            if let (layout, line) = KnownLayout.match(otherLines, among: candidates) {
                return (layout, line, otherLines, other)
            }
        }
        return nil
    }

    /// The profile of a file whose header is a known bank's (`KnownLayouts.yml`, found at `headerLine` of `lines`):
    /// the layout says how to read it, and a running balance, where the file has one, checks the reading.
    init(
        known layout: KnownLayout, headerLine: Int, lines: [String], encoding decoded: LedgerProfile.Encoding,
        dateFormat given: String?, amounts signs: AmountSigns?
    ) throws(Problem) {
        let profile = layout.profile
        // A file of ASCII alone reads the same in any encoding, and takes the layout's for the bank's next export; a
        // file that is UTF-8 with other letters is UTF-8, whatever the layout says.
        let ascii = lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) }
        encoding = decoded == .utf8 && ascii ? profile.encoding : decoded
        delimiter = layout.delimiter
        // Every title, an untitled last one too: John Lewis's card marks payments `CR` in a column with no title.
        header = Self.fields(lines[headerLine], layout.delimiter)
        roles = header!.map { profile.columns[CSVHeader.key($0)] ?? .ignore }
        dateFormat = given ?? profile.dateFormat?.pattern ?? ""
        decimalComma = profile.amounts?.decimalSeparator == UInt8(ascii: ",")
        chargesPositive = signs.map { $0 == .chargesPositive } ?? profile.chargesPositive
        types = profile.types.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        skipRows = profile.skipRows
        extraFieldsAreNote = profile.extraFieldsAreNote
        skipTop = headerLine
        let rows = try readRows(after: headerLine, of: lines, layout: layout)
        findings.append("the header is \(layout.bank)'s export layout (known layouts: \(layout.source))")
        if rows.skipped > 0 {
            findings.append(
                "\(rows.skipped == 1 ? "1 row is" : "\(rows.skipped) rows are") passed over as the layout says "
                    + "(`skip_rows`: "
                    + skipRows.map { "`\($0.title.isEmpty ? "\"\"" : $0.title): \($0.pattern)`" }.joined(
                        separator: ", ")
                    + ")")
        }
        checkAgainstOwnBalances(rows.passedOver, rows.table)
        checkAgainstBalance(rows.table, layout: layout, signsGiven: signs != nil)
    }

    /// The rows under the header that the layout reads (rows its `skip_rows` passes over left out, and counted), and
    /// the lines after the last row, which are a footer.
    private mutating func readRows(
        after headerLine: Int, of lines: [String], layout: KnownLayout
    ) throws(Problem) -> (table: [[String]], skipped: Int, passedOver: [[String]]) {
        guard let dateColumn = roles.firstIndex(of: .column(.date)) else {
            throw Problem(message: "the known layout \(layout.bank) names no date column; this is a fault in Cash Dash")
        }
        // A layout without a date format has its dates' pattern worked out from the rows, as any export's.
        let formats = DateFormat(dateFormat).map { [$0] } ?? Self.datePatterns.compactMap { DateFormat($0) }
        func isDate(_ text: String) -> Bool { formats.contains { $0.parse(Array(text.utf8)) != nil } }
        let keys = header!.map(CSVHeader.key)
        let skips = skipRows.compactMap { rule in keys.firstIndex(of: rule.title).map { ($0, rule) } }
        var table: [[String]] = [], skipped = 0, last = headerLine, passedOver: [[String]] = []
        // The dates of every dated line, a skipped one's too: Banco do Brasil's `Saldo Anterior` line of 10/31 says
        // its rows' dates are month-first.
        var dates: [String] = []
        for index in lines.indices.dropFirst(headerLine + 1) where !lines[index].isEmpty {
            let fields = Self.fields(lines[index], delimiter)
            if skips.contains(where: { $0.0 < fields.count && $0.1.matches(fields[$0.0]) }) {
                skipped += 1
                passedOver.append(fields + Array(repeating: "", count: max(0, roles.count - fields.count)))
                last = index
                if dateColumn < fields.count, isDate(fields[dateColumn]) { dates.append(fields[dateColumn]) }
            } else if dateColumn < fields.count, isDate(fields[dateColumn]) {
                table.append(fields + Array(repeating: "", count: max(0, roles.count - fields.count)))
                dates.append(fields[dateColumn])
                last = index
            }
        }
        guard !table.isEmpty else {
            throw Problem(
                message: "the header is \(layout.bank)'s, but no row under it has a date "
                    + (dateFormat.isEmpty ? "Cash Dash reads" : "written \(dateFormat)")
                    + "; give the dates' pattern with --date-format")
        }
        skipBottom = (lines.lastIndex { !$0.isEmpty } ?? last) - last
        if formats.count > 1 { dateFormat = try Self.dateFormat(of: dates, given: nil) }
        return (table, skipped, passedOver)
    }

    /// Checks the layout's reading against the file's running balance, if it has one: a balance that follows the
    /// amounts only the other way round is a doubt (the file is not the layout's, or the bank changed it).
    private mutating func checkAgainstBalance(_ rows: [[String]], layout: KnownLayout, signsGiven: Bool) {
        if let column = roles.firstIndex(of: .balanceBefore) {
            checkAgainstBalanceBefore(column, rows, layout: layout)
            return
        }
        guard let balanceColumn = roles.firstIndex(of: .balance) else {
            doubts += Self.rowsThatMayNotBeMoney(rows, titles: header)
            return
        }
        let amounts = decimalComma ? AmountText(decimalSeparator: ",") : AmountText()
        let balances = rows.map { amounts.parse(Array($0[balanceColumn].utf8))?.decimal }
        let signed = rows.map { signedAmount(of: $0, amounts) }
        let fit = Self.balanceFit(signed, balances)
        if fit.steps > 0, fit.fits == fit.steps, fit.sign > 0 {
            let first = fit.forward ? 0 : rows.count - 1
            if let balance = balances[first], let amount = signed[first] { startingBalance = balance - amount }
            findings.append("the amounts agree with the running balance on \(fit.fits) of \(fit.steps) steps")
        } else if fit.fits > 0, fit.sign < 0, !signsGiven {
            let up = signed.reduce(Decimal(0)) { $0 + max($1 ?? 0, 0) }
            let down = signed.reduce(Decimal(0)) { $0 - min($1 ?? 0, 0) }
            doubts.append(
                "the running balance follows the amounts only with money in and out the other way round from "
                    + "\(layout.bank)'s layout: as the layout reads it, \(Self.plain(up)) came in and "
                    + "\(Self.plain(down)) went out; the other way, \(Self.plain(down)) came in and \(Self.plain(up)) "
                    + "went out; "
                    + (roles.contains(.column(.amount))
                        ? "choose with --amounts signed or --amounts charges-positive"
                        : "to keep the layout's reading, run again with --amounts signed"))
        } else {
            doubts += Self.rowsThatMayNotBeMoney(rows, titles: header)
            findings.append(
                "the running balance follows the amounts on \(fit.fits) of \(fit.steps) steps (a balance the bank "
                    + "left out or edited), so it checks little; the rows are read as \(layout.bank)'s layout says")
        }
    }

    /// Checks the layout's reading against the balance before each row that the file has in `column` (Erste Bank's
    /// `Egyenleg`), in the order of the rows' dates: a balance that does not follow the amounts is a doubt.
    private mutating func checkAgainstBalanceBefore(_ column: Int, _ rows: [[String]], layout: KnownLayout) {
        let amounts = decimalComma ? AmountText(decimalSeparator: ",") : AmountText()
        let balances = rows.map { amounts.parse(Array($0[column].utf8))?.decimal }
        let signed = rows.map { signedAmount(of: $0, amounts) }
        let ascending = Self.datesAscending(rows, dateColumn: roles.firstIndex(of: .column(.date)), format: dateFormat)
        let fit = ascending.map { Self.balanceBeforeFit(signed, balances, ascending: $0) }
        guard let ascending, let fit, fit.steps > 0, fit.fits == fit.steps, fit.sign > 0 else {
            doubts.append(
                "\(layout.bank)'s balance before each row (`balance_before`) does not follow the amounts as its layout "
                    + "reads them (on \(fit?.fits ?? 0) of \(fit?.steps ?? 0) steps in the order of the dates), so the "
                    + "file may not be that bank's layout; check `columns` in the profile shown")
            return
        }
        startingBalance = balances[ascending ? 0 : rows.count - 1]
        findings.append(
            "the amounts agree with the balance before each row on \(fit.fits) of \(fit.steps) steps in the order of "
                + "the dates")
    }

    /// A row's amount as the layout reads it: money in positive, money out negative, a fee taken off; nil when a
    /// number cannot be read.
    func signedAmount(of row: [String], _ amounts: AmountText) -> Decimal? {
        /// The number in the column of `role`: 0 when the file has no such column or the field is empty.
        func value(_ role: LedgerColumns.Name) -> Decimal? {
            guard let column = roles.firstIndex(of: .column(role)) else { return 0 }
            let text = row[column].trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? 0 : amounts.parse(Array(text.utf8))?.decimal
        }
        guard let fee = value(.fee) else { return nil }
        guard roles.contains(.column(.amount)) else {
            guard let out = value(.debit), let into = value(.credit) else { return nil }
            return abs(into) - abs(out) - abs(fee)
        }
        guard var amount = value(.amount) else { return nil }
        let typeColumn = roles.firstIndex(of: .column(.type))
        if let typeColumn, let type = types.first(where: { $0.word == LedgerProfile.typeKey(row[typeColumn]) }) {
            amount = type.kind == .expense ? -abs(amount) : abs(amount)
        } else if chargesPositive {
            amount = -amount
        }
        return amount - abs(fee)
    }
}
