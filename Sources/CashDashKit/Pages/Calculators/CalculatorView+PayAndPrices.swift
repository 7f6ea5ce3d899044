import CashDashModel
import Charts
import Foundation

/// The worked examples of the take-home pay, inflation and APR ↔ APY calculators.
extension CalculatorView {
    func takeHomePay(_ result: TakeHomePay.Result, into content: inout ExampleContent) {
        let period = PayPeriod(rawValue: page.exampleInputs.choice(TakeHomePay.Field.period) ?? "") ?? .monthly
        let gross = page.exampleInputs.decimal(TakeHomePay.Field.gross),
            pretax = page.exampleInputs.decimal(TakeHomePay.Field.pretax)
        content.card("Take-home pay", money.string(result.takeHome), period.each)
        content.card("Income tax", money.string(result.tax), period.each)
        if period != .yearly { content.card("Take-home in a year", money.string(result.yearlyTakeHome)) }
        if gross > 0 {
            let share = plainDecimal(result.tax * 100 / gross, decimals: 1, grouping: false)
                .replacingOccurrences(of: ".", with: style.decimalSeparator)
            content.notes.append(
                TakeHomePay.Sentence.share([
                    "gross": money.string(gross), "each": period.each, "tax": money.string(result.tax), "share": share,
                ]))
        }
        if page.exampleInputs.decimal(TakeHomePay.Field.limit2) < page.exampleInputs.decimal(TakeHomePay.Field.limit1) {
            content.notes.append(TakeHomePay.Sentence.limitsCrossed([:]))
        }
        if pretax > gross {
            content.notes.append(TakeHomePay.Sentence.deductionsOver([:]))
        }
        content.rounding =
            "Tax is worked out on a year's taxable pay (\(money.string(result.taxable)) × \(period.perYear) pay "
            + "days = \(money.string(result.yearlyTaxable))). Each band's tax is rounded to the nearest \(unitName) (half a "
            + "\(unitName) rounds up); the tax each pay day is the year's tax ÷ \(period.perYear), rounded the same way."
        content.charts.append(
            BarChart(
                labels(
                    "split", TakeHomePay.Sentence.chartTitle([:]),
                    TakeHomePay.Sentence.chart([
                        "before": money.string(min(pretax, gross)), "tax": money.string(result.tax),
                        "home": money.string(max(result.takeHome, 0)),
                    ])),
                categories: ["Before tax", "Tax", "Take-home"],
                series: [
                    BarChart.Series(
                        "Amount", [double(min(pretax, gross)), double(result.tax), double(max(result.takeHome, 0))])
                ],
                style: style, palette: palette
            ).draw())
        content.schedule = ChartTable(
            caption: TakeHomePay.Sentence.table([:]), columns: ["Band", "Rate", "Pay in the band", "Tax"],
            rows: result.bands.map { band in
                let range =
                    band.upTo.map { "\(money.string(band.from)) to \(money.string($0))" }
                    ?? "Above \(money.string(band.from))"
                return [range, percent(band.rate), money.string(band.taxed), money.string(band.tax)]
            })
    }

    func inflation(_ result: Inflation.Result, into content: inout ExampleContent) {
        let amount = money.string(page.exampleInputs.decimal(Inflation.Field.amount)), years = result.years.count
        let rate = percent(page.exampleInputs.decimal(Inflation.Field.rate)),
            savingsRate = percent(page.exampleInputs.decimal(Inflation.Field.savings))
        let after = years == 1 ? "1 year" : "\(years) years"
        content.card("Costs after \(after)", money.string(result.price), "what costs \(amount) today")
        content.card("\(amount) kept as cash buys", money.string(result.buys), "in today's money")
        content.card("Your savings at \(savingsRate)", money.string(result.savings))
        content.notes.append(
            Inflation.Sentence.keepUp(["rate": rate])
                + (result.ahead >= 0
                    ? Inflation.Sentence.ahead(["savings": savingsRate, "ahead": money.string(result.ahead)])
                    : Inflation.Sentence.behind(["savings": savingsRate, "behind": money.string(-result.ahead)])))
        content.rounding =
            "Each year is worked out from the year before and rounded to the nearest \(unitName) (half a "
            + "\(unitName) rounds up): the price grows by \(rate), the cash's buying power is divided by 1 + \(rate), and the "
            + "savings grow by \(savingsRate)."
        let names = result.years.map { "Year \($0.year)" }
        content.charts.append(
            BarChart(
                labels(
                    "prices", Inflation.Sentence.chartTitle([:]),
                    Inflation.Sentence.chart([
                        "amount": amount, "price": money.string(result.price), "savings": money.string(result.savings),
                    ])),
                categories: names,
                series: [
                    BarChart.Series("Price", result.years.map { double($0.price) }),
                    BarChart.Series("Savings", result.years.map { double($0.savings) }),
                ],
                style: style, palette: palette
            ).draw())
        content.schedule = ChartTable(
            caption: Inflation.Sentence.table([:]), columns: ["Year", "Price", "Cash buys", "Savings"],
            rows: result.years.map {
                ["Year \($0.year)", money.string($0.price), money.string($0.buys), money.string($0.savings)]
            })
    }

    func aprApy(_ result: AprApy.Result, into content: inout ExampleContent) {
        let compounding =
            CompoundingPeriod(rawValue: page.exampleInputs.choice(AprApy.Field.compounding) ?? "") ?? .monthly
        content.card("APR", percent(result.apr), "the yearly rate as quoted")
        content.card("APY", percent(result.apy), "what a year really earns or costs")
        let thousand = Decimal(1000)
        content.notes.append(
            AprApy.Sentence.earns([
                "how": compounding.label.lowercased(), "thousand": money.string(thousand),
                "earns": money.string(interestOn(thousand, apy: result.apy)), "apr": percent(result.apr),
                "instead": money.string(interestOn(thousand, apy: result.apr)),
            ]))
        content.rounding =
            "APY = (1 + APR ÷ n)ⁿ − 1, where n is how many times a year interest is added (\(compounding.perYear) "
            + "here). Both rates are shown to 3 decimals, rounded half up from the exact value; going from an APY, the APR "
            + "shown is the one that rounds from the exact answer."
        let rows = result.apyByCompounding
        content.charts.append(
            BarChart(
                labels(
                    "compounding",
                    AprApy.Sentence.chartTitle(["thousand": money.string(thousand), "apr": percent(result.apr)]),
                    AprApy.Sentence.chart([
                        "low": money.string(interestOn(thousand, apy: rows.first?.1 ?? 0)),
                        "high": money.string(interestOn(thousand, apy: rows.last?.1 ?? 0)),
                    ])),
                categories: rows.map { $0.0.label },
                series: [BarChart.Series("Interest", rows.map { double(interestOn(thousand, apy: $0.1)) })],
                style: style, palette: palette
            ).draw())
        content.schedule = ChartTable(
            caption: AprApy.Sentence.table(["apr": percent(result.apr)]),
            columns: ["Interest is added", "Times a year", "APY"],
            rows: rows.map { [$0.0.label, "\($0.0.perYear)", percent($0.1)] })
    }

    /// A year's interest on `amount` at `apy` percent, rounded to the minor unit.
    private func interestOn(_ amount: Decimal, apy: Decimal) -> Decimal {
        Currency.round(amount * apy / 100, to: money.minorUnits)
    }
}
