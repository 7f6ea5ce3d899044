/// A pie or donut chart: slices labelled with name, amount and percent, small slices folded into one grey slice.
public struct PieChart: Sendable {
    public struct Slice: Sendable, Equatable {
        public var label: String
        public var value: Double
        /// The slice of the small ones folded together, drawn grey whatever its label says.
        public var isRest: Bool

        public init(_ label: String, _ value: Double, isRest: Bool = false) {
            self.label = label
            self.value = value
            self.isRest = isRest
        }
    }

    public var labels: ChartLabels
    public var slices: [Slice]
    /// Draw a ring with the total in the middle instead of a full pie.
    public var isDonut: Bool
    /// Slices smaller than this share of the total are drawn together, as one slice named `restLabel`.
    public var otherThreshold: Double
    /// The name of the slice of small ones, in the page's language: the labels' `words.rest` unless given.
    public var restLabel: String
    public var style: NumberStyle
    public var palette: Palette

    public init(
        _ labels: ChartLabels, slices: [Slice], isDonut: Bool = false, otherThreshold: Double = 0.03,
        restLabel: String? = nil, style: NumberStyle = .usDollars, palette: Palette = .standard
    ) {
        self.labels = labels
        self.slices = slices
        self.isDonut = isDonut
        self.otherThreshold = otherThreshold
        self.restLabel = restLabel ?? labels.words.rest
        self.style = style
        self.palette = palette
    }

    /// The slices as drawn: positive values only, the small ones folded into one slice at the end.
    public var drawnSlices: [Slice] {
        let positive = slices.filter { $0.value > 0 }
        let total = positive.reduce(0) { $0 + $1.value }
        guard total > 0 else { return [] }
        let small = positive.filter { $0.value / total < otherThreshold }
        guard small.count > 1 else { return positive }
        var drawn = positive.filter { $0.value / total >= otherThreshold }
        drawn.append(Slice(restLabel, small.reduce(0) { $0 + $1.value }, isRest: true))
        return drawn
    }

    /// The chart drawn for a desktop column (the legend beside the pie) and for a phone's (the legend under it).
    public func draw() -> Chart {
        let drawn = drawnSlices
        let total = drawn.reduce(0) { $0 + $1.value }
        let colors = SeriesColors(palette: palette, count: drawn.count, grey: drawn.map(\.isRest), ring: true)
        return Chart(
            svg: drawing(width: ChartWidth.wide, drawn: drawn, total: total, colors: colors),
            narrowSVG: drawing(width: ChartWidth.narrow, drawn: drawn, total: total, colors: colors),
            table: table(total: total),
            showNumbers: labels.words.showNumbers)
    }

    private func drawing(width: Double, drawn: [Slice], total: Double, colors: SeriesColors) -> String {
        let narrow = ChartWidth.isNarrow(width)
        let radius = narrow ? 110.0 : 125.0, cx = narrow ? width / 2 : 150.0, cy = narrow ? 120.0 : 150.0
        let legendTop = narrow ? cy + radius + 28 : 0
        let height = narrow ? legendTop + 26 * Double(max(drawn.count, 1)) : 300.0
        var svg = SVGWriter()
        svg.append(labels.open(width: width, height: height, colors: colors))
        let shares = percents(drawn.map(\.value), of: total)
        var angle = -Double.pi / 2
        for (index, slice) in drawn.enumerated() {
            let sweep = slice.value / total * 2 * Double.pi
            drawSlice(
                index, of: drawn, &svg, centre: (cx, cy), radius: radius, from: angle, sweep: sweep, colors: colors)
            if slice.value / total >= 0.07 {
                let middle = angle + sweep / 2
                let r = isDonut ? radius * 0.78 : radius * 0.64
                svg.element(
                    "text",
                    [
                        "x": SVGWriter.number(cx + r * cosine(middle)),
                        "y": SVGWriter.number(cy + r * sine(middle) + 4),
                        "text-anchor": "middle", "fill": colors[index].lightText, "class": "cd-t\(index)",
                        "font-weight": "600",
                    ], content: shares[index])
            }
            angle += sweep
        }
        if isDonut { drawTotal(total, &svg, cx: cx, cy: cy) }
        // The legend names every slice with its amount and share, so colour is never the only key: beside the pie, or
        // under it on a phone.
        let rowHeight = narrow ? 26.0 : min(26.0, (height - 20) / Double(max(drawn.count, 1)))
        let top = narrow ? legendTop : (height - rowHeight * Double(drawn.count)) / 2 + rowHeight / 2
        drawLegend(
            drawn, shares: shares, &svg, x: narrow ? 16.0 : 310.0, top: top, rowHeight: rowHeight, colors: colors)
        svg.append("</svg>")
        return svg.text
    }

    /// The slice at `index`: a whole ring when it is the only one.
    private func drawSlice(
        _ index: Int, of drawn: [Slice], _ svg: inout SVGWriter, centre: (x: Double, y: Double), radius: Double,
        from angle: Double, sweep: Double, colors: SeriesColors
    ) {
        let (cx, cy) = centre
        let color = colors[index].light
        let inner = isDonut ? radius * 0.58 : 0
        if drawn.count == 1 {
            svg.element(
                "path",
                ["d": ring(cx, cy, radius, inner), "fill": color, "fill-rule": "evenodd", "class": "cd-f\(index)"])
        } else {
            // The gap between slices takes the card's colour from the page (`cd-gap`); white on its own.
            svg.element(
                "path",
                [
                    "d": arc(cx, cy, radius, inner, from: angle, sweep: sweep), "fill": color,
                    "stroke": "#fff", "stroke-width": "1.5", "class": "cd-f\(index) cd-gap",
                ])
        }
    }

    /// The total in the donut's hole.
    private func drawTotal(_ total: Double, _ svg: inout SVGWriter, cx: Double, cy: Double) {
        svg.element(
            "text",
            [
                "x": SVGWriter.number(cx), "y": SVGWriter.number(cy - 4), "text-anchor": "middle",
                "fill": "currentColor", "font-size": "12",
            ], content: labels.words.total)
        svg.element(
            "text",
            [
                "x": SVGWriter.number(cx), "y": SVGWriter.number(cy + 16), "text-anchor": "middle",
                "fill": "currentColor",
                "font-size": "16", "font-weight": "700",
            ], content: style.format(total))
    }

    /// A row for each slice: its colour, label, amount and share.
    private func drawLegend(
        _ drawn: [Slice], shares: [String], _ svg: inout SVGWriter, x legendX: Double, top: Double, rowHeight: Double,
        colors: SeriesColors
    ) {
        for (index, slice) in drawn.enumerated() {
            let y = top + Double(index) * rowHeight
            svg.element(
                "rect",
                [
                    "x": SVGWriter.number(legendX), "y": SVGWriter.number(y - 6), "width": "12", "height": "12",
                    "rx": "2", "fill": colors[index].light, "class": "cd-f\(index)",
                ])
            svg.element(
                "text", ["x": SVGWriter.number(legendX + 20), "y": SVGWriter.number(y + 4), "fill": "currentColor"],
                content: labels.words.labelled(slice.label, "\(style.format(slice.value)) (\(shares[index]))"))
        }
    }

    /// Each of `values`' share of `total` as shown (one decimal under 10 %, none above), rounded so that the shares
    /// add up to the 100 % the table's total row says: the rounding a share needs least is given up where each
    /// rounded alone made 99 % (three thirds) or 101.1 % (the net-worth donut); "–" for a value of 0 or less.
    private func percents(_ values: [Double], of total: Double) -> [String] {
        guard total > 0 else { return values.map { _ in "–" } }
        // In tenths of a percent, each stepping by what it shows: a tenth under 10 %, a whole percent above.
        let exact = values.map { max($0, 0) / total * 1000 }
        let steps = values.map { $0 / total < 0.1 ? 1.0 : 10.0 }
        var shown = zip(exact, steps).map { ($0 / $1).rounded() * $1 }
        var left = 1000 - shown.reduce(0, +)
        while abs(left) >= 0.5 {
            let direction: Double = left > 0 ? 1 : -1
            let movable = shown.indices.filter { values[$0] > 0 && steps[$0] <= abs(left) + 0.5 }
            guard
                let index = movable.max(by: {
                    (exact[$0] - shown[$0]) * direction < (exact[$1] - shown[$1]) * direction
                })
            else { break }
            shown[index] += steps[index] * direction
            left -= steps[index] * direction
        }
        return values.indices.map { index in
            values[index] > 0
                ? style.with(kind: .percent).format(shown[index] / 10, decimals: steps[index] == 1 ? 1 : 0) : "–"
        }
    }

    private func table(total: Double) -> ChartTable {
        let shares = percents(slices.map(\.value), of: total)
        let amounts = style.column(slices.map(\.value) + [total])
        var rows = slices.indices.map { index -> [String] in
            [slices[index].label, amounts[index], shares[index]]
        }
        rows.append([
            labels.words.total, amounts[slices.count], total > 0 ? style.with(kind: .percent).format(100) : "–",
        ])
        return ChartTable(
            caption: labels.title, columns: [labels.words.name, labels.words.amount, labels.words.share], rows: rows)
    }
}

/// The SVG path of a pie slice, or of a donut's ring segment when `inner` is above zero.
func arc(_ cx: Double, _ cy: Double, _ r: Double, _ inner: Double, from start: Double, sweep: Double) -> String {
    let end = start + sweep
    let large = sweep > Double.pi ? 1 : 0
    let n = SVGWriter.number
    func point(_ radius: Double, _ angle: Double) -> String {
        "\(n(cx + radius * cosine(angle))) \(n(cy + radius * sine(angle)))"
    }
    let outer = "L\(point(r, start))A\(n(r)) \(n(r)) 0 \(large) 1 \(point(r, end))"
    guard inner > 0 else { return "M\(n(cx)) \(n(cy))" + outer + "Z" }
    return "M\(point(inner, start))" + outer
        + "L\(point(inner, end))A\(n(inner)) \(n(inner)) 0 \(large) 0 \(point(inner, start))Z"
}

/// A full disc, or a ring when `inner` is above zero (drawn with the even-odd rule).
func ring(_ cx: Double, _ cy: Double, _ r: Double, _ inner: Double) -> String {
    let n = SVGWriter.number
    func circle(_ radius: Double) -> String {
        "M\(n(cx - radius)) \(n(cy))a\(n(radius)) \(n(radius)) 0 1 0 \(n(2 * radius)) 0a\(n(radius)) \(n(radius)) 0 1 0 \(n(-2 * radius)) 0Z"
    }
    return inner > 0 ? circle(r) + circle(inner) : circle(r)
}

/// Cosine and sine by Taylor series after range reduction, so the target needs no Foundation.
func cosine(_ x: Double) -> Double { sine(x + Double.pi / 2) }

func sine(_ x: Double) -> Double {
    var x = x.truncatingRemainder(dividingBy: 2 * Double.pi)
    if x > Double.pi { x -= 2 * Double.pi }
    if x < -Double.pi { x += 2 * Double.pi }
    var term = x, sum = x
    for n in stride(from: 3, through: 31, by: 2) {
        term *= -x * x / Double((n - 1) * n)
        sum += term
    }
    return sum
}
