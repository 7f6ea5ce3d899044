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

/// What a student page carries of its checkbook under `privacy: codes`: the sealed rows, as JSON the page's script
/// reads (`rounds`, `salt`, `iv` and `data`, the last three in base64), and nothing in the clear.
struct CheckbookView: TemplateView, Sendable {
    var sealed: String

    /// The sealed JSON of `rows` under `key`.
    init(rows: [CheckbookRow], key: CheckbookKey) {
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
    /// Every line of student `index`'s register, from the first, with its running balance.
    func checkbookRows(_ index: Int) -> [CheckbookRow] {
        ledger.register(for: index).map { line in
            let incoming = line.change > 0
            return CheckbookRow(
                day: line.transaction.date.description, date: money.days.string(line.transaction.date, .short),
                memo: line.transaction.memo,
                party: party(incoming ? line.transaction.from : line.transaction.to, incoming: incoming),
                amount: money.string(line.change, signed: true), direction: incoming ? "added" : "spent",
                sign: words.text(incoming ? "class_view.received" : "class_view.paid"),
                balance: money.string(line.balance))
        }
    }
}
