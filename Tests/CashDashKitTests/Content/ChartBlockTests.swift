@testable import CashDashKit
@testable import CashDashModel
import Charts
import Testing

@Suite struct ChartBlockTests {
    private func render(_ yaml: String, firstLine: Int = 10) -> (String?, [String]) {
        var diagnostics = Diagnostics()
        let html = ChartBlock.html(
            yaml: yaml, path: "ch.md", firstLine: firstLine, id: "ch-chart-1", money: .usDollars,
            diagnostics: &diagnostics)
        return (html, diagnostics.sorted.map { "\($0.line):\($0.column) \($0.message)" })
    }

    @Test func drawsAPieWithItsTableAndAGeneratedDescription() throws {
        let (html, problems) = render(
            "type: pie\ntitle: A $2,000 month\ndata:\n  Needs: 1000\n  Wants: 600\n  Savings: 400\n")
        #expect(problems.isEmpty)
        let chart = try #require(html)
        #expect(chart.hasPrefix("<figure class=\"chart\">\n<figcaption>A $2,000 month</figcaption>\n<svg"))
        #expect(
            chart.contains(
                "<desc id=\"ch-chart-1-desc\">A pie chart of 3 parts: Needs $1,000, Wants $600, Savings $400.</desc>"))
        #expect(chart.contains("<details class=\"chart-data\"><summary>Show the numbers</summary>"))
        #expect(chart.contains("<td class=\"number\">$1,000</td>"))
    }

    /// A chapter's line chart writes its months and days as the site's locale does, as the rates charts do: a French
    /// site's said `Jan 5` and `2026-01-05`.
    @Test func aLineChartWritesDaysInTheSitesLanguage() throws {
        var diagnostics = Diagnostics()
        let html = try #require(
            ChartBlock.html(
                yaml:
                    "type: line\ntitle: Taux\nseries:\n  - name: USD\n    points: {2026-01-05: 1.08, 2026-02-09: 1.09}\n",
                path: "ch.md", firstLine: 1, id: "c", money: .usDollars, days: DayFormat(locale: "fr_FR"),
                diagnostics: &diagnostics))
        #expect(diagnostics.all.isEmpty)
        #expect(html.contains(">5 janv.</text>") && html.contains(">9 févr.</text>"), "the axis's weeks")
        #expect(html.contains("<th scope=\"row\">5\u{A0}janv.\u{A0}2026</th>"), "the table's days in short words")
        #expect(!html.contains("Jan") && !html.contains("2026-01-05<"))
    }

    @Test func drawsBarsWithAnAverageAndLinesFromDates() {
        let (bars, barProblems) = render(
            "type: bar\ntitle: Week\naverage: Average per day\ndata:\n  Mon: 10\n  Tue: 20\n")
        #expect(barProblems.isEmpty)
        #expect(bars?.contains(">Average per day: $15<") == true)
        let (lines, lineProblems) = render(
            """
            type: line
            title: Rates
            format: number
            series:
              - name: USD
                points: {2026-01-05: 1.08, 2026-01-06: null, 2026-01-07: 1.09}
            """)
        #expect(lineProblems.isEmpty)
        #expect(lines?.contains("<td class=\"number\">1.09</td>") == true)
    }

    @Test func reportsProblemsAtTheirLinesInTheChapter() {
        let (html, problems) = render(
            "type: pie\ntitle: T\ncolour: red\npalette: neon\ndata:\n  A: lots\n", firstLine: 10)
        #expect(html == nil)
        #expect(
            problems == [
                "12:1 unknown key `colour` in a pie chart; the keys it takes are `type`, `title`, `description`, `format`, "
                    + "`palette`, `data`",
                "13:1 unknown palette `neon`; use one of " + Palette.all.map { "`\($0.name)`" }.joined(separator: ", "),
                "15:6 the value of `A` should be a number, like 12.50",
            ])
    }

    @Test func aPieOrDonutTakesNoSliceBelowZeroAndNotOnlyZeros() {
        let (pie, pieProblems) = render("type: pie\ntitle: T\ndata:\n  Rent: 500\n  Refund: -20\n", firstLine: 10)
        #expect(pie == nil, "a pie without the refund would say its total is $500")
        #expect(
            pieProblems == [
                "14:11 the value of `Refund` is below 0, but a pie chart shows the parts of a whole; leave it out, or "
                    + "show the numbers in a bar chart"
            ])
        let (donut, donutProblems) = render("type: donut\ntitle: T\ndata:\n  Rent: 0\n  Food: 0\n", firstLine: 10)
        #expect(donut == nil)
        #expect(donutProblems.first?.hasPrefix("12:1 every slice of this donut chart is 0") == true, "\(donutProblems)")
        let (bars, barProblems) = render("type: bar\ntitle: T\ndata:\n  Rent: 500\n  Refund: -20\n")
        #expect(bars != nil && barProblems.isEmpty, "a bar can go below 0")
    }

    @Test func aHorizontalBarTakesNoValueBelowZero() {
        // Drawn as no bar beside its label `−$40.25`, without a word.
        let (html, problems) = render("type: horizontal-bar\ntitle: T\ndata:\n  Rent: 500\n  Refund: -40.25\n")
        #expect(html == nil)
        #expect(
            problems == [
                "14:11 the value of `Refund` is below 0, but a horizontal bar chart draws no bar below 0; show the numbers "
                    + "in a `bar` chart, whose bars go below 0"
            ])
    }

    @Test func theAverageOfStackedBarsIsOfTheirTotalsAndOfBarsSideBySideIsRefused() {
        // It had been the first series' average alone: `Avg: $75` above stacks of $1,000.
        let stacked = """
            type: bar
            title: Payments
            stacked: true
            average: Avg
            categories: [Jan, Feb]
            series:
              - {name: Interest, values: [100, 50]}
              - {name: Principal, values: [900, 950]}
            """
        let (html, problems) = render(stacked)
        #expect(problems.isEmpty && html?.contains(">Avg: $1,000<") == true, "\(problems)")
        let (sideBySide, refused) = render(stacked.replacingOccurrences(of: "stacked: true\n", with: ""))
        #expect(sideBySide == nil && refused.first?.hasPrefix("12:1 `average` draws one line") == true, "\(refused)")
    }

    @Test func rebasedLinesStartAboveZero() {
        let (html, problems) = render(
            """
            type: line
            title: Growth
            rebase: true
            series:
              - name: Normal
                points: {2026-01-05: 10, 2026-01-06: 30}
              - name: Zero start
                points: {2026-01-05: 0, 2026-01-06: 10}
            """)
        #expect(html == nil)
        #expect(
            problems.first?.hasPrefix("12:1 `rebase` draws each series as a share of its first value, but `Zero start`")
                == true, "\(problems)")
    }

    @Test func needsATypeAndATitle() {
        #expect(render("title: T\ndata: {A: 1}\n").1.first?.contains("needs `type: pie`") == true)
        #expect(render("type: bar\ndata: {A: 1}\n").1.first?.contains("needs a `title`") == true)
    }

    @Test func checksSeriesAgainstCategories() {
        let (_, problems) = render(
            """
            type: bar
            title: Loan
            stacked: true
            categories: [2026, 2027]
            series:
              - name: Interest
                values: [520.30]
            """)
        #expect(problems.first?.contains("series `Interest` has 1 values but there are 2 `categories`") == true)
    }

    @Test("every registered kind of chart is offered to chart blocks, and named when the type is wrong")
    func everyKindIsOffered() throws {
        let data = "data:\n  Rent: 900\n  Food: 300\n"
        let series = "series:\n  - name: Rent\n    points: {2026-01-01: 900, 2026-02-01: 910}\n"
        for kind in ChartKind.all {
            let body = kind.parameters.contains("data") ? data : series
            let (html, problems) = render("type: \(kind.name)\ntitle: A month\n" + body)
            #expect(
                problems.isEmpty && html?.contains("<figcaption>A month</figcaption>") == true,
                "\(kind.name): \(problems)")
        }
        let (_, problems) = render("type: column\ntitle: T\n" + data)
        #expect(problems == ["10:1 a chart needs `type: pie`, `donut`, `bar`, `horizontal-bar` or `line`"])
    }

    @Test("a horizontal bar chart lists long names one row each, its numbers under a heading of your choosing")
    func drawsHorizontalBars() throws {
        let (html, problems) = render(
            """
            type: horizontal-bar
            title: Spending by category
            column: Spent
            data:
              Groceries and household things: 412.50
              Bus and train tickets: 96
            """)
        #expect(problems.isEmpty)
        let chart = try #require(html)
        #expect(
            chart.contains(
                "<desc id=\"ch-chart-1-desc\">A horizontal bar chart of 2 values: Groceries and household things $412.50, "
                    + "Bus and train tickets $96.</desc>"))
        #expect(chart.contains("<th scope=\"col\" class=\"number\">Spent</th>"))
    }

    @Test("a key of another kind of chart is reported with the keys this kind takes")
    func keysBelongToTheirKind() {
        let (html, problems) = render("type: pie\ntitle: T\nstacked: true\ndata: {A: 1}\n")
        #expect(html == nil)
        #expect(
            problems == [
                "12:1 unknown key `stacked` in a pie chart; the keys it takes are `type`, `title`, `description`, `format`, `palette`, `data`"
            ])
    }
}
