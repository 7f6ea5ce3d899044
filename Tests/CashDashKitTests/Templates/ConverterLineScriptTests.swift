import Foundation
import TestSupport
import Testing

/// The rates converter's line (`100 EUR = 117.14 USD (rates of …)`) reads as its page does: right to left on an Arabic
/// site, each amount with its code still left to right inside it, as the rates tables write them.
@Suite(.enabled(if: Node.path != nil, "node is not installed"))
struct ConverterLineScriptTests {
    static let script = BundledTemplatesTests.sourceFolder.appendingPathComponent("assets/cashdash.js")
    static let style = BundledTemplatesTests.sourceFolder.appendingPathComponent("assets/style.css")

    /// `isolatedWord` of cashdash.js on `template`, with the converter's values.
    func line(_ template: String, date: String) throws -> String {
        let source = try String(contentsOf: Self.script, encoding: .utf8)
        let function = try #require(
            source.firstMatch(of: /\n  function isolatedWord\(key, values, leftToRight\) \{\n(?s:.*?)\n  \}\n/)
        ).output
        let program = """
            const pageWords = { "converter.result": process.argv[1] };
            \(function)
            console.log(JSON.stringify(isolatedWord("converter.result",
                { amount: "100", from: "EUR", result: "1,234.56", to: "USD", date: process.argv[2] },
                ["amount", "from", "result", "to"])));
            """
        let output = try Node.run(program, arguments: [template, date]).output
        return try JSONDecoder().decode(String.self, from: output)
    }

    @Test func anArabicLineKeepsEachAmountWithItsCodeLeftToRight() throws {
        // It was plain text in a paragraph of its own direction: led by `100 EUR`, the whole line ran left to right.
        let arabic = try line("{amount} {from} = {result} {to} (أسعار {date})", date: "20 نوفمبر، 2026")
        #expect(
            arabic == "\u{2066}100 EUR\u{2069} = \u{2066}1,234.56 USD\u{2069} (أسعار \u{2068}20 نوفمبر، 2026\u{2069})")
        let english = try line("{amount} {from} = {result} {to} (rates of {date})", date: "Nov 20, 2026")
        #expect(
            english == "\u{2066}100 EUR\u{2069} = \u{2066}1,234.56 USD\u{2069} (rates of \u{2068}Nov 20, 2026\u{2069})")
    }

    @Test func theLineTakesThePagesDirection() throws {
        let css = try String(contentsOf: Self.style, encoding: .utf8)
        // `unicode-bidi: plaintext` gave the line the direction of its first letter, the E of EUR, on an Arabic page.
        let rules = css.split(separator: "\n").filter { $0.hasPrefix(".converter-result {") }
        #expect(!rules.isEmpty && rules.allSatisfy { !$0.contains("plaintext") }, "\(rules)")
    }
}
