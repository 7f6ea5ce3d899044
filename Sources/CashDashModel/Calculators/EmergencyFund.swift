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
    public static let name = "emergency-fund"

    /// The inputs of the form.
    public enum Field {
        public static let costs = CalculatorField("costs", "emergency_fund.fields.costs", .amount)
        public static let months = CalculatorField(
            "months", "emergency_fund.fields.months", .whole(1...24, unit: "months"))
        public static let saved = CalculatorField("saved", "emergency_fund.fields.saved", .amount)
        public static let monthly = CalculatorField("monthly", "emergency_fund.fields.monthly", .amount)
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

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as quizzes' `result:` and the case table key
    /// them.
    public static func summary(_ result: Result, minorUnits: Int) -> [String: String] {
        var summary = ["target": result.target.plain(minorUnits), "needed": result.needed.plain(minorUnits)]
        switch result.outcome {
        case .reached(let months, _): summary["months"] = "\(months)"
        case .never: summary["outcome"] = "never"
        case .tooSlow: summary["outcome"] = "too-slow"
        }
        return summary
    }
}

/// The sentences the results are told in, by the worked example and by the form's script.
extension EmergencyFund {
    public enum Sentence {
        public static let never = CalculatorSentence("never", in: "emergency_fund")
        public static let tooSlow = CalculatorSentence("too-slow", in: "emergency_fund")
        public static let ready = CalculatorSentence("ready", in: "emergency_fund")
        public static let byMonthTitle = CalculatorSentence("by-month-title", in: "emergency_fund")
        public static let byYearTitle = CalculatorSentence("by-year-title", in: "emergency_fund")
        public static let chart = CalculatorSentence("chart", in: "emergency_fund")
    }

    public static var sentences: [CalculatorSentence] {
        [Sentence.never, Sentence.tooSlow, Sentence.ready, Sentence.byMonthTitle, Sentence.byYearTitle, Sentence.chart]
    }
}

/// What an emergency fund shows: the target, what is still to save, how long it takes and the fund growing.
extension EmergencyFund {
    public static var layout: ResultLayout {
        let reached = ResultLayout.Condition.fact("outcome", is: "reached")
        let saving = ResultLayout.Condition.all([reached, .compare("months", .greater, .number(0))])
        let byMonth = ResultLayout.Condition.compare("months", .lessOrEqual, .number(36))
        return ResultLayout(
            cards: [
                .init(
                    .say("target"), .money("target"),
                    note: .say("target-note", ["months": .counted("covered", word: "months")])),
                .init(.say("still-to-save"), .money("needed")),
                .init(
                    .say("time"), .months("months"), note: .say("time-note", ["monthly": .money("monthly")]),
                    when: saving),
            ],
            notes: [
                .init(.say("never"), when: .fact("outcome", is: "never")),
                .init(.say("too-slow", ["monthly": .money("monthly")]), when: .fact("outcome", is: "too-slow")),
                .init(.say("ready"), when: .all([reached, .compare("months", .equal, .number(0))])),
            ],
            rounding: [.init(.say("rounding", ["months": .count("covered")]))],
            charts: [
                .init(
                    .bars, id: "fund", title: .either(byMonth, .say("by-month-title"), .say("by-year-title")),
                    description: .say("chart", ["target": .money("target"), "months": .months("months")]),
                    category: .either(byMonth, .say("words.month-column"), .say("words.year-column")),
                    series: [.say("saved-series")], rows: "points",
                    points: [.init(.either(byMonth, .count("month"), .year("year")), ["balance"])], when: saving)
            ])
    }

    public static func facts(_ result: Result, inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts {
        var facts: ResultFacts = [
            "target": .number(result.target), "needed": .number(result.needed),
            "covered": .count(inputs.whole(Field.months)),
        ]
        switch result.outcome {
        case .never: facts["outcome"] = .text("never")
        case .tooSlow: facts["outcome"] = .text("too-slow")
        case .reached(let months, let balances):
            facts["outcome"] = .text("reached")
            facts["months"] = .count(months)
            // Each month for up to three years, else the end of each year and the last month.
            facts["points"] = .rows(
                balances.enumerated().compactMap { offset, balance in
                    let month = offset + 1
                    guard months <= 36 || month % 12 == 0 || month == months else { return nil }
                    return ["month": .count(month), "year": .count((month + 11) / 12), "balance": .number(balance)]
                })
        }
        return facts
    }
}

/// How `calculators.js` works the reader's numbers out, by the same rules in whole minor units (`BigInt`): the target,
/// what is still to save, and the whole months it takes (nothing rounded).
extension EmergencyFund {
    public static let script = #"""
        function (v) {
          var target = v.costs * BigInt(v.months), needed = max(target - v.saved, 0n);
          var fund = { target: target, needed: needed, covered: v.months };
          function ends(outcome) { fund.outcome = outcome; return fund; }
          if (needed === 0n) { fund.months = 0; fund.points = []; return ends("reached"); }
          if (v.monthly === 0n) return ends("never");
          var months = divUp(needed, v.monthly);
          if (months > BigInt(MAXIMUM_MONTHS)) return ends("too-slow");
          // Each month for up to three years, else the end of each year and the last month.
          fund.months = Number(months);
          fund.points = [];
          for (var m = 1; m <= fund.months; m++) {
            if (fund.months <= 36 || m % 12 === 0 || m === fund.months) {
              fund.points.push({ month: m, year: Math.floor((m + 11) / 12), balance: min(v.saved + v.monthly * BigInt(m), target) });
            }
          }
          return ends("reached");
        }
        """#
}
