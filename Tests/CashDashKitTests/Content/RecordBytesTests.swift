@testable import CashDashKit
import Testing

/// What a build writes for the next reads back as written, and a record cut short reads as no record.
@Suite struct RecordBytesTests {
    private static let edges = [0, 1, 127, 128, 255, 300, 16_383, 16_384, Int(Int32.max), Int.max, -1, -128, Int.min]

    private func reading<T>(_ writer: RecordWriter, _ read: (inout RecordReader) -> T) -> (T, atEnd: Bool) {
        reading(writer.bytes, read)
    }

    private func reading<T>(_ bytes: [UInt8], _ read: (inout RecordReader) -> T) -> (T, atEnd: Bool) {
        bytes.withUnsafeBufferPointer { bytes in
            var reader = RecordReader(bytes)
            let value = read(&reader)
            return (value, reader.isAtEnd)
        }
    }

    @Test func numbersOfEveryLengthReadBackAsWritten() {
        var generator = SystemRandomNumberGenerator()
        let numbers =
            Self.edges
            + (0..<2_000).map { _ in
                Int.random(in: Int.min...Int.max, using: &generator) >> Int.random(in: 0...63, using: &generator)
            }
        var writer = RecordWriter()
        for number in numbers { writer.add(number) }
        writer.add(numbers)
        let (read, atEnd) = reading(writer) { reader in
            (numbers.map { _ in reader.number() }, reader.numbers())
        }
        #expect(read.0 == numbers.map { Optional($0) })
        #expect(read.1 == numbers)
        #expect(atEnd)
    }

    @Test func textsReadBackAsWritten() {
        let texts = ["", "a", "Käse", "日本語", String(repeating: "long ", count: 100), "😀"]
        var writer = RecordWriter()
        writer.add(texts)
        for text in texts { writer.add(text) }
        let (read, atEnd) = reading(writer) { reader in (reader.texts(), texts.map { _ in reader.text() }) }
        #expect(read.0 == texts)
        #expect(read.1 == texts.map { Optional($0) })
        #expect(atEnd)
    }

    @Test func aRecordCutShortIsNoRecord() {
        var writer = RecordWriter()
        writer.add([5, 300, Int.max])
        writer.add(["one", "two"])
        for length in 0..<writer.bytes.count {
            let (readWhole, _) = reading(Array(writer.bytes.prefix(length))) { reader in
                reader.numbers() != nil && reader.texts() != nil
            }
            #expect(!readWhole, "cut at \(length)")
        }
    }
}
