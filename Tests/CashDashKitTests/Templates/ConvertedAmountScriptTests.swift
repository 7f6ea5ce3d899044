import CashDashModel
import Foundation
import TestSupport
import Testing

/// The rates converter (`convertedAmount` in `cashdash.js`) works out an amount as `cashdash rates convert` and the
/// watchlist beside it do: exactly, rounded to the currency's minor units a half away from zero. In binary floating
/// point, 50 EUR at 0.8623 GBP was 43.114999…, and the converter said 43.11 GBP where the watchlist said 43.12.
@Suite(.enabled(if: Node.path != nil, "node is not installed"))
struct ConvertedAmountScriptTests {
    /// The ECB's rates of 13 April 2026 (`eurofxref-single-day.csv`), and the euro.
    static let rates: [String: String] = [
        "EUR": "1", "USD": "1.1684", "JPY": "186.75", "GBP": "0.87058", "DKK": "7.4727", "CNY": "7.9827",
        "HUF": "366.9", "IDR": "20082.05", "ISK": "143.2",
    ]
    static let pairs = [
        ("EUR", "GBP"), ("EUR", "DKK"), ("EUR", "CNY"), ("EUR", "HUF"), ("USD", "JPY"), ("GBP", "USD"), ("IDR", "EUR"),
        ("ISK", "DKK"),
    ]

    /// What the script converts `cents` hundredths of each pair's first currency into, as text with the second's
    /// minor units.
    func script(cents: ClosedRange<Int>) throws -> [[String]] {
        let source = try String(
            contentsOf: BundledTemplatesTests.sourceFolder.appendingPathComponent("assets/cashdash.js"), encoding: .utf8
        )
        let function = try #require(
            source.firstMatch(of: /\n  function convertedAmount\(value, from, to, digits\) \{\n(?s:.*?)\n  \}\n/)
        ).output
        let pairs = Self.pairs.map { "[\(Self.rates[$0.0]!), \(Self.rates[$0.1]!), \(minor($0.1))]" }
        let program = """
            \(function)
            const pairs = [\(pairs.joined(separator: ", "))];
            console.log(JSON.stringify(pairs.map(([from, to, digits]) => {
                const out = [];
                for (let cents = \(cents.lowerBound); cents <= \(cents.upperBound); cents++) {
                    out.push(convertedAmount(cents / 100, from, to, digits).toFixed(digits));
                }
                return out;
            })));
            """
        return try JSONDecoder().decode([[String]].self, from: Node.run(program).output)
    }

    func minor(_ code: String) -> Int { Currency(code: code)?.minorUnits ?? 2 }

    @Test func everyAmountComesOutAsCashDashConvertsIt() throws {
        let cents = 1...20_000
        let converted = try script(cents: cents)
        #expect(converted.count == Self.pairs.count)
        for (index, (from, to)) in Self.pairs.enumerated() {
            let rate = (Decimal(string: Self.rates[from]!)!, Decimal(string: Self.rates[to]!)!)
            var wrong: [String] = []
            for (offset, cent) in cents.enumerated() {
                let amount = Decimal(cent) / 100
                let exact = Currency.round(amount * rate.1 / rate.0, to: minor(to))
                let expected = String(format: "%.\(minor(to))f", NSDecimalNumber(decimal: exact).doubleValue)
                if converted[index][offset] != expected {
                    wrong.append("\(amount) \(from): \(converted[index][offset]) \(to), not \(expected)")
                }
            }
            #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        }
    }

    @Test func aHalfCentGoesUpAsInTheWatchlist() throws {
        let source = try String(
            contentsOf: BundledTemplatesTests.sourceFolder.appendingPathComponent("assets/cashdash.js"), encoding: .utf8
        )
        let function = try #require(
            source.firstMatch(of: /\n  function convertedAmount\(value, from, to, digits\) \{\n(?s:.*?)\n  \}\n/)
        ).output
        let program = """
            \(function)
            console.log(JSON.stringify([convertedAmount(50, 1, 0.8623, 2), convertedAmount(125, 1, 8.0566, 2),
                convertedAmount(6.25, 1, 7.4296, 2), convertedAmount(1234.5, 1.1684, 1, 0)]));
            """
        let output = try JSONDecoder().decode([Double].self, from: Node.run(program).output)
        #expect(output == [43.12, 1007.08, 46.44, 1057])
    }
}
