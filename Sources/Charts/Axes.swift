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
            svg.element(
                "line",
                [
                    "x1": SVGWriter.number(left), "x2": SVGWriter.number(right), "y1": y, "y2": y,
                    "stroke": "currentColor", "stroke-opacity": tick == 0 ? "0.6" : "0.15",
                ])
            svg.element(
                "text",
                [
                    "x": SVGWriter.number(left - 6), "y": SVGWriter.number(self.y(tick) + 4), "text-anchor": "end",
                    "fill": "currentColor", "fill-opacity": "0.8",
                ], content: style.format(tick, decimals: decimals, minimumDecimals: decimals))
        }
    }

    /// The room the widest value label needs.
    static func labelWidth(for scale: NiceScale, style: NumberStyle) -> Double {
        let decimals = scale.decimals
        return scale.ticks.map {
            textWidth(style.format($0, decimals: decimals, minimumDecimals: decimals), fontSize: 13)
        }
        .max() ?? 0
    }
}

/// What a legend entry shows before its name: a series' colour as a box (bars, slices) or as its line with its
/// dash pattern, or the dashed line of a reference such as an average.
enum LegendSwatch {
    case box(Int)
    case line(Int)
    case reference
}

/// A legend across the top of a chart, its entries wrapped onto more rows where a row would pass `maxX`.
struct Legend {
    static let rowHeight = 18.0
    var entries: [(swatch: LegendSwatch, name: String)]
    var x: Double
    var maxX: Double

    /// Where each entry goes: its left edge and its row.
    private var places: [(x: Double, row: Int)] {
        var places: [(Double, Int)] = []
        var cursor = x, row = 0
        for entry in entries {
            let width = swatchWidth(entry.swatch) + textWidth(entry.name, fontSize: 13)
            if cursor > x, cursor + width > maxX {
                cursor = x
                row += 1
            }
            places.append((cursor, row))
            cursor += width + 16
        }
        return places
    }

    /// The height of its rows; nothing without entries.
    var height: Double {
        Double((places.last?.row ?? -1) + 1) * Self.rowHeight
    }

    private func swatchWidth(_ swatch: LegendSwatch) -> Double {
        if case .box = swatch { return 17 }
        return 24
    }

    /// Draws the legend with its first row's text on the baseline `y`.
    func draw(_ svg: inout SVGWriter, colors: SeriesColors, y: Double) {
        for (entry, place) in zip(entries, places) {
            let baseline = y + Double(place.row) * Self.rowHeight
            switch entry.swatch {
            case .box(let index):
                svg.element(
                    "rect",
                    [
                        "x": SVGWriter.number(place.x), "y": SVGWriter.number(baseline - 10), "width": "12",
                        "height": "12", "rx": "2", "fill": colors[index].light, "class": "cd-f\(index)",
                    ])
            case .line(let index):
                svg.element(
                    "line",
                    [
                        "x1": SVGWriter.number(place.x), "x2": SVGWriter.number(place.x + 18),
                        "y1": SVGWriter.number(baseline - 4),
                        "y2": SVGWriter.number(baseline - 4), "stroke": colors[index].light, "stroke-width": "3",
                        "stroke-dasharray": dashPattern(index), "class": "cd-s\(index)",
                    ])
            case .reference:
                svg.element(
                    "line",
                    [
                        "x1": SVGWriter.number(place.x), "x2": SVGWriter.number(place.x + 18),
                        "y1": SVGWriter.number(baseline - 4),
                        "y2": SVGWriter.number(baseline - 4), "stroke": "currentColor", "stroke-width": "1.5",
                        "stroke-dasharray": "6 4",
                    ])
            }
            svg.element(
                "text",
                [
                    "x": SVGWriter.number(place.x + swatchWidth(entry.swatch)), "y": SVGWriter.number(baseline),
                    "fill": "currentColor",
                ], content: entry.name)
        }
    }
}

/// A dash pattern per series, so lines differ by more than colour: solid, dashed, dotted…
func dashPattern(_ index: Int) -> String {
    ["none", "7 4", "2 3", "10 3 2 3", "4 4", "12 4", "2 6", "7 2 2 2"][index % 8]
}
