import CashDashModel

/// What the site search's files are made from, as one digest, for ``PageRecord``: a build whose digest is the one
/// recorded, and whose search files are as the last build left them, keeps `search-index.js`, `search-index.json`
/// and every shard in place and makes no index (``SiteBuilder``'s reuse).
///
/// The index is made from its entries alone (``SearchIndex/init(entries:reusing:forReuse:)``). A chapter's entry is
/// made from the chapter as rendered, so the chapter's key (``RenderedChapter/key``) stands for it, and its words are
/// not read; every other entry (the site's pages, calculators, terms, currencies, budgets, students) is added whole.
enum SearchInputs {
    /// The digest of the index of entries of these keys (``entryKeys(of:chapters:)``).
    static func key(ofEntries keys: [StableDigest]) -> String {
        var digest = StableDigest()
        digest.add("search index 1")
        digest.add(ProgramStamp.current)
        digest.add(keys.count)
        for key in keys { digest.add(key) }
        return digest.hex
    }

    /// The key of each entry, in order: a chapter's by its key, any other by everything it holds.
    static func entryKeys(of entries: [SearchEntry], chapters: [RenderedChapter]) -> [StableDigest] {
        let first = firstChapter(in: entries, chapters)
        return entries.indices.map { index in
            var digest = StableDigest()
            if let first, index >= first, index < first + chapters.count, let key = chapters[index - first].key {
                digest = chapterEntryKey(key)
            } else {
                digest.add("entry")
                entries[index].add(to: &digest)
            }
            return digest
        }
    }

    /// The key of the entry of a chapter whose key (``RenderedChapter/key``) is `key`.
    private static func chapterEntryKey(_ key: String) -> StableDigest {
        var digest = StableDigest()
        digest.add("chapter")
        digest.add(key)
        return digest
    }

    /// The entries whose keys (`keys`) are not the last build's (`last`, of as many entries), each as it was then,
    /// for ``SearchIndex/patched(_:words:changed:)``: nil unless each is a chapter's whose entry then `lastEntry`
    /// gives, by its file, with its key then, and there are at most ``SearchIndex/patchLimit``.
    static func changedEntries(
        _ keys: [StableDigest], last: [String], entries: [SearchEntry], chapters: [RenderedChapter],
        lastEntry: (_ file: String) -> (key: String, entry: SearchEntry)?
    ) -> [Int: SearchEntry]? {
        guard last.count == keys.count, let first = firstChapter(in: entries, chapters) else { return nil }
        var changed: [Int: SearchEntry] = [:]
        for index in keys.indices where keys[index].hex != last[index] {
            guard changed.count < SearchIndex.patchLimit, index >= first, index < first + chapters.count,
                let then = lastEntry(chapters[index - first].chapter.fileName),
                chapterEntryKey(then.key).hex == last[index]
            else { return nil }
            changed[index] = then.entry
        }
        return changed
    }

    /// Where the chapters' entries start among `entries`, in their order: nil when they are not there as a run.
    private static func firstChapter(in entries: [SearchEntry], _ chapters: [RenderedChapter]) -> Int? {
        guard let first = chapters.first?.search,
            let start = entries.firstIndex(where: { $0.url == first.url && $0.kind == first.kind }),
            start + chapters.count <= entries.count
        else { return nil }
        for (offset, chapter) in chapters.enumerated() {
            let (entry, own) = (entries[start + offset], chapter.search)
            guard entry.url == own.url, entry.kind == own.kind, entry.title == own.title else { return nil }
        }
        return start
    }

    /// The paths of the files an index writes: its first file, as a script and as JSON, and its shards.
    static func paths(of index: SearchIndex) -> [String] {
        index.shards.map { path(ofShard: $0.key) }
    }

    /// The path of the file of the shard `key` (`search/ra.js`).
    static func path(ofShard key: String) -> String {
        Route.searchShard(name: SearchIndex.fileName(forShard: key)).path
    }

    /// Whether `path` is one of the search's shards (`search/ra.js`).
    static func isShard(_ path: String) -> Bool {
        path.hasPrefix(shardFolder) && path.hasSuffix(".js")
    }

    private static let shardFolder = String(Route.searchShard(name: "x").path.dropLast("x.js".count))
}
