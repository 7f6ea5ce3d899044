import Foundation

/// A loan repaid in equal monthly payments (an amortizing loan: a car loan, a mortgage).
///
/// The payment is `amount × r ÷ (1 − (1 + r)^−months)` with `r` the yearly rate ÷ 12, rounded to the nearest minor
/// unit. Each month's interest is the balance × `r`, rounded; the rest of the payment repays the loan; the last
/// payment is whatever brings the balance to exactly zero.
public struct LoanPayment: Sendable, Equatable {
    public var amount: Decimal
    /// Percent a year: 6 means 6%.
    public var annualRate: Decimal
    public var months: Int

    public init(amount: Decimal, annualRate: Decimal, months: Int) {
        self.amount = amount
        self.annualRate = annualRate
        self.months = months
    }

    /// One payment of the amortization schedule.
    public struct Month: Sendable, Equatable {
        public var month: Int
        public var payment: Decimal
        public var interest: Decimal
        public var principal: Decimal
        /// What is still owed after this payment.
        public var balance: Decimal
    }

    public struct Result: Sendable, Equatable {
        /// The regular monthly payment.
        public var payment: Decimal
        public var schedule: [Month]
        public var totalInterest: Decimal
        public var totalPaid: Decimal
        public var lastPayment: Decimal { schedule.last?.payment ?? 0 }
    }

    /// The regular payment, rounded to the nearest minor unit.
    public func payment(minorUnits: Int = 2) -> Decimal {
        let math = MoneyMath(minorUnits: minorUnits)
        guard months > 0 else { return amount }
        guard annualRate > 0 else { return math.round(amount / Decimal(months)) }
        let rate = annualRate / 1200
        let growth = pow(1 + rate, months)
        return math.round(amount * rate * growth / (growth - 1))
    }

    public func calculate(minorUnits: Int = 2) -> Result {
        let math = MoneyMath(minorUnits: minorUnits)
        let payment = self.payment(minorUnits: minorUnits)
        var balance = amount
        var schedule: [Month] = []
        var totalInterest = Decimal(0), totalPaid = Decimal(0)
        for month in stride(from: 1, through: months, by: 1) where balance > 0 {
            let interest = math.interest(on: balance, percent: annualRate, periodsPerYear: 12)
            let paid = month == months || payment >= balance + interest ? balance + interest : payment
            balance = balance + interest - paid
            totalInterest += interest
            totalPaid += paid
            schedule.append(
                Month(month: month, payment: paid, interest: interest, principal: paid - interest, balance: balance))
        }
        return Result(payment: payment, schedule: schedule, totalInterest: totalInterest, totalPaid: totalPaid)
    }
}

extension LoanPayment.Result {
    /// The schedule added up by year: what the payments of each year went to.
    public var years: [(year: Int, interest: Decimal, principal: Decimal, balance: Decimal)] {
        totalsByYear(schedule, number: \.month, amounts: { ($0.interest, $0.principal) }, balance: \.balance)
            .map { ($0.year, $0.first, $0.second, $0.balance) }
    }
}

extension LoanPayment: Calculator {
    public static let name = "loan"

    /// The inputs of the form.
    public enum Field {
        public static let amount = CalculatorField("amount", "loan.fields.amount", .amount)
        public static let rate = CalculatorField.rate
        public static let months = CalculatorField("months", "loan.fields.months", .whole(1...600, unit: "months"))
    }

    public static var fields: [CalculatorField] {
        [
            Field.amount, Field.rate, Field.months,
        ]
    }

    public init(_ inputs: CalculatorInputs) {
        self.init(
            amount: inputs.decimal(Field.amount), annualRate: inputs.decimal(Field.rate),
            months: inputs.whole(Field.months))
    }

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as quizzes' `result:` and the case table key
    /// them.
    public static func summary(_ outcome: Result, minorUnits: Int) -> [String: String] {
        [
            "payment": outcome.payment.plain(minorUnits), "interest": outcome.totalInterest.plain(minorUnits),
            "paid": outcome.totalPaid.plain(minorUnits), "last": outcome.lastPayment.plain(minorUnits),
            "rows": "\(outcome.schedule.count)",
        ]
    }
}

/// The sentences the results are told in, by the worked example and by the form's script.
extension LoanPayment {
    public enum Sentence {
        public static let lastPayment = CalculatorSentence("last-payment", in: "loan")
        public static let owedTitle = CalculatorSentence("owed-title", in: "loan")
        public static let owedChart = CalculatorSentence("owed-chart", in: "loan")
        public static let splitTitle = CalculatorSentence("split-title", in: "loan")
        public static let splitChart = CalculatorSentence("split-chart", in: "loan")
        public static let monthlyTable = CalculatorSentence("monthly-table", in: "loan")
        public static let yearlyTable = CalculatorSentence("yearly-table", in: "loan")
    }

    public static var sentences: [CalculatorSentence] {
        [
            Sentence.lastPayment, Sentence.owedTitle, Sentence.owedChart, Sentence.splitTitle, Sentence.splitChart,
            Sentence.monthlyTable, Sentence.yearlyTable,
        ]
    }
}

/// What a loan shows: the payment and what it all costs, what is still owed and where the payments went each year,
/// and the schedule.
extension LoanPayment {
    public static var layout: ResultLayout {
        let year = ResultLayout.Value.year("year")
        return ResultLayout(
            cards: [
                .init(.say("monthly-payment"), .money("payment")),
                .init(.say("words.total-interest"), .money("interest")), .init(.say("total-paid"), .money("paid")),
            ],
            notes: [
                .init(
                    .say("last-payment", ["last": .money("last"), "zero": .money("zero")]),
                    when: .compare("last", .notEqual, .fact("payment")))
            ],
            rounding: [.init(.say("rounding", ["nearest": .nearest, "rate": .rate("rate")]))],
            charts: [
                .init(
                    .bars, id: "owed", title: .say("owed-title"),
                    description: .say("owed-chart", ["amount": .money("amount"), "zero": .money("zero")]),
                    category: .say("words.year-column"), series: [.say("words.still-owed")], rows: "by-year",
                    points: [.init(year, ["balance"])]),
                .init(
                    .stacked, id: "split", title: .say("split-title"), description: .say("split-chart"),
                    category: .say("words.year-column"), series: [.say("words.interest"), .say("words.principal")],
                    rows: "by-year", points: [.init(year, ["interest", "principal"])]),
            ],
            table: .init(
                .say("monthly-table"),
                columns: ["month-column", "payment", "interest", "principal", "balance"].map { .say("words." + $0) },
                rows: "schedule",
                cells: [
                    .month("month"), .money("payment"), .money("interest"), .money("principal"), .money("balance"),
                ],
                yearly: .init(
                    .say("yearly-table"),
                    columns: ["year-column", "paid", "interest", "principal", "still-owed"].map { .say("words." + $0) },
                    rows: "by-year",
                    cells: [year, .money("paid"), .money("interest"), .money("principal"), .money("balance")])))
    }

    public static func facts(_ result: Result, inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts {
        [
            "payment": .number(result.payment), "interest": .number(result.totalInterest),
            "paid": .number(result.totalPaid), "last": .number(result.lastPayment), "zero": .number(0),
            "schedule": .rows(
                result.schedule.map {
                    [
                        "month": .count($0.month), "payment": .number($0.payment), "interest": .number($0.interest),
                        "principal": .number($0.principal), "balance": .number($0.balance),
                    ]
                }),
            "by-year": .rows(
                result.years.map {
                    [
                        "year": .count($0.year), "paid": .number($0.interest + $0.principal),
                        "interest": .number($0.interest), "principal": .number($0.principal),
                        "balance": .number($0.balance),
                    ]
                }),
        ]
    }
}

/// How `calculators.js` works the reader's numbers out, by the same rules in whole minor units (`BigInt`): the payment
/// rounded to the minor unit, each month's interest rounded, the last payment what is left.
extension LoanPayment {
    public static let script = #"""
        function (v) {
          var payment = loanPayment(v.amount, v.rate, v.months);
          var balance = v.amount, schedule = [], totalInterest = 0n, totalPaid = 0n;
          for (var month = 1; month <= v.months && balance > 0n; month++) {
            var charged = interest(balance, v.rate, 12);
            var paid = month === v.months || payment >= balance + charged ? balance + charged : payment;
            balance = balance + charged - paid;
            totalInterest += charged;
            totalPaid += paid;
            schedule.push({ month: month, payment: paid, interest: charged, principal: paid - charged, balance: balance });
          }
          return {
            payment: payment, interest: totalInterest, paid: totalPaid, schedule: schedule, zero: 0n,
            last: schedule.length ? schedule[schedule.length - 1].payment : 0n,
            "by-year": byYear(schedule, ["interest", "principal"]).map(function (year) {
              year.paid = year.interest + year.principal;
              return year;
            })
          };
        }
        """#
}
