import Foundation
import Testing

/// `template-lookups`, the tool the TemplateLookups build plugin runs, as the plugin runs it: Swift files in, one
/// Swift file of lookups out, or an error at the line it cannot read.
@Suite struct TemplateLookupsTests {
    @Test func aViewsLookupsAreItsPropertiesStoredOrComputed() throws {
        let lookups = try generate(
            """
            import Mustache

            /// A card.
            struct Card: TemplateView, Sendable {
                var title: String
                let amount: String = "{"  // a brace in a string
                private(set) var note: String?
                var isEmpty: Bool { title.isEmpty && amount == "}" }
                static let size = 3
                private var secret = 1
                fileprivate var hidden = 2
                func shown() -> Bool { let local = true; return local }
                /* var commented: Int */
            }
            """)
        #expect(
            lookups.output == """
                // Written by template-lookups (the TemplateLookups build plugin) from the views' declarations.

                import Mustache

                extension Card {
                    func child(named name: String) -> Any? {
                        switch name {
                        case "title": self.title
                        case "amount": self.amount
                        case "note": self.note
                        case "isEmpty": self.isEmpty
                        default: nil
                        }
                    }

                    func templateValue(named name: String) -> TemplateValue? {
                        switch name {
                        case "title": self.title.templateValue
                        case "amount": self.amount.templateValue
                        case "note": self.note.templateValue
                        case "isEmpty": self.isEmpty.templateValue
                        default: nil
                        }
                    }
                }

                /// Every name a view of this module answers to in a template (written by template-lookups).
                enum TemplateViewNames {
                    static let all: Set<String> = [
                        "amount",
                        "isEmpty",
                        "note",
                        "title",
                    ]
                }

                """)
    }

    @Test func nestedViewsAreNamedThroughTheTypesAroundThem() throws {
        let lookups = try generate(
            #"""
            extension SiteRenderer {
                struct Section: Sendable, TemplateView { var id: String }
            }
            struct Plain { var ignored: Int }
            enum Box {
                struct Row: TemplateView {
                    var label = #"say "hi" \(not) {"#
                    var value = "a \("}" + "(") b"
                }
            }
            extension Layout.Links { struct Inner: TemplateView { var href: String } }
            """#)
        #expect(extensions(lookups.output) == ["SiteRenderer.Section", "Box.Row", "Layout.Links.Inner"])
        #expect(lookups.output.contains(#"case "label": self.label"#))
        #expect(lookups.output.contains(#"case "value": self.value"#))
    }

    @Test func aGenericParameterIsNotAConformance() throws {
        let lookups = try generate(
            """
            struct Wrapper<Content: TemplateView>: Sendable { var content: Content }
            struct Page<Content: TemplateView>: TemplateView where Content: Sendable { var content: Content }
            """)
        #expect(extensions(lookups.output) == ["Page"])
    }

    @Test func directivesLookThroughAndHideProperties() throws {
        let lookups = try generate(
            """
            // template-view: through content, layout
            // template-view: hiding route
            /// A page's values: its own, then the content's, then the layout's.
            struct PageContext: TemplateView {
                var route: Route
                var layout: Layout
                var content: Content
            }
            """)
        #expect(
            lookups.output.contains(
                "    func child(named name: String) -> Any? {\n        self.content.child(named: name) ?? self.layout.child(named: name) ?? nil\n    }"
            ))
        #expect(!lookups.output.contains("route"))
    }

    @Test func whatItCannotReadIsAnErrorAtItsLine() throws {
        let pair = try generate("struct Pair: TemplateView {\n    var first, second: String\n}", succeeds: false)
        #expect(
            pair.errors.hasSuffix("View.swift:2: error: declare one property a line in a view, so each has its name\n"))
        let misspelt = try generate(
            "// template-view: through frame\nstruct Page: TemplateView { var frme: Frame }", succeeds: false)
        #expect(
            misspelt.errors.hasSuffix("View.swift:2: error: `Page` looks through `frame`, which it does not declare\n"))
        let words = try generate("struct Page: TemplateView {\n    var t: String\n}", succeeds: false)
        #expect(words.errors.contains("View.swift:2: error: `t` is the name templates give the site's words"))
    }

    /// The names the output's extensions extend, in order.
    private func extensions(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix("extension ") }.map { String($0.dropFirst(10).dropLast(2)) }
    }

    /// Runs the tool on `source` as one file, `View.swift`.
    private func generate(_ source: String, succeeds: Bool = true) throws -> (output: String, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lookups-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("View.swift"), output = folder.appendingPathComponent("Out.swift")
        try source.write(to: input, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = [output.path, input.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect((process.terminationStatus == 0) == succeeds, "\(errorText)")
        return ((try? String(contentsOf: output, encoding: .utf8)) ?? "", errorText)
    }

    /// The tool as `swift build` made it for the plugin, beside this test bundle.
    private static var tool: URL {
        var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("template-lookups-tool")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "template-lookups-tool")
    }
}
