import CashDashModel

extension DayFormat {
    /// The budget period that starts on `start` as this place writes it: a day or a week by its first day in words
    /// (`the week of November 22, 2026`), a month in words (`novembre 2026`), a year in digits.
    func name(_ period: BudgetPeriod, _ start: Day) -> String {
        switch period {
        case .day: words(start)
        case .week: "the week of \(words(start))"
        case .month: monthWords(start)
        case .year: String(start.components.year)
        }
    }
}
