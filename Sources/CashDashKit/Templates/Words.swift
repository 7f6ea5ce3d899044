import CashDashModel
import Charts
import Foundation
import Mustache
import Synchronization

/// The site's catalogue of interface words as templates read it: `{{t.budgets.history}}` is the text of
/// `budgets.history`. A text with placeholders (`From {first} to {last}`) is filled from the template's context
/// where it is used (`{{first}}`, `{{last}}`, escaped as usual); a key ending in `_html` holds a little markup,
/// written as it is. `{{#t.rtl}}` is true when the language is written right to left, and `{{{t.script_json}}}` is
/// the words under `script.` as a JSON object for `cashdash.js` (keys without `script.`, a counted word's forms as
/// `key.one`, `key.other`).
struct Words: MustacheParent, TemplateObject, Sendable {
    let catalogue: Catalogue
    /// Each text as a small template for swift-mustache, parsed when a page drawn by it first asks.
    private let templates: MustacheWords
    /// The same templates compiled; nil if one of them could not be, so that pages are drawn by swift-mustache.
    let compiled: [String: CompiledTemplate]?
    /// The keys below this point, with their dot (`budgets.`); empty at the root.
    private let prefix: String
    /// Every key and every key's leading parts (`budgets`, `budgets.history`), to tell a misspelt name from a branch.
    private let names: Set<String>
    /// The scripts' words as one JSON object.
    private let scriptJSON: String

    init(_ catalogue: Catalogue) {
        self.catalogue = catalogue
        prefix = ""
        scriptJSON =
            "{"
            + catalogue.texts(under: "script.").map { jsonString($0.key) + ":" + jsonString($0.text) }
            .joined(separator: ",") + "}"
        var sources: [String: String] = [:]
        var compiled: [String: CompiledTemplate]? = [:]
        for key in catalogue.entries.keys {
            let text = catalogue.text(key)
            let source = Words.mustache(key.hasSuffix("_html") ? text : escapeXML(text))
            sources[key] = source
            // The compiled templates follow swift-mustache's grammar, so a word one reads the other reads (the
            // differential tests hold them to it); only a word the compiled templates refuse is parsed twice.
            if let template = try? CompiledTemplate(source) {
                compiled?[key] = template
            } else if (try? MustacheTemplate(string: source)) != nil {
                compiled = nil  // swift-mustache reads what the compiled templates cannot: let it draw the pages
            }
        }
        templates = MustacheWords(sources: sources)
        self.compiled = compiled
        var names: Set<String> = []
        for key in catalogue.entries.keys {
            var part = key[...]
            while true {
                names.insert(String(part))
                guard let dot = part.lastIndex(of: ".") else { break }
                part = part[..<dot]
            }
        }
        self.names = names
    }

    private init(_ words: Words, prefix: String) {
        catalogue = words.catalogue
        templates = words.templates
        compiled = words.compiled
        names = words.names
        scriptJSON = words.scriptJSON
        self.prefix = prefix
    }

    func child(named name: String) -> Any? {
        let key = prefix + name
        if let template = templates[key] { return template }
        if key == "rtl" { return catalogue.direction == .rightToLeft }
        if key == "script_json" { return scriptJSON }
        return names.contains(key) ? Words(self, prefix: key + ".") : nil
    }

    func templateValue(named name: String) -> TemplateValue? {
        let key = prefix + name
        if let template = compiled?[key] { return .words(template) }
        if key == "rtl" { return .bool(catalogue.direction == .rightToLeft) }
        if key == "script_json" { return .text(scriptJSON) }
        return names.contains(key) ? .object(Words(self, prefix: key + ".")) : nil
    }

    /// The value `path` names below this point (`layout`, `menu` for `layout.menu`): a word's text found by its whole
    /// key at once (`key`, the path joined with dots), else name by name.
    func templateValue(at path: ArraySlice<String>, key joined: String) -> TemplateValue? {
        let key = prefix + joined
        if let template = compiled?[key] { return .words(template) }
        var value = TemplateValue.object(self)
        for name in path {
            guard case .object(let object) = value, let next = object.templateValue(named: name) else { return nil }
            value = next
        }
        return value
    }

    /// Whether `key` names a word, `rtl` or `script_json`.
    func knows(_ key: String) -> Bool {
        key == "rtl" || key == "script_json" || catalogue.entries[key] != nil
    }

    /// `text` with each placeholder `{name}` written as the Mustache variable `{{name}}`.
    static func mustache(_ text: String) -> String {
        Catalogue.fill(text) { Catalogue.isPlaceholderName($0) ? "{{" + $0 + "}}" : nil }
    }

    /// The keys a template names (`t.budgets.history` gives `budgets.history`), each with its line and column.
    static func keys(usedIn template: String) -> [(key: String, line: Int, column: Int)] {
        MustacheTags.all(in: template).compactMap { tag in
            let name = tag.text.drop { $0 == "{" || $0 == "#" || $0 == "^" || $0 == "/" || $0 == "&" || $0 == " " }
            guard name.hasPrefix("t.") else { return nil }
            let key = name.dropFirst(2).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            return (String(key), tag.line, tag.column)
        }
    }
}

/// The words as swift-mustache templates, each parsed the first time a page asks for it.
private final class MustacheWords: Sendable {
    private let sources: [String: String]
    /// Each key asked for so far, nil for a text swift-mustache cannot read.
    private let parsed = Mutex<[String: MustacheTemplate?]>([:])

    init(sources: [String: String]) {
        self.sources = sources
    }

    /// The template of `key`; nil for a key the catalogue lacks or a text swift-mustache cannot read.
    subscript(key: String) -> MustacheTemplate? {
        if let template = parsed.withLock({ $0[key] }) { return template }
        guard let source = sources[key] else { return nil }
        let template = try? MustacheTemplate(string: source)
        parsed.withLock { $0[key] = .some(template) }
        return template
    }
}

/// A page's context with the site's words beside it as `t`.
struct WithWords: MustacheParent {
    let words: Words
    let context: Any

    func child(named name: String) -> Any? {
        name == "t" ? words : (context as? MustacheParent)?.child(named: name)
    }
}

extension Words {
    /// The words of `language`: Cash Dash's own (English, the reference, and the language's, from `Templates/i18n/`)
    /// with the site's `Content/i18n/<language>.yml` over them.
    static func load(
        for site: SiteFolder, language: String,
        setting: (path: String, line: Int, column: Int) = ("Content/site.yml", 1, 1), diagnostics: inout Diagnostics
    ) -> (words: Words, source: String) {
        let bundled = bundledEntries(for: language, diagnostics: &diagnostics)
        let file = site.content("i18n", language + ".yml")
        var own: (path: String, entries: [String: Catalogue.ReadEntry])?
        var source = language
        if let text = readTextFile(file.url, path: file.path, required: false, diagnostics: &diagnostics) {
            own = (file.path, Catalogue.read(text, path: file.path, diagnostics: &diagnostics))
            source += "\n" + text
        }
        let catalogue = Catalogue.load(
            language: language, bundled: bundled, site: own, setting: setting, diagnostics: &diagnostics)
        return (Words(catalogue), source)
    }

    /// Cash Dash's own words in `language`, with no site's over them.
    static func bundled(_ language: String) -> Words {
        var diagnostics = Diagnostics()
        let entries = bundledEntries(for: language, diagnostics: &diagnostics)
        return Words(Catalogue.load(language: language, bundled: entries, site: nil, diagnostics: &diagnostics))
    }

    /// The catalogues Cash Dash ships that `language` needs: English, the reference, and the language's own.
    private static func bundledEntries(
        for language: String, diagnostics: inout Diagnostics
    ) -> [String: [String: Catalogue.ReadEntry]] {
        var bundled: [String: [String: Catalogue.ReadEntry]] = [:]
        let codes: Set = ["en", language, Catalogue.baseLanguage(language)]
        let files = EmbeddedFiles.files(in: "Templates/i18n") {
            $0.hasSuffix(".yml") && codes.contains(String($0.dropLast(".yml".count)))
        }
        for (path, data) in files {
            let code = String(path.dropLast(".yml".count))
            bundled[code] = Catalogue.read(
                String(decoding: data, as: UTF8.self), path: "Templates/i18n/" + path, diagnostics: &diagnostics)
        }
        return bundled
    }
}
