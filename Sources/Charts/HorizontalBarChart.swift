/// A ranked list drawn as horizontal bars, one row each, largest first as given: for lists whose names are long or
/// many (a class's XP, spending by category), which a column chart could only label every other bar of.
public struct HorizontalBarChart: Sendable {
    public struct Bar: Sendable, Equatable {
        public var name: String
        public var value: Double

        public init(_ name: String, _ value: Double) {
            self.name = name
            self.value = value
        }
    }

    public var labels: ChartLabels
    public var bars: [Bar]
    /// What the values are, for the table's column (`XP`, `Spent`).
    public var valueName: String
    public var style: NumberStyle
    public var palette: Palette

    public init(
        _ labels: ChartLabels, bars: [Bar], valueName: String, style: NumberStyle = .usDollars,
        palette: Palette = .standard
    ) {
        self.labels = labels
        self.bars = bars
        self.valueName = valueName
        self.style = style
        self.palette = palette
    }

    static let rowHeight = 26.0, barHeight = 16.0, fontSize = 12.0

    /// The chart drawn for a desktop column and for a phone's.
    public func draw() -> Chart {
        let colors = SeriesColors(palette: palette, count: 1)
        return Chart(
            svg: drawing(width: ChartWidth.wide, colors: colors),
            narrowSVG: drawing(width: ChartWidth.narrow, colors: colors),
            table: ChartTable(
                caption: labels.title, columns: ["", valueName],
                rows: zip(bars, style.column(bars.map(\.value))).map { [$0.name, $1] }),
            showNumbers: labels.words.showNumbers)
    }

    private func drawing(width: Double, colors: SeriesColors) -> String {
        let height = 12 + Self.rowHeight * Double(max(bars.count, 1)) + 8
        var svg = SVGWriter()
        svg.append(labels.open(width: width, height: height, colors: colors))
        // Names on the left, in at most two fifths of the width; a longer name is shortened with "…" (the table under
        // the chart has it whole).
        let nameRoom = min(width * 0.4, (bars.map { textWidth($0.name, fontSize: Self.fontSize) }.max() ?? 0))
        let valueRoom = (bars.map { textWidth(style.format($0.value), fontSize: Self.fontSize) }.max() ?? 0) + 8
        let left = nameRoom + 10, right = width - valueRoom - 4
        let largest = max(bars.map(\.value).max() ?? 0, 0)
        for (index, bar) in bars.enumerated() {
            let middle = 12 + Self.rowHeight * (Double(index) + 0.5)
            svg.element(
                "text",
                [
                    "x": SVGWriter.number(left - 8), "y": SVGWriter.number(middle + 4), "text-anchor": "end",
                    "fill": "currentColor", "font-size": "12",
                ], content: shortened(bar.name, toWidth: nameRoom))
            let length = largest > 0 ? max(bar.value, 0) / largest * (right - left) : 0
            svg.element(
                "rect",
                [
                    "x": SVGWriter.number(left), "y": SVGWriter.number(middle - Self.barHeight / 2),
                    "width": SVGWriter.number(length), "height": SVGWriter.number(Self.barHeight), "rx": "2",
                    "fill": colors[0].light, "class": "cd-f0",
                ])
            svg.element(
                "text",
                [
                    "x": SVGWriter.number(left + length + 6), "y": SVGWriter.number(middle + 4), "fill": "currentColor",
                    "font-size": "12",
                ], content: style.format(bar.value))
        }
        svg.append("</svg>")
        return svg.text
    }

    /// `name`, or its start with "…" when it is wider than `width`.
    private func shortened(_ name: String, toWidth width: Double) -> String {
        guard textWidth(name, fontSize: Self.fontSize) > width else { return name }
        var kept = name
        while !kept.isEmpty, textWidth(kept + "…", fontSize: Self.fontSize) > width { kept.removeLast() }
        return kept + "…"
    }
}
