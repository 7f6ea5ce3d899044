@testable import CashDashKit
import Testing

@Suite struct SearchTextTests {
    private func words(_ text: String) -> [String] {
        var words: [String] = []
        SearchText.forEachWord(in: text) { word, _ in words.append(word) }
        return words
    }

    @Test func wordsAreLettersAndDigitsFoldedAndSingleLettersAreLeftOut() {
        #expect(words("A budget's 50/30/20 rule, in USD!") == ["budget", "50", "30", "20", "rule", "in", "usd"])
        #expect(words("L’Épargne — Ça coûte 12 €") == ["epargne", "ca", "coute", "12"])
        // A decomposed "é" (e and a combining accent) is one word, folded the same.
        #expect(words("e\u{301}pargne") == ["epargne"])
        #expect(words("ÉPARGNE") == ["epargne"])
    }

    @Test func foldingRemovesAccentsAndCaseAsTheScriptDoes() {
        #expect(SearchText.fold("Épargne") == "epargne")
        #expect(SearchText.fold("NAÏVE Señor") == "naive senor")
        #expect(SearchText.fold("USD") == "usd")
    }

    @Test func anExcerptIsCutAtSpacesAroundTheWord() {
        let text =
            String(repeating: "lorem ipsum ", count: 20) + "savings " + String(repeating: "dolor sit ", count: 20)
        let start = text.utf8.count - String(repeating: "dolor sit ", count: 20).utf8.count - "savings ".utf8.count
        let excerpt = SearchText.excerpt(of: text, around: start..<(start + 7))
        #expect(excerpt.hasPrefix("…") && excerpt.hasSuffix("…"))
        #expect(excerpt.contains(" savings dolor"))
        #expect(!excerpt.dropFirst().hasPrefix(" ") && excerpt.utf8.count <= 120)
        #expect(SearchText.excerpt(of: "Short text.", around: 0..<5) == "Short text.")
    }
}
