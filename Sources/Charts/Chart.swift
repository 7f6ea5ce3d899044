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
    /// The words of the disclosure that opens the table, in the page's language (`Show the numbers`).
    public var showNumbers: String

    public init(
        svg: String, narrowSVG: String? = nil, table: ChartTable, title: String? = nil, showNumbers: String
    ) {
        self.showNumbers = showNumbers
        self.svg = svg
        self.narrowSVG = narrowSVG
        self.table = table
        self.title = title ?? table.caption
    }

    /// The chart as HTML: a `<figure>` with the title as its caption, the SVG at both widths (the stylesheet shows
    /// the one that fits the column) and, inside `<details>`, the table of its numbers.
    public var html: String {
        "<figure class=\"chart\">\n<figcaption>\(escapeXML(title))</figcaption>\n\(svg)\n"
            + (narrowSVG.map { $0 + "\n" } ?? "")
            + "<details class=\"chart-data\"><summary>\(escapeXML(showNumbers))</summary>\n" + table.html
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

/// The words a chart writes besides the labels it is given, in the page's language; the caller passes them, so
/// Charts holds no words of any language.
public struct ChartWords: Sendable, Equatable {
    /// The disclosure that opens a chart's table of numbers (`Show the numbers`).
    public var showNumbers: String
    /// A line chart's table: the heading of its first column (`Date`).
    public var date: String
    /// A pie's table: the headings of its columns (`Name`, `Amount`, `Share`) and its last row (`Total`).
    public var name: String
    public var amount: String
    public var share: String
    public var total: String
    /// The slice that gathers a pie's smallest ones (`Other`), drawn in grey: a flag on the slice, not this word.
    public var rest: String
    /// What an empty line chart says (`No data yet`).
    public var noData: String
    /// Added to a rebased line chart's table caption (` (values as they are; the chart starts each line at 100)`).
    public var rebasedNote: String
    /// Added to the caption of a long line chart's table, which shows a day a month or a year.
    public var lastDayOfMonth: String
    public var lastDayOfYear: String
    /// Between a legend's name and its value, with the language's spacing (`: `; French `\u{202F}: `).
    public var colon: String
    /// Whether the language reads right to left, so that a value written left to right (`87.84 US$`) is isolated
    /// (U+2068 … U+2069) to stay whole beside the words.
    public var rightToLeft: Bool

    public init(
        showNumbers: String, date: String, name: String, amount: String, share: String, total: String, rest: String,
        noData: String, rebasedNote: String, lastDayOfMonth: String, lastDayOfYear: String, colon: String,
        rightToLeft: Bool = false
    ) {
        self.colon = colon
        self.rightToLeft = rightToLeft
        self.showNumbers = showNumbers
        self.date = date
        self.name = name
        self.amount = amount
        self.share = share
        self.total = total
        self.rest = rest
        self.noData = noData
        self.rebasedNote = rebasedNote
        self.lastDayOfMonth = lastDayOfMonth
        self.lastDayOfYear = lastDayOfYear
    }

    /// `Average a day: 87.84 US$`: a legend's name, the colon and the value, the value whole in its own isolate in a
    /// right-to-left language (an empty value gets none).
    public func labelled(_ name: String, _ value: String) -> String {
        name + colon + (rightToLeft && !value.isEmpty ? "\u{2068}" + value + "\u{2069}" : value)
    }
}

/// What every chart has: a title and a description for people who cannot see it, an id unique on its page, and the
/// words it writes of its own.
public struct ChartLabels: Sendable, Equatable {
    public var id: String
    public var title: String
    public var description: String
    public var words: ChartWords

    public init(id: String, title: String, description: String, words: ChartWords) {
        self.id = id
        self.title = title
        self.description = description
        self.words = words
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
