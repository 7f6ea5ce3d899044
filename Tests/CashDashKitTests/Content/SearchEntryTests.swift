@testable import CashDashKit
import CashDashModel
import Foundation
import Testing

/// A chapter's search words are kept in the chapter record for the next build (``SearchEntry/WordStore``) and read
/// back as they were, as the record's bytes; a damaged record reads as none, so that the chapter is rendered again.
@Suite struct SearchEntryTests {
    private func entry() -> SearchEntry {
        var entry = SearchEntry(kind: "Chapter", title: "Saving for a bike", url: "curriculum/bike/index.html")
        entry.add(heading: "Why save", anchor: "why-save")
        entry.add(text: "Saving a little each week adds up. A bike costs more than a week's pocket money.")
        entry.add(text: "Ein Fahrrad kostet Geld. 自転車 — ادخار", anchor: "why-save")
        return entry
    }

    private func record(_ words: SearchEntry.WordStore) -> [UInt8] {
        var writer = RecordWriter()
        words.write(to: &writer)
        return writer.bytes
    }

    private func read(_ bytes: [UInt8]) -> SearchEntry.WordStore? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = RecordReader(buffer)
            let data = Data(buffer)
            return SearchEntry.WordStore.read(&reader) { data[$0] }
        }
    }

    @Test func anEntrysWordsReadBackAsTheyWereWritten() throws {
        let made = entry().wordStore
        let words = made.table
        #expect(words.count > 10)
        let again = try #require(read(record(made)))
        guard case .recorded = again else { Issue.record("read back as a table"); return }
        #expect(again.table == words)
        #expect(again == made && made == again)
        #expect(again.hit(of: "bike") != nil && again.hit(of: "bike") == words["bike"])
        #expect(again.hit(of: "自転車") == words["自転車"] && again.hit(of: "bikes") == nil)
        #expect(again.lastSource == made.lastSource && made.lastSource == 2)
        // Written again from the record's bytes, the same bytes.
        #expect(record(again) == record(made))
    }

    /// An edit to one text lists the words whose place is shown from it, though none of them moved, and the words
    /// it adds or takes away; a word shown from a heading or a text it left alone is not listed.
    @Test func anEditListsTheWordsItCouldShowOtherwise() {
        func entry(_ last: String) -> SearchEntry {
            var entry = SearchEntry(kind: "Chapter", title: "Saving for a bike", url: "curriculum/bike/index.html")
            entry.add(text: "Pocket money comes every week.")
            entry.add(heading: "Planning ahead", anchor: "planning-ahead")
            entry.add(text: "A bike costs more than \(last) pocket money.", anchor: "planning-ahead")
            return entry
        }
        let changed = Set(SearchEntry.changedWords(from: entry("a month's"), to: entry("two months'")))
        for word in ["costs", "more", "two"] { #expect(changed.contains(word), "\(word)") }
        for word in ["comes", "every", "planning", "ahead", "saving"] { #expect(!changed.contains(word), "\(word)") }
        #expect(SearchEntry.changedWords(from: entry("a month's"), to: entry("a month's")).isEmpty)
    }

    /// A word used more often than the ten times its score counts, or moved with the same piece of text around it,
    /// is not listed: its part of the shards lists the same.
    @Test func aWordWhoseScoreAndPieceAreTheSameIsNotListed() {
        func entry(_ text: String) -> SearchEntry {
            var entry = SearchEntry(kind: "Chapter", title: "Savings", url: "curriculum/savings/index.html")
            entry.add(text: text)
            return entry
        }
        let text =
            "Save a little. " + String(repeating: "Save money each week, and the savings grow. ", count: 10)
            + "A mortgage is a long loan for a home, paid back month by month over many years."
        let usedMore = Set(SearchEntry.changedWords(from: entry(text), to: entry(text + " Save more.")))
        #expect(!usedMore.contains("save") && usedMore.contains("more"))
        let moved = Set(SearchEntry.changedWords(from: entry(text), to: entry("Plan ahead. " + text)))
        #expect(!moved.contains("mortgage") && !moved.contains("loan"))
        #expect(moved.contains("save") && moved.contains("plan"), "the piece shown for `save` starts earlier")
    }

    @Test func aKeptEntryNamingAPlaceItLacksIsNone() throws {
        let chapter = Chapter(
            path: "curriculum/bike.md", fileName: "bike.md", title: "Saving for a bike", body: "Saving a little.")
        let body = RenderedBody(html: LazyText(""), headings: [], wordCount: 5, ideographCount: 0, text: [])
        let words = try #require(read(record(entry().wordStore)))
        #expect(SearchEntry(chapter: chapter, markdown: body, keptWords: words) == nil)
    }

    @Test func aRecordWithAHitOutOfRangeOrCutShortIsNone() {
        let bytes = record(entry().wordStore)
        #expect(read(Array(bytes.dropLast(3))) == nil, "cut inside the last word's fields")
        var wrongFlags = bytes
        wrongFlags[bytes.count - 20 + 1] = 0x7F  // the last word's flags, past 511
        #expect(read(wrongFlags) == nil)
        var wrongEnd = bytes
        wrongEnd[bytes.count - 24] &+= 1  // the last word ends past the words' bytes
        #expect(read(wrongEnd) == nil)
    }
}
