/// The view types of some Swift source and the names of their properties: just enough of Swift's grammar to find
/// `struct Name: …, TemplateView` and the `var` and `let` declared directly in its body.
///
/// Comments and string literals are skipped, so braces in them do not count. A line comment
/// `// template-view: through frame` or `// template-view: hiding route` just before a view's `struct` gives the
/// properties whose names it looks through after its own (in order) or leaves out.
struct SwiftOutline {
    /// A type that conforms to `TemplateView` where it is declared.
    struct View: Equatable {
        /// The name as an extension names it: `Layout.SiteInfo`.
        var name: String
        /// The properties a template reads by name: not `static`, not `private`, not hidden, not looked through.
        var properties: [String] = []
        /// The properties whose own names are looked up after the view's, in order.
        var through: [String] = []
        /// The properties a template has no use for (of types it cannot show).
        var hidden: [String] = []
        /// Where the `struct` is, for an error.
        var line: Int
    }

    /// A declaration the outline cannot read, at `line`.
    struct Problem: Error, Equatable {
        var line: Int
        var message: String
    }

    private(set) var views: [View] = []

    /// Reads `source`; throws at the first declaration of a view it cannot read.
    init(_ source: String) throws(Problem) {
        var tokens = Tokens(source)
        // Each `{` open: the type it is the body of (its index in `types`), or nil for any other braces.
        var scopes: [Int?] = []
        var types: [(name: String, view: Int?)] = []
        var directives: [String: [String]] = [:]
        while let token = tokens.next() {
            switch token.kind {
            case .directive(let key, let names):
                directives[key, default: []] += names
            case .word("struct"), .word("class"), .word("enum"), .word("extension"), .word("actor"), .word("protocol"):
                guard case .word(var name)? = tokens.peek()?.kind, !["var", "let", "func"].contains(name) else {
                    continue
                }
                _ = tokens.next()
                while token.kind == .word("extension"), tokens.peek()?.kind == .punctuation(".") {
                    _ = tokens.next()
                    if case .word(let member)? = tokens.next()?.kind { name += "." + member }
                }
                let (conforms, opened) = Self.readHeader(&tokens)
                let outer = token.kind == .word("extension") ? nil : scopes.last.flatMap { $0 }.map { types[$0].name }
                let qualified = [outer, name].compactMap { $0 }.joined(separator: ".")
                var view: Int?
                if conforms && token.kind == .word("struct") {
                    views.append(
                        View(
                            name: qualified, through: directives["through"] ?? [],
                            hidden: directives["hiding"] ?? [], line: token.line))
                    view = views.count - 1
                }
                directives = [:]
                if opened {
                    types.append((qualified, view))
                    scopes.append(types.count - 1)
                }
            case .word("var"), .word("let"):
                guard let scope = scopes.last, let type = scope, let view = types[type].view else { continue }
                let modifiers = tokens.lineBefore.split(separator: " ")
                if modifiers.contains(where: { ["static", "class", "private", "fileprivate"].contains($0) }) {
                    continue
                }
                guard case .word(let name)? = tokens.next()?.kind else {
                    throw Problem(line: token.line, message: "a view's property needs one name (`var total: String`)")
                }
                if tokens.peek()?.kind == .punctuation(",") {
                    throw Problem(
                        line: token.line, message: "declare one property a line in a view, so each has its name")
                }
                if name == "t" {
                    throw Problem(
                        line: token.line,
                        message:
                            "`t` is the name templates give the site's words (`{{t.layout.menu}}`); call it otherwise")
                }
                if !views[view].through.contains(name) && !views[view].hidden.contains(name) {
                    views[view].properties.append(name)
                }
            case .punctuation("{"):
                scopes.append(nil)
            case .punctuation("}"):
                guard !scopes.isEmpty else { throw Problem(line: token.line, message: "a `}` closes nothing") }
                scopes.removeLast()
            default:
                break
            }
        }
        for view in views {
            for name in view.through where !Self.declared(name, in: source) {
                throw Problem(
                    line: view.line, message: "`\(view.name)` looks through `\(name)`, which it does not declare")
            }
        }
    }

    /// Whether `name` is declared somewhere in `source` as a property (a loose check that a directive is not misspelt).
    private static func declared(_ name: String, in source: String) -> Bool {
        source.contains("var \(name):") || source.contains("let \(name):")
    }

    /// Reads a type's header after its name, up to its `{` (true as `opened`) or the end of the declaration: whether
    /// its inheritance clause names `TemplateView`. Generic parameters (`<Content: TemplateView>`) are not that clause.
    private static func readHeader(_ tokens: inout Tokens) -> (conforms: Bool, opened: Bool) {
        var angles = 0
        var inInheritance = false
        var conforms = false
        while let token = tokens.peek() {
            switch token.kind {
            case .punctuation("{"):
                _ = tokens.next()
                return (conforms, true)
            case .punctuation("}"), .punctuation(";"):
                return (conforms, false)
            case .punctuation("<"): angles += 1
            case .punctuation(">"): angles -= 1
            case .punctuation(":") where angles == 0: inInheritance = true
            case .word("where"): inInheritance = false
            case .word("TemplateView") where angles == 0 && inInheritance: conforms = true
            default: break
            }
            _ = tokens.next()
        }
        return (conforms, false)
    }
}

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
