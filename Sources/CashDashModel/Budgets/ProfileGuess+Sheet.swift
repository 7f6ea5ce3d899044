import Foundation

extension ProfileGuess {
    /// The table the guess works from, step by step: its rows (each as wide as the table), the header's words, the
    /// date column, and once the decimal separator is known, the columns of numbers and how to read them.
    struct Sheet {
        var rows: [[String]]
        let width: Int
        /// The header's titles, or nil for a file without one.
        let titles: [String]?
        /// Each title's words (``ProfileGuess/words(_:)``); empty without a header.
        let headerWords: [[String]]
        /// The columns where most rows hold a date, and the one taken as the date.
        let dateColumns: [Int]
        let dateColumn: Int
        /// The columns whose every filled field is a number, read with `amounts`.
        var numeric: Set<Int> = []
        var amounts = AmountText()

        var hasHeader: Bool { titles != nil }
        /// The columns that hold no dates.
        var others: [Int] { (0..<width).filter { $0 != dateColumn && !dateColumns.contains($0) } }

        /// The filled fields of `column`.
        func filled(_ column: Int) -> [String] {
            rows.map { $0[column] }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }

        /// The numbers of `column`, 0 for an empty field, nil for one that is no number.
        func values(_ column: Int) -> [Decimal?] {
            rows.map { row in
                row[column].trimmingCharacters(in: .whitespaces).isEmpty
                    ? 0 : amounts.parse(Array(row[column].utf8))?.decimal
            }
        }
    }

    /// Every date pattern the guess tries, read.
    static let dateFormats = datePatterns.compactMap { DateFormat($0) }

    /// Whether `text` is a date in one of the patterns the guess tries.
    static func isDate(_ text: String) -> Bool { dateFormats.contains { $0.parse(Array(text.utf8)) != nil } }
}
