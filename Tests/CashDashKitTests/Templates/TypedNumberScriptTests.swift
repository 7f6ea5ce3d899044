import CashDashModel
import Foundation
import TestSupport
import Testing

/// The rates converter and a quiz's number box read what a reader types with `typedNumber` in `cashdash.js`: grouped
/// rightly or refused, never a misplaced comma read as a thousands separator (`12,50` as 1250 where the decimal mark
/// is a point), as the command line and the ledgers read amounts (`AmountText`); in any of the site's scripts' digits.
@Suite(.enabled(if: Node.path != nil, "node is not installed"))
struct TypedNumberScriptTests {
    /// What is typed, the page's decimal mark, and the number read (nil: refused).
    static let cases: [(typed: String, decimal: String, number: Decimal?)] = [
        ("12.50", ".", Decimal(string: "12.5")),
        ("1,250", ".", 1250),
        ("1,234,567.89", ".", Decimal(string: "1234567.89")),
        ("12,34,567.5", ".", Decimal(string: "1234567.5")),  // as India groups it
        ("50,00,000", ".", 5_000_000),
        ("12,50", ".", nil),  // a decimal comma where the mark is a point: never 1250
        ("1,0,000", ".", nil),
        ("12,345,67", ".", nil),
        ("1.2.3", ".", nil),
        ("", ".", nil),
        ("abc", ".", nil),
        ("-3.25", ".", Decimal(string: "-3.25")),
        ("\u{2212}3.25", ".", Decimal(string: "-3.25")),
        (".5", ".", Decimal(string: "0.5")),
        ("12,50", ",", Decimal(string: "12.5")),
        ("1.234,56", ",", Decimal(string: "1234.56")),
        ("1 234,56", ",", Decimal(string: "1234.56")),
        ("1.500", ",", 1500),  // three digits after a lone point: fifteen hundred
        ("1.5", ",", Decimal(string: "1.5")),  // a lone point with one digit: a decimal mark typed from habit
        ("1,2,3", ",", nil),
        ("12.34.56", ",", nil),
        // As a quiz's answer is typed: a sign or symbol around the number, other scripts' digits.
        ("$1,000.50", ".", Decimal(string: "1000.5")),
        ("12 %", ".", 12),
        ("1.234,5 €", ",", Decimal(string: "1234.5")),
        // Arabic-Indic digits and decimal mark, as an Arabic keyboard types them.
        ("٦٢٫٤٣", "٫", Decimal(string: "62.43")),
        ("١٬٠٠٠", "٫", 1000),
        ("१२३", ".", 123),  // Devanagari digits
    ]

    @Test func theScriptReadsEachCase() throws {
        let script = try String(
            contentsOf: BundledTemplatesTests.sourceFolder.appendingPathComponent("assets/cashdash.js"), encoding: .utf8
        )
        let function = try #require(
            script.firstMatch(of: /\n  function typedNumber\(text, decimal\) \{\n(?s:.*?)\n  \}\n/)
        )
        .output
        let program = """
            \(function)
            const cases = JSON.parse(process.argv[1]);
            console.log(JSON.stringify(cases.map(([text, decimal]) => {
                const number = typedNumber(text, decimal);
                return isNaN(number) ? null : String(number);
            })));
            """
        let input = String(
            decoding: try JSONEncoder().encode(Self.cases.map { [$0.typed, $0.decimal] }), as: UTF8.self)
        let data = try Node.run(program, arguments: [input]).output
        let read = try JSONDecoder().decode([String?].self, from: data)
        try #require(read.count == Self.cases.count)
        for (item, number) in zip(Self.cases, read) {
            #expect(number.flatMap { Decimal(string: $0) } == item.number, "\(item.typed) with \(item.decimal)")
        }
    }

    /// Where the decimal mark is a point, the script accepts and refuses what the command line does (in ASCII digits,
    /// without a sign: the command line takes `--deposit`, not a minus).
    @Test func theCommandLineAgreesOnEveryUnsignedCase() {
        for item in Self.cases
        where item.decimal == "." && item.typed.allSatisfy({ $0.isASCII && $0 != "-" && $0 != "%" }) {
            let read = AmountText().parse(Array(item.typed.utf8))
            #expect(read?.decimal == item.number, "\(item.typed)")
        }
    }
}
