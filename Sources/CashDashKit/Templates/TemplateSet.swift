import CashDashModel
import Foundation
import Mustache
import Synchronization

/// The Mustache templates and static assets a site is rendered with.
///
/// Cash Dash's own templates are compiled into it (from the package's `Templates/` folder, by the EmbedFiles build
/// plugin); a site's `Templates/` folder may replace any of them (or any asset) by putting a file of the same name
/// there, as a Hugo site overrides its theme's layouts.
struct TemplateSet: Sendable {
    /// Where one template or asset comes from.
    enum Source: Sendable {
        /// Compiled into Cash Dash.
        case bundled(Data)
        /// A file of the site's `Templates/` folder.
        case file(URL)

        var data: Data? {
            switch self {
            case .bundled(let data): data
            case .file(let url): readRegularFile(atPath: url.path)
            }
        }
    }

    /// Templates and assets from one place, by their path inside a `Templates/` folder, and how messages name it.
    struct Layer {
        var files: [(path: String, source: Source)]
        var displayFolder: String

        /// Cash Dash's own templates and assets.
        static var bundled: Layer {
            Layer(
                files: CalculatorScript.bundledTemplates().map { ($0.path, .bundled($0.data)) },
                displayFolder: "Templates")
        }

        /// The files of the folder at `url`, shown as `path`; none when it does not exist.
        static func folder(_ url: URL, path: String) -> Layer {
            Layer(
                files: listFiles(in: url, within: url.deletingLastPathComponent()).map {
                    ($0, CalculatorScript.source(of: $0, at: url.appendingPathComponent($0)))
                },
                displayFolder: path)
        }
    }

    /// Which renderer draws a page.
    enum Engine: Sendable {
        /// The compiled templates where a page's template and every template it includes are Cash Dash's own;
        /// swift-mustache where the site overrides any of them.
        case automatic
        /// swift-mustache for every page (to compare the two).
        case swiftMustache
    }

    /// The templates as swift-mustache reads them, for the pages the compiled templates cannot draw.
    private let library: MustacheTemplates
    /// The bundled templates compiled, by name: those the site overrides none of, nor of the templates they include.
    let compiled: CompiledTemplates
    /// Which renderer draws the pages; the compiled templates wherever they can.
    var engine = Engine.automatic
    /// The text of every template, by name, and the site's words under `i18n`: two sets with equal sources render
    /// alike.
    let sources: [String: String]
    /// The interface words every template reads as `t`.
    let words: Words
    /// Asset files by relative path (`style.css`), with where each one comes from.
    private(set) var assets: [(path: String, source: Source)]

    /// `style.css` as text, for pages that inline it to stand alone (reports, statements).
    var stylesheet: String {
        assets.first { $0.path == "style.css" }.flatMap { $0.source.data }.map { String(decoding: $0, as: UTF8.self) }
            ?? ""
    }

    /// Cash Dash's own templates with the site's `Templates/` over them, file by file, and the words of `language`.
    static func load(
        for site: SiteFolder, language: String, parsed: ParsedTemplates? = nil, diagnostics: inout Diagnostics
    ) -> TemplateSet {
        load(for: site, config: nil, language: language, parsed: parsed, diagnostics: &diagnostics)
    }

    /// The site's templates and words in `config`'s language; a warning about the language points at its line.
    static func load(
        for site: SiteFolder, config: SiteConfig, parsed: ParsedTemplates? = nil, diagnostics: inout Diagnostics
    ) -> TemplateSet {
        load(for: site, config: config, language: config.language, parsed: parsed, diagnostics: &diagnostics)
    }

    private static func load(
        for site: SiteFolder, config: SiteConfig?, language: String, parsed: ParsedTemplates?,
        diagnostics: inout Diagnostics
    ) -> TemplateSet {
        let own = site.item("Templates")
        let setting = (
            path: site.content("site.yml").path, line: config?.languageLine ?? 1, column: config?.languageColumn ?? 1
        )
        let (words, source) = Words.load(for: site, language: language, setting: setting, diagnostics: &diagnostics)
        return load(
            from: [.bundled, .folder(own.url, path: own.path)], words: words, wordsSource: source, parsed: parsed,
            diagnostics: &diagnostics)
    }

    /// Loads templates from `layers`, later layers overriding earlier ones. Templates `parsed` holds from exactly the
    /// same text are not parsed again.
    static func load(
        from layers: [Layer], words: Words = .bundled("en"), wordsSource: String = "", parsed: ParsedTemplates? = nil,
        diagnostics: inout Diagnostics
    ) -> TemplateSet {
        let (sources, assets) = collect(layers, diagnostics: &diagnostics)
        HTMLContentType.register()
        var texts: [String: String] = [:], own: [String: MustacheTemplate] = [:]
        for (name, template) in sources.sorted(by: { $0.key < $1.key }) {
            let text: String?
            switch template.source {
            case .bundled(let data): text = String(decoding: data, as: UTF8.self)
            case .file(let url): text = readTextFile(url, path: template.path, diagnostics: &diagnostics)
            }
            guard let text else { continue }
            texts[name] = text
            // Cash Dash's own templates are checked by its tests; a site's are read now, to report their mistakes.
            guard !template.bundled else { continue }
            checkNames(in: text, path: template.path, words: words, diagnostics: &diagnostics)
            do {
                own[name] = try parsed?.template(from: text) ?? MustacheTemplate(string: text)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.error(
                    "this template cannot be read: "
                        + ((error.error as? MustacheTemplate.Error)?.advice ?? "check the `{{` tags on this line"),
                    in: template.path,
                    line: error.context.lineNumber, column: error.context.columnNumber)
            } catch {
                diagnostics.error("this template cannot be read: \(plainWords(error))", in: template.path)
            }
        }
        checkUses(of: sources, texts: texts, diagnostics: &diagnostics)
        for template in Template.allCases where sources[template.rawValue] == nil {
            let folder = layers.last?.displayFolder ?? "Templates"
            diagnostics.error(
                "the template `\(template.fileName)` is missing; `cashdash templates export` writes Cash Dash's own",
                in: displayPath(folder, template.fileName))
        }
        let library = MustacheTemplates(texts: texts, own: own, parsed: parsed)
        texts["i18n"] = wordsSource
        let overridden = Set(sources.filter { !$0.value.bundled }.keys)
        let bundled = Set(sources.filter { $0.value.bundled }.keys)
        return TemplateSet(
            library: library, compiled: CompiledTemplates(bundled, overridden: overridden), sources: texts,
            words: words,
            assets: assets.sorted { $0.key < $1.key }.map { (path: $0.key, source: $0.value) })
    }

    /// A template as a layer gives it: its source, its path for messages, and whether it is Cash Dash's own.
    typealias LayeredSource = (source: Source, path: String, bundled: Bool)

    /// The templates and assets of `layers`, later layers overriding earlier ones; a file that is neither is warned of.
    private static func collect(
        _ layers: [Layer], diagnostics: inout Diagnostics
    ) -> (sources: [String: LayeredSource], assets: [String: Source]) {
        var sources: [String: LayeredSource] = [:]
        var assets: [String: Source] = [:]
        for layer in layers {
            for (file, source) in layer.files {
                if file.hasPrefix("assets/") {
                    assets[String(file.dropFirst("assets/".count))] = source
                } else if file.hasSuffix(".mustache") {
                    var bundled = false
                    if case .bundled = source { bundled = true }
                    sources[String(file.dropLast(".mustache".count))] = (
                        source, displayPath(layer.displayFolder, file), bundled
                    )
                } else if case .file = source, !file.hasPrefix("i18n/"), !Self.isNote(file) {
                    diagnostics.warning(
                        "this file is not used: a template ends in `.mustache`, and a stylesheet, script or image goes "
                            + "in `\(layer.displayFolder)/assets/`", in: displayPath(layer.displayFolder, file))
                }
            }
        }
        return (sources, assets)
    }

    /// The set with Cash Dash's own icon showing `mark`, the site's currency symbol, in place of `$`, as the header
    /// does; a site's own icon is left as it is.
    func withIcon(showing mark: String) -> TemplateSet {
        var set = self
        set.assets = assets.map { asset in
            guard asset.path == "favicon.svg", mark != "$", case .bundled(let data) = asset.source else { return asset }
            let icon = String(decoding: data, as: UTF8.self).replacing(
                ">$</text>", with: ">" + escapeXML(mark) + "</text>")
            return (asset.path, .bundled(Data(icon.utf8)))
        }
        return set
    }

    /// Renders `template` with `context`: compiled when it and the templates it includes are Cash Dash's own.
    func render(
        _ template: Template, _ context: some MustacheParent & TemplateObject
    ) throws(TemplateError) -> String {
        if engine == .automatic, words.compiled != nil, let page = compiled.page(template.rawValue) {
            return CompiledRendering.render(page.template, templates: page.includes, words: words, context: context)
        }
        guard
            let html = library.library.render(
                WithWords(words: words, context: context), withTemplate: template.rawValue)
        else { throw TemplateError(template: template) }
        return html
    }
}

/// The templates as swift-mustache reads them, parsed the first time a page needs one: a site that overrides none
/// of Cash Dash's templates never parses them twice.
final class MustacheTemplates: Sendable {
    private let texts: [String: String]
    private let own: [String: MustacheTemplate]
    private let parsed: ParsedTemplates?
    private let made: Mutex<MustacheLibrary?>

    /// `texts` by name, `own` those already parsed (a site's own, read at once to report their mistakes).
    init(texts: [String: String], own: [String: MustacheTemplate], parsed: ParsedTemplates?) {
        self.texts = texts
        self.parsed = parsed
        self.own = own
        made = Mutex(nil)
    }

    /// Every template, parsed on first use (reusing what `parsed` holds from the last build); the pages drawn at the
    /// same time wait for it rather than each parsing them all.
    var library: MustacheLibrary {
        made.withLock { made in
            if let library = made { return library }
            var templates: [String: MustacheTemplate] = [:]
            for (name, text) in texts {
                templates[name] = own[name] ?? parsed?.template(from: text) ?? (try? MustacheTemplate(string: text))
            }
            var library = MustacheLibrary()
            for (name, template) in templates { library.register(template, named: name) }
            parsed?.keep(templates, sources: texts)
            made = library
            return library
        }
    }
}

/// Templates as the last build parsed them, by their text, so that a rebuild (`serve`'s) parses only those that
/// changed.
final class ParsedTemplates: Sendable {
    private let templates = Mutex<[String: MustacheTemplate]>([:])

    /// The template parsed from exactly `text`, if the last build had one.
    func template(from text: String) -> MustacheTemplate? {
        templates.withLock { $0[text] }
    }

    /// Keeps this build's parsed templates (by name, of `sources`), replacing the last build's.
    func keep(_ parsed: [String: MustacheTemplate], sources: [String: String]) {
        let kept = parsed.compactMap { name, template in sources[name].map { ($0, template) } }
        templates.withLock { $0 = Dictionary(kept, uniquingKeysWith: { first, _ in first }) }
    }
}

extension TemplateSet {
    /// A note kept beside the templates (`README.md`, `changes.txt`), which no page is made from and nobody expects to.
    static func isNote(_ file: String) -> Bool {
        let lowered = file.lowercased()
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".txt")
    }
}
