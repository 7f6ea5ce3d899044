import CashDashModel
import Foundation

/// A line of a student's checkbook as the sealed JSON carries it, for the page's script to show: every field text,
/// written in the site's language at build time, as the teacher's statement writes it.
struct CheckbookRow: Codable, Equatable, Sendable {
    /// The day in ISO (`2026-09-11`), for the `<time>` element's `datetime`.
    var day: String
    /// The day as the register writes it, short.
    var date: String
    var memo: String
    /// "From the bank", "To Student K7M3P".
    var party: String
    /// The change with its sign: `+$12.00`.
    var amount: String
    /// `added` or `spent`, the class that colours the amount.
    var direction: String
    /// "Received" or "Paid", for screen readers.
    var sign: String
    /// The running balance after the line.
    var balance: String
}

/// Everything a student's checkbook holds: every line of checking, and of savings once the class saves.
struct CheckbookLines: Codable, Equatable, Sendable {
    var checking: [CheckbookRow]
    var savings: [CheckbookRow]?
}

/// What a student page carries of its checkbook under `privacy: codes`: the sealed lines, as JSON the page's script
/// reads (`rounds`, `salt`, `iv` and `data`, the last three in base64), and nothing in the clear.
struct CheckbookView: TemplateView, Sendable {
    var sealed: String
    /// Whether the sealed lines have savings, for the page to hold a table for them.
    var hasSavings: Bool

    /// The sealed JSON of `rows` under `key`.
    init(rows: CheckbookLines, key: CheckbookKey) {
        hasSavings = rows.savings != nil
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings encode, and AES-GCM seals any bytes under a 32-byte key and a 12-byte nonce.
        guard let (nonce, sealed) = try? CheckbookCipher.seal(encoder.encode(rows), with: key.key) else {
            preconditionFailure("a checkbook's rows always encode and seal")
        }
        let fields = [
            "\"data\":\"\(Data(sealed).base64EncodedString())\"", "\"iv\":\"\(Data(nonce).base64EncodedString())\"",
            "\"rounds\":\(key.rounds)", "\"salt\":\"\(Data(key.salt).base64EncodedString())\"",
        ]
        self.sealed = "{" + fields.joined(separator: ",") + "}"
    }
}

extension ClassPresenter {
    /// Every line of student `index`'s checking and savings, from the first, each with its running balance.
    func checkbookLines(_ index: Int) -> CheckbookLines {
        CheckbookLines(
            checking: ledger.register(for: index).map { line in
                let incoming = line.change > 0
                return checkbookRow(
                    line, party: party(incoming ? line.transaction.from : line.transaction.to, incoming: incoming))
            },
            savings: ledger.hasSavings
                ? ledger.savingsRegister(for: index).map { checkbookRow($0, party: savingsParty($0)) } : nil)
    }

    private func checkbookRow(_ line: ClassLedger.RegisterLine, party: String) -> CheckbookRow {
        let incoming = line.change > 0
        return CheckbookRow(
            day: line.transaction.date.description, date: money.days.string(line.transaction.date, .short),
            memo: line.transaction.memo, party: party,
            amount: money.string(line.change, signed: true), direction: incoming ? "added" : "spent",
            sign: words.text(incoming ? "class_view.received" : "class_view.paid"),
            balance: money.string(line.balance))
    }
}
