extension Array {
    /// The elements ordered by `key`, keeping their order among equal keys (transactions of one day stay in file
    /// order).
    public func stableSorted<Key: Comparable>(by key: (Element) -> Key) -> [Element] {
        enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element)
    }
}
