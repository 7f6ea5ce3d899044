import CashDashModel
import Foundation
import Testing

/// A text kept as a record's bytes reads as the `String` it was written from, and equals it.
@Suite struct LazyTextTests {
    @Test func aTextKeptAsBytesReadsAsItsString() {
        let written = "Saving <em>£5</em> a week — 貯金"
        let kept = LazyText(utf8: Data(written.utf8))
        #expect(kept.string == written)
        #expect(kept.utf8Count == written.utf8.count)
        #expect(kept.withUTF8 { Array($0) } == Array(written.utf8))
        #expect(kept == LazyText(written))
        #expect(kept != LazyText(written + "."))
        #expect(LazyText(utf8: Data()).isEmpty && !kept.isEmpty)
    }

    @Test func bytesCutFromALargerRecordAreOnlyTheirOwn() {
        let record = Data("keyHTML<p>Hi</p>rest".utf8)
        let kept = LazyText(utf8: record[7..<16])
        #expect(kept.string == "<p>Hi</p>")
    }

    @Test func aTextsDigestIsTheSameTakenOrKept() throws {
        let written = "Saving <em>£5</em> a week — 貯金"
        var taken = StableDigest()
        taken.add(written)
        #expect(LazyText(written).digest == taken)
        #expect(LazyText(utf8: Data(written.utf8)).digest == taken)
        #expect(LazyText(written + ".").digest != taken)
        // A record keeps the digest as its two words, and gives it back with the text's bytes.
        let kept = try #require(StableDigest(words: taken.words))
        #expect(kept == taken && StableDigest(words: [1]) == nil)
        #expect(LazyText(utf8: Data(written.utf8), digest: kept).digest == taken)
    }

    @Test func aDamagedByteReadsAsTheReplacementCharacter() {
        let kept = LazyText(utf8: Data([0x48, 0xFF, 0x69]))
        #expect(kept.string == "H\u{FFFD}i")
    }
}
