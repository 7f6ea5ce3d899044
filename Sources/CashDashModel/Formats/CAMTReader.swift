import Foundation

/// Reads ISO 20022 CAMT.053 bank statements (`BkToCstmrStmt`), as European banks give them, with FoundationXML.
/// Each booked entry (`Sts` `BOOK`, pending ones are passed over) becomes an entry: `Amt` with its `Ccy`, signed by
/// `CdtDbtInd` (`DBIT` is money out), dated by `BookgDt` (or `ValDt` when it has none), its note the other party's
/// name and the remittance text (`RmtInf/Ustrd`). A batch entry whose transactions (`NtryDtls/TxDtls`) carry their
/// own amounts becomes one entry per transaction.
public enum CAMTReader {
    /// The entries of the CAMT.053 file `data`; throws when the file as a whole cannot be read.
    public static func read(_ data: Data) throws(StatementProblem) -> StatementRead {
        let root = try MarkupElement.xml(data)
        guard root.name == "Document", let message = root.child("BkToCstmrStmt") else {
            throw StatementProblem(
                line: root.line, column: root.column,
                "this XML is not a CAMT.053 statement (a Document with BkToCstmrStmt); export the account statement as camt.053"
            )
        }
        var read = StatementRead()
        for statement in message.children("Stmt") {
            for entry in statement.children("Ntry") {
                do throws(StatementProblem) {
                    read.entries.append(contentsOf: try entries(entry, read: &read))
                } catch {
                    read.problems.append(error)
                }
            }
        }
        return read
    }

    private static func entries(
        _ entry: MarkupElement, read: inout StatementRead
    ) throws(StatementProblem) -> [StatementEntry] {
        let status = entry.text("Sts", "Cd") ?? entry.text("Sts")
        guard let status else {
            throw StatementProblem(
                line: entry.line, column: entry.column,
                "this entry (Ntry) has no status (Sts); export the statement again")
        }
        // pending (PDNG) and information (INFO) entries are not yet money moved
        guard status == "BOOK" else { return [] }
        guard let date = day(entry.child("BookgDt")) ?? day(entry.child("ValDt")) else {
            throw StatementProblem(
                line: entry.line, column: entry.column,
                "this entry (Ntry) has no booking or value date (BookgDt, ValDt) like 2026-11-24")
        }
        let (amount, currency, amountElement) = try signedAmount(
            entry.child("Amt"), indicator: entry.child("CdtDbtInd"), in: entry)
        let details = entry.children("NtryDtls").flatMap { $0.children("TxDtls") }
        let entryNote = note(details.count == 1 ? details[0] : nil, entry: entry)
        let single = [
            StatementEntry(
                date: date, amount: amount, currency: currency, note: entryNote, line: amountElement.line,
                column: amountElement.column)
        ]
        guard details.count > 1, details.allSatisfy({ transactionAmount($0) != nil }) else { return single }
        var parts: [StatementEntry] = []
        var sum = Decimal(0)
        for transaction in details {
            let indicator = transaction.child("CdtDbtInd") ?? entry.child("CdtDbtInd")
            let (value, partCurrency, element) = try signedAmount(
                transactionAmount(transaction), indicator: indicator, in: transaction)
            guard partCurrency == currency else { return single }  // a batch in mixed currencies is kept whole
            sum += value.decimal
            parts.append(
                StatementEntry(
                    date: date, amount: value, currency: partCurrency, note: note(transaction, entry: entry),
                    line: element.line,
                    column: element.column))
        }
        guard sum == amount.decimal else {
            read.warnings.append(
                StatementProblem(
                    line: entry.line, column: entry.column,
                    "the transactions of this batch add up to \(sum), but the entry's amount is \(amount.decimal); the entry is read as one row"
                ))
            return single
        }
        return parts
    }

    /// A transaction's own amount: `Amt`, or `AmtDtls/TxAmt/Amt`.
    private static func transactionAmount(_ transaction: MarkupElement) -> MarkupElement? {
        transaction.child("Amt") ?? transaction.child("AmtDtls", "TxAmt", "Amt")
    }

    private static func signedAmount(
        _ element: MarkupElement?, indicator: MarkupElement?, in parent: MarkupElement
    ) throws(StatementProblem) -> (AmountText.Value, String?, MarkupElement) {
        guard let element else {
            throw StatementProblem(line: parent.line, column: parent.column, "this \(parent.name) has no amount (Amt)")
        }
        let bytes = Array(element.text.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") }),
            var value = AmountText().parse(bytes)
        else {
            throw StatementProblem(
                line: element.line, column: element.column,
                "`\(element.text)` is not an amount; CAMT.053 writes amounts like 12.50")
        }
        switch indicator?.text {
        case "DBIT": value.units = -value.units
        case "CRDT": break
        default:
            throw StatementProblem(
                line: indicator?.line ?? parent.line, column: indicator?.column ?? parent.column,
                "this \(parent.name) says neither CRDT (money in) nor DBIT (money out) in CdtDbtInd; export the statement again"
            )
        }
        return (value, element.attributes["Ccy"]?.uppercased(), element)
    }

    /// The day of `BookgDt` or `ValDt`: its `Dt` (`2026-11-24`), or the date of its `DtTm` as written.
    private static func day(_ element: MarkupElement?) -> Day? {
        guard let text = element?.text("Dt") ?? element?.text("DtTm") else { return nil }
        return DateFormat.iso.parse(Array(text.utf8.prefix(10)))
    }

    /// The other party's name and the remittance text (`Ustrd` lines joined), from the transaction when there is one,
    /// else the entry's additional information.
    private static func note(_ transaction: MarkupElement?, entry: MarkupElement) -> String {
        let credit = (transaction?.text("CdtDbtInd") ?? entry.text("CdtDbtInd")) == "CRDT"
        let parties = transaction?.child("RltdPties")
        let party = credit ? parties?.child("Dbtr") : parties?.child("Cdtr")
        let name = party?.text("Nm") ?? party?.text("Pty", "Nm")
        let remittance = transaction?.child("RmtInf")?.children("Ustrd").map(\.text).filter { !$0.isEmpty }.joined(
            separator: " ")
        let text = remittance.flatMap { $0.isEmpty ? nil : $0 } ?? entry.text("AddtlNtryInf")
        return [name, text].compactMap { $0 }.joined(separator: " · ")
    }
}
