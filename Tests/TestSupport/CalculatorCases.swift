import Foundation

import CashDashModel

/// `calculator-cases.json`: the table of cases both the Swift and the JavaScript calculators must pass, to the
/// cent, and the table of inputs both must accept or reject with the same message.
public struct CalculatorCases: Decodable {
    public struct Case: Decodable {
        public var name: String
        public var calculator: String
        public var inputs: [String: String]
        public var expected: [String: String]
    }

    public struct Check: Decodable {
        public var field: String
        public var text: String
        public var value: String?
        public var error: String?
    }

    public var cases: [Case]
    public var validation: [Check]

    public static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "calculator-cases.json")

    public static func load() throws -> CalculatorCases {
        try JSONDecoder().decode(CalculatorCases.self, from: Data(contentsOf: url))
    }

    /// The Swift calculator's summary for `inputs`, as `calculators.js` writes it.
    public static func swiftSummary(_ calculator: String, _ inputs: [String: String]) -> [String: String] {
        guard let kind = CalculatorKind(rawValue: calculator) else { return ["unknown": calculator] }
        switch kind.check(inputs) {
        case .success(let values): return kind.summary(values) ?? [:]
        case .failure(let failure): return failure.problems.mapValues { "error: " + $0 }
        }
    }

    /// The validation fields are the compound-interest calculator's: an amount, a rate, years and a choice.
    public static func field(_ name: String) -> CalculatorField? {
        CalculatorKind.compoundInterest.fields.first { $0.name == name }
    }

    /// The value as `calculators.js` reports it: amounts in cents, rates in thousandths of a percent, choices by name.
    public static func swiftValue(_ check: Check) -> (value: String?, error: String?) {
        guard let field = field(check.field) else { return (nil, "no field \(check.field)") }
        switch field.parse(check.text) {
        case .failure(let problem):
            return (nil, problem.message)
        case .success(let value):
            switch value {
            case .amount(let amount): return ("\(amount.minorUnits(2))", nil)
            case .rate(let rate): return ("\((rate * 1000).minorUnits(0))", nil)
            case .whole(let count): return ("\(count)", nil)
            case .choice(let chosen), .text(let chosen): return (chosen, nil)
            }
        }
    }
}

extension CalculatorCases {
    /// `c.summary(calculator, result, minor)` for node, `c` being `calculators.js`: the headline numbers of a
    /// result as plain decimals, keyed as ``swiftSummary(_:_:)`` keys them, so that the case table checks both
    /// sides. Kept here, with the tests, so that the script itself names no calculator but in its formulas' table.
    public static let scriptSummary = """
        /** The headline numbers as plain decimals, keyed like each calculator's summary in Swift. */
        c.summary = function (calculator, result, minor) {
          function t(units) { return c.plain(units, minor); }
          switch (calculator) {
            case "compound-interest":
              return { balance: t(result.balance), deposits: t(result.deposits), interest: t(result.interest), rows: String(result["by-year"].length) };
            case "loan":
              return { payment: t(result.payment), interest: t(result.interest), paid: t(result.paid), last: t(result.last), rows: String(result.schedule.length) };
            case "savings-goal":
              if (result.outcome !== "reached") return { outcome: "too-slow" };
              return { months: String(result.months), monthly: t(result.monthly), balance: t(result.balance), interest: t(result.interest), rows: String(result["by-year"].length) };
            case "card-payoff": {
              var out = { minimum: t(result["first-minimum"]) };
              [["", result.fixed], ["min-", result.minimumOnly]].forEach(function (pair) {
                var prefix = pair[0], outcome = pair[1];
                if (outcome.outcome === "paid-off") {
                  out[prefix + "months"] = String(outcome.months);
                  out[prefix + "interest"] = t(outcome.interest);
                } else if (outcome.outcome === "never") {
                  out[prefix + "outcome"] = "never";
                  out[prefix + "first-interest"] = t(outcome.firstInterest);
                } else {
                  out[prefix + "outcome"] = "too-slow";
                }
              });
              return out;
            }
            case "take-home-pay":
              return {
                taxable: t(result["yearly-taxable"]), "tax-year": t(result["yearly-tax"]), tax: t(result.tax), "take-home": t(result["take-home"]),
                "take-home-year": t(result["take-home-year"]), bands: result.bands.map(function (band) { return t(band.tax); }).join(" ")
              };
            case "inflation":
              return { price: t(result.price), buys: t(result.buys), savings: t(result.savings), ahead: t(result.ahead), rows: String(result["by-year"].length) };
            case "apr-apy":
              return {
                apr: c.plain(result.apr, 3), apy: c.plain(result.apy, 3),
                table: result.table.map(function (row) { return c.plain(row.apy, 3); }).join(" ")
              };
            case "emergency-fund": {
              var fund = { target: t(result.target), needed: t(result.needed) };
              if (result.outcome === "reached") fund.months = String(result.months); else fund.outcome = result.outcome;
              return fund;
            }
            case "debt-payoff": {
              var debts = { budget: t(result.budget) };
              ["snowball", "avalanche"].forEach(function (name) {
                var plan = result[name].plan, prefix = name + "-";
                debts[prefix + "order"] = result[name].order.map(function (index) { return String(index + 1); }).join(" ");
                if (plan.outcome === "paid-off") {
                  debts[prefix + "months"] = String(plan.months);
                  debts[prefix + "interest"] = t(plan.interest);
                  debts[prefix + "cleared"] = plan.cleared.join(" ");
                } else {
                  debts[prefix + "outcome"] = plan.outcome;
                  if (plan.outcome === "never") debts[prefix + "first-interest"] = t(plan.firstInterest);
                }
              });
              return debts;
            }
            case "net-worth":
              return { owned: t(result.owned), owed: t(result.owed), net: t(result.net) };
            default:
              return { needs: t(result.needs), wants: t(result.wants), savings: t(result.savings) };
          }
        };
        """
}
