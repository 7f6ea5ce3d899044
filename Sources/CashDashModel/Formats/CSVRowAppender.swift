import Foundation

/// Adds rows to a CSV file in the file's own layout, keeping every byte already there.
///
/// The layout is read from the file: its delimiter (Excel's `sep=;` line, or the one its header uses most), its
/// line endings (CRLF when its first line ends so), whether it quotes every field (when its header does) and its
/// columns, by name. A new row gives each column its value by name (a column the row does not name is left empty) and
/// quotes a field only where CSV needs it, unless the file quotes every field. The file's text encoding is UTF-8, as
/// the class files are read.
public struct CSVRowAppender: Sendable {
    /// The file's columns as its header names them, lower-cased, spaces and `_` removed, in order.
    public let columns: [String]
    public let delimiter: UInt8
    public let lineEnding: String
    public let quotesEveryField: Bool
    /// The file's bytes, unchanged.
    public let bytes: [UInt8]

    /// The layout of `bytes`, a CSV file with a header; nil when it has no header line.
    public init?(bytes: [UInt8]) {
        self.bytes = bytes
        var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var declared: UInt8?
        let found: (UInt8, Int)? = bytes.withUnsafeBufferPointer { CSVReader.separatorLine($0, from: offset) }
        if let (separator, next) = found {
            declared = separator
            offset = next
        }
        guard offset < bytes.count else { return nil }
        let delimiter = declared ?? bytes.withUnsafeBufferPointer { CSVReader.delimiter(of: $0, from: offset) }
        self.delimiter = delimiter
        let lineEnd = bytes[offset...].firstIndex(of: 0x0A) ?? bytes.count
        lineEnding = lineEnd > offset && lineEnd < bytes.count && bytes[lineEnd - 1] == 0x0D ? "\r\n" : "\n"
        quotesEveryField = bytes[offset] == 0x22
        // The header's names as CSVReader reads a record: a name that starts with a quote runs to the quote not
        // followed by another, and what is after it up to the delimiter is left out; any other quote is a letter.
        var names: [String] = []
        var field: [UInt8] = [], quoted = false, closed = false, ended = false, index = offset
        while !ended, index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quoted {
                if byte != 0x22 {
                    field.append(byte)
                } else if index < bytes.count, bytes[index] == 0x22 {
                    field.append(byte)
                    index += 1
                } else {
                    (quoted, closed) = (false, true)
                }
            } else if byte == delimiter || byte == 0x0A || byte == 0x0D {
                names.append(Self.key(String(decoding: field, as: UTF8.self)))
                (field, closed, ended) = ([], false, byte != delimiter)
            } else if byte == 0x22, field.isEmpty, !closed {
                quoted = true
            } else if !closed {
                field.append(byte)
            }
        }
        if !ended { names.append(Self.key(String(decoding: field, as: UTF8.self))) }
        columns = names
    }

    /// A column name as the readers match it: lower case, without spaces or `_`.
    public static func key(_ name: String) -> String {
        name.lowercased().filter { $0 != " " && $0 != "_" }
    }

    /// One line (with the file's line ending) giving each column its value from `values`, by column name.
    public func line(_ values: [String: String]) -> String {
        let byKey = Dictionary(values.map { (Self.key($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        let separator = String(decoding: [delimiter], as: UTF8.self)
        return columns.map { quote(byKey[$0] ?? "") }.joined(separator: separator) + lineEnding
    }

    private func quote(_ field: String) -> String {
        let needs =
            quotesEveryField || field.utf8.contains { $0 == delimiter || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }
            || field.first == " " || field.last == " "
        return needs ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
    }

    /// The line the first of the lines ``appending(_:)`` adds is on: after the file's last line, which gets a line
    /// ending first when it has none (a lone carriage return, as Mac Excel writes, ends a line too).
    public var nextLine: Int { LineTally(bytes).nextLine }

    /// The file's bytes followed by `lines`, with a line ending first when the file's last line has none.
    public func appending(_ lines: [String]) -> [UInt8] {
        var result = bytes
        if let last = result.last, last != 0x0A { result.append(contentsOf: Array(lineEnding.utf8)) }
        for line in lines { result.append(contentsOf: Array(line.utf8)) }
        return result
    }
}
