import Foundation

/// Paying off several debts with one monthly budget, in two orders: the snowball (smallest balance first) and the
/// avalanche (highest rate first).
///
/// The budget is every debt's minimum payment plus an extra amount, and stays the same until all are paid, so a
/// debt's minimum rolls on to the next once it is gone. Each month every debt is charged balance × rate ÷ 12,
/// rounded to the nearest minor unit (half up); then each gets its minimum (or what it still owes), and what is
/// left of the budget goes to the debts in the order's turn. The order is fixed at the start; ties keep the
/// order the debts were listed in.
public struct DebtPayoff: Sendable, Equatable {
    /// The longest payoff worked out: 100 years.
    public static let maximumMonths = 1_200
    /// The most debts the form has rows for.
    public static let maximumDebts = 4

    public struct Debt: Sendable, Equatable {
        /// The name the reader gave it; empty for none (pages then call it "Debt 2" after its ``row``).
        public var name: String
        /// Its row on the form, from 1.
        public var row: Int
        public var balance: Decimal
        /// Percent a year.
        public var rate: Decimal
        public var minimum: Decimal

        public init(name: String, row: Int = 0, balance: Decimal, rate: Decimal, minimum: Decimal) {
            self.name = name
            self.row = row
            self.balance = balance
            self.rate = rate
            self.minimum = minimum
        }
    }

    public enum Strategy: String, CaseIterable, Sendable {
        case snowball, avalanche

    }

    public var debts: [Debt]
    public var extra: Decimal

    public init(debts: [Debt], extra: Decimal) {
        self.debts = debts
        self.extra = extra
    }

    public enum Outcome: Sendable, Equatable {
        /// `paidOffIn[i]` is the month debt `i` was cleared (0 if it owed nothing); `owed` is the total still owed
        /// after each month.
        case paidOff(months: Int, totalInterest: Decimal, paidOffIn: [Int], owed: [Decimal])
        /// The budget does not cover the first month's interest, so the debts never go down.
        case neverPaidOff(firstInterest: Decimal)
        /// They would take longer than ``DebtPayoff/maximumMonths``.
        case tooSlow
    }

    public struct Plan: Sendable, Equatable {
        public var strategy: Strategy
        /// The debts' indexes in the order extra money goes to them.
        public var order: [Int]
        public var outcome: Outcome
    }

    public struct Result: Sendable, Equatable {
        /// Every minimum plus the extra.
        public var budget: Decimal
        public var snowball: Plan
        public var avalanche: Plan
    }

    public func calculate(minorUnits: Int = 2) -> Result {
        let math = MoneyMath(minorUnits: minorUnits)
        let budget = debts.filter { $0.balance > 0 }.reduce(extra) { $0 + $1.minimum }
        let listed = Array(debts.indices)
        let snowball = listed.sorted { (debts[$0].balance, $0) < (debts[$1].balance, $1) }
        let avalanche = listed.sorted { (-debts[$0].rate, $0) < (-debts[$1].rate, $1) }
        return Result(
            budget: budget,
            snowball: Plan(
                strategy: .snowball, order: snowball, outcome: pay(in: snowball, budget: budget, math: math)),
            avalanche: Plan(
                strategy: .avalanche, order: avalanche, outcome: pay(in: avalanche, budget: budget, math: math)))
    }

    private func pay(in order: [Int], budget: Decimal, math: MoneyMath) -> Outcome {
        var owed = debts.map(\.balance), paidOffIn = Array(repeating: 0, count: debts.count)
        var month = 0, total = Decimal(0), history: [Decimal] = []
        while owed.contains(where: { $0 > 0 }) {
            guard month < Self.maximumMonths else { return .tooSlow }
            month += 1
            var charged = Decimal(0)
            for index in owed.indices where owed[index] > 0 {
                let interest = math.interest(on: owed[index], percent: debts[index].rate, periodsPerYear: 12)
                owed[index] += interest
                charged += interest
            }
            if month == 1 && budget <= charged { return .neverPaidOff(firstInterest: charged) }
            total += charged
            var left = budget
            for index in owed.indices where owed[index] > 0 {
                let paid = min(debts[index].minimum, owed[index], left)
                owed[index] -= paid
                left -= paid
            }
            for index in order where owed[index] > 0 && left > 0 {
                let paid = min(owed[index], left)
                owed[index] -= paid
                left -= paid
            }
            for index in owed.indices where owed[index] == 0 && paidOffIn[index] == 0 && debts[index].balance > 0 {
                paidOffIn[index] = month
            }
            history.append(owed.reduce(0, +))
        }
        return .paidOff(months: month, totalInterest: total, paidOffIn: paidOffIn, owed: history)
    }
}

extension DebtPayoff: Calculator {
    public static let name = "debt-payoff"

    /// The inputs of the form: the extra each month, and a row of boxes per debt (1 to 4) whose rate and minimum are
    /// asked for when its balance is given.
    public enum Field {
        public static let extra = CalculatorField("extra", "debt_payoff.fields.extra", .amount)
        public static func name(_ row: Int) -> CalculatorField {
            CalculatorField(
                "debt\(row)-name", "debt_payoff.fields.name", .text(maxLength: 30), row: row, optional: true,
                group: "debt_payoff.group")
        }
        public static func balance(_ row: Int) -> CalculatorField {
            CalculatorField(
                "debt\(row)-balance", "debt_payoff.fields.balance", .amount, row: row, optional: row > 1,
                group: "debt_payoff.group")
        }
        public static func rate(_ row: Int) -> CalculatorField {
            CalculatorField(
                "debt\(row)-rate", "debt_payoff.fields.rate", .rate, row: row, group: "debt_payoff.group",
                when: .when(given: balance(row)))
        }
        public static func minimum(_ row: Int) -> CalculatorField {
            CalculatorField(
                "debt\(row)-minimum", "debt_payoff.fields.minimum", .amount, row: row, group: "debt_payoff.group",
                when: .when(given: balance(row)))
        }
    }

    public static var fields: [CalculatorField] {
        [Field.extra]
            + (1...maximumDebts).flatMap { [Field.name($0), Field.balance($0), Field.rate($0), Field.minimum($0)] }
    }

    public init(_ inputs: CalculatorInputs) {
        let debts = (1...Self.maximumDebts).compactMap { row -> Debt? in
            guard inputs.has(Field.balance(row)) else { return nil }
            let name = inputs.text(Field.name(row)) ?? ""
            return Debt(
                name: name, row: row, balance: inputs.decimal(Field.balance(row)),
                rate: inputs.decimal(Field.rate(row)), minimum: inputs.decimal(Field.minimum(row)))
        }
        self.init(debts: debts, extra: inputs.decimal(Field.extra))
    }

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as quizzes' `result:` and the case table key
    /// them.
    public static func summary(_ result: Result, minorUnits: Int) -> [String: String] {
        var summary = ["budget": result.budget.plain(minorUnits)]
        for plan in [result.snowball, result.avalanche] {
            let prefix = plan.strategy.rawValue + "-"
            summary[prefix + "order"] = plan.order.map { "\($0 + 1)" }.joined(separator: " ")
            switch plan.outcome {
            case .paidOff(let months, let interest, let paidOffIn, _):
                summary[prefix + "months"] = "\(months)"
                summary[prefix + "interest"] = interest.plain(minorUnits)
                summary[prefix + "cleared"] = paidOffIn.map(String.init).joined(separator: " ")
            case .neverPaidOff(let first):
                summary[prefix + "outcome"] = "never"
                summary[prefix + "first-interest"] = first.plain(minorUnits)
            case .tooSlow:
                summary[prefix + "outcome"] = "too-slow"
            }
        }
        return summary
    }
}

/// The sentences the results are told in, by the worked example and by the form's script.
extension DebtPayoff {
    public enum Sentence {
        public static let never = CalculatorSentence("never", in: "debt_payoff")
        public static let tooSlow = CalculatorSentence("too-slow", in: "debt_payoff")
        public static let sameInterest = CalculatorSentence("same-interest", in: "debt_payoff")
        public static let avalancheSaves = CalculatorSentence("avalanche-saves", in: "debt_payoff")
        public static let snowballSaves = CalculatorSentence("snowball-saves", in: "debt_payoff")
        public static let sameTime = CalculatorSentence("same-time", in: "debt_payoff")
        /// "The snowball is debt-free {months} sooner."
        public static func sooner(_ strategy: Strategy) -> CalculatorSentence {
            CalculatorSentence("sooner-\(strategy.rawValue)", in: "debt_payoff")
        }
        public static let byMonthTitle = CalculatorSentence("by-month-title", in: "debt_payoff")
        public static let byYearTitle = CalculatorSentence("by-year-title", in: "debt_payoff")
        public static let chart = CalculatorSentence("chart", in: "debt_payoff")
        public static let table = CalculatorSentence("table", in: "debt_payoff")
        /// The plan's name: "Snowball".
        public static func plan(_ strategy: Strategy) -> CalculatorSentence {
            CalculatorSentence("plan-\(strategy.rawValue)", in: "debt_payoff")
        }
    }

    public static var sentences: [CalculatorSentence] {
        [
            Sentence.never, Sentence.tooSlow, Sentence.sameInterest, Sentence.avalancheSaves, Sentence.snowballSaves,
            Sentence.sameTime, Sentence.sooner(.snowball), Sentence.sooner(.avalanche), Sentence.byMonthTitle,
            Sentence.byYearTitle, Sentence.chart,
            Sentence.table,
        ] + [Strategy.snowball, .avalanche].map(Sentence.plan)
    }
}
