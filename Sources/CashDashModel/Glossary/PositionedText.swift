/// Text with the file line and column each character came from, so entries found in it can be reported where
/// they are written, even in RTF where text and markup are interleaved.
public struct PositionedText: Sendable, Equatable {
    public struct Position: Sendable, Equatable {
        var line: Int32
        var column: Int32
    }

    public var scalars: [Unicode.Scalar] = []
    public var positions: [Position] = []

    public var string: String { Self.text(of: scalars[...]) }

    /// The text of `scalars`, from their UTF-8: appending them to a string's scalars one at a time was half the cost
    /// of reading a glossary's paired lists, on every build (0.5 % of a rebuild after one edit, by perf).
    private static func text(of scalars: ArraySlice<Unicode.Scalar>) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(scalars.count)
        for scalar in scalars { UTF8.encode(scalar) { utf8.append($0) } }
        return String(decoding: utf8, as: UTF8.self)
    }

    public mutating func append(_ scalar: Unicode.Scalar, line: Int, column: Int) {
        scalars.append(scalar)
        positions.append(Position(line: Int32(line), column: Int32(column)))
    }

    /// Plain text with positions counted in Unicode scalars; CRLF counts as one line end and a BOM is skipped.
    public init(plain text: String) {
        var line = 1, column = 1
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\u{FEFF}" && scalars.isEmpty && line == 1 && column == 1 { continue }
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            append(scalar == "\r" ? "\n" : scalar, line: line, column: column)
            if scalar == "\n" || scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }

    public init() {}

    /// A stretch of the text, trimmed of white space and line separators, with where it starts.
    public struct Piece: Sendable, Equatable {
        var text: String
        var line: Int
        var column: Int
    }

    /// The text between `start` and `end`, trimmed; nil when nothing is left.
    public func piece(_ start: Int, _ end: Int) -> Piece? {
        var first = start, last = end
        while first < last && Self.isBlank(scalars[first]) { first += 1 }
        while last > first && Self.isBlank(scalars[last - 1]) { last -= 1 }
        guard first < last else { return nil }
        return Piece(
            text: Self.text(of: scalars[first..<last]), line: Int(positions[first].line),
            column: Int(positions[first].column))
    }

    /// White space, including the line and paragraph separators TextEdit leaves behind (U+2028, U+2029).
    public static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FEFF}"
    }
}
