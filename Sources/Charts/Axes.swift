/// The plot area of a chart with axes: where values and positions land in the SVG.
struct PlotArea {
    var left: Double
    var top: Double
    var right: Double
    var bottom: Double
    var scale: NiceScale

    var width: Double { right - left }
    var height: Double { bottom - top }

    /// The SVG y of `value`.
    func y(_ value: Double) -> Double {
        bottom - (value - scale.lower) / (scale.upper - scale.lower) * height
    }

    /// Horizontal grid lines with value labels on the left; the zero line, when there is one, drawn firmer.
    func drawValueAxis(_ svg: inout SVGWriter, style: NumberStyle) {
        let decimals = scale.decimals
        for tick in scale.ticks {
            let y = SVGWriter.number(self.y(tick))
            svg.element("line", [
                "x1": SVGWriter.number(left), "x2": SVGWriter.number(right), "y1": y, "y2": y,
                "stroke": "currentColor", "stroke-opacity": tick == 0 ? "0.6" : "0.15",
            ])
            svg.element("text", [
                "x": SVGWriter.number(left - 6), "y": SVGWriter.number(self.y(tick) + 4), "text-anchor": "end",
                "fill": "currentColor", "fill-opacity": "0.8",
            ], content: style.format(tick, decimals: decimals, minimumDecimals: decimals))
        }
    }

    /// The room the widest value label needs.
    static func labelWidth(for scale: NiceScale, style: NumberStyle) -> Double {
        let decimals = scale.decimals
        return scale.ticks.map { textWidth(style.format($0, decimals: decimals, minimumDecimals: decimals), fontSize: 13) }
            .max() ?? 0
    }
}

/// A legend across the top: a swatch (and for lines, the dash pattern) and the name of each series.
func drawLegend(_ svg: inout SVGWriter, names: [String], palette: Palette, x: Double, y: Double, dashes: Bool) {
    var cursor = x
    for (index, name) in names.enumerated() {
        if dashes {
            svg.element("line", [
                "x1": SVGWriter.number(cursor), "x2": SVGWriter.number(cursor + 18), "y1": SVGWriter.number(y - 4),
                "y2": SVGWriter.number(y - 4), "stroke": palette.color(index), "stroke-width": "3",
                "stroke-dasharray": dashPattern(index),
            ])
        } else {
            svg.element("rect", ["x": SVGWriter.number(cursor), "y": SVGWriter.number(y - 10), "width": "12",
                                 "height": "12", "rx": "2", "fill": palette.color(index)])
        }
        svg.element("text", ["x": SVGWriter.number(cursor + (dashes ? 24 : 17)), "y": SVGWriter.number(y),
                             "fill": "currentColor"], content: name)
        cursor += (dashes ? 24 : 17) + textWidth(name, fontSize: 13) + 16
    }
}

/// A dash pattern per series, so lines differ by more than colour: solid, dashed, dotted…
func dashPattern(_ index: Int) -> String {
    ["none", "7 4", "2 3", "10 3 2 3", "4 4", "12 4", "2 6", "7 2 2 2"][index % 8]
}
