import Foundation

/// Compound interest: a starting amount and a deposit at the end of every month, growing at a yearly rate.
///
/// Interest is added `compounding.perYear` times a year on the balance at the start of that period, rounded to the
/// minor unit as a bank statement would show it; money deposited during a period starts earning at the next one.
public struct SavingsGrowth: Sendable, Equatable {
    public var principal: Decimal
    public var monthlyDeposit: Decimal
    /// Percent a year: 5 means 5%.
    public var annualRate: Decimal
    public var years: Int
    /// One of ``Compounding/savingsChoices``: interest is added at the end of a whole number of months.
    public var compounding: Compounding

    public init(principal: Decimal, monthlyDeposit: Decimal, annualRate: Decimal, years: Int, compounding: Compounding)
    {
        self.principal = principal
        self.monthlyDeposit = monthlyDeposit
        self.annualRate = annualRate
        self.years = years
        precondition(
            Compounding.savingsChoices.contains(compounding), "a savings account adds interest monthly or less often")
        self.compounding = compounding
    }

    /// One year of the growth table.
    public struct Year: Sendable, Equatable {
        public var year: Int
        /// Money put in during the year (the starting amount counts in year 1).
        public var deposits: Decimal
        public var interest: Decimal
        /// The balance at the end of the year.
        public var balance: Decimal
    }

    public struct Result: Sendable, Equatable {
        public var years: [Year]
        /// Everything put in, the starting amount included.
        public var totalDeposits: Decimal
        public var totalInterest: Decimal
        public var balance: Decimal
    }

    public func calculate(minorUnits: Int = 2) -> Result {
        let math = MoneyMath(minorUnits: minorUnits)
        let monthsPerPeriod = 12 / compounding.perYear
        var balance = principal, periodStart = principal
        var rows: [Year] = []
        var yearDeposits = principal, yearInterest = Decimal(0)
        for month in stride(from: 1, through: years * 12, by: 1) {
            if month % monthsPerPeriod == 0 {
                let interest = math.interest(on: periodStart, percent: annualRate, periodsPerYear: compounding.perYear)
                balance += interest
                yearInterest += interest
            }
            balance += monthlyDeposit
            yearDeposits += monthlyDeposit
            if month % monthsPerPeriod == 0 { periodStart = balance }
            if month % 12 == 0 {
                rows.append(Year(year: month / 12, deposits: yearDeposits, interest: yearInterest, balance: balance))
                yearDeposits = 0
                yearInterest = 0
            }
        }
        let deposits = principal + monthlyDeposit * Decimal(years * 12)
        return Result(years: rows, totalDeposits: deposits, totalInterest: balance - deposits, balance: balance)
    }
}

extension SavingsGrowth: Calculator {
    public static let name = "compound-interest"

    /// The inputs of the form.
    public enum Field {
        public static let principal = CalculatorField("principal", "compound_interest.fields.principal", .amount)
        public static let monthly = CalculatorField("monthly", "compound_interest.fields.monthly", .amount)
        public static let rate = CalculatorField.rate
        public static let years = CalculatorField(
            "years", "compound_interest.fields.years", .whole(1...50, unit: "years"))
        /// Monthly when an example leaves it out.
        public static let compounding = CalculatorField(
            "compounding", "compound_interest.fields.compounding",
            .choice(Compounding.savingsChoices.map { ($0.rawValue, $0.label(in: "compound_interest")) }),
            default: Compounding.monthly.rawValue)
    }

    public static var fields: [CalculatorField] {
        [Field.principal, Field.monthly, Field.rate, Field.years, Field.compounding]
    }

    public init(_ inputs: CalculatorInputs) {
        self.init(
            principal: inputs.decimal(Field.principal), monthlyDeposit: inputs.decimal(Field.monthly),
            annualRate: inputs.decimal(Field.rate),
            years: inputs.whole(Field.years),
            compounding: inputs.choice(Field.compounding).flatMap(Compounding.init(rawValue:))
                .flatMap { Compounding.savingsChoices.contains($0) ? $0 : nil } ?? .monthly)
    }

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as quizzes' `result:` and the case table key
    /// them.
    public static func summary(_ outcome: Result, minorUnits: Int) -> [String: String] {
        [
            "balance": outcome.balance.plain(minorUnits), "deposits": outcome.totalDeposits.plain(minorUnits),
            "interest": outcome.totalInterest.plain(minorUnits), "rows": "\(outcome.years.count)",
        ]
    }
}

/// The sentences the results are told in, by the worked example and by the form's script.
extension SavingsGrowth {
    public enum Sentence {
        public static let chart = CalculatorSentence("chart", in: "compound_interest")
        public static let growthChart = CalculatorSentence("growth-chart", in: "compound_interest")
        public static let table = CalculatorSentence("table", in: "compound_interest")
    }

    public static var sentences: [CalculatorSentence] { [Sentence.chart, Sentence.growthChart, Sentence.table] }
}

/// What compound interest shows: the balance and what made it, a chart and a table of the years.
extension SavingsGrowth {
    public static var layout: ResultLayout {
        ResultLayout(
            cards: [
                .init(.say("balance-after", ["years": .counted("years", word: "years")]), .money("balance")),
                .init(.say("you-put-in"), .money("deposits")),
                .init(.say("words.interest-earned"), .money("interest")),
            ],
            notes: [.init(.say("interest-share", ["share": .percent("share", decimals: 0)]), when: .given("share"))],
            rounding: [
                .init(.say("rounding", ["phrase": .phrase(.say("phrase-{compounding}")), "nearest": .nearest]))
            ],
            charts: [growthChart(title: .say("chart"))], table: yearTable(caption: .say("table")))
    }

    /// Stacked bars of the balance each year of `by-year`: what was put in so far, and the interest earned so far.
    static func growthChart(title: ResultLayout.Phrase, when: ResultLayout.Condition? = nil) -> ResultLayout.Chart {
        .init(
            .stacked, id: "growth", title: title, description: .say("growth-chart", ["last": .money("balance")]),
            category: .say("words.year-column"), series: [.say("words.money-put-in"), .say("words.interest-earned")],
            rows: "by-year", points: [.init(.year("year"), ["put-in-so-far", "earned-so-far"])], when: when)
    }

    /// The table of `by-year`: what was put in, the interest and the balance each year.
    static func yearTable(caption: ResultLayout.Phrase, when: ResultLayout.Condition? = nil) -> ResultLayout.Table {
        .init(
            caption,
            columns: [.say("words.year-column"), .say("words.put-in"), .say("words.interest"), .say("words.balance")],
            rows: "by-year", cells: [.year("year"), .money("deposits"), .money("interest"), .money("balance")],
            when: when)
    }

    /// The facts of `years` as `by-year` rows, with what was put in and earned so far.
    static func facts(of years: [Year]) -> ResultFact {
        var deposits = Decimal(0), interest = Decimal(0)
        return .rows(
            years.map { year in
                deposits += year.deposits
                interest += year.interest
                return [
                    "year": .count(year.year), "deposits": .number(year.deposits), "interest": .number(year.interest),
                    "balance": .number(year.balance), "put-in-so-far": .number(deposits),
                    "earned-so-far": .number(interest),
                ]
            })
    }

    public static func facts(_ result: Result, inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts {
        var facts: ResultFacts = [
            "balance": .number(result.balance), "deposits": .number(result.totalDeposits),
            "interest": .number(result.totalInterest), "by-year": facts(of: result.years),
        ]
        if result.totalDeposits > 0 {
            let share = NSDecimalNumber(decimal: result.totalInterest * 100 / result.totalDeposits).intValue
            facts["share"] = .count(share)
        }
        return facts
    }
}

/// How `calculators.js` works the reader's numbers out, by the same rules in whole minor units (`BigInt`): deposits at
/// each month's end, interest on the balance at the start of each period.
extension SavingsGrowth {
    public static let script = #"""
        function (v) {
          var PERIODS = { yearly: 1, "half-yearly": 2, quarterly: 4, monthly: 12 };

          var periods = PERIODS[v.compounding || "monthly"], monthsPerPeriod = 12 / periods;
          var balance = v.principal, periodStart = v.principal, years = [];
          var yearDeposits = v.principal, yearInterest = 0n;
          for (var month = 1; month <= v.years * 12; month++) {
            if (month % monthsPerPeriod === 0) {
              var earned = interest(periodStart, v.rate, periods);
              balance += earned;
              yearInterest += earned;
            }
            balance += v.monthly;
            yearDeposits += v.monthly;
            if (month % monthsPerPeriod === 0) periodStart = balance;
            if (month % 12 === 0) {
              years.push({ year: month / 12, deposits: yearDeposits, interest: yearInterest, balance: balance });
              yearDeposits = 0n;
              yearInterest = 0n;
            }
          }
          var deposits = v.principal + v.monthly * BigInt(v.years * 12), result = {
            balance: balance, deposits: deposits, interest: balance - deposits, "by-year": soFar(years)
          };
          if (deposits > 0n) result.share = (balance - deposits) * 100n / deposits;
          return result;
        }
        """#
}
