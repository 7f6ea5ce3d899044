/// A drawn chart: the SVG at two widths and the numbers behind it, to show beside it as a table.
public struct Chart: Sendable, Equatable {
    /// A standalone SVG document that is also valid inline in HTML5, drawn for a column of 640 px.
    public var svg: String
    /// The same chart drawn for a phone's column (300 units wide, legends under the drawing), so that its text stays
    /// at least 11 px where the wide drawing would shrink it to half that; nil for charts drawn at one width.
    public var narrowSVG: String?
    public var table: ChartTable
    /// The chart's title, shown as the figure's caption.
    public var title: String
    /// Whether paper takes the wide drawing across the whole sheet (class `print-wide`): for a pie, whose narrow
    /// drawing is tall with its legend under it; other charts print their narrow drawing beside their numbers.
    public var printsWide: Bool

    public init(
        svg: String, narrowSVG: String? = nil, table: ChartTable, title: String? = nil, printsWide: Bool = false
    ) {
        self.svg = svg
        self.narrowSVG = narrowSVG
        self.table = table
        self.title = title ?? table.caption
        self.printsWide = printsWide
    }

    /// The chart as HTML: a `<figure>` with the title as its caption, the SVG at both widths (the stylesheet shows
    /// the one that fits the column) and, inside `<details>`, the table of its numbers.
    public var html: String {
        "<figure class=\"chart\(printsWide ? " print-wide" : "")\">\n<figcaption>\(escapeXML(title))</figcaption>\n\(svg)\n"
            + (narrowSVG.map { $0 + "\n" } ?? "")
            + "<details class=\"chart-data\"><summary>Show the numbers</summary>\n" + table.html
            + "</details>\n</figure>\n"
    }
}

/// The widths a chart is drawn at, in SVG units (CSS pixels at full size).
enum ChartWidth {
    /// A desktop column.
    static let wide = 640.0
    /// A phone's column: about 310 px at 390 px wide, so 11-unit text shows at 11 px or more.
    static let narrow = 300.0

    /// True for the phone drawing.
    static func isNarrow(_ width: Double) -> Bool { width < wide }
}

/// The numbers behind a chart, as a table with a caption.
public struct ChartTable: Sendable, Equatable {
    public var caption: String
    public var columns: [String]
    public var rows: [[String]]

    public init(caption: String, columns: [String], rows: [[String]]) {
        self.caption = caption
        self.columns = columns
        self.rows = rows
    }

    /// An HTML table, in a box that scrolls sideways when it is wider than the page; numbers (every column but the
    /// first) are right-aligned. A column with an empty title (the corner above the row names) has no header cell.
    public var html: String {
        var html = "<div class=\"table-scroll\" tabindex=\"0\" role=\"group\" aria-label=\"\(escapeXML(caption))\">\n"
        html += "<table>\n<caption>\(escapeXML(caption))</caption>\n<thead><tr>"
        for (index, column) in columns.enumerated() {
            // A corner with no title is a plain cell: an empty header names nothing (axe-core's empty-table-header).
            if column.isEmpty {
                html += index == 0 ? "<td></td>" : "<td class=\"number\"></td>"
                continue
            }
            html += index == 0 ? "<th scope=\"col\">" : "<th scope=\"col\" class=\"number\">"
            html += escapeXML(column) + "</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr>"
            for (index, cell) in row.enumerated() {
                html +=
                    index == 0
                    ? "<th scope=\"row\">\(escapeXML(cell))</th>" : "<td class=\"number\">\(escapeXML(cell))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n"
    }
}

/// What every chart has: a title and a description for people who cannot see it, and an id unique on its page.
public struct ChartLabels: Sendable, Equatable {
    public var id: String
    public var title: String
    public var description: String

    public init(id: String, title: String, description: String) {
        self.id = id
        self.title = title
        self.description = description
    }

    /// The opening `<svg>` tag with `role="img"`, the title and the description wired to `aria-labelledby`. The
    /// narrow drawing has ids of its own (`…-narrow-title`) and the class `cd-narrow`, the wide one `cd-wide`. With
    /// `colors`, a style in it gives the series their dark-theme colours.
    func open(width: Double, height: Double, colors: SeriesColors? = nil) -> String {
        let w = SVGWriter.number(width), h = SVGWriter.number(height)
        let narrow = ChartWidth.isNarrow(width)
        let id = escapeXML(self.id) + (narrow ? "-narrow" : "")
        return
            "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"\(id)-svg\" viewBox=\"0 0 \(w) \(h)\" width=\"\(w)\" height=\"\(h)\" "
            + "role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" class=\"cd-chart \(narrow ? "cd-narrow" : "cd-wide")\" "
            + "font-family=\"system-ui, sans-serif\" font-size=\"13\">"
            + "<title id=\"\(id)-title\">\(escapeXML(title))</title>"
            + "<desc id=\"\(id)-desc\">\(escapeXML(description))</desc>"
            + (colors?.darkStyle(svgID: id + "-svg") ?? "")
    }
}
