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
    /// Each word's part as the last build wrote it, by word, with the part's key.
    private let last: [String: (key: String, part: Substring)]

    init(entryKeys: [StableDigest], last: [String: (key: String, part: Substring)] = [:]) {
        (self.entryKeys, self.last) = (entryKeys, last)
    }

    /// The key of a word's part listing `postings`, in their order (``SearchIndex/sorted(_:)``).
    func key(of postings: [SearchIndex.Posting]) -> String {
        var digest = StableDigest()
        digest.add("search word 1")
        digest.add(postings.count)
        for (place, posting) in postings.enumerated() {
            digest.add(Int(posting.entry))
            digest.add(Int(posting.score))
            // The excerpt shown is the entry's own, as its key says.
            if place < SearchIndex.excerptsPerWord { digest.add(entryKeys[Int(posting.entry)]) }
        }
        return digest.hex
    }

    /// The part of `word` the last build wrote, when its key was `key`.
    func part(of word: String, key: String) -> String? {
        guard let kept = last[word], kept.key == key else { return nil }
        return String(kept.part)
    }
}
