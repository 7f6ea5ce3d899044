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
        var scan = Scan()
        while let token = tokens.next() {
            switch token.kind {
            case .directive(let key, let names):
                scan.directives[key, default: []] += names
            case .word("struct"), .word("class"), .word("enum"), .word("extension"), .word("actor"), .word("protocol"):
                readType(token, &tokens, &scan)
            case .word("var"), .word("let"):
                try readProperty(token, &tokens, scan)
            case .punctuation("{"):
                scan.scopes.append(nil)
            case .punctuation("}"):
                guard !scan.scopes.isEmpty else { throw Problem(line: token.line, message: "a `}` closes nothing") }
                scan.scopes.removeLast()
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

    /// Where the reading is: the braces open and the types declared.
    private struct Scan {
        /// Each `{` open: the type it is the body of (its index in `types`), or nil for any other braces.
        var scopes: [Int?] = []
        var types: [(name: String, view: Int?)] = []
        /// The directives read since the last type, for the next one.
        var directives: [String: [String]] = [:]
    }

    /// A type's declaration (`struct`, `extension` …, after `token`): a view when it is a struct that conforms to
    /// `TemplateView`.
    private mutating func readType(_ token: Token, _ tokens: inout Tokens, _ scan: inout Scan) {
        guard case .word(var name)? = tokens.peek()?.kind, !["var", "let", "func"].contains(name) else { return }
        _ = tokens.next()
        while token.kind == .word("extension"), tokens.peek()?.kind == .punctuation(".") {
            _ = tokens.next()
            if case .word(let member)? = tokens.next()?.kind { name += "." + member }
        }
        let (conforms, opened) = Self.readHeader(&tokens)
        let outer =
            token.kind == .word("extension") ? nil : scan.scopes.last.flatMap { $0 }.map { scan.types[$0].name }
        let qualified = [outer, name].compactMap { $0 }.joined(separator: ".")
        var view: Int?
        if conforms && token.kind == .word("struct") {
            views.append(
                View(
                    name: qualified, through: scan.directives["through"] ?? [],
                    hidden: scan.directives["hiding"] ?? [], line: token.line))
            view = views.count - 1
        }
        scan.directives = [:]
        if opened {
            scan.types.append((qualified, view))
            scan.scopes.append(scan.types.count - 1)
        }
    }

    /// A `var` or `let` (`token`): a property of the view whose body it is directly in, unless static or private.
    private mutating func readProperty(_ token: Token, _ tokens: inout Tokens, _ scan: Scan) throws(Problem) {
        guard let scope = scan.scopes.last, let type = scope, let view = scan.types[type].view else { return }
        let modifiers = tokens.lineBefore.split(separator: " ")
        if modifiers.contains(where: { ["static", "class", "private", "fileprivate"].contains($0) }) {
            return
        }
        guard case .word(let name)? = tokens.next()?.kind else {
            throw Problem(line: token.line, message: "a view's property needs one name (`var total: String`)")
        }
        if tokens.peek()?.kind == .punctuation(",") {
            throw Problem(line: token.line, message: "declare one property a line in a view, so each has its name")
        }
        if name == "t" {
            throw Problem(
                line: token.line,
                message: "`t` is the name templates give the site's words (`{{t.layout.menu}}`); call it otherwise")
        }
        if !views[view].through.contains(name) && !views[view].hidden.contains(name) {
            views[view].properties.append(name)
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
