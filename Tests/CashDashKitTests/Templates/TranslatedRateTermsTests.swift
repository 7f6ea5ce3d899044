import Foundation
import Testing

/// APR and APY stayed English abbreviations on Hindi and Arabic pages ("6% के APR पर", "بنسبة APR قدرها"), which
/// a learner there cannot read: the catalogue names each in the language's own words, the abbreviation kept only in
/// parentheses after them, for the reader who meets it on a bank's paper. The rounding note's formula is words too.
@Suite struct TranslatedRateTermsTests {
    @Test(arguments: ["hi", "ar"]) func aprAndApyAreNamedInTheLanguagesOwnWords(language: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(
            contentsOf: root.appendingPathComponent("Templates/i18n/\(language).yml"), encoding: .utf8)
        let lines = text.split(separator: "\n").enumerated().filter { _, line in
            let bare = line.replacing(/\(AP[RY]\)/, with: "")
            return bare.contains(/\bAP[RY]\b/)
        }
        #expect(lines.isEmpty, "\(lines.map { "\(language).yml:\($0.offset + 1): \($0.element)" })")
        #expect(text.contains("(APR)") && text.contains("(APY)"), "the abbreviations are kept beside the words")
    }
}
