import CashDashModel
import Charts
import Foundation

/// The worked examples of the take-home pay and APR ↔ APY calculators.
extension CalculatorView {
    func takeHomePay(_ result: TakeHomePay.Result, into content: inout ExampleContent) {
        let period = PayPeriod(rawValue: page.exampleInputs.choice(TakeHomePay.Field.period) ?? "") ?? .monthly
        let gross = page.exampleInputs.decimal(TakeHomePay.Field.gross),
            pretax = page.exampleInputs.decimal(TakeHomePay.Field.pretax)
        let each = say(TakeHomePay.Sentence.each(period))
        content.card(own("take_home"), money.string(result.takeHome), each)
        content.card(own("income_tax"), money.string(result.tax), each)
        if period != .yearly { content.card(own("take_home_year"), money.string(result.yearlyTakeHome)) }
        if gross > 0 {
            let share = plainDecimal(result.tax * 100 / gross, decimals: 1, grouping: false)
                .replacingOccurrences(of: ".", with: style.decimalSeparator)
            content.notes.append(
                say(
                    TakeHomePay.Sentence.share,
                    [
                        "gross": money.string(gross), "each": each, "tax": money.string(result.tax),
                        "share": share + style.percentSuffix,
                    ]))
        }
        if page.exampleInputs.decimal(TakeHomePay.Field.limit2) < page.exampleInputs.decimal(TakeHomePay.Field.limit1) {
            content.notes.append(say(TakeHomePay.Sentence.limitsCrossed))
        }
        if pretax > gross {
            content.notes.append(say(TakeHomePay.Sentence.deductionsOver))
        }
        content.rounding = own(
            "rounding",
            [
                "taxable": money.string(result.taxable), "days": money.count(period.perYear),
                "yearly": money.string(result.yearlyTaxable), "nearest": nearest,
            ])
        content.charts.append(
            BarChart(
                labels(
                    "split", say(TakeHomePay.Sentence.chartTitle),
                    say(
                        TakeHomePay.Sentence.chart,
                        [
                            "before": money.string(min(pretax, gross)), "tax": money.string(result.tax),
                            "home": money.string(max(result.takeHome, 0)),
                        ])),
                categories: [own("before_tax"), own("tax"), own("take_home_bar")],
                series: [
                    BarChart.Series(
                        word("amount"),
                        [double(min(pretax, gross)), double(result.tax), double(max(result.takeHome, 0))])
                ],
                style: style, palette: palette
            ).draw())
        content.schedule = ChartTable(
            caption: say(TakeHomePay.Sentence.table), columns: [own("band"), own("rate"), own("in_band"), own("tax")],
            rows: result.bands.map { band in
                let range =
                    band.upTo.map { own("band_range", ["from": money.string(band.from), "to": money.string($0)]) }
                    ?? own("band_above", ["from": money.string(band.from)])
                return [range, percent(band.rate), money.string(band.taxed), money.string(band.tax)]
            })
    }

    func aprApy(_ result: AprApy.Result, into content: inout ExampleContent) {
        let compounding =
            CompoundingPeriod(rawValue: page.exampleInputs.choice(AprApy.Field.compounding) ?? "") ?? .monthly
        content.card(own("apr"), percent(result.apr), own("apr_note"))
        content.card(own("apy"), percent(result.apy), own("apy_note"))
        let thousand = Decimal(1000)
        content.notes.append(
            say(
                AprApy.Sentence.earns,
                [
                    "how": text(compounding.phrase), "thousand": money.string(thousand),
                    "earns": money.string(interestOn(thousand, apy: result.apy)), "apr": percent(result.apr),
                    "instead": money.string(interestOn(thousand, apy: result.apr)),
                ]))
        content.rounding = own("rounding", ["times": money.count(compounding.perYear)])
        let rows = result.apyByCompounding
        content.charts.append(
            BarChart(
                labels(
                    "compounding",
                    say(AprApy.Sentence.chartTitle, ["thousand": money.string(thousand), "apr": percent(result.apr)]),
                    say(
                        AprApy.Sentence.chart,
                        [
                            "low": money.string(interestOn(thousand, apy: rows.first?.1 ?? 0)),
                            "high": money.string(interestOn(thousand, apy: rows.last?.1 ?? 0)),
                        ])),
                categories: rows.map { text($0.0.label) },
                series: [BarChart.Series(word("interest"), rows.map { double(interestOn(thousand, apy: $0.1)) })],
                style: style, palette: palette
            ).draw())
        content.schedule = ChartTable(
            caption: say(AprApy.Sentence.table, ["apr": percent(result.apr)]),
            columns: [own("added"), own("times"), own("apy")],
            rows: rows.map { [text($0.0.label), money.count($0.0.perYear), percent($0.1)] })
    }

    /// A year's interest on `amount` at `apy` percent, rounded to the minor unit.
    private func interestOn(_ amount: Decimal, apy: Decimal) -> Decimal {
        Currency.round(amount * apy / 100, to: money.minorUnits)
    }
}
