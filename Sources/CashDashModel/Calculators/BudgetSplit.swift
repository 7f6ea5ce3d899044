import Foundation

/// The 50/30/20 rule: half of take-home pay for needs, 30% for wants, 20% for savings and paying down debt.
///
/// Needs and wants are rounded to the nearest minor unit and savings is what is left, so the three add up to the
/// pay exactly.
public struct BudgetSplit: Sendable, Equatable {
    public static let needsPercent: Decimal = 50
    public static let wantsPercent: Decimal = 30
    public static let savingsPercent: Decimal = 20

    /// Monthly take-home pay: what arrives after tax.
    public var pay: Decimal

    public init(pay: Decimal) {
        self.pay = pay
    }

    public struct Result: Sendable, Equatable {
        public var needs: Decimal
        public var wants: Decimal
        public var savings: Decimal
    }

    public func calculate(minorUnits: Int = 2) -> Result {
        let math = MoneyMath(minorUnits: minorUnits)
        let needs = math.round(pay * Self.needsPercent / 100)
        let wants = math.round(pay * Self.wantsPercent / 100)
        return Result(needs: needs, wants: wants, savings: pay - needs - wants)
    }
}

extension BudgetSplit: Calculator {
    public static let name = "budget-split"

    /// The inputs of the form.
    public enum Field {
        public static let pay = CalculatorField("pay", "budget_split.fields.pay", .amount)
    }

    public static var fields: [CalculatorField] { [Field.pay] }

    public init(_ inputs: CalculatorInputs) {
        self.init(pay: inputs.decimal(Field.pay))
    }

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as quizzes' `result:` and the case table key
    /// them.
    public static func summary(_ outcome: Result, minorUnits: Int) -> [String: String] {
        [
            "needs": outcome.needs.plain(minorUnits), "wants": outcome.wants.plain(minorUnits),
            "savings": outcome.savings.plain(minorUnits),
        ]
    }
}

/// The sentences the results are told in, by the worked example and by the form's script.
extension BudgetSplit {
    public enum Sentence {
        public static let chartTitle = CalculatorSentence("chart-title", in: "budget_split")
        public static let chart = CalculatorSentence("chart", in: "budget_split")
    }

    public static var sentences: [CalculatorSentence] { [Sentence.chartTitle, Sentence.chart] }
}

/// What a split shows: a card and a slice of the donut for each part.
extension BudgetSplit {
    static let parts = [("needs", needsPercent), ("wants", wantsPercent), ("savings", savingsPercent)]

    public static var layout: ResultLayout {
        ResultLayout(
            cards: parts.map { part, _ in
                .init(
                    .say("\(part)-card", ["percent": .rate("\(part)-percent")]), .money(part),
                    note: .say("\(part)-note"))
            },
            rounding: [.init(.say("rounding", ["nearest": .nearest]))],
            charts: [
                .init(
                    .donut, id: "split", title: .say("chart-title"),
                    description: .say(
                        "chart", ["needs": .money("needs"), "wants": .money("wants"), "savings": .money("savings")]),
                    category: .say("words.part"), points: parts.map { .init(.phrase(.say($0.0)), [$0.0]) })
            ])
    }

    public static func facts(_ result: Result, inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts {
        var facts: ResultFacts = [
            "needs": .number(result.needs), "wants": .number(result.wants), "savings": .number(result.savings),
        ]
        for (part, percent) in parts { facts[part + "-percent"] = .number(percent) }
        return facts
    }
}

/// How `calculators.js` works the reader's numbers out, by the same rules in whole minor units (`BigInt`): 50%, 30% and
/// the rest.
extension BudgetSplit {
    public static let script = #"""
        function (v) {
          var needs = divRound(v.pay * 50n, 100n), wants = divRound(v.pay * 30n, 100n);
          return {
            needs: needs, wants: wants, savings: v.pay - needs - wants,
            "needs-percent": 50000n, "wants-percent": 30000n, "savings-percent": 20000n
          };
        }
        """#
}
