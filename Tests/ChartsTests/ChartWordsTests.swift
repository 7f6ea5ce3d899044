import Charts
import Testing

/// Charts write no words of their own: the caller passes them in the page's language.
@Suite struct ChartWordsTests {
    static let french = ChartWords(
        showNumbers: "Voir les chiffres", date: "Date", name: "Nom", amount: "Montant", share: "Part", total: "Total",
        rest: "Autres", noData: "Pas encore de données", rebasedNote: "(valeurs telles quelles)",
        lastDayOfMonth: "(le dernier jour de chaque mois)", lastDayOfYear: "(le dernier jour de chaque année)",
        colon: "\u{202F}: ")

    @Test func aPieWritesTheWordsItIsGiven() {
        let pie = PieChart(
            ChartLabels(id: "p", title: "Dépenses", description: "Par catégorie", words: Self.french),
            slices: [.init("Loyer", 800), .init("Timbres", 4), .init("Cadeaux", 5)], isDonut: true
        ).draw()
        #expect(pie.html.contains("<summary>Voir les chiffres</summary>"))
        #expect(pie.table.columns == ["Nom", "Montant", "Part"] && pie.table.rows.last?.first == "Total")
        #expect(pie.svg.contains(">Autres\u{202F}: "), "the slice of small ones takes the given word, still drawn grey")
        #expect(!pie.html.contains("Show the numbers") && !pie.svg.contains("Other"))
    }

    @Test func anEmptyLineChartSaysSoInTheGivenWords() {
        let line = LineChart(
            ChartLabels(id: "l", title: "Taux", description: "Rien", words: Self.french), series: []
        ).draw()
        #expect(line.svg.contains(">Pas encore de données</text>"))
        #expect(line.table.columns == ["Date"])
    }
}
