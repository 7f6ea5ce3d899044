@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// A profile's `method` column and its `methods:`: the category of a row no rule of `categories:` places, from how
/// the money went.
@Suite struct LedgerMethodTests {
    @Test func aRowNoRulePlacesTakesTheCategoryOfItsMethod() throws {
        let fixture = try LedgerFixture([
            "budgets.yml": """
            ledgers:
              knab.csv:
                date_format: DD-MM-YYYY
                decimal_separator: ","
                columns: {Datum: date, Bedrag: amount, Betaalwijze: method, Naam: note}
                categories:
                  Albert Heijn: Groceries
                  Huur: Rent
                methods:
                  Overboeking: Transfers
                  " geldautomaat ": Cash
            """,
            "knab.csv": """
            Datum;Bedrag;Betaalwijze;Naam
            01-06-2019;-500,00;Overboeking;JANSSEN G J L M
            02-06-2019;-850,00;OVERBOEKING;Huur juni
            03-06-2019;-12,50;Betaalautomaat;Albert Heijn 1234
            04-06-2019;-7,80;Betaalautomaat;Bakkerij de Korenaar
            05-06-2019;-40,00;Geldautomaat;ING Amsterdam

            """,
        ])
        let (ledger, problems) = fixture.ledger()
        #expect(problems == [])
        let transactions = ledger.budgets[0].transactions
        // The rules come first (Huur is Rent, though paid by transfer); a card payment has no method category.
        #expect(transactions.map(\.category) == ["Transfers", "Rent", "Groceries", "Uncategorized", "Cash"])
        #expect(
            transactions.map(\.method) == [
                "Overboeking", "OVERBOEKING", "Betaalautomaat", "Betaalautomaat", "Geldautomaat",
            ])
        #expect(transactions.map(\.note)[0] == "JANSSEN G J L M", "the method is no part of the note")
    }
}
