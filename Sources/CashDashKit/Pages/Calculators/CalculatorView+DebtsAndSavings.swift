import CashDashModel
import Charts
import Foundation

/// The worked examples of the emergency fund, debt snowball or avalanche and net worth calculators.
extension CalculatorView {
    func emergencyFund(_ result: EmergencyFund.Result, into content: inout ExampleContent) {
        let monthly = money.string(page.exampleInputs.decimal("monthly")), covered = page.exampleInputs.whole("months")
        content.card("Your target", money.string(result.target), "\(covered) months of essential costs")
        content.card("Still to save", money.string(result.needed))
        content.rounding = "Nothing is rounded: the target is the monthly costs × \(covered), and the last month puts in only "
            + "what is still missing."
        switch result.outcome {
        case .never:
            content.notes.append("With nothing put away each month, the fund stays where it is. Even a small amount each month gets it moving.")
        case .tooSlow:
            content.notes.append("At \(monthly) a month it would take more than 100 years. Put away more each month.")
        case .reached(0, _):
            content.notes.append("What is saved already covers the target: the fund is ready.")
        case .reached(let count, let balances):
            content.card("Time to reach it", months(count), "putting away \(monthly) a month")
            let byMonth = balances.count <= 36
            let points = balances.enumerated().filter { byMonth || ($0.offset + 1) % 12 == 0 || $0.offset + 1 == balances.count }
            content.charts.append(BarChart(
                labels("fund", "Your emergency fund " + (byMonth ? "month by month" : "at the end of each year"),
                       "Bars of the fund growing to the target of \(money.string(result.target)) after \(months(count))."),
                categories: points.map { byMonth ? "\($0.offset + 1)" : "Year \(($0.offset + 12) / 12)" },
                series: [BarChart.Series("Saved", points.map { double($0.element) })], style: style, palette: palette
            ).draw())
        }
    }

    func debtPayoff(_ result: DebtPayoff.Result, into content: inout ExampleContent) {
        let debts = DebtPayoff(page.exampleInputs).debts
        content.rounding = "Each month every debt is charged what it owes × its rate ÷ 12, rounded to the nearest \(unitName) "
            + "(half a \(unitName) rounds up). Then each gets its minimum, and the rest of the \(money.string(result.budget)) "
            + "budget goes to the debt whose turn it is. Ties keep the order the debts are listed in."
        var totals: [(DebtPayoff.Strategy, Decimal, [Decimal])] = []
        for plan in [result.snowball, result.avalanche] {
            let name = plan.strategy.title
            switch plan.outcome {
            case .neverPaidOff(let first):
                content.notes.append("\(name): the \(money.string(result.budget)) budget does not cover the \(money.string(first)) "
                    + "of interest charged in the first month, so the debts would never go down. Pay more each month.")
            case .tooSlow:
                content.notes.append("\(name): this would take more than 100 years. Pay more each month.")
            case .paidOff(let count, let interest, _, let owed):
                content.card("\(name): debt-free in", months(count), "\(money.string(interest)) of interest")
                totals.append((plan.strategy, interest, owed))
            }
        }
        if totals.count == 2 {
            let saved = totals[0].1 - totals[1].1
            content.notes.append(saved == 0
                ? "Both orders cost the same interest here; the snowball's quick wins come free."
                : saved > 0
                    ? "The avalanche saves \(money.string(saved)) of interest; the snowball clears a first debt sooner, which many find keeps them going."
                    : "Here the snowball costs \(money.string(-saved)) less interest than the avalanche.")
            let (snowball, avalanche) = (totals[0].2.count, totals[1].2.count)
            content.notes.append(snowball == avalanche
                ? "Both orders are debt-free after \(months(snowball))."
                : "The \(snowball < avalanche ? "snowball" : "avalanche") is debt-free \(months(abs(snowball - avalanche))) sooner.")
            let longest = max(totals[0].2.count, totals[1].2.count), byMonth = longest <= 36
            let wanted = (1...longest).filter { byMonth || $0 % 12 == 0 || $0 == longest }
            content.charts.append(BarChart(
                labels("owed", "Still owed " + (byMonth ? "month by month" : "at the end of each year"),
                       "Pairs of bars, snowball and avalanche, of everything still owed, falling to \(money.string(0))."),
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
            caption: "When each debt is paid off", columns: ["Debt", "Owed", "Rate", "Snowball", "Avalanche"],
            rows: debts.indices.map { index in
                [debts[index].name, money.string(debts[index].balance), percent(debts[index].rate),
                 cleared(result.snowball, index), cleared(result.avalanche, index)]
            })
    }

    func netWorth(_ result: NetWorth.Result, into content: inout ExampleContent) {
        content.card("Net worth", money.string(result.netWorth, signed: result.netWorth < 0), "what you own less what you owe")
        content.card("You own", money.string(result.owned))
        content.card("You owe", money.string(result.owed))
        content.notes.append(result.netWorth >= 0
            ? "You own \(money.string(result.netWorth)) more than you owe."
            : "You owe \(money.string(-result.netWorth)) more than you own. That is common early on, with a student loan; it changes as debts are paid.")
        content.rounding = "Nothing is rounded: the amounts are added exactly."
        for (suffix, title, items, total) in [("owned", "What you own", result.assets, result.owned), ("owed", "What you owe", result.debts, result.owed)]
        where total > 0 {
            content.charts.append(PieChart(
                labels(suffix, title, "A donut of \(items.count) parts adding up to \(money.string(total)): "
                    + items.map { "\($0.name) \(money.string($0.amount))" }.joined(separator: ", ") + "."),
                slices: items.map { PieChart.Slice($0.name, double($0.amount)) }, isDonut: true, style: style, palette: palette
            ).draw())
        }
        content.schedule = ChartTable(
            caption: "Everything added up", columns: ["Item", "Own", "Owe"],
            rows: result.assets.map { [$0.name, money.string($0.amount), ""] } + result.debts.map { [$0.name, "", money.string($0.amount)] }
                + [["Total", money.string(result.owned), money.string(result.owed)]])
    }
}
