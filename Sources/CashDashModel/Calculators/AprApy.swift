import Foundation

/// APR and APY: the yearly rate as quoted, and what it really earns (or costs) in a year once interest is added
/// `perYear` times, each addition earning interest of its own: APY = (1 + APR ÷ n)ⁿ − 1.
///
/// Both rates are shown in percent to 3 decimals, rounded half up from the exact value. Going back from an APY, the
/// APR is the one whose exact value rounds to it: the only rate to 3 decimals such that the APY of half a
/// thousandth of a percent less is at most the APY given and half a thousandth more is above it.
public struct AprApy: Sendable, Equatable {
    public enum Direction: String, CaseIterable, Sendable {
        case aprToApy = "apr", apyToApr = "apy"
    }

    public var direction: Direction
    /// Percent a year, the APR or the APY as `direction` says.
    public var rate: Decimal
    public var compounding: Compounding

    public init(direction: Direction, rate: Decimal, compounding: Compounding) {
        self.direction = direction
        self.rate = rate
        self.compounding = compounding
    }

    public struct Result: Sendable, Equatable {
        public var apr: Decimal
        public var apy: Decimal
        /// The APY of `apr` for every way of compounding, once a year first.
        public var apyByCompounding: [(Compounding, Decimal)]

        public static func == (a: Result, b: Result) -> Bool {
            a.apr == b.apr && a.apy == b.apy && a.apyByCompounding.map(\.1) == b.apyByCompounding.map(\.1)
        }
    }

    public func calculate(minorUnits: Int = 2) -> Result {
        let apr = direction == .aprToApy ? rate : Self.apr(fromAPY: rate, periods: compounding.perYear)
        let apy = direction == .aprToApy ? Self.apy(apr, periods: compounding.perYear) : rate
        return Result(
            apr: apr, apy: apy,
            apyByCompounding: Compounding.allCases.map { ($0, Self.apy(apr, periods: $0.perYear)) })
    }

    /// The APY of `apr` (both in percent), rounded half up to 3 decimals.
    public static func apy(_ apr: Decimal, periods: Int) -> Decimal {
        Currency.round(exactAPY(apr, periods: periods), to: 3)
    }

    /// (1 + APR ÷ 100n)ⁿ − 1, in percent, to Decimal's 38 digits: exact whenever the answer has that few digits.
    static func exactAPY(_ apr: Decimal, periods: Int) -> Decimal {
        let scale = Decimal(100 * periods)
        // (scale + apr) ÷ scale is exact whenever it ends (1.005, 1.05), which a power then keeps exact.
        var base = (scale + apr) / scale, result = Decimal(1), exponent = periods
        while exponent > 0 {
            if exponent % 2 == 1 { result *= base }
            exponent /= 2
            if exponent > 0 { base *= base }
        }
        return (result - 1) * 100
    }

    /// The APR (percent, 3 decimals) whose exact value rounds to what gives `apy`.
    public static func apr(fromAPY apy: Decimal, periods: Int) -> Decimal {
        // Thousandths of a percent: the answer is the smallest a with APY(a + ½) above `apy`, and never above `apy`.
        let thousandths = NSDecimalNumber(decimal: apy * 1000).intValue
        var low = 0, high = thousandths
        while low < high {
            let middle = (low + high) / 2
            if exactAPY((Decimal(middle) + Decimal(sign: .plus, exponent: -1, significand: 5)) / 1000, periods: periods)
                > apy
            {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return Decimal(low) / 1000
    }
}

extension AprApy: Calculator {
    public static let name = "apr-apy"

    /// The inputs of the form.
    public enum Field {
        public static let direction = CalculatorField(
            "direction", "apr_apy.fields.direction",
            .choice([("apr", "apr_apy.options.apr"), ("apy", "apr_apy.options.apy")]))
        public static let rate = CalculatorField("rate", "apr_apy.fields.rate", .rate)
        public static let compounding = CalculatorField(
            "compounding", "apr_apy.fields.compounding",
            .choice(Compounding.allCases.map { ($0.rawValue, $0.label(in: "apr_apy")) }))
    }

    public static var fields: [CalculatorField] { [Field.direction, Field.rate, Field.compounding] }

    public init(_ inputs: CalculatorInputs) {
        self.init(
            direction: inputs.choice(Field.direction).flatMap(Direction.init(rawValue:)) ?? .aprToApy,
            rate: inputs.decimal(Field.rate),
            compounding: inputs.choice(Field.compounding).flatMap(Compounding.init(rawValue:)) ?? .monthly)
    }

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as quizzes' `result:` and the case table key
    /// them.
    public static func summary(_ result: Result, minorUnits: Int) -> [String: String] {
        [
            "apr": result.apr.plain(3), "apy": result.apy.plain(3),
            "table": result.apyByCompounding.map { $0.1.plain(3) }.joined(separator: " "),
        ]
    }
}

/// The sentences the results are told in, by the worked example and by the form's script.
extension AprApy {
    public enum Sentence {
        public static let earns = CalculatorSentence("earns", in: "apr_apy")
        public static let chartTitle = CalculatorSentence("chart-title", in: "apr_apy")
        public static let chart = CalculatorSentence("chart", in: "apr_apy")
        public static let table = CalculatorSentence("table", in: "apr_apy")
    }

    public static var sentences: [CalculatorSentence] {
        [Sentence.earns, Sentence.chartTitle, Sentence.chart, Sentence.table]
    }
}

/// What APR ↔ APY shows: both rates, what a thousand earns, and the APY for each way of adding interest.
extension AprApy {
    public static var layout: ResultLayout {
        let period = ResultLayout.Value.option(field: "compounding", fact: "name")
        return ResultLayout(
            cards: [
                .init(.say("apr"), .rate("apr"), note: .say("apr-note")),
                .init(.say("apy"), .rate("apy"), note: .say("apy-note")),
            ],
            notes: [
                .init(
                    .say(
                        "earns",
                        [
                            "how": .phrase(.say("phrase-{compounding}")), "thousand": .money("thousand"),
                            "earns": .money("earns"), "apr": .rate("apr"), "instead": .money("instead"),
                        ]))
            ],
            rounding: [.init(.say("rounding", ["times": .count("times")]))],
            charts: [
                .init(
                    .bars, id: "compounding",
                    title: .say("chart-title", ["thousand": .money("thousand"), "apr": .rate("apr")]),
                    description: .say("chart", ["low": .money("low"), "high": .money("high")]), category: .say("added"),
                    series: [.say("words.interest")], rows: "table", points: [.init(period, ["earns"])])
            ],
            table: .init(
                .say("table", ["apr": .rate("apr")]), columns: [.say("added"), .say("times"), .say("apy")],
                rows: "table", cells: [period, .count("per-year"), .rate("apy")]))
    }

    public static func facts(_ result: Result, inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts {
        let thousand = Decimal(1000)
        /// A year's interest on a thousand at `apy` percent, rounded to the minor unit.
        func earns(_ apy: Decimal) -> ResultFact { .number(Currency.round(thousand * apy / 100, to: minorUnits)) }
        let rows = result.apyByCompounding
        return [
            "apr": .number(result.apr), "apy": .number(result.apy), "thousand": .number(thousand),
            "earns": earns(result.apy), "instead": earns(result.apr),
            "times": .count(Compounding(rawValue: inputs.choice(Field.compounding) ?? "")?.perYear ?? 12),
            "low": earns(rows.first?.1 ?? 0), "high": earns(rows.last?.1 ?? 0),
            "table": .rows(
                rows.map {
                    [
                        "name": .text($0.0.rawValue), "per-year": .count($0.0.perYear), "apy": .number($0.1),
                        "earns": earns($0.1),
                    ]
                }),
        ]
    }
}

/// How `calculators.js` works the reader's numbers out, by the same rules in whole minor units (`BigInt`): the APY of
/// an APR exactly, or the APR whose APY rounds to the one given.
extension AprApy {
    public static let script = #"""
        function (v, format) {
          var COMPOUNDING = [["yearly", 1], ["half-yearly", 2], ["quarterly", 4], ["monthly", 12], ["weekly", 52], ["daily", 365]];

          /** The APY of an APR (both in thousandths of a percent), exactly, rounded half up: (1 + APR ÷ n)ⁿ − 1. */
          function apy(apr, n) {
            var d = RATE_SCALE * BigInt(n), down = d ** BigInt(n);
            return divRound(((d + apr) ** BigInt(n) - down) * RATE_SCALE, down);
          }

          /** The APR (thousandths of a percent) whose exact value rounds to the one giving `y`: the smallest a with APY(a + ½) > y. */
          function aprOf(y, n) {
            var d2 = 2n * RATE_SCALE * BigInt(n), right = (RATE_SCALE + y) * d2 ** BigInt(n), low = 0n, high = y;
            while (low < high) {
              var middle = (low + high) / 2n;
              if ((d2 + 2n * middle + 1n) ** BigInt(n) * RATE_SCALE > right) high = middle; else low = middle + 1n;
            }
            return low;
          }

          var n = COMPOUNDING.filter(function (c) { return c[0] === v.compounding; })[0][1];
          var apr = v.direction === "apy" ? aprOf(v.rate, n) : v.rate, yearly = v.direction === "apy" ? v.rate : apy(apr, n);
          var thousand = 1000n * 10n ** BigInt(format.minor);
          /** A year's interest on a thousand at `rate` (thousandths of a percent), rounded to the minor unit. */
          function earns(rate) { return divRound(thousand * rate, RATE_SCALE); }
          var table = COMPOUNDING.map(function (c) {
            var rate = apy(apr, c[1]);
            return { name: c[0], "per-year": c[1], apy: rate, earns: earns(rate) };
          });
          return {
            apr: apr, apy: yearly, times: n, thousand: thousand, earns: earns(yearly), instead: earns(apr),
            low: table[0].earns, high: table[table.length - 1].earns, table: table
          };
        }
        """#
}
