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
        case .success(let values): return kind.calculate(values)?.summary() ?? [:]
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
