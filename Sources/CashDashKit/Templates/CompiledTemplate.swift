/// A bundled Mustache template parsed once, for ``CompiledRendering`` to write from typed views.
///
/// The parser follows swift-mustache's own step by step (its rules for standalone lines, inheritance and blocks), so
/// both read a template into the same pieces and write the same bytes. It reads the part of Mustache Cash Dash's
/// templates use; anything else (transforms, delimiters changed, dynamic or indented partials, another content type)
/// makes it give up, and that template is rendered by swift-mustache.
struct CompiledTemplate: Sendable {
    /// A name as a template writes it, split at its dots; empty for `.`, the current value.
    struct Path: Sendable, Equatable {
        let names: [String]
        /// For one of the site's words (`t.curriculum.chapter`), its key (`curriculum.chapter`): joined once here,
        /// not again at each page that shows it (1 % of a full build, by perf).
        let wordKey: String?

        init(_ names: [String]) {
            self.names = names
            wordKey = names.count > 1 && names[0] == "t" ? names.dropFirst().joined(separator: ".") : nil
        }
    }

    indirect enum Node: Sendable, Equatable {
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
        // A word's placeholders are all most words hold: read as the parser reads them, they took 1 % of a rebuild
        // after one chapter's edit (by perf), the parser reading a text as characters.
        if let nodes = Self.textAndVariables(text) {
            self.nodes = nodes
            return
        }
        var reader = Reader(Array(text))
        nodes = try reader.parse(State())
    }

    /// The nodes the parser gives `text` when it is one line with a variable, whose every `{` opens one (`{{name}}`,
    /// of ASCII letters, digits and `_`, with ASCII or nothing either side): its texts and variables in turn. Nil for
    /// any other text, which the parser reads (``CompiledTemplateTests`` hold the two to the same nodes).
    static func textAndVariables(_ text: String) -> [Node]? {
        let bytes = text.utf8
        var nodes: [Node] = []
        var textStart = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            guard byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else { return nil }
            guard byte == UInt8(ascii: "{") else {
                index = bytes.index(after: index)
                continue
            }
            // A character before may take the `{` into itself (a prepended mark), as one after may take the `}`.
            guard index == bytes.startIndex || bytes[bytes.index(before: index)] < 0x80,
                let (name, end) = variable(in: bytes, at: index)
            else { return nil }
            if textStart != index { nodes.append(.text(String(text[textStart..<index]))) }
            nodes.append(.variable(Path([String(text[name])])))
            (index, textStart) = (end, end)
        }
        // A text with no variable is not one of these: the parser drops a line of only spaces.
        guard textStart != bytes.startIndex else { return nil }
        if textStart != bytes.endIndex { nodes.append(.text(String(text[textStart...]))) }
        return nodes
    }

    /// The name of the `{{name}}` at `start` and where the text after it starts; nil when there is none there, or
    /// when what follows it may join its `}` into one character (a combining mark), as the parser reads characters.
    private static func variable(
        in bytes: String.UTF8View, at start: String.Index
    ) -> (name: Range<String.Index>, end: String.Index)? {
        let isNameByte = { (byte: UInt8) in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
        var index = bytes.index(after: start)
        guard index != bytes.endIndex, bytes[index] == UInt8(ascii: "{") else { return nil }
        index = bytes.index(after: index)
        let nameStart = index
        while index != bytes.endIndex, isNameByte(bytes[index]) { index = bytes.index(after: index) }
        let nameEnd = index
        for _ in 0..<2 {
            guard nameEnd != nameStart, index != bytes.endIndex, bytes[index] == UInt8(ascii: "}") else { return nil }
            index = bytes.index(after: index)
        }
        guard index == bytes.endIndex || bytes[index] < 0x80 else { return nil }
        return (nameStart..<nameEnd, index)
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
            if name == "." { return CompiledTemplate.Path([]) }
            guard !name.isEmpty, !name.hasPrefix("."), !name.utf8.contains(UInt8(ascii: "*")) else { throw .init() }
            return CompiledTemplate.Path(name.split(separator: ".").map(String.init))
        }
    }
}
