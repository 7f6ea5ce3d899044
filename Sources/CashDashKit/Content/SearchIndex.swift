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
    /// Each shard's key (`ra`) and the text of its script.
    let shards: [(key: String, script: String)]

    init(entries: [SearchEntry]) {
        self.entries = entries
        var kinds: [String] = []
        for entry in entries where !kinds.contains(entry.kind) { kinds.append(entry.kind) }
        self.kinds = kinds
        // Each word's postings: (entry, hit), gathered by the words' bytes; a word becomes a `String` once, here.
        var postings = WordTable<[Posting]>()
        for (number, entry) in entries.enumerated() {
            for index in entry.words.indices {
                let hit = entry.words[index]
                let word = entry.words.withWord(index) { postings.index(of: $0, adding: []) }
                postings[word].append(Posting(entry: Int32(number), score: Int32(hit.score), hit: hit))
            }
        }
        var byShard: [String: [(word: String, postings: [Posting])]] = [:]
        for index in postings.indices {
            let word = postings.word(index)
            byShard[Self.shardKey(word), default: []].append((word, postings[index]))
        }
        let keys = byShard.keys.sorted()
        let scripts = keys.parallelMap { [byShard] key in
            Self.script(shard: key, words: byShard[key]!.sorted { $0.word < $1.word }, entries: entries)
        }
        shards = zip(keys, scripts).map { (key: $0, script: $1) }
    }

    private struct Posting: Sendable, Equatable {
        var entry: Int32
        var score: Int32
        var hit: SearchEntry.Hit
    }

    /// The script of one shard: `CASHDASH_SEARCH.words["ra"]={"rate":[[12,31,"anchor","excerpt"],…,3,5,…],…};`.
    /// Written as bytes: a big curriculum's shards hold a hundred thousand numbers.
    private static func script(
        shard key: String, words: [(word: String, postings: [Posting])], entries: [SearchEntry]
    ) -> String {
        var script: [UInt8] = []
        script.reserveCapacity(words.count * 256)
        func append(_ text: String) { script.append(contentsOf: text.utf8) }
        func appendJSON(_ text: String) {
            var text = text
            text.withUTF8 { appendJSONString($0, to: &script) }
        }
        func append(_ number: Int32) {
            if number >= 10 { append(number / 10) }
            script.append(UInt8(ascii: "0") + UInt8(number % 10))
        }
        append("CASHDASH_SEARCH.words[")
        appendJSON(key)
        append("]={")
        for (index, (word, postings)) in words.enumerated() {
            if index > 0 { append(",\n") }
            appendJSON(word)
            append(":[")
            let list = postings.sorted { ($0.score, $1.entry) > ($1.score, $0.entry) }
            for (place, posting) in list.enumerated() {
                if place > 0 { script.append(UInt8(ascii: ",")) }
                if place < excerptsPerWord, posting.hit.isShown {
                    append("[")
                    append(posting.entry)
                    append(",")
                    append(posting.score)
                    append(",")
                    _ = entries[Int(posting.entry)].appendPlaceJSON(of: posting.hit, to: &script)
                    append("]")
                } else {
                    append(posting.entry)
                    script.append(UInt8(ascii: ","))
                    append(posting.score)
                }
            }
            append("]")
        }
        append("};\n")
        return String(decoding: script, as: UTF8.self)
    }

    /// The shard a folded word is in: its first two characters (one for a word of one).
    static func shardKey(_ word: String) -> String {
        String(String.UnicodeScalarView(word.unicodeScalars.prefix(2)))
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

    /// The first file's data: `{"kinds":[…],"prefixes":[…],"entries":[[kind, title, url],…],"shards":{"ra":"ra",…}}`.
    ///
    /// To keep it small, an entry's address is written without the folder its kind shares (`prefixes`, by kind:
    /// `curriculum/` for chapters) and without a last `index.html`: `saving/` is `curriculum/saving/index.html`.
    var firstFileJSON: String {
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
        for (index, entry) in entries.enumerated() {
            if index > 0 { json += ",\n" }
            let number = kindNumbers[entry.kind]!
            var url = Substring(entry.url).dropFirst(prefixes[number]?.count ?? 0)
            if url.hasSuffix("/index.html") || url == "index.html" { url = url.dropLast("index.html".count) }
            json += "[\(number),"
            appendJSONString(entry.title, to: &json)
            json += ","
            appendJSONString(String(url), to: &json)
            json += "]"
        }
        json += "],\n\"shards\":{"
        for (index, shard) in shards.enumerated() {
            if index > 0 { json += "," }
            appendJSONString(shard.key, to: &json)
            json += ":"
            appendJSONString(Self.fileName(forShard: shard.key), to: &json)
        }
        json += "}}"
        return json
    }

    /// The folder `url` is in, with its `/` (`curriculum/saving/`), or empty.
    private static func folder(of url: String) -> String {
        url.lastIndex(of: "/").map { String(url[...$0]) } ?? ""
    }

    /// The longest folder `folder` and `url` both start with, with its `/`, or empty.
    private static func sharedFolder(_ folder: String, _ url: String) -> String {
        var shared = ""
        for part in folder.split(separator: "/", omittingEmptySubsequences: false).dropLast() {
            let next = shared + part + "/"
            guard url.hasPrefix(next) else { break }
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
        shards.first { $0.key == key }?.script
    }
}
