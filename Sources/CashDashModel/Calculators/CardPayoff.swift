import Foundation

/// Paying off a credit card: how long a fixed monthly payment takes and what it costs in interest, beside what
/// paying only the minimum costs.
///
/// Each month the card charges the balance × APR ÷ 12 (rounded to the minor unit), then the payment comes off.
/// The minimum payment is that month's interest plus 1% of the balance, or 25 (dollars, euros…) if that is more,
/// or the whole balance when it is less than that.
public struct CardPayoff: Sendable, Equatable {
    /// The longest payoff worked out: 100 years.
    public static let maximumMonths = 1_200
    /// The minimum payment's share of the balance, in percent, on top of the month's interest.
    public static let minimumPercent: Decimal = 1
    /// The smallest minimum payment.
    public static let minimumFloor: Decimal = 25

    public var balance: Decimal
    /// The card's annual percentage rate: 24 means 24%.
    public var apr: Decimal
    public var payment: Decimal

    public init(balance: Decimal, apr: Decimal, payment: Decimal) {
        self.balance = balance
        self.apr = apr
        self.payment = payment
    }

    /// One month of paying the card.
    public struct Month: Sendable, Equatable {
        public var month: Int
        public var interest: Decimal
        public var payment: Decimal
        /// What is still owed after the payment.
        public var balance: Decimal
    }

    public enum Outcome: Sendable, Equatable {
        case paidOff(months: Int, totalInterest: Decimal, schedule: [Month])
        /// The payment is no more than the first month's interest, so the balance never goes down.
        case neverPaidOff(firstInterest: Decimal)
        /// The balance goes down, but it would take longer than ``CardPayoff/maximumMonths``.
        case tooSlow
    }

    public struct Result: Sendable, Equatable {
        /// Paying `payment` every month.
        public var fixed: Outcome
        /// Paying only the minimum every month (this always ends).
        public var minimumOnly: Outcome
        /// The first month's minimum payment.
        public var firstMinimum: Decimal
    }

    public func calculate(minorUnits: Int = 2) -> Result {
        let math = MoneyMath(minorUnits: minorUnits)
        let firstInterest = math.interest(on: balance, percent: apr, periodsPerYear: 12)
        let fixed: Outcome
        if balance > 0 && payment <= firstInterest {
            fixed = .neverPaidOff(firstInterest: firstInterest)
        } else {
            fixed = pay(math: math) { _, _ in payment }
        }
        let minimumOnly = pay(math: math) { owed, interest in minimum(owed: owed, interest: interest, math: math) }
        return Result(
            fixed: fixed, minimumOnly: minimumOnly,
            firstMinimum: min(
                balance + firstInterest, minimum(owed: balance + firstInterest, interest: firstInterest, math: math)))
    }

    /// The minimum payment on a balance that already includes this month's `interest`.
    private func minimum(owed: Decimal, interest: Decimal, math: MoneyMath) -> Decimal {
        max(interest + math.round((owed - interest) * Self.minimumPercent / 100), Self.minimumFloor)
    }

    private func pay(math: MoneyMath, payment: (_ owed: Decimal, _ interest: Decimal) -> Decimal) -> Outcome {
        var owed = balance, total = Decimal(0), schedule: [Month] = []
        while owed > 0 {
            guard schedule.count < Self.maximumMonths else { return .tooSlow }
            let interest = math.interest(on: owed, percent: apr, periodsPerYear: 12)
            owed += interest
            let paid = min(payment(owed, interest), owed)
            owed -= paid
            total += interest
            schedule.append(Month(month: schedule.count + 1, interest: interest, payment: paid, balance: owed))
        }
        return .paidOff(months: schedule.count, totalInterest: total, schedule: schedule)
    }
}

extension CardPayoff {
    /// A payoff schedule added up by year: the interest charged and the payments made in each year, and what is
    /// still owed at its end.
    public static func years(of schedule: [Month]) -> [(year: Int, interest: Decimal, paid: Decimal, balance: Decimal)]
    {
        totalsByYear(schedule, number: \.month, amounts: { ($0.interest, $0.payment) }, balance: \.balance)
            .map { ($0.year, $0.first, $0.second, $0.balance) }
    }
}

extension CardPayoff: Calculator {
    public static let name = "card-payoff"

    /// The inputs of the form.
    public enum Field {
        public static let balance = CalculatorField("balance", "card_payoff.fields.balance", .amount)
        public static let rate = CalculatorField("rate", "card_payoff.fields.rate", .rate)
        public static let payment = CalculatorField("payment", "card_payoff.fields.payment", .amount)
    }

    public static var fields: [CalculatorField] { [Field.balance, Field.rate, Field.payment] }

    public init(_ inputs: CalculatorInputs) {
        self.init(
            balance: inputs.decimal(Field.balance), apr: inputs.decimal(Field.rate),
            payment: inputs.decimal(Field.payment))
    }

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as quizzes' `result:` and the case table key
    /// them.
    public static func summary(_ outcome: Result, minorUnits: Int) -> [String: String] {
        var summary = ["minimum": outcome.firstMinimum.plain(minorUnits)]
        for (prefix, plan) in [("", outcome.fixed), ("min-", outcome.minimumOnly)] {
            switch plan {
            case .paidOff(let months, let interest, _):
                summary[prefix + "months"] = "\(months)"
                summary[prefix + "interest"] = interest.plain(minorUnits)
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
extension CardPayoff {
    public enum Sentence {
        public static let never = CalculatorSentence("never", in: "card_payoff")
        public static let tooSlow = CalculatorSentence("too-slow", in: "card_payoff")
        public static let owedByMonth = CalculatorSentence("owed-by-month", in: "card_payoff")
        public static let owedByYear = CalculatorSentence("owed-by-year", in: "card_payoff")
        public static let owedChart = CalculatorSentence("owed-chart", in: "card_payoff")
        public static let monthlyTable = CalculatorSentence("monthly-table", in: "card_payoff")
        public static let yearlyTable = CalculatorSentence("yearly-table", in: "card_payoff")
        public static let minimumOnly = CalculatorSentence("minimum-only", in: "card_payoff")
        public static let compareTitle = CalculatorSentence("compare-title", in: "card_payoff")
        public static let compareChart = CalculatorSentence("compare-chart", in: "card_payoff")
    }

    public static var sentences: [CalculatorSentence] {
        [
            Sentence.never, Sentence.tooSlow, Sentence.owedByMonth, Sentence.owedByYear, Sentence.owedChart,
            Sentence.monthlyTable, Sentence.yearlyTable, Sentence.minimumOnly, Sentence.compareTitle,
            Sentence.compareChart,
        ]
    }
}

/// How `calculators.js` works the reader's numbers out, by the same rules in whole minor units (`BigInt`): a fixed
/// payment, and the minimum only, month by month.
extension CardPayoff {
    public static let script = #"""
        function (v, format) {
          var MINIMUM_PERCENT = 1n, MINIMUM_FLOOR = 25n;

          var floor = MINIMUM_FLOOR * 10n ** BigInt(format.minor);
          function minimum(owed, charged) {
            return max(charged + divRound((owed - charged) * MINIMUM_PERCENT, 100n), floor);
          }
          function pay(payment) {
            var owed = v.balance, total = 0n, schedule = [];
            while (owed > 0n) {
              if (schedule.length >= MAXIMUM_MONTHS) return { outcome: "too-slow", schedule: [] };
              var charged = interest(owed, v.rate, 12);
              owed += charged;
              var paid = min(payment(owed, charged), owed);
              owed -= paid;
              total += charged;
              schedule.push({ month: schedule.length + 1, interest: charged, payment: paid, balance: owed });
            }
            return { outcome: "paid-off", months: schedule.length, interest: total, schedule: schedule };
          }
          var first = interest(v.balance, v.rate, 12);
          var fixed = v.balance > 0n && v.payment <= first
            ? { outcome: "never", firstInterest: first, schedule: [] }
            : pay(function () { return v.payment; });
          var result = {
            fixed: fixed, minimumOnly: pay(minimum), "first-minimum": min(v.balance + first, minimum(v.balance + first, first)),
            "minimum-percent": MINIMUM_PERCENT * 1000n, "minimum-floor": floor, zero: 0n
          };
          [["", fixed], ["min-", result.minimumOnly]].forEach(function (pair) {
            var prefix = pair[0], outcome = pair[1];
            result[prefix + "outcome"] = outcome.outcome;
            if (outcome.outcome === "never") result[prefix + "first-interest"] = outcome.firstInterest;
            if (outcome.outcome !== "paid-off") return;
            result[prefix + "months"] = outcome.months;
            result[prefix + "interest"] = outcome.interest;
          });
          if (fixed.outcome === "paid-off") {
            var schedule = fixed.schedule;
            result.schedule = schedule;
            result["by-year"] = byYear(schedule, ["interest", "payment"]).map(function (year) { year.paid = year.payment; return year; });
            // Each month for up to three years, else the end of each year and the last month.
            result.points = schedule.filter(function (m) {
              return schedule.length <= 36 || m.month % 12 === 0 || m.month === schedule.length;
            }).map(function (m) { return { month: m.month, year: Math.floor((m.month + 11) / 12), balance: m.balance }; });
          }
          return result;
        }
        """#
}
