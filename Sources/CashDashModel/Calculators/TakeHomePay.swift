import Foundation

/// How often pay arrives.
public enum PayPeriod: String, CaseIterable, Sendable {
    case weekly, fortnightly, monthly, yearly

    /// Pay days a year.
    public var perYear: Int {
        switch self {
        case .weekly: 52
        case .fortnightly: 26
        case .monthly: 12
        case .yearly: 1
        }
    }

    /// The form's words: "Every month".
    /// Where the form's option ("Every week") is in the catalogue, below `calculators.`.
    public var label: String { "take_home_pay.options." + rawValue }

    /// "a month", "a year"…
    public var each: String {
        switch self {
        case .weekly: "a week"
        case .fortnightly: "every two weeks"
        case .monthly: "a month"
        case .yearly: "a year"
        }
    }
}

/// Take-home pay: gross pay, less deductions taken before tax, less income tax worked out in bands that the
/// reader types in (so no country's rules are built in).
///
/// Tax is worked out on the year's taxable pay (pay less pre-tax deductions, times the pay days in a year): each
/// band's tax is rounded to the nearest minor unit (half up), the year's tax is their sum, and the tax each pay
/// day is the year's tax ÷ pay days, rounded the same way.
public struct TakeHomePay: Sendable, Equatable {
    public var gross: Decimal
    public var period: PayPeriod
    /// Taken off before tax each pay day, such as a pension contribution.
    public var pretax: Decimal
    /// The bands' rates in percent, lowest band first; one more than `limits`.
    public var rates: [Decimal]
    /// Where each band but the top one ends, in pay a year.
    public var limits: [Decimal]

    public init(gross: Decimal, period: PayPeriod, pretax: Decimal, rates: [Decimal], limits: [Decimal]) {
        self.gross = gross
        self.period = period
        self.pretax = pretax
        self.rates = rates
        self.limits = limits
    }

    /// One tax band as it applies to this pay.
    public struct Band: Sendable, Equatable {
        public var from: Decimal
        /// nil for the top band.
        public var upTo: Decimal?
        public var rate: Decimal
        /// The year's pay taxed in this band.
        public var taxed: Decimal
        public var tax: Decimal
    }

    public struct Result: Sendable, Equatable {
        /// Pay less pre-tax deductions, each pay day (never below 0).
        public var taxable: Decimal
        public var yearlyTaxable: Decimal
        public var bands: [Band]
        public var yearlyTax: Decimal
        /// Tax each pay day.
        public var tax: Decimal
        /// What arrives each pay day; below 0 when the deductions are more than the pay.
        public var takeHome: Decimal
        public var yearlyTakeHome: Decimal
    }

    public func calculate(minorUnits: Int = 2) -> Result {
        let math = MoneyMath(minorUnits: minorUnits), periods = Decimal(period.perYear)
        let taxable = max(gross - pretax, 0), yearly = taxable * periods
        var bands: [Band] = [], from = Decimal(0)
        for (index, rate) in rates.enumerated() {
            let upTo = index < limits.count ? max(limits[index], from) : nil
            let taxed = max(min(yearly, upTo ?? yearly) - from, 0)
            bands.append(Band(from: from, upTo: upTo, rate: rate, taxed: taxed, tax: math.round(taxed * rate / 100)))
            from = upTo ?? from
        }
        let yearlyTax = bands.reduce(0) { $0 + $1.tax }
        let tax = math.round(yearlyTax / periods)
        let takeHome = gross - pretax - tax
        return Result(
            taxable: taxable, yearlyTaxable: yearly, bands: bands, yearlyTax: yearlyTax, tax: tax, takeHome: takeHome,
            yearlyTakeHome: takeHome * periods)
    }
}

extension TakeHomePay: Calculator {
    public static let name = "take-home-pay"

    /// The inputs of the form.
    public enum Field {
        static let bands = "take_home_pay.bands"
        public static let gross = CalculatorField("gross", "take_home_pay.fields.gross", .amount)
        public static let period = CalculatorField(
            "period", "take_home_pay.fields.period", .choice(PayPeriod.allCases.map { ($0.rawValue, $0.label) }))
        public static let pretax = CalculatorField("pretax", "take_home_pay.fields.pretax", .amount)
        public static let rate1 = CalculatorField(
            "rate1", "take_home_pay.fields.rate1", .rate, group: bands, yearly: false)
        public static let limit1 = CalculatorField("limit1", "take_home_pay.fields.limit1", .amount, group: bands)
        public static let rate2 = CalculatorField(
            "rate2", "take_home_pay.fields.rate2", .rate, group: bands, yearly: false)
        public static let limit2 = CalculatorField("limit2", "take_home_pay.fields.limit2", .amount, group: bands)
        public static let rate3 = CalculatorField(
            "rate3", "take_home_pay.fields.rate3", .rate, group: bands, yearly: false)
    }

    public static var fields: [CalculatorField] {
        [Field.gross, Field.period, Field.pretax, Field.rate1, Field.limit1, Field.rate2, Field.limit2, Field.rate3]
    }

    public init(_ inputs: CalculatorInputs) {
        self.init(
            gross: inputs.decimal(Field.gross),
            period: inputs.choice(Field.period).flatMap(PayPeriod.init(rawValue:)) ?? .monthly,
            pretax: inputs.decimal(Field.pretax), rates: [Field.rate1, Field.rate2, Field.rate3].map(inputs.decimal),
            limits: [Field.limit1, Field.limit2].map(inputs.decimal))
    }

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as quizzes' `result:` and the case table key
    /// them.
    public static func summary(_ result: Result, minorUnits: Int) -> [String: String] {
        [
            "taxable": result.yearlyTaxable.plain(minorUnits), "tax-year": result.yearlyTax.plain(minorUnits),
            "tax": result.tax.plain(minorUnits), "take-home": result.takeHome.plain(minorUnits),
            "take-home-year": result.yearlyTakeHome.plain(minorUnits),
            "bands": result.bands.map { $0.tax.plain(minorUnits) }.joined(separator: " "),
        ]
    }
}

/// The sentences the results are told in, by the worked example and by the form's script.
extension TakeHomePay {
    public enum Sentence {
        public static let share = CalculatorSentence("share", in: "take_home_pay")
        public static let limitsCrossed = CalculatorSentence("limits-crossed", in: "take_home_pay")
        public static let deductionsOver = CalculatorSentence("deductions-over", in: "take_home_pay")
        public static let chartTitle = CalculatorSentence("chart-title", in: "take_home_pay")
        public static let chart = CalculatorSentence("chart", in: "take_home_pay")
        public static let table = CalculatorSentence("table", in: "take_home_pay")
        /// How often: "a month", "every two weeks".
        public static func each(_ period: PayPeriod) -> CalculatorSentence {
            CalculatorSentence("each-\(period.rawValue)", in: "take_home_pay")
        }
    }

    public static var sentences: [CalculatorSentence] {
        [
            Sentence.share, Sentence.limitsCrossed, Sentence.deductionsOver, Sentence.chartTitle, Sentence.chart,
            Sentence.table,
        ] + PayPeriod.allCases.map(Sentence.each)
    }
}

/// What take-home pay shows: what is left and the tax each pay day, the split of the pay and the tax bands.
extension TakeHomePay {
    public static var layout: ResultLayout {
        let each = ResultLayout.Phrase.say("each-{period}")
        return ResultLayout(
            cards: [
                .init(.say("take-home"), .money("take-home"), note: each),
                .init(.say("income-tax"), .money("tax"), note: each),
                .init(
                    .say("take-home-year"), .money("take-home-year"),
                    when: .compare("period", .notEqual, .text("yearly"))),
            ],
            notes: [
                .init(
                    .say(
                        "share",
                        [
                            "gross": .money("gross"), "each": .phrase(each), "tax": .money("tax"),
                            "share": .percent("share", decimals: 1),
                        ]), when: .given("share")),
                .init(.say("limits-crossed"), when: .compare("limit2", .less, .fact("limit1"))),
                .init(.say("deductions-over"), when: .compare("pretax", .greater, .fact("gross"))),
            ],
            rounding: [
                .init(
                    .say(
                        "rounding",
                        [
                            "taxable": .money("taxable"), "days": .count("periods"), "yearly": .money("yearly-taxable"),
                            "nearest": .nearest,
                        ]))
            ],
            charts: [
                .init(
                    .bars, id: "split", title: .say("chart-title"),
                    description: .say(
                        "chart", ["before": .money("before"), "tax": .money("tax"), "home": .money("home")]),
                    category: .say("words.part"), series: [.say("words.amount")],
                    points: [
                        .init(.phrase(.say("before-tax")), ["before"]), .init(.phrase(.say("tax")), ["tax"]),
                        .init(.phrase(.say("take-home-bar")), ["home"]),
                    ])
            ],
            table: .init(
                .say("table"), columns: [.say("band"), .say("rate"), .say("in-band"), .say("tax")], rows: "bands",
                cells: [
                    .either(
                        .given("up-to"), .phrase(.say("band-range", ["from": .money("from"), "to": .money("up-to")])),
                        .phrase(.say("band-above", ["from": .money("from")]))),
                    .rate("rate"), .money("taxed"), .money("tax"),
                ]))
    }

    public static func facts(_ result: Result, inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts {
        let gross = inputs.decimal(Field.gross), pretax = inputs.decimal(Field.pretax)
        var facts: ResultFacts = [
            "take-home": .number(result.takeHome), "tax": .number(result.tax),
            "take-home-year": .number(result.yearlyTakeHome), "taxable": .number(result.taxable),
            "yearly-taxable": .number(result.yearlyTaxable),
            "periods": .count(PayPeriod(rawValue: inputs.choice(Field.period) ?? "")?.perYear ?? 12),
            "before": .number(min(pretax, gross)), "home": .number(max(result.takeHome, 0)),
            "bands": .rows(
                result.bands.map { band in
                    var row: ResultFacts = [
                        "from": .number(band.from), "rate": .number(band.rate), "taxed": .number(band.taxed),
                        "tax": .number(band.tax),
                    ]
                    row["up-to"] = band.upTo.map(ResultFact.number)
                    return row
                }),
        ]
        if gross > 0 { facts["share"] = .number(result.tax * 100 / gross) }
        return facts
    }
}

/// How `calculators.js` works the reader's numbers out, by the same rules in whole minor units (`BigInt`): tax in bands
/// on a year's taxable pay, each band rounded; the year's tax ÷ pay days, rounded.
extension TakeHomePay {
    public static let script = #"""
        function (v) {
          var PAY_DAYS = { weekly: 52, fortnightly: 26, monthly: 12, yearly: 1 };

          var periods = PAY_DAYS[v.period], taxable = max(v.gross - v.pretax, 0n), yearly = taxable * BigInt(periods);
          var rates = [v.rate1, v.rate2, v.rate3], limits = [v.limit1, v.limit2], from = 0n, bands = [], yearlyTax = 0n;
          rates.forEach(function (rate, index) {
            var upTo = index < limits.length ? max(limits[index], from) : null;
            var taxed = max(min(yearly, upTo === null ? yearly : upTo) - from, 0n), tax = divRound(taxed * rate, RATE_SCALE);
            bands.push({ from: from, "up-to": upTo, rate: rate, taxed: taxed, tax: tax });
            yearlyTax += tax;
            if (upTo !== null) from = upTo;
          });
          var tax = divRound(yearlyTax, BigInt(periods)), takeHome = v.gross - v.pretax - tax;
          var result = {
            periods: periods, taxable: taxable, "yearly-taxable": yearly, bands: bands, "yearly-tax": yearlyTax, tax: tax,
            "take-home": takeHome, "take-home-year": takeHome * BigInt(periods), before: min(v.pretax, v.gross),
            home: max(takeHome, 0n)
          };
          if (v.gross > 0n) result.share = divRound(tax * 1000n, v.gross);
          return result;
        }
        """#
}
