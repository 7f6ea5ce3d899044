extension CompiledTemplate.Reader {
    mutating func parse(_ initial: CompiledTemplate.State) throws(CompiledTemplate.Unsupported) -> [Node] {
        var level = Level(state: initial)
        while !atEnd {
            if level.state.newLine { readIndent(&level) }
            let text = readUntilTagOrNewline()
            if current.isNewline {
                level.nodes.append(.text(String(level.whiteSpaceBefore) + text + String(current)))
                level.state.newLine = true
                position += 1
                continue
            }
            if !text.isEmpty {
                level.nodes.append(.text(String(level.whiteSpaceBefore) + text))
                level.whiteSpaceBefore = []
                level.state.newLine = false
            }
            if atEnd { break }
            if current == "/" {
                position += 1
                guard try readName() == level.state.sectionName else { throw .init() }
                if !isStandalone(level.state) { level.flushWhiteSpace() }
                return level.nodes
            }
            level.state.newLine = try readTag(&level)
        }
        guard level.state.sectionName == nil else { throw .init() }
        return level.nodes
    }

    /// What one level of the parse (the template, or the body of a section or block) has read so far.
    struct Level {
        var nodes: [Node] = []
        var state: CompiledTemplate.State
        /// The spaces and tabs that start the line, held until it is known whether the tag after them stands alone.
        var whiteSpaceBefore: ArraySlice<Character> = []

        mutating func flushWhiteSpace() {
            if !whiteSpaceBefore.isEmpty {
                nodes.append(.text(String(whiteSpaceBefore)))
                whiteSpaceBefore = []
            }
        }
    }

    /// The spaces and tabs at the start of a line; inside a parent's blocks, less the indent of the first line.
    mutating func readIndent(_ level: inout Level) {
        let whiteSpace = read { $0 == " " || $0 == "\t" }
        if level.state.isPartialDefinition, !level.state.isPartialDefinitionTopLevel {
            if let indent = level.state.partialDefinitionIndent {
                level.whiteSpaceBefore = whiteSpace.dropFirst(indent.count)
            } else {
                level.state.partialDefinitionIndent = whiteSpace
            }
        } else {
            level.whiteSpaceBefore = whiteSpace
        }
    }

    /// A tag other than a closing one, after its `{{`; whether it stood alone on its line (so a new line starts).
    mutating func readTag(_ level: inout Level) throws(CompiledTemplate.Unsupported) -> Bool {
        switch current {
        case "#", "^":
            return try readSection(&level)
        case "!":
            position += 1
            guard let end = findEndOfTag() else { throw .init() }
            position = end
            return isStandalone(level.state)
        case "{", "&":
            let triple = current == "{"
            level.flushWhiteSpace()
            position += 1
            let name = try readName()
            if triple, !read("}") { throw .init() }
            level.nodes.append(.unescaped(try path(name)))
            return false
        case ">":
            return try readPartial(&level)
        case "<":
            return try readInheritance(&level)
        case "$":
            return try readBlock(&level)
        case "%":
            return try readContentType(level.state)
        case "=":
            throw .init()
        default:
            level.flushWhiteSpace()
            level.nodes.append(.variable(try path(try readName())))
            return false
        }
    }

    /// `{{#name}}` or `{{^name}}` and its body.
    mutating func readSection(_ level: inout Level) throws(CompiledTemplate.Unsupported) -> Bool {
        let inverted = current == "^"
        position += 1
        let name = try readName()
        let standalone = isStandalone(level.state)
        if !standalone { level.flushWhiteSpace() }
        let body = try parse(level.state.withSection(name, newLine: standalone))
        level.nodes.append(inverted ? .inverted(try path(name), body) : .section(try path(name), body))
        return standalone
    }

    /// `{{> name}}`.
    mutating func readPartial(_ level: inout Level) throws(CompiledTemplate.Unsupported) -> Bool {
        position += 1
        _ = read { $0.isWhitespace }
        let name = try readPartialName()
        let indented = !level.whiteSpaceBefore.isEmpty
        level.flushWhiteSpace()
        var standalone = false
        if isStandalone(level.state) {
            // An indented partial indents each line it writes: swift-mustache's to do.
            guard !indented else { throw .init() }
            standalone = true
        }
        level.nodes.append(.partial(name, blocks: nil))
        return standalone
    }

    /// `{{< name}}` and the blocks it fills.
    mutating func readInheritance(_ level: inout Level) throws(CompiledTemplate.Unsupported) -> Bool {
        position += 1
        _ = read { $0.isWhitespace }
        let name = try readPartialName()
        guard level.whiteSpaceBefore.isEmpty else { throw .init() }
        let standalone = isStandalone(level.state)
        var blocks: [String: [Node]] = [:]
        for node in try parse(level.state.withInheritance(name)) {
            switch node {
            case .blockDefinition(let block, let body): blocks[block] = body
            case .text: break
            default: throw .init()
            }
        }
        level.nodes.append(.partial(name, blocks: blocks))
        level.whiteSpaceBefore = []
        return standalone
    }

    /// `{{$name}}` and its body: a block's definition inside `{{< parent}}`, else a block with its default.
    mutating func readBlock(_ level: inout Level) throws(CompiledTemplate.Unsupported) -> Bool {
        position += 1
        let name = try readName()
        if level.state.isPartialDefinitionTopLevel {
            let standalone = isStandalone(level.state)
            level.nodes.append(.blockDefinition(name, try parse(level.state.withSection(name, newLine: standalone))))
            return standalone
        }
        guard level.whiteSpaceBefore.isEmpty else { throw .init() }
        let standalone = isStandalone(level.state)
        level.nodes.append(.block(name, try parse(level.state.withSection(name, newLine: standalone))))
        return standalone
    }

    /// `{{% CONTENT_TYPE: HTML }}`, the only content type read here.
    mutating func readContentType(_ state: CompiledTemplate.State) throws(CompiledTemplate.Unsupported) -> Bool {
        position += 1
        _ = read { $0.isWhitespace }
        guard read("CONTENT_TYPE") else { throw .init() }
        _ = read { $0.isWhitespace }
        guard read(":") else { throw .init() }
        _ = read { $0.isWhitespace }
        guard read("HTML") else { throw .init() }
        _ = read { $0.isWhitespace }
        guard read("}}") else { throw .init() }
        return isStandalone(state)
    }
}
