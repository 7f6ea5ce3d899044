@testable import CashDashKit
import CashDashModel
import Foundation
import Mustache
import TestSupport
import Testing

/// The compiled templates read Mustache as swift-mustache does, and give way to it where a site overrides a template.
@Suite struct CompiledTemplateTests {
    struct Row: TemplateView, Sendable {
        var name: String
        var note: String?
        var done: Bool
    }

    struct Page: TemplateView, Sendable {
        var title: String
        var count: Int
        var rows: [Row]
        var empty: [Row]
        var tags: [String]
        var first: Row?
        var note: String?
        var on: Bool
    }

    private static let page = Page(
        title: "Fees & <charges> \"quoted\" l'été — 日本", count: 3,
        rows: [Row(name: "A<b>", note: nil, done: true), Row(name: "Zoë", note: "n'1", done: false)], empty: [],
        tags: ["x&y", ""], first: Row(name: "first", note: nil, done: false), note: "outer note", on: false)

    /// Written both ways with `page`: the same text, and the compiled one really compiled.
    private func expectSame(_ template: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let words = Words.bundled("en")
        let reference = try MustacheTemplate(string: template).render(WithWords(words: words, context: Self.page))
        let compiled = try CompiledTemplate(template)
        let text = CompiledRendering.render(compiled, templates: [:], words: words, context: Self.page)
        #expect(text == reference, sourceLocation: sourceLocation)
    }

    @Test func variablesAreEscapedOrNotAsSwiftMustacheDoes() throws {
        try expectSame("{{% CONTENT_TYPE: HTML}}\n<h1>{{title}}</h1> {{{title}}} {{&title}} {{count}} {{on}}\n")
        try expectSame("{{first.name}} {{first.missing}} {{missing.name}} {{ title }}")
    }

    /// A text without a tag, on one line or several, indented or not, is written as it is.
    @Test func aTextWithoutATagIsWrittenAsItIs() throws {
        for text in ["", "Fees & <charges>", "one\n  two\r\n\tthree\n", "\n\n  \n", "l'été — 日本 😀"] {
            try expectSame(text)
        }
    }

    /// A property called `name` is the view's, not the name looked up.
    @Test func aViewsLookupsReadItsProperties() throws {
        let row = Self.page.rows[0]
        #expect(row.child(named: "name") as? String == "A<b>")
        #expect(row.child(named: "done") as? Bool == true)
        #expect(row.child(named: "note") == nil)
        guard case .text(let text) = row.templateValue(named: "name") else {
            Issue.record("`name` is not text")
            return
        }
        #expect(text == "A<b>")
        let words = Words.bundled("en")
        let html = CompiledRendering.render(
            try CompiledTemplate("{{#rows}}{{name}};{{/rows}}"), templates: [:], words: words, context: Self.page)
        #expect(html == "A&lt;b&gt;;Zoë;")
    }

    @Test func sectionsListsAndInvertedSections() throws {
        try expectSame("{{#rows}}<li>{{name}}{{#note}}: {{.}}{{/note}}{{^done}} (open){{/done}}</li>{{/rows}}")
        try expectSame("{{#empty}}never{{/empty}}{{^empty}}none{{/empty}}{{#on}}on{{/on}}{{^on}}off{{/on}}")
        try expectSame("{{#tags}}[{{.}}]{{/tags}}{{#title}}{{.}}{{/title}}{{#count}}n={{.}}{{/count}}")
    }

    /// A name the inner value lacks, or holds as nil, is looked up further out.
    @Test func namesFallThroughToOuterValues() throws {
        try expectSame("{{#rows}}{{title}} {{note}}|{{/rows}}{{#first}}{{note}} {{count}}{{/first}}")
    }

    @Test func standaloneLinesCommentsAndWhitespace() throws {
        try expectSame(
            """
            {{! a note }}
            <ul>
              {{#rows}}
              <li>{{name}}</li>
              {{/rows}}
            {{^rows}}
            none
            {{/rows}}
            </ul>
               {{#on}}  x  {{/on}}  tail
            {{! two
            lines }}
            end
            """)
    }

    @Test func theSiteWordsFillTheirPlaceholdersFromTheContext() throws {
        try expectSame("{{t.layout.skip}} {{#t.rtl}}rtl{{/t.rtl}}{{^t.rtl}}ltr{{/t.rtl}} {{t.nothing.here}}")
        try expectSame("{{{t.layout.skip}}}")
    }

    @Test func whatItDoesNotReadIsLeftToSwiftMustache() {
        for template in ["{{uppercased(title)}}", "{{=<% %>=}}", "{{> *dynamic}}", "  {{> partial}}\n", "{{.title}}"] {
            #expect(throws: CompiledTemplate.Unsupported.self, "\(template)") { try CompiledTemplate(template) }
        }
    }

    @Test func everyBundledTemplateCompiles() {
        var diagnostics = Diagnostics()
        let templates = TemplateSet.load(from: [.bundled], diagnostics: &diagnostics)
        #expect(CompiledTemplate.bundled.filter { $0.value.template == nil }.keys.sorted() == [])
        #expect(Template.allCases.filter { templates.compiled[$0.rawValue] == nil } == [])
        #expect(templates.words.compiled != nil)
    }

    /// A site's own footer is drawn by swift-mustache, and so is every page whose layout includes it.
    @Test func aPageIncludingAnOverriddenPartialIsLeftToSwiftMustache() throws {
        let site = try TemporarySite(["Templates/partials/footer.mustache": "<footer>Our own</footer>\n"])
        var diagnostics = Diagnostics()
        let templates = TemplateSet.load(
            from: [.bundled, .folder(site.root.appendingPathComponent("Templates"), path: "Templates")],
            diagnostics: &diagnostics)
        #expect(templates.compiled["partials/footer"] == nil)
        #expect(templates.compiled["layout"] == nil)
        #expect(templates.compiled["curriculum/chapter"] == nil)
        #expect(templates.compiled["partials/converter"] != nil, "it includes no footer")
        #expect(templates.compiled["class/statement"] != nil, "a statement has no layout")
    }

    /// The nodes the parser reads from `text`; nil when it gives up.
    private func parsed(_ text: String) -> [CompiledTemplate.Node]? {
        var reader = CompiledTemplate.Reader(Array(text))
        return try? reader.parse(CompiledTemplate.State())
    }

    @Test func everyBundledWordReadsAsTheParserReadsIt() {
        var quick = 0
        for language in ["en", "ar", "de", "es", "fr", "hi", "pt-BR"] {
            let catalogue = Words.bundled(language).catalogue
            for key in catalogue.entries.keys {
                let text = catalogue.text(key)
                let source = Words.mustache(key.hasSuffix("_html") ? text : escapeXML(text))
                guard source.contains("{"), let nodes = CompiledTemplate.textAndVariables(source) else { continue }
                quick += 1
                #expect(nodes == parsed(source), "\(language): \(key)")
            }
        }
        #expect(quick > 500, "most words with placeholders are read without the parser")
    }

    @Test func aLineOfTextAndVariablesReadsAsTheParserReadsIt() {
        let pieces = [
            "{{a}}", "{{name_1}}", "{", "}", "{{", "}}", " ", "\t", "x", "é", "\u{301}", "\u{600}", "{{{b}}}", "\n",
            "日本", "{{ a }}", "{{a.b}}", "\r\n", "&amp;", "{{é}}", "{{}}",
        ]
        var random = SplitMix64(seed: 7)
        var quick = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            guard let nodes = CompiledTemplate.textAndVariables(text) else { continue }
            quick += 1
            #expect(nodes == parsed(text), "\(text.debugDescription)")
        }
        #expect(quick > 100)
    }
}
