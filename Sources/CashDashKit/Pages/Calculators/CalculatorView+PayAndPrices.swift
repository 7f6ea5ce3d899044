import CashDashModel
import Charts
import Foundation

/// The worked examples of the take-home pay, inflation and APR ↔ APY calculators.
extension CalculatorView {
    func takeHomePay(_ result: TakeHomePay.Result, into content: inout ExampleContent) {
        let period = PayPeriod(rawValue: page.example["period"] ?? "") ?? .monthly
        let gross = page.exampleInputs.decimal("gross"), pretax = page.exampleInputs.decimal("pretax")
        content.card("Take-home pay", money.string(result.takeHome), period.each)
        content.card("Income tax", money.string(result.tax), period.each)
        if period != .yearly { content.card("Take-home in a year", money.string(result.yearlyTakeHome)) }
        if gross > 0 {
            let share = plainDecimal(result.tax * 100 / gross, decimals: 1, grouping: false)
                .replacingOccurrences(of: ".", with: style.decimalSeparator)
            content.notes.append("Of \(money.string(gross)) \(period.each), \(money.string(result.tax)) goes in tax: \(share)% of "
                + "the pay. Each band's rate only applies to the part of the pay inside that band.")
        }
        if page.exampleInputs.decimal("limit2") < page.exampleInputs.decimal("limit1") {
            content.notes.append("The second limit is below the first, so the second band is empty. Check the limits against your tax tables.")
        }
        if pretax > gross {
            content.notes.append("The deductions are more than the pay, so there is nothing to tax and less than nothing to take home.")
        }
        content.rounding = "Tax is worked out on a year's taxable pay (\(money.string(result.taxable)) × \(period.perYear) pay "
            + "days = \(money.string(result.yearlyTaxable))). Each band's tax is rounded to the nearest \(unitName) (half a "
            + "\(unitName) rounds up); the tax each pay day is the year's tax ÷ \(period.perYear), rounded the same way."
        content.charts.append(BarChart(
            labels("split", "Where each pay day's pay goes",
                   "Three bars: \(money.string(min(pretax, gross))) taken off before tax, \(money.string(result.tax)) of tax, "
                    + "\(money.string(max(result.takeHome, 0))) to take home."),
            categories: ["Before tax", "Tax", "Take-home"],
            series: [BarChart.Series("Amount", [double(min(pretax, gross)), double(result.tax), double(max(result.takeHome, 0))])],
            style: style, palette: palette
        ).draw())
        content.schedule = ChartTable(
            caption: "Tax band by band, for a year", columns: ["Band", "Rate", "Pay in the band", "Tax"],
            rows: result.bands.map { band in
                let range = band.upTo.map { "\(money.string(band.from)) to \(money.string($0))" } ?? "Above \(money.string(band.from))"
                return [range, percent(band.rate), money.string(band.taxed), money.string(band.tax)]
            })
    }

    func inflation(_ result: Inflation.Result, into content: inout ExampleContent) {
        let amount = money.string(page.exampleInputs.decimal("amount")), years = result.years.count
        let rate = percent(page.exampleInputs.decimal("rate")), savingsRate = percent(page.exampleInputs.decimal("savings"))
        let after = years == 1 ? "1 year" : "\(years) years"
        content.card("Costs after \(after)", money.string(result.price), "what costs \(amount) today")
        content.card("\(amount) kept as cash buys", money.string(result.buys), "in today's money")
        content.card("Your savings at \(savingsRate)", money.string(result.savings))
        content.notes.append("To keep up, savings must earn at least \(rate) a year after tax. "
            + (result.ahead >= 0
                ? "At \(savingsRate) they end \(money.string(result.ahead)) ahead of prices."
                : "At \(savingsRate) they fall \(money.string(-result.ahead)) behind prices."))
        content.rounding = "Each year is worked out from the year before and rounded to the nearest \(unitName) (half a "
            + "\(unitName) rounds up): the price grows by \(rate), the cash's buying power is divided by 1 + \(rate), and the "
            + "savings grow by \(savingsRate)."
        let names = result.years.map { "Year \($0.year)" }
        content.charts.append(BarChart(
            labels("prices", "Prices and your savings year by year",
                   "Pairs of bars, one pair per year: the price of what costs \(amount) today, reaching \(money.string(result.price)), "
                    + "and the savings, reaching \(money.string(result.savings))."),
            categories: names,
            series: [BarChart.Series("Price", result.years.map { double($0.price) }),
                     BarChart.Series("Savings", result.years.map { double($0.savings) })],
            style: style, palette: palette
        ).draw())
        content.schedule = ChartTable(
            caption: "Year by year", columns: ["Year", "Price", "Cash buys", "Savings"],
            rows: result.years.map { ["Year \($0.year)", money.string($0.price), money.string($0.buys), money.string($0.savings)] })
    }

    func aprApy(_ result: AprApy.Result, into content: inout ExampleContent) {
        let compounding = CompoundingPeriod(rawValue: page.example["compounding"] ?? "") ?? .monthly
        content.card("APR", percent(result.apr), "the yearly rate as quoted")
        content.card("APY", percent(result.apy), "what a year really earns or costs")
        let thousand = Decimal(1000)
        content.notes.append("With interest added \(compounding.label.lowercased()), \(money.string(thousand)) for a year "
            + "earns \(money.string(interestOn(thousand, apy: result.apy))) at an APR of \(percent(result.apr)), "
            + "not \(money.string(interestOn(thousand, apy: result.apr))).")
        content.rounding = "APY = (1 + APR ÷ n)ⁿ − 1, where n is how many times a year interest is added (\(compounding.perYear) "
            + "here). Both rates are shown to 3 decimals, rounded half up from the exact value; going from an APY, the APR "
            + "shown is the one that rounds from the exact answer."
        let rows = result.apyByCompounding
        content.charts.append(BarChart(
            labels("compounding", "Interest on \(money.string(thousand)) in a year at an APR of \(percent(result.apr))",
                   "Bars, one for each way of adding interest, from once a year to every day: the more often, the more a "
                    + "year earns, from \(money.string(interestOn(thousand, apy: rows.first?.1 ?? 0))) to "
                    + "\(money.string(interestOn(thousand, apy: rows.last?.1 ?? 0)))."),
            categories: rows.map { $0.0.label },
            series: [BarChart.Series("Interest", rows.map { double(interestOn(thousand, apy: $0.1)) })],
            style: style, palette: palette
        ).draw())
        content.schedule = ChartTable(
            caption: "The APY of an APR of \(percent(result.apr))", columns: ["Interest is added", "Times a year", "APY"],
            rows: rows.map { [$0.0.label, "\($0.0.perYear)", percent($0.1)] })
    }

    /// A year's interest on `amount` at `apy` percent, rounded to the minor unit.
    private func interestOn(_ amount: Decimal, apy: Decimal) -> Decimal {
        Currency.round(amount * apy / 100, to: money.minorUnits)
    }
}
