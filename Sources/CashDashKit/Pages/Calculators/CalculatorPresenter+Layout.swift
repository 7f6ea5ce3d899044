import CashDashModel
import Charts
import Foundation

/// The worked example of a calculator whose results are declared as a ``ResultLayout``.
extension CalculatorPresenter {
    /// What the example's result shows, as its layout says.
    func presentedResult(_ layout: ResultLayout) -> PresentedResult {
        ResultPresenter(view: self, facts: page.kind.facts(page.exampleInputs, minorUnits: money.minorUnits))
            .present(layout)
    }

    func example(_ layout: ResultLayout) -> WorkedExample {
        let result = presentedResult(layout)
        var content = ExampleContent()
        content.cards = result.cards.map { Card(title: $0.title, amount: $0.value, note: $0.note) }
        content.notes = result.notes
        content.rounding = result.rounding
        content.charts = result.charts.map(draw)
        content.schedule = result.table.map(Self.table)
        content.fullSchedule = result.fullTable.map(Self.table)
        return example(content)
    }

    private static func table(_ table: PresentedResult.Table) -> ChartTable {
        ChartTable(caption: table.caption, columns: table.columns, rows: table.rows)
    }

    /// The chart drawn as its kind is drawn.
    private func draw(_ chart: PresentedResult.Chart) -> Chart {
        let labels = labels(chart.id, chart.title, chart.description)
        switch chart.kind {
        case .donut:
            return PieChart(
                labels, slices: zip(chart.categories, chart.values).map { PieChart.Slice($0, double($1.first ?? 0)) },
                isDonut: true, style: style, palette: palette
            ).draw()
        case .bars, .stacked:
            return BarChart(
                labels, categories: chart.categories,
                series: chart.series.indices.map { index in
                    BarChart.Series(chart.series[index], chart.values.map { double($0[index]) })
                },
                layout: chart.kind == .stacked ? .stacked : .grouped, style: style, palette: palette
            ).draw()
        }
    }
}
