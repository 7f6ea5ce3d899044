import Foundation

extension SearchWords {
    /// A shard the last build wrote, as the record of its words names it (``SearchWordRecord``): its words, with
    /// their keys, are read from the record's bytes only when asked for. A rebuild after one edit makes a few shards
    /// of hundreds again; reading every shard's words into texts was 4 % of it (perf, Node.js's docs in 2,000
    /// chapters), and the record of the shards it keeps whole is written again from the same bytes.
    struct LastShard: Sendable {
        /// Its place among the shards the last build wrote.
        let number: Int
        /// How many words it has.
        let count: Int
        /// Each word and its key, as texts written by ``RecordWriter``: the bytes of the record.
        let recorded: Data
        /// Its file's identity when the record was taken, when the record names one.
        let identity: FileIdentity?

        /// A shard numbered `number` whose words' texts are `recorded`, `count` of each, its file of `identity`;
        /// the caller has checked they read as texts.
        init(number: Int, count: Int, recorded: Data, identity: FileIdentity? = nil) {
            (self.number, self.count, self.recorded, self.identity) = (number, count, recorded, identity)
        }

        /// A shard numbered `number` with these words, in order, each with its key.
        init(number: Int, words: [(word: String, key: String)]) {
            var writer = RecordWriter()
            Self.write(words, to: &writer)
            self.init(number: number, count: words.count, recorded: Data(writer.bytes))
        }

        /// Writes `words` as a record keeps them, each word then its key: what ``words`` reads back.
        static func write(_ words: some Sequence<(word: String, key: String)>, to writer: inout RecordWriter) {
            for (word, key) in words {
                writer.add(word)
                writer.add(key)
            }
        }

        /// Its words in order, each with its key.
        var words: [(word: String, key: String)] {
            recorded.withUnsafeBytes { raw in
                var reader = RecordReader(raw.bindMemory(to: UInt8.self))
                var words: [(word: String, key: String)] = []
                words.reserveCapacity(count)
                for _ in 0..<count {
                    guard let word = reader.text(), let key = reader.text() else { break }
                    words.append((word, key))
                }
                return words
            }
        }

        /// Each of its words with its key and its place.
        var places: [String: (key: String, place: Int)] {
            var places: [String: (key: String, place: Int)] = [:]
            places.reserveCapacity(count)
            for (place, word) in words.enumerated() { places[word.word] = (word.key, place) }
            return places
        }
    }
}
