/// A bundled Mustache template parsed once, for ``CompiledRendering`` to write from typed views.
///
/// The parser follows swift-mustache's own step by step (its rules for standalone lines, inheritance and blocks), so
/// both read a template into the same pieces and write the same bytes. It reads the part of Mustache Cash Dash's
/// templates use; anything else (transforms, delimiters changed, dynamic or indented partials, another content type)
/// makes it give up, and that template is rendered by swift-mustache.
struct CompiledTemplate: Sendable {
    /// A name as a template writes it, split at its dots; empty for `.`, the current value.
    typealias Path = [String]

    indirect enum Node: Sendable {
        case text(String)
        case variable(Path)
        case unescaped(Path)
        case section(Path, [Node])
        case inverted(Path, [Node])
        /// `{{$name}}default{{/name}}`: what a template that inherits this one puts there, or the default.
        case block(String, [Node])
        /// `{{> name}}`, or `{{< name}}` with the blocks it fills.
        case partial(String, blocks: [String: [Node]]?)
        /// A `{{$name}}` inside `{{< parent}}`: only while parsing.
        case blockDefinition(String, [Node])
    }

    /// Why a template is not compiled.
    struct Unsupported: Error {}

    var nodes: [Node]
    /// The template's text, which swift-mustache shows where a template is used as `{{{text}}}`.
    var source: String

    init(_ text: String) throws(Unsupported) {
        var reader = Reader(Array(text))
        nodes = try reader.parse(State())
        source = text
    }
}

/// What the parser knows at a point: as swift-mustache's `ParserState`.
private struct State {
    var sectionName: String?
    var newLine = true
    var isPartialDefinition = false
    var isPartialDefinitionTopLevel = false
    var partialDefinitionIndent: ArraySlice<Character>?

    func withSection(_ name: String, newLine: Bool) -> State {
        var state = self
        state.sectionName = name
        state.isPartialDefinitionTopLevel = false
        if !newLine { state.newLine = false }
        return state
    }

    func withInheritance(_ name: String) -> State {
        var state = self
        state.sectionName = name
        state.newLine = true
        state.isPartialDefinition = true
        state.isPartialDefinitionTopLevel = true
        return state
    }
}

private struct Reader {
    typealias Node = CompiledTemplate.Node
    let text: [Character]
    var position = 0

    init(_ text: [Character]) { self.text = text }

    var atEnd: Bool { position == text.count }
    var current: Character { atEnd ? "\0" : text[position] }

    mutating func read(while test: (Character) -> Bool) -> ArraySlice<Character> {
        let start = position
        while !atEnd, test(text[position]) { position += 1 }
        return text[start..<position]
    }

    mutating func read(_ string: String) -> Bool {
        let characters = Array(string)
        guard position + characters.count <= text.count,
            Array(text[position..<position + characters.count]) == characters
        else { return false }
        position += characters.count
        return true
    }

    mutating func parse(_ initial: State) throws(CompiledTemplate.Unsupported) -> [Node] {
        var nodes: [Node] = []
        var state = initial
        var whiteSpaceBefore: ArraySlice<Character> = []
        func flushWhiteSpace() {
            if !whiteSpaceBefore.isEmpty {
                nodes.append(.text(String(whiteSpaceBefore)))
                whiteSpaceBefore = []
            }
        }
        while !atEnd {
            if state.newLine {
                let whiteSpace = read { $0 == " " || $0 == "\t" }
                if state.isPartialDefinition, !state.isPartialDefinitionTopLevel {
                    if let indent = state.partialDefinitionIndent {
                        whiteSpaceBefore = whiteSpace.dropFirst(indent.count)
                    } else {
                        state.partialDefinitionIndent = whiteSpace
                    }
                } else {
                    whiteSpaceBefore = whiteSpace
                }
            }
            let text = readUntilTagOrNewline()
            if current.isNewline {
                nodes.append(.text(String(whiteSpaceBefore) + text + String(current)))
                state.newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(String(whiteSpaceBefore) + text))
                whiteSpaceBefore = []
                state.newLine = false
            }
            if atEnd { break }
            var setNewLine = false
            switch current {
            case "#", "^":
                let inverted = current == "^"
                position += 1
                let name = try readName()
                if isStandalone(state) {
                    setNewLine = true
                } else {
                    flushWhiteSpace()
                }
                let body = try parse(state.withSection(name, newLine: setNewLine))
                nodes.append(inverted ? .inverted(try path(name), body) : .section(try path(name), body))
            case "/":
                position += 1
                guard try readName() == state.sectionName else { throw .init() }
                if !isStandalone(state) { flushWhiteSpace() }
                return nodes
            case "!":
                position += 1
                guard let end = findEndOfTag() else { throw .init() }
                position = end
                setNewLine = isStandalone(state)
            case "{", "&":
                let triple = current == "{"
                flushWhiteSpace()
                position += 1
                let name = try readName()
                if triple, !read("}") { throw .init() }
                nodes.append(.unescaped(try path(name)))
            case ">":
                position += 1
                _ = read { $0.isWhitespace }
                let name = try readPartialName()
                let indented = !whiteSpaceBefore.isEmpty
                flushWhiteSpace()
                if isStandalone(state) {
                    // An indented partial indents each line it writes: swift-mustache's to do.
                    guard !indented else { throw .init() }
                    setNewLine = true
                }
                nodes.append(.partial(name, blocks: nil))
            case "<":
                position += 1
                _ = read { $0.isWhitespace }
                let name = try readPartialName()
                guard whiteSpaceBefore.isEmpty else { throw .init() }
                if isStandalone(state) { setNewLine = true }
                var blocks: [String: [Node]] = [:]
                for node in try parse(state.withInheritance(name)) {
                    switch node {
                    case .blockDefinition(let block, let body): blocks[block] = body
                    case .text: break
                    default: throw .init()
                    }
                }
                nodes.append(.partial(name, blocks: blocks))
                whiteSpaceBefore = []
            case "$":
                position += 1
                let name = try readName()
                if state.isPartialDefinitionTopLevel {
                    if isStandalone(state) { setNewLine = true }
                    nodes.append(.blockDefinition(name, try parse(state.withSection(name, newLine: setNewLine))))
                } else {
                    guard whiteSpaceBefore.isEmpty else { throw .init() }
                    if isStandalone(state) { setNewLine = true }
                    nodes.append(.block(name, try parse(state.withSection(name, newLine: setNewLine))))
                }
            case "%":
                position += 1
                _ = read { $0.isWhitespace }
                guard read("CONTENT_TYPE") else { throw .init() }
                _ = read { $0.isWhitespace }
                guard read(":") else { throw .init() }
                _ = read { $0.isWhitespace }
                guard read("HTML") else { throw .init() }
                _ = read { $0.isWhitespace }
                guard read("}}") else { throw .init() }
                setNewLine = isStandalone(state)
            case "=":
                throw .init()
            default:
                flushWhiteSpace()
                nodes.append(.variable(try path(try readName())))
            }
            state.newLine = setNewLine
        }
        guard state.sectionName == nil else { throw .init() }
        return nodes
    }

    /// Text up to a `{{` (read past) or a line's end (not read).
    mutating func readUntilTagOrNewline() -> String {
        var result = ""
        while !atEnd {
            let character = text[position]
            if character == "\n" || character == "\r\n" { break }
            if character == "{" {
                if read("{{") { break }
                result.append(character)
                position += 1
                continue
            }
            result.append(character)
            position += 1
        }
        return result
    }

    /// A variable's or section's name and the `}}` after it.
    mutating func readName() throws(CompiledTemplate.Unsupported) -> String {
        _ = read { $0.isWhitespace }
        let name = String(read { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || "._-?*".contains($0) })
        _ = read { $0.isWhitespace }
        guard read("}}") else { throw .init() }
        return name
    }

    mutating func readPartialName() throws(CompiledTemplate.Unsupported) -> String {
        let name = String(read { $0.isLetter && $0.isASCII || $0.isNumber && $0.isASCII || "._-?/".contains($0) })
        _ = read { $0.isWhitespace }
        guard read("}}") else { throw .init() }
        return name
    }

    /// The position after the next `}}`.
    func findEndOfTag() -> Int? {
        var index = position
        while index + 1 < text.count {
            if text[index] == "}", text[index + 1] == "}" { return index + 2 }
            index += 1
        }
        return nil
    }

    /// Whether the tag just read is alone on its line; if so, the rest of the line is read.
    mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if atEnd { return true }
        var index = position
        while index < text.count, text[index] == " " || text[index] == "\t" { index += 1 }
        guard index < text.count, text[index].isNewline else { return false }
        position = index + 1
        return true
    }

    /// `a.b` as `["a", "b"]`, `.` as `[]`; a name that starts with a dot is not read here.
    func path(_ name: String) throws(CompiledTemplate.Unsupported) -> CompiledTemplate.Path {
        if name == "." { return [] }
        guard !name.isEmpty, !name.hasPrefix("."), !name.utf8.contains(UInt8(ascii: "*")) else { throw .init() }
        return name.split(separator: ".").map(String.init)
    }
}

extension CompiledTemplate {
    /// Every bundled template by name (`curriculum/chapter`), parsed once per process; nil for one that does not
    /// compile.
    static let bundled: [String: CompiledTemplate?] = {
        var templates: [String: CompiledTemplate?] = [:]
        for (path, data) in EmbeddedFiles.files(in: "Templates") where path.hasSuffix(".mustache") {
            templates[String(path.dropLast(".mustache".count))] = try? CompiledTemplate(
                String(decoding: data, as: UTF8.self))
        }
        return templates
    }()

    /// The bundled templates among `names` (those a set takes from Cash Dash) that include none of `overridden` (a
    /// site's own), nor a template that does not compile, directly or through others.
    static func bundled(_ names: Set<String>, overridden: Set<String>) -> [String: CompiledTemplate] {
        let all = bundled.filter { names.contains($0.key) }
        func usable(_ name: String, seen: inout Set<String>) -> Bool {
            guard !overridden.contains(name) else { return false }
            guard seen.insert(name).inserted, let template = all[name] else { return true }
            guard let template else { return false }
            return template.includes.allSatisfy { usable($0, seen: &seen) }
        }
        return all.compactMapValues { $0 }.filter { name, _ in
            var seen: Set<String> = []
            return usable(name, seen: &seen)
        }
    }

    /// The templates this one names as partials or parents.
    var includes: [String] {
        func names(_ nodes: [Node]) -> [String] {
            nodes.flatMap { node -> [String] in
                switch node {
                case .text, .variable, .unescaped: []
                case .section(_, let body), .inverted(_, let body), .block(_, let body), .blockDefinition(_, let body):
                    names(body)
                case .partial(let name, let blocks): [name] + (blocks ?? [:]).values.flatMap(names)
                }
            }
        }
        return names(nodes)
    }
}
