import Foundation

/// What paying off debts shows: when each plan is debt-free and what it costs, which is cheaper and sooner, what
/// is still owed month by month, and when each debt is cleared.
extension DebtPayoff {
    public static var layout: ResultLayout {
        let both = ResultLayout.Condition.all(Strategy.allCases.map { .fact("\($0.rawValue)-outcome", is: "paid-off") })
        let byMonth = ResultLayout.Condition.compare("longest", .lessOrEqual, .number(36))
        return ResultLayout(
            cards: Strategy.allCases.map { plan in
                .init(
                    .say("debt-free", ["plan": .phrase(.say("plan-\(plan.rawValue)"))]),
                    .months("\(plan.rawValue)-months"),
                    note: .say("interest-note", ["interest": .money("\(plan.rawValue)-interest")]),
                    when: .fact("\(plan.rawValue)-outcome", is: "paid-off"))
            },
            notes: Strategy.allCases.flatMap(notes) + comparison(when: both),
            rounding: [.init(.say("rounding", ["nearest": .nearest, "budget": .money("budget")]))],
            charts: [
                .init(
                    .bars, id: "owed", title: .either(byMonth, .say("by-month-title"), .say("by-year-title")),
                    description: .say("chart", ["zero": .money("zero")]),
                    category: .either(byMonth, .say("words.month-column"), .say("words.year-column")),
                    series: Strategy.allCases.map { .say("plan-\($0)") }, rows: "points",
                    points: [
                        .init(.either(byMonth, .count("month"), .year("year")), Strategy.allCases.map(\.rawValue))
                    ],
                    when: both)
            ],
            table: .init(
                .say("table"),
                columns: [.say("debt"), .say("owed"), .say("rate")] + Strategy.allCases.map { .say("plan-\($0)") },
                rows: "debts",
                cells: [.named("name", row: "row", noun: "group"), .money("balance"), .rate("rate")]
                    + Strategy.allCases.map(cleared)))
    }

    /// Why a plan never ends.
    private static func notes(_ plan: Strategy) -> [ResultLayout.Note] {
        let name = ResultLayout.Value.phrase(.say("plan-\(plan.rawValue)"))
        return [
            .init(
                .say(
                    "never",
                    ["plan": name, "budget": .money("budget"), "first": .money("\(plan.rawValue)-first-interest")]),
                when: .fact("\(plan.rawValue)-outcome", is: "never")),
            .init(.say("too-slow", ["plan": name]), when: .fact("\(plan.rawValue)-outcome", is: "too-slow")),
        ]
    }

    /// Which plan costs less interest and which is sooner debt-free.
    private static func comparison(when both: ResultLayout.Condition) -> [ResultLayout.Note] {
        [
            .init(
                .either(
                    .compare("snowball-interest", .equal, .fact("avalanche-interest")), .say("same-interest"),
                    .either(
                        .compare("snowball-interest", .greater, .fact("avalanche-interest")),
                        .say("avalanche-saves", ["saved": .money("saved")]),
                        .say("snowball-saves", ["saved": .money("saved")]))), when: both),
            .init(
                .either(
                    .compare("snowball-months", .equal, .fact("avalanche-months")),
                    .say("same-time", ["months": .months("snowball-months")]),
                    .either(
                        .compare("snowball-months", .less, .fact("avalanche-months")),
                        .say("sooner-snowball", ["months": .months("sooner-by")]),
                        .say("sooner-avalanche", ["months": .months("sooner-by")]))), when: both),
        ]
    }

    /// When a debt is cleared under `plan`: `Month 14`, nothing owed, or `—` when the plan never ends.
    private static func cleared(_ plan: Strategy) -> ResultLayout.Value {
        .either(
            .given("\(plan.rawValue)-cleared"),
            .either(
                .compare("\(plan.rawValue)-cleared", .equal, .number(0)), .phrase(.say("nothing-owed")),
                .month("\(plan.rawValue)-cleared")),
            .text("—"))
    }

    public static func facts(_ result: Result, inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts {
        var facts: ResultFacts = ["budget": .number(result.budget), "zero": .number(0)]
        var debts: [ResultFacts] = DebtPayoff(inputs).debts.map {
            ["name": .text($0.name), "row": .count($0.row), "balance": .number($0.balance), "rate": .number($0.rate)]
        }
        var paid: [(months: Int, interest: Decimal, owed: [Decimal])] = []
        for plan in [result.snowball, result.avalanche] {
            let prefix = plan.strategy.rawValue + "-"
            switch plan.outcome {
            case .neverPaidOff(let first):
                facts[prefix + "outcome"] = .text("never")
                facts[prefix + "first-interest"] = .number(first)
            case .tooSlow:
                facts[prefix + "outcome"] = .text("too-slow")
            case .paidOff(let months, let interest, let paidOffIn, let owed):
                facts[prefix + "outcome"] = .text("paid-off")
                facts[prefix + "months"] = .count(months)
                facts[prefix + "interest"] = .number(interest)
                for index in debts.indices { debts[index][prefix + "cleared"] = .count(paidOffIn[index]) }
                paid.append((months, interest, owed))
            }
        }
        facts["debts"] = .rows(debts)
        if paid.count == 2 { facts.merge(compared(paid[0], paid[1])) { _, new in new } }
        return facts
    }

    /// How the two plans compare, when both end, and what is owed each month the chart shows (each for up to
    /// three years, else the end of each year and the last month).
    private static func compared(
        _ snowball: (months: Int, interest: Decimal, owed: [Decimal]),
        _ avalanche: (months: Int, interest: Decimal, owed: [Decimal])
    ) -> ResultFacts {
        let longest = max(snowball.owed.count, avalanche.owed.count)
        func owed(_ plan: [Decimal], _ month: Int) -> ResultFact { .number(month <= plan.count ? plan[month - 1] : 0) }
        return [
            "saved": .number(abs(snowball.interest - avalanche.interest)),
            "sooner-by": .count(abs(snowball.months - avalanche.months)), "longest": .count(longest),
            "points": .rows(
                stride(from: 1, through: longest, by: 1).filter { longest <= 36 || $0 % 12 == 0 || $0 == longest }.map {
                    [
                        "month": .count($0), "year": .count(($0 + 11) / 12), "snowball": owed(snowball.owed, $0),
                        "avalanche": owed(avalanche.owed, $0),
                    ]
                }),
        ]
    }
}
