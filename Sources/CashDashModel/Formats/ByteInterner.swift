import Foundation

/// Gives each distinct text in a column one number and one `String`, so a million rows with a dozen categories make
/// a dozen strings: bytes are hashed (FNV-1a) and compared, not decoded, on every row after the first.
///
/// Texts are told apart ignoring case and the spaces around them, as budgets.yml matches names: `Household` in one
/// file and `household ` in another are one budget (each had kept a starting balance of its own), shown as first
/// written.
public struct ByteInterner {
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    /// Every text's bytes, lower-cased, one after another: text `id` ends at `ends[id]` and starts where the one
    /// before ends. One buffer rather than an array per text, as comparing against a nested array retained and
    /// released it.
    private var stored: [UInt8] = []
    private var ends: [Int] = []
    /// The texts in the order first seen, as first written; an id indexes this.
    private(set) var names: [String] = []

    public init() {
        slots = [Int32](repeating: -1, count: 64)
    }

    /// The id of `bytes` with spaces around them dropped, adding it if new.
    public mutating func id(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        // ASCII is lower-cased byte by byte on the stack; other text (`Ärger`, `ÄRGER`) by the standard library.
        guard text.allSatisfy({ $0 < 0x80 }) else {
            var folded = String(decoding: text, as: UTF8.self).lowercased()
            return folded.withUTF8 { find(folded: $0, written: text) }
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(text.count, 1)) { folded in
            for (index, byte) in text.enumerated() { folded[index] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
            return find(folded: UnsafeBufferPointer(rebasing: folded[0..<text.count]), written: text)
        }
    }

    /// The id of the text whose lower-cased bytes are `folded`, adding it, as `written`, if new.
    private mutating func find(folded text: UnsafeBufferPointer<UInt8>, written: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let found = Int(slots[slot])
            if found < 0 { break }
            if hashes[found] == hash {
                let start = found == 0 ? 0 : ends[found - 1]
                if ends[found] - start == text.count
                    && (text.isEmpty
                        || stored.withUnsafeBufferPointer {
                            memcmp($0.baseAddress! + start, text.baseAddress!, text.count) == 0
                        })
                {
                    return found
                }
            }
            slot = (slot + 1) & mask
        }
        let id = names.count
        slots[slot] = Int32(id)
        hashes.append(hash)
        stored += text
        ends.append(stored.count)
        names.append(String(decoding: written, as: UTF8.self))
        if names.count * 2 > slots.count { grow() }
        return id
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }
}
