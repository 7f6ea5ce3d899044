import Synchronization

extension CompiledTemplate {
    /// Every bundled template by name (`curriculum/chapter`), each parsed the first time a page asks for it, once per
    /// process: a rebuild after one chapter's edit draws three kinds of page, and parsing all 33 templates first took
    /// 2.6 % of it (perf, 2,000 chapters).
    static let bundled: [String: Bundled] = {
        var templates: [String: Bundled] = [:]
        for (path, data) in EmbeddedFiles.files(in: "Templates", where: { $0.hasSuffix(".mustache") }) {
            templates[String(path.dropLast(".mustache".count))] = Bundled(String(decoding: data, as: UTF8.self))
        }
        return templates
    }()

    /// A bundled template's text, and the template parsed from it once asked for; nil for one that does not compile.
    final class Bundled: Sendable {
        private let text: String
        private let parsed = Mutex<CompiledTemplate??>(nil)

        init(_ text: String) { self.text = text }

        var template: CompiledTemplate? {
            parsed.withLock { parsed in
                if let done = parsed { return done }
                let template = try? CompiledTemplate(text)
                parsed = .some(template)
                return template
            }
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

/// The bundled templates a template set takes from Cash Dash (those the site does not override), as compiled pages
/// use them: a page is compiled when it and every template it includes, directly or through others, are among them
/// and compile. Each page's templates are worked out the first time it is drawn.
final class CompiledTemplates: Sendable {
    /// A page's template and those it includes, by name.
    typealias Page = (template: CompiledTemplate, includes: [String: CompiledTemplate])

    private let names: Set<String>
    private let overridden: Set<String>
    private let pages = Mutex<[String: Page?]>([:])

    /// The bundled templates `names` of a set whose site overrides `overridden`.
    init(_ names: Set<String>, overridden: Set<String>) {
        (self.names, self.overridden) = (names, overridden)
    }

    /// The template `name`, when pages drawn by it are compiled.
    subscript(name: String) -> CompiledTemplate? { page(name)?.template }

    /// The template `name` with the templates it includes, when pages drawn by it are compiled.
    func page(_ name: String) -> Page? {
        pages.withLock { pages in
            if let page = pages[name] { return page }
            var includes: [String: CompiledTemplate] = [:]
            let page = usable(name, taking: &includes) ? includes[name].map { ($0, includes) } : nil
            pages[name] = .some(page)
            return page
        }
    }

    /// Whether `name` is not overridden, nor includes a template that is or that does not compile; each template
    /// of Cash Dash's reached goes into `taken`. A name that is no bundled template is left out, as a partial
    /// missing from the set is.
    private func usable(_ name: String, taking taken: inout [String: CompiledTemplate]) -> Bool {
        guard !overridden.contains(name) else { return false }
        guard taken[name] == nil, names.contains(name), let bundled = CompiledTemplate.bundled[name] else {
            return true
        }
        guard let template = bundled.template else { return false }
        taken[name] = template
        return template.includes.allSatisfy { usable($0, taking: &taken) }
    }
}
