import Foundation

/// An emergency fund: enough to cover some months of essential costs, and how long saving a fixed amount each
/// month takes to get there. Amounts are exact; nothing is rounded.
public struct EmergencyFund: Sendable, Equatable {
    /// The longest time worked out: 100 years.
    public static let maximumMonths = 1_200

    public var monthlyCosts: Decimal
    public var months: Int
    public var saved: Decimal
    public var monthlySaving: Decimal

    public init(monthlyCosts: Decimal, months: Int, saved: Decimal, monthlySaving: Decimal) {
        self.monthlyCosts = monthlyCosts
        self.months = months
        self.saved = saved
        self.monthlySaving = monthlySaving
    }

    public enum Outcome: Sendable, Equatable {
        /// Reached after `months` of saving (0: already there); the fund after each month.
        case reached(months: Int, balances: [Decimal])
        /// Nothing is put away, so the fund never grows.
        case never
        /// It would take longer than ``EmergencyFund/maximumMonths``.
        case tooSlow
    }

    public struct Result: Sendable, Equatable {
        public var target: Decimal
        /// What is still to save (0 when the target is met).
        public var needed: Decimal
        public var outcome: Outcome
    }

    public func calculate(minorUnits: Int = 2) -> Result {
        let target = monthlyCosts * Decimal(months), needed = max(target - saved, 0)
        let outcome: Outcome
        if needed == 0 {
            outcome = .reached(months: 0, balances: [])
        } else if monthlySaving == 0 {
            outcome = .never
        } else {
            var count = needed / monthlySaving, whole = Decimal()
            NSDecimalRound(&whole, &count, 0, .up)
            let months = NSDecimalNumber(decimal: whole).intValue
            outcome =
                months > Self.maximumMonths
                ? .tooSlow
                : .reached(
                    months: months,
                    balances: (1...months).map { min(saved + monthlySaving * Decimal($0), max(target, saved)) })
        }
        return Result(target: target, needed: needed, outcome: outcome)
    }
}

extension EmergencyFund: Calculator {
    public static let title = "Emergency fund"

    /// The inputs of the form.
    public enum Field {
        public static let costs = CalculatorField("costs", "Essential costs each month", .amount)
        public static let months = CalculatorField("months", "Months to cover", .whole(1...24, unit: "months"))
        public static let saved = CalculatorField("saved", "Saved already", .amount)
        public static let monthly = CalculatorField("monthly", "Put away each month", .amount)
    }

    public static var fields: [CalculatorField] {
        [
            Field.costs, Field.months, Field.saved, Field.monthly,
        ]
    }

    public init(_ inputs: CalculatorInputs) {
        self.init(
            monthlyCosts: inputs.decimal(Field.costs), months: inputs.whole(Field.months),
            saved: inputs.decimal(Field.saved),
            monthlySaving: inputs.decimal(Field.monthly))
    }

    public static func calculation(_ result: Result) -> Calculation { .emergencyFund(result) }
}

/// The sentences the results are told in, by the worked example and by the form's script.
extension EmergencyFund {
    public enum Sentence {
        public static let never = CalculatorSentence(
            "never",
            "With nothing put away each month, the fund stays where it is. Even a small amount each month gets it moving."
        )
        public static let tooSlow = CalculatorSentence(
            "too-slow", "At {monthly} a month it would take more than 100 years. Put away more each month.")
        public static let ready = CalculatorSentence(
            "ready", "What is saved already covers the target: the fund is ready.")
        public static let byMonthTitle = CalculatorSentence("by-month-title", "Your emergency fund month by month")
        public static let byYearTitle = CalculatorSentence(
            "by-year-title", "Your emergency fund at the end of each year")
        public static let chart = CalculatorSentence(
            "chart", "Bars of the fund growing to the target of {target} after {months}.")
    }

    public static var sentences: [CalculatorSentence] {
        [Sentence.never, Sentence.tooSlow, Sentence.ready, Sentence.byMonthTitle, Sentence.byYearTitle, Sentence.chart]
    }
}
