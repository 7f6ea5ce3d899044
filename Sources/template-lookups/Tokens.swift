/// A word, a punctuation mark or a `template-view:` directive, with its line.
struct Token: Equatable {
    enum Kind: Equatable {
        case word(String)
        case punctuation(Character)
        case directive(String, [String])
    }
    var kind: Kind
    var line: Int
}

/// The tokens of Swift source, with comments and string literals (interpolations included) left out.
struct Tokens {
    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var lookahead: Token?
    /// Where the current line starts.
    private var lineStart = 0
    /// Where the last token read starts.
    private var tokenStart = 0

    init(_ source: String) { characters = Array(source) }

    mutating func peek() -> Token? {
        if lookahead == nil { lookahead = read() }
        return lookahead
    }

    mutating func next() -> Token? {
        let token = peek()
        lookahead = nil
        return token
    }

    /// The text of the line before the token just read: a declaration's modifiers (`private(set) static`) when the
    /// token is `var`. Valid until the next `peek()`.
    var lineBefore: String { String(characters[lineStart..<tokenStart]) }

    private func at(_ offset: Int) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func read() -> Token? {
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                newLine()
                index += 1
            } else if character.isWhitespace {
                index += 1
            } else if character == "/", at(1) == "/" {
                let start = index
                while index < characters.count, characters[index] != "\n" { index += 1 }
                let comment = String(characters[start..<index]).dropFirst(2).trimmingSpaces
                if comment.hasPrefix("template-view:") {
                    let parts = comment.dropFirst("template-view:".count)
                        .split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
                    if let key = parts.first {
                        return Token(kind: .directive(key, Array(parts.dropFirst())), line: line)
                    }
                }
            } else if character == "/", at(1) == "*" {
                skipBlockComment()
            } else if character == "\"" || (character == "#" && (at(1) == "\"" || at(1) == "#")) {
                skipString()
            } else if character.isLetter || character == "_" || character == "@" || character == "`" {
                let start = index
                tokenStart = index
                index += 1
                while index < characters.count,
                    characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
                        || characters[index] == "`"
                {
                    index += 1
                }
                let word = String(characters[start..<index]).replacingBackticks
                return Token(kind: .word(word), line: line)
            } else {
                tokenStart = index
                index += 1
                return Token(kind: .punctuation(character), line: line)
            }
        }
        return nil
    }

    /// Skips `/* … */`, nested as Swift nests them.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < characters.count {
            if characters[index] == "/", at(1) == "*" {
                depth += 1
                index += 2
            } else if characters[index] == "*", at(1) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if characters[index] == "\n" { newLine() }
                index += 1
            }
        }
    }

    /// Skips a string literal: `"…"`, `"""…"""` or raw `#"…"#`, with its `\( … )` interpolations.
    private mutating func skipString() {
        var hashes = 0
        while at(0) == "#" {
            hashes += 1
            index += 1
        }
        let multiline = at(0) == "\"" && at(1) == "\"" && at(2) == "\""
        index += multiline ? 3 : 1
        let escape = "\\" + String(repeating: "#", count: hashes)
        while index < characters.count {
            let character = characters[index]
            if character == "\n" { newLine() }
            if character == "\\" && matches(escape) {
                index += escape.count
                if at(0) == "(" { skipInterpolation() } else { index += 1 }
                continue
            }
            let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            if matches(close) {
                index += close.count
                return
            }
            index += 1
        }
    }

    /// Skips `( … )` after a backslash in a string, strings inside included.
    private mutating func skipInterpolation() {
        var depth = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\"" || (character == "#" && at(1) == "\"") {
                skipString()
                continue
            }
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 {
                    index += 1
                    return
                }
            }
            if character == "\n" { newLine() }
            index += 1
        }
    }

    /// Counts the line break at `index`.
    private mutating func newLine() {
        line += 1
        lineStart = index + 1
    }

    private func matches(_ text: String) -> Bool {
        var offset = 0
        for character in text {
            guard at(offset) == character else { return false }
            offset += 1
        }
        return true
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }

    fileprivate var replacingBackticks: String { String(filter { $0 != "`" }) }
}
