import Foundation

/// Gives each distinct text in a column one number and one `String`, so a million rows with a dozen categories make
/// a dozen strings: bytes are hashed (FNV-1a) and compared, not decoded, on every row after the first.
///
/// Texts are told apart ignoring case and the spaces around them, as budgets.yml matches names: `Household` in one
/// file and `household ` in another are one budget (each had kept a starting balance of its own), shown as first
/// written. Each spelling is looked up as written first, so that only a spelling not seen before is lower-cased: a
/// million rows of `Lebensmittel & Getränke` lower-cased each by the standard library took twice the report's time.
public struct ByteInterner {
    /// Every spelling seen, as written (spaces around it dropped), with its text's id.
    private var spellings = ByteTable()
    /// Every text, lower-cased, with its id.
    private var texts = ByteTable()
    /// The texts in the order first seen, as first written; an id indexes this.
    private(set) var names: [String] = []

    public init() {}

    /// The id of `bytes` with spaces around them dropped, adding it if new.
    public mutating func id(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        let written = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let (slot, hash, found) = spellings.find(written)
        if let found { return found }
        let id = textID(written)
        spellings.insert(written, id: id, hash: hash, at: slot)
        return id
    }

    /// The id of the text `written` is a spelling of, adding it if new. ASCII is lower-cased byte by byte on the
    /// stack; other text (`Ärger`, `ÄRGER`) by the standard library.
    private mutating func textID(_ written: UnsafeBufferPointer<UInt8>) -> Int {
        func id(_ folded: UnsafeBufferPointer<UInt8>) -> Int {
            let (slot, hash, found) = texts.find(folded)
            if let found { return found }
            let id = names.count
            names.append(String(decoding: written, as: UTF8.self))
            texts.insert(folded, id: id, hash: hash, at: slot)
            return id
        }
        guard written.allSatisfy({ $0 < 0x80 }) else {
            var folded = String(decoding: written, as: UTF8.self).lowercased()
            return folded.withUTF8 { id($0) }
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(written.count, 1)) { folded in
            for (index, byte) in written.enumerated() {
                folded[index] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            }
            return id(UnsafeBufferPointer(rebasing: folded[0..<written.count]))
        }
    }
}

/// An open-addressing hash table from byte strings to ids.
private struct ByteTable {
    private var slots = [Int32](repeating: -1, count: 64)
    private var hashes: [UInt64] = []
    private var ids: [Int] = []
    /// Every key's bytes, one after another: key `index` ends at `ends[index]` and starts where the one before ends.
    /// One buffer rather than an array per key, as comparing against a nested array retained and released it.
    private var stored: [UInt8] = []
    private var ends: [Int] = []

    /// Where `bytes` is, or the slot for it and its hash when it is not there.
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> (slot: Int, hash: UInt64, id: Int?) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let found = Int(slots[slot])
            if found < 0 { return (slot, hash, nil) }
            if hashes[found] == hash {
                let start = found == 0 ? 0 : ends[found - 1]
                if ends[found] - start == bytes.count
                    && (bytes.isEmpty
                        || stored.withUnsafeBufferPointer {
                            memcmp($0.baseAddress! + start, bytes.baseAddress!, bytes.count) == 0
                        })
                {
                    return (slot, hash, ids[found])
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Adds `bytes` with `id`, at the `slot` and with the `hash` that ``find(_:)`` gave for them.
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, id: Int, hash: UInt64, at slot: Int) {
        slots[slot] = Int32(hashes.count)
        hashes.append(hash)
        ids.append(id)
        stored += bytes
        ends.append(stored.count)
        if hashes.count * 2 > slots.count { grow() }
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
