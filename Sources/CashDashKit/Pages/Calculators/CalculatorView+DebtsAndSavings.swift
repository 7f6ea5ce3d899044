import CashDashModel
import Charts
import Foundation

/// The worked examples of the emergency fund, debt snowball or avalanche and net worth calculators.
extension CalculatorView {
    func emergencyFund(_ result: EmergencyFund.Result, into content: inout ExampleContent) {
        let monthly = money.string(page.exampleInputs.decimal(EmergencyFund.Field.monthly)),
            covered = page.exampleInputs.whole(EmergencyFund.Field.months)
        content.card("Your target", money.string(result.target), "\(covered) months of essential costs")
        content.card("Still to save", money.string(result.needed))
        content.rounding =
            "Nothing is rounded: the target is the monthly costs × \(covered), and the last month puts in only "
            + "what is still missing."
        switch result.outcome {
        case .never:
            content.notes.append(EmergencyFund.Sentence.never([:]))
        case .tooSlow:
            content.notes.append(EmergencyFund.Sentence.tooSlow(["monthly": monthly]))
        case .reached(0, _):
            content.notes.append(EmergencyFund.Sentence.ready([:]))
        case .reached(let count, let balances):
            content.card("Time to reach it", months(count), "putting away \(monthly) a month")
            let byMonth = balances.count <= 36
            let points = balances.enumerated().filter {
                byMonth || ($0.offset + 1) % 12 == 0 || $0.offset + 1 == balances.count
            }
            content.charts.append(
                BarChart(
                    labels(
                        "fund",
                        (byMonth ? EmergencyFund.Sentence.byMonthTitle : EmergencyFund.Sentence.byYearTitle)([:]),
                        EmergencyFund.Sentence.chart(["target": money.string(result.target), "months": months(count)])),
                    categories: points.map { byMonth ? "\($0.offset + 1)" : "Year \(($0.offset + 12) / 12)" },
                    series: [BarChart.Series("Saved", points.map { double($0.element) })], style: style,
                    palette: palette
                ).draw())
        }
    }

    func debtPayoff(_ result: DebtPayoff.Result, into content: inout ExampleContent) {
        let debts = DebtPayoff(page.exampleInputs).debts
        content.rounding =
            "Each month every debt is charged what it owes × its rate ÷ 12, rounded to the nearest \(unitName) "
            + "(half a \(unitName) rounds up). Then each gets its minimum, and the rest of the \(money.string(result.budget)) "
            + "budget goes to the debt whose turn it is. Ties keep the order the debts are listed in."
        var totals: [(DebtPayoff.Strategy, Decimal, [Decimal])] = []
        for plan in [result.snowball, result.avalanche] {
            let name = plan.strategy.title
            switch plan.outcome {
            case .neverPaidOff(let first):
                content.notes.append(
                    DebtPayoff.Sentence.never([
                        "plan": name, "budget": money.string(result.budget), "first": money.string(first),
                    ]))
            case .tooSlow:
                content.notes.append(DebtPayoff.Sentence.tooSlow(["plan": name]))
            case .paidOff(let count, let interest, _, let owed):
                content.card("\(name): debt-free in", months(count), "\(money.string(interest)) of interest")
                totals.append((plan.strategy, interest, owed))
            }
        }
        if totals.count == 2 {
            let saved = totals[0].1 - totals[1].1
            content.notes.append(
                saved == 0
                    ? DebtPayoff.Sentence.sameInterest([:])
                    : saved > 0
                        ? DebtPayoff.Sentence.avalancheSaves(["saved": money.string(saved)])
                        : DebtPayoff.Sentence.snowballSaves(["saved": money.string(-saved)]))
            let (snowball, avalanche) = (totals[0].2.count, totals[1].2.count)
            content.notes.append(
                snowball == avalanche
                    ? DebtPayoff.Sentence.sameTime(["months": months(snowball)])
                    : DebtPayoff.Sentence.sooner([
                        "plan": snowball < avalanche ? "snowball" : "avalanche",
                        "months": months(abs(snowball - avalanche)),
                    ]))
            let longest = max(totals[0].2.count, totals[1].2.count), byMonth = longest <= 36
            let wanted = (1...longest).filter { byMonth || $0 % 12 == 0 || $0 == longest }
            content.charts.append(
                BarChart(
                    labels(
                        "owed", (byMonth ? DebtPayoff.Sentence.byMonthTitle : DebtPayoff.Sentence.byYearTitle)([:]),
                        DebtPayoff.Sentence.chart(["zero": money.string(0)])),
                    categories: wanted.map { byMonth ? "\($0)" : "Year \(($0 + 11) / 12)" },
                    series: totals.map { total in
                        BarChart.Series(total.0.title, wanted.map { double($0 <= total.2.count ? total.2[$0 - 1] : 0) })
                    },
                    style: style, palette: palette
                ).draw())
        }
        func cleared(_ plan: DebtPayoff.Plan, _ index: Int) -> String {
            guard case .paidOff(_, _, let paidOffIn, _) = plan.outcome else { return "—" }
            return paidOffIn[index] == 0 ? "Nothing owed" : "Month \(paidOffIn[index])"
        }
        content.schedule = ChartTable(
            caption: DebtPayoff.Sentence.table([:]), columns: ["Debt", "Owed", "Rate", "Snowball", "Avalanche"],
            rows: debts.indices.map { index in
                [
                    debts[index].name, money.string(debts[index].balance), percent(debts[index].rate),
                    cleared(result.snowball, index), cleared(result.avalanche, index),
                ]
            })
    }

    func netWorth(_ result: NetWorth.Result, into content: inout ExampleContent) {
        content.card(
            "Net worth", money.string(result.netWorth, signed: result.netWorth < 0), "what you own less what you owe")
        content.card("You own", money.string(result.owned))
        content.card("You owe", money.string(result.owed))
        content.notes.append(
            result.netWorth >= 0
                ? NetWorth.Sentence.ahead(["net": money.string(result.netWorth)])
                : NetWorth.Sentence.behind(["net": money.string(-result.netWorth)]))
        content.rounding = "Nothing is rounded: the amounts are added exactly."
        for (suffix, title, items, total) in [
            ("owned", NetWorth.Sentence.ownedTitle([:]), result.assets, result.owned),
            ("owed", NetWorth.Sentence.owedTitle([:]), result.debts, result.owed),
        ]
        where total > 0 {
            content.charts.append(
                PieChart(
                    labels(
                        suffix, title,
                        NetWorth.Sentence.chart([
                            "count": "\(items.count)", "total": money.string(total),
                            "items": items.map { "\($0.name) \(money.string($0.amount))" }.joined(separator: ", "),
                        ])),
                    slices: items.map { PieChart.Slice($0.name, double($0.amount)) }, isDonut: true, style: style,
                    palette: palette
                ).draw())
        }
        content.schedule = ChartTable(
            caption: NetWorth.Sentence.table([:]), columns: ["Item", "Own", "Owe"],
            rows: result.assets.map { [$0.name, money.string($0.amount), ""] }
                + result.debts.map { [$0.name, "", money.string($0.amount)] }
                + [["Total", money.string(result.owned), money.string(result.owed)]])
    }
}
