import CashDashModel

/// The site search's files: a small first file and a shard of words for each two first letters.
///
/// `search-index.js` (and its twin `search-index.json`, for tools) holds what the search box needs before a word is
/// typed: each entry's kind, title and address (titles are searched at once, from the first letter), and the names of
/// the shards. `search/<key>.js` holds every word that starts with `key` (its first two letters, folded), each with
/// the entries it is in, best first: `[entry, score, anchor, excerpt]` for the best ``excerptsPerWord``, then the
/// others as pairs of numbers, `entry, score`. The box loads the shards of the words typed, by script tags, so it works from `file://`
/// (where a page cannot fetch), and a search loads the first file and a shard or two, not the whole index.
struct SearchIndex {
    /// The entries given an excerpt in a word's list: the rest are found and ranked, shown with their title only.
    static let excerptsPerWord = 20

    /// The entries, in the order of their numbers in the shards.
    let entries: [SearchEntry]
    /// Kinds in the order they are first used (entries name theirs by position).
    let kinds: [String]
    /// Each shard's key (`ra`) and the text of its script, in the order of their keys; the script is nil when the
    /// file the last build wrote is kept (``SearchWords/Shard/keepsWhole(_:)``).
    let shards: [(key: String, script: String?)]

    /// What the next index is made from (``init(entries:reusing:)``): each word's postings in the order of their
    /// entries, each shard's words in order, and each word's part of its shard's script.
    private var postings: [String: [Posting]]
    private var shardWords: [String: [String]]
    private var wordScripts: [String: String]
    /// Each shard's words in order, with the key of each (``SearchWords``), when the index was made with `words`.
    private(set) var wordKeys: [(shard: String, words: ShardWords)] = []
    /// How many words' parts were taken from the last build's shards (``SearchWords``).
    var keptWordCount: Int { wordKeys.reduce(0) { $0 + $1.words.keptCount } }
    /// How many words the index has keys for (``wordKeys``).
    var wordCount: Int { wordKeys.reduce(0) { $0 + $1.words.count } }

    /// The index of `entries`. Given the `last` index, of as many entries, only the words of the entries that
    /// differ from the last ones (a chapter edited while `serve` runs) are made again, and only their shards: the
    /// files are the same, byte for byte, as an index made afresh. An index `forReuse` keeps what the next needs for
    /// that; one that is not (a single build's) lets it go.
    ///
    /// With `words`, what the last build into the output folder wrote (``SearchWords``), a word whose key is the same
    /// is taken from there rather than written again, and the index keeps each word's key for the next
    /// (``wordKeys``).
    ///
    /// With `changed` too, the entries that differ from the last build's, each as it was then, the index
    /// is made from the last build's shards (``patched(_:words:changed:)``), where they allow.
    init(
        entries: [SearchEntry], reusing last: SearchIndex? = nil, forReuse: Bool = true, words: SearchWords? = nil,
        changed: [Int: SearchEntry]? = nil
    ) {
        self.entries = entries
        var kinds: [String] = []
        for entry in entries where !kinds.contains(entry.kind) { kinds.append(entry.kind) }
        self.kinds = kinds
        guard let last, last.entries.count == entries.count, !last.postings.isEmpty || entries.isEmpty else {
            if !forReuse, let words, let changed, let patched = Self.patched(entries, words: words, changed: changed) {
                (postings, shardWords, wordScripts) = ([:], [:], [:])
                (shards, wordKeys) = patched
            } else {
                (postings, shardWords, wordScripts, shards, wordKeys) = Self.made(
                    entries, words: words, keepingFiles: !forReuse)
                if !forReuse { (postings, shardWords, wordScripts) = ([:], [:], [:]) }
            }
            firstFileJSON = Self.firstFileJSON(entries: entries, kinds: kinds, shards: shards)
            return
        }
        var postings = last.postings, shardWords = last.shardWords, wordScripts = last.wordScripts
        var changed = Set<String>()
        // The first file names each entry's kind, title and address, and the shards.
        var sameFirstFile = kinds == last.kinds
        for number in entries.indices where entries[number] != last.entries[number] {
            let (new, old) = (entries[number], last.entries[number])
            let (newWords, oldWords) = (new.words, old.words)
            if new.kind != old.kind || new.title != old.title || new.url != old.url { sameFirstFile = false }
            let entry = Int32(number)
            for index in oldWords.indices {
                let word = oldWords.word(index)
                guard newWords[word] == nil else { continue }
                changed.insert(word)
                postings[word]?.removeAll { $0.entry == entry }
                if postings[word]?.isEmpty == true { postings[word] = nil }
            }
            for index in newWords.indices {
                let (word, hit) = (newWords.word(index), newWords[index])
                let posting = Posting(entry: entry, score: Int32(hit.score), hit: hit)
                guard let oldHit = oldWords[word], let place = postings[word]?.firstIndex(where: { $0.entry == entry })
                else {
                    changed.insert(word)
                    postings[word, default: []].insert(
                        posting, at: postings[word]?.firstIndex { $0.entry > entry } ?? postings[word]?.count ?? 0)
                    continue
                }
                let sameScore = postings[word]![place].score == posting.score
                postings[word]![place] = posting
                // A word whose list keeps the entry in its place is written the same, unless the entry is among the
                // first few, whose excerpts are shown, and its excerpt is another.
                if sameScore {
                    let ahead = postings[word]!.count { ($0.score, -$0.entry) > (posting.score, -entry) }
                    if ahead >= Self.excerptsPerWord || old.showsSamePlace(of: oldHit, as: new, of: hit) {
                        continue
                    }
                }
                changed.insert(word)
            }
        }
        guard !changed.isEmpty else {
            (self.postings, self.shardWords, self.wordScripts, shards) = (
                postings, shardWords, wordScripts, last.shards
            )
            firstFileJSON =
                sameFirstFile ? last.firstFileJSON : Self.firstFileJSON(entries: entries, kinds: kinds, shards: shards)
            return
        }
        var touched = Set<String>()
        for word in changed {
            let key = Self.shardKey(word)
            touched.insert(key)
            switch (last.postings[word] != nil, postings[word] != nil) {
            case (true, false):
                shardWords[key]?.removeAll { $0 == word }
                if shardWords[key]?.isEmpty == true { shardWords[key] = nil }
            case (false, true):
                var words = shardWords[key] ?? []
                words.insert(word, at: words.firstIndex { $0 > word } ?? words.count)
                shardWords[key] = words
            default: break
            }
        }
        let words = Array(changed)
        let scripts = words.parallelMap { [postings] word in
            postings[word].map { Self.script(word: word, postings: $0, entries: entries) }
        }
        for (word, script) in zip(words, scripts) { wordScripts[word] = script }
        var byKey = Dictionary(
            uniqueKeysWithValues: last.shards.compactMap { shard in shard.script.map { (shard.key, $0) } })
        for key in touched {
            byKey[key] = shardWords[key].map { words in
                Self.script(shard: key, parts: words.map { wordScripts[$0]! })
            }
        }
        (self.postings, self.shardWords, self.wordScripts) = (postings, shardWords, wordScripts)
        shards = byKey.sorted { $0.key < $1.key }.map { (key: $0.key, script: Optional($0.value)) }
        firstFileJSON =
            sameFirstFile && shards.map(\.key) == last.shards.map(\.key)
            ? last.firstFileJSON : Self.firstFileJSON(entries: entries, kinds: kinds, shards: shards)
    }

    /// Everything an index of `entries` holds, made afresh but for the words `words` keeps.
    private static func made(
        _ entries: [SearchEntry], words: SearchWords?, keepingFiles: Bool
    ) -> (
        postings: [String: [Posting]], shardWords: [String: [String]], wordScripts: [String: String],
        shards: [(key: String, script: String?)],
        wordKeys: [(shard: String, words: ShardWords)]
    ) {
        // Each word's postings: (entry, hit), gathered by the words' bytes; a word becomes a `String` once, here.
        var table = WordTable<[Posting]>()
        for (number, entry) in entries.enumerated() {
            let words = entry.words
            for index in words.indices {
                let hit = words[index]
                let word = words.withWord(index) { table.index(of: $0, adding: []) }
                table[word].append(Posting(entry: Int32(number), score: Int32(hit.score), hit: hit))
            }
        }
        var postings: [String: [Posting]] = [:]
        postings.reserveCapacity(table.count)
        var shardWords: [String: [String]] = [:]
        for index in table.indices {
            let word = table.word(index)
            postings[word] = table[index]
            shardWords[Self.shardKey(word), default: []].append(word)
        }
        for key in shardWords.keys { shardWords[key]!.sort() }
        let keys = shardWords.keys.sorted()
        let made = keys.parallelMap { [postings, shardWords] key in
            madeShard(
                key, words: shardWords[key]!, postings: postings, entries: entries, last: words,
                keepingFile: keepingFiles)
        }
        var wordScripts: [String: String] = [:]
        wordScripts.reserveCapacity(postings.count)
        // A kept file's words have no parts made (only an index not kept for reuse keeps files).
        for (key, shard) in zip(keys, made) where !shard.fileKept {
            for (word, part) in zip(shardWords[key]!, shard.parts) { wordScripts[word] = part.script }
        }
        let shards = zip(keys, made).map { key, shard in
            (key: key, script: shard.fileKept ? nil : Self.script(shard: key, parts: shard.parts.map(\.script)))
        }
        let wordKeys =
            words == nil
            ? []
            : zip(keys, made).map { key, shard in
                (key, ShardWords.listed(zip(shardWords[key]!, shard.parts).map { ($0, $1.key, $1.kept) }))
            }
        return (postings, shardWords, wordScripts, shards, wordKeys)
    }

    /// The parts of the shard `key`, one for each of its `words` in order, with its key when there are `last` words to
    /// take it from (and whether it was taken); with `keepingFile`, no part is made when the shard's file is kept
    /// whole (``SearchWords/Shard/keepsWhole(_:)``).
    private static func madeShard(
        _ key: String, words: [String], postings: [String: [Posting]], entries: [SearchEntry], last: SearchWords?,
        keepingFile: Bool
    ) -> (parts: [(script: String, key: String, kept: Bool)], fileKept: Bool) {
        let lists = words.map { sorted(postings[$0]!) }
        guard let last else {
            return (zip(words, lists).map { (script(word: $0, sorted: $1, entries: entries), "", false) }, false)
        }
        let keys = lists.map(last.key(of:))
        var shard = last.shard(key)
        if keepingFile, shard.keepsWhole(Array(zip(words, keys))) { return (keys.map { ("", $0, true) }, true) }
        let parts = words.indices.map { index in
            if let part = shard.part(of: words[index], key: keys[index]) { return (part, keys[index], true) }
            return (script(word: words[index], sorted: lists[index], entries: entries), keys[index], false)
        }
        return (parts, false)
    }

    /// A word's postings as its part of the shard lists them: best first, the first entry first among equals.
    ///
    /// Postings in the order of their entries, as an index keeps them, are sorted as numbers, each its score and
    /// place in one word: comparing postings by a closure was 2.6 % of a rebuild after one edit (perf, 2,000
    /// chapters), sorting numbers a fraction of that.
    static func sorted(_ postings: [Posting]) -> [Posting] {
        guard postings.count > 1, postings.count <= Int(UInt32.max),
            zip(postings, postings.dropFirst()).allSatisfy({ $0.entry < $1.entry })
        else {
            return postings.sorted { ($0.score, $1.entry) > ($1.score, $0.entry) }
        }
        // Higher scores first (the score's bits in an order that falls as the score rises), above the place.
        let order = postings.indices.map { place in
            UInt64(~(UInt32(bitPattern: postings[place].score) ^ 0x8000_0000)) << 32 | UInt64(place)
        }.sorted()
        return order.map { postings[Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF)] }
    }

    struct Posting: Sendable, Equatable {
        var entry: Int32
        var score: Int32
        var hit: SearchEntry.Hit
    }

    /// The script of one shard, from its words' `parts`:
    /// `CASHDASH_SEARCH.words["ra"]={"rate":[[12,31,"anchor","excerpt"],…,3,5,…],…};`.
    static func script(shard key: String, parts: [String]) -> String {
        var script = "CASHDASH_SEARCH.words["
        appendJSONString(key, to: &script)
        script += "]={"
        script.reserveCapacity(script.utf8.count + parts.reduce(0) { $0 + $1.utf8.count + 2 } + 3)
        for (index, part) in parts.enumerated() {
            if index > 0 { script += ",\n" }
            script += part
        }
        script += "};\n"
        return script
    }

    /// One word's part of its shard's script, `"rate":[[12,31,"anchor","excerpt"],…,3,5,…]`, from its postings.
    /// Written as bytes: a big curriculum's shards hold a hundred thousand numbers.
    private static func script(word: String, postings: [Posting], entries: [SearchEntry]) -> String {
        script(word: word, sorted: sorted(postings), entries: entries)
    }

    /// One word's part of its shard's script from its postings in order (``sorted(_:)``).
    static func script(word: String, sorted list: [Posting], entries: [SearchEntry]) -> String {
        part(
            word: word, count: list.count, listed: { (list[$0].entry, list[$0].score) }, shows: { list[$0].hit.isShown }
        ) {
            _ = entries[Int(list[$0].entry)].appendPlaceJSON(of: list[$0].hit, to: &$1)
        }
    }

    /// One word's part of its shard's script, `"rate":[[12,31,"anchor","excerpt"],…,3,5,…]`, listing `count` entries
    /// in order: each one's number and score (`listed`), and for each of the first ``excerptsPerWord`` that `shows` a
    /// place, the place `writePlace` writes (`"anchor","excerpt"`). Written as bytes: a big curriculum's shards hold a
    /// hundred thousand numbers.
    static func part(
        word: String, count: Int, listed: (_ place: Int) -> (entry: Int32, score: Int32),
        shows: (_ place: Int) -> Bool, writePlace: (_ place: Int, _ script: inout [UInt8]) -> Void
    ) -> String {
        var script: [UInt8] = []
        script.reserveCapacity(count * 8 + 64)
        func append(_ number: Int32) {
            if number >= 10 { append(number / 10) }
            script.append(UInt8(ascii: "0") + UInt8(number % 10))
        }
        var name = word
        name.withUTF8 { appendJSONString($0, to: &script) }
        script.append(contentsOf: ":[".utf8)
        for place in 0..<count {
            if place > 0 { script.append(UInt8(ascii: ",")) }
            let (entry, score) = listed(place)
            let shown = place < excerptsPerWord && shows(place)
            if shown { script.append(UInt8(ascii: "[")) }
            append(entry)
            script.append(UInt8(ascii: ","))
            append(score)
            if shown {
                script.append(UInt8(ascii: ","))
                writePlace(place, &script)
                script.append(UInt8(ascii: "]"))
            }
        }
        script.append(UInt8(ascii: "]"))
        return String(decoding: script, as: UTF8.self)
    }

    /// The shard a folded word is in: its first two characters (one for a word of one). A Chinese or Japanese word
    /// is in the shard of sixteen first characters, named by the first of them (U+5B50 for `存钱`): a shard for each
    /// pair or each character would make thousands of files for one book.
    static func shardKey(_ word: String) -> String {
        if let first = word.unicodeScalars.first, SearchText.isIdeograph(first),
            let bucket = Unicode.Scalar(first.value & ~0xF)
        {
            return String(bucket)
        }
        return String(String.UnicodeScalarView(word.unicodeScalars.prefix(2)))
    }

    /// The shard's file name under `search/`: letters a–z and digits as they are, anything else as its
    /// hexadecimal code between `_` (`ß` is `_df_`), so every name is plain ASCII on every file system.
    static func fileName(forShard key: String) -> String {
        var name = ""
        for scalar in key.unicodeScalars {
            if scalar.isASCII, scalar.properties.isLowercase || ("0"..."9").contains(scalar) {
                name.unicodeScalars.append(scalar)
            } else {
                name += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return name
    }

    /// The first file's data: `{"kinds":[…],"prefixes":[…],"entries":[[kind, title, url],…],"shards":{"ra":"ra",…},
    /// "stems":{…}}`, the last the pieces a query's words lose as the index's did (``SearchStems/json``).
    ///
    /// To keep it small, an entry's address is written without the folder its kind shares (`prefixes`, by kind:
    /// `curriculum/` for chapters) and without a last `index.html`: `saving/` is `curriculum/saving/index.html`.
    let firstFileJSON: String

    private static func firstFileJSON(
        entries: [SearchEntry], kinds: [String], shards: [(key: String, script: String?)]
    ) -> String {
        var json = "{\"kinds\":["
        for (index, kind) in kinds.enumerated() {
            if index > 0 { json += "," }
            appendJSONString(kind, to: &json)
        }
        let kindNumbers = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($1, $0) })
        var prefixes = [String?](repeating: nil, count: kinds.count)
        for entry in entries {
            let number = kindNumbers[entry.kind]!
            prefixes[number] = Self.sharedFolder(prefixes[number] ?? Self.folder(of: entry.url), entry.url)
        }
        json += "],\n\"prefixes\":["
        for (index, prefix) in prefixes.enumerated() {
            if index > 0 { json += "," }
            appendJSONString(prefix ?? "", to: &json)
        }
        json += "],\n\"entries\":[\n"
        json += String(decoding: entryLines(entries, kinds: kindNumbers, prefixes: prefixes), as: UTF8.self)
        json += "],\n\"shards\":{"
        for (index, shard) in shards.enumerated() {
            if index > 0 { json += "," }
            appendJSONString(shard.key, to: &json)
            json += ":"
            appendJSONString(Self.fileName(forShard: shard.key), to: &json)
        }
        json += "},\n\"stems\":" + SearchStems.json + "}"
        return json
    }

    /// Each entry's line of the first file, `[kind,"title","address"]`, its address without the folder all of its
    /// kind share (`prefixes`) or a last `index.html`; written as bytes, since 2,000 chapters' took 1.8 % of a rebuild
    /// after one edit as strings (perf).
    private static func entryLines(_ entries: [SearchEntry], kinds: [String: Int], prefixes: [String?]) -> [UInt8] {
        var lines: [UInt8] = []
        lines.reserveCapacity(entries.count * 80)
        let page = Array("index.html".utf8)
        for (index, entry) in entries.enumerated() {
            if index > 0 { lines.append(contentsOf: ",\n".utf8) }
            let number = kinds[entry.kind]!
            lines.append(UInt8(ascii: "["))
            lines.append(contentsOf: String(number).utf8)
            lines.append(UInt8(ascii: ","))
            var (title, url) = (entry.title, entry.url)
            title.withUTF8 { appendJSONString($0, to: &lines) }
            lines.append(UInt8(ascii: ","))
            url.withUTF8 { url in
                var address = url.dropFirst(prefixes[number]?.utf8.count ?? 0)
                if address.elementsEqual(page)
                    || (address.count > page.count && address.suffix(page.count + 1).elementsEqual("/index.html".utf8))
                {
                    address = address.dropLast(page.count)
                }
                appendJSONString(UnsafeBufferPointer(rebasing: address), to: &lines)
            }
            lines.append(UInt8(ascii: "]"))
        }
        return lines
    }

    /// The folder `url` is in, with its `/` (`curriculum/saving/`), or empty.
    private static func folder(of url: String) -> String {
        url.lastIndex(of: "/").map { String(url[...$0]) } ?? ""
    }

    /// The longest folder `folder` and `url` both start with, with its `/`, or empty.
    private static func sharedFolder(_ folder: String, _ url: String) -> String {
        // The folder the entries before shared, mostly (a chapter's address is under `curriculum/`).
        if url.utf8.starts(with: folder.utf8) { return folder }
        var shared = ""
        for part in folder.split(separator: "/", omittingEmptySubsequences: false).dropLast() {
            let next = shared + part + "/"
            guard url.utf8.starts(with: next.utf8) else { break }
            shared = next
        }
        return shared
    }

    /// `search-index.json`.
    var jsonParts: [String] { [firstFileJSON, "\n"] }

    /// `search-index.js`: the first file as a script, `window.CASHDASH_SEARCH = {…};`.
    var scriptParts: [String] { ["window.CASHDASH_SEARCH = ", firstFileJSON, ";\nCASHDASH_SEARCH.words = {};\n"] }

    /// The script of the shard `key`.
    func shardScript(_ key: String) -> String? {
        shards.first { $0.key == key }?.script ?? nil
    }
}
