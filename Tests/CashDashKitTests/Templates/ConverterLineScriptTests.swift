import Foundation
import TestSupport
import Testing

/// The rates converter's line (`100 EUR = 117.14 USD (rates of …)`) reads as its page does: right to left on an Arabic
/// site, each amount with its code still left to right inside it, as the rates tables write them. The line is isolated
/// by `<bdi>` elements, not by Unicode's control characters, which went with a copied result into what it was pasted in.
@Suite(.enabled(if: Node.path != nil, "node is not installed"))
struct ConverterLineScriptTests {
    static let script = BundledTemplatesTests.sourceFolder.appendingPathComponent("assets/cashdash.js")
    static let style = BundledTemplatesTests.sourceFolder.appendingPathComponent("assets/style.css")

    /// The converter's line that cashdash.js draws from `template`, with the converter's values, as HTML.
    func line(_ template: String, date: String) throws -> String {
        let source = try String(contentsOf: Self.script, encoding: .utf8)
        let parts = try #require(
            source.firstMatch(of: /\n  function isolatedParts\(key, values, leftToRight\) \{\n(?s:.*?)\n  \}\n/)
        ).output
        let show = try #require(
            source.firstMatch(of: /\n  function showIsolated\(element, parts\) \{\n(?s:.*?)\n  \}\n/)
        ).output
        let program = """
            const pageWords = { "converter.result": process.argv[1] };
            const document = {
              createTextNode: (text) => ({ text }), createElement: (name) => ({ name, dir: "", textContent: "" })
            };
            const element = { nodes: [], set textContent(text) { this.nodes = []; }, appendChild(node) { this.nodes.push(node); } };
            \(parts)
            \(show)
            showIsolated(element, isolatedParts("converter.result",
                { amount: "100", from: "EUR", result: "1,234.56", to: "USD", date: process.argv[2] },
                ["amount", "from", "result", "to"]));
            console.log(JSON.stringify(element.nodes.map((node) =>
                node.name ? `<${node.name} dir="${node.dir}">${node.textContent}</${node.name}>` : node.text).join("")));
            """
        let output = try Node.run(program, arguments: [template, date]).output
        return try JSONDecoder().decode(String.self, from: output)
    }

    @Test func anArabicLineKeepsEachAmountWithItsCodeLeftToRight() throws {
        // It was plain text in a paragraph of its own direction: led by `100 EUR`, the whole line ran left to right.
        let arabic = try line("{amount} {from} = {result} {to} (أسعار {date})", date: "20 نوفمبر، 2026")
        #expect(
            arabic
                == "<bdi dir=\"ltr\">100 EUR</bdi> = <bdi dir=\"ltr\">1,234.56 USD</bdi> (أسعار <bdi dir=\"auto\">20 نوفمبر، 2026</bdi>)"
        )
        let english = try line("{amount} {from} = {result} {to} (rates of {date})", date: "Nov 20, 2026")
        #expect(
            english
                == "<bdi dir=\"ltr\">100 EUR</bdi> = <bdi dir=\"ltr\">1,234.56 USD</bdi> (rates of <bdi dir=\"auto\">Nov 20, 2026</bdi>)"
        )
        #expect(
            try line("{amount} {from} = {result} {to} ({other})", date: "")
                == "<bdi dir=\"ltr\">100 EUR</bdi> = <bdi dir=\"ltr\">1,234.56 USD</bdi> ({other})",
            "a value not given stays as its name")
    }

    /// The audit copied the converter's result and pasted U+2066 … U+2069 with it: no script writes a bidi control
    /// character (U+200E, U+200F, U+202A … U+202E, U+2066 … U+2069) into a page.
    @Test func noScriptWritesABidiControlCharacter() throws {
        for name in ["cashdash.js", "calculators.js"] {
            let source = try String(
                contentsOf: BundledTemplatesTests.sourceFolder.appendingPathComponent("assets/\(name)"), encoding: .utf8
            )
            let controls = source.matches(
                of: /\\u(200[eEfF]|202[a-eA-E]|206[6-9])|[\u{200E}\u{200F}\u{202A}-\u{202E}\u{2066}-\u{2069}]/
            )
            .map { String(source[$0.range]) }
            #expect(controls.isEmpty, "\(name): \(controls)")
        }
    }

    @Test func theLineTakesThePagesDirection() throws {
        let css = try String(contentsOf: Self.style, encoding: .utf8)
        // `unicode-bidi: plaintext` gave the line the direction of its first letter, the E of EUR, on an Arabic page.
        let rules = css.split(separator: "\n").filter { $0.hasPrefix(".converter-result {") }
        #expect(!rules.isEmpty && rules.allSatisfy { !$0.contains("plaintext") }, "\(rules)")
    }
}
