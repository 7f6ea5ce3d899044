import CashDashModel
import Charts
import Foundation

/// The worked examples of the emergency fund, debt snowball or avalanche and net worth calculators.
extension CalculatorView {
    func emergencyFund(_ result: EmergencyFund.Result, into content: inout ExampleContent) {
        let monthly = money.string(page.exampleInputs.decimal(EmergencyFund.Field.monthly)),
            covered = page.exampleInputs.whole(EmergencyFund.Field.months)
        content.card(
            own("target"), money.string(result.target), own("target_note", ["months": counted("months", covered)]))
        content.card(own("still_to_save"), money.string(result.needed))
        content.rounding = own("rounding", ["months": money.count(covered)])
        switch result.outcome {
        case .never:
            content.notes.append(say(EmergencyFund.Sentence.never))
        case .tooSlow:
            content.notes.append(say(EmergencyFund.Sentence.tooSlow, ["monthly": monthly]))
        case .reached(0, _):
            content.notes.append(say(EmergencyFund.Sentence.ready))
        case .reached(let count, let balances):
            content.card(own("time"), months(count), own("time_note", ["monthly": monthly]))
            let byMonth = balances.count <= 36
            let points = balances.enumerated().filter {
                byMonth || ($0.offset + 1) % 12 == 0 || $0.offset + 1 == balances.count
            }
            content.charts.append(
                BarChart(
                    labels(
                        "fund",
                        say(byMonth ? EmergencyFund.Sentence.byMonthTitle : EmergencyFund.Sentence.byYearTitle),
                        say(
                            EmergencyFund.Sentence.chart,
                            ["target": money.string(result.target), "months": months(count)])),
                    categories: points.map { byMonth ? money.count($0.offset + 1) : year(($0.offset + 12) / 12) },
                    series: [BarChart.Series(own("saved_series"), points.map { double($0.element) })], style: style,
                    palette: palette
                ).draw())
        }
    }

    func debtPayoff(_ result: DebtPayoff.Result, into content: inout ExampleContent) {
        let debts = DebtPayoff(page.exampleInputs).debts
        content.rounding = own("rounding", ["nearest": nearest, "budget": money.string(result.budget)])
        var totals: [(DebtPayoff.Strategy, Decimal, [Decimal])] = []
        for plan in [result.snowball, result.avalanche] {
            let name = say(DebtPayoff.Sentence.plan(plan.strategy))
            switch plan.outcome {
            case .neverPaidOff(let first):
                content.notes.append(
                    say(
                        DebtPayoff.Sentence.never,
                        [
                            "plan": name, "budget": money.string(result.budget), "first": money.string(first),
                        ]))
            case .tooSlow:
                content.notes.append(say(DebtPayoff.Sentence.tooSlow, ["plan": name]))
            case .paidOff(let count, let interest, _, let owed):
                content.card(
                    own("debt_free", ["plan": name]), months(count),
                    own("interest_note", ["interest": money.string(interest)]))
                totals.append((plan.strategy, interest, owed))
            }
        }
        if totals.count == 2 {
            let saved = totals[0].1 - totals[1].1
            content.notes.append(
                saved == 0
                    ? say(DebtPayoff.Sentence.sameInterest)
                    : saved > 0
                        ? say(DebtPayoff.Sentence.avalancheSaves, ["saved": money.string(saved)])
                        : say(DebtPayoff.Sentence.snowballSaves, ["saved": money.string(-saved)]))
            let (snowball, avalanche) = (totals[0].2.count, totals[1].2.count)
            content.notes.append(
                snowball == avalanche
                    ? say(DebtPayoff.Sentence.sameTime, ["months": months(snowball)])
                    : say(
                        DebtPayoff.Sentence.sooner(snowball < avalanche ? .snowball : .avalanche),
                        ["months": months(abs(snowball - avalanche))]))
            let longest = max(totals[0].2.count, totals[1].2.count), byMonth = longest <= 36
            let wanted = (1...longest).filter { byMonth || $0 % 12 == 0 || $0 == longest }
            content.charts.append(
                BarChart(
                    labels(
                        "owed", say(byMonth ? DebtPayoff.Sentence.byMonthTitle : DebtPayoff.Sentence.byYearTitle),
                        say(DebtPayoff.Sentence.chart, ["zero": money.string(0)])),
                    categories: wanted.map { byMonth ? money.count($0) : year(($0 + 11) / 12) },
                    series: totals.map { total in
                        BarChart.Series(
                            say(DebtPayoff.Sentence.plan(total.0)),
                            wanted.map { double($0 <= total.2.count ? total.2[$0 - 1] : 0) })
                    },
                    style: style, palette: palette
                ).draw())
        }
        func cleared(_ plan: DebtPayoff.Plan, _ index: Int) -> String {
            guard case .paidOff(_, _, let paidOffIn, _) = plan.outcome else { return "—" }
            return paidOffIn[index] == 0 ? own("nothing_owed") : month(paidOffIn[index])
        }
        content.schedule = ChartTable(
            caption: say(DebtPayoff.Sentence.table),
            columns: [
                own("debt"), own("owed"), own("rate"), say(DebtPayoff.Sentence.plan(.snowball)),
                say(DebtPayoff.Sentence.plan(.avalanche)),
            ],
            rows: debts.indices.map { index in
                [
                    name(debts[index].name, row: debts[index].row, default: "group"),
                    money.string(debts[index].balance), percent(debts[index].rate),
                    cleared(result.snowball, index), cleared(result.avalanche, index),
                ]
            })
    }

    func netWorth(_ result: NetWorth.Result, into content: inout ExampleContent) {
        content.card(
            own("net_worth"), money.string(result.netWorth, signed: result.netWorth < 0), own("net_note"))
        content.card(own("you_own"), money.string(result.owned))
        content.card(own("you_owe"), money.string(result.owed))
        content.notes.append(
            result.netWorth >= 0
                ? say(NetWorth.Sentence.ahead, ["net": money.string(result.netWorth)])
                : say(NetWorth.Sentence.behind, ["net": money.string(-result.netWorth)]))
        content.rounding = own("rounding")
        func named(_ items: [NetWorth.Item], _ noun: String) -> [(name: String, amount: Decimal)] {
            items.map { (name($0.name, row: $0.row, default: noun), $0.amount) }
        }
        let assets = named(result.assets, "thing_row"), debts = named(result.debts, "debt_row")
        for (suffix, title, items, total) in [
            ("owned", say(NetWorth.Sentence.ownedTitle), assets, result.owned),
            ("owed", say(NetWorth.Sentence.owedTitle), debts, result.owed),
        ]
        where total > 0 {
            content.charts.append(
                PieChart(
                    labels(
                        suffix, title,
                        say(
                            NetWorth.Sentence.chart,
                            [
                                "count": money.count(items.count), "total": money.string(total),
                                "items": items.map { "\($0.name) \(money.string($0.amount))" }.joined(separator: ", "),
                            ])),
                    slices: items.map { PieChart.Slice($0.name, double($0.amount)) }, isDonut: true, style: style,
                    palette: palette
                ).draw())
        }
        content.schedule = ChartTable(
            caption: say(NetWorth.Sentence.table), columns: [own("item"), own("own"), own("owe")],
            rows: assets.map { [$0.name, money.string($0.amount), ""] }
                + debts.map { [$0.name, "", money.string($0.amount)] }
                + [[own("total"), money.string(result.owned), money.string(result.owed)]])
    }

    /// The name the reader gave a row, or the calculator's word `noun` for it with its number: "Debt 2".
    private func name(_ written: String, row: Int, default noun: String) -> String {
        written.isEmpty ? own(noun, ["row": money.count(row)]) : written
    }
}
