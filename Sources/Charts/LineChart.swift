/// A line chart of up to eight series over dates, optionally rebased to 100 at the first date so that series of
/// very different size share an axis. Missing values leave gaps; the last point of each series is marked and
/// labelled; long series are thinned to what the chart's width can show.
public struct LineChart: Sendable {
    public struct Point: Sendable, Equatable {
        public var day: Day
        /// nil where there is no data: the line breaks there rather than bridging the gap.
        public var value: Double?

        public init(_ day: Day, _ value: Double?) {
            self.day = day
            self.value = value
        }
    }

    public struct Series: Sendable, Equatable {
        public var name: String
        public var points: [Point]
        /// The decimals its values are published with (a rate of 1.1684 has four), for the table of numbers; nil
        /// for the chart's `decimals`.
        public var decimals: Int?

        public init(_ name: String, _ points: [Point], decimals: Int? = nil) {
            self.name = name
            self.points = points
            self.decimals = decimals
        }
    }

    /// The most series one chart draws.
    public static let maximumSeries = 8

    public var labels: ChartLabels
    public var series: [Series]
    /// Draw each series as 100 × value / its first value.
    public var isRebased: Bool
    public var style: NumberStyle
    /// Decimals of the last-point labels, and of the table's values for series that do not give their own.
    public var decimals: Int
    public var palette: Palette
    /// How the date axis writes days, and where its weeks start.
    public var dateLabels: DateLabels = .english

    public init(
        _ labels: ChartLabels, series: [Series], isRebased: Bool = false, style: NumberStyle = NumberStyle(),
        decimals: Int = 2, palette: Palette = .standard
    ) {
        self.labels = labels
        self.series = Array(series.prefix(Self.maximumSeries))
        self.isRebased = isRebased
        self.style = style
        self.decimals = decimals
        self.palette = palette
    }

    /// The series as drawn: rebased when asked, sorted by day.
    private var plotted: [Series] {
        series.map { series in
            var points = series.points.sorted { $0.day < $1.day }
            if isRebased, let base = points.lazy.compactMap(\.value).first, base != 0 {
                points = points.map { Point($0.day, $0.value.map { $0 / base * 100 }) }
            }
            return Series(series.name, points, decimals: series.decimals)
        }
    }

    /// The chart drawn for a desktop column and for a phone's.
    public func draw() -> Chart {
        let plotted = self.plotted
        let colors = SeriesColors(palette: palette, count: plotted.count)
        return Chart(
            svg: drawing(width: ChartWidth.wide, plotted: plotted, colors: colors),
            narrowSVG: drawing(width: ChartWidth.narrow, plotted: plotted, colors: colors), table: table,
            title: labels.title, showNumbers: labels.words.showNumbers)
    }

    private func drawing(width: Double, plotted: [Series], colors: SeriesColors) -> String {
        let height = ChartWidth.isNarrow(width) ? 300.0 : 320.0
        let values = plotted.flatMap { $0.points.compactMap(\.value) }
        let days = plotted.flatMap { $0.points.map(\.day) }
        var svg = SVGWriter()
        svg.append(labels.open(width: width, height: height, colors: colors))
        guard let first = days.min(), let last = days.max(), let low = values.min(), let high = values.max() else {
            svg.element(
                "text",
                ["x": SVGWriter.number(width / 2), "y": "160", "text-anchor": "middle", "fill": "currentColor"],
                content: labels.words.noData)
            svg.append("</svg>")
            return svg.text
        }
        let valueStyle = isRebased ? style.with(kind: .plain) : style
        let scale = NiceScale(minimum: low, maximum: high, targetTicks: ChartWidth.isNarrow(width) ? 5 : 6)
        let lastLabelWidth = plotted.map { textWidth(lastLabel($0, style: valueStyle), fontSize: 12) }.max() ?? 0
        let left = PlotArea.labelWidth(for: scale, style: valueStyle) + 14
        let legend = Legend(entries: plotted.indices.map { (.line($0), plotted[$0].name) }, x: left, maxX: width - 12)
        let plot = PlotArea(
            left: left, top: 22 + legend.height, right: width - lastLabelWidth - 20, bottom: height - 30, scale: scale)
        legend.draw(&svg, colors: colors, y: 20)
        plot.drawValueAxis(&svg, style: valueStyle)
        let span = Double(max(last.ordinal - first.ordinal, 1))
        let x = { (day: Day) in plot.left + Double(day.ordinal - first.ordinal) / span * plot.width }
        let ticks = DateTicks(from: first, to: last, maximum: Int(plot.width / 70), labels: dateLabels)
        for day in ticks.days {
            svg.element(
                "text",
                [
                    "x": SVGWriter.number(x(day)), "y": SVGWriter.number(plot.bottom + 18), "text-anchor": "middle",
                    "fill": "currentColor", "fill-opacity": "0.8", "font-size": "12",
                ], content: ticks.label(day))
        }
        let ends = drawLines(plotted, &svg, plot: plot, x: x, colors: colors)
        drawLastLabels(ends, plotted, &svg, plot: plot, height: height, style: valueStyle)
        svg.append("</svg>")
        return svg.text
    }

    /// Each series' line with a dot at its last value; where the dots are, for their labels.
    private func drawLines(
        _ plotted: [Series], _ svg: inout SVGWriter, plot: PlotArea, x: (Day) -> Double, colors: SeriesColors
    ) -> [(index: Int, x: Double, y: Double)] {
        var ends: [(index: Int, x: Double, y: Double)] = []
        for (index, series) in plotted.enumerated() {
            // About 2,000 points in all, so eight long series stay as small as one.
            let buckets = max(40, min(Int(plot.width / 2), 1_000 / plotted.count))
            svg.element(
                "path",
                [
                    "d": path(series, x: x, y: plot.y, buckets: buckets), "fill": "none",
                    "stroke": colors[index].light, "stroke-width": "2", "stroke-linejoin": "round",
                    "stroke-dasharray": dashPattern(index), "class": "cd-s\(index)",
                ])
            guard let end = series.points.last(where: { $0.value != nil }), let value = end.value else { continue }
            let px = x(end.day), py = plot.y(value)
            svg.element(
                "circle",
                [
                    "cx": SVGWriter.number(px), "cy": SVGWriter.number(py), "r": "3.5",
                    "fill": colors[index].light, "class": "cd-f\(index)",
                ])
            ends.append((index, px, py))
        }
        return ends
    }

    /// The last values' labels, right of the plot in the order of their lines, each as near its line as the others
    /// let it be, with a leader line when it had to move.
    private func drawLastLabels(
        _ ends: [(index: Int, x: Double, y: Double)], _ plotted: [Series], _ svg: inout SVGWriter, plot: PlotArea,
        height: Double, style valueStyle: NumberStyle
    ) {
        let labelX = plot.right + 12
        let baselines = labelBaselines(for: ends.map(\.y), top: plot.top, bottom: height - 6)
        for (end, baseline) in zip(ends, baselines) {
            if abs(baseline - 4 - end.y) > 1.5 || end.x < plot.right - 1 {
                svg.element(
                    "line",
                    [
                        "x1": SVGWriter.number(end.x + 4), "y1": SVGWriter.number(end.y),
                        "x2": SVGWriter.number(labelX - 3),
                        "y2": SVGWriter.number(baseline - 4), "stroke": "currentColor", "stroke-opacity": "0.5",
                    ])
            }
            svg.element(
                "text",
                [
                    "x": SVGWriter.number(labelX), "y": SVGWriter.number(baseline), "fill": "currentColor",
                    "font-size": "12",
                ], content: lastLabel(plotted[end.index], style: valueStyle))
        }
    }

    /// Baselines for labels 14 units tall beside points at `ys`: each at its point where it can be, pushed apart in
    /// the points' order (so labels read top to bottom as their lines end), and kept between `top` and `bottom`.
    func labelBaselines(for ys: [Double], top: Double, bottom: Double) -> [Double] {
        let gap = 14.0
        let order = ys.indices.sorted { ys[$0] < ys[$1] }
        var placed = order.map { ys[$0] + 4 }
        for rank in placed.indices {
            placed[rank] = max(placed[rank], top + 10, rank > 0 ? placed[rank - 1] + gap : -Double.infinity)
        }
        for rank in placed.indices.reversed() {
            placed[rank] = min(placed[rank], rank + 1 < placed.count ? placed[rank + 1] - gap : bottom)
        }
        var baselines = ys
        for (rank, index) in order.enumerated() { baselines[index] = placed[rank] }
        return baselines
    }

    /// `▲ 1.0923` or `USD ▼ 98.5`: the last value with an arrow for its direction since the first, so the direction
    /// is told by more than colour.
    private func lastLabel(_ series: Series, style: NumberStyle) -> String {
        let values = series.points.compactMap(\.value)
        guard let last = values.last, let first = values.first else { return "" }
        let arrow = last > first ? "▲ " : last < first ? "▼ " : "■ "
        // With several lines the label also names its series, since labels are moved apart to stay readable.
        return (self.series.count > 1 ? series.name + " " : "") + arrow + style.format(last, decimals: decimals)
    }

    /// The path of a series: one `M…L…` run per stretch without gaps, each thinned to `buckets`.
    private func path(_ series: Series, x: (Day) -> Double, y: (Double) -> Double, buckets: Int) -> String {
        var runs: [[(Day, Double)]] = [[]]
        for point in series.points {
            if let value = point.value {
                runs[runs.count - 1].append((point.day, value))
            } else if !runs[runs.count - 1].isEmpty {
                runs.append([])
            }
        }
        let total = max(series.points.count, 1)
        var d = ""
        d.reserveCapacity(min(series.points.count, buckets * 2 + 2 * runs.count) * 12)
        for run in runs where !run.isEmpty {
            let share = max(1, buckets * run.count / total)
            let kept = Downsampler.minMax(run, buckets: share) { $0.1 }
            for (index, point) in kept.enumerated() {
                // Appended piece by piece: a path of a thousand points is built without a string for each.
                d += index == 0 ? "M" : "L"
                d += SVGWriter.number(x(point.0))
                d += " "
                d += SVGWriter.number(y(point.1))
            }
            if kept.count == 1 { d += "h0.1" }  // a lone point still shows with round caps
        }
        return d
    }

    /// Every day of `lists`, once each, in order: a list already in order is its own.
    private static func sortedDays(_ lists: [[Day]]) -> [Day] {
        if lists.count == 1, let only = lists.first, zip(only, only.dropFirst()).allSatisfy({ $0 < $1 }) { return only }
        var days = lists.flatMap { $0 }
        days.sort()
        var unique: [Day] = []
        unique.reserveCapacity(days.count)
        for day in days where unique.last != day { unique.append(day) }
        return unique
    }

    /// The value of the last of `points` on each of `days` (in order, each once), nil where none is or it is nil.
    private static func values(_ points: [Point], on days: [Day]) -> [Double?] {
        var values = [Double?](repeating: nil, count: days.count)
        if zip(points, points.dropFirst()).allSatisfy({ $0.day < $1.day }) {
            // In order: walked beside the days.
            var row = 0
            for point in points {
                while row < days.count, days[row] < point.day { row += 1 }
                guard row < days.count else { break }
                if days[row] == point.day { values[row] = point.value }
            }
            return values
        }
        let rows = Dictionary(days.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for point in points { if let row = rows[point.day] { values[row] = point.value } }
        return values
    }

    /// The numbers behind the chart, as they are (not rebased), each series at its own precision: every day for up
    /// to 120 days, a gap as a dash; for longer series, the last day with a value of each month (or of each year,
    /// past ten years), so that the table stays readable and the page small.
    private var table: ChartTable {
        // One series in order of its days, as most are, is its own list of days; others are merged.
        // Sorted and merged rather than hashed: a chart of 27 years has 7,000 days a series.
        var days = Self.sortedDays(series.map { $0.points.map(\.day) })
        var caption = labels.title + (isRebased ? " " + labels.words.rebasedNote : "")
        if days.count > 120 {
            let byYear = (days.last!.components.year - days.first!.components.year) > 10
            let valued = Self.sortedDays(series.map { $0.points.filter { $0.value != nil }.map(\.day) })
            let period = { (day: Day) in
                let (year, month, _) = day.components
                return byYear ? year : year * 12 + month
            }
            var lastOfPeriod: [Day] = []
            var lastKey: Int?
            for day in valued {
                let key = period(day)
                if lastKey == key { lastOfPeriod[lastOfPeriod.count - 1] = day } else { lastOfPeriod.append(day) }
                lastKey = key
            }
            days = lastOfPeriod
            caption += " " + (byYear ? labels.words.lastDayOfYear : labels.words.lastDayOfMonth)
        }
        // Only the days shown are looked up: each series' value on each (the last point of a day that has several).
        let byDay: [[Double?]] = series.map { Self.values($0.points, on: days) }
        let columns: [[String?]] = zip(series, byDay).map { series, values in
            var cells = self.cells(values.compactMap { $0 }, series).makeIterator()
            return values.map { $0 == nil ? nil : cells.next() }
        }
        let rows = days.indices.map { row in [dateLabels.day(days[row])] + columns.map { $0[row] ?? "–" } }
        return ChartTable(caption: caption, columns: [labels.words.date] + series.map(\.name), rows: rows)
    }

    /// The values of `series` in the table, alike in their decimals: those its values are published with (`1.1700`);
    /// for money, its currency's in every cell or in none; other numbers to the chart's `decimals`.
    private func cells(_ values: [Double], _ series: Series) -> [String] {
        if let published = series.decimals { return style.column(values, decimals: published) }
        guard case .money = style.kind else { return values.map { style.format($0, decimals: decimals) } }
        return decimals < style.moneyDecimals ? style.column(values, decimals: decimals) : style.column(values)
    }
}
