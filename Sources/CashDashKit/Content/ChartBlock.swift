import CashDashModel
import Charts
import Yams

/// A chart written in Markdown as a fenced ```chart block of YAML:
///
/// ```yaml
/// type: pie                 # pie, donut, bar, horizontal-bar or line: the kinds of ``ChartKind/all``
/// title: Where $2,000 goes  # required
/// description: …            # optional: said to people who cannot see the chart; made from the data if absent
/// format: money             # money (default), percent or number
/// palette: ocean            # optional, one of Charts' palettes
/// data:                     # pie, donut and one-series bars: name: value, in order
///   Needs: 1000
/// categories: [2026, 2027]  # bars with several series
/// series:                   # bars: name and values; lines: name and points (date: value, null for a gap)
///   - name: Interest
///     values: [520.30, 353.15]
/// stacked: true             # bars
/// average: Average per day  # bars: a line at the average of the data, with this label
/// reference: {label: Limit, value: 300}   # bars: a line at a value of your choosing
/// rebase: true              # lines: start every series at 100
/// column: Spent             # horizontal bars: the heading of the numbers in the table
/// ```
enum ChartBlock {
    /// Every key a block may have: the common ones and each kind's parameters.
    static var keys: [String] {
        var keys = ChartKind.commonKeys
        for parameter in ChartKind.all.flatMap(\.parameters) where !keys.contains(parameter) { keys.append(parameter) }
        return keys
    }

    /// The most text a chart block may hold: room for the largest line chart written one point a line.
    static let largestBlockSize = 256 * 1024
    /// The most text all the chart blocks of one chapter may hold together: four of the largest. 1,000 charts of
    /// 1,000 bars had written a 226 MB page in 31 s.
    static let largestChapterChartText = 4 * largestBlockSize

    /// The chart's HTML (SVG and data table), or nil with diagnostics when the block cannot be drawn.
    static func html(
        yaml: String, path: String, firstLine: Int, id: String, money: NumberStyle, words: Catalogue = .english,
        days: DayFormat = .unitedStates, diagnostics: inout Diagnostics
    ) -> String? {
        var local = Diagnostics()
        defer { diagnostics.append(contentsOf: local) }
        // Checked before the YAML is read, as reading a million entries alone takes seconds and a gigabyte.
        guard yaml.utf8.count <= largestBlockSize else {
            local.error(
                "a chart block holds at most \(largestBlockSize / 1024) KB; this one has \(yaml.utf8.count / 1024) KB; a chart "
                    + "shows at most \(Reader.largestPointCount) points, \(Reader.largestBarCount) bars or "
                    + "\(Reader.largestSliceCount) slices, so group the data (by week, month or category) first",
                in: path, line: firstLine)
            return nil
        }
        guard let fields = YAMLMapping.parse(yaml, path: path, lineOffset: firstLine - 1, diagnostics: &local) else {
            return nil
        }
        let types = ChartKind.all.map(\.name)
        let written = fields.string("type", diagnostics: &local)
        guard let type = written.flatMap(ChartKind.named) else {
            let guess = written.flatMap { suggestion(for: $0, among: types) }.map { "; did you mean `\($0)`?" } ?? ""
            let choices =
                "`type: \(types[0])`, " + types.dropFirst().dropLast().map { "`\($0)`" }.joined(separator: ", ")
                + " or `\(types.last!)`"
            fields.rejectUnknownKeys(keys, in: "a chart", diagnostics: &local)
            local.error(
                "a chart needs \(choices)\(guess)", in: path, line: fields.entry("type")?.line ?? firstLine,
                column: fields.entry("type")?.column ?? 1)
            return nil
        }
        // Each kind takes its own keys: `stacked` in a pie chart is a mistake worth hearing about.
        fields.rejectUnknownKeys(
            ChartKind.commonKeys + type.parameters, in: "a \(type.name) chart", diagnostics: &local)
        guard let title = fields.string("title", diagnostics: &local), !title.isEmpty else {
            local.error(
                "a chart needs a `title`, which is also read out to people who cannot see it", in: path, line: firstLine
            )
            return nil
        }
        var reader = Reader(fields: fields, path: path, money: money, words: words, days: days)
        let chart = reader.draw(type: type, title: title, id: id)
        local.append(contentsOf: reader.diagnostics)
        guard !local.hasErrors else { return nil }
        return chart?.html
    }

    /// Reads the rest of a block once its type and title are known; a ``ChartKind`` draws with it.
    struct Reader {
        let fields: YAMLMapping
        let path: String
        let money: NumberStyle
        /// The site's words, for what a chart says of its own (its summary, a line's or a series' default name).
        let words: Catalogue
        /// How the site writes days, for a line chart's axis and table (`Nov 24`, `24 nov.`).
        let days: DayFormat
        var diagnostics = Diagnostics()

        init(
            fields: YAMLMapping, path: String, money: NumberStyle, words: Catalogue = .english,
            days: DayFormat = .unitedStates
        ) {
            self.fields = fields
            self.path = path
            self.money = money
            self.words = words
            self.days = days
        }

        mutating func draw(type: ChartKind, title: String, id: String) -> Chart? {
            let description = fields.string("description", diagnostics: &diagnostics)
            let chartWords = ChartWords(words)
            return type.draw(&self) { summary in
                ChartLabels(id: id, title: title, description: description ?? summary, words: chartWords)
            }
        }

        /// A pie, or a donut: `data:` as slices.
        mutating func pie(_ labels: (String) -> ChartLabels, isDonut: Bool) -> Chart? {
            let type = isDonut ? "donut" : "pie", style = self.style, palette = self.palette
            guard
                let data = namedValues(
                    "data",
                    belowZero:
                        "a \(type) chart shows the parts of a whole; leave it out, or show the numbers in a bar chart")
            else { return nil }
            if !data.isEmpty, data.allSatisfy({ $0.1 == 0 }), let entry = fields.entry("data") {
                diagnostics.error(
                    "every slice of this \(type) chart is 0, so it has nothing to draw; give at least one a value above 0",
                    in: path, line: entry.line, column: entry.column)
                return nil
            }
            if data.count > Self.largestSliceCount, let entry = fields.entry("data") {
                diagnostics.error(
                    "a \(type) chart shows at most \(Self.largestSliceCount) slices; this one has \(data.count); put the "
                        + "smallest together as one `Other` slice", in: path, line: entry.line, column: entry.column)
                return nil
            }
            let summary = words.text(
                isDonut ? "charts.block.donut" : "charts.block.pie",
                [
                    "count": String(data.count),
                    "parts": words.list(data.map { "\($0.0) \(style.format($0.1))" }),
                ])
            return PieChart(
                labels(summary), slices: data.map { PieChart.Slice($0.0, $0.1) }, isDonut: isDonut, style: style,
                palette: palette
            ).draw()
        }

        /// Column bars: `data:`, or `categories:` and `series:`, stacked or side by side, with a line at a value.
        mutating func bar(_ labels: (String) -> ChartLabels) -> Chart? {
            let style = self.style, palette = self.palette
            let (categories, series) = barData()
            guard !series.isEmpty else { return nil }
            let bars = series.reduce(0) { $0 + $1.values.count }
            if bars > Self.largestBarCount, let entry = fields.entry("series") ?? fields.entry("data") {
                diagnostics.error(
                    "a bar chart shows at most \(Self.largestBarCount) bars; this one has \(bars); show a total a week, a "
                        + "month or a category instead", in: path, line: entry.line, column: entry.column)
                return nil
            }
            var reference: BarChart.ReferenceLine?
            let stacked = fields.bool("stacked", diagnostics: &diagnostics) == true
            if let label = fields.string("average", diagnostics: &diagnostics), let first = series.first {
                // Of stacked bars, the average of their totals; one line cannot be the average of bars side by side
                // (it had been the first series' alone).
                if series.count > 1 && !stacked, let entry = fields.entry("average") {
                    diagnostics.error(
                        "`average` draws one line, the average of one series, but this chart has \(series.count) side by "
                            + "side; stack them (`stacked: true`) for the average of their totals, or draw one series",
                        in: path, line: entry.line, column: entry.column)
                    return nil
                }
                let totals = first.values.indices.map { index in
                    series.reduce(0) { $0 + (index < $1.values.count ? $1.values[index] : 0) }
                }
                let average = totals.reduce(0, +) / Double(max(totals.count, 1))
                reference = .init(value: (average * 100).rounded() / 100, label: label)
            }
            if let line = fields.mapping("reference", diagnostics: &diagnostics) {
                line.rejectUnknownKeys(["label", "value"], in: "`reference`", diagnostics: &diagnostics)
                if let value = number(line, "value") {
                    reference = .init(
                        value: value,
                        label: line.string("label", diagnostics: &diagnostics) ?? words.text("charts.block.limit"))
                }
            }
            let summary =
                series.count != 1
                ? words.text(
                    "charts.block.bars_series", ["count": String(categories.count), "series": String(series.count)])
                : words.text(
                    "charts.block.bars",
                    [
                        "count": String(categories.count),
                        "values": words.list(zip(categories, series[0].values).map { "\($0) \(style.format($1))" }),
                    ])
            return BarChart(
                labels(summary), categories: categories, series: series,
                layout: stacked ? .stacked : .grouped,
                referenceLine: reference, style: style, palette: palette
            ).draw()
        }

        /// Horizontal bars, one row per `data:` entry in the order written: for long names or long lists.
        mutating func horizontalBar(_ labels: (String) -> ChartLabels) -> Chart? {
            let style = self.style, palette = self.palette
            // Drawn as no bar at all beside its label (`−$40.25`), a value below 0 had said nothing.
            guard
                let data = namedValues(
                    "data",
                    belowZero: "a horizontal bar chart draws no bar below 0; show the numbers in a `bar` chart, whose "
                        + "bars go below 0")
            else { return nil }
            if data.count > Self.largestRowCount, let entry = fields.entry("data") {
                diagnostics.error(
                    "a horizontal bar chart shows at most \(Self.largestRowCount) rows; this one has \(data.count); keep the "
                        + "largest and put the rest together as one `Other` row", in: path, line: entry.line,
                    column: entry.column)
                return nil
            }
            let summary = words.text(
                "charts.block.horizontal",
                [
                    "count": String(data.count),
                    "values": words.list(data.map { "\($0.0) \(style.format($0.1))" }),
                ])
            return HorizontalBarChart(
                labels(summary), bars: data.map { HorizontalBarChart.Bar($0.0, $0.1) },
                valueName: fields.string("column", diagnostics: &diagnostics) ?? words.text("charts.block.value"),
                style: style, palette: palette
            ).draw()
        }

        /// Lines over time: `series:` of dated `points:`, optionally all starting at 100.
        mutating func line(_ labels: (String) -> ChartLabels) -> Chart? {
            let style = self.style, palette = self.palette
            let series = lineSeries()
            guard !series.isEmpty else { return nil }
            if series.count > LineChart.maximumSeries, let entry = fields.entry("series") {
                diagnostics.error(
                    "a line chart shows at most \(LineChart.maximumSeries) series; this one has \(series.count)",
                    in: path, line: entry.line, column: entry.column)
            }
            let points = series.reduce(0) { $0 + $1.points.count }
            if points > Self.largestPointCount, let entry = fields.entry("series") {
                diagnostics.error(
                    "a chart in a chapter shows at most \(Self.largestPointCount) points; this one has \(points); keep one "
                        + "point a week or a month instead of every day", in: path, line: entry.line,
                    column: entry.column)
                return nil
            }
            let isRebased = fields.bool("rebase", diagnostics: &diagnostics) == true
            // A series starting at 0 had been left in its own units among the rebased ones, and one starting below 0
            // drawn falling as it rose.
            if isRebased, let entry = fields.entry("rebase"),
                let first = series.first(where: {
                    ($0.points.sorted { $0.day < $1.day }.lazy.compactMap(\.value).first ?? 1) <= 0
                })
            {
                diagnostics.error(
                    "`rebase` draws each series as a share of its first value, but `\(first.name)` starts at 0 or below; "
                        + "leave `rebase` out, or start that series at a value above 0", in: path, line: entry.line,
                    column: entry.column)
                return nil
            }
            let summary = words.text(
                "charts.block.line", ["names": words.list(series.map(\.name))])
            var chart = LineChart(
                labels(summary), series: series, isRebased: isRebased,
                style: style, decimals: decimals, palette: palette)
            chart.dateLabels = DateLabels(days)
            return chart.draw()
        }

        private var style: NumberStyle {
            var ignored = Diagnostics()
            switch fields.string("format", diagnostics: &ignored) {
            case "percent": return money.with(kind: .percent)
            case "number": return money.with(kind: .plain)
            default: return money
            }
        }

        private var palette: Palette {
            mutating get {
                fields.choice(
                    "palette", among: Palette.all.map(\.name), describing: "palette", diagnostics: &diagnostics
                )
                .flatMap(Palette.named) ?? .standard
            }
        }

        /// A number read from the YAML text, so `0.1` stays what was written.
        private mutating func number(_ mapping: YAMLMapping, _ key: String) -> Double? {
            guard let entry = mapping.entry(key) else { return nil }
            return numberValue(entry.value, line: entry.line, what: "`\(key)`")
        }

        /// The most points a line chart in a chapter may have: ten years of days, and more than a page can show apart.
        static let largestPointCount = 4_000
        /// The most bars of a bar chart, over all its series: more than a page can show apart.
        static let largestBarCount = 1_000
        /// The most slices of a pie or donut: far more than can be told apart.
        static let largestSliceCount = 100
        /// The most rows of a horizontal bar chart: a long page of them already.
        static let largestRowCount = 200

        /// The largest value a chart shows: a thousand trillion, far past any amount a class or a family handles.
        static let largestValue = 1e15

        private mutating func numberValue(_ node: Node, line: Int, what: String) -> Double? {
            let (line, column) = node.mark.map { ($0.line + fields.lineOffset, $0.column) } ?? (line, 1)
            guard let text = node.scalar?.string, node.int != nil || node.float != nil,
                let value = Double(text) ?? node.float
            else {
                diagnostics.error("\(what) should be a number, like 12.50", in: path, line: line, column: column)
                return nil
            }
            guard value.isFinite, abs(value) <= Self.largestValue else {
                diagnostics.error(
                    "\(what) is `\(text)`, which is not a number a chart can show; use numbers between -1,000,000,000,000,000 "
                        + "and 1,000,000,000,000,000", in: path, line: line, column: column)
                return nil
            }
            return value
        }

        /// `decimals:` of a line chart, from 0 to 8.
        private var decimals: Int {
            mutating get {
                guard let value = fields.int("decimals", diagnostics: &diagnostics) else { return 2 }
                guard (0...8).contains(value) else {
                    let entry = fields.entry("decimals")
                    diagnostics.error(
                        "`decimals` should be a whole number from 0 to 8", in: path, line: entry?.line ?? fields.line,
                        column: entry?.column ?? 1)
                    return 2
                }
                return value
            }
        }

        /// `data:` as ordered name–value pairs. With `partsOf` (`pie`), the values are parts of a whole: one below 0
        /// is an error at its line, as a pie cannot draw it and its total would not be theirs.
        /// The `name: value` lines under `key`; a value below 0 is an error saying `belowZero` (why the chart cannot
        /// show it, and what to do), when given.
        private mutating func namedValues(_ key: String, belowZero: String? = nil) -> [(String, Double)]? {
            guard let data = fields.mapping(key, diagnostics: &diagnostics), !data.entries.isEmpty else {
                diagnostics.error(
                    "this chart needs `\(key):` with one `name: value` line per part", in: path,
                    line: fields.line, column: 1)
                return nil
            }
            return data.entries.compactMap { entry in
                guard let value = numberValue(entry.value, line: entry.line, what: "the value of `\(entry.key)`") else {
                    return nil
                }
                if let belowZero, value < 0 {
                    let (line, column) =
                        entry.value.mark.map { ($0.line + fields.lineOffset, $0.column) } ?? (entry.line, 1)
                    diagnostics.error(
                        "the value of `\(entry.key)` is below 0, but \(belowZero)", in: path, line: line, column: column
                    )
                    return nil
                }
                return (entry.key, value)
            }
        }

        private mutating func barData() -> ([String], [BarChart.Series]) {
            if fields.entry("series") == nil {
                guard let data = namedValues("data") else { return ([], []) }
                return (
                    data.map(\.0),
                    [BarChart.Series(fields.string("title", diagnostics: &diagnostics) ?? "", data.map(\.1))]
                )
            }
            let categories = fields.stringList("categories", diagnostics: &diagnostics) ?? []
            var series: [BarChart.Series] = []
            for item in seriesItems() {
                let values =
                    (item.sequence("values")?.compactMap { numberValue($0, line: item.line, what: "each value") }) ?? []
                if values.count != categories.count {
                    diagnostics.error(
                        "series `\(item.name)` has \(values.count) values but there are \(categories.count) `categories`",
                        in: path, line: item.line, column: item.column)
                }
                series.append(BarChart.Series(item.name, values))
            }
            return (categories, series)
        }

        private mutating func lineSeries() -> [LineChart.Series] {
            seriesItems().map { item in
                var points: [LineChart.Point] = []
                for entry in item.points {
                    guard let day = Day(iso: entry.key) else {
                        diagnostics.error(
                            "`\(entry.key)` is not a date; write dates as YYYY-MM-DD", in: path, line: entry.line,
                            column: entry.column)
                        continue
                    }
                    if entry.value.null != nil {
                        points.append(LineChart.Point(day, nil))
                    } else if let value = numberValue(entry.value, line: entry.line, what: "the value for \(entry.key)")
                    {
                        points.append(LineChart.Point(day, value))
                    }
                }
                return LineChart.Series(item.name, points)
            }
        }

        /// One item of `series:`: its name, `values` (bars) or `points` (lines), and where it is.
        private struct SeriesItem {
            var name: String
            var line: Int
            var column: Int
            var mapping: YAMLMapping

            func sequence(_ key: String) -> [Node]? { mapping.entry(key)?.value.sequence.map(Array.init) }
            var points: [YAMLMapping.Entry] {
                var ignored = Diagnostics()
                return mapping.mapping("points", diagnostics: &ignored)?.entries ?? []
            }
        }

        private mutating func seriesItems() -> [SeriesItem] {
            guard let entry = fields.entry("series"), let items = entry.value.sequence else {
                let entry = fields.entry("series")
                diagnostics.error(
                    "`series` should be a list of `- name: …` items", in: path,
                    line: entry?.line ?? fields.line, column: entry?.column ?? 1)
                return []
            }
            var result: [SeriesItem] = []
            for (index, node) in items.enumerated() {
                let line = (node.mark?.line ?? 1) + fields.lineOffset, column = node.mark?.column ?? 1
                guard
                    let mapping = YAMLMapping.wrapping(
                        node, path: path, lineOffset: fields.lineOffset, diagnostics: &diagnostics)
                else {
                    continue
                }
                mapping.rejectUnknownKeys(["name", "values", "points"], in: "a series", diagnostics: &diagnostics)
                let name =
                    mapping.string("name", diagnostics: &diagnostics)
                    ?? words.text("charts.block.series", ["number": String(index + 1)])
                result.append(SeriesItem(name: name, line: line, column: column, mapping: mapping))
            }
            return result
        }
    }
}
