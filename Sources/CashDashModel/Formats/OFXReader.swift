import Foundation

/// Reads OFX and QFX bank and credit-card statements: OFX 1.x, which is SGML whose leaf tags are never closed
/// (`<TRNAMT>-12.50` and the next tag), with its own small reader here; and OFX 2.x, which is XML, with FoundationXML
/// (or, when a file says it is XML but its tags are left open, as OFX 1.x).
/// Every `STMTTRN` of each `STMTRS` (bank) and `CCSTMTRS` (card) becomes an entry: `DTPOSTED`'s date as written
/// (its time and zone dropped), `TRNAMT` as signed, `NAME` and `MEMO` as the note, `FITID` as its identity.
public enum OFXReader {
    /// The entries of the OFX or QFX file `data`; throws when the file as a whole cannot be read.
    public static func read(_ data: Data) throws(StatementProblem) -> StatementRead {
        let bytes = [UInt8](data)
        let start = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) } ?? bytes.count
        guard bytes[start...].starts(with: "<?xml".utf8) else { return try statements(in: sgml(bytes)) }
        try MarkupElement.checkXML(data)
        do throws(StatementProblem) {
            return try statements(in: MarkupElement.xml(data))
        } catch {
            // Some banks (ANZ's card exports) put OFX 1.x's unclosed tags under an XML declaration.
            guard let root = try? sgml(bytes) else { throw error }
            return try statements(in: root)
        }
    }

    // MARK: OFX 1.x SGML

    /// The `<OFX>` element of an OFX 1.x file: the header lines (`OFXHEADER:100`, `CHARSET:1252`, …) skipped, the
    /// text read as UTF-8 when it is, else as Windows-1252 (what `CHARSET:1252` says, and what the older files are).
    static func sgml(_ raw: [UInt8]) throws(StatementProblem) -> MarkupElement {
        let bytes =
            String(validatingUTF8Data: Data(raw)) != nil
            ? raw : Array(String(String.UnicodeScalarView(CodePage.decode(raw, codePage: 1252))).utf8)
        var reading = SGMLReading(bytes: bytes)
        reading.advance(to: bytes.firstIndex(of: 0x3C) ?? bytes.count)  // the header
        while reading.index < bytes.count {
            guard try reading.readNext() else { break }
        }
        return try reading.finished()
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2E
            || byte == 0x5F
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: " ").replacingOccurrences(of: "&amp;", with: "&")
    }

    // MARK: statements

    /// The entries of every bank and card statement under `root`.
    static func statements(in root: MarkupElement) throws(StatementProblem) -> StatementRead {
        guard root.name.uppercased() == "OFX" else {
            throw StatementProblem(
                line: root.line, column: root.column,
                "this file's first element is <\(root.name)>, not <OFX>; it is not an OFX statement")
        }
        var found: [MarkupElement] = []
        var pending = [root]
        while let element = pending.popLast() {
            let name = element.name.uppercased()
            if name == "STMTRS" || name == "CCSTMTRS" {
                found.append(element)
            } else {
                pending.append(contentsOf: element.children.reversed())
            }
        }
        guard !found.isEmpty else {
            if let status = root.child("SIGNONMSGSRSV1", "SONRS", "STATUS"), let code = status.text("CODE"), code != "0"
            {
                throw StatementProblem(
                    line: status.line, column: status.column,
                    "the bank's file says it holds no statement (code \(code)\(status.text("MESSAGE").map { ": \($0)" } ?? "")); download it again"
                )
            }
            let investments = !root.descendants("INVSTMTRS").isEmpty
            throw StatementProblem(
                line: root.line, column: root.column,
                investments
                    ? "this is an investment statement (INVSTMTRS); Cash Dash reads bank and credit-card statements only"
                    : "this OFX file has no bank or credit-card statement (STMTRS or CCSTMTRS); download the account's transactions again"
            )
        }
        var read = StatementRead()
        for statement in found {
            let account = statement.child("BANKACCTFROM") ?? statement.child("CCACCTFROM")
            let accountID = [account?.text("BANKID"), account?.text("ACCTID")].compactMap { $0 }.joined(separator: "/")
            let currency = statement.text("CURDEF")
            for transaction in statement.child("BANKTRANLIST")?.children("STMTTRN") ?? [] {
                do throws(StatementProblem) {
                    read.entries.append(try entry(transaction, currency: currency, account: accountID))
                } catch {
                    read.problems.append(error)
                }
            }
        }
        return read
    }

    private static func entry(
        _ transaction: MarkupElement, currency: String?, account: String
    ) throws(StatementProblem) -> StatementEntry {
        func required(_ name: String, _ what: String) throws(StatementProblem) -> MarkupElement {
            guard let element = transaction.child(name), !element.text.isEmpty else {
                throw StatementProblem(
                    line: transaction.line, column: transaction.column,
                    "this transaction (STMTTRN) has no \(name), its \(what); the bank's file is incomplete, so download it again"
                )
            }
            return element
        }
        let posted = try required("DTPOSTED", "date")
        guard let date = date(posted.text) else {
            throw StatementProblem(
                line: posted.line, column: posted.column,
                "`\(posted.text)` is not an OFX date; OFX writes dates as YYYYMMDD, with a time after them if any (20261124120000[-5:EST])"
            )
        }
        let amountElement = try required("TRNAMT", "amount")
        guard let amount = amount(amountElement.text) else {
            throw StatementProblem(
                line: amountElement.line, column: amountElement.column,
                "`\(amountElement.text)` is not an amount; OFX writes amounts like -12.50")
        }
        let name = transaction.text("NAME") ?? transaction.text("PAYEE", "NAME")
        let memo = transaction.text("MEMO")
        let note = [name, memo == name ? nil : memo].compactMap { $0 }.joined(separator: " · ")
        return StatementEntry(
            date: date, amount: amount, currency: (transaction.text("CURRENCY", "CURSYM") ?? currency)?.uppercased(),
            note: note,
            identity: transaction.text("FITID").map { "\(account)#\($0)" }, line: amountElement.line,
            column: amountElement.column)
    }

    /// The day of an OFX date, `YYYYMMDD` with an optional time and zone after it, as written (not moved to UTC:
    /// the bank's local date is the one on the statement): ``DateFormat/ofx``, which reads it in a CSV too.
    static func date(_ text: String) -> Day? { DateFormat.ofx.parse(Array(text.utf8)) }

    /// An OFX amount: `-12.50`, `+100`, or `-12,50` as some European banks write it.
    static func amount(_ text: String) -> AmountText.Value? {
        let bytes = Array(text.utf8)
        let separator: Character = bytes.contains(UInt8(ascii: ",")) && !bytes.contains(UInt8(ascii: ".")) ? "," : "."
        guard let value = AmountText(decimalSeparator: separator).parse(bytes), value.symbol == nil else { return nil }
        return value
    }
}
