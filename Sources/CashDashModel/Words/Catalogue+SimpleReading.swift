extension Catalogue {
    /// The entries of a catalogue written as Cash Dash's own are, read by hand rather than by Yams: nested mappings
    /// of `key:` lines, each leaf `key: "text"` on one line, indented with spaces. Reading the bundled English words
    /// with Yams was 1.9 % of a rebuild after one edit (perf, Node.js's docs in 2,000 chapters).
    ///
    /// It gives the entries, lines and columns ``read(_:path:diagnostics:)`` gives by Yams, or nil for anything else
    /// (a plain or single-quoted value, an escape but `\"` and `\\`, a comment after a value, a key set twice, an empty
    /// value, a tab, a line break other than `\n`, a form of a count that is not a text…), which Yams then reads or
    /// reports as it always has. `CatalogueSimpleReadingTests` holds the two to the same entries.
    static func simpleEntries(_ text: String) -> [String: ReadEntry]? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = SimpleCatalogueReader()
            var start = 0, line = 1
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                guard reader.read(UnsafeBufferPointer(rebasing: bytes[start..<end]), line: line) else { return nil }
                (start, line) = (end + 1, line + 1)
            }
            return reader.finish()
        }
    }
}

/// The state of ``Catalogue/simpleEntries(_:)`` between lines.
private struct SimpleCatalogueReader {
    /// A mapping being read: the indent of its keys, its dotted key (empty at the root), where its key is, and its
    /// keys so far, each with its text (nil for a mapping below) and where it is.
    private struct Open {
        var indent: Int
        var key: String
        var line: Int
        var column: Int
        var keys: [(key: String, text: String?, line: Int, column: Int)] = []
    }

    private var open: [Open] = [Open(indent: 0, key: "", line: 0, column: 0)]
    /// The last line opened a mapping: the next must be indented more.
    private var opening = false
    private var entries: [String: Catalogue.ReadEntry] = [:]

    /// Reads one line; false when it is not of the simple form.
    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) -> Bool {
        guard line > 1 || bytes.first != 0xEF else { return false }  // a byte order mark
        let indent = bytes.prefix { $0 == UInt8(ascii: " ") }.count
        let rest = UnsafeBufferPointer(rebasing: bytes[indent...])
        if rest.isEmpty || rest.first == UInt8(ascii: "#") { return true }  // a blank or comment line
        guard let colon = rest.firstIndex(of: UInt8(ascii: ":")), colon > 0,
            rest[..<colon].allSatisfy({ isKeyByte($0) })
        else { return false }
        let key = String(decoding: UnsafeBufferPointer(rebasing: rest[..<colon]), as: UTF8.self)
        guard close(atIndent: indent) else { return false }
        guard !open[open.count - 1].keys.contains(where: { $0.key == key }) else { return false }
        if colon == rest.count - 1 {  // `key:`, a mapping below
            open[open.count - 1].keys.append((key, nil, line, indent + 1))
            let parent = open[open.count - 1].key
            open.append(
                Open(indent: -1, key: parent.isEmpty ? key : parent + "." + key, line: line, column: indent + 1))
            opening = true
            return true
        }
        guard rest.count >= colon + 4, rest[colon + 1] == UInt8(ascii: " "), rest[colon + 2] == UInt8(ascii: "\""),
            let value = quoted(UnsafeBufferPointer(rebasing: rest[(colon + 3)...]))
        else { return false }
        open[open.count - 1].keys.append((key, value, line, indent + 1))
        return true
    }

    /// The entries, once every line is read; nil when a mapping was left empty or a count's forms are wrong.
    mutating func finish() -> [String: Catalogue.ReadEntry]? {
        guard !opening, open[0].keys.count > 0, close(atIndent: 0), finishMapping(open[0]) else { return nil }
        return entries
    }

    /// Closes the mappings whose keys are indented more than `indent`, which must be the indent of one still open
    /// (or, after a line that opened one, more than its parent's, which it becomes); false otherwise.
    private mutating func close(atIndent indent: Int) -> Bool {
        if opening {
            opening = false
            guard indent > open[open.count - 2].indent else { return false }
            open[open.count - 1].indent = indent
            return true
        }
        while indent < open[open.count - 1].indent {
            guard finishMapping(open.removeLast()) else { return false }
        }
        return indent == open[open.count - 1].indent
    }

    /// Files the texts of a mapping that ends as entries, or its texts as one entry when they are a count's forms;
    /// false when such forms are not all texts or lack `other`, which Yams reports.
    private mutating func finishMapping(_ mapping: Open) -> Bool {
        guard isForms(mapping) else {
            for (key, text, line, column) in mapping.keys {
                guard let text else { continue }
                let full = mapping.key.isEmpty ? key : mapping.key + "." + key
                entries[full] = Catalogue.ReadEntry(entry: .text(text), line: line, column: column)
            }
            return true
        }
        var forms: [PluralCategory: String] = [:]
        for (key, text, _, _) in mapping.keys {
            guard let text, let category = PluralCategory(rawValue: key) else { return false }
            forms[category] = text
        }
        guard forms[.other] != nil else { return false }
        entries[mapping.key] = Catalogue.ReadEntry(entry: .counted(forms), line: mapping.line, column: mapping.column)
        return true
    }

    /// Whether every key of a mapping below the root names a form of a count (`one:`, `other:`…).
    private func isForms(_ mapping: Open) -> Bool {
        !mapping.key.isEmpty && mapping.keys.allSatisfy { PluralCategory(rawValue: $0.key) != nil }
    }

    private func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// The text of a double-quoted value that ends the line (`bytes` from after its opening quote); nil when it
    /// holds an escape but `\"` and `\\`, a control character or one YAML 1.1 breaks lines at (U+0085, U+2028,
    /// U+2029), or anything after its closing quote.
    private func quoted(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                return index == bytes.count - 1 ? String(decoding: text, as: UTF8.self) : nil
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") || bytes[index + 1] == 0x5C
                else { return nil }
                text.append(bytes[index + 1])
                index += 2
                continue
            case 0..<0x20, 0x7F: return nil
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return nil
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] & 0xFE) == 0xA8:
                return nil
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                return nil  // a byte order mark, which YAML does not keep
            default: text.append(byte)
            }
            index += 1
        }
        return nil  // no closing quote
    }
}
