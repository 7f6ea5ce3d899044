@testable import CashDashKit
import Testing

@Suite struct WordTableTests {
    /// Counts each word of `text` by its bytes, as a search entry does.
    private func counted(_ text: String) -> WordTable<Int> {
        var table = WordTable<Int>()
        var text = text
        text.withUTF8 { bytes in
            SearchText.forEachWord(in: bytes) { word, _ in table[table.index(of: word, adding: 0)] += 1 }
        }
        return table
    }

    @Test func wordsAreKeptInTheOrderFirstFoundWithTheirValues() {
        let table = counted("Save, then save more: saving is a habit. Épargne, epargne!")
        #expect(table.indices.map(table.word) == ["save", "then", "more", "saving", "is", "habit", "epargne"])
        #expect(table["save"] == 2)
        #expect(table["epargne"] == 2)
        #expect(table["sav"] == nil)
        #expect(table["savings"] == nil)
    }

    @Test func aTableOfThousandsOfWordsFindsEachOne() {
        // Far past the first 16 slots, so the table grows many times.
        let words = (0..<5_000).map { "w\($0)" }
        let table = counted(words.joined(separator: " ") + " w42 w4999")
        #expect(table.count == 5_000)
        #expect(table["w42"] == 2)
        #expect(table["w4999"] == 2)
        #expect(table["w0"] == 1)
        #expect(table["w5000"] == nil)
        #expect(table.word(1234) == "w1234")
    }

    @Test func twoTablesWithTheSameWordsAddedAlikeAreEqual() {
        #expect(counted("rates and more rates") == counted("Rates and more RATES"))
        #expect(counted("rates and more") != counted("more and rates"))
    }
}
