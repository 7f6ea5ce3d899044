extension Array {
    /// The elements ordered by `key`, keeping their order among equal keys (transactions of one day stay in file
    /// order).
    /// Each key is computed once, and positions are sorted rather than the elements themselves.
    public func stableSorted<Key: Comparable>(by key: (Element) -> Key) -> [Element] {
        let keys = map(key)
        return indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { self[$0] }
    }
}
