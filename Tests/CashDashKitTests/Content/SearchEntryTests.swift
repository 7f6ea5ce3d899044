@testable import CashDashKit
import Testing

/// A chapter's search words are kept in the chapter record for the next build (``SearchEntry/write(_:to:)``) and
/// read back as they were; a damaged record reads as none, so that the chapter is rendered again.
@Suite struct SearchEntryTests {
    private func entry() -> SearchEntry {
        var entry = SearchEntry(kind: "Chapter", title: "Saving for a bike", url: "curriculum/bike/index.html")
        entry.add(heading: "Why save", anchor: "why-save")
        entry.add(text: "Saving a little each week adds up. A bike costs more than a week's pocket money.")
        entry.add(text: "Ein Fahrrad kostet Geld. 自転車 — ادخار", anchor: "why-save")
        return entry
    }

    private func record(_ words: WordTable<SearchEntry.Hit>) -> [UInt8] {
        var writer = RecordWriter()
        SearchEntry.write(words, to: &writer)
        return writer.bytes
    }

    private func read(_ bytes: [UInt8]) -> WordTable<SearchEntry.Hit>? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = RecordReader(buffer)
            return SearchEntry.keptWords(&reader)
        }
    }

    @Test func anEntrysWordsReadBackAsTheyWereWritten() throws {
        let words = entry().words
        #expect(words.count > 10)
        let again = try #require(read(record(words)))
        #expect(again == words)
        #expect(again["bike"] != nil && again["bike"] == words["bike"])
    }

    @Test func aRecordWithAHitOutOfRangeOrCutShortIsNone() {
        let bytes = record(entry().words)
        #expect(read(Array(bytes.dropLast(3))) == nil, "cut inside the last word's fields")
        var wrongFlags = bytes
        wrongFlags[bytes.count - 20 + 1] = 0x7F  // the last word's flags, past 511
        #expect(read(wrongFlags) == nil)
        var wrongEnd = bytes
        wrongEnd[bytes.count - 24] &+= 1  // the last word ends past the words' bytes
        #expect(read(wrongEnd) == nil)
    }
}
