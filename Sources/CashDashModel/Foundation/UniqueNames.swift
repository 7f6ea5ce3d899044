/// Names made unique with a numbered suffix (`saving`, `saving-1`, `saving-2`…), in time linear in the number of
/// names however many repeat: each base remembers the next number to try.
public struct UniqueNames {
    private var used: Set<String>
    private var next: [String: Int] = [:]
    private let firstSuffix: Int

    /// - Parameters:
    ///   - reserved: names that are never handed out.
    ///   - firstSuffix: the number the first repeat gets (`1` gives `saving-1`, `2` gives `saving-2`).
    public init(reserved: Set<String> = [], firstSuffix: Int = 1) {
        used = reserved
        self.firstSuffix = firstSuffix
    }

    /// Makes room for `count` more names, for a caller that knows how many it will claim.
    public mutating func reserveCapacity(_ count: Int) {
        used.reserveCapacity(used.count + count)
    }

    /// `base` if it is free, otherwise `base-N` with the smallest free N from where the last repeat left off.
    public mutating func claim(_ base: String) -> String {
        if used.insert(base).inserted { return base }
        var number = next[base] ?? firstSuffix
        while !used.insert("\(base)-\(number)").inserted { number += 1 }
        next[base] = number + 1
        return "\(base)-\(number)"
    }
}
