import CashDashModel

/// Each word's part of the search's shards as the last build into the output folder wrote it, for a build to take a
/// word whose part would be the same rather than write it again (``SearchWordRecord`` keeps them beside the output).
/// Writing every word's part took a tenth of a rebuild after one chapter's edit, by perf, though an edit changes the
/// parts of a few words.
///
/// A word's part is known by its key (``key(of:)``): the entries it lists, in order, with their scores, and the
/// entries whose excerpts it shows, each by its key (``entryKeys``, a digest of everything the entry holds).
struct SearchWords: Sendable {
    /// The key of each entry of this build's index, in order.
    let entryKeys: [StableDigest]
    /// Each shard the last build wrote, by its key.
    private let last: [String: LastShard]
    /// The parts of a shard the last build wrote, by its number; nil when that shard is not as it was left.
    private let parts: @Sendable (_ shard: Int) -> [Substring]?
    /// Leaves the file of a shard the last build wrote, by its number, in place as this build's, unread; false when
    /// it is not as it was left.
    private let keep: @Sendable (_ shard: Int) -> Bool
    /// The key of each entry of the last build's index (``StableDigest/hex``), in order, when the record kept them
    /// (for ``SearchIndex/patched(_:words:changed:)``); empty otherwise.
    let lastEntryKeys: [String]

    init(
        entryKeys: [StableDigest], last: [String: LastShard] = [:],
        lastEntryKeys: [String] = [], parts: @escaping @Sendable (_ shard: Int) -> [Substring]? = { _ in nil },
        keep: @escaping @Sendable (_ shard: Int) -> Bool = { _ in false }
    ) {
        (self.entryKeys, self.last, self.parts, self.keep) = (entryKeys, last, parts, keep)
        self.lastEntryKeys = lastEntryKeys
    }

    /// The keys of the shards the last build wrote.
    var lastShardKeys: Dictionary<String, LastShard>.Keys { last.keys }

    /// The shard `key` as the last build wrote it; nil when it wrote no such shard.
    func lastShard(_ key: String) -> LastShard? { last[key] }

    /// The parts of the shard `key` as the last build wrote them, one for each of its words in order, read now;
    /// nil when it wrote no such shard or its file is not as it was left.
    func lastParts(ofShard key: String) -> [Substring]? {
        last[key].flatMap { parts($0.number) }
    }

    /// Leaves the file of the shard `key` the last build wrote in place as this build's, unread; false when there is
    /// none or it is not as it was left.
    func keepWhole(_ key: String) -> Bool {
        last[key].map { keep($0.number) } ?? false
    }

    /// The key of a word's part listing `postings`, in their order (``SearchIndex/sorted(_:)``).
    func key(of postings: [SearchIndex.Posting]) -> String {
        key(count: postings.count) { (postings[$0].entry, postings[$0].score) }
    }

    /// The key of a word's part listing `count` entries, each with its score (`listed`, by place), in order.
    func key(count: Int, _ listed: (_ place: Int) -> (entry: Int32, score: Int32)) -> String {
        var digest = StableDigest()
        digest.add("search word 1")
        digest.add(count)
        for place in 0..<count {
            let (entry, score) = listed(place)
            digest.add(Int(entry))
            digest.add(Int(score))
            // The excerpt shown is the entry's own, as its key says.
            if place < SearchIndex.excerptsPerWord { digest.add(entryKeys[Int(entry)]) }
        }
        return digest.hex
    }

    /// What the last build wrote of the shard `key`, to take its words from.
    func shard(_ key: String) -> Shard {
        Shard(last: last[key].map { ($0.number, $0.places) }, parts: parts, keep: keep)
    }

    /// A shard the last build wrote, read when a word is first taken from it, so that a build that takes no word
    /// reads no shard.
    struct Shard {
        fileprivate let last: (number: Int, words: [String: (key: String, place: Int)])?
        fileprivate let parts: (_ shard: Int) -> [Substring]?
        fileprivate let keep: (_ shard: Int) -> Bool
        private var read: [Substring]??

        fileprivate init(
            last: (number: Int, words: [String: (key: String, place: Int)])?, parts: @escaping (Int) -> [Substring]?,
            keep: @escaping (Int) -> Bool
        ) {
            (self.last, self.parts, self.keep) = (last, parts, keep)
        }

        /// Whether the shard's file is left as the last build wrote it, unread: it held these words, in this order,
        /// each under this key, so it is the file this build would write. An edit changes a few shards of hundreds.
        func keepsWhole(_ words: [(word: String, key: String)]) -> Bool {
            guard let last, last.words.count == words.count else { return false }
            for (place, word) in words.enumerated() {
                guard let kept = last.words[word.word], kept.key == word.key, kept.place == place else { return false }
            }
            return keep(last.number)
        }

        /// The part of `word` the last build wrote, when its key was `key`.
        mutating func part(of word: String, key: String) -> String? {
            guard let last, let kept = last.words[word], kept.key == key else { return nil }
            if read == nil { read = .some(parts(last.number)) }
            return read!.map { String($0[kept.place]) }
        }
    }
}
