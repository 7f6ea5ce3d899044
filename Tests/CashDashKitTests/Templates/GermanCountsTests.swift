import Foundation
import Testing

/// German puts a noun after `nach`, `seit`, `mit`, `von`, `bei`, `aus` or `zu` in the dative (`nach 5 Jahren`), but
/// the catalogue's `{years}` and `{months}` are nominative (`5 Jahre`), so no sentence puts one of them after such a
/// word: the calculators had said "Stand nach 5 Jahre".
@Suite struct GermanCountsTests {
    @Test func noCountFollowsAPrepositionThatTakesTheDative() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(
            contentsOf: root.appendingPathComponent("Templates/i18n/de.yml"), encoding: .utf8)
        let dative = try Regex(#"\b(nach|seit|mit|von|bei|aus|zu|in) \{(years|months|duration)\}"#)
        let lines = text.split(separator: "\n").enumerated().filter { $0.element.contains(dative) }
        #expect(lines.isEmpty, "\(lines.map { "de.yml:\($0.offset + 1): \($0.element)" })")
    }
}
