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

    /// Arabic words, and values written left to right: "87.84 US$" must not be split by the label around it.
    static let arabic = ChartWords(
        showNumbers: "اعرض الأرقام", date: "التاريخ", name: "الاسم", amount: "المبلغ", share: "الحصة",
        total: "المجموع", rest: "غير ذلك", noData: "لا بيانات بعد", rebasedNote: "", lastDayOfMonth: "",
        lastDayOfYear: "", colon: ": ", rightToLeft: true)

    static let dollarsAfter = NumberStyle(kind: .money(symbol: "US$", symbolFirst: false), symbolGap: " ")

    @Test func anAverageLineKeepsItsAmountWholeInARightToLeftLanguage() {
        let bar = BarChart(
            ChartLabels(id: "b", title: "الإنفاق", description: "", words: Self.arabic),
            categories: ["1", "2"], series: [.init("", [80, 95])],
            referenceLine: .init(value: 87.84, label: "المتوسط في اليوم"),
            style: Self.dollarsAfter
        ).draw()
        #expect(bar.svg.contains(">المتوسط في اليوم: \u{2068}87.84 US$\u{2069}<"))
        #expect(!bar.svg.contains("\u{2068}\u{2069}"), "no empty isolate pair")
    }

    @Test func aPieLegendIsolatesItsAmountAndShareInARightToLeftLanguage() {
        let pie = PieChart(
            ChartLabels(id: "p", title: "الإنفاق", description: "", words: Self.arabic),
            slices: [.init("الإيجار", 800), .init("الطعام", 200)], isDonut: true,
            style: Self.dollarsAfter
        ).draw()
        #expect(pie.svg.contains(">الإيجار: \u{2068}\(Self.dollarsAfter.format(800)) (80%)\u{2069}<"))
    }

    @Test func aLeftToRightLanguageGetsNoIsolates() {
        #expect(Self.french.labelled("Moyenne", "87,84 $") == "Moyenne\u{202F}: 87,84 $")
    }
}
