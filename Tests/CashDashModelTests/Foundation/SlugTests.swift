@testable import CashDashModel
import TestSupport
import Testing

@Suite struct SlugTests {
    @Test func wordsOfAnyScriptAreJoinedByDashes() {
        #expect(urlSlug("Your first budget") == "your-first-budget")
        #expect(urlSlug("Don't panic!") == "dont-panic")
        #expect(urlSlug("Épargne et dépenses") == "épargne-et-dépenses")
        #expect(urlSlug("Seu primeiro orçamento") == "seu-primeiro-orçamento")
    }

    @Test func aCombiningMarkStaysWithItsLetter() {
        // The virama (्) and nukta (़) are marks, not letters: the words stay whole.
        #expect(urlSlug("स्वागत है") == "स्वागत-है")
        #expect(urlSlug("मेरा हफ़्ता") == "मेरा-हफ़्ता")
        #expect(urlSlug("आपका पहला बजट") == "आपका-पहला-बजट")
    }

    @Test func anASCIITitleGetsTheSameSlugFromItsBytes() {
        // Every ASCII character, in random titles, and a title that is not ASCII, which the bytes do not slug.
        var random = SplitMix64(seed: 7)
        let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        for length in 0..<400 {
            let title = String((0..<(length % 40)).map { _ in characters.randomElement(using: &random)! })
            #expect(asciiSlug(title) == unicodeSlug(title), "\(title.debugDescription)")
        }
        #expect(asciiSlug("Épargne") == nil)
        #expect(urlSlug("Épargne") == "épargne")
    }
}
