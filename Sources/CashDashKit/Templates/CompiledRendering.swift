import CashDashBasics

/// Writes a page from compiled templates and a typed view into one string: the same bytes as swift-mustache
/// writes from the same templates, with every name looked up through ``TemplateObject`` (no `Any`, no casts).
struct CompiledRendering {
    typealias Node = CompiledTemplate.Node

    /// The templates a page may name as partials or parents, by name.
    let templates: [String: CompiledTemplate]
    /// The site's words, which every template names `t`.
    private let words: Words
    private var output = ""
    /// The values entered, innermost last; a name is looked up from the innermost out.
    private var stack: [TemplateValue]

    private init(templates: [String: CompiledTemplate], words: Words, root: TemplateValue) {
        self.templates = templates
        self.words = words
        // No capacity reserved ahead: the print page keeps 2,000 chapter fragments of a few KB each, and a 32 KB
        // reserve each had held 65 MB of the 2,000-chapter build's peak.
        stack = [root]
    }

    /// `template` written with `context`, the site's words beside it as `t`.
    static func render(
        _ template: CompiledTemplate, templates: [String: CompiledTemplate], words: Words,
        context: some TemplateObject
    ) -> String {
        var rendering = CompiledRendering(
            templates: templates, words: words, root: .object(PageRoot(words: words, context: context)))
        rendering.write(template.nodes, blocks: [:])
        return rendering.output
    }

    private mutating func write(_ nodes: [Node], blocks: [String: [Node]]) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let path):
                if let value = lookUp(path) { write(value, escaped: true, blocks: blocks) }
            case .unescaped(let path):
                if let value = lookUp(path) { write(value, escaped: false, blocks: blocks) }
            case .section(let path, let body):
                switch lookUp(path) {
                case nil: break
                case .bool(let on): if on { write(body, blocks: blocks) }
                case .list(let list):
                    for index in 0..<list.count {
                        guard let element = list.element(at: index) else { continue }
                        enter(element, body, blocks: blocks)
                    }
                case let value?: enter(value, body, blocks: blocks)
                }
            case .inverted(let path, let body):
                switch lookUp(path) {
                case nil: write(body, blocks: blocks)
                case .bool(let on): if !on { write(body, blocks: blocks) }
                case .list(let list): if list.count == 0 { enter(.list(list), body, blocks: blocks) }
                case .some: break
                }
            case .block(let name, let defaultNodes):
                write(blocks[name] ?? defaultNodes, blocks: blocks)
            case .partial(let name, let filled):
                guard let partial = templates[name] else { continue }
                let inherited = filled.map { blocks.merging($0) { outer, _ in outer } } ?? blocks
                write(partial.nodes, blocks: inherited)
            case .blockDefinition:
                break
            }
        }
    }

    private mutating func enter(_ value: TemplateValue, _ body: [Node], blocks: [String: [Node]]) {
        stack.append(value)
        write(body, blocks: blocks)
        stack.removeLast()
    }

    /// A value shown as text, as swift-mustache writes it (`String(describing:)`), escaped for HTML when `escaped`.
    private mutating func write(_ value: TemplateValue, escaped: Bool, blocks: [String: [Node]]) {
        let text: String
        switch value {
        case .text(let string): text = string
        case .number(let number): text = String(number)
        case .bool(let bool): text = bool ? "true" : "false"
        case .list(let list): text = list.description
        case .object(let object): text = String(describing: object)
        case .words(let template):
            guard escaped else { text = template.source; break }
            write(template.nodes, blocks: blocks)
            return
        }
        if escaped { appendEscapingXML(text, to: &output) } else { output += text }
    }

    /// `a.b`: `a` in the innermost value that has it, then `b` in that.
    private func lookUp(_ path: CompiledTemplate.Path) -> TemplateValue? {
        guard let first = path.names.first else { return stack.last }
        // `t.…` is always one of the site's words: no view has a property `t` (the TemplateLookups plugin refuses one)
        // and no template enters a dictionary with a key `t`, so the values entered need not be asked.
        if let key = path.wordKey { return words.templateValue(at: path.names.dropFirst(), key: key) }
        for entry in stack.reversed() {
            guard case .object(let object) = entry, var value = object.templateValue(named: first) else { continue }
            for name in path.names.dropFirst() {
                guard case .object(let object) = value, let next = object.templateValue(named: name) else { return nil }
                value = next
            }
            return value
        }
        return nil
    }
}

/// A page's view with the site's words beside it as `t`.
private struct PageRoot<Context: TemplateObject>: TemplateObject {
    let words: Words
    let context: Context

    func templateValue(named name: String) -> TemplateValue? {
        name == "t" ? .object(words) : context.templateValue(named: name)
    }
}

extension String {
    /// The same text in storage of its exact size, for text kept a while after it was written piece by piece.
    var compacted: String {
        var text = self
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { copy in
                _ = copy.initialize(fromContentsOf: bytes)
                return bytes.count
            }
        }
    }
}
