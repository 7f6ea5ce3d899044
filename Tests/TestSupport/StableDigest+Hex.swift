import CashDashModel

extension StableDigest {
    /// The hexadecimal digest of what `add` adds to a new digest: `StableDigest.hex { $0.add(layout) }`.
    public static func hex(_ add: (inout StableDigest) -> Void) -> String {
        var digest = StableDigest()
        add(&digest)
        return digest.hex
    }
}
