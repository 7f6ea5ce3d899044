extension ResultLayout {
    /// A chart: bars or a donut over categories that are the rows of a fact list, or points given one by one.
    public struct Chart: Sendable, Equatable, Encodable {
        public enum Kind: String, Sendable, Equatable, Encodable {
            /// Bars side by side, one per series.
            case bars
            /// Bars stacked, each series on the one before.
            case stacked
            /// A ring of slices, one per point, of the first value.
            case donut
        }

        public var kind: Kind
        /// What the page tells its charts apart by: `growth` (the worked example's is `<calculator>-growth`).
        public var id: String
        public var title: Phrase
        public var description: Phrase
        /// The heading of the categories' column in the numbers under the reader's chart: `Year`.
        public var category: Phrase
        /// The series' names; none for a donut.
        public var series: [Phrase]
        /// The fact list whose rows are the categories, each written as the one point; nil when `points` are them.
        public var rows: String?
        /// Each category's label and its amount in each series (for a donut, the slice's).
        public var points: [Point]
        public var when: Condition?

        public init(
            _ kind: Kind, id: String, title: Phrase, description: Phrase, category: Phrase, series: [Phrase] = [],
            rows: String? = nil, points: [Point], when: Condition? = nil
        ) {
            self.kind = kind
            self.id = id
            self.title = title
            self.description = description
            self.category = category
            self.series = series
            self.rows = rows
            self.points = points
            self.when = when
        }
    }

    /// A category of a chart: its label and its amounts (money), one per series.
    public struct Point: Sendable, Equatable, Encodable {
        public var label: Value
        public var values: [String]

        /// A category named `label` with the facts `values` as its amounts.
        public init(_ label: Value, _ values: [String]) {
            self.label = label
            self.values = values
        }
    }
}
