/// Hugo's TOML front matter (between `+++` lines), rewritten as YAML line for line, so that one reader checks every
/// chapter's keys and every problem keeps its line.
///
/// What front matter uses of TOML is read: `key = value` with bare, quoted and dotted keys; basic and literal strings,
/// on one line or several (`"""`, `'''`); numbers, booleans and dates; arrays and inline tables, also over several
/// lines; `[table]` and `[[array]]` headers, whose keys become one mapping (`menu.main`); comments.
enum TOMLFrontMatter {
    /// The YAML for `toml`, whose first line is line `firstLine` of the file at `path`; nil after reporting a line
    /// that is not TOML.
    static func yaml(from toml: String, path: String, firstLine: Int, diagnostics: inout Diagnostics) -> String? {
        let lines = toml.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
        var output: [String] = []
        var indent = ""
        var arrayTables: [String: Int] = [:]
        var failed = false
        var index = 0
        while index < lines.count {
            let number = firstLine + index
            let line = lines[index]
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            index += 1
            if trimmed.isEmpty || trimmed.hasPrefix("#") {
                output.append("")
                continue
            }
            if trimmed.hasPrefix("[") {
                if let header = tableHeader(
                    trimmed, of: line, number: number, arrayTables: &arrayTables, path: path, diagnostics: &diagnostics)
                {
                    output.append(header)
                    indent = "  "
                } else {
                    failed = true
                    output.append("")
                }
                continue
            }
            guard let equals = keyEnd(trimmed) else {
                failed = true
                diagnostics.error(
                    "this line of the `+++` front matter is not TOML; write `key = value`, like `title = \"Saving money\"`",
                    in: path, line: number, column: line.count - trimmed.count + 1)
                output.append("")
                continue
            }
            let key = trimmed[..<equals].split(separator: ".").map { unquoted($0.trimmingCharacters(in: .whitespaces)) }
                .joined(separator: ".")
            var value = String(trimmed[trimmed.index(after: equals)...].drop { $0 == " " || $0 == "\t" })
            // A value may go on over the next lines: a multi-line string, or an array or table left open.
            // Each line is read once, so a value of 20,000 lines takes 20,000 steps, not their square.
            var continuation: [String] = []
            var end = ValueEnd()
            var more = end.needsMore(after: value[...], first: true)
            while index < lines.count, more {
                value += "\n" + lines[index]
                more = end.needsMore(after: lines[index], first: false)
                continuation.append("")
                index += 1
            }
            output.append(indent + yamlKey(key) + ": " + yamlValue(value))
            output += continuation
        }
        return failed ? nil : output.joined(separator: "\n") + "\n"
    }

    /// A `[table]` or `[[array]]` header as a YAML key (`menu.main:`, an array's tables numbered `name[2]:`); nil after
    /// reporting one that is not closed.
    private static func tableHeader(
        _ trimmed: Substring, of line: Substring, number: Int, arrayTables: inout [String: Int], path: String,
        diagnostics: inout Diagnostics
    ) -> String? {
        let isArray = trimmed.hasPrefix("[[")
        let close = isArray ? "]]" : "]"
        guard let end = trimmed.range(of: close) else {
            diagnostics.error(
                "this table header has no closing `\(close)`", in: path, line: number,
                column: line.count - trimmed.count + 1)
            return nil
        }
        var name = trimmed[trimmed.index(trimmed.startIndex, offsetBy: isArray ? 2 : 1)..<end.lowerBound]
            .split(separator: ".").map { unquoted($0.trimmingCharacters(in: .whitespaces)) }.joined(
                separator: ".")
        if isArray {
            arrayTables[name, default: 0] += 1
            name += "[\(arrayTables[name]!)]"
        }
        return yamlKey(name) + ":"
    }

    /// Where the `=` after a key is, skipping quoted keys; nil when the line has none.
    private static func keyEnd(_ line: Substring) -> Substring.Index? {
        var quote: Character?
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "=" {
                return line[..<index].trimmingCharacters(in: .whitespaces).isEmpty ? nil : index
            } else if character == "#" {
                return nil
            }
        }
        return nil
    }

    /// A key without its TOML quotes.
    private static func unquoted(_ key: String) -> String {
        guard key.count >= 2, let first = key.first, first == "\"" || first == "'", key.last == first else {
            return key
        }
        return String(key.dropFirst().dropLast())
    }

    /// A key as YAML writes it: bare when it is a plain word, quoted otherwise.
    private static func yamlKey(_ key: String) -> String {
        let plain =
            !key.isEmpty && key.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        return plain ? key : "\"" + escaped(key) + "\""
    }

    /// Whether a value goes on over the next line: a `"""` or `'''` string not closed, or more `[`/`{` than `]`/`}`
    /// outside strings. Fed a line at a time, it reads each once.
    private struct ValueEnd {
        var closer: Substring?
        var depth = 0
        var quoting = Quoting()

        mutating func needsMore(after line: Substring, first: Bool) -> Bool {
            if first, let quotes = ["\"\"\"", "'''"].first(where: { line.hasPrefix($0) }) {
                closer = Substring(quotes)
                return line.dropFirst(3).range(of: quotes) == nil
            }
            if let closer { return line.range(of: closer) == nil }
            for character in line where !quoting.inString(character) {
                if character == "#" { break }  // a comment, to the end of the line
                if character == "[" || character == "{" { depth += 1 }
                if character == "]" || character == "}" { depth -= 1 }
            }
            return depth > 0
        }
    }

    /// TOML's quoting read a character at a time: which characters are inside a string (quotes included).
    private struct Quoting {
        var quote: Character?
        var escaping = false

        mutating func inString(_ character: Character) -> Bool {
            if let open = quote {
                if escaping {
                    escaping = false
                } else if open == "\"" && character == "\\" {
                    escaping = true
                } else if character == open {
                    quote = nil
                }
                return true
            }
            if character == "\"" || character == "'" {
                quote = character
                return true
            }
            return false
        }
    }

    /// Calls `body` with each character of `value` and whether it is inside a string; stops at a comment.
    private static func scan(_ value: String, _ body: (Character, Bool) -> Void) {
        var quoting = Quoting()
        for character in value {
            let inString = quoting.inString(character)
            if !inString && character == "#" { return }
            body(character, inString)
        }
    }

    /// The YAML for one TOML value, on one line.
    private static func yamlValue(_ value: String) -> String {
        for quotes in ["\"\"\"", "'''"] where value.hasPrefix(quotes) {
            var text = value.dropFirst(3)
            if let end = text.range(of: quotes, options: .backwards) { text = text[..<end.lowerBound] }
            if text.hasPrefix("\n") {
                text = text.dropFirst()
            } else if text.hasPrefix("\r\n") {
                text = text.dropFirst(2)
            }
            var string = String(text).replacingOccurrences(of: "\r\n", with: "\n")
            if quotes == "\"\"\"" {
                // A backslash at a line's end joins the next line, without its leading white space (in one pass).
                var joined = ""
                var rest = string[...]
                while let range = rest.range(of: "\\\n") {
                    joined += rest[..<range.lowerBound]
                    rest = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" }
                }
                string = joined + rest
                // TOML's escapes are YAML's; a bare quote or line break needs one.
                var yaml = "\"", escaping = false
                for character in string {
                    if escaping {
                        yaml.append(character)
                        escaping = false
                    } else if character == "\\" {
                        yaml.append(character)
                        escaping = true
                    } else {
                        yaml += character == "\"" ? "\\\"" : character == "\n" ? "\\n" : String(character)
                    }
                }
                return yaml + "\""
            }
            return "\"" + escaped(string) + "\""
        }
        // Inline tables write `key = value`; YAML's flow mappings write `key: value`. Lines are joined with spaces.
        var output = ""
        scan(value) { character, inString in
            if !inString && character == "=" {
                output += ":"
            } else if !inString && character == "\n" {
                output += " "
            } else {
                output.append(character)
            }
        }
        output = output.trimmingCharacters(in: .whitespaces)
        if let first = output.first, first.isNumber,
            output.contains("T") || output.contains("-") && output.contains(":")
        {
            return "\"" + output + "\""  // a date and time: kept as text
        }
        if let first = output.first, first.isNumber || first == "+" || first == "-", output.contains("_") {
            return output.replacingOccurrences(of: "_", with: "")
        }
        return output
    }

    /// `text` escaped for a YAML double-quoted string.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }
}
