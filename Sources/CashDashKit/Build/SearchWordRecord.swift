import CashDashModel
import Foundation

/// The key of each word's part of the search's shards a build into the output folder wrote (``SearchWords``), shard
/// by shard in their order, with each shard file's identity as it was left. Kept in `Output/.cashdash/search-words`.
///
/// The next build that makes the index again takes each word whose key is the same from the shard file the last one
/// wrote, rather than write its part again. It trusts the record only as far as it can check it: made by this Cash
/// Dash, naming every shard file exactly as it is, settled before the record was taken, each holding the recorded
/// words in order; otherwise every word is written.
enum SearchWordRecord {
    static let fileName = "search-words"
    private static let heading =
        "Cash Dash keeps here what each word of the search was made from; deleting it writes them all again.\n"
        + "format 1\n"

    /// What a build into `output` may take of the shards the last one left there, for entries of these keys.
    static func words(in output: GuardedOutput, entryKeys: [StableDigest]) -> SearchWords {
        guard !output.interruptedPublish, let data = GuardedOutput.controlData(fileName, in: output.root),
            let shards = shards(data)
        else { return SearchWords(entryKeys: entryKeys) }
        let root = output.root.path
        let paths = shards.map(\.path)
        let identities = FolderWalk.identities(of: paths, under: root)
        var last: [String: (key: String, part: Substring)] = [:]
        for shard in shards {
            guard identities[shard.path] == shard.identity, let data = readRegularFile(atPath: root + "/" + shard.path),
                let parts = parts(of: String(decoding: data, as: UTF8.self), words: shard.words.map(\.word))
            else { return SearchWords(entryKeys: entryKeys) }
            for (word, part) in zip(shard.words, parts) { last[word.word] = (word.key, part) }
        }
        // Looked at again once read: a shard replaced meanwhile is no record.
        guard FolderWalk.identities(of: paths, under: root) == identities else {
            return SearchWords(entryKeys: entryKeys)
        }
        return SearchWords(entryKeys: entryKeys, last: last)
    }

    /// The record of the shards of `index` (each written to its path), to be written once they are in place; nil
    /// when the index has no words' keys (then the record is removed).
    static func record(of index: SearchIndex) -> GuardedOutput.IdentityRecord? {
        guard !index.wordKeys.isEmpty else { return nil }
        let shards = index.wordKeys.map { (path: SearchInputs.path(ofShard: $0.shard), words: $0.words) }
        return GuardedOutput.IdentityRecord(name: fileName, paths: shards.map(\.path)) { identities, taken in
            var writer = RecordWriter(capacity: 4096 + shards.count * 64)
            writer.addRaw(heading)
            writer.add(ProgramStamp.current)
            writer.add(taken.description)
            writer.add(shards.count)
            for shard in shards {
                guard let identity = identities[shard.path] else { return Data() }
                writer.add(shard.path)
                writer.add(identity.text)
                writer.add(shard.words.count)
                for word in shard.words {
                    writer.add(word.word)
                    writer.add(word.key)
                }
            }
            return Data(writer.bytes)
        }
    }

    private struct Shard {
        var path: String
        var identity: FileIdentity
        var words: [(word: String, key: String)]
    }

    /// The shards a record names; nil when it is damaged, another Cash Dash's, or names a file not settled then.
    private static func shards(_ data: Data) -> [Shard]? {
        data.withUnsafeBytes { raw -> [Shard]? in
            var reader = RecordReader(raw.bindMemory(to: UInt8.self))
            guard reader.take(heading), reader.text() == ProgramStamp.current, let takenText = reader.text(),
                let taken = Double(takenText), taken.isFinite, let count = reader.count()
            else { return nil }
            var shards: [Shard] = []
            for _ in 0..<count {
                guard let path = reader.text(), let identityText = reader.text(),
                    let identity = FileIdentity(text: identityText[...]), identity.isSettled(before: taken),
                    let words = reader.count()
                else { return nil }
                var shard = Shard(path: path, identity: identity, words: [])
                for _ in 0..<words {
                    guard let word = reader.text(), let key = reader.text() else { return nil }
                    shard.words.append((word, key))
                }
                shards.append(shard)
            }
            return reader.isAtEnd ? shards : nil
        }
    }

    /// Each word's part of a shard's `script`, as ``SearchIndex`` writes it (`…={part,\npart,\n…};\n`): nil unless
    /// there is one for each of `words`, in order, each starting with its word.
    private static func parts(of script: String, words: [String]) -> [Substring]? {
        let utf8 = script.utf8
        guard utf8.starts(with: "CASHDASH_SEARCH.words[".utf8), let open = utf8.firstIndex(of: UInt8(ascii: "{")),
            utf8.count > 4, utf8.reversed().starts(with: "\n;}".utf8)
        else { return nil }
        // A part holds no line break (its texts' are written `\n`): each ends at one, but the last, at `};`.
        var parts: [Substring] = [], start = utf8.index(after: open)
        let end = utf8.index(utf8.endIndex, offsetBy: -3)
        parts.reserveCapacity(words.count)
        while let newline = utf8[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
            let comma = utf8.index(before: newline)
            guard comma >= start, utf8[comma] == UInt8(ascii: ",") else { return nil }
            parts.append(script[start..<comma])
            start = utf8.index(after: newline)
        }
        parts.append(script[start..<end])
        guard parts.count == words.count else { return nil }
        for (part, word) in zip(parts, words) {
            var name = ""
            appendJSONString(word, to: &name)
            name += ":["
            guard part.utf8.starts(with: name.utf8) else { return nil }
        }
        return parts
    }
}
