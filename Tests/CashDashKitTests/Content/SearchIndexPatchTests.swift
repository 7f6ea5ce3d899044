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

    /// An entry's title, its first text, and its headings each with a text.
    private struct Layout {
        var title: String
        var text: [String]
        var sections: [(heading: String, text: [String])]

        var entry: SearchEntry {
            var entry = SearchEntry(kind: "Chapter", title: title, url: "curriculum/\(title.count)/index.html")
            entry.add(text: text.joined(separator: " "))
            for (number, section) in sections.enumerated() {
                entry.add(heading: section.heading, anchor: "h\(number)")
                entry.add(text: section.text.joined(separator: " "), anchor: "h\(number)")
            }
            return entry
        }
    }

    private func words(_ count: Int, _ random: inout SplitMix64) -> [String] {
        (0..<count).map { _ in Self.vocabulary[Int.random(in: 0..<Self.vocabulary.count, using: &random)] }
    }

    /// A layout whose title, headings and texts are words picked by `random`; its first text sometimes uses one word
    /// more than the ten times a score counts.
    private func layout(_ random: inout SplitMix64) -> Layout {
        let repeated = Bool.random(using: &random) ? Array(repeating: words(1, &random)[0], count: 11) : []
        return Layout(
            title: words(2, &random).joined(separator: " "),
            text: words(Int.random(in: 0..<12, using: &random), &random) + repeated,
            sections: (0..<Int.random(in: 0..<3, using: &random)).map { _ in
                (
                    words(1 + Int.random(in: 0..<2, using: &random), &random).joined(separator: " "),
                    words(Int.random(in: 0..<30, using: &random), &random)
                )
            })
    }

    private func entry(_ number: Int, _ random: inout SplitMix64) -> SearchEntry { layout(&random).entry }

    /// `layout` with one small change, as an edit makes: a word added at the end of a text, one word of a text
    /// replaced (which moves no other word, but may change what is shown around it), a word added at the start of a
    /// text (which moves every other), one more use of its last word (used eleven times when the layout repeats
    /// one), or a heading replaced.
    private func edited(_ layout: Layout, _ random: inout SplitMix64) -> Layout {
        var layout = layout
        let section = Int.random(in: -1..<layout.sections.count, using: &random)
        var text = section < 0 ? layout.text : layout.sections[section].text
        switch Int.random(in: 0..<5, using: &random) {
        case 0: text += words(1, &random)
        case 1 where !text.isEmpty: text[Int.random(in: 0..<text.count, using: &random)] = words(1, &random)[0]
        case 2: text.insert(words(1, &random)[0], at: 0)
        case 3 where !text.isEmpty: text.append(text[text.count - 1])
        default:
            guard section >= 0 else { return edited(layout, &random) }
            layout.sections[section].heading = words(1, &random)[0]
        }
        if section < 0 { layout.text = text } else { layout.sections[section].text = text }
        return layout
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
            var layouts = (0..<(3 + Int.random(in: 0..<40, using: &random))).map { _ in layout(&random) }
            let before = layouts.map(\.entry)
            let first = SearchIndex(entries: before, forReuse: false, words: SearchWords(entryKeys: keys(before)))
            var changed: [Int: SearchEntry] = [:]
            for _ in 0...Int.random(in: 0..<3, using: &random) {
                let number = Int.random(in: 0..<layouts.count, using: &random)
                changed[number] = before[number]
                // Half the rounds edit entries a little, half write them anew.
                layouts[number] = round % 4 < 2 ? edited(layouts[number], &random) : layout(&random)
            }
            let entries = layouts.map(\.entry)
            let keeping = round.isMultiple(of: 2)
            let words = words(after: first, of: before, for: entries, keeping: keeping)
            let patched = try #require(SearchIndex.patched(entries, words: words, changed: changed), "round \(round)")
            let fresh = SearchIndex(entries: entries, forReuse: false, words: SearchWords(entryKeys: keys(entries)))
            #expect(patched.shards.map(\.key) == fresh.shards.map(\.key), "round \(round)")
            // A shard kept whole is the file the last build wrote.
            let lastScripts = Dictionary(uniqueKeysWithValues: first.shards.map { ($0.key, $0.script) })
            for (made, own) in zip(patched.shards, fresh.shards) {
                #expect((made.script ?? lastScripts[made.key] ?? nil) == own.script, "round \(round), \(made.key)")
            }
            // Each word's key is this build's, or the last build's when its part was taken as it was: an entry that
            // changed without changing the part leaves the key it was written under, which names the same bytes.
            let keys = { (shards: [(shard: String, words: SearchIndex.ShardWords)]) in
                shards.flatMap { $0.words.list.map { ($0.word, $0.key) } }
            }
            let lastKeys = Dictionary(keys(first.wordKeys), uniquingKeysWith: { $1 })
            #expect(keys(patched.wordKeys).map(\.0) == keys(fresh.wordKeys).map(\.0), "round \(round)")
            for ((word, key), (_, own)) in zip(keys(patched.wordKeys), keys(fresh.wordKeys)) where key != own {
                #expect(key == lastKeys[word], "round \(round), \(word)")
            }
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
        let changed = [2: before[2]]
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
        #expect(SearchIndex.patched(entries, words: altered, changed: [2: before[2]]) == nil)
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
