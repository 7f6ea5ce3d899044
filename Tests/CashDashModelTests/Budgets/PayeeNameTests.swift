@testable import CashDashModel
import Testing

/// The payee's part of a bank row's note, which a proposed category rule is made of.
@Suite struct PayeeNameTests {
    @Test(arguments: [
        ("Kartenzahlung REWE SAGT DANKE. 41400673//Hamburg 2018-03-01T11:33:59", "REWE SAGT DANKE"),
        ("POS25SEP TEXACO SPAR", "TEXACO SPAR"),
        ("SAINSBURYS SACAT 0602 LADBROKE GROV GBR", "SAINSBURYS SACAT"),
        ("NETFLIX.COM · NETFLIX.COM 14087249160, NL", "NETFLIX.COM"),
        ("DELIVEROO.CO.UK LONDON GBR", "DELIVEROO.CO.UK LONDON"),
        ("Shell Gas · Lastschrifteinzug · 0123456789", "Shell Gas"),
        ("TRANSFER TO MBR ***0123 ACCT 4 MOBILE BANKING", "TRANSFER TO MBR"),
        ("Some vendor/info|12345678909876543212345", "Some vendor"),
        ("Check Paid #1002", "Check Paid"),
        ("Lastschrift  Auftraggeber:  A company  Kundendaten:  000000000000", "A company"),
        ("Debit Standing order: Test Recipient", "Test Recipient"),
        ("TransferWise Charges for: TRANSFER-175545673 · Sending money", "TransferWise Charges for"),
    ])
    func theNameIsWhatFollowsPaymentWordsUpToANumber(_ note: String, _ name: String) {
        #expect(PayeeName.of(note) == name)
    }

    @Test func aNameIsAlwaysAPieceOfTheNoteAsWritten() throws {
        let note = "Kartenzahlung REWE SAGT DANKE. 41400673//Hamburg"
        let name = try #require(PayeeName.of(note))
        #expect(note.contains(name))
    }

    @Test(arguments: ["ATM08SEP", "365 Online", "MB/000000010", "", "P0109US 5.00@1.18483"])
    func aNoteOfNumbersAndPaymentWordsHasNoPayee(_ note: String) {
        #expect(PayeeName.of(note) == nil)
    }
}
