@testable import CashDashModel
import Foundation
import Testing

/// The category rules `cashdash import` proposes for a bank export's payees.
@Suite struct RuleProposalTests {
    func row(
        _ note: String, _ amount: Decimal, _ kind: Transaction.Kind = .expense, category: String = "Uncategorized"
    )
        -> Transaction
    {
        Transaction(
            date: Day(year: 2026, month: 11, day: 1), kind: kind, amount: amount, category: category,
            budget: "Bank", note: note, path: "bank.csv", line: 2, column: 1)
    }

    @Test func theMostFrequentPayeesComeFirstWithTheTablesCategory() {
        let rows = [
            row("POS01NOV TESCO STORES 3297", 12.40), row("POS03NOV TESCO STORES 3297", 8.10),
            row("NETFLIX.COM 866-579-7172", 9.99), row("Gehalt November", 2100, .deposit),
        ]
        let proposals = RuleProposal.proposals(for: rows)
        #expect(proposals.map(\.payee) == ["TESCO STORES", "NETFLIX.COM", "Gehalt"])
        #expect(proposals[0].category == "Groceries")
        #expect(proposals[0].rows == 2)
        #expect(proposals[0].spent == Decimal(string: "20.50"))
        #expect(proposals[1].category == "Fun")
        #expect(proposals[2].category == "Pay")
    }

    @Test func aPayeeTheTableDoesNotKnowIsProposedWithoutACategoryOnlyWhenItRecurs() {
        let rows = [row("JANSSEN G J L M", 500), row("JANSSEN G J L M", 250), row("ACME WIDGETS", 3)]
        let proposals = RuleProposal.proposals(for: rows)
        #expect(proposals == [RuleProposal(payee: "JANSSEN G J", category: nil, rows: 2, spent: 750)])
    }

    @Test func moneySentByBankTransferToAPersonIsATransfer() {
        let rows = [
            row("Gert Janssen · Overboeking · Tresorie", 827.75), row("M JANSSEN · Overboeking · Piscine", 2500),
            row("Vermieter GmbH · SEPA-Überweisung · Miete März", 900),
        ]
        let proposals = RuleProposal.proposals(for: rows)
        let categories = Dictionary(uniqueKeysWithValues: proposals.map { ($0.payee, $0.category) })
        #expect(categories == ["M JANSSEN": "Transfers", "Gert Janssen": "Transfers", "Vermieter GmbH": "Rent"])
    }

    @Test func rowsWithACategoryAlreadyAreLeftOut() {
        let rows = [row("TESCO STORES", 5, category: "Food"), row("TESCO STORES", 6, category: "Food")]
        #expect(RuleProposal.proposals(for: rows) == [])
    }

    @Test func aPipeInAPayeeStandsForItselfInThePattern() {
        #expect(RuleProposal.pattern(for: "A|B \\ C") == "A\\|B \\\\ C")
        #expect(NotePattern(RuleProposal.pattern(for: "A|B"))?.choices == ["a|b"])
    }

    /// N26's `Account Name` is in every note; one note of three pointing to a shop makes it no shop's name.
    @Test func aPayeeWhoseNotesMostlyPointNowhereIsAskedAbout() {
        let rows = [
            row("Main Account · STARBUCKS", 4.50), row("Main Account · ACME WIDGETS", 3),
            row("Main Account · INDIAN RUPEE", 45.67),
        ]
        #expect(RuleProposal.proposals(for: rows).map(\.category) == [nil])
    }
}
