#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Words kept as UTF-8 bytes, each with a value, in the order they were first added.
///
/// Search counts every word of every chapter: a `[String: Value]` made a `String` for each word found and hashed it
/// again in every table it met. Here a word found in a text is looked up by its bytes (FNV-1a and `memcmp`), and its
/// bytes are copied once, into one buffer, when it is new.
struct WordTable<Value: Sendable & Equatable>: Sendable, Equatable {
    /// Every word's bytes, one after the other.
    private var bytes: [UInt8] = []
    /// Where each word ends in `bytes` (it starts where the one before ends).
    private var ends: [Int32] = []
    /// Each word's hash, so that growing the table hashes nothing again.
    private var hashes: [UInt64] = []
    /// The value of each word, by its number.
    private(set) var values: [Value] = []
    /// Open addressing: a word's number + 1 in the slot its hash points at (or the next free one), 0 for a free slot.
    /// None for a table read back (``init(bytes:ends:values:)``) until a word is added: the search walks the words
    /// of the chapters a rebuild did not render and looks few up, and hashing every word of 2,000 of them was 1.7 % of
    /// a rebuild after one edit (perf); a word is looked for one by one in such a table.
    private var slots: [Int32] = Array(repeating: 0, count: 16)

    init() {}

    /// Tables are equal when they hold the same words, in the same order, with the same values.
    static func == (left: WordTable, right: WordTable) -> Bool {
        left.bytes == right.bytes && left.ends == right.ends && left.values == right.values
    }

    /// A table of the words whose bytes are `bytes`, one after the other, each ending where `ends` says, with
    /// `values`: the table that adding them in that order makes. Nil when `ends` does not fit `bytes`.
    init?(bytes: [UInt8], ends: [Int32], values: [Value]) {
        guard ends.count == values.count, ends.last.map({ Int($0) == bytes.count }) ?? bytes.isEmpty,
            zip(ends, ends.dropFirst()).allSatisfy({ $0 <= $1 }), ends.first.map({ $0 >= 0 }) ?? true
        else { return nil }
        (self.bytes, self.ends, self.values) = (bytes, ends, values)
        slots = []
    }

    /// Hashes every word into slots: a table read back, when a word is first added to it.
    private mutating func makeSlots() {
        hashes = bytes.withUnsafeBufferPointer { all in
            ends.indices.map { index in
                Self.hash(
                    UnsafeBufferPointer(rebasing: all[(index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])]))
            }
        }
        var size = 16
        while values.count * 2 > size { size *= 2 }
        slots = Array(repeating: 0, count: size / 2)
        grow()
    }

    /// The words' bytes, one after the other, and where each ends: what ``init(bytes:ends:values:)`` takes.
    var storage: (bytes: [UInt8], ends: [Int32]) { (bytes, ends) }

    /// The number of words.
    var count: Int { values.count }

    /// The numbers of the words, in the order they were added.
    var indices: Range<Int> { values.indices }

    /// The value of the word numbered `index`.
    subscript(index: Int) -> Value {
        get { values[index] }
        _modify { yield &values[index] }
    }

    /// The bytes of the word numbered `index`.
    func withWord<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<Int(ends[index])])) }
    }

    /// The word numbered `index`, as text.
    func word(_ index: Int) -> String {
        withWord(index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The number of `word` (its UTF-8 bytes), which is added with `value` if it is not in the table yet.
    mutating func index(of word: UnsafeBufferPointer<UInt8>, adding value: @autoclosure () -> Value) -> Int {
        if slots.isEmpty { makeSlots() }
        let (found, slot, hash) = find(word)
        if let found { return found }
        let index = values.count
        bytes.append(contentsOf: word)
        ends.append(Int32(bytes.count))
        hashes.append(hash)
        values.append(value())
        slots[slot] = Int32(index + 1)
        if values.count * 2 > slots.count { grow() }
        return index
    }

    /// The number of `word`, or nil when it is not in the table.
    func index(of word: String) -> Int? {
        var word = word
        return word.withUTF8 { find($0).index }
    }

    /// Where `word` is: its number when the table has it, else the free slot it would take (none in a table with no
    /// slots, looked through word by word); and its hash.
    private func find(_ word: UnsafeBufferPointer<UInt8>) -> (index: Int?, slot: Int, hash: UInt64) {
        guard !slots.isEmpty else { return (values.indices.first { matches($0, word) }, -1, 0) }
        let hash = Self.hash(word)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let index = Int(slots[slot]) - 1
            if hashes[index] == hash && matches(index, word) { return (index, slot, hash) }
            slot = (slot + 1) & mask
        }
        return (nil, slot, hash)
    }

    /// The value of `word`, or nil when it is not in the table.
    subscript(word: String) -> Value? {
        index(of: word).map { values[$0] }
    }

    private func matches(_ index: Int, _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = index == 0 ? 0 : Int(ends[index - 1])
        guard Int(ends[index]) - start == word.count else { return false }
        guard let base = word.baseAddress else { return true }
        return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + start, base, word.count) == 0 }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }

    /// FNV-1a, with the high bits folded down as the table uses the low ones.
    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash ^ (hash >> 29)
    }
}
