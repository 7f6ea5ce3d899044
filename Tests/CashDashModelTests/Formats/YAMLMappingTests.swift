@testable import CashDashModel
import Foundation
import Testing
import Yams

@Suite struct YAMLMappingTests {
    /// Nested aliases used as a mapping key: 400 bytes that took 7.5 s (×9 a level) are refused at the first alias.
    @Test func anAliasIsAnErrorAtItBeforeAnythingMultiplies() {
        var lines = ["title: T", "a0: &a0 [x, x, x, x, x, x, x, x, x]"]
        for level in 1...7 {
            lines.append(
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        lines.append("b: {? *a7 : 1}")
        var diagnostics = Diagnostics()
        #expect(
            YAMLMapping.parse(lines.joined(separator: "\n"), path: "site.yml", lineOffset: 1, diagnostics: &diagnostics)
                == nil)
        #expect(diagnostics.all.map { "\($0.line):\($0.column)" } == ["4:10"])
        #expect(
            diagnostics.all.first?.message.hasPrefix(
                "this file uses a YAML alias (`*name`), which Cash Dash does not read") == true)
    }

    @Test func anAsteriskInTextIsNotAnAlias() {
        var diagnostics = Diagnostics()
        let mapping = YAMLMapping.parse(
            "title: \"5 * 3\"\ntagline: a *b* c\nnote: '*x'\n", path: "site.yml", diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(mapping?.string("tagline", diagnostics: &diagnostics) == "a *b* c")
    }

    /// libyaml's message named its function (`set with yaml_set_max_nest_level()`); the message says what to look for.
    @Test func deepNestingIsSaidInPlainWordsAtItsPlace() {
        var diagnostics = Diagnostics()
        #expect(
            YAMLMapping.parse(
                "title: x\ntagline: " + String(repeating: "[", count: 20_000), path: "site.yml",
                diagnostics: &diagnostics) == nil)
        #expect(
            diagnostics.all.map(\.description) == [
                "site.yml:2:11: error: this YAML cannot be read: lists or mappings are nested inside one another too "
                    + "deeply here; no setting needs that many levels, so look for a run of `[` or `{`"
            ])
    }

    /// libyaml says "found character that cannot start any token"; the message names the tab and where it is.
    @Test func aTabIsSaidToBeATabAtItsColumn() {
        var diagnostics = Diagnostics()
        #expect(
            YAMLMapping.parse("title: x\nrates:\n\tbase: EUR\n", path: "site.yml", diagnostics: &diagnostics) == nil)
        #expect(
            diagnostics.all.map(\.description) == [
                "site.yml:3:1: error: this YAML cannot be read: this line has a tab; YAML lines up its settings with spaces "
                    + "only, so replace the tab with spaces"
            ])
    }

    /// Read without types (as catalogues are), every key, value, nesting and position is what Yams reads with them:
    /// for Cash Dash's own catalogues and for values YAML would give a type (`yes`, `~`, `1.5`, `0x1F`, a date).
    @Test func readingWithoutTypesReadsTheSameTextsAtTheSamePlaces() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Templates/i18n").standardizedFileURL
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }
        #expect(files.contains("en.yml") && files.count >= 7)
        var texts = try files.sorted().map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
        texts.append(
            "yes: on\n~: null\nnested:\n  1.5: 0x1F\n  2026-12-04: .inf\n  '3': \"4\"\n  list: [true, 7]\n  <<: {a: b}\n"
        )
        for text in texts {
            #expect(try shape(of: text, typed: true) == shape(of: text, typed: false))
        }
        let odd = try shape(of: texts.last!, typed: false)
        #expect(odd.contains("yes@1:1=on@1:6") && odd.contains("nested@3:1/<</a=b@8:11"), "\(odd)")
    }

    /// The shape of `text` read by Yams, with types or without; it reads with no problem.
    private func shape(of text: String, typed: Bool) throws -> [String] {
        var diagnostics = Diagnostics()
        let mapping = YAMLMapping.parse(
            text, path: "x.yml", lineOffset: 0, simple: false, typed: typed, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        return shape(try #require(mapping))
    }

    /// Every leaf of `mapping` as `key/key=text@line:column`, lists as `key/0`, `key/1`…
    private func shape(_ mapping: YAMLMapping) -> [String] {
        func leaves(_ node: Node, _ path: String) -> [String] {
            if let scalar = node.scalar {
                return ["\(path)=\(scalar.string)@\(node.mark?.line ?? 0):\(node.mark?.column ?? 0)"]
            }
            if let list = node.sequence {
                return list.enumerated().flatMap { leaves($1, "\(path)/\($0)") }
            }
            return (node.mapping ?? [:]).flatMap { key, value in leaves(value, path + "/" + (key.string ?? "?")) }
        }
        return mapping.entries.flatMap { leaves($0.value, "\($0.key)@\($0.line):\($0.column)") }
    }
}
