import Foundation

extension CSVReader {
    /// One record: its fields as bytes of the current block, valid only while the record is being handled.
    public struct Record {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The reader's list of fields, lent rather than copied: holding a copy retained and released it per record.
        let fields: UnsafeBufferPointer<Field>
        /// The line the record starts on, counting from 1.
        public let line: Int
        let start: Int
        /// The file's delimiter, for messages.
        var delimiter = UInt8(ascii: ",")

        struct Field {
            var range: Range<Int>
            /// Quoted with `""` inside, which `string(_:)` turns back into `"`.
            var hasEscapedQuotes: Bool
        }

        public var count: Int { fields.count }

        /// Whether the record has `expected` fields, or one more that is empty: many banks end every row with the
        /// delimiter (`…,Coffee,`), and the header then has no name for that last field.
        public func fits(_ expected: Int) -> Bool {
            fields.count == expected || (fields.count == expected + 1 && fields[expected].range.isEmpty)
        }

        /// The raw bytes of field `index` (a quoted field without its quotes).
        public func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[fields[index].range])
        }

        /// Calls `body` with field `index`'s bytes, `""` inside a quoted field turned back into `"` first.
        func withUnescapedBytes<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            let raw = bytes(index)
            guard fields[index].hasEscapedQuotes else { return body(raw) }
            var unescaped: [UInt8] = []
            unescaped.reserveCapacity(raw.count)
            var previousWasQuote = false
            for byte in raw {
                if byte == 0x22 && previousWasQuote {
                    previousWasQuote = false
                    continue
                }
                previousWasQuote = byte == 0x22
                unescaped.append(byte)
            }
            return unescaped.withUnsafeBufferPointer(body)
        }

        /// Field `index` as text.
        public func string(_ index: Int) -> String {
            let text = String(decoding: bytes(index), as: UTF8.self)
            return fields[index].hasEscapedQuotes ? text.replacingOccurrences(of: "\"\"", with: "\"") : text
        }

        /// The line and column of every field, found in one pass over the record (a wide header asks for many).
        public func positions() -> [(line: Int, column: Int)] {
            var result: [(line: Int, column: Int)] = []
            result.reserveCapacity(fields.count)
            var line = self.line, column = 1, offset = start
            for field in fields {
                while offset < field.range.lowerBound {
                    let byte = bytes[offset]
                    if CSVReader.endsLine(bytes, at: offset) {
                        line += 1
                        column = 1
                    } else if byte & 0xC0 != 0x80 {
                        column += 1
                    }
                    offset += 1
                }
                let quoted = field.range.lowerBound > start && bytes[field.range.lowerBound - 1] == 0x22 && column > 1
                result.append((line, quoted ? column - 1 : column))
            }
            return result
        }

        /// The line and column (in characters, from 1) where field `index` starts, for messages.
        public func position(of index: Int) -> (line: Int, column: Int) {
            let target =
                index < fields.count ? fields[index].range.lowerBound : (fields.last?.range.upperBound ?? start)
            var line = self.line, lineStart = start
            for offset in start..<target
            where CSVReader.endsLine(bytes, at: offset) {
                line += 1
                lineStart = offset + 1
            }
            var quote = target
            if index < fields.count, target > lineStart, bytes[target - 1] == 0x22 { quote -= 1 }
            let column = bytes[lineStart..<quote].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            return (line, column)
        }
    }
}
