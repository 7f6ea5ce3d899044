import Foundation
import TestSupport
import Testing

@testable import CashDashKit

/// The index (Swift) and the query (`cashdash.js`) fold words the same way, on the same cases: case and accents
/// away, in every language the site ships, so `épargne` finds `epargne` and the reverse.
@Suite struct SearchFoldingTests {
    /// Text as a reader or an author writes it, and the words search compares.
    static let cases: [(text: String, words: [String])] = [
        ("Épargne", ["epargne"]),
        ("epargne", ["epargne"]),
        ("e\u{301}pargne", ["epargne"]),  // decomposed, as some editors save it
        ("ÉPARGNE-retraite", ["epargne", "retraite"]),
        ("intérêts composés", ["interets", "composes"]),
        ("Überweisung Zinsen", ["uberweisung", "zinsen"]),
        ("Año de crédito", ["ano", "de", "credito"]),
        ("Poupança e cartões", ["poupanca", "cartoes"]),
        ("बचत खाता", ["बचत", "खाता"]),
        ("क़र्ज़", ["क़र्ज़".decomposedStringWithCanonicalMapping]),
        ("Straße", ["straße"]),
        ("أسهم إيداع", ["اسهم", "ايداع"]),  // a hamza's seat finds its letter, as readers often type it
        ("مَالٌ مُدَّخَر", ["مال", "مدخر"]),  // vowel marks, which most Arabic text leaves out
        ("الادخار", ["الادخار"]),
        // A number with group marks is one word, however its locale groups it; a decimal part stays apart.
        ("$1,000 or 1.000 € or 1\u{202F}000 €", ["1000", "or", "1000", "or", "1000"]),
        ("1,234,567.89 and 1,00,000 रुपये", ["1234567", "89", "and", "100000", "रुपये"]),
        ("CHF 1’000.– and ١٬٠٠٠ or ۱۰۰۰ or १,०००", ["chf", "1000", "and", "1000", "or", "1000", "or", "1000"]),
        ("12.50 USD, 10,20,30 and 1,0000", ["12", "50", "usd", "10", "20", "30", "and", "0000"]),
        // Chinese and Japanese, without spaces: a word of two starting at each character, the last alone.
        ("我们存钱买房", ["我们", "们存", "存钱", "钱买", "买房", "房"]),
        ("钱", ["钱"]),
        ("ATM机取钱 and 貯金箱", ["atm", "机取", "取钱", "钱", "and", "貯金", "金箱", "箱"]),
        ("お金がない", ["お金", "金か\u{3099}", "か\u{3099}な", "ない", "い"]),  // が decomposed, as search folds it
        ("第1,000元", ["第", "1000", "元"]),
        ("저축 계좌", ["저축", "계좌"]),  // Korean is written with spaces
        // Full-width letters and digits, as a Japanese or Chinese keyboard types them, are their ASCII ones.
        ("ＡＴＭで１，０００円、１,０００円", ["atm", "で", "1000", "円", "1000", "円"]),
        // Greek's final sigma, which JavaScript lower-cases to ς and Swift to σ, is σ either way.
        ("ΟΔΟΣ οδός σοφίας", ["οδοσ", "οδοσ", "σοφιασ"]),
    ]

    @Test func theIndexFoldsEachCase() {
        for (text, words) in Self.cases {
            var found: [String] = []
            SearchText.forEachWord(in: text) { word, _ in found.append(word) }
            #expect(found == words, "\(text)")
        }
    }

    @Test(.enabled(if: Node.path != nil, "node is not installed"))
    func theScriptFoldsEachCaseTheSameWay() throws {
        // The script's own `fold` and word pattern, taken from cashdash.js as shipped.
        let script = try String(
            contentsOf: BundledTemplatesTests.sourceFolder.appendingPathComponent("assets/cashdash.js"), encoding: .utf8
        )
        let fold = try #require(script.firstMatch(of: /function fold\(text\) \{.*?\n  \}/.dotMatchesNewlines())).output
        let words = try #require(
            script.firstMatch(of: /var groupMark = .*?function wordsOf\(text\) \{.*?\n    \}/.dotMatchesNewlines())
        ).output
        let program = """
            \(fold)
            \(words)
            const texts = JSON.parse(process.argv[1]);
            console.log(JSON.stringify(texts.map(t => wordsOf(t).filter(searchable))));
            """
        let texts = String(decoding: try JSONEncoder().encode(Self.cases.map(\.text)), as: UTF8.self)
        let data = try Node.run(program, arguments: [texts]).output
        let fromScript = try JSONDecoder().decode([[String]].self, from: data)
        #expect(fromScript.count == Self.cases.count)
        for (item, words) in zip(Self.cases, fromScript) {
            #expect(
                words.map { $0.decomposedStringWithCanonicalMapping }
                    == item.words.map { $0.decomposedStringWithCanonicalMapping }, "\(item.text)")
        }
    }
}
