/// What a calculator shows of a result, declared as data on its type: cards, notes, charts and a table, each
/// shown when its condition holds. The worked example (Swift) and the reader's results (`calculators.js`, which
/// reads this layout from the page as JSON) are drawn from it by one presenter each, from the result's
/// ``ResultFacts``.
///
/// Words are catalogue keys with `-` for `_`: the calculator's own (`balance-after`, below
/// `calculators.<section>.`) or, with `words.` in front, the ones every calculator shares (`words.interest-earned`).
public struct ResultLayout: Sendable, Equatable, Encodable {
    public var cards: [Card]
    public var notes: [Note]
    /// How the worked example was rounded: shown under the example only, its notes joined by spaces.
    public var rounding: [Note]
    public var charts: [Chart]
    public var table: Table?

    public init(
        cards: [Card] = [], notes: [Note] = [], rounding: [Note] = [], charts: [Chart] = [], table: Table? = nil
    ) {
        self.cards = cards
        self.notes = notes
        self.rounding = rounding
        self.charts = charts
        self.table = table
    }

    /// A figure in large type under a title, with a note under it.
    public struct Card: Sendable, Equatable, Encodable {
        public var title: Phrase
        public var value: Value
        public var note: Phrase?
        public var when: Condition?

        public init(_ title: Phrase, _ value: Value, note: Phrase? = nil, when: Condition? = nil) {
            self.title = title
            self.value = value
            self.note = note
            self.when = when
        }
    }

    /// A sentence under the cards, shown when `when` holds.
    public struct Note: Sendable, Equatable, Encodable {
        public var text: Phrase
        public var when: Condition?

        public init(_ text: Phrase, when: Condition? = nil) {
            self.text = text
            self.when = when
        }
    }

    /// A table: one row per row of each section's facts, and a long month-by-month one shown year by year.
    public struct Table: Sendable, Equatable, Encodable {
        public var caption: Phrase
        public var columns: [Phrase]
        public var sections: [Section]
        /// Shown instead when there are more than 24 rows, the rows themselves one click away.
        public var yearly: [Table]
        public var when: Condition?

        public init(
            _ caption: Phrase, columns: [Phrase], sections: [Section], yearly: Table? = nil, when: Condition? = nil
        ) {
            self.caption = caption
            self.columns = columns
            self.sections = sections
            self.yearly = yearly.map { [$0] } ?? []
            self.when = when
        }

        /// A table of `rows`, one cell per column.
        public init(
            _ caption: Phrase, columns: [Phrase], rows: String, cells: [Value], yearly: Table? = nil,
            when: Condition? = nil
        ) {
            self.init(
                caption, columns: columns, sections: [Section(rows: rows, cells: cells)], yearly: yearly, when: when)
        }
    }

    /// Rows of a table: one per row of the fact list `rows`, or one of the result's own facts when nil.
    public struct Section: Sendable, Equatable, Encodable {
        public var rows: String?
        public var cells: [Value]

        public init(rows: String?, cells: [Value]) {
            self.rows = rows
            self.cells = cells
        }
    }
}
