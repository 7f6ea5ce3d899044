import Foundation

/// Inflation: what an amount of money buys after some years of rising prices, and whether savings keep up.
///
/// Year by year, each figure is worked out from the year before and rounded to the nearest minor unit (half up):
/// a price grows by the inflation rate, the amount's buying power shrinks by the same factor (÷ (1 + rate)), and
/// the savings grow by their own rate. To keep up, savings must earn at least the inflation rate.
public struct Inflation: Sendable, Equatable {
    public var amount: Decimal
    /// Percent a year: 3 means prices rise 3% a year.
    public var rate: Decimal
    public var years: Int
    /// What savings earn, percent a year.
    public var savingsRate: Decimal

    public init(amount: Decimal, rate: Decimal, years: Int, savingsRate: Decimal) {
        self.amount = amount
        self.rate = rate
        self.years = years
        self.savingsRate = savingsRate
    }

    public struct Year: Sendable, Equatable {
        public var year: Int
        /// What costs `amount` today costs this much then.
        public var price: Decimal
        /// What `amount` kept as cash buys then, in today's money.
        public var buys: Decimal
        /// `amount` saved at the savings rate.
        public var savings: Decimal
    }

    public struct Result: Sendable, Equatable {
        public var years: [Year]
        public var price: Decimal
        public var buys: Decimal
        public var savings: Decimal
        /// Savings less the price then: below 0 when the savings fall behind.
        public var ahead: Decimal
    }

    public func calculate(minorUnits: Int = 2) -> Result {
        let math = MoneyMath(minorUnits: minorUnits)
        var price = amount, buys = amount, savings = amount, rows: [Year] = []
        for year in stride(from: 1, through: years, by: 1) {
            price += math.round(price * rate / 100)
            buys = math.round(buys * 100 / (100 + rate))
            savings += math.round(savings * savingsRate / 100)
            rows.append(Year(year: year, price: price, buys: buys, savings: savings))
        }
        return Result(years: rows, price: price, buys: buys, savings: savings, ahead: savings - price)
    }
}

extension Inflation: Calculator {
    public static let name = "inflation"

    /// The inputs of the form.
    public enum Field {
        public static let amount = CalculatorField("amount", "inflation.fields.amount", .amount)
        public static let rate = CalculatorField("rate", "inflation.fields.rate", .rate)
        public static let years = CalculatorField("years", "inflation.fields.years", .whole(1...50, unit: "years"))
        public static let savings = CalculatorField("savings", "inflation.fields.savings", .rate)
    }

    public static var fields: [CalculatorField] {
        [
            Field.amount, Field.rate, Field.years, Field.savings,
        ]
    }

    public init(_ inputs: CalculatorInputs) {
        self.init(
            amount: inputs.decimal(Field.amount), rate: inputs.decimal(Field.rate), years: inputs.whole(Field.years),
            savingsRate: inputs.decimal(Field.savings))
    }

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as quizzes' `result:` and the case table key
    /// them.
    public static func summary(_ result: Result, minorUnits: Int) -> [String: String] {
        [
            "price": result.price.plain(minorUnits), "buys": result.buys.plain(minorUnits),
            "savings": result.savings.plain(minorUnits), "ahead": result.ahead.plain(minorUnits),
            "rows": "\(result.years.count)",
        ]
    }
}

/// The sentences the results are told in, by the worked example and by the form's script.
extension Inflation {
    public enum Sentence {
        public static let keepUp = CalculatorSentence("keep-up", in: "inflation")
        public static let ahead = CalculatorSentence("ahead", in: "inflation")
        public static let behind = CalculatorSentence("behind", in: "inflation")
        public static let chartTitle = CalculatorSentence("chart-title", in: "inflation")
        public static let chart = CalculatorSentence("chart", in: "inflation")
        public static let table = CalculatorSentence("table", in: "inflation")
    }

    public static var sentences: [CalculatorSentence] {
        [Sentence.keepUp, Sentence.ahead, Sentence.behind, Sentence.chartTitle, Sentence.chart, Sentence.table]
    }
}

/// What inflation shows: prices, cash and savings after the years, a chart and a table of each year.
extension Inflation {
    public static var layout: ResultLayout {
        let savingsRate = ResultLayout.Value.rate("savings-rate")
        return ResultLayout(
            cards: [
                .init(
                    .say("costs-after", ["years": .counted("years", word: "years")]), .money("price"),
                    note: .say("costs-note", ["amount": .money("amount")])),
                .init(.say("cash-buys", ["amount": .money("amount")]), .money("buys"), note: .say("cash-note")),
                .init(.say("savings-at", ["rate": savingsRate]), .money("savings")),
            ],
            notes: [
                .init(
                    .join([
                        .say("keep-up", ["rate": .rate("rate")]),
                        .either(
                            .compare("ahead", .greaterOrEqual, .number(0)),
                            .say("ahead", ["savings": savingsRate, "ahead": .money("ahead")]),
                            .say("behind", ["savings": savingsRate, "behind": .money("behind")])),
                    ]))
            ],
            rounding: [.init(.say("rounding", ["nearest": .nearest, "rate": .rate("rate"), "savings": savingsRate]))],
            charts: [
                .init(
                    .bars, id: "prices", title: .say("chart-title"),
                    description: .say(
                        "chart", ["amount": .money("amount"), "price": .money("price"), "savings": .money("savings")]),
                    category: .say("words.year-column"), series: [.say("price"), .say("savings")], rows: "by-year",
                    points: [.init(.year("year"), ["price", "savings"])])
            ],
            table: .init(
                .say("table"),
                columns: [.say("words.year-column"), .say("price"), .say("cash-column"), .say("savings")],
                rows: "by-year", cells: [.year("year"), .money("price"), .money("buys"), .money("savings")]))
    }

    public static func facts(_ result: Result, inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts {
        [
            "price": .number(result.price), "buys": .number(result.buys), "savings": .number(result.savings),
            "ahead": .number(result.ahead), "behind": .number(-result.ahead),
            "savings-rate": .number(inputs.decimal(Field.savings)),
            "by-year": .rows(
                result.years.map {
                    [
                        "year": .count($0.year), "price": .number($0.price), "buys": .number($0.buys),
                        "savings": .number($0.savings),
                    ]
                }),
        ]
    }
}

/// How `calculators.js` works the reader's numbers out, by the same rules in whole minor units (`BigInt`): each year
/// from the year before, rounded: prices × (1 + rate), cash ÷ (1 + rate), savings × (1 + theirs).
extension Inflation {
    public static let script = #"""
        function (v) {
          var price = v.amount, buys = v.amount, savings = v.amount, years = [];
          for (var year = 1; year <= v.years; year++) {
            price += divRound(price * v.rate, RATE_SCALE);
            buys = divRound(buys * RATE_SCALE, RATE_SCALE + v.rate);
            savings += divRound(savings * v.savings, RATE_SCALE);
            years.push({ year: year, price: price, buys: buys, savings: savings });
          }
          return {
            price: price, buys: buys, savings: savings, ahead: savings - price, behind: price - savings,
            "savings-rate": v.savings, "by-year": years
          };
        }
        """#
}
