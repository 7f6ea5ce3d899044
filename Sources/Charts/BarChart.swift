/// A bar chart over categories (days, weeks, months, budgets…), with one or more series side by side or stacked, an
/// optional reference line such as an average or a limit, and negative values below the zero line.
public struct BarChart: Sendable {
    public enum Layout: Sendable, Equatable {
        case grouped, stacked
    }

    public struct Series: Sendable, Equatable {
        public var name: String
        public var values: [Double]

        public init(_ name: String, _ values: [Double]) {
            self.name = name
            self.values = values
        }
    }

    /// A labelled horizontal line across the bars.
    public struct ReferenceLine: Sendable, Equatable {
        public var value: Double
        public var label: String

        public init(value: Double, label: String) {
            self.value = value
            self.label = label
        }
    }

    public var labels: ChartLabels
    public var categories: [String]
    public var series: [Series]
    public var layout: Layout
    public var referenceLine: ReferenceLine?
    public var style: NumberStyle
    public var palette: Palette

    public init(
        _ labels: ChartLabels, categories: [String], series: [Series], layout: Layout = .grouped,
        referenceLine: ReferenceLine? = nil, style: NumberStyle = .usDollars, palette: Palette = .standard
    ) {
        self.labels = labels
        self.categories = categories
        self.series = series
        self.layout = layout
        self.referenceLine = referenceLine
        self.style = style
        self.palette = palette
    }

    private func value(_ series: Series, _ index: Int) -> Double {
        index < series.values.count ? series.values[index] : 0
    }

    /// The lowest and highest point any bar or stack reaches.
    private var extent: (Double, Double) {
        var low = 0.0, high = 0.0
        for index in categories.indices {
            if layout == .stacked {
                low = min(low, series.reduce(0) { $0 + min(value($1, index), 0) })
                high = max(high, series.reduce(0) { $0 + max(value($1, index), 0) })
            } else {
                for s in series {
                    low = min(low, value(s, index))
                    high = max(high, value(s, index))
                }
            }
        }
        if let line = referenceLine {
            low = min(low, line.value)
            high = max(high, line.value)
        }
        return (low, high)
    }

    /// The chart drawn for a desktop column and for a phone's.
    public func draw() -> Chart {
        let colors = SeriesColors(palette: palette, count: series.count)
        return Chart(
            svg: drawing(width: ChartWidth.wide, colors: colors),
            narrowSVG: drawing(width: ChartWidth.narrow, colors: colors),
            table: table, showNumbers: labels.words.showNumbers)
    }

    private func drawing(width: Double, colors: SeriesColors) -> String {
        let height = 300.0
        let showValues = valuesFit(width: width)
        let scale = valueScale(width: width, showValues: showValues)
        // The legend names the series and the reference line, above the plot, so its label never covers a bar.
        var entries: [(swatch: LegendSwatch, name: String)] =
            series.count > 1 ? series.indices.map { (.box($0), series[$0].name) } : []
        if let line = referenceLine {
            entries.append((.reference, labels.words.labelled(line.label, style.format(line.value))))
        }
        let left = PlotArea.labelWidth(for: scale, style: style) + 14
        let legend = Legend(entries: entries, x: left, maxX: width - 12)
        let plot = PlotArea(
            left: left, top: 16 + legend.height + (entries.isEmpty ? 0 : 8), right: width - 12, bottom: height - 34,
            scale: scale)
        var svg = SVGWriter()
        svg.append(labels.open(width: width, height: height, colors: colors))
        legend.draw(&svg, colors: colors, y: 18)
        plot.drawValueAxis(&svg, style: style)
        // The reference line behind the bars, so bars and their values stay whole where it crosses them.
        if let line = referenceLine {
            let y = SVGWriter.number(plot.y(line.value))
            svg.element(
                "line",
                [
                    "x1": SVGWriter.number(plot.left), "x2": SVGWriter.number(plot.right), "y1": y, "y2": y,
                    "stroke": "currentColor", "stroke-width": "1.5", "stroke-dasharray": "6 4",
                ])
        }
        let band = plot.width / Double(max(categories.count, 1))
        for index in categories.indices {
            drawBars(of: index, &svg, plot: plot, band: band, colors: colors, showValues: showValues)
        }
        drawCategoryLabels(&svg, plot: plot, band: band)
        svg.append("</svg>")
        return svg.text
    }

    /// Whether each bar's value is written above it: when there is one series and every value fits over its bar.
    private func valuesFit(width: Double) -> Bool {
        let widestValue =
            series.first.map { s in
                categories.indices.map { textWidth(style.format(value(s, $0)), fontSize: 11) }.max() ?? 0
            } ?? 0
        return series.count == 1 && categories.count <= 12
            && widestValue <= (width - 60) / Double(max(categories.count, 1))
    }

    /// The value axis, with room inside the plot for value labels above (and below) the bars.
    private func valueScale(width: Double, showValues: Bool) -> NiceScale {
        let (low, high) = extent
        let headroom = showValues ? (high - low) * 0.08 : 0
        return NiceScale(
            minimum: low < 0 ? low - headroom : low, maximum: high + headroom,
            targetTicks: ChartWidth.isNarrow(width) ? 5 : 6,
            includeZero: true)
    }

    /// The bars of the category at `index`, side by side or stacked, each with its value when `showValues`.
    private func drawBars(
        of index: Int, _ svg: inout SVGWriter, plot: PlotArea, band: Double, colors: SeriesColors, showValues: Bool
    ) {
        let barArea = band * 0.72
        let bandStart = plot.left + band * Double(index) + (band - barArea) / 2
        var positiveTop = 0.0, negativeBottom = 0.0
        for (number, s) in series.enumerated() {
            let v = value(s, index)
            let (x, barWidth): (Double, Double)
            let (from, to): (Double, Double)
            if layout == .stacked {
                (x, barWidth) = (bandStart, barArea)
                if v >= 0 {
                    (from, to) = (positiveTop, positiveTop + v); positiveTop += v
                } else {
                    (from, to) = (negativeBottom, negativeBottom + v); negativeBottom += v
                }
            } else {
                barWidth = barArea / Double(series.count)
                x = bandStart + barWidth * Double(number)
                (from, to) = (0, v)
            }
            let y1 = plot.y(max(from, to)), y2 = plot.y(min(from, to))
            svg.element(
                "rect",
                [
                    "x": SVGWriter.number(x), "y": SVGWriter.number(y1),
                    "width": SVGWriter.number(max(barWidth - 1, 1)),
                    "height": SVGWriter.number(max(y2 - y1, 0)), "fill": colors[number].light,
                    "class": "cd-f\(number)",
                ])
            if showValues && v != 0 {
                drawValueLabel(v, &svg, plot: plot, x: x + barWidth / 2, top: y1, bottom: y2)
            }
        }
    }

    /// A bar's value over it (under it when below zero), clear of the reference line.
    private func drawValueLabel(
        _ v: Double, _ svg: inout SVGWriter, plot: PlotArea, x: Double, top y1: Double, bottom y2: Double
    ) {
        // The label carries the sign, so a negative bar does not rely on its colour or position.
        var labelY = v >= 0 ? y1 - 4 : y2 + 13
        // A label the reference line would cross (its text spans about 11 units above its baseline) moves
        // just above the line, or below it where there is no room above.
        if let line = referenceLine, case let lineY = plot.y(line.value), lineY > labelY - 12,
            lineY < labelY + 3
        {
            labelY = lineY - 5 - 11 >= plot.top ? lineY - 5 : lineY + 14
        }
        // A halo of the card's colour keeps the label readable over the reference line.
        svg.element(
            "text",
            [
                "x": SVGWriter.number(x), "y": SVGWriter.number(labelY),
                "text-anchor": "middle",
                "fill": "currentColor", "font-size": "11", "class": "cd-halo", "stroke": "#fff",
                "stroke-width": "3",
                "stroke-linejoin": "round", "style": "paint-order: stroke",
            ], content: style.format(v))
    }

    /// Category names under the bars, skipping some when they would overlap.
    private func drawCategoryLabels(_ svg: inout SVGWriter, plot: PlotArea, band: Double) {
        let widest = categories.map { textWidth($0, fontSize: 12) }.max() ?? 0
        let every = max(1, Int(((widest + 8) / band).rounded(.up)))
        for (index, name) in categories.enumerated() where index % every == 0 {
            svg.element(
                "text",
                [
                    "x": SVGWriter.number(plot.left + band * (Double(index) + 0.5)),
                    "y": SVGWriter.number(plot.bottom + 18),
                    "text-anchor": "middle", "fill": "currentColor", "fill-opacity": "0.8", "font-size": "12",
                ], content: name)
        }
    }

    private var table: ChartTable {
        var columns = [""] + series.map(\.name)
        if series.count == 1 { columns = ["", series[0].name] }
        // Each series' column, the reference line's value last, written alike.
        let cells = series.map { one in
            style.column(categories.indices.map { value(one, $0) } + (referenceLine.map { [$0.value] } ?? []))
        }
        var rows = categories.indices.map { index in [categories[index]] + cells.map { $0[index] } }
        if let line = referenceLine { rows.append([line.label] + cells.map { $0[categories.count] }) }
        return ChartTable(caption: labels.title, columns: columns, rows: rows)
    }

    /// Totals of dated amounts per day, week (from the first day of `labels`' weeks), month or year from `first` to
    /// `last`, with labels, including empty periods, for drawing spending over time.
    public static func totals(
        of amounts: [(day: Day, amount: Double)], per unit: DateTicks.Unit, from first: Day, to last: Day,
        labels: DateLabels = .english
    ) -> [(label: String, total: Double)] {
        func start(of day: Day) -> Day {
            let (year, month, _) = day.components
            switch unit {
            case .day: return day
            case .week: return labels.weekStart(of: day)
            case .month: return Day(year: year, month: month, day: 1)
            case .year: return Day(year: year, month: 1, day: 1)
            }
        }
        func next(after day: Day) -> Day {
            let (year, month, _) = day.components
            switch unit {
            case .day: return day.adding(days: 1)
            case .week: return day.adding(days: 7)
            case .month:
                return month == 12 ? Day(year: year + 1, month: 1, day: 1) : Day(year: year, month: month + 1, day: 1)
            case .year: return Day(year: year + 1, month: 1, day: 1)
            }
        }
        var sums: [Day: Double] = [:]
        for (day, amount) in amounts where day >= first && day <= last { sums[start(of: day), default: 0] += amount }
        var result: [(String, Double)] = []
        var period = start(of: first)
        while period <= last {
            let label: String
            switch unit {
            case .day, .week: label = labels.monthDay(period)
            case .month: label = labels.monthYear(period)
            case .year: label = String(period.components.year)
            }
            result.append((label, sums[period] ?? 0))
            period = next(after: period)
        }
        return result
    }
}
