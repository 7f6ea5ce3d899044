@testable import CashDashKit
import CashDashModel
import Synchronization
import Testing

/// A build takes what it can of the search's shards from the last build's (``SearchWords``): a shard whose words are
/// all as the last build wrote them keeps its file, unread, and the shards an edit touched are made as afresh.
@Suite struct SearchWordsTests {
    private func entry(_ number: Int, _ text: String) -> SearchEntry {
        var entry = SearchEntry(kind: "Chapter", title: "Chapter \(number)", url: "curriculum/c\(number)/index.html")
        entry.add(text: text)
        return entry
    }

    /// Each entry's key, as ``SearchInputs/entryKeys(of:chapters:)`` gives an entry that is not a chapter's.
    static func keys(_ entries: [SearchEntry]) -> [StableDigest] {
        entries.map { entry in
            var digest = StableDigest()
            entry.add(to: &digest)
            return digest
        }
    }

    private func keys(_ entries: [SearchEntry]) -> [StableDigest] { Self.keys(entries) }

    /// The shards' words of `index` as the record of the build that wrote it keeps them.
    static func record(of index: SearchIndex) -> [String: SearchWords.LastShard] {
        var last: [String: SearchWords.LastShard] = [:]
        for (number, shard) in index.wordKeys.enumerated() {
            last[shard.shard] = SearchWords.LastShard(number: number, words: shard.words.list.map { ($0.word, $0.key) })
        }
        return last
    }

    private func record(of index: SearchIndex) -> [String: SearchWords.LastShard] { Self.record(of: index) }

    private func scripts(_ index: SearchIndex) -> [String: String?] {
        Dictionary(uniqueKeysWithValues: index.shards.map { ($0.key, $0.script) })
    }

    @Test func anEditMakesTheShardsItTouchedAndKeepsTheOthersUnread() throws {
        var entries = [entry(0, "budget bond"), entry(1, "saving rent"), entry(2, "rate loan safe")]
        let first = SearchIndex(entries: entries, forReuse: false, words: SearchWords(entryKeys: keys(entries)))
        let shardNames = first.wordKeys.map(\.shard)
        entries[1] = entry(1, "saving money")
        let read = Mutex<Set<String>>([])
        let kept = Mutex<Set<String>>([])
        let words = SearchWords(entryKeys: keys(entries), last: record(of: first)) { number in
            read.withLock { _ = $0.insert(shardNames[number]) }
            return nil
        } keep: { number in
            kept.withLock { _ = $0.insert(shardNames[number]) }
            return true
        }

        let again = scripts(SearchIndex(entries: entries, forReuse: false, words: words))
        let fresh = scripts(SearchIndex(entries: entries))
        #expect(kept.withLock { $0 } == ["bo", "bu", "lo", "ra"], "the shards of the entries not edited")
        #expect(again.filter { $0.value == nil }.keys.sorted() == ["bo", "bu", "lo", "ra"])
        #expect(read.withLock { $0 } == ["sa"], "a shard with a word to take (`safe`) is read")
        #expect(again.keys.sorted() == fresh.keys.sorted())
        for (key, script) in again where script != nil { #expect(script == fresh[key], "\(key)") }
    }

    /// The index of `entries` made again, unchanged, from the words of the one made before it, as the output `keeps`
    /// (or does not keep) the shards' files.
    private func madeAgain(_ entries: [SearchEntry], keeps: Bool, forReuse: Bool = false) -> SearchIndex {
        let first = SearchIndex(entries: entries, forReuse: false, words: SearchWords(entryKeys: keys(entries)))
        let words = SearchWords(entryKeys: keys(entries), last: record(of: first)) { _ in
            nil
        } keep: { _ in
            keeps
        }
        return SearchIndex(entries: entries, forReuse: forReuse, words: words)
    }

    @Test func aShardWhoseFileIsNotAsLeftIsMadeAgain() throws {
        let entries = [entry(0, "budget bond"), entry(1, "saving rent")]
        #expect(scripts(madeAgain(entries, keeps: false)) == scripts(SearchIndex(entries: entries)))
    }

    @Test func anIndexKeptForServeMakesEveryShard() throws {
        let again = madeAgain([entry(0, "budget bond")], keeps: true, forReuse: true)
        #expect(again.shards.allSatisfy { $0.script != nil }, "the next index is made from this one's parts")
    }
}
