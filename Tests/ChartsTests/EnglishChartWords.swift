import Charts

extension ChartWords {
    /// The words a page in English passes to its charts, as Cash Dash's catalogue writes them.
    static let english = ChartWords(
        showNumbers: "Show the numbers", date: "Date", name: "Name", amount: "Amount", share: "Share", total: "Total",
        rest: "Other", noData: "No data yet", rebasedNote: "(values as they are; the chart starts each line at 100)",
        lastDayOfMonth: "(the last day of each month)", lastDayOfYear: "(the last day of each year)", colon: ": ")
}

extension ChartLabels {
    /// Labels with the English chart words, as the examples and tests draw them.
    init(id: String, title: String, description: String) {
        self.init(id: id, title: title, description: description, words: .english)
    }
}
