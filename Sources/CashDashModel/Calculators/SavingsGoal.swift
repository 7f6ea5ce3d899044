import Foundation

/// Saving toward a target: how many months it takes at a given monthly deposit, or how much to deposit each month
/// to get there in a given number of months.
///
/// The account adds interest every month on the balance at the start of the month, rounded to the minor unit, and
/// the deposit goes in at the end of the month (the same rules as ``SavingsGrowth`` with monthly compounding).
public struct SavingsGoal: Sendable, Equatable {
    public enum Plan: Sendable, Equatable {
        /// Deposit this much every month: how long until the target?
        case deposit(Decimal)
        /// Reach the target in this many months: how much each month?
        case months(Int)
    }

    /// The longest plan worked out: 100 years.
    public static let maximumMonths = 1_200

    public var target: Decimal
    /// What is already saved.
    public var saved: Decimal
    /// Percent a year: 4 means 4%.
    public var annualRate: Decimal
    public var plan: Plan

    public init(target: Decimal, saved: Decimal, annualRate: Decimal, plan: Plan) {
        self.target = target
        self.saved = saved
        self.annualRate = annualRate
        self.plan = plan
    }

    public enum Result: Sendable, Equatable {
        /// The target is reached after `months` deposits of `deposit`, with `balance` saved by then.
        case reached(months: Int, deposit: Decimal, balance: Decimal, interest: Decimal, growth: [SavingsGrowth.Year])
        /// At this deposit the target is not reached within ``SavingsGoal/maximumMonths``.
        case tooSlow(deposit: Decimal)
    }

    public func calculate(minorUnits: Int = 2) -> Result {
        let math = MoneyMath(minorUnits: minorUnits)
        switch plan {
        case .deposit(let deposit):
            var balance = saved, months = 0
            while balance < target {
                guard months < Self.maximumMonths else { return .tooSlow(deposit: deposit) }
                balance += math.interest(on: balance, percent: annualRate, periodsPerYear: 12) + deposit
                months += 1
            }
            return reached(months: months, deposit: deposit, math: math)
        case .months(let months):
            // The formula's answer, then the smallest amount that really gets there once each month's interest is
            // rounded: both directions move by one minor unit and stop after a step or two.
            var deposit = max(0, estimate(months: months, math: math))
            while balance(after: months, deposit: deposit, math: math) < target { deposit += math.unit }
            while deposit > 0, balance(after: months, deposit: deposit - math.unit, math: math) >= target {
                deposit -= math.unit
            }
            return reached(months: months, deposit: deposit, math: math)
        }
    }

    /// `(target − saved × g) × r ÷ (g − 1)` with `g = (1 + r)^months`, rounded up; `(target − saved) ÷ months` at 0%.
    private func estimate(months: Int, math: MoneyMath) -> Decimal {
        guard months > 0 else { return 0 }
        guard annualRate > 0 else { return math.roundUp((target - saved) / Decimal(months)) }
        let rate = annualRate / 1200
        let growth = pow(1 + rate, months)
        return math.roundUp((target - saved * growth) * rate / (growth - 1))
    }

    private func balance(after months: Int, deposit: Decimal, math: MoneyMath) -> Decimal {
        var balance = saved
        for _ in 0..<months {
            balance += math.interest(on: balance, percent: annualRate, periodsPerYear: 12) + deposit
        }
        return balance
    }

    private func reached(months: Int, deposit: Decimal, math: MoneyMath) -> Result {
        var balance = saved, year = SavingsGrowth.Year(year: 1, deposits: saved, interest: 0, balance: saved)
        var growth: [SavingsGrowth.Year] = []
        for month in stride(from: 1, through: months, by: 1) {
            let interest = math.interest(on: balance, percent: annualRate, periodsPerYear: 12)
            balance += interest + deposit
            year.interest += interest
            year.deposits += deposit
            year.balance = balance
            if month % 12 == 0 || month == months {
                growth.append(year)
                year = SavingsGrowth.Year(year: year.year + 1, deposits: 0, interest: 0, balance: balance)
            }
        }
        return .reached(
            months: months, deposit: deposit, balance: balance, interest: balance - saved - deposit * Decimal(months),
            growth: growth)
    }
}

extension SavingsGoal: Calculator {
    public static let name = "savings-goal"

    /// The inputs of the form: a monthly amount is asked for when the plan is `time`, a number of months when it is
    /// `amount`.
    public enum Field {
        public static let target = CalculatorField("target", "savings_goal.fields.target", .amount)
        public static let saved = CalculatorField("saved", "savings_goal.fields.saved", .amount)
        public static let rate = CalculatorField.rate
        public static let plan = CalculatorField(
            "plan", "savings_goal.fields.plan",
            .choice([("time", "savings_goal.options.time"), ("amount", "savings_goal.options.amount")]), inferred: true)
        public static let monthly = CalculatorField(
            "monthly", "savings_goal.fields.monthly", .amount, when: .when(plan, is: "time"))
        public static let months = CalculatorField(
            "months", "savings_goal.fields.months", .whole(1...600, unit: "months"), when: .when(plan, is: "amount"))
    }

    public static var fields: [CalculatorField] {
        [Field.target, Field.saved, Field.rate, Field.plan, Field.monthly, Field.months]
    }

    public init(_ inputs: CalculatorInputs) {
        let plan: Plan =
            inputs.choice(Field.plan) == "amount"
            ? .months(inputs.whole(Field.months)) : .deposit(inputs.decimal(Field.monthly))
        self.init(
            target: inputs.decimal(Field.target), saved: inputs.decimal(Field.saved),
            annualRate: inputs.decimal(Field.rate), plan: plan)
    }

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as quizzes' `result:` and the case table key
    /// them.
    public static func summary(_ outcome: Result, minorUnits: Int) -> [String: String] {
        switch outcome {
        case .reached(let months, let deposit, let balance, let interest, let growth):
            [
                "months": "\(months)", "monthly": deposit.plain(minorUnits), "balance": balance.plain(minorUnits),
                "interest": interest.plain(minorUnits), "rows": "\(growth.count)",
            ]
        case .tooSlow: ["outcome": "too-slow"]
        }
    }
}

/// The sentences the results are told in, by the worked example and by the form's script.
extension SavingsGoal {
    public enum Sentence {
        public static let tooSlow = CalculatorSentence("too-slow", in: "savings_goal")
        public static let alreadyThere = CalculatorSentence("already-there", in: "savings_goal")
        public static let chart = CalculatorSentence("chart", in: "savings_goal")
        public static let table = CalculatorSentence("table", in: "savings_goal")
    }

    public static var sentences: [CalculatorSentence] {
        [Sentence.tooSlow, Sentence.alreadyThere, Sentence.chart, Sentence.table, SavingsGrowth.Sentence.growthChart]
    }
}

/// What a savings goal shows: how long it takes or what to put away, the balance growing and a table of the years.
extension SavingsGoal {
    public static var layout: ResultLayout {
        let reached = ResultLayout.Condition.fact("outcome", is: "reached"),
            byAmount = ResultLayout.Condition.fact("plan", is: "amount")
        let growing = ResultLayout.Condition.all([reached, .compare("months", .greater, .number(0))])
        return ResultLayout(
            cards: [
                .init(.say("put-away"), .money("monthly"), when: .all([reached, byAmount])),
                .init(.say("time-to-goal"), .months("months"), when: .all([reached, .not(byAmount)])),
                .init(.say("saved-by-then"), .money("balance"), when: reached),
                .init(.say("words.interest-earned"), .money("interest"), when: reached),
            ],
            notes: [
                .init(
                    .say("too-slow", ["monthly": .money("monthly"), "target": .money("target")]),
                    when: .fact("outcome", is: "too-slow")),
                .init(
                    .say("already-there", ["target": .money("target")]),
                    when: .all([reached, .compare("months", .equal, .number(0))])),
                .init(
                    .say(
                        "after",
                        [
                            "months": .months("months"), "deposit": .money("monthly"), "balance": .money("balance"),
                            "target": .money("target"),
                        ]), when: growing),
            ],
            rounding: [
                .init(.say("rounding", ["nearest": .nearest])),
                .init(.say("rounding-amount", ["unit": .unit]), when: .all([reached, byAmount])),
            ],
            charts: [SavingsGrowth.growthChart(title: .say("chart"), when: growing)],
            table: SavingsGrowth.yearTable(caption: .say("table"), when: growing))
    }

    public static func facts(_ result: Result, inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts {
        switch result {
        case .tooSlow(let deposit):
            return ["outcome": .text("too-slow"), "monthly": .number(deposit)]
        case .reached(let months, let deposit, let balance, let interest, let growth):
            return [
                "outcome": .text("reached"), "months": .count(months), "monthly": .number(deposit),
                "balance": .number(balance), "interest": .number(interest), "by-year": SavingsGrowth.facts(of: growth),
            ]
        }
    }
}

/// How `calculators.js` works the reader's numbers out, by the same rules in whole minor units (`BigInt`): the monthly
/// amount for a number of months, or the months a monthly amount takes.
extension SavingsGoal {
    public static let script = #"""
        function (v) {
          /** A month of saving: interest on the balance at the start, then the deposit. */
          function saveMonth(balance, rate, deposit) {
            return balance + interest(balance, rate, 12) + deposit;
          }

          var deposit, months;
          if (v.plan === "amount") {
            months = v.months;
            var after = function (d) {
              var b = v.saved;
              for (var m = 0; m < months; m++) b = saveMonth(b, v.rate, d);
              return b;
            };
            if (v.rate === 0n) {
              deposit = divUp(v.target - v.saved, BigInt(months));
            } else {
              var g = growth(v.rate, months);
              deposit = divUp((v.target * g.down - v.saved * g.up) * v.rate, g.base * (g.up - g.down));
            }
            deposit = max(deposit, 0n);
            while (after(deposit) < v.target) deposit += 1n;
            while (deposit > 0n && after(deposit - 1n) >= v.target) deposit -= 1n;
          } else {
            deposit = v.monthly;
            var balance = v.saved;
            months = 0;
            while (balance < v.target) {
              if (months >= MAXIMUM_MONTHS) return { outcome: "too-slow", monthly: deposit };
              balance = saveMonth(balance, v.rate, deposit);
              months++;
            }
          }
          var b = v.saved, years = [], year = { year: 1, deposits: v.saved, interest: 0n, balance: v.saved };
          for (var month = 1; month <= months; month++) {
            var earned = interest(b, v.rate, 12);
            b += earned + deposit;
            year.interest += earned;
            year.deposits += deposit;
            year.balance = b;
            if (month % 12 === 0 || month === months) {
              years.push(year);
              year = { year: year.year + 1, deposits: 0n, interest: 0n, balance: b };
            }
          }
          return {
            outcome: "reached", months: months, monthly: deposit, balance: b,
            interest: b - v.saved - deposit * BigInt(months), "by-year": soFar(years)
          };
        }
        """#
}
