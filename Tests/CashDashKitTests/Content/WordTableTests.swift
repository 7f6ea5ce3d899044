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

    /// A table read back from its words' bytes finds each word as the table it was read from, before and after a
    /// word is added, and equals it.
    @Test func aTableReadBackFindsItsWordsAndTakesNewOnes() throws {
        let table = counted((0..<300).map { "w\($0 % 120)" }.joined(separator: " "))
        let (bytes, ends) = table.storage
        var read = try #require(WordTable(bytes: bytes, ends: ends, values: table.values))
        #expect(read == table)
        for word in ["w0", "w119", "w57", "w120", "w", ""] { #expect(read[word] == table[word], "\(word)") }
        var grown = table
        for word in ["w5", "new", "w119", "newer"] {
            var word = word
            let (at, inRead) = word.withUTF8 { (grown.index(of: $0, adding: 0), read.index(of: $0, adding: 0)) }
            #expect(at == inRead)
        }
        #expect(read == grown)
        #expect(read["newer"] == 0 && read["w5"] == table["w5"])
    }

    @Test func twoTablesWithTheSameWordsAddedAlikeAreEqual() {
        #expect(counted("rates and more rates") == counted("Rates and more RATES"))
        #expect(counted("rates and more") != counted("more and rates"))
    }
}
