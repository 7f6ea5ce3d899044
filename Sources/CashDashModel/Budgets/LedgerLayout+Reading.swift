import Foundation

/// The steps of learning a ledger's layout from the start of its file.
extension LedgerLayout {
    /// Refuses a file that ends with a bank's footer, after which an added row would not be read.
    static func refuseFooter(_ profile: LedgerProfile?) throws(Refusal) {
        guard let profile, profile.skipBottom > 0 else { return }
        throw Refusal(
            message:
                "this file ends with the bank's footer lines (`skip: {bottom: \(profile.skipBottom)}`), so a row added at its "
                + "end would not be read; keep your own rows in a ledger of your own, such as Content/budgets/cash.csv"
        )
    }

    /// A file's text cut into lines, with the line end it writes.
    struct Lines {
        /// What ends a new row: Mac Excel's "CSV (Macintosh)" ends its lines with a lone CR (a new row had been added
        /// after a `\n` and checked at the wrong line).
        var lineEnd: String
        /// The table as the reader takes it, with Excel's `sep=;` line, which names the delimiter (a blank line after
        /// it had been read as the header's and its delimiter guessed).
        var table: Data
        /// The header and rows, without the lines the profile skips at the top or a `sep=` line.
        var rows: [Substring]

        init(_ text: String, skipping skipTop: Int) {
            let crOnly = !text.unicodeScalars.contains("\n") && text.unicodeScalars.contains("\r")
            lineEnd = crOnly ? "\r" : text.contains("\r\n") ? "\r\n" : "\n"
            // "\r\n" is one Character in Swift, so line ends are made plain before the text is cut into lines.
            var lines = text.replacingOccurrences(of: "\r\n", with: "\n")
                .replacingOccurrences(of: "\r", with: crOnly ? "\n" : "\r")
                .split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last == "" { lines.removeLast() }
            lines.removeFirst(min(skipTop, lines.count))
            table = Data(lines.joined(separator: "\n").utf8)
            if lines.first?.lowercased().hasPrefix("sep=") == true { lines.removeFirst() }
            rows = lines
        }
    }

    /// The first and last records of a file's table, read as CSV, and where its rows start.
    struct TableEnds {
        var first: [String]?
        var last: [String] = []
        /// The line the rows start on (a header may hold a line break in quotes, or follow a blank line).
        var rowsStart: Int?
        var delimiter: UInt8

        init(_ table: Data, hasHeader: Bool, isWhole: Bool) throws(Refusal) {
            var reader = CSVReader(data: table)
            var first: [String]?, last: [String] = [], rowsStart: Int?
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
                            "this ledger cannot be read as CSV (\(plainWords(error))); run `cashdash check` to see where"
                    )
                }
            }
            (self.first, self.last, self.rowsStart, delimiter) = (first, last, rowsStart, reader.delimiter)
        }
    }

    /// The columns `header` names, through `profile`; refuses a header that lacks a column a row needs.
    static func columns(_ header: [String], profile: LedgerProfile?) throws(Refusal) -> LedgerColumns {
        var problems = Diagnostics()
        let columns = LedgerColumns(header, profile: profile, at: { _ in (1, 1) }, path: "", diagnostics: &problems)
        if columns.isMissingRequired {
            throw Refusal(
                message: (problems.errors.first?.message ?? "the header lacks a column") + "; fix the header first")
        }
        return columns
    }

    /// The text of a file's start in its encoding: a UTF-16 mark, or a profile's `encoding`, says which.
    static func decode(_ data: Data, profile: LedgerProfile?) throws(Refusal) -> (String, TextEncoding) {
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
    static func prefix(of data: Data, lines: Int) -> Data {
        var seen = 0, index = data.startIndex
        while seen < lines, index < data.endIndex {
            let byte = data[index]
            index = data.index(after: index)
            if byte == 0x0A || (byte == 0x0D && (index == data.endIndex || data[index] != 0x0A)) { seen += 1 }
        }
        return data[data.startIndex..<index]
    }

    /// The words a file already writes for money out and in: the most used of each kind in its type column, as the
    /// profile's `types` or the usual words read them; `expense` and `deposit` when it has none.
    static func typeWords(
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
}
