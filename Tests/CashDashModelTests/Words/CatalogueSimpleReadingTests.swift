@testable import CashDashModel
import Foundation
import TestSupport
import Testing

/// A catalogue written as Cash Dash's own are is read by hand (``Catalogue/simpleEntries(_:)``); whatever it takes
/// must read as Yams reads it (``Catalogue/yamsEntries(_:path:diagnostics:)``), entry for entry and place for place,
/// and anything else must go to Yams.
@Suite struct CatalogueSimpleReadingTests {
    @Test func everyBundledCatalogueIsReadByHandAsYamsReadsIt() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Templates/i18n").standardized
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }
        #expect(files.count >= 7)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let simple = try #require(Catalogue.simpleEntries(text), "\(file)")
            #expect(simple.count > 500, "\(file)")
            #expect(simple.values.contains { if case .counted = $0.entry { true } else { false } }, "\(file)")
            expectSameAsYams(text)
        }
    }

    @Test func nestedTextsAndTheFormsOfACountReadAsYamsReadsThem() throws {
        let text = """
            # a comment
            budgets:
              title: "Budgets"
              # a comment inside
              index:
                  lead: "Every budget from {first} to {last}."
                  empty_html: "Add a ledger in <code>Content/budgets/</code>, \\"quoted\\" and \\\\ slashed."

              days:
                one: "{count} day"
                other: "{count} days"
            list_separator: ", "
            nothing: ""
            mixed:
              one: "not a count"
              title: "a text beside it"
            """
        let simple = try #require(Catalogue.simpleEntries(text))
        #expect(simple["budgets.days"]?.entry == .counted([.one: "{count} day", .other: "{count} days"]))
        #expect(
            simple["budgets.index.empty_html"]?.entry
                == .text(#"Add a ledger in <code>Content/budgets/</code>, "quoted" and \ slashed."#))
        #expect(simple["mixed.one"]?.entry == .text("not a count"))
        #expect(simple["budgets.index.lead"].map { [$0.line, $0.column] } == [6, 7])
        expectSameAsYams(text)
    }

    @Test func anythingElseGoesToYams() {
        let others = [
            "title: Budgets",  // a plain value
            "title: 'Budgets'",
            "title: \"a\\nb\"",  // an escape but \" and \\
            "title: \"a\" # a comment after a value",
            "title: \"a\"\ntitle: \"b\"",  // a key set twice
            "title:",  // an empty value
            "title:\nweight: \"3\"",
            "days:\n  one: \"x\"",  // forms without `other`
            "days:\n  one:\n    other: \"x\"\n  other: \"y\"",
            "a:\n  b: \"x\"\n c: \"y\"",  // an indent that closes nothing
            "a: \"x\"\n  b: \"y\"",
            "  a: \"x\"\n  b: \"y\"",  // an indented root
            "title:\t\"x\"",
            "title: \"x\"\r\nweight: \"3\"",
            "title: \"a\u{2028}b\"",  // YAML 1.1 breaks lines there
            "title: \"a\u{85}b\"",
            "title: \"a\tb\"",
            "\u{FEFF}title: \"x\"",
            "title: \"an open quote",
            "title: \"a\" \"b\"",
            "tïtle: \"x\"",
            "- a",
            "---\ntitle: \"x\"",
            "# only a comment",
            "",
        ]
        for text in others {
            #expect(Catalogue.simpleEntries(text) == nil, "\(text.debugDescription)")
        }
    }

    /// Random catalogues from pieces YAML treats specially; whenever the simple reader takes one, Yams reads it alike.
    @Test func randomCataloguesReadTheSameWheneverTheSimpleReaderTakesThem() {
        let pieces = [
            "a", "Z9", " ", ":", ": ", "#", " #", "-", "'", "\"", "\\\"", "\\\\", "\\n", "é", "{count}", "<b>", "&",
            "*", "!", "|", ">", "%", "@", "?", "\u{2028}", "\u{85}", "\t", "ع", "—",
        ]
        let keys = ["one", "other", "few", "title", "lead_html", "a", "b"]
        var generator = SplitMix64(seed: 49)
        var taken = 0
        for _ in 0..<3000 {
            var lines: [String] = []
            var depth = 0
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                depth = max(0, min(depth + Int.random(in: -2...1, using: &generator), 3))
                let indent = String(
                    repeating: " ", count: depth * 2 + (Int.random(in: 0..<12, using: &generator) == 0 ? 1 : 0))
                let key = keys.randomElement(using: &generator)!
                if Int.random(in: 0..<4, using: &generator) == 0 {
                    lines.append(indent + key + ":")
                } else {
                    let value = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                        pieces.randomElement(using: &generator)!
                    }.joined()
                    lines.append(indent + key + ": \"" + value + "\"")
                }
            }
            let text = lines.joined(separator: "\n")
            if Catalogue.simpleEntries(text) != nil { taken += 1 }
            expectSameAsYams(text)
        }
        #expect(taken > 150, "\(taken) taken")
    }

    /// Reads `text` both ways and expects the same entries, lines and columns when the simple reader takes it.
    private func expectSameAsYams(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let simple = Catalogue.simpleEntries(text) else { return }
        var diagnostics = Diagnostics()
        let yams = Catalogue.yamsEntries(text, path: "Content/i18n/en.yml", diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty, "Yams refused \(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(simple == yams, "\(text.debugDescription)", sourceLocation: sourceLocation)
    }
}
