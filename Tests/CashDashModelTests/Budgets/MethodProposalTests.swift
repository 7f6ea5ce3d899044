@testable import CashDashModel
import Foundation
import Testing

/// The `methods:` entries `cashdash import` proposes from a bank's column of how the money went.
@Suite struct MethodProposalTests {
    func row(_ note: String, _ method: String, _ amount: Decimal, category: String = "Uncategorized") -> Transaction {
        Transaction(
            date: Day(year: 2026, month: 11, day: 1), kind: .expense, amount: amount, category: category,
            budget: "Bank", note: note, method: method, path: "bank.csv", line: 2, column: 1)
    }

    @Test func eachWordWithACategoryIsProposedForTheRowsNoRuleFinds() {
        let rows = [
            row("JANSSEN G J L M", "Overboeking", 1000), row("M JANSSEN · Piscine", "overboeking", 2500),
            row("Albert Heijn 1234", "Betaalautomaat", 12.50), row("ING Amsterdam", "Geldautomaat", 40),
            row("Vermieter · Miete", "Overboeking", 900), row("Knab", "Overboeking", 3, category: "Fees"),
        ]
        let proposals = MethodProposal.proposals(for: rows, besides: [NotePattern("Miete")!])
        #expect(
            proposals == [
                MethodProposal(word: "Overboeking", category: "Transfers", rows: 2, spent: 3500),
                MethodProposal(word: "Geldautomaat", category: "Cash", rows: 1, spent: 40),
            ])
    }

    @Test func rowsWithoutAMethodGiveNone() {
        #expect(MethodProposal.proposals(for: [row("TESCO", "", 5)]) == [])
    }
}
