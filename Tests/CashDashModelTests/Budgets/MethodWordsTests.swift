@testable import CashDashModel
import Foundation
import Testing

/// The words of a bank's column of how the money went (`MethodWords.yml`), and the `method` column a guess finds.
@Suite struct MethodWordsTests {
    @Test func theBuiltInTableReadsClean() {
        var diagnostics = Diagnostics()
        let table = PayeeWords.read(
            String(decoding: PackageResources.MethodWords_yml, as: UTF8.self), diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.message) == [])
        #expect(table.categories == ["Cash", "Transfers", "Bills", "Fees", "Interest", "Pay"])
    }

    @Test(arguments: [
        ("Overboeking", "Transfers"), ("Geldautomaat", "Cash"), ("Incasso", "Bills"), ("TRANSFER", "Transfers"),
        ("ATM", "Cash"), ("Debit Transfer", "Transfers"), ("DD", "Bills"), ("SO", "Transfers"), ("CPT", "Cash"),
        ("Fee", "Fees"), ("Rente", "Interest"), ("FOLGELASTSCHRIFT", "Bills"), ("Prélèvement", "Bills"),
    ])
    func aBanksWordForHowMoneyWentSaysItsCategory(_ word: String, _ category: String) {
        #expect(PayeeWords.methods.category(for: word) == category)
        #expect(PayeeWords.methods.isMethod(word))
    }

    @Test(arguments: ["CARD_PAYMENT", "Betaalautomaat", "Presentment Refund", "DEB", "Kartenzahlung"])
    func aCardPaymentIsAMethodWithNoCategory(_ word: String) {
        #expect(PayeeWords.methods.isMethod(word))
        #expect(PayeeWords.methods.category(for: word) == nil)
    }

    @Test(arguments: ["TRANSFER-174549828", "simon@joyful.com", "Main Account", "REWE Markt", ""])
    func anIdAnAddressOrANameIsNoMethod(_ value: String) {
        #expect(!PayeeWords.methods.isMethod(value))
    }

    @Test func theColumnOfMethodWordsIsFoundAndOneOfDebitAndCreditIsNot() {
        let rows = [
            ["21-06-2019", "D", "Overboeking", "Gert Janssen"], ["21-06-2019", "C", "Ontvangen betaling", "Knab"],
            ["19-06-2019", "D", "Betaalautomaat", "Albert Heijn"], ["07-01-2019", "C", "Rente", "Knab"],
        ]
        #expect(PayeeWords.methods.methodColumn(in: rows, among: [1, 2, 3]) == 2)
        let directions = rows.map { [$0[1] == "D" ? "Debit" : "Credit", $0[3]] }
        #expect(PayeeWords.methods.methodColumn(in: directions, among: [0, 1]) == nil)
    }

    @Test func aGuessReadsKnabsBetaalwijzeAsTheMethodColumn() throws {
        let export = """
            Rekeningnummer;Transactiedatum;Bedrag;Betaalwijze;Tegenrekeninghouder;Omschrijving
            NL99KNAB9999999999;21-06-2019;-827,75;Overboeking;Gert Janssen;Tresorie
            NL99KNAB9999999999;20-06-2019;-12,50;Betaalautomaat;Albert Heijn 1234;
            NL99KNAB9999999999;19-06-2019;-40,00;Geldautomaat;ING Amsterdam;
            NL99KNAB9999999999;07-06-2019;7,02;Rente;Knab;Rente

            """
        let guess = try ProfileGuess(Data(export.utf8))
        #expect(guess.roles[3] == .column(.method), "\(guess.roles)")
        #expect(guess.entry(files: "knab.csv", budget: "Knab", indent: 2).contains("\"Betaalwijze\": method"))
    }
}
