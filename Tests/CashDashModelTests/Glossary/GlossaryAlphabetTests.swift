import Foundation
import Testing

@testable import CashDashModel

@Suite struct GlossaryAlphabetTests {
    @Test func accentedInitialsAreFiledUnderTheirBaseLetter() {
        let french = GlossaryAlphabet(language: "fr")
        #expect(
            ["Épargne", "épargne", "Échéance", "Œuvre", "Überweisung", "401(k)", "€uro"].map(french.letter(of:))
                == ["E", "E", "E", "O", "U", "#", "U"])
        #expect(french.letters == "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init))
    }

    @Test func anASCIITermIsOrderedByItsLowerCaseAsFoundationFoldsIt() {
        let english = GlossaryAlphabet(language: "en")
        let characters = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        for term in characters + ["Annual Percentage Rate", "401(k)", "ETF", "eTf"] {
            let folded = term.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            #expect(english.sortKey(of: term) == folded, "\(term)")
        }
        #expect(english.sortKey(of: "Épargne") == "epargne", "an accent is folded away")
    }

    @Test func spanishHasÑBetweenNAndO() {
        let spanish = GlossaryAlphabet(language: "es")
        #expect(spanish.letters[13...15] == ["N", "Ñ", "O"])
        #expect(["Ñandú", "ñoño", "Nómina", "Ahorro"].map(spanish.letter(of:)) == ["Ñ", "Ñ", "N", "A"])
        #expect(GlossaryAlphabet(language: "en").letter(of: "Ñandú") == "N")
    }

    @Test func hindiInitialsAreDevanagariLettersInOrder() {
        let hindi = GlossaryAlphabet(language: "hi")
        #expect(["बचत", "क़र्ज़", "ऋण", "आय", "ब्याज", "EMI"].map(hindi.letter(of:)) == ["ब", "क", "ऋ", "आ", "ब", "E"])
        #expect(hindi.letters.firstIndex(of: "अ")! < hindi.letters.firstIndex(of: "क")!)
        #expect(hindi.letters.firstIndex(of: "क")! < hindi.letters.firstIndex(of: "ह")!)
        #expect(hindi.letters.first == "A")
    }

    @Test func arabicInitialsAreArabicLettersWithTheArticlePassedOver() {
        let arabic = GlossaryAlphabet(language: "ar")
        #expect(
            ["ميزانية", "الادخار", "القرض", "أسهم", "إيداع", "آجل", "الربح", "ال", "ATM"].map(arabic.letter(of:))
                == ["م", "ا", "ق", "ا", "ا", "ا", "ر", "ا", "A"])
        #expect(arabic.letters.first == "A" && arabic.letters.last == "ي" && arabic.letters.count == 26 + 28)
        #expect(GlossaryAlphabet(language: "en").letter(of: "القرض") == "#")
    }

    @Test func arabicTermsAreOrderedWithoutTheArticleAndWithAHamzasSeatAsItsLetter() {
        var glossary = Glossary(
            entries: ["القسط", "قسط", "قرض صغير", "القرض", "أصل", "إيراد", "ادخار", "الادخار", "بنك"].map {
                GlossaryEntry(term: $0, definition: "…")
            })
        glossary.language = "ar"
        #expect(
            glossary.sorted.map(\.term) == [
                "ادخار", "الادخار", "أصل", "إيراد", "بنك", "القرض", "قرض صغير", "القسط", "قسط",
            ])
    }

    @Test func englishTermsAreOrderedIgnoringCaseAndAccents() {
        let glossary = Glossary(
            entries: ["interest", "Index fund", "Épargne", "ETF", "APR"].map {
                GlossaryEntry(term: $0, definition: "…")
            })
        #expect(glossary.sorted.map(\.term) == ["APR", "Épargne", "ETF", "Index fund", "interest"])
    }
}
