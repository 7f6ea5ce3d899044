@testable import CashDashKit
import CashDashModel
import TestSupport
import Testing

/// An index made from the last build's shards, with only the changed entries' words made again
/// (``SearchIndex/patched(_:words:changed:)``), writes the files an index made afresh writes.
@Suite struct SearchIndexPatchTests {
    private static let vocabulary = [
        "budget", "bond", "bonus", "saving", "savings", "rent", "rate", "rates", "loan", "safe", "money", "mortgage",
        "interest", "income", "tax", "taxes", "été", "l'été", "<fees>", "\"quoted\"", "back\\slash", "日本", "存钱",
    ]

    /// An entry whose title, headings and texts are words picked by `random`.
    private func entry(_ number: Int, _ random: inout SplitMix64) -> SearchEntry {
        func words(_ count: Int) -> String {
            (0..<count).map { _ in Self.vocabulary[Int.random(in: 0..<Self.vocabulary.count, using: &random)] }.joined(
                separator: " ")
        }
        var entry = SearchEntry(kind: "Chapter", title: words(2), url: "curriculum/c\(number)/index.html")
        entry.add(text: words(Int.random(in: 0..<12, using: &random)))
        for heading in 0..<Int.random(in: 0..<3, using: &random) {
            entry.add(heading: words(1 + Int.random(in: 0..<2, using: &random)), anchor: "h\(heading)")
            entry.add(text: words(Int.random(in: 0..<30, using: &random)), anchor: "h\(heading)")
        }
        return entry
    }

    private func keys(_ entries: [SearchEntry]) -> [StableDigest] { SearchWordsTests.keys(entries) }

    /// What the last build's record and shard files give the next, for `index`, an index of `entries`: its shards'
    /// files as `altered` leaves them, each kept whole when `keeping`.
    private func words(
        after index: SearchIndex, of entries: [SearchEntry], for next: [SearchEntry], keeping: Bool,
        altered: @escaping @Sendable (String) -> String? = { $0 }
    ) -> SearchWords {
        let scripts = index.shards.map { $0.script ?? "" }
        let shardWords = index.wordKeys.map { $0.words.list.map(\.word) }
        let last = SearchWordsTests.record(of: index)
        return SearchWords(entryKeys: keys(next), last: last, lastEntryKeys: keys(entries).map(\.hex)) { number in
            altered(scripts[number]).flatMap { SearchWordRecord.parts(of: $0, words: shardWords[number]) }
        } keep: { _ in
            keeping
        }
    }

    @Test func editedEntriesGiveTheShardsOfAnIndexMadeAfresh() throws {
        var random = SplitMix64(seed: 49)
        for round in 0..<60 {
            var entries = (0..<(3 + Int.random(in: 0..<40, using: &random))).map { entry($0, &random) }
            let first = SearchIndex(entries: entries, forReuse: false, words: SearchWords(entryKeys: keys(entries)))
            let before = entries
            var changed: [Int: WordTable<SearchEntry.Hit>] = [:]
            for _ in 0...Int.random(in: 0..<3, using: &random) {
                let number = Int.random(in: 0..<entries.count, using: &random)
                changed[number] = before[number].words
                entries[number] = entry(number, &random)
            }
            let keeping = round.isMultiple(of: 2)
            let words = words(after: first, of: before, for: entries, keeping: keeping)
            let patched = try #require(SearchIndex.patched(entries, words: words, changed: changed), "round \(round)")
            let fresh = SearchIndex(entries: entries, forReuse: false, words: SearchWords(entryKeys: keys(entries)))
            #expect(patched.shards.map(\.key) == fresh.shards.map(\.key), "round \(round)")
            for (made, own) in zip(patched.shards, fresh.shards) where made.script != nil || !keeping {
                #expect(made.script == own.script, "round \(round), shard \(made.key)")
            }
            #expect(
                patched.wordKeys.map { $0.words.list.map { "\($0.word) \($0.key)" } }
                    == fresh.wordKeys.map { $0.words.list.map { "\($0.word) \($0.key)" } }, "round \(round)")
            let index = SearchIndex(entries: entries, forReuse: false, words: words, changed: changed)
            #expect(index.firstFileJSON == fresh.firstFileJSON)
        }
    }

    /// `count` random entries indexed, then entry 2 edited: the first index, the entries before and after.
    private func oneEdited(
        seed: UInt64, count: Int
    ) -> (first: SearchIndex, before: [SearchEntry], after: [SearchEntry]) {
        var random = SplitMix64(seed: seed)
        let before = (0..<count).map { entry($0, &random) }
        var after = before
        after[2] = entry(2, &random)
        return (
            SearchIndex(entries: before, forReuse: false, words: SearchWords(entryKeys: keys(before))), before, after
        )
    }

    /// A shard a word is taken from that is not as it was left cannot be patched: the index is made afresh.
    @Test func aShardNotAsLeftMakesTheIndexAfresh() throws {
        let (first, before, entries) = oneEdited(seed: 7, count: 6)
        let changed = [2: before[2].words]
        let last = words(after: first, of: before, for: entries, keeping: true)
        #expect(SearchIndex.patched(entries, words: last, changed: changed) != nil)
        let broken = words(after: first, of: before, for: entries, keeping: false) { _ in nil }
        #expect(SearchIndex.patched(entries, words: broken, changed: changed) == nil)
        let index = SearchIndex(entries: entries, forReuse: false, words: broken, changed: changed)
        #expect(index.shards.map(\.script) == SearchIndex(entries: entries).shards.map(\.script))
    }

    /// A part that names an entry the index does not have (a shard file altered but looking as left) is not trusted.
    @Test func aPartNamingAnEntryPastTheEndIsNotTrusted() throws {
        let (first, before, entries) = oneEdited(seed: 11, count: 8)
        let altered = words(after: first, of: before, for: entries, keeping: false) {
            $0.replacing(":[", with: ":[999").replacing("[999[", with: "[[999")
        }
        #expect(SearchIndex.patched(entries, words: altered, changed: [2: before[2].words]) == nil)
    }

    @Test func aPartsListedEntriesAreReadFromItsText() {
        func listed(_ part: String, _ word: String) -> [Int32]? {
            SearchIndex.ListedPart(part[...], word: word)?.items.map(\.entry)
        }
        #expect(listed(#""rate":[[12,31,"a\"b","x, y]"],3,5,7,1]"#, "rate") == [12, 3, 7])
        #expect(listed(#""rate":[4,1]"#, "rates") == nil)
        #expect(listed(#""rate":[4,1"#, "rate") == nil)
        #expect(listed(#""rate":[[4,1,"a"]]"#, "rate") == nil)
    }
}
