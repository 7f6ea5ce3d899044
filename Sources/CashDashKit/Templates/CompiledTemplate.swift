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
        source = text
        // A text without a tag is written as it is: most of a catalogue's words are (parsing each of them as a
        // template took 1.1 % of a rebuild after one chapter's edit, by perf).
        guard text.utf8.contains(UInt8(ascii: "{")) else {
            nodes = text.isEmpty ? [] : [.text(text)]
            return
        }
        var reader = Reader(Array(text))
        nodes = try reader.parse(State())
    }
}

extension CompiledTemplate {
    /// What the parser knows at a point: as swift-mustache's `ParserState`.
    struct State {
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

    /// Reads a template into nodes, as swift-mustache's parser does.
    struct Reader {
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

        /// Whether `string` comes next; if so, it is read. Compared in place: making arrays to compare, at every
        /// `{` of every bundled template, was most of parsing them.
        mutating func read(_ string: String) -> Bool {
            var index = position
            for character in string {
                guard index < text.count, text[index] == character else { return false }
                index += 1
            }
            position = index
            return true
        }

        /// Text up to a `{{` (read past) or a line's end (not read).
        mutating func readUntilTagOrNewline() -> String {
            let start = position
            var end = position
            while !atEnd {
                let character = text[position]
                if character == "\n" || character == "\r\n" { break }
                if character == "{", read("{{") { break }
                position += 1
                end = position
            }
            return String(text[start..<end])
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
}
