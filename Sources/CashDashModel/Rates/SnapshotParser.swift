import Foundation

/// Reads a snapshot file: any valid JSON object with the snapshot's keys, numbers kept exact.
///
/// Hand-written because a site can hold 7,000 of them and `JSONDecoder` spent most of a build reading them; it reads
/// objects, strings (with escapes), numbers, `true`/`false`/`null` and arrays, and rejects anything else with the
/// byte offset. Nesting is limited to ``maximumDepth`` levels, so no file can exhaust the stack.
public struct SnapshotParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// A snapshot nests two levels (the file and its `rates`); anything far deeper is not one.
    public static let maximumDepth = 16

    public init(_ data: Data) {
        bytes = Array(data)
    }

    public enum Value {
        case string(String)
        case number(Substring)
        case object([Member])
        case other
    }

    /// A key of an object with its value, and the byte offsets where each starts (for a message's line and column).
    public struct Member {
        public var key: String
        public var value: Value
        public var keyOffset: Int
        public var valueOffset: Int
    }

    public struct Failure: Error {
        var offset: Int
    }

    /// Whether `text` is a number as JSON writes one: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`. Not `1.`,
    /// `1e`, `1.5.5` or `01`, which a lenient reader would take for another number.
    public static func isJSONNumber(_ text: Substring) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let whole = digits()
        guard whole == 1 || (whole > 1 && bytes[index - whole] != 0x30) else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }

    /// The top-level object.
    public mutating func parseObject() throws(Failure) -> [Member] {
        skipSpace()
        guard case .object(let members) = try value() else { throw Failure(offset: index) }
        skipSpace()
        guard index == bytes.count else { throw Failure(offset: index) }
        return members
    }

    private mutating func skipSpace() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09
        {
            index += 1
        }
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { throw Failure(offset: index) }
        index += 1
    }

    private mutating func value() throws(Failure) -> Value {
        skipSpace()
        guard index < bytes.count, depth < Self.maximumDepth else { throw Failure(offset: index) }
        depth += 1
        defer { depth -= 1 }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [Member] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                skipSpace()
                let keyOffset = index
                let key = try string()
                try expect(UInt8(ascii: ":"))
                skipSpace()
                let valueOffset = index
                members.append(Member(key: key, value: try value(), keyOffset: keyOffset, valueOffset: valueOffset))
                skipSpace()
                guard index < bytes.count else { throw Failure(offset: index) }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                throw Failure(offset: index)
            }
        case UInt8(ascii: "["):
            index += 1
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .other }
            while true {
                _ = try value()
                skipSpace()
                guard index < bytes.count else { throw Failure(offset: index) }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .other }
                throw Failure(offset: index)
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            while index < bytes.count,
                bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
                    || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e")
                    || bytes[index] == UInt8(ascii: "E")
                    || (bytes[index] >= 0x30 && bytes[index] <= 0x39)
            {
                index += 1
            }
            return .number(Substring(String(decoding: bytes[start..<index], as: UTF8.self)))
        default:
            for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
                index += word.utf8.count
                return .other
            }
            throw Failure(offset: index)
        }
    }

    private mutating func string() throws(Failure) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Failure(offset: index) }
        index += 1
        let start = index
        var plain = true
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            if bytes[index] == UInt8(ascii: "\\") { plain = false; index += 1 }
            index += 1
        }
        guard index < bytes.count else { throw Failure(offset: index) }
        let raw = bytes[start..<index]
        index += 1
        if plain { return String(decoding: raw, as: UTF8.self) }
        // Escapes are rare here: let Foundation read the string literal.
        let literal = Data([UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")])
        guard let text = try? JSONDecoder().decode(String.self, from: literal) else { throw Failure(offset: start) }
        return text
    }
}
