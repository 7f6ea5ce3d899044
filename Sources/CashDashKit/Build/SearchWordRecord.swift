import CashDashModel
import Foundation

/// The key of each word's part of the search's shards a build into the output folder wrote (``SearchWords``), shard
/// by shard in their order, with each shard file's identity as it was left, and the key of each entry of its index.
/// Kept in `Output/.cashdash/search-words`.
///
/// The next build that makes the index again takes each word whose key is the same from the shard file the last one
/// wrote, rather than write its part again. It trusts the record only as far as it can check it: made by this Cash
/// Dash, naming every shard file exactly as it is, settled before the record was taken, each holding the recorded
/// words in order; otherwise every word is written.
enum SearchWordRecord {
    static let fileName = "search-words"
    private static let heading =
        "Cash Dash keeps here what each word of the search was made from; deleting it writes them all again.\n"
        + "format 2\n"

    /// What a build into `output` may take of the shards the last one left there, for entries of these keys.
    static func words(in output: GuardedOutput, entryKeys: [StableDigest]) -> SearchWords {
        guard !output.interruptedPublish, let data = GuardedOutput.controlData(fileName, in: output.root),
            let (lastEntryKeys, shards) = read(data)
        else { return SearchWords(entryKeys: entryKeys) }
        let last = Dictionary(shards.map { ($0.key, $0.last) }, uniquingKeysWith: { _, later in later })
        let root = output.root.path
        // Each shard's folder opened once, without following links; each file then left in place, unread, when all its
        // words are the same, or read when some are taken.
        let identities = FolderWalk.identities(of: shards.map(\.path), under: root)
        let asLeft: @Sendable (Shard) -> Bool = { identities[$0.path] == $0.last.identity }
        return SearchWords(entryKeys: entryKeys, last: last, lastEntryKeys: lastEntryKeys) { number in
            let shard = shards[number]
            guard asLeft(shard), let script = shard.last.identity?.text(at: root + "/" + shard.path) else {
                return nil
            }
            return parts(of: script, words: shard.last.words.map(\.word))
        } keep: { number in
            asLeft(shards[number]) && output.keep(shards[number].path)
        }
    }

    /// The record of the shards of `index` (each written to its path), an index of entries of `entryKeys`, to be
    /// written once they are in place; nil when the index has no words' keys (then the record is removed). A shard
    /// file left in place is known by the identity it was left with, not looked at again (650 `fstatat` calls).
    static func record(of index: SearchIndex, entryKeys: [StableDigest]) -> GuardedOutput.IdentityRecord? {
        guard !index.wordKeys.isEmpty else { return nil }
        let shards = index.wordKeys.map { (key: $0.shard, path: SearchInputs.path(ofShard: $0.shard), words: $0.words) }
        var known: [String: FileIdentity] = [:]
        for shard in shards {
            if case .last(let last) = shard.words, let identity = last.identity { known[shard.path] = identity }
        }
        return GuardedOutput.IdentityRecord(name: fileName, paths: shards.map(\.path), known: known) {
            identities, taken in
            var writer = RecordWriter(capacity: 4096 + shards.count * 64)
            writer.addRaw(heading)
            writer.add(ProgramStamp.current)
            writer.add(taken.description)
            writer.add(entryKeys.map(\.hex))
            writer.add(shards.count)
            for shard in shards {
                guard let identity = identities[shard.path] else { return Data() }
                writer.add(shard.key)
                writer.add(shard.path)
                writer.add(identity.text)
                writer.add(shard.words.count)
                switch shard.words {
                case .listed(let words): SearchWords.LastShard.write(words.lazy.map { ($0.word, $0.key) }, to: &writer)
                case .last(let last): writer.addRaw(last.recorded)
                }
            }
            return Data(writer.bytes)
        }
    }

    private struct Shard {
        var key: String
        var path: String
        /// Its number, its file's identity and its words (read when asked for).
        var last: SearchWords.LastShard
    }

    /// The entries' keys and the shards a record names; nil when it is damaged, another Cash Dash's, or names a file
    /// not settled then.
    private static func read(_ data: Data) -> (entryKeys: [String], shards: [Shard])? {
        data.withUnsafeBytes { raw -> ([String], [Shard])? in
            let start = data.startIndex
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = RecordReader(bytes)
            guard reader.take(heading), reader.text() == ProgramStamp.current, let taken = reader.time(),
                let entryKeys = reader.texts(), let count = reader.count()
            else { return nil }
            var shards: [Shard] = []
            for _ in 0..<count {
                guard let key = reader.text(), let path = reader.text(), let identityBytes = reader.textRange(),
                    let identity = FileIdentity(bytes: bytes[identityBytes]), identity.isSettled(before: taken),
                    let count = reader.count()
                else { return nil }
                // Its words are read as texts when asked for: here they are only passed over.
                let wordsStart = reader.offset
                guard reader.skipTexts(2 * count) else { return nil }
                let words = data[(start + wordsStart)..<(start + reader.offset)]
                let last = SearchWords.LastShard(
                    number: shards.count, count: count, recorded: words, identity: identity)
                shards.append(Shard(key: key, path: path, last: last))
            }
            return reader.isAtEnd ? (entryKeys, shards) : nil
        }
    }

    /// Each word's part of a shard's `script`, as ``SearchIndex`` writes it (`…={part,\npart,\n…};\n`): nil unless
    /// there is one for each of `words`, in order, each starting with its word.
    static func parts(of script: String, words: [String]) -> [Substring]? {
        var script = script
        guard let offsets = script.withUTF8({ partOffsets($0) }), offsets.count == words.count else { return nil }
        let utf8 = script.utf8
        var parts: [Substring] = []
        parts.reserveCapacity(words.count)
        for (range, word) in zip(offsets, words) {
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            let part = script[start..<utf8.index(start, offsetBy: range.count)]
            var name = ""
            appendJSONString(word, to: &name)
            name += ":["
            guard part.utf8.starts(with: name.utf8) else { return nil }
            parts.append(part)
        }
        return parts
    }

    /// Where each part of a shard's script lies, in bytes: nil when it is not a shard's script. A part holds no line
    /// break (its texts' are written `\n`): each ends at one, after its comma, but the last, at `};`.
    private static func partOffsets(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        let head = Array("CASHDASH_SEARCH.words[".utf8), tail = Array("};\n".utf8)
        guard bytes.count > head.count + tail.count, bytes.starts(with: head), bytes.suffix(3).elementsEqual(tail),
            let open = bytes.firstIndex(of: UInt8(ascii: "{")), let base = bytes.baseAddress
        else { return nil }
        let end = bytes.count - tail.count
        var offsets: [Range<Int>] = [], start = open + 1
        while start <= end, let found = memchr(base + start, 0x0A, end - start) {
            let newline = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            guard newline > start, bytes[newline - 1] == UInt8(ascii: ",") else { return nil }
            offsets.append(start..<(newline - 1))
            start = newline + 1
        }
        offsets.append(start..<end)
        return offsets
    }
}
