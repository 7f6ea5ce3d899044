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

    var style: NumberStyle { money.style }

    /// A schedule longer than this many months is shown year by year, with every month one click away.
    static let monthsShownInFull = 24

    /// "cent" for two decimals, else a description of the currency's smallest unit.
    var unitName: String {
        switch money.minorUnits {
        case 2: "cent"
        case 0: "whole unit"
        default: "\(money.minorUnits)-decimal unit"
        }
    }

    /// The worked example's section.
    func example() -> WorkedExample {
        guard let calculation = page.kind.calculate(page.exampleInputs, minorUnits: money.minorUnits) else {
            return WorkedExample()
        }
        var content = ExampleContent()
        switch calculation {
        case .compoundInterest(let result): compoundInterest(result, into: &content)
        case .loan(let result): loan(result, into: &content)
        case .savingsGoal(let result): savingsGoal(result, into: &content)
        case .cardPayoff(let result): cardPayoff(result, into: &content)
        case .budgetSplit(let result): budgetSplit(result, into: &content)
        case .takeHomePay(let result): takeHomePay(result, into: &content)
        case .inflation(let result): inflation(result, into: &content)
        case .aprApy(let result): aprApy(result, into: &content)
        case .emergencyFund(let result): emergencyFund(result, into: &content)
        case .debtPayoff(let result): debtPayoff(result, into: &content)
        case .netWorth(let result): netWorth(result, into: &content)
        }
        return WorkedExample(
            inputs: inputs(), cards: content.cards, notes: content.notes, rounding: content.rounding,
            charts: content.charts.map { HTMLBlock(html: $0.html) },
            schedule: content.schedule.map(WorkedExample.Schedule.init),
            fullSchedule: content.fullSchedule.map {
                WorkedExample.FullSchedule(
                    summary: "Show all \($0.rows.count) months", table: WorkedExample.Schedule($0))
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
            symbolGap: style.symbolGap ?? (symbolFirst ? "" : "\u{A0}"), percent: style.percentSuffix,
            colors: colors.light.joined(separator: " "), darkColors: colors.dark.joined(separator: " "),
            groups: CalculatorForm.groups(
                fields.map { field in
                    var item = CalculatorForm.Field(
                        name: field.name, label: field.label, value: page.example[field.name] ?? "", group: field.group)
                    switch field.kind {
                    case .choice(let options):
                        let chosen = page.example[field.name] ?? options[0].value
                        item.choice = CalculatorForm.Choice(
                            options: options.map {
                                CalculatorForm.Option(value: $0.value, label: $0.label, selected: $0.value == chosen)
                            })
                    case .whole:
                        item.inputmode = "numeric"
                    case .amount, .rate:
                        item.inputmode = "decimal"
                    case .text:
                        item.inputmode = "text"
                    }
                    return item
                }), data: CalculatorScriptData(page.kind).json)
    }

    /// The example's inputs as people read them: "Amount borrowed: $200,000.00".
    private func inputs() -> [LabelledValue] {
        page.kind.fields.compactMap { field in
            guard let value = page.exampleInputs[field] else { return nil }
            if page.kind == .savingsGoal && field == SavingsGoal.Field.plan { return nil }
            let text: String
            switch (value, field.kind) {
            case (.amount(let amount), _): text = money.string(amount)
            case (.rate(let rate), _): text = percent(rate) + (field.label.contains("a year") ? " a year" : "")
            case (.whole(let count), .whole(_, let unit)):
                text = "\(count) \(count == 1 ? String(unit.dropLast()) : unit)"
            case (.choice(let chosen), .choice(let options)):
                text = options.first { $0.value == chosen }?.label ?? chosen
            case (.text(let name), _):
                guard !name.isEmpty else { return nil }
                text = name
            default: return nil
            }
            return LabelledValue(label: field.label, value: text)
        }
    }

    func percent(_ value: Decimal) -> String {
        NSDecimalNumber(decimal: value).stringValue.replacingOccurrences(of: ".", with: style.decimalSeparator) + "%"
    }

    func months(_ count: Int) -> String {
        let years = count / 12, rest = count % 12
        var parts: [String] = []
        if years > 0 { parts.append(years == 1 ? "1 year" : "\(years) years") }
        if rest > 0 || years == 0 { parts.append(rest == 1 ? "1 month" : "\(rest) months") }
        return (count == 1 ? "1 month" : "\(count) months")
            + (years > 0 ? " (" + parts.joined(separator: " and ") + ")" : "")
    }

    func double(_ value: Decimal) -> Double { NSDecimalNumber(decimal: value).doubleValue }

    func labels(_ suffix: String, _ title: String, _ description: String) -> ChartLabels {
        ChartLabels(id: "\(page.slug)-\(suffix)", title: title, description: description)
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

    private func yearRows(_ years: [SavingsGrowth.Year]) -> [[String]] {
        years.map {
            ["Year \($0.year)", money.string($0.deposits), money.string($0.interest), money.string($0.balance)]
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
            labels("growth", title, SavingsGrowth.Sentence.growthChart(["last": last])),
            categories: years.map { "Year \($0.year)" },
            series: [BarChart.Series("Money put in", putIn), BarChart.Series("Interest earned", earned)],
            layout: .stacked,
            style: style, palette: palette
        ).draw()
    }

    private func compoundInterest(_ result: SavingsGrowth.Result, into content: inout ExampleContent) {
        let years = result.years.count
        content.card("Balance after \(years == 1 ? "1 year" : "\(years) years")", money.string(result.balance))
        content.card("You put in", money.string(result.totalDeposits))
        content.card("Interest earned", money.string(result.totalInterest))
        if result.totalDeposits > 0 {
            let share = NSDecimalNumber(decimal: result.totalInterest * 100 / result.totalDeposits).intValue
            content.notes.append("Interest added \(share)% on top of everything you put in.")
        }
        let phrase =
            (Compounding(rawValue: page.exampleInputs.choice(SavingsGrowth.Field.compounding) ?? "") ?? .monthly).phrase
        content.rounding =
            "Interest is added \(phrase), on the balance at the start of that period, and rounded to the "
            + "nearest \(unitName) (half a \(unitName) rounds up). Money added during a period starts earning at the next one."
        content.charts.append(growthChart(result.years, title: SavingsGrowth.Sentence.chart([:])))
        content.schedule = ChartTable(
            caption: SavingsGrowth.Sentence.table([:]), columns: ["Year", "Put in", "Interest", "Balance"],
            rows: yearRows(result.years))
    }

    private func loan(_ result: LoanPayment.Result, into content: inout ExampleContent) {
        content.card("Monthly payment", money.string(result.payment))
        content.card("Total interest", money.string(result.totalInterest))
        content.card("Total paid", money.string(result.totalPaid))
        if result.lastPayment != result.payment {
            content.notes.append(
                LoanPayment.Sentence.lastPayment(["last": money.string(result.lastPayment), "zero": money.string(0)]))
        }
        content.rounding =
            "The payment is rounded to the nearest \(unitName). Each month's interest is what is still owed × "
            + "\(percent(page.exampleInputs.decimal(LoanPayment.Field.rate))) ÷ 12, rounded to the nearest \(unitName) (half a \(unitName) rounds up); "
            + "the rest of the payment pays the loan down."
        let years = result.years
        content.charts.append(
            BarChart(
                labels(
                    "owed", LoanPayment.Sentence.owedTitle([:]),
                    LoanPayment.Sentence.owedChart([
                        "amount": money.string(page.exampleInputs.decimal(LoanPayment.Field.amount)),
                        "zero": money.string(0),
                    ])),
                categories: years.map { "Year \($0.year)" },
                series: [BarChart.Series("Still owed", years.map { double($0.balance) })],
                style: style, palette: palette
            ).draw())
        content.charts.append(
            BarChart(
                labels("split", LoanPayment.Sentence.splitTitle([:]), LoanPayment.Sentence.splitChart([:])),
                categories: years.map { "Year \($0.year)" },
                series: [
                    BarChart.Series("Interest", years.map { double($0.interest) }),
                    BarChart.Series("Principal", years.map { double($0.principal) }),
                ],
                layout: .stacked, style: style, palette: palette
            ).draw())
        content.schedule(
            monthly: ChartTable(
                caption: LoanPayment.Sentence.monthlyTable([:]),
                columns: ["Month", "Payment", "Interest", "Principal", "Balance"],
                rows: result.schedule.map {
                    [
                        "Month \($0.month)", money.string($0.payment), money.string($0.interest),
                        money.string($0.principal), money.string($0.balance),
                    ]
                }),
            yearly: {
                ChartTable(
                    caption: LoanPayment.Sentence.yearlyTable([:]),
                    columns: ["Year", "Paid", "Interest", "Principal", "Still owed"],
                    rows: years.map {
                        [
                            "Year \($0.year)", money.string($0.interest + $0.principal), money.string($0.interest),
                            money.string($0.principal), money.string($0.balance),
                        ]
                    })
            })
    }

    private func savingsGoal(_ result: SavingsGoal.Result, into content: inout ExampleContent) {
        let target = money.string(page.exampleInputs.decimal(SavingsGoal.Field.target))
        content.rounding =
            "Interest is added every month on the balance at the start of the month and rounded to the nearest "
            + "\(unitName) (half a \(unitName) rounds up); each deposit goes in at the end of the month."
        switch result {
        case .tooSlow(let deposit):
            content.notes.append(SavingsGoal.Sentence.tooSlow(["monthly": money.string(deposit), "target": target]))
        case .reached(let count, let deposit, let balance, let interest, let growth):
            if page.exampleInputs.choice(SavingsGoal.Field.plan) == "amount" {
                content.card("Put away each month", money.string(deposit))
                content.rounding +=
                    " The monthly amount is the smallest whole \(unitName) that reaches the goal in time."
            } else {
                content.card("Time to reach your goal", months(count))
            }
            content.card("Saved by then", money.string(balance))
            content.card("Interest earned", money.string(interest))
            if count == 0 {
                content.notes.append(SavingsGoal.Sentence.alreadyThere(["target": target]))
            } else {
                content.notes.append(
                    "After \(months(count)) of putting away \(money.string(deposit)), you have \(money.string(balance)), "
                        + "at least the goal of \(target).")
                content.charts.append(growthChart(growth, title: SavingsGoal.Sentence.chart([:])))
                content.schedule = ChartTable(
                    caption: SavingsGoal.Sentence.table([:]), columns: ["Year", "Put in", "Interest", "Balance"],
                    rows: yearRows(growth))
            }
        }
    }

    private func cardPayoff(_ result: CardPayoff.Result, into content: inout ExampleContent) {
        let payment = money.string(page.exampleInputs.decimal(CardPayoff.Field.payment))
        content.rounding =
            "Each month the card charges what is owed × the APR ÷ 12, rounded to the nearest \(unitName), then the "
            + "payment comes off. The minimum payment is that month's interest plus \(CardPayoff.minimumPercent)% of the balance, "
            + "or \(money.string(CardPayoff.minimumFloor)) if that is more."
        var fixedInterest: Decimal?
        switch result.fixed {
        case .neverPaidOff(let first):
            content.notes.append(CardPayoff.Sentence.never(["payment": payment, "first": money.string(first)]))
        case .tooSlow:
            content.notes.append(CardPayoff.Sentence.tooSlow(["payment": payment]))
        case .paidOff(let count, let interest, let schedule):
            fixedInterest = interest
            content.card("Paid off in", months(count))
            content.card("Total interest", money.string(interest))
            content.charts.append(balanceChart(schedule))
            content.schedule(
                monthly: ChartTable(
                    caption: CardPayoff.Sentence.monthlyTable([:]),
                    columns: ["Month", "Interest", "Payment", "Balance"],
                    rows: schedule.map {
                        [
                            "Month \($0.month)", money.string($0.interest), money.string($0.payment),
                            money.string($0.balance),
                        ]
                    }),
                yearly: {
                    ChartTable(
                        caption: CardPayoff.Sentence.yearlyTable([:]),
                        columns: ["Year", "Interest", "Paid", "Still owed"],
                        rows: CardPayoff.years(of: schedule).map {
                            [
                                "Year \($0.year)", money.string($0.interest), money.string($0.paid),
                                money.string($0.balance),
                            ]
                        })
                })
        }
        if case .paidOff(let count, let interest, _) = result.minimumOnly {
            content.card("Paying only the minimum", money.string(interest), "interest over \(months(count))")
            content.notes.append(
                CardPayoff.Sentence.minimumOnly([
                    "first": money.string(result.firstMinimum), "months": months(count),
                    "interest": money.string(interest),
                ]))
            if let fixedInterest {
                content.charts.append(
                    BarChart(
                        labels(
                            "compare", CardPayoff.Sentence.compareTitle([:]),
                            CardPayoff.Sentence.compareChart([
                                "fixed": money.string(fixedInterest), "payment": payment,
                                "minimum": money.string(interest),
                            ])),
                        categories: ["\(payment) a month", "Only the minimum"],
                        series: [BarChart.Series("Interest", [double(fixedInterest), double(interest)])], style: style,
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
                "owed", (byMonth ? CardPayoff.Sentence.owedByMonth : CardPayoff.Sentence.owedByYear)([:]),
                CardPayoff.Sentence.owedChart(["zero": money.string(0), "months": months(schedule.count)])),
            categories: points.map { byMonth ? "\($0.month)" : "Year \(($0.month + 11) / 12)" },
            series: [BarChart.Series("Still owed", points.map { double($0.balance) })], style: style, palette: palette
        ).draw()
    }

    private func budgetSplit(_ result: BudgetSplit.Result, into content: inout ExampleContent) {
        content.card("Needs (\(BudgetSplit.needsPercent)%)", money.string(result.needs), "rent, food, bills, transport")
        content.card("Wants (\(BudgetSplit.wantsPercent)%)", money.string(result.wants), "eating out, hobbies, trips")
        content.card(
            "Savings and debt (\(BudgetSplit.savingsPercent)%)", money.string(result.savings),
            "savings, extra debt payments")
        content.rounding =
            "Needs and wants are rounded to the nearest \(unitName); savings is what is left, so the three add up "
            + "to the pay exactly."
        content.charts.append(
            PieChart(
                labels(
                    "split", BudgetSplit.Sentence.chartTitle([:]),
                    BudgetSplit.Sentence.chart([
                        "needs": money.string(result.needs), "wants": money.string(result.wants),
                        "savings": money.string(result.savings),
                    ])),
                slices: [
                    PieChart.Slice("Needs", double(result.needs)), PieChart.Slice("Wants", double(result.wants)),
                    PieChart.Slice("Savings and debt", double(result.savings)),
                ],
                isDonut: true, style: style, palette: palette
            ).draw())
    }
}
