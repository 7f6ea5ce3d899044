@testable import CashDashModel
import Foundation
import TestSupport
import Testing
import Yams

/// Front matter of `key: value` lines and `- item` lists is read without libyaml; whatever it reads must be what Yams
/// reads, value for value and position for position, and anything else must go to Yams.
@Suite struct SimpleYAMLTests {
    @Test func keyValueLinesAndListsAreReadByHandAsYamsReadsThem() throws {
        let text = """
            title: Making a budget
            summary: A budget tells your money where to go, before it leaves.
            # a comment line
            weight: 3
            draft: false
            rate: -2.5
            nothing: ~
            quoted: "Saving: the basics"
            single: 'it is #1'
            accent: Épargne et café
            objectives:
              - Tell needs from wants
              -   Write a budget
            tags:
            - one
            - "two: three"
            """
        let simple = try #require(SimpleYAML.entries(text))
        #expect(
            simple.map(\.key) == [
                "title", "summary", "weight", "draft", "rate", "nothing", "quoted", "single", "accent", "objectives",
                "tags",
            ])
        expectSameAsYams(text)
    }

    @Test func anythingFancierGoesToYams() {
        let fancier = [
            "title: a: b",  // a colon and a space inside a plain value
            "title: x # a comment after a value",
            "title: 'it''s'",  // an escaped quote
            "title: \"a \\\"b\\\"\"",  // an escape in double quotes
            "title: x\ntitle: y",  // a key set twice: Yams reports it
            "title:\n  en: Budget",  // a nested mapping
            "title: a long\n  title on two lines",
            "title:",  // an empty value
            "title:\nweight: 3",
            "title: [a, b]",
            "title: &anchor x",
            "title: *alias",
            "title: |\n  text",
            "title: x\r\nweight: 3",
            "title:\tx",
            "list:\n  - a\n    - b",
            "list:\n  - a\n - b",
            "- a\n- b",
            "---\ntitle: x",
            "\"title\": x",
            "",
        ]
        for text in fancier {
            #expect(SimpleYAML.entries(text) == nil, "\(text)")
        }
    }

    /// Wrong values give the same message at the same place both ways.
    @Test func mistakesAreReportedAtTheSamePlaceBothWays() {
        expectSameAsYams("weight: heavy\ndraft: perhaps\nobjectives: one\nrate: x", lineOffset: 1)
        expectSameAsYams("title:\n  - a\n  - b\nweight: 2", lineOffset: 1)
    }

    @Test func everyBundledFrontMatterReadsTheSameBothWays() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")
            .standardized
        var simple = 0, files = 0
        for folder in ["Content", "Starter", "Docs"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker where url.pathExtension == "md" {
                var diagnostics = Diagnostics()
                let text = try String(contentsOf: url, encoding: .utf8)
                guard let yaml = FrontMatter.split(text, path: url.path, diagnostics: &diagnostics).yaml else {
                    continue
                }
                files += 1
                if SimpleYAML.entries(yaml) != nil { simple += 1 }
                expectSameAsYams(yaml, lineOffset: 1)
            }
        }
        #expect(files > 10)
        #expect(simple >= 10, "\(simple) of \(files) front matters are simple")
    }

    /// Random lines from pieces YAML treats specially; whenever the simple reader takes a text, Yams reads it alike.
    @Test func randomTextsReadTheSameWheneverTheSimpleReaderTakesThem() {
        let pieces = [
            "a", "Z9", " ", "  ", ":", ": ", "#", " #", "-", "- ", "'", "\"", "é", "1", "0x1F", "true", "null", "~",
            ".5", "[", "]", "{", ",", "*", "&", "!", "|", ">", "%", "@", "?", "\\", "2026-01-02", "\u{2028}", "\u{85}",
        ]
        var generator = SplitMix64(seed: 31)
        var taken = 0
        for _ in 0..<3000 {
            var lines: [String] = []
            for index in 0..<Int.random(in: 1...4, using: &generator) {
                if Bool.random(using: &generator) && index > 0 {
                    lines.append(
                        "  - "
                            + (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                                pieces.randomElement(using: &generator)!
                            }.joined())
                } else {
                    let value = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                        pieces.randomElement(using: &generator)!
                    }.joined()
                    lines.append("k\(index): " + value)
                }
            }
            let text = lines.joined(separator: "\n")
            if SimpleYAML.entries(text) != nil { taken += 1 }
            expectSameAsYams(text)
        }
        #expect(taken > 150)
    }

    /// Reads `text` both ways and expects the same keys, positions, values and messages when the simple reader takes it.
    private func expectSameAsYams(
        _ text: String, lineOffset: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard SimpleYAML.entries(text) != nil else { return }
        var fastDiagnostics = Diagnostics(), yamsDiagnostics = Diagnostics()
        let fast = YAMLMapping.parse(text, path: "x.md", lineOffset: lineOffset, diagnostics: &fastDiagnostics)
        let yams = YAMLMapping.parse(
            text, path: "x.md", lineOffset: lineOffset, simple: false, diagnostics: &yamsDiagnostics)
        #expect(yamsDiagnostics.all.isEmpty, "Yams refused \(text.debugDescription)", sourceLocation: sourceLocation)
        guard let fast, let yams else {
            Issue.record("not read: \(text.debugDescription)", sourceLocation: sourceLocation)
            return
        }
        #expect(
            describe(fast, &fastDiagnostics) == describe(yams, &yamsDiagnostics), "\(text.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            fastDiagnostics.all.map(\.description) == yamsDiagnostics.all.map(\.description),
            sourceLocation: sourceLocation)
    }

    /// Everything a reader of the mapping can see, each value read every way.
    private func describe(_ mapping: YAMLMapping, _ diagnostics: inout Diagnostics) -> [String] {
        var lines = ["mapping at \(mapping.line):\(mapping.column)"]
        for entry in mapping.entries {
            let value = entry.value
            lines.append(
                "\(entry.key) at \(entry.line):\(entry.column), value at \(entry.valueLine):\(entry.valueColumn): "
                    + "string \(String(describing: value.string)) int \(String(describing: value.int)) "
                    + "float \(String(describing: value.float)) bool \(String(describing: value.bool)) "
                    + "null \(value.null != nil) list \(String(describing: value.sequence.map { $0.map(\.string) }))")
            _ = mapping.string(entry.key, diagnostics: &diagnostics)
            _ = mapping.int(entry.key, diagnostics: &diagnostics)
            _ = mapping.number(entry.key, example: "1", diagnostics: &diagnostics)
            _ = mapping.bool(entry.key, diagnostics: &diagnostics)
            _ = mapping.stringList(entry.key, diagnostics: &diagnostics)
        }
        return lines
    }
}
