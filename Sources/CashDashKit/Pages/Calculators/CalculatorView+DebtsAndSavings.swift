import CashDashModel
import Charts
import Foundation

/// The worked example of the debt snowball or avalanche calculator.
extension CalculatorView {
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

    /// The name the reader gave a row, or the calculator's word `noun` for it with its number: "Debt 2".
    private func name(_ written: String, row: Int, default noun: String) -> String {
        written.isEmpty ? own(noun, ["row": money.count(row)]) : written
    }
}
