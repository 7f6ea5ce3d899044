import CashDashModel
import Charts
import Foundation

/// What a calculator page shows about its worked example: the inputs, the results as cards and sentences, how it
/// was rounded, the charts and the schedule; and what the form needs. Template contexts only; the arithmetic is in
/// `Calculators/`.
struct CalculatorPresenter {
    let page: CalculatorPage
    let money: MoneyFormat
    let palette: Palette
    /// The site's words: every text of the page below `calculators.`.
    let words: Catalogue

    var style: NumberStyle { money.style }

    /// The words of `key` below `calculators.`, with each `{name}` filled from `values`.
    func text(_ key: String, _ values: [String: String] = [:]) -> String {
        CalculatorSentence.fill(words.text("calculators." + key), values)
    }

    /// One of the shared words below `calculators.words.`.
    func word(_ key: String, _ values: [String: String] = [:]) -> String { text("words." + key, values) }

    /// `count` of the counted word `key` below `calculators.words.`: "1 month", "2 months".
    func counted(_ key: String, _ count: Int) -> String {
        words.text("calculators.words." + key, count: count, countText: money.count(count))
    }

    /// "Year 3", "Month 14".
    func year(_ number: Int) -> String { word("year", ["year": money.count(number)]) }
    func month(_ number: Int) -> String { word("month", ["month": money.count(number)]) }

    /// How amounts are rounded to the currency's smallest unit: "to the nearest cent (half a cent rounds up)".
    var nearest: String {
        switch money.minorUnits {
        case 2: word("nearest_cent")
        case 0: word("nearest_whole")
        default: word("nearest_unit", ["decimals": money.count(money.minorUnits)])
        }
    }

    /// The currency's smallest unit: "cent".
    var unitName: String {
        switch money.minorUnits {
        case 2: word("unit_cent")
        case 0: word("unit_whole")
        default: word("unit_decimal", ["decimals": money.count(money.minorUnits)])
        }
    }

    /// The worked example's section, as the calculator's layout says; empty for currency conversion.
    func example() -> WorkedExample {
        guard let layout = page.kind.layout else { return WorkedExample() }
        return example(layout)
    }

    /// The worked example's section made of `content`.
    func example(_ content: ExampleContent) -> WorkedExample {
        WorkedExample(
            inputs: inputs(), cards: content.cards, notes: content.notes, rounding: content.rounding,
            charts: content.charts.map { HTMLBlock(html: $0.html) },
            schedule: content.schedule.map(WorkedExample.Schedule.init),
            fullSchedule: content.fullSchedule.map {
                WorkedExample.FullSchedule(
                    summary: words.text(
                        "calculators.words.show_all", count: $0.rows.count, countText: money.count($0.rows.count)),
                    table: WorkedExample.Schedule($0))
            })
    }

    /// The form's settings and fields, filled with the worked example's inputs.
    func form() -> CalculatorForm? {
        let fields = page.kind.fields
        guard !fields.isEmpty else { return nil }
        var symbol = "", symbolFirst = true
        if case .money(let s, let first) = style.kind { (symbol, symbolFirst) = (s, first) }
        // The reader's charts have at most six series (a net worth donut of five things owned).
        let colors = palette.seriesColors(count: 6)
        return CalculatorForm(
            calculator: page.kind.rawValue, minor: money.minorUnits, decimal: style.decimalSeparator,
            grouping: style.groupingSeparator, symbol: symbol, symbolFirst: symbolFirst ? "true" : "false",
            colors: colors.light.joined(separator: " "), darkColors: colors.dark.joined(separator: " "),
            groups: CalculatorForm.groups(
                fields.map { field in
                    var item = CalculatorForm.Field(
                        name: field.name, label: field.label(in: words), value: page.example[field.name] ?? "",
                        group: field.group(in: words))
                    switch field.kind {
                    case .choice(let options):
                        let chosen = page.example[field.name] ?? options[0].value
                        item.choice = CalculatorForm.Choice(
                            options: options.map {
                                CalculatorForm.Option(
                                    value: $0.value, label: text($0.label), selected: $0.value == chosen)
                            })
                    case .whole:
                        item.inputmode = "numeric"
                    case .amount, .rate:
                        item.inputmode = "decimal"
                    case .text:
                        item.inputmode = "text"
                    }
                    return item
                }), percent: style.percentSuffix,
            groupingSizes: "\(style.grouping.first) \(style.grouping.rest) \(style.minimumGroupingDigits)",
            symbolGap: style.symbolGap ?? (symbolFirst ? "" : "\u{A0}"),
            data: CalculatorScriptData(page.kind, words: words).json)
    }

    /// The example's inputs as people read them: "Amount borrowed: $200,000.00".
    private func inputs() -> [LabelledValue] {
        page.kind.fields.compactMap { field in
            guard let value = page.exampleInputs[field] else { return nil }
            if field.isInferred { return nil }
            let text: String
            switch (value, field.kind) {
            case (.amount(let amount), _): text = money.string(amount)
            case (.rate(let rate), _):
                text = field.isYearly ? word("a_year", ["rate": percent(rate)]) : percent(rate)
            case (.whole(let count), .whole(_, let unit)):
                text = counted(unit, count)
            case (.choice(let chosen), .choice(let options)):
                text = options.first { $0.value == chosen }.map { self.text($0.label) } ?? chosen
            case (.text(let name), _):
                guard !name.isEmpty else { return nil }
                text = name
            default: return nil
            }
            return LabelledValue(label: field.label(in: words), value: text)
        }
    }

    /// A percentage as the locale writes it: "6.5%", "6,5 %".
    func percent(_ value: Decimal) -> String {
        NSDecimalNumber(decimal: value).stringValue.replacingOccurrences(of: ".", with: style.decimalSeparator)
            + style.percentSuffix
    }

    /// A number of months, with the years in it: "30 months (2 years and 6 months)".
    func months(_ count: Int) -> String {
        let years = count / 12, rest = count % 12
        guard years > 0 else { return counted("months", count) }
        let values = ["months": counted("months", count), "years": counted("years", years)]
        return rest == 0
            ? word("duration_years", values)
            : word("duration", values.merging(["rest": counted("months", rest)]) { a, _ in a })
    }

    func double(_ value: Decimal) -> Double { NSDecimalNumber(decimal: value).doubleValue }

    func labels(_ suffix: String, _ title: String, _ description: String) -> ChartLabels {
        ChartLabels(id: "\(page.slug)-\(suffix)", title: title, description: description, words: ChartWords(words))
    }

    /// What the example section is made of, from the result's layout.
    struct ExampleContent {
        var cards: [Card] = []
        var notes: [String] = []
        var rounding = ""
        var charts: [Chart] = []
        var schedule: ChartTable?
        /// Set when `schedule` adds a long month-by-month table up by year: the table month by month.
        var fullSchedule: ChartTable?
    }
}
