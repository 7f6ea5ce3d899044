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
