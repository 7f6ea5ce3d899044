import Yams

/// Reads the YAML that front matter almost always is, `key: value` lines and lists of `- item` lines, without
/// libyaml, giving the same values and positions as Yams would.
///
/// It is strict on purpose: anything else it meets (a comment after a value, a key set twice, a nested mapping, a
/// value spread over lines, an escape in quotes, a tab, an empty value) makes it give up, and the text goes to Yams,
/// which reads it, or reports the mistake, as it always has.
enum SimpleYAML {
    /// One `key: value` line (or a key and the list below it).
    struct Entry {
        var key: String
        var line: Int
        var value: Node
        /// Where the value starts (a list: its first `-`).
        var valueLine: Int
        var valueColumn: Int
    }

    /// The entries of `text`, or nil when it is not simple (Yams must read it).
    static func entries(_ text: String) -> [Entry]? {
        var entries: [Entry] = []
        var keys: Set<String> = []
        // The key whose value is the list being read, and the indent of its `-`.
        var list: (items: [Node], indent: Int)?
        // The last key had nothing after its colon: a list must follow.
        var awaitingList = false
        for (index, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            let number = index + 1
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            let rest = line.dropFirst(indent)
            if rest.isEmpty { continue }
            if indent == 0 && rest.first == UInt8(ascii: "#") { continue }  // a comment line
            if rest.first == UInt8(ascii: "-"), rest.dropFirst().first == UInt8(ascii: " "), awaitingList || list != nil
            {
                // An item of the list of the last key.
                if let open = list, open.indent != indent { return nil }
                let valueStart = rest.dropFirst(2).prefix { $0 == UInt8(ascii: " ") }.count + 2
                guard let value = scalar(rest.dropFirst(valueStart)) else { return nil }
                if list == nil {
                    list = ([], indent)
                    awaitingList = false
                    entries[entries.count - 1].valueLine = number
                    entries[entries.count - 1].valueColumn = indent + 1
                }
                list!.items.append(value)
                entries[entries.count - 1].value = .sequence(.init(list!.items, tag(.implicit), .block))
                continue
            }
            guard indent == 0, let colon = rest.firstIndex(of: UInt8(ascii: ":")), colon > rest.startIndex,
                case let key = rest[..<colon], isKey(key)
            else { return nil }
            if awaitingList { return nil }  // an empty value: Yams places it
            list = nil
            let afterColon = rest[rest.index(after: colon)...]
            let name = String(decoding: key, as: UTF8.self)
            guard keys.insert(name).inserted else { return nil }  // Yams reports a key set twice
            var entry = Entry(
                key: name, line: number, value: Node("", tag(.implicit), .plain), valueLine: number, valueColumn: 1)
            if !afterColon.allSatisfy({ $0 == UInt8(ascii: " ") }) {
                guard afterColon.first == UInt8(ascii: " ") else { return nil }
                let spaces = afterColon.prefix { $0 == UInt8(ascii: " ") }.count
                guard let value = scalar(afterColon.dropFirst(spaces)) else { return nil }
                entry.value = value
                // Columns count characters, as libyaml's do; the key is ASCII.
                entry.valueColumn = key.count + 1 + spaces + 1
            } else {
                awaitingList = true
            }
            entries.append(entry)
        }
        guard !entries.isEmpty, !awaitingList else { return nil }
        return entries
    }

    /// A tag as Yams would give it, but without Yams's constructor tables, which `Tag(_:)` builds afresh for every
    /// value (three dictionaries; 1 % of a 2,000-chapter build), and without its default resolver, whose regular
    /// expressions are compiled on first use (0.9 % of a rebuild after one edit): both serve only `Node.any` and a
    /// node's resolved `tag`, and front matter is read with the typed accessors (`string`, `int`, `bool`, `null`),
    /// which look at the text and its style alone.
    private static func tag(_ name: Tag.Name) -> Tag { Tag(name, .basic, Constructor([:], [:], [:])) }

    /// A key Yams reads as the same plain text: a letter, then letters, digits, `_` and `-`.
    private static func isKey(_ key: Substring.UTF8View.SubSequence) -> Bool {
        guard let first = key.first, isLetter(first) else { return false }
        return key.allSatisfy {
            isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    /// The scalar written as `text` (the rest of its line, from its first character), or nil when it is not one of the
    /// simple kinds: plain text that YAML reads as it stands, or text in quotes without quotes or escapes inside.
    private static func scalar(_ text: Substring.UTF8View.SubSequence) -> Node? {
        guard let first = text.first, isSimple(text) else { return nil }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            let inside = text.dropFirst()
            guard let close = inside.firstIndex(of: first),
                inside[inside.index(after: close)...].allSatisfy({ $0 == UInt8(ascii: " ") }),
                first == UInt8(ascii: "'") || !inside[..<close].contains(UInt8(ascii: "\\"))
            else { return nil }
            return .scalar(
                .init(
                    String(decoding: inside[..<close], as: UTF8.self), tag(.str),
                    first == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted))
        }
        // Plain: no indicator first (`-` only before a character, as in `-5`), no `: ` or ` #` inside, no `:` last.
        let indicators = Array("-?:,[]{}#&*!|>'\"%@`".utf8)
        if indicators.contains(first)
            && !(first == UInt8(ascii: "-") && text.count > 1 && text.dropFirst().first != UInt8(ascii: " "))
        {
            return nil
        }
        var trimmed = text
        while trimmed.last == UInt8(ascii: " ") { trimmed = trimmed.dropLast() }
        guard trimmed.last != UInt8(ascii: ":") else { return nil }
        var previous: UInt8 = 0
        for byte in trimmed {
            if (previous == UInt8(ascii: ":") && byte == UInt8(ascii: " "))
                || (previous == UInt8(ascii: " ") && byte == UInt8(ascii: "#"))
            {
                return nil
            }
            previous = byte
        }
        return .scalar(.init(String(decoding: trimmed, as: UTF8.self), tag(.implicit), .plain))
    }

    /// No character libyaml treats on its own: controls, tabs, line breaks of Unicode (U+0085, U+2028, U+2029), the
    /// byte-order mark, U+FFFE and U+FFFF, or broken UTF-8.
    private static func isSimple(_ text: Substring.UTF8View.SubSequence) -> Bool {
        if text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return true }
        for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFD...0xFFFF, 0xD800...0xDFFF: return false
            default: continue
            }
        }
        return true
    }
}
