import Foundation
import TestSupport
import Testing

@testable import CashDashKit
@testable import CashDashModel

/// The same 200 random inputs for each of issue 33's calculators, worked out by Swift and by
/// `Templates/assets/calculators.js`: the two must agree to the cent (and, for rates, to the thousandth of a percent).
@Suite("Calculators in JavaScript, on random inputs", .enabled(if: Node.path != nil, "node is not installed"))
struct CalculatorScriptRandomTests {
    /// An amount up to `top` with cents, sometimes a whole amount, sometimes 0.
    static func amount(_ top: Int, _ random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return "0"
        case 1, 2: return "\(Int.random(in: 1...top, using: &random))"
        default:
            return
                "\(Int.random(in: 0...top, using: &random)).\(String(format: "%02d", Int.random(in: 0...99, using: &random)))"
        }
    }

    /// A rate in percent up to `top`, with up to 3 decimals.
    static func rate(_ top: Int, _ random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return "0"
        case 1: return "\(Int.random(in: 1...top, using: &random))"
        default:
            return
                "\(Int.random(in: 0..<top, using: &random)).\(String(format: "%03d", Int.random(in: 0...999, using: &random)))"
        }
    }

    static func inputs(_ calculator: CalculatorKind, _ random: inout SplitMix64) -> [String: String] {
        switch calculator {
        case .compoundInterest:
            return [
                "principal": amount(50_000, &random), "monthly": amount(1_000, &random), "rate": rate(15, &random),
                "years": "\(Int.random(in: 1...50, using: &random))",
                "compounding": Compounding.savingsChoices.randomElement(using: &random)!.rawValue,
            ]
        case .loan:
            return [
                "amount": amount(400_000, &random), "rate": rate(25, &random),
                "months": "\(Int.random(in: 1...480, using: &random))",
            ]
        case .savingsGoal:
            let byTime = Bool.random(using: &random)
            return [
                "target": amount(60_000, &random), "saved": amount(20_000, &random), "rate": rate(10, &random),
                "plan": byTime ? "time" : "amount",
                byTime ? "monthly" : "months": byTime
                    ? amount(2_000, &random) : "\(Int.random(in: 1...240, using: &random))",
            ]
        case .cardPayoff:
            return ["balance": amount(12_000, &random), "rate": rate(35, &random), "payment": amount(600, &random)]
        case .budgetSplit:
            return ["pay": amount(12_000, &random)]
        case .takeHomePay:
            let limit1 = Int.random(in: 0...60_000, using: &random)
            return [
                "gross": amount(20_000, &random),
                "period": ["weekly", "fortnightly", "monthly", "yearly"].randomElement(using: &random)!,
                "pretax": amount(2_000, &random), "rate1": rate(20, &random), "limit1": "\(limit1)",
                "rate2": rate(45, &random),
                "limit2": "\(max(0, limit1 + Int.random(in: -5_000...150_000, using: &random)))",
                "rate3": rate(60, &random),
            ]
        case .inflation:
            return [
                "amount": amount(100_000, &random), "rate": rate(25, &random),
                "years": "\(Int.random(in: 1...50, using: &random))",
                "savings": rate(15, &random),
            ]
        case .aprApy:
            return [
                "direction": Bool.random(using: &random) ? "apr" : "apy", "rate": rate(100, &random),
                "compounding": Compounding.allCases.randomElement(using: &random)!.rawValue,
            ]
        case .emergencyFund:
            return [
                "costs": amount(8_000, &random), "months": "\(Int.random(in: 1...24, using: &random))",
                "saved": amount(30_000, &random),
                "monthly": Int.random(in: 0..<20, using: &random) == 0 ? "0.01" : amount(3_000, &random),
            ]
        case .debtPayoff:
            var inputs = ["extra": amount(500, &random)]
            for row in 1...Int.random(in: 1...4, using: &random) {
                let balance = amount(15_000, &random)
                inputs["debt\(row)-name"] = Bool.random(using: &random) ? "Debt named \(row)" : ""
                inputs["debt\(row)-balance"] = balance
                inputs["debt\(row)-rate"] = rate(35, &random)
                inputs["debt\(row)-minimum"] = amount(400, &random)
            }
            return inputs
        case .netWorth:
            var inputs: [String: String] = [:]
            for row in 1...Int.random(in: 1...5, using: &random) { inputs["asset\(row)"] = amount(500_000, &random) }
            for row in 0...Int.random(in: 0...4, using: &random) where row > 0 {
                inputs["debt\(row)"] = amount(300_000, &random)
            }
            return inputs
        default:
            return [:]
        }
    }

    static let kinds: [CalculatorKind] = [.takeHomePay, .inflation, .aprApy, .emergencyFund, .debtPayoff, .netWorth]

    @Test("the script and Swift agree on 200 random inputs each", arguments: kinds)
    func randomInputsAgree(_ kind: CalculatorKind) throws {
        var random = SplitMix64(seed: UInt64(kind.rawValue.utf8.reduce(7) { $0 &* 31 &+ Int($1) }.magnitude))
        let cases = (0..<200).map { _ in Self.inputs(kind, &random) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cashdash-\(kind.rawValue)-\(UUID().uuidString).json")
        try JSONEncoder().encode(cases).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let data = try CalculatorScriptTests().runNode(
            """
            const inputs = JSON.parse(require('fs').readFileSync(\"\(file.path)\", 'utf8'));
            console.log(JSON.stringify(inputs.map(texts => {
              const ran = c.run("\(kind.rawValue)", d["\(kind.rawValue)"], texts, { minor: 2, decimal: "." });
              if (ran.errors) return Object.fromEntries(Object.entries(ran.errors).map(([k, v]) => [k, "error: " + v]));
              return c.summary("\(kind.rawValue)", ran.result, 2);
            })));
            """)
        let fromScript = try JSONDecoder().decode([[String: String]].self, from: data)
        #expect(fromScript.count == cases.count)
        var outcomes = Set<String>()
        for (inputs, script) in zip(cases, fromScript) {
            let swift = CalculatorCases.swiftSummary(kind.rawValue, inputs)
            #expect(script == swift, "\(inputs)")
            #expect(!swift.keys.contains { swift[$0]!.hasPrefix("error") }, "random inputs are all valid: \(swift)")
            outcomes.formUnion(swift.keys.filter { $0.hasSuffix("outcome") }.map { "\($0)=\(swift[$0]!)" })
        }
        if kind == .debtPayoff {
            #expect(outcomes.contains("snowball-outcome=never"), "some random debts are never paid off")
        }
    }
}
