import CashDashModel
import Foundation

/// A result written for people as its calculator's ``ResultLayout`` says: what the worked example shows, and what
/// `calculators.js` shows of the reader's numbers (its `present` gives the same, which the tests compare).
struct PresentedResult: Encodable, Equatable {
    struct Card: Codable, Equatable {
        var title: String
        var value: String
        var note: String
    }

    struct Chart: Encodable, Equatable {
        var kind: ResultLayout.Chart.Kind
        var id: String
        var title: String
        var description: String
        var category: String
        var series: [String]
        var categories: [String]
        /// Each category's amounts, one per series (a donut's slice: one).
        var values: [[Decimal]]
    }

    struct Table: Codable, Equatable {
        var caption: String
        var columns: [String]
        var rows: [[String]]
    }

    var cards: [Card] = []
    var notes: [String] = []
    var rounding = ""
    var charts: [Chart] = []
    var table: Table?
    /// The long table behind "Show all N months", when `table` adds it up by year.
    var fullTable: Table?

    /// A month-by-month table longer than this is shown year by year, with every month one click away.
    static let rowsShownInFull = 24
}
