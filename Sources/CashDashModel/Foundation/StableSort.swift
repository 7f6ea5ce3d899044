extension Array {
    /// The elements ordered by `key`, keeping their order among equal keys (transactions of one day stay in file
    /// order).
    /// Each key is computed once, and positions are sorted rather than the elements themselves.
    /// Elements already in order (the usual case for chapters) are returned as they are, without being copied.
    public func stableSorted<Key: Comparable>(by key: (Element) -> Key) -> [Element] {
        let keys = map(key)
        if keys.indices.dropFirst().allSatisfy({ !(keys[$0] < keys[$0 - 1]) }) { return self }
        return indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { self[$0] }
    }
}
