@testable import CashDashModel
import Testing

/// The built-in table of words that point a note to a category (`PayeeWords.yml`).
@Suite struct PayeeWordsTests {
    @Test func theBuiltInTableReadsCleanAndUsesTheSitesCategoryNames() {
        var diagnostics = Diagnostics()
        let table = PayeeWords.read(
            String(decoding: PackageResources.PayeeWords_yml, as: UTF8.self), diagnostics: &diagnostics)
        #expect(diagnostics.sorted.map(\.message) == [])
        for name in ["Groceries", "Eating out", "Transport", "Rent", "Utilities", "Phone", "Fun", "Health", "Pay"] {
            #expect(table.categories.contains(name), "\(name)")
        }
        #expect(table.ignored.contains("kartenzahlung"))
    }

    @Test(arguments: [
        ("Kartenzahlung REWE SAGT DANKE", "Groceries"),
        ("ALBERT HEIJN 1234 AMSTERDAM", "Groceries"),
        ("SAINSBURYS SACAT 0602", "Groceries"),
        ("Miete Januar", "Rent"),
        ("Gehalt 01/2026", "Pay"),
        ("salaris januari", "Pay"),
        ("Loyer janvier", "Rent"),
        ("aluguel março", "Rent"),
        ("Geldautomat Hauptbahnhof", "Cash"),
        ("POS18SEP NETFLIX.COM", "Fun"),
        ("UBER *TRIP", "Transport"),
        ("Prélèvement EDF", "Utilities"),
        ("Random Bill", "Bills"),
        ("Media SEPA DD", "Bills"),
        ("Utilities", "Utilities"),
        ("Tutoring", "Education"),
        ("Security deposit", "Rent"),
        ("FLOWERS.COM · Valentine's Day flowers", "Shopping"),
        ("Debit Standing order: Test Recipient", "Transfers"),
        ("PRLV XXXXXXXX ABONNEMENT XYZ.NET", "Bills"),
        ("Lastschrift Stadtwerke", "Utilities"),
        // Raiffeisen's online transfers to a swimming club and a school were proposed as Phone, for `INTERNET`.
        ("INTERNET-Überweisung Schwimmunion Korneuburg", "Transfers"),
    ])
    func wordsInSeveralLanguagesPointToACategory(_ note: String, _ category: String) {
        #expect(PayeeWords.builtIn.category(for: note) == category)
    }

    @Test func aWordMatchesWholeWordsOnlyUnlessItEndsInAStar() {
        var diagnostics = Diagnostics()
        let table = PayeeWords.read(
            "Groceries: [rewe, sainsbury*]\nFun: [new world cinema]\n", diagnostics: &diagnostics)
        #expect(table.category(for: "BREWERY TAP") == nil)
        #expect(table.category(for: "SAINSBURYS LOCAL") == "Groceries")
        #expect(table.category(for: "NEW WORLD CINEMA LEEDS") == "Fun")
        #expect(table.category(for: "NEW CINEMA") == nil)
    }

    /// A city or a surname is no shop: Zurich the insurer, Müller the chemist's, were found in notes that named the
    /// city and a person.
    @Test(arguments: ["SWISS FRANC · Zurich purchase", "Hans Müller", "Onlinebanking Kurs 1,08"])
    func aPlaceOrAPersonPointsNowhere(_ note: String) {
        #expect(PayeeWords.builtIn.category(for: note) == nil)
    }
}
