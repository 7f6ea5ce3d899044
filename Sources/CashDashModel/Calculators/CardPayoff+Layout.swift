import Foundation

/// What paying off a card shows: when it is paid off and what it costs, against paying only the minimum, the
/// balance falling and the schedule.
extension CardPayoff {
    public static var layout: ResultLayout {
        let paid = ResultLayout.Condition.fact("outcome", is: "paid-off"),
            minimumPaid = ResultLayout.Condition.fact("min-outcome", is: "paid-off")
        let byMonth = ResultLayout.Condition.compare("months", .lessOrEqual, .number(36))
        return ResultLayout(
            cards: [
                .init(.say("paid-off-in"), .months("months"), when: paid),
                .init(.say("words.total-interest"), .money("interest"), when: paid),
                .init(
                    .say("minimum-card"), .money("min-interest"),
                    note: .say("minimum-note", ["months": .months("min-months")]), when: minimumPaid),
            ],
            notes: [
                .init(
                    .say("never", ["payment": .money("payment"), "first": .money("first-interest")]),
                    when: .fact("outcome", is: "never")),
                .init(.say("too-slow", ["payment": .money("payment")]), when: .fact("outcome", is: "too-slow")),
                .init(
                    .say(
                        "minimum-only",
                        [
                            "first": .money("first-minimum"), "months": .months("min-months"),
                            "interest": .money("min-interest"),
                        ]), when: minimumPaid),
            ],
            rounding: [
                .init(
                    .say(
                        "rounding",
                        ["nearest": .nearest, "percent": .rate("minimum-percent"), "floor": .money("minimum-floor")]))
            ],
            charts: [
                .init(
                    .bars, id: "owed", title: .either(byMonth, .say("owed-by-month"), .say("owed-by-year")),
                    description: .say("owed-chart", ["zero": .money("zero"), "months": .months("months")]),
                    category: .either(byMonth, .say("words.month-column"), .say("words.year-column")),
                    series: [.say("words.still-owed")], rows: "points",
                    points: [.init(.either(byMonth, .count("month"), .year("year")), ["balance"])], when: paid),
                .init(
                    .bars, id: "compare", title: .say("compare-title"),
                    description: .say(
                        "compare-chart",
                        ["fixed": .money("interest"), "payment": .money("payment"), "minimum": .money("min-interest")]),
                    category: .say("paying"), series: [.say("words.interest")],
                    points: [
                        .init(.phrase(.say("a-month", ["payment": .money("payment")])), ["interest"]),
                        .init(.phrase(.say("only-minimum")), ["min-interest"]),
                    ], when: .all([paid, minimumPaid])),
            ],
            table: .init(
                .say("monthly-table"),
                columns: ["month-column", "interest", "payment", "balance"].map { .say("words." + $0) },
                rows: "schedule", cells: [.month("month"), .money("interest"), .money("payment"), .money("balance")],
                yearly: .init(
                    .say("yearly-table"),
                    columns: ["year-column", "interest", "paid", "still-owed"].map { .say("words." + $0) },
                    rows: "by-year", cells: [.year("year"), .money("interest"), .money("paid"), .money("balance")]),
                when: paid))
    }

    public static func facts(_ result: Result, inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts {
        var facts: ResultFacts = [
            "first-minimum": .number(result.firstMinimum), "minimum-percent": .number(minimumPercent),
            "minimum-floor": .number(minimumFloor), "zero": .number(0),
        ]
        for (prefix, outcome) in [("", result.fixed), ("min-", result.minimumOnly)] {
            switch outcome {
            case .neverPaidOff(let first):
                facts[prefix + "outcome"] = .text("never")
                facts[prefix + "first-interest"] = .number(first)
            case .tooSlow:
                facts[prefix + "outcome"] = .text("too-slow")
            case .paidOff(let months, let interest, _):
                facts[prefix + "outcome"] = .text("paid-off")
                facts[prefix + "months"] = .count(months)
                facts[prefix + "interest"] = .number(interest)
            }
        }
        if case .paidOff(_, _, let schedule) = result.fixed { facts.merge(Self.facts(of: schedule)) { _, new in new } }
        return facts
    }

    /// The schedule month by month, year by year, and the months its chart shows: each for up to three years,
    /// else the end of each year and the last month.
    static func facts(of schedule: [Month]) -> ResultFacts {
        [
            "schedule": .rows(
                schedule.map {
                    [
                        "month": .count($0.month), "interest": .number($0.interest), "payment": .number($0.payment),
                        "balance": .number($0.balance),
                    ]
                }),
            "by-year": .rows(
                years(of: schedule).map {
                    [
                        "year": .count($0.year), "interest": .number($0.interest), "paid": .number($0.paid),
                        "balance": .number($0.balance),
                    ]
                }),
            "points": .rows(
                schedule.filter { schedule.count <= 36 || $0.month % 12 == 0 || $0.month == schedule.count }.map {
                    ["month": .count($0.month), "year": .count(($0.month + 11) / 12), "balance": .number($0.balance)]
                }),
        ]
    }
}
