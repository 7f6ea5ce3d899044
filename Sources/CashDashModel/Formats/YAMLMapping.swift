import CYaml
import Yams

/// A YAML mapping whose values are read with their positions, so every problem names `file:line:column`.
public struct YAMLMapping {
    public struct Entry {
        public var key: String
        public var line: Int
        public var column: Int
        public var value: Node
        /// Where the value starts (a list: its first item), in the file.
        public var valueLine: Int
        public var valueColumn: Int
    }

    public let path: String
    /// Added to YAML line numbers to give file line numbers (front matter starts below its `---`).
    public let lineOffset: Int
    public let entries: [Entry]
    public let line: Int
    public let column: Int

    /// Parses `text` as a YAML mapping. An empty document is an empty mapping.
    ///
    /// Syntax errors, a document that is not a mapping and repeated keys are added to `diagnostics`; the result is
    /// nil only when nothing could be read.
    public static func parse(
        _ text: String, path: String, lineOffset: Int = 0, diagnostics: inout Diagnostics
    ) -> YAMLMapping? {
        parse(text, path: path, lineOffset: lineOffset, simple: true, diagnostics: &diagnostics)
    }

    /// `simple`: whether text of only `key: value` lines and lists is read by hand (``SimpleYAML``) rather than by Yams.
    /// `typed`: whether Yams works out each plain value's YAML type (`true`, `3`, `~`), which it does with regular
    /// expressions, several a value; a file read only as texts (a catalogue of words) needs none, and the values,
    /// keys and positions read are the same. Reading the bundled English words with types was 1.8 % of a rebuild
    /// after a touch (perf, 2,000 chapters).
    static func parse(
        _ text: String, path: String, lineOffset: Int, simple: Bool, typed: Bool = true, diagnostics: inout Diagnostics
    ) -> YAMLMapping? {
        // Most front matter is a few `key: value` lines, read here without libyaml; anything else goes to Yams.
        if simple, let simple = SimpleYAML.entries(text) {
            let entries = simple.map {
                Entry(
                    key: $0.key, line: $0.line + lineOffset, column: 1, value: $0.value,
                    valueLine: $0.valueLine + lineOffset,
                    valueColumn: $0.valueColumn)
            }
            return YAMLMapping(path: path, lineOffset: lineOffset, entries: entries, line: entries[0].line, column: 1)
        }
        if let alias = firstAlias(in: text) {
            diagnostics.error(
                "this file uses a YAML alias (`*name`), which Cash Dash does not read: one alias can stand for a whole "
                    + "list, and a few can make thousands; write the value out instead", in: path,
                line: alias.line + lineOffset, column: alias.column)
            return nil
        }
        let root: Node?
        do {
            // .utf8: skip Yams's environment lookup
            root = try Yams.compose(yaml: text, typed ? .default : .basic, .default, .utf8)
        } catch let error as YamlError {
            let (message, line, column) = describe(error, in: text)
            diagnostics.error("this YAML cannot be read: \(message)", in: path, line: line + lineOffset, column: column)
            return nil
        } catch {
            diagnostics.error("this YAML cannot be read: \(plainWords(error))", in: path, line: 1 + lineOffset)
            return nil
        }
        guard let root else {
            return YAMLMapping(path: path, lineOffset: lineOffset, entries: [], line: 1 + lineOffset, column: 1)
        }
        return YAMLMapping(root, path: path, lineOffset: lineOffset, what: "this file", diagnostics: &diagnostics)
    }

    /// Where the first alias (`*name`) of `text` is, found by libyaml's scanner in one pass (no composing, which
    /// is where aliases multiply: 400 bytes of nested aliases used as a key took seconds).
    private static func firstAlias(in text: String) -> (line: Int, column: Int)? {
        guard text.utf8.contains(UInt8(ascii: "*")) else { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> (line: Int, column: Int)? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var token = yaml_token_t()
            while yaml_parser_scan(&parser, &token) == 1 {
                defer { yaml_token_delete(&token) }
                if token.type == YAML_ALIAS_TOKEN {
                    return (Int(token.start_mark.line) + 1, Int(token.start_mark.column) + 1)
                }
                if token.type == YAML_STREAM_END_TOKEN { break }
            }
            return nil  // a scanning error is reported by the composer, with its position
        }
    }

    private init(path: String, lineOffset: Int, entries: [Entry], line: Int, column: Int) {
        self.path = path
        self.lineOffset = lineOffset
        self.entries = entries
        self.line = line
        self.column = column
    }

    /// The mapping `node` (an item of a list, say), or nil with a diagnostic when it is not a mapping.
    public static func wrapping(
        _ node: Node, path: String, lineOffset: Int, diagnostics: inout Diagnostics
    ) -> YAMLMapping? {
        YAMLMapping(node, path: path, lineOffset: lineOffset, what: "each item", diagnostics: &diagnostics)
    }

    private init?(_ node: Node, path: String, lineOffset: Int, what: String, diagnostics: inout Diagnostics) {
        let line = (node.mark?.line ?? 1) + lineOffset
        let column = node.mark?.column ?? 1
        guard let mapping = node.mapping else {
            diagnostics.error(
                "\(what) should be a list of `key: value` lines", in: path, line: line, column: column)
            return nil
        }
        var entries: [Entry] = []
        var seen: Set<String> = []
        for (key, value) in mapping {
            let line = (key.mark?.line ?? 1) + lineOffset, column = key.mark?.column ?? 1
            let entry = Entry(
                key: key.string ?? "", line: line, column: column, value: value,
                valueLine: value.mark.map { $0.line + lineOffset } ?? line, valueColumn: value.mark?.column ?? column)
            if !seen.insert(entry.key).inserted {
                diagnostics.error(
                    "`\(entry.key)` is set twice; keep one of them", in: path, line: entry.line, column: entry.column)
                continue
            }
            entries.append(entry)
        }
        self.init(path: path, lineOffset: lineOffset, entries: entries, line: line, column: column)
    }

    private static func describe(_ error: YamlError, in text: String) -> (String, Int, Int) {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            // The usual cause: a value with `: ` in it, such as a title `Saving: the basics`.
            let hint =
                problem.hasPrefix("mapping values are not allowed")
                ? "; if a value has a colon in it, put the value in quotes, like `title: \"Saving: the basics\"`" : ""
            // libyaml's own words name its function (`set with yaml_set_max_nest_level()`).
            // A tab where YAML wants spaces gives libyaml's "found character that cannot start any token".
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if mark.line >= 1, mark.line <= lines.count, let tab = lines[mark.line - 1].firstIndex(of: "\t"),
                problem.contains("cannot start any token") || problem.contains("tab")
            {
                let column = lines[mark.line - 1].distance(from: lines[mark.line - 1].startIndex, to: tab) + 1
                return (
                    "this line has a tab; YAML lines up its settings with spaces only, so replace the tab with spaces",
                    mark.line, column
                )
            }
            if problem.hasPrefix("Maximum nesting level reached") {
                return (
                    "lists or mappings are nested inside one another too deeply here; no setting needs that many levels, "
                        + "so look for a run of `[` or `{`", mark.line, mark.column
                )
            }
            return (problem + hint, mark.line, mark.column)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.sorted().first ?? ""
            let (line, column) = secondOccurrence(ofKey: key, in: text) ?? (context.mark.line, context.mark.column)
            return ("`\(key)` is set twice; keep one of them", line, column)
        default:
            return ("\(error)", 1, 1)
        }
    }

    /// The line and column where `key:` starts a line for the second time, to point at a repeated key.
    private static func secondOccurrence(ofKey key: String, in text: String) -> (Int, Int)? {
        var seen = false
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == " " }.count
            guard line.dropFirst(indent).hasPrefix(key + ":") else { continue }
            if seen { return (number + 1, indent + 1) }
            seen = true
        }
        return nil
    }

    /// Reports every key not in `known`, suggesting the closest known key.
    public func rejectUnknownKeys(_ known: [String], in section: String, diagnostics: inout Diagnostics) {
        for entry in entries where !known.contains(entry.key) {
            var message = "unknown key `\(entry.key)` in \(section)"
            if let guess = suggestion(for: entry.key, among: known) {
                message += "; did you mean `\(guess)`?"
            } else {
                message += "; the keys it takes are \(known.map { "`\($0)`" }.joined(separator: ", "))"
            }
            diagnostics.error(message, in: path, line: entry.line, column: entry.column)
        }
    }

    public func entry(_ key: String) -> Entry? {
        entries.first { $0.key == key }
    }

    private func valuePosition(_ entry: Entry) -> (Int, Int) {
        (entry.valueLine, entry.valueColumn)
    }

    private func report(_ message: String, at entry: Entry, _ diagnostics: inout Diagnostics) {
        let (line, column) = valuePosition(entry)
        diagnostics.error(message, in: path, line: line, column: column)
    }

    /// The text of `key`, or nil when it is absent or empty. A list or mapping there is an error.
    public func string(_ key: String, diagnostics: inout Diagnostics) -> String? {
        guard let entry = entry(key) else { return nil }
        guard let scalar = entry.value.scalar else {
            report("`\(key)` should be plain text", at: entry, &diagnostics)
            return nil
        }
        if entry.value.null != nil { return nil }
        return scalar.string
    }

    /// The text of `key` when it is one of `choices`; anything else is an error at the key that names the choices
    /// and suggests the closest (`unknown palette `ocaen`; did you mean `ocean`?`). Nil when absent or wrong.
    public func choice(
        _ key: String, among choices: [String], describing what: String, diagnostics: inout Diagnostics
    ) -> String? {
        guard let value = string(key, diagnostics: &diagnostics), let entry = entry(key) else { return nil }
        if choices.contains(value) { return value }
        diagnostics.error(
            unknownChoiceMessage(value, among: choices, describing: what), in: path, line: entry.line,
            column: entry.column)
        return nil
    }

    /// The whole number at `key`, or nil when absent.
    public func int(_ key: String, example: String = "3", diagnostics: inout Diagnostics) -> Int? {
        guard let entry = entry(key) else { return nil }
        guard let value = entry.value.int else {
            report("`\(key)` should be a whole number, like `\(key): \(example)`", at: entry, &diagnostics)
            return nil
        }
        return value
    }

    /// The number at `key` as written (kept as text so money and percentages stay exact), or nil when absent.
    public func number(_ key: String, example: String, diagnostics: inout Diagnostics) -> String? {
        guard let entry = entry(key) else { return nil }
        guard entry.value.int != nil || entry.value.float != nil, let text = entry.value.scalar?.string else {
            report("`\(key)` should be a number, like `\(key): \(example)`", at: entry, &diagnostics)
            return nil
        }
        return text
    }

    /// The yes/no value at `key`, or nil when absent.
    public func bool(_ key: String, diagnostics: inout Diagnostics) -> Bool? {
        guard let entry = entry(key) else { return nil }
        guard let value = entry.value.bool else {
            report("`\(key)` should be `true` or `false`", at: entry, &diagnostics)
            return nil
        }
        return value
    }

    /// The list of texts at `key`, or nil when absent.
    public func stringList(_ key: String, diagnostics: inout Diagnostics) -> [String]? {
        guard let entry = entry(key) else { return nil }
        if entry.value.null != nil { return [] }
        guard let sequence = entry.value.sequence else {
            report("`\(key)` should be a list, one `- item` per line", at: entry, &diagnostics)
            return nil
        }
        var items: [String] = []
        for item in sequence {
            guard let text = item.scalar?.string else {
                let line = (item.mark?.line ?? 1) + lineOffset
                diagnostics.error(
                    "each item of `\(key)` should be plain text", in: path, line: line, column: item.mark?.column ?? 1)
                continue
            }
            items.append(text)
        }
        return items
    }

    /// The nested mapping at `key`, or nil when absent or not a mapping (which is reported).
    public func mapping(_ key: String, diagnostics: inout Diagnostics) -> YAMLMapping? {
        guard let entry = entry(key) else { return nil }
        if entry.value.null != nil {
            return YAMLMapping(path: path, lineOffset: lineOffset, entries: [], line: entry.line, column: entry.column)
        }
        return YAMLMapping(entry.value, path: path, lineOffset: lineOffset, what: "`\(key)`", diagnostics: &diagnostics)
    }
}
