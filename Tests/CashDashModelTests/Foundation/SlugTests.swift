import CashDashModel
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
}
