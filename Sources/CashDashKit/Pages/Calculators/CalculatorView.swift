import CashDashModel
import Charts
import Foundation

/// What a calculator page shows about its worked example: the inputs, the results as cards and sentences, how it
/// was rounded, the charts and the schedule; and what the form needs. Template contexts only; the arithmetic is in
/// `Calculators/`.
struct CalculatorView {
    let page: CalculatorPage
    let money: MoneyFormat
    let palette: Palette
    /// The site's words: every text of the page below `calculators.`.
    let words: Catalogue

    var style: NumberStyle { money.style }

    /// A schedule longer than this many months is shown year by year, with every month one click away.
    static let monthsShownInFull = 24

    /// The words of `key` below `calculators.`, with each `{name}` filled from `values`.
    func text(_ key: String, _ values: [String: String] = [:]) -> String {
        CalculatorSentence.fill(words.text("calculators." + key), values)
    }

    /// One of the shared words below `calculators.words.`.
    func word(_ key: String, _ values: [String: String] = [:]) -> String { text("words." + key, values) }

    /// One of this calculator's own words, below `calculators.<its section>.`.
    func own(_ key: String, _ values: [String: String] = [:]) -> String { text(page.kind.section + "." + key, values) }

    /// A sentence of the calculator's type in the site's words.
    func say(_ sentence: CalculatorSentence, _ values: [String: String] = [:]) -> String { sentence(values, in: words) }

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

    /// The worked example's section.
    func example() -> WorkedExample {
        if let layout = page.kind.layout { return example(layout) }
        guard let calculation = page.kind.calculate(page.exampleInputs, minorUnits: money.minorUnits) else {
            return WorkedExample()
        }
        var content = ExampleContent()
        switch calculation {
        case .savingsGoal(let result): savingsGoal(result, into: &content)
        case .cardPayoff(let result): cardPayoff(result, into: &content)
        case .debtPayoff(let result): debtPayoff(result, into: &content)
        default: break
        }
        return example(content)
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
            if page.kind == .savingsGoal && field == SavingsGoal.Field.plan { return nil }
            let text: String
            switch (value, field.kind) {
            case (.amount(let amount), _): text = money.string(amount)
            case (.rate(let rate), _):
                // Every rate the form asks for is a yearly one, but for the tax bands'.
                text = page.kind == .takeHomePay ? percent(rate) : word("a_year", ["rate": percent(rate)])
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

    /// What the example section is made of, filled in by each calculator below.
    struct ExampleContent {
        var cards: [Card] = []
        var notes: [String] = []
        var rounding = ""
        var charts: [Chart] = []
        var schedule: ChartTable?
        /// Set when `schedule` adds a long month-by-month table up by year: the table month by month.
        var fullSchedule: ChartTable?

        /// Shows `monthly` as it is when it is short, else `yearly()` with `monthly` for those who open it.
        mutating func schedule(monthly: ChartTable, yearly: () -> ChartTable) {
            if monthly.rows.count > CalculatorView.monthsShownInFull {
                schedule = yearly()
                fullSchedule = monthly
            } else {
                schedule = monthly
            }
        }

        mutating func card(_ title: String, _ amount: String, _ note: String = "") {
            cards.append(Card(title: title, amount: amount, note: note))
        }
    }

    /// The columns of a table of savings year by year.
    var yearColumns: [String] { [word("year_column"), word("put_in"), word("interest"), word("balance")] }

    private func yearRows(_ years: [SavingsGrowth.Year]) -> [[String]] {
        years.map {
            [year($0.year), money.string($0.deposits), money.string($0.interest), money.string($0.balance)]
        }
    }

    /// Stacked bars of the balance each year: what was put in so far, and the interest earned so far.
    private func growthChart(_ years: [SavingsGrowth.Year], title: String) -> Chart {
        var putIn: [Double] = [], earned: [Double] = []
        var deposits = Decimal(0), interest = Decimal(0)
        for year in years {
            deposits += year.deposits
            interest += year.interest
            putIn.append(double(deposits))
            earned.append(double(interest))
        }
        let last = years.last.map { money.string($0.balance) } ?? money.string(0)
        return BarChart(
            labels("growth", title, say(SavingsGrowth.Sentence.growthChart, ["last": last])),
            categories: years.map { year($0.year) },
            series: [
                BarChart.Series(word("money_put_in"), putIn), BarChart.Series(word("interest_earned"), earned),
            ],
            layout: .stacked,
            style: style, palette: palette
        ).draw()
    }

    private func savingsGoal(_ result: SavingsGoal.Result, into content: inout ExampleContent) {
        let target = money.string(page.exampleInputs.decimal(SavingsGoal.Field.target))
        content.rounding = own("rounding", ["nearest": nearest])
        switch result {
        case .tooSlow(let deposit):
            content.notes.append(
                say(SavingsGoal.Sentence.tooSlow, ["monthly": money.string(deposit), "target": target]))
        case .reached(let count, let deposit, let balance, let interest, let growth):
            if page.exampleInputs.choice(SavingsGoal.Field.plan) == "amount" {
                content.card(own("put_away"), money.string(deposit))
                content.rounding += " " + own("rounding_amount", ["unit": unitName])
            } else {
                content.card(own("time_to_goal"), months(count))
            }
            content.card(own("saved_by_then"), money.string(balance))
            content.card(word("interest_earned"), money.string(interest))
            if count == 0 {
                content.notes.append(say(SavingsGoal.Sentence.alreadyThere, ["target": target]))
            } else {
                content.notes.append(
                    own(
                        "after",
                        [
                            "months": months(count), "deposit": money.string(deposit),
                            "balance": money.string(balance), "target": target,
                        ]))
                content.charts.append(growthChart(growth, title: say(SavingsGoal.Sentence.chart)))
                content.schedule = ChartTable(
                    caption: say(SavingsGoal.Sentence.table), columns: yearColumns,
                    rows: yearRows(growth))
            }
        }
    }

    private func cardPayoff(_ result: CardPayoff.Result, into content: inout ExampleContent) {
        let payment = money.string(page.exampleInputs.decimal(CardPayoff.Field.payment))
        content.rounding = own(
            "rounding",
            [
                "nearest": nearest, "percent": percent(CardPayoff.minimumPercent),
                "floor": money.string(CardPayoff.minimumFloor),
            ])
        var fixedInterest: Decimal?
        switch result.fixed {
        case .neverPaidOff(let first):
            content.notes.append(say(CardPayoff.Sentence.never, ["payment": payment, "first": money.string(first)]))
        case .tooSlow:
            content.notes.append(say(CardPayoff.Sentence.tooSlow, ["payment": payment]))
        case .paidOff(let count, let interest, let schedule):
            fixedInterest = interest
            content.card(own("paid_off_in"), months(count))
            content.card(word("total_interest"), money.string(interest))
            content.charts.append(balanceChart(schedule))
            content.schedule(
                monthly: ChartTable(
                    caption: say(CardPayoff.Sentence.monthlyTable),
                    columns: [word("month_column"), word("interest"), word("payment"), word("balance")],
                    rows: schedule.map {
                        [
                            month($0.month), money.string($0.interest), money.string($0.payment),
                            money.string($0.balance),
                        ]
                    }),
                yearly: {
                    ChartTable(
                        caption: say(CardPayoff.Sentence.yearlyTable),
                        columns: [word("year_column"), word("interest"), word("paid"), word("still_owed")],
                        rows: CardPayoff.years(of: schedule).map {
                            [
                                year($0.year), money.string($0.interest), money.string($0.paid),
                                money.string($0.balance),
                            ]
                        })
                })
        }
        if case .paidOff(let count, let interest, _) = result.minimumOnly {
            content.card(own("minimum_card"), money.string(interest), own("minimum_note", ["months": months(count)]))
            content.notes.append(
                say(
                    CardPayoff.Sentence.minimumOnly,
                    [
                        "first": money.string(result.firstMinimum), "months": months(count),
                        "interest": money.string(interest),
                    ]))
            if let fixedInterest {
                content.charts.append(
                    BarChart(
                        labels(
                            "compare", say(CardPayoff.Sentence.compareTitle),
                            say(
                                CardPayoff.Sentence.compareChart,
                                [
                                    "fixed": money.string(fixedInterest), "payment": payment,
                                    "minimum": money.string(interest),
                                ])),
                        categories: [own("a_month", ["payment": payment]), own("only_minimum")],
                        series: [BarChart.Series(word("interest"), [double(fixedInterest), double(interest)])],
                        style: style,
                        palette: palette
                    ).draw())
            }
        }
    }

    /// Bars of what is still owed: each month for up to three years, else at the end of each year.
    private func balanceChart(_ schedule: [CardPayoff.Month]) -> Chart {
        let byMonth = schedule.count <= 36
        let points = byMonth ? schedule : schedule.filter { $0.month % 12 == 0 || $0.month == schedule.count }
        return BarChart(
            labels(
                "owed", say(byMonth ? CardPayoff.Sentence.owedByMonth : CardPayoff.Sentence.owedByYear),
                say(CardPayoff.Sentence.owedChart, ["zero": money.string(0), "months": months(schedule.count)])),
            categories: points.map { byMonth ? money.count($0.month) : year(($0.month + 11) / 12) },
            series: [BarChart.Series(word("still_owed"), points.map { double($0.balance) })], style: style,
            palette: palette
        ).draw()
    }
}
