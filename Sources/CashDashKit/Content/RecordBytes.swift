import CashDashModel
import Foundation

/// A record's bytes as one build writes them for the next: numbers as LEB128 varints, texts as their length and
/// their UTF-8. Read back with ``RecordReader``, which answers nil past the end rather than trapping, so a damaged or
/// cut record is no record.
struct RecordWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func add(_ number: Int) {
        var value = UInt64(bitPattern: Int64(number))
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add($0) }
    }

    mutating func add(_ text: LazyText) {
        text.withUTF8 { add($0) }
    }

    /// Adds a text's UTF-8 (or any bytes) as its length and the bytes.
    mutating func add(_ utf8: UnsafeBufferPointer<UInt8>) {
        add(utf8.count)
        bytes.append(contentsOf: utf8)
    }

    mutating func add(_ data: [UInt8]) {
        data.withUnsafeBufferPointer { add($0) }
    }

    /// Appends `text`'s UTF-8 as it is, without its length (a record's heading).
    mutating func addRaw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends bytes as they are, without their length: what another record wrote, taken whole.
    mutating func addRaw(_ data: Data) {
        bytes.append(contentsOf: data)
    }

    mutating func add(_ texts: [String]) {
        add(texts.count)
        for text in texts { add(text) }
    }

    mutating func add(_ numbers: [Int]) {
        add(numbers.count)
        for number in numbers { add(number) }
    }

    mutating func add(_ diagnostics: [Diagnostic]) {
        add(diagnostics.count)
        for diagnostic in diagnostics {
            add(diagnostic.path)
            add(diagnostic.line)
            add(diagnostic.column)
            add(diagnostic.severity.rawValue)
            add(diagnostic.message)
        }
    }
}

/// Reads what ``RecordWriter`` wrote, from the start of `bytes`.
struct RecordReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    /// Passes over `count` bytes, which ``count()`` said are there.
    mutating func skip(_ count: Int) {
        offset = min(bytes.count, offset + count)
    }

    mutating func number() -> Int? {
        var value: UInt64 = 0, shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
        return nil
    }

    /// A count of things still to read, each at least a byte long: nil when the record could not hold that many.
    mutating func count() -> Int? {
        guard let count = number(), count >= 0, count <= bytes.count - offset else { return nil }
        return count
    }

    mutating func text() -> String? {
        textRange().map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
    }

    /// Where the bytes of the next text (or data) are, passing over them: for a text kept as bytes (``LazyText``).
    mutating func textRange() -> Range<Int>? {
        guard let length = count() else { return nil }
        defer { offset += length }
        return offset..<(offset + length)
    }

    /// Passes over `count` texts; false when the record ends first.
    mutating func skipTexts(_ count: Int) -> Bool {
        for _ in 0..<count {
            guard textRange() != nil else { return false }
        }
        return true
    }

    /// A moment, in seconds since 1970, written as its text; nil when it is not a finite number.
    mutating func time() -> Double? {
        guard let text = text(), let time = Double(text), time.isFinite else { return nil }
        return time
    }

    mutating func data() -> [UInt8]? {
        textRange().map { Array(bytes[$0]) }
    }

    mutating func texts() -> [String]? {
        guard let count = count() else { return nil }
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count {
            guard let text = text() else { return nil }
            texts.append(text)
        }
        return texts
    }

    mutating func numbers() -> [Int]? {
        guard let count = count() else { return nil }
        var numbers: [Int] = []
        numbers.reserveCapacity(count)
        for _ in 0..<count {
            guard let number = number() else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// Whether the next bytes are `expected`'s UTF-8, taking them if so.
    mutating func take(_ expected: String) -> Bool {
        let utf8 = Array(expected.utf8)
        guard bytes.count - offset >= utf8.count, bytes[offset..<(offset + utf8.count)].elementsEqual(utf8) else {
            return false
        }
        offset += utf8.count
        return true
    }

    mutating func diagnostics() -> [Diagnostic]? {
        guard let count = count() else { return nil }
        var diagnostics: [Diagnostic] = []
        for _ in 0..<count {
            guard let path = text(), let line = number(), let column = number(),
                let severity = text().flatMap(Diagnostic.Severity.init(rawValue:)), let message = text()
            else { return nil }
            diagnostics.append(
                Diagnostic(path: path, line: line, column: column, severity: severity, message: message))
        }
        return diagnostics
    }
}
