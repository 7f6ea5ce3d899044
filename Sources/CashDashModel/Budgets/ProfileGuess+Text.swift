import Foundation

extension ProfileGuess {
    static func decode(_ data: Data) -> (String, LedgerProfile.Encoding) {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]),
            let text = String(data: data, encoding: .utf16)
        {
            return (text, .utf16)
        }
        if let text = String(
            validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        {
            return (text, .utf8)
        }
        let encoding = Self.singleByteEncoding(of: bytes)
        return (String(String.UnicodeScalarView(CodePage.decode(bytes, codePage: encoding.codePage!))), encoding)
    }

    /// Windows-1250 when the bytes use a letter of it that Windows-1252 leaves unused (`Ť`, `Ź`, `ť`: 0x8D, 0x8F,
    /// 0x9D) and none that 1250 leaves unused; else Windows-1252. Other Central European letters are letters in
    /// both (1250's `č` is 1252's `è`), so a file without those three is told only by a known layout's header.
    static func singleByteEncoding(of bytes: [UInt8]) -> LedgerProfile.Encoding {
        var seen = Set<UInt8>()
        for byte in bytes where byte >= 0x80 && byte <= 0x9F { seen.insert(byte) }
        let lettersOnlyIn1250: Set<UInt8> = [0x8D, 0x8F, 0x9D],
            unusedIn1250: Set<UInt8> = [0x81, 0x83, 0x88, 0x90, 0x98]
        return !seen.isDisjoint(with: lettersOnlyIn1250) && seen.isDisjoint(with: unusedIn1250)
            ? .windows1250 : .windows1252
    }

    /// The lines of `text`, split at LF, CRLF, CR and CR CR LF as ``LedgerText`` splits them.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = [], current = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "\n" || scalar == "\r" else {
                current.append(scalar)
                continue
            }
            lines.append(String(current))
            current = String.UnicodeScalarView()
            guard scalar == "\r" else { continue }
            if index < scalars.count, scalars[index] == "\n" {
                index += 1
            } else if index + 1 < scalars.count, scalars[index] == "\r", scalars[index + 1] == "\n" {
                index += 2  // CR CR LF: a CRLF file converted once more, as Excel on Windows leaves one
            }
        }
        if !current.isEmpty { lines.append(String(current)) }
        return lines
    }

    /// The fields of one line, quotes taken off (`""` inside them is a quote), as ``CSVReader`` reads them: a quote
    /// opens a quoted field only at its start (spaces before it aside); one inside a field is a letter (Rabobank's
    /// row whose first field lost its opening quote: `NL77RABO0311467415","EUR",…`).
    static func fields(_ line: String, _ delimiter: Character) -> [String] {
        var fields: [String] = [], current = "", quoted = false, wasQuote = false, closed = false
        for character in line {
            if quoted {
                if character == "\"" {
                    quoted = false
                    wasQuote = true
                    closed = true
                } else {
                    current.append(character)
                }
                continue
            }
            if character == "\"" && wasQuote {
                current.append("\"")  // `""` inside a quoted field
                quoted = true
                closed = false
            } else if character == "\"" && !closed && current.allSatisfy(\.isWhitespace) {
                current = ""
                quoted = true
            } else if character == delimiter {
                fields.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                closed = false
            } else if !closed {
                current.append(character)  // after a closing quote, the reader keeps nothing up to the delimiter
            }
            wasQuote = false
        }
        fields.append(current.trimmingCharacters(in: .whitespaces))
        return fields
    }

    /// How many fields a line has, a last empty one (a bank's trailing delimiter) not counted.
    static func fieldCount(_ fields: [String]) -> Int {
        fields.count - (fields.count > 1 && fields.last!.isEmpty ? 1 : 0)
    }

    /// A header's words, in lower case without accents: `Betrag (€)` is `betrag`; `Money In` is `money`, `in`.
    static func words(_ title: String) -> [String] {
        title.lowercased().folding(options: .diacriticInsensitive, locale: nil)
            .split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Whether a header with these `header` words names one of `words`: one of its words, or two of them written
    /// together (`Money In` is `moneyin`), is one, or begins or ends with one of four letters or more
    /// (`Buchungsbetrag`, `Withdrawals`); a shorter one (`net`, `tax`) must be a whole word.
    /// With `wholeWords`, only a whole word (or two written together) counts.
    static func names(_ header: [String], _ words: [String], wholeWords: Bool = false) -> Bool {
        let pairs = zip(header, header.dropFirst()).map { $0 + $1 }
        return (header + pairs).contains { part in
            words.contains {
                part == $0 || (!wholeWords && $0.count >= 4 && (part.hasPrefix($0) || part.hasSuffix($0)))
            }
        }
    }

    /// The same pattern with day and month the other way round, if it has both as numbers.
    static func twin(_ pattern: String) -> String? {
        guard pattern.hasPrefix("DD") || pattern.hasPrefix("MM") else { return nil }
        let swapped = pattern.replacingOccurrences(of: "DD", with: "\u{1}").replacingOccurrences(of: "MM", with: "DD")
            .replacingOccurrences(of: "\u{1}", with: "MM")
        return swapped == pattern ? nil : swapped
    }
}
