@testable import CashDashModel
import Foundation
import Testing

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
}
