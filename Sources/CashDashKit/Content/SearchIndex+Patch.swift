import CashDashModel

/// The index made from the last build's shards, changing only the words of the entries that changed: a rebuild after
/// one chapter's edit made every word's list of entries again, to find the few that differ (perf: 6.6 % of it, at
/// 2,000 generated chapters; the rebuild of 2,000 chapters of Node.js's docs takes 0.87x the time with this).
/// ``SearchIndex/made(_:words:keepingFiles:)`` is the reference, and `SearchIndexPatchTests` holds the two to the
/// same files.
extension SearchIndex {
    /// The most entries the index is made again for from the last build's shards; past that it is made afresh.
    static let patchLimit = 32

    /// The shards of the index of `entries` and their words' keys, made from what the last build wrote (`words`),
    /// when only the entries numbered in `changed` differ from its own, each given as it was then. The words whose
    /// score or shown place differs in those entries (``SearchEntry/changedWords(from:to:)``) are made again, each
    /// from the entries its last part lists and the changed ones; every other word's part is taken as it was
    /// written, and a shard with none of them is kept whole. The files are those an index made afresh writes; nil,
    /// for the index to be made so, when a shard needed is not as it was left or a part does not read as one.
    static func patched(
        _ entries: [SearchEntry], words: SearchWords, changed: [Int: SearchEntry]
    ) -> (shards: [(key: String, script: String?)], wordKeys: [(shard: String, words: ShardWords)])? {
        guard changed.count <= patchLimit, words.lastEntryKeys.count == entries.count,
            changed.keys.allSatisfy(entries.indices.contains)
        else { return nil }
        var affected: [String: Set<String>] = [:]
        for (number, old) in changed {
            for word in SearchEntry.changedWords(from: old, to: entries[number]) {
                affected[shardKey(word), default: []].insert(word)
            }
        }
        let keys = Set(words.lastShardKeys).union(affected.keys).sorted()
        let made = keys.parallelMap { [affected] key in
            patchedShard(key, touched: affected[key], entries, words: words, changed: changed)
        }
        var shards: [(key: String, script: String?)] = []
        var wordKeys: [(shard: String, words: ShardWords)] = []
        for (key, shard) in zip(keys, made) {
            guard let shard else { return nil }
            guard shard.words.count > 0 else { continue }  // every word of it is gone
            shards.append((key, shard.script))
            wordKeys.append((key, shard.words))
        }
        return (shards, wordKeys)
    }

    /// The shard `key`: its script (nil when its file is kept whole, none of its words `touched`) and its words;
    /// nil when the last build's file cannot be read.
    private static func patchedShard(
        _ key: String, touched: Set<String>?, _ entries: [SearchEntry], words: SearchWords,
        changed: [Int: SearchEntry]
    ) -> (script: String?, words: ShardWords)? {
        let last = words.lastShard(key)
        guard let touched else {
            // A shard of the last build's (every shard untouched is one), its words as its record holds them.
            guard let last else { return nil }
            if words.keepWhole(key) { return (nil, .last(last)) }
            return words.lastParts(ofShard: key).map { (script(shard: key, parts: $0.map(String.init)), .last(last)) }
        }
        guard
            let made = patchedWords(
                touched, last: last?.words ?? [], of: key, entries, words: words, changed: changed)
        else { return nil }
        return (script(shard: key, parts: made.map(\.part)), .listed(made.map { ($0.word, $0.key, $0.kept) }))
    }

    /// The words of the shard `key` in order, each with its part and key and whether the part is the last build's:
    /// those `touched` made again, the others as `last` lists them. Nil when its parts cannot be read.
    private static func patchedWords(
        _ touched: Set<String>, last: [(word: String, key: String)], of key: String, _ entries: [SearchEntry],
        words: SearchWords, changed: [Int: SearchEntry]
    ) -> [(word: String, part: String, key: String, kept: Bool)]? {
        let parts = last.isEmpty ? [] : words.lastParts(ofShard: key)
        guard let parts, parts.count == last.count else { return nil }
        var made: [(word: String, part: String, key: String, kept: Bool)] = []
        for (place, word) in last.enumerated() where !touched.contains(word.word) {
            made.append((word.word, String(parts[place]), word.key, true))
        }
        let places = Dictionary(last.enumerated().map { ($1.word, $0) }, uniquingKeysWith: { first, _ in first })
        let numbers = changed.keys.sorted()
        for word in touched {
            let place = places[word]
            var listed = ListedPart(word: word)
            if let place {
                guard let read = ListedPart(parts[place], word: word),
                    read.items.allSatisfy({ entries.indices.contains(Int($0.entry)) })
                else { return nil }
                listed = read
                listed.items.removeAll { changed[Int($0.entry)] != nil }
            }
            for number in numbers {
                if let hit = entries[number].words[word] {
                    listed.items.append(.init(entry: Int32(number), score: Int32(hit.score), hit: hit))
                }
            }
            guard !listed.items.isEmpty else { continue }  // no entry has it now
            // Best first, the first entry first among equals, as ``sorted(_:)`` lists them.
            listed.items.sort { ($0.score, $1.entry) > ($1.score, $0.entry) }
            let wordKey = words.key(count: listed.items.count) { (listed.items[$0].entry, listed.items[$0].score) }
            if let place, last[place].key == wordKey {
                made.append((word, String(parts[place]), wordKey, true))
            } else {
                guard let part = listed.script(entries) else { return nil }
                made.append((word, part, wordKey, false))
            }
        }
        return made.sorted { $0.word < $1.word }
    }

    /// A word's part of a shard as its entries: `"rate":[[12,31,"anchor","excerpt"],…,3,5,…]` read back, with the
    /// changed entries' own, to write again (``script(word:sorted:entries:)``). An entry kept from the part keeps
    /// its shown place, as its bytes there; only an entry that comes among the first without one is looked up.
    struct ListedPart {
        struct Item {
            var entry: Int32
            var score: Int32
            /// Where its place (`"anchor","excerpt"`) is in the part read, when the part showed one.
            var shown: Range<Int>? = nil
            /// The entry's hit, for an entry not read from the part.
            var hit: SearchEntry.Hit? = nil
        }

        let word: String
        var bytes: [UInt8] = []
        var items: [Item] = []

        init(word: String) { self.word = word }

        /// The entries `part`, the part of `word`, lists, in its order; nil when it does not read as one.
        init?(_ part: Substring, word: String) {
            self.word = word
            var name = ""
            appendJSONString(word, to: &name)
            name += ":["
            bytes = Array(part.utf8)
            guard bytes.starts(with: name.utf8), bytes.last == UInt8(ascii: "]") else { return nil }
            var reader = PartReader(bytes: bytes, position: name.utf8.count)
            while reader.position < bytes.count - 1 {
                if !items.isEmpty { guard reader.take(",") else { return nil } }
                let isShown = reader.take("[")
                guard let entry = reader.number(), reader.take(","), let score = reader.number() else { return nil }
                var item = Item(entry: Int32(entry), score: Int32(score))
                if isShown {
                    let start = reader.position + 1
                    guard reader.take(","), reader.skipString(), reader.take(","), reader.skipString() else {
                        return nil
                    }
                    item.shown = start..<reader.position
                    guard reader.take("]") else { return nil }
                }
                items.append(item)
            }
            guard reader.position == bytes.count - 1 else { return nil }
        }

        /// The part listing `items` in their order, as ``script(word:sorted:entries:)`` writes it; nil when an entry
        /// among the first has no hit of the word (the last build's part did not list what `entries` hold).
        func script(_ entries: [SearchEntry]) -> String? {
            // The hit of each entry among the first whose place the part read did not show.
            var hits: [Int: SearchEntry.Hit] = [:]
            for (place, item) in items.prefix(SearchIndex.excerptsPerWord).enumerated() where item.shown == nil {
                guard entries.indices.contains(Int(item.entry)),
                    let hit = item.hit ?? entries[Int(item.entry)].hit(of: word)
                else { return nil }
                hits[place] = hit
            }
            return SearchIndex.part(
                word: word, count: items.count, listed: { (items[$0].entry, items[$0].score) },
                shows: { items[$0].shown != nil || hits[$0]?.isShown == true }
            ) { place, script in
                if let range = items[place].shown {
                    script.append(contentsOf: bytes[range])
                } else if let hit = hits[place] {
                    _ = entries[Int(items[place].entry)].appendPlaceJSON(of: hit, to: &script)
                }
            }
        }
    }

    /// Reads the numbers and texts of a word's part, a byte at a time.
    private struct PartReader {
        let bytes: [UInt8]
        var position: Int

        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        mutating func number() -> Int? {
            var value = 0
            let start = position
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]),
                position - start < 10
            {
                value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                position += 1
            }
            return position > start ? value : nil
        }

        /// Passes over a JSON string, its escapes included.
        mutating func skipString() -> Bool {
            guard take("\"") else { return false }
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\\"): position += 2
                case UInt8(ascii: "\""):
                    position += 1
                    return true
                default: position += 1
                }
            }
            return false
        }
    }
}
