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
