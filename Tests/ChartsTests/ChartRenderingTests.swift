import Charts
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite struct ChartRenderingTests {
    @Test(arguments: Examples.all.map(\.name))
    func everyChartIsWellFormedXMLWithTitleAndDescription(_ name: String) throws {
        let chart = try #require(Examples.all.first { $0.name == name }?.chart)
        let id = name == "negative-bar" ? "net" : name
        for (svg, ids) in [(chart.svg, id), (try #require(chart.narrowSVG), id + "-narrow")] {
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(name): \(parser.parserError.map(String.init(describing:)) ?? "")")
            #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(ids)-svg\" viewBox="))
            #expect(svg.contains("role=\"img\" aria-labelledby=\"\(ids)-title \(ids)-desc\""))
            #expect(svg.contains("<title id=\"\(ids)-title\">"))
            #expect(svg.contains("<desc id=\"\(ids)-desc\">"))
        }
        #expect(XMLParser(data: Data(("<div>" + chart.table.html + "</div>").utf8)).parse())
    }

    @Test func aPiesSharesAddUpToTheHundredItsTotalSays() {
        // Each share rounded alone: three thirds made 99 %, the default site's net-worth donut 101.1 %.
        func shares(_ values: [Double]) -> [String] {
            let table = PieChart(
                ChartLabels(id: "p", title: "T", description: "D"), slices: values.map { .init("x", $0) }
            ).draw().table.html
            return table.components(separatedBy: "<td class=\"number\">").dropFirst().compactMap { cell in
                let text = cell.prefix { $0 != "<" }
                return text.hasSuffix("%") ? String(text) : nil
            }
        }
        #expect(shares([1, 1, 1]) == ["34%", "33%", "33%", "100%"])
        #expect(shares([12.5, 87.5]) == ["12%", "88%", "100%"])
        #expect(shares([2500, 7500, 15000, 16800]) == ["6%", "18%", "36%", "40%", "100%"])
    }

    @Test func drawingIsDeterministic() {
        #expect(Examples.line.draw() == Examples.line.draw())
        #expect(Examples.pie.draw().svg == Examples.pie.draw().svg)
    }

    @Test func escapesLabels() throws {
        let chart = BarChart(
            ChartLabels(id: "x\"y", title: "Fish & <chips>", description: "Tom's \"treat\""),
            categories: ["<b>", "A&B"], series: [.init("Cost \"now\"", [1, 2])]
        ).draw()
        #expect(chart.svg.contains("<title id=\"x&quot;y-title\">Fish &amp; &lt;chips&gt;</title>"))
        #expect(chart.svg.contains("Tom&#39;s &quot;treat&quot;"))
        #expect(chart.svg.contains(">&lt;b&gt;<") && chart.svg.contains(">A&amp;B<"))
        #expect(chart.table.html.contains("Cost &quot;now&quot;"))
        #expect(XMLParser(data: Data(chart.svg.utf8)).parse())
    }

    @Test func aTableWithoutAFirstColumnTitleHasAPlainCornerCell() {
        let table = BarChart(
            ChartLabels(id: "s", title: "Spending", description: "By month"), categories: ["Oct"],
            series: [.init("Spent", [5])]
        )
        .draw().table
        #expect(table.html.contains("<thead><tr><td></td><th scope=\"col\" class=\"number\">Spent</th></tr></thead>"))
        #expect(!table.html.contains("<th scope=\"col\"></th>"), "an empty header names nothing to a screen reader")
    }

    @Test func foldsSmallSlicesIntoOther() {
        let drawn = Examples.pie.drawnSlices
        #expect(drawn.map(\.label) == ["Rent", "Groceries", "Transport", "Fun & games", "Other"])
        #expect(drawn.last?.value == 59, "Phone (2.5%), Gifts and Stamps are each under 3%")
        let table = Examples.pie.draw().table
        #expect(table.rows.count == 8, "the table lists every slice and the total")
        #expect(table.rows.last == ["Total", "$1,379", "100%"], "a column of whole amounts has no decimals")
        #expect(Examples.pie.draw().svg.contains("Rent: $800 (58%)"), "the chart's own labels stay short")
    }

    /// A budget's table of numbers had `$72` above `$125.93` in one column: when one cell of a money column has cents,
    /// every cell has them, in each kind of chart's table, while the drawing keeps its short labels.
    @Test func aColumnOfMoneyHasTheSameDecimalsInEveryCell() {
        let labels = ChartLabels(id: "m", title: "Spent", description: "Per day")
        let bars = BarChart(labels, categories: ["Mon", "Tue"], series: [.init("Spent", [72, 125.93])]).draw()
        #expect(bars.table.rows.map { $0[1] } == ["$72.00", "$125.93"])
        #expect(bars.svg.contains(">$72<"))
        let across = HorizontalBarChart(labels, bars: [.init("Rent", 72), .init("Food", 125.93)], valueName: "Spent")
            .draw()
        #expect(across.table.rows.map { $0[1] } == ["$72.00", "$125.93"])
        let pie = PieChart(labels, slices: [.init("Rent", 72), .init("Food", 125.93)]).draw()
        #expect(pie.table.rows.map { $0[1] } == ["$72.00", "$125.93", "$197.93"])
        let yen = NumberStyle(kind: .money(symbol: "¥", symbolFirst: true), moneyDecimals: 0)
        #expect(yen.column([548, 1_000.4]) == ["¥548", "¥1,000"], "a currency without decimals has none")
        #expect(
            NumberStyle().column([1.17, 1.1714], decimals: 4) == ["1.1700", "1.1714"], "a rate's published decimals")
        let line = LineChart(
            labels,
            series: [
                .init(
                    "Spent",
                    [.init(Day(year: 2026, month: 1, day: 5), 72), .init(Day(year: 2026, month: 1, day: 6), 125.93)])
            ],
            style: .usDollars
        ).draw()
        #expect(line.table.rows.map { $0[1] } == ["$72.00", "$125.93"])
    }

    @Test func negativeBarsHangBelowTheZeroLineWithAMinusSign() {
        let svg = Examples.negative.draw().svg
        #expect(svg.contains(">\u{2212}$45.50<"))
        #expect(svg.contains("stroke-opacity=\"0.6\""), "the zero line is drawn firmer")
    }

    @Test func referenceLineIsLabelled() {
        let svg = Examples.bar.draw().svg
        #expect(svg.contains("stroke-dasharray=\"6 4\""))
        #expect(svg.contains(">Average per day: $23.21<"))
    }

    @Test func aValueLabelTheReferenceLineWouldCrossMovesAboveIt() {
        // The household's months: the line at $3,519.28 ran through the label of the $3,364.09 bar.
        let chart = BarChart(
            ChartLabels(id: "months", title: "Spending per month", description: "Three months."),
            categories: ["Sep", "Oct", "Nov"], series: [.init("Spent", [3151.22, 3364.09, 2850.16])],
            referenceLine: .init(value: 3519.28, label: "Average a month"))
        for svg in [chart.draw().svg, chart.draw().narrowSVG!] {
            // The last dashed line is the average's (the first is its key in the legend).
            let dashed = svg.components(separatedBy: "stroke-dasharray=\"6 4\"")
            let lineY = Double(dashed[dashed.count - 2].components(separatedBy: "y1=\"").last!.prefix { $0 != "\"" })!
            for label in ["$3,151.22", "$3,364.09", "$2,850.16"] {
                let before = svg.components(separatedBy: ">\(label)<")[0]
                let y = Double(before.components(separatedBy: " y=\"").last!.prefix { $0 != "\"" })!
                #expect(lineY <= y - 12 || lineY >= y + 3, "\(label) at \(y), the line at \(lineY)")
            }
        }
    }

    @Test func missingValuesLeaveGapsAndTheLastPointIsLabelled() {
        let svg = Examples.line.draw().svg
        let path = svg.components(separatedBy: "<path d=\"")[1].prefix { $0 != "\"" }
        #expect(path.filter { $0 == "M" }.count == 2, "the outage breaks the line in two")
        #expect(svg.contains("▲ "))
        #expect(svg.contains("<circle"))
    }

    @Test func aLongSeriesStaysSmall() {
        let start = Day(year: 2007, month: 1, day: 1)
        var seed: UInt64 = 42
        let points = (0..<7_000).map { offset -> LineChart.Point in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return LineChart.Point(start.adding(days: offset), 1 + Double(seed >> 40) / Double(1 << 24) * 0.5)
        }
        let chart = LineChart(
            ChartLabels(id: "long", title: "Twenty years", description: "7,000 daily rates."),
            series: [.init("USD", points)])
        #expect(chart.draw().svg.utf8.count <= 40_000)
    }

    @Test func keepsOnlyEightSeries() {
        let series = (0..<10).map { LineChart.Series("S\($0)", [LineChart.Point(Day(ordinal: 0), 1)]) }
        #expect(LineChart(ChartLabels(id: "s", title: "t", description: "d"), series: series).series.count == 8)
    }
}
