import Charts
import Foundation
import TestSupport
import Testing

@testable import CashDashKit
@testable import CashDashModel

/// The same inputs shown by Swift (the worked example's ``ResultPresenter``) and by `calculators.js`'s `present`
/// (the reader's results), each calculator's ``ResultLayout`` read by both: the cards, notes, charts' points and
/// table cells must be the same words.
@Suite("Calculators show the same in JavaScript as in Swift", .enabled(if: Node.path != nil, "node is not installed"))
struct CalculatorScriptLayoutTests {
    /// What a result shows, with a chart's amounts as plain decimals, as both sides are compared.
    struct Shown: Codable, Equatable {
        struct Chart: Codable, Equatable {
            var kind, id, title, description, category: String
            var series, categories: [String]
            var values: [[String]]
        }

        var cards: [PresentedResult.Card]
        var notes: [String]
        var rounding: String
        var charts: [Chart]
        var table, fullTable: PresentedResult.Table?
    }

    /// A site's words and money: English and dollars, French and euros, or Arabic and Egyptian pounds (whose symbol
    /// ends in a full stop, and whose lists run together with an Arabic comma).
    struct Place: Sendable, CustomStringConvertible {
        var language, locale, currency: String
        var description: String { language }

        static let all = [
            Place(language: "en", locale: "en_US", currency: "USD"),
            Place(language: "fr", locale: "fr_FR", currency: "EUR"),
            Place(language: "ar", locale: "ar_EG", currency: "EGP"),
        ]

        var money: MoneyFormat {
            MoneyFormat(style: NumberStyle(locale: locale, currency: currency), minorUnits: 2, currency: currency)
        }

        /// The words, read once.
        var words: Catalogue { Self.catalogues[language] ?? Self.english }
        static let english = Words.bundled("en").catalogue
        static let catalogues = [
            "en": english, "fr": Words.bundled("fr").catalogue, "ar": Words.bundled("ar").catalogue,
        ]

        /// The inputs checked as the page checks them.
        func check(_ kind: CalculatorKind, _ texts: [String: String]) -> CalculatorInputs? {
            try? kind.check(texts, decimalSeparator: money.style.decimalSeparator).get()
        }
    }

    static var kinds: [CalculatorKind] { CalculatorKind.allCases.filter { $0.layout != nil } }

    /// The page of `kind` with `texts` as its worked example.
    static func view(_ kind: CalculatorKind, _ texts: [String: String], in place: Place) throws -> CalculatorPresenter {
        let inputs = try #require(place.check(kind, texts))
        let page = CalculatorPage(
            path: "\(kind.rawValue).md", fileName: "\(kind.rawValue).md", kind: kind, title: "", summary: nil,
            order: nil, chapters: [], example: texts, exampleInputs: inputs, body: "",
            bodyFirstLine: 1)
        return CalculatorPresenter(
            page: page, money: place.money, palette: .standard, words: place.words)
    }

    static func shown(_ view: PresentedResult) -> Shown {
        Shown(
            cards: view.cards, notes: view.notes, rounding: view.rounding,
            charts: view.charts.map {
                Shown.Chart(
                    kind: $0.kind.rawValue, id: $0.id, title: $0.title, description: $0.description,
                    category: $0.category, series: $0.series, categories: $0.categories,
                    values: $0.values.map { $0.map { plainDecimal($0, decimals: 2, grouping: false) } })
            }, table: view.table, fullTable: view.fullTable)
    }

    /// What the script shows for each of `cases` of `kind`, with the form's settings of `view`'s page.
    static func script(
        _ kind: CalculatorKind, _ cases: [[String: String]], form: CalculatorForm, in place: Place
    )
        throws -> [Shown]
    {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cashdash-shown-\(UUID()).json")
        try JSONEncoder().encode(cases).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let format: [String: Any] = [
            "minor": form.minor, "decimal": form.decimal, "grouping": form.grouping, "symbol": form.symbol,
            "symbolFirst": form.symbolFirst == "true", "percent": form.percent, "gap": form.symbolGap,
            "sizes": form.groupingSizes.split(separator: " ").compactMap { Int($0) }, "lang": place.language,
        ]
        let formatJSON = String(decoding: try JSONSerialization.data(withJSONObject: format), as: UTF8.self)
        let data = try CalculatorScriptTests().runNode(
            """
            const format = \(formatJSON), page = d["\(kind.rawValue)"];
            const inputs = JSON.parse(fs.readFileSync("\(file.path)", 'utf8'));
            const plain = x => c.plain(BigInt(x), 2);
            console.log(JSON.stringify(inputs.map(texts => {
              const ran = c.run("\(kind.rawValue)", page, texts, format);
              if (ran.errors) return { errors: ran.errors };
              const view = c.present(page.layout, ran.result, ran.values, format, page);
              view.charts.forEach(chart => { chart.values = chart.values.map(point => point.map(plain)); });
              if (!view.table) delete view.table;
              if (!view.fullTable) delete view.fullTable;
              return view;
            })));
            """, language: place.language)
        return try JSONDecoder().decode([Shown].self, from: data)
    }

    /// The table's cases of `kind`, and random ones, with the defaults the form fills in.
    static func cases(_ kind: CalculatorKind) throws -> [[String: String]] {
        var random = SplitMix64(seed: UInt64(kind.rawValue.utf8.reduce(11) { $0 &* 31 &+ Int($1) }.magnitude))
        let table = try CalculatorCases.load().cases.filter { $0.calculator == kind.rawValue }.map(\.inputs)
        return (table + (0..<60).map { _ in CalculatorScriptRandomTests.inputs(kind, &random) }).map { texts in
            var texts = texts
            for field in kind.fields where texts[field.name] == nil { texts[field.name] = field.defaultValue }
            return texts
        }
    }

    @Test("the script shows what Swift shows", arguments: kinds, Place.all)
    func scriptShowsWhatSwiftShows(_ kind: CalculatorKind, _ place: Place) throws {
        // Typed as the place writes decimals: `4,125` in French.
        let decimal = place.money.style.decimalSeparator
        let cases = try Self.cases(kind).map { $0.mapValues { $0.replacingOccurrences(of: ".", with: decimal) } }
            .filter { place.check(kind, $0) != nil }
        #expect(cases.count > 40, "most random inputs are valid")
        let layout = try #require(kind.layout)
        let form = try #require(try Self.view(kind, cases[0], in: place).form())
        let fromScript = try Self.script(kind, cases, form: form, in: place)
        #expect(fromScript.count == cases.count)
        var points = 0, cells = 0
        for (texts, script) in zip(cases, fromScript) {
            let swift = Self.shown(try Self.view(kind, texts, in: place).presentedResult(layout))
            #expect(script == swift, "\(texts)")
            points += swift.charts.reduce(0) { $0 + $1.values.count }
            cells += (swift.table?.rows.count ?? 0) + (swift.fullTable?.rows.count ?? 0)
        }
        #expect(points > 0 || layout.charts.isEmpty, "some inputs draw a chart")
        #expect(cells > 0 || layout.table == nil, "some inputs fill a table")
    }
}
