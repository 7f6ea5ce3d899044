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

        /// A shard numbered `number` whose words' texts are `recorded`, `count` of each; the caller has checked they
        /// read as texts.
        init(number: Int, count: Int, recorded: Data) {
            (self.number, self.count, self.recorded) = (number, count, recorded)
        }

        /// A shard numbered `number` with these words, in order, each with its key.
        init(number: Int, words: [(word: String, key: String)]) {
            var writer = RecordWriter()
            for word in words {
                writer.add(word.word)
                writer.add(word.key)
            }
            self.init(number: number, count: words.count, recorded: Data(writer.bytes))
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

extension SearchIndex {
    /// A shard's words, each with its part's key and whether the part was taken from the last build's file: listed by
    /// this build, or the last build's shard kept whole, as its record holds them.
    enum ShardWords {
        case listed([(word: String, key: String, kept: Bool)])
        case last(SearchWords.LastShard)

        /// Each word, with its key and whether it was taken from the last build's file, in order.
        var list: [(word: String, key: String, kept: Bool)] {
            switch self {
            case .listed(let words): words
            case .last(let shard): shard.words.map { ($0.word, $0.key, true) }
            }
        }

        var count: Int {
            switch self {
            case .listed(let words): words.count
            case .last(let shard): shard.count
            }
        }

        /// How many of its words' parts were taken from the last build's file.
        var keptCount: Int {
            switch self {
            case .listed(let words): words.count { $0.kept }
            case .last(let shard): shard.count
            }
        }
    }
}
