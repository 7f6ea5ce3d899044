import Foundation

/// A 128-bit digest of what a page was made from, the same in every process (Swift's `Hasher` is seeded afresh in
/// each): the key under which a build remembers a page for the next one. Fast rather than cryptographic, as nothing
/// it keys is secret or chosen by an attacker; every value is added with its length, so `"ab","c"` and `"a","bc"`
/// differ.
public struct StableDigest: Hashable, Sendable {
    private var a: UInt64 = 0x243F_6A88_85A3_08D3
    private var b: UInt64 = 0x1319_8A2E_0370_7344

    public init() {}

    /// The digest as 32 hexadecimal digits.
    public var hex: String {
        // Written straight into the string's storage: a build takes thousands of keys.
        let (a, b) = finished
        return String(unsafeUninitializedCapacity: 32) { text in
            for position in 0..<32 {
                let lane = position < 16 ? a : b
                let digit = UInt8(truncatingIfNeeded: (lane >> UInt64(60 - 4 * (position % 16))) & 0xF)
                text[position] = digit < 10 ? 0x30 + digit : 0x57 + digit  // 0-9, a-f
            }
            return 32
        }
    }

    /// The digest's first 32 bits: the number its ``hex`` starts with, in eight digits, without writing it.
    public var leadingBits: UInt32 { UInt32(truncatingIfNeeded: finished.a >> 32) }

    /// The lanes mixed once more, so that the last words added reach every bit.
    private var finished: (a: UInt64, b: UInt64) {
        var copy = self
        copy.mix(0x5851_F42D_4C95_7F2D)
        copy.mix(copy.a ^ copy.b)
        return (copy.a, copy.b)
    }

    public mutating func add(_ word: UInt64) {
        mix(word)
    }

    public mutating func add(_ number: Int) {
        mix(UInt64(bitPattern: Int64(number)))
    }

    public mutating func add(_ flag: Bool) {
        mix(flag ? 1 : 2)
    }

    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    /// Adds a text: the same as adding it as a `String`.
    public mutating func add(_ text: LazyText) {
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    }

    public mutating func add(_ text: String?) {
        if let text { add(text) } else { mix(0xFFFF_FFFF_FFFF_FFFF) }
    }

    public mutating func add(_ data: Data) {
        data.withUnsafeBytes { add($0) }
    }

    /// A decimal by its stored form, its bytes: `1.10` and `1.1` may differ here (a page made again, never a wrong
    /// one), but two equal stored forms never do.
    public mutating func add(_ number: Decimal) {
        withUnsafeBytes(of: number) { add($0) }
    }

    /// The digest's state, to keep in a record and take back with ``init(words:)``.
    public var words: [UInt64] { [a, b] }

    /// The digest whose state is `words` (``words``); nil when they are not two.
    public init?(words: [UInt64]) {
        guard words.count == 2 else { return nil }
        (a, b) = (words[0], words[1])
    }

    public mutating func add(_ other: StableDigest) {
        mix(other.a)
        mix(other.b)
    }

    public mutating func add(_ bytes: UnsafeRawBufferPointer) {
        mix(UInt64(bytes.count))
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0, shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(tail)
    }

    /// Adds `items` in any order: the same items in another order give the same digest (a dictionary's entries).
    public mutating func addUnordered<Items: Sequence>(
        _ items: Items, _ each: (inout StableDigest, Items.Element) -> Void
    ) {
        var sumA: UInt64 = 0, sumB: UInt64 = 0, count: UInt64 = 0
        for item in items {
            var one = StableDigest()
            each(&one, item)
            let (a, b) = one.finished
            sumA &+= a
            sumB &+= b
            count += 1
        }
        mix(count)
        mix(sumA)
        mix(sumB)
    }

    private mutating func mix(_ word: UInt64) {
        a = (a ^ word) &* 0x9E37_79B9_7F4A_7C15
        a ^= a >> 31
        b = (b &+ word).rotatedLeft(23) &* 0xBF58_476D_1CE4_E5B9
        b ^= b >> 29
    }
}

extension UInt64 {
    fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}
