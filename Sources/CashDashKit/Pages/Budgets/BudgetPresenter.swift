import CashDashModel
import Charts
import Foundation

/// What the budget pages and the printable report show of a ledger's summary, as template values: summary cards,
/// warnings, charts and the history month by month. Money is rounded here, for display, and nowhere else. A month
/// lists the transactions its summary lists (the printed report caps them) and counts the rest.
struct BudgetPresenter {
    let money: MoneyFormat
    /// The curriculum's budgeting chapter, linked from each warning.
    let budgetingChapter: Route?
    /// The curriculum's chapter on the exchange markup, linked from the markup table.
    var markupChapter: Route? = nil
    /// The site's words.
    var words: Catalogue = .english

    /// The text of `key` in the site's words.
    private func word(_ key: String, _ values: KeyValuePairs<String, String> = [:]) -> String {
        words.text(key, values)
    }

    /// A month and its year in words, as the site's locale writes them (`November 2026`, `novembre 2026`).
    func monthName(_ start: Day) -> String { money.days.monthWords(start) }

    /// The period starting on `start` in words: the day, `the week of 2 November 2026`, `November 2026`, `2026`.
    func periodName(_ period: BudgetPeriod, _ start: Day) -> String {
        switch period {
        case .day: money.days.words(start)
        case .week: word("budget_view.week_of", ["date": money.days.words(start)])
        case .month: monthName(start)
        case .year: String(start.components.year)
        }
    }

    /// A number for a chart, which only draws: the table beside it shows the exact amounts.
    private func double(_ amount: Decimal) -> Double { NSDecimalNumber(decimal: amount).doubleValue }

    /// The overview of every budget (`budgets/index.html` and the report's first page).
    func overview(_ ledger: LedgerSummary, root: String) -> BudgetOverview {
        let rows = ledger.budgets.map { budget in
            BudgetOverview.Row(
                name: budget.name, href: Route.budget(slug: budget.slug).href(throughRoot: root),
                anchor: "budget-\(budget.slug)",
                starting: money.string(budget.settings.startingBalance), balance: money.string(budget.balance),
                added: money.string(budget.added), spent: money.string(budget.spent), count: budget.count)
        }
        let starting = ledger.budgets.reduce(Decimal(0)) { $0 + $1.settings.startingBalance }
        let added = ledger.budgets.reduce(Decimal(0)) { $0 + $1.added }
        let spent = ledger.budgets.reduce(Decimal(0)) { $0 + $1.spent }
        let refunded = ledger.budgets.reduce(Decimal(0)) { $0 + $1.refunded }
        let balance = ledger.budgets.reduce(Decimal(0)) { $0 + $1.balance }
        return BudgetOverview(
            budgets: rows, starting: money.string(starting), added: money.string(added), spent: money.string(spent),
            refunds: refunded > 0 ? word("budget_view.after_refunds", ["refunds": money.string(refunded)]) : nil,
            balance: money.string(balance),
            net: money.string(added - spent, signed: true), netDirection: added >= spent ? "added" : "spent",
            range: ledger.dateRange.map {
                DateRange(first: money.days.words($0.first), last: money.days.words($0.last))
            },
            warnings: Items(warnings(root: root, budgets: ledger.budgets, naming: true)))
    }

    /// One budget: cards, warnings, charts and history; `forPrint` shows each chart's table open.
    func budget(_ budget: BudgetSummary, root: String, forPrint: Bool = false) -> BudgetDetails {
        let net = budget.added - budget.spent
        var charts: [String] = []
        if let pie = spendingPie(budget) { charts.append(pie.html) }
        charts += spendingBars(budget).map(\.html)
        if forPrint {
            charts = charts.map {
                $0.replacingOccurrences(
                    of: "<details class=\"chart-data\">", with: "<details class=\"chart-data\" open>")
            }
        }
        var range: DateRange?
        if let first = budget.first, let last = budget.last {
            range = DateRange(first: money.days.words(first), last: money.days.words(last))
        }
        return BudgetDetails(
            name: budget.name, slug: budget.slug,
            cards: [
                card(word("budget_view.income"), budget.added, word("budget_view.income_note"), direction: "added"),
                card(
                    word("budget_view.expenses"), budget.spent,
                    budget.refunded > 0
                        ? word("budget_view.expenses_note_refunds", ["refunds": money.string(budget.refunded)])
                        : word("budget_view.expenses_note"),
                    direction: "spent"),
                card(
                    word("report.net"), net, word("budget_view.net_note"), signed: true,
                    direction: net >= 0 ? "added" : "spent"),
                card(
                    word("budgets.funds_available"), budget.balance,
                    word("budget_view.funds_note", ["amount": money.string(budget.settings.startingBalance)])),
            ],
            months: history(budget), range: range,
            warnings: Items(warnings(root: root, budgets: [budget], naming: false)),
            charts: charts.isEmpty ? nil : charts, uncategorized: uncategorized(budget),
            markup: markup(budget, root: root))
    }

    private func card(
        _ title: String, _ amount: Decimal, _ note: String, signed: Bool = false, direction: String? = nil
    ) -> Card {
        Card(title: title, amount: money.string(amount, signed: signed), note: note, direction: direction)
    }

    /// The limit warnings and then the balance flags of `budgets` as sentences, each linking to the budgeting chapter
    /// when there is one, and `naming` its budget first. Flags a summary does not list are counted in a sentence.
    func warnings(root: String, budgets: [BudgetSummary], naming: Bool) -> [BudgetWarning] {
        var items: [BudgetWarning] = []
        let link = budgetingChapter.map { Link(href: $0.href(throughRoot: root)) }
        for warning in budgets.flatMap(\.limitWarnings) {
            let key =
                switch warning.limit.period {
                case .day: "budget_view.over_limit.day"
                case .week: "budget_view.over_limit.week"
                case .month: "budget_view.over_limit.month"
                case .year: "budget_view.over_limit.year"
                }
            let text = word(
                key,
                [
                    "category": warning.limit.category, "spent": money.string(warning.spent),
                    "period": periodName(warning.limit.period, warning.periodStart),
                    "limit": money.string(warning.limit.amount),
                ])
            items.append(BudgetWarning(text: named(naming ? warning.budget : nil, text), chapter: link))
        }
        // A budget's flags are in date order: those listed, then a count of the rest.
        for budget in budgets {
            for flag in budget.balanceFlags {
                let below = flag.balance < 0
                let values: KeyValuePairs<String, String> = [
                    "date": money.days.words(flag.transaction.date), "amount": money.string(flag.transaction.amount),
                    "category": shown(flag.transaction.category), "balance": money.string(flag.balance),
                    "highest": money.string(Ledger.highestBalance),
                ]
                let text =
                    word(below ? "budget_view.below_zero" : "budget_view.above_highest", values) + " "
                    + word(
                        "budget_view.stay_between",
                        ["low": money.string(0), "high": money.string(Ledger.highestBalance)])
                items.append(
                    BudgetWarning(text: named(naming ? flag.transaction.budget : nil, text), chapter: link))
            }
            let more = budget.balanceFlagCount - budget.balanceFlags.count
            if more > 0 {
                let text = words.text(
                    "budget_view.more_flags", count: more, money: money,
                    ["low": money.string(0), "high": money.string(Ledger.highestBalance)])
                items.append(BudgetWarning(text: named(naming ? budget.name : nil, text), chapter: link))
            }
        }
        return items
    }

    /// `text` after the name of its budget, on a page of several budgets.
    private func named(_ budget: String?, _ text: String) -> String {
        budget.map { word("budget_view.named", ["budget": $0, "text": text]) } ?? text
    }

    /// Spending by category as a pie chart.
    func spendingPie(_ budget: BudgetSummary) -> Chart? {
        let categories = budget.spendingByCategory.filter { $0.amount > 0 }
        guard !categories.isEmpty else { return nil }
        let total = categories.reduce(Decimal(0)) { $0 + $1.amount }
        let largest = categories[0]
        return PieChart(
            ChartLabels(
                id: "\(budget.slug)-categories", title: word("budget_view.pie_title"),
                description: word(
                    "budget_view.pie_description",
                    [
                        "total": money.string(total), "category": shown(largest.category),
                        "amount": money.string(largest.amount),
                    ]),
                words: ChartWords(words)),
            slices: categories.map { PieChart.Slice(shown($0.category), double($0.amount)) }, isDonut: true,
            style: money.style, palette: Palette.named(budget.settings.palette) ?? .standard
        ).draw()
    }

    /// Spending per day over the last week and the last month, and per month over the last year, each with its
    /// average as a line. The periods end on the budget's last transaction, so a rebuild shows the same charts.
    func spendingBars(_ budget: BudgetSummary) -> [Chart] {
        guard let last = budget.last, let first = budget.first, budget.hasExpenses else { return [] }
        let byDay = budget.recentSpendingPerDay
        var charts: [Chart] = []
        for (days, name) in [(7, "week"), (30, "month")] {
            let range = (0..<days).map { last.adding(days: $0 - days + 1) }
            let values = range.map { byDay[$0] ?? 0 }
            let total = values.reduce(0, +)
            guard total != 0 else { continue }
            // Averaged over the days the ledger covers: a budget started 3 days ago has spent over 3 days, not 30.
            let covered = min(days, last.ordinal - first.ordinal + 1)
            let average = total / Decimal(covered)
            let labels = range.map { day -> String in
                let (_, _, date) = day.components
                return days == 7 ? "\(money.days.weekdayName(day)) \(date)" : money.days.string(day, .monthDay)
            }
            let sentence: KeyValuePairs<String, String> = [
                "first": money.days.words(range[0]), "last": money.days.words(last), "total": money.string(total),
                "average": money.string(average), "covered": money.count(covered),
            ]
            // The days covered are counted in words: "the one day the budget covers", never "the 1 days".
            let description =
                covered < days
                ? words.text("budget_view.days_description_covered", count: covered, money: money, sentence)
                : word("budget_view.days_description", sentence)
            charts.append(
                BarChart(
                    ChartLabels(
                        id: "\(budget.slug)-\(name)",
                        title: word("budget_view.days_title", ["days": money.count(days)]),
                        description: description,
                        words: ChartWords(words)),
                    categories: labels, series: [.init(word("budgets.spent"), values.map(double))],
                    referenceLine: .init(value: double(average), label: word("budget_view.average_day")),
                    style: money.style, palette: Palette.named(budget.settings.palette) ?? .standard
                ).draw())
        }
        let firstMonth = BudgetPeriod.month.start(of: last)
        let months = (0..<12).map { offset -> Day in
            let (year, month, _) = firstMonth.components
            let index = year * 12 + month - 1 - (11 - offset)
            return Day(year: index / 12, month: index % 12 + 1, day: 1)
        }
        let byMonth = Dictionary(uniqueKeysWithValues: budget.spentPerMonth.map { ($0.start, $0.spent) })
        let shown = months.drop { (byMonth[$0] ?? 0) == 0 }
        if shown.count > 1 {
            let values = shown.map { byMonth[$0] ?? 0 }
            let total = values.reduce(0, +)
            // A month's average is taken over the days covered, from the first shown month's first transaction (or its
            // first day) to the last transaction, so a half month does not count as a whole one.
            let from = max(shown.first!, first)
            let coveredDays = last.ordinal - from.ordinal + 1
            // Over less than an average month, a month's average would be more than was spent in all: a 13-day trip
            // across two months spent $1,677.10 "at $3,926.67 a month". Then the chart shows what was spent alone.
            let average =
                Decimal(coveredDays) < Self.averageMonthDays
                ? nil : total / Decimal(coveredDays) * Self.averageMonthDays
            // The sentence without an average does not fill in `{average}`.
            let description = word(
                average == nil ? "budget_view.year_description_spent" : "budget_view.year_description",
                [
                    "months": money.count(shown.count), "last": monthName(firstMonth), "total": money.string(total),
                    "days": money.count(coveredDays), "average": average.map { money.string($0) } ?? "",
                ])
            charts.append(
                BarChart(
                    ChartLabels(
                        id: "\(budget.slug)-year", title: word("budget_view.year_title"), description: description,
                        words: ChartWords(words)),
                    categories: shown.map { money.days.string($0, .monthYear) },
                    series: [.init(word("budgets.spent"), values.map(double))],
                    referenceLine: average.map {
                        .init(value: double($0), label: word("budget_view.average_month"))
                    },
                    style: money.style, palette: Palette.named(budget.settings.palette) ?? .standard
                ).draw())
        }
        return charts
    }

    /// The days of an average month (365.25 ÷ 12), for a monthly average taken over the days a ledger covers.
    static let averageMonthDays = Decimal(string: "30.4375")!

    /// The transactions month by month, newest first: spending in red with a minus sign, money added in green with
    /// a plus sign, and the balance after each. A month whose summary lists only its newest transactions says how
    /// many more there are; its totals count every one. A month's spending is what was spent, its refunds beside
    /// it, so a month of refunds is never "spent −$4.75".
    func history(_ budget: BudgetSummary) -> [BudgetDetails.Month] {
        budget.months.reversed().map { month in
            let more = month.count - month.listed.count
            return BudgetDetails.Month(
                name: monthName(month.start), id: "\(budget.slug)-\(month.start.description.prefix(7))",
                added: money.string(month.added), spent: money.string(month.spent),
                refunded: month.refunded > 0 ? money.string(month.refunded) : nil,
                rows: month.listed.map { row($0.transaction, balance: $0.balance) },
                more: more == 0
                    ? nil
                    : words.text("budget_view.more_this_month", count: more, money: money))
        }
    }

    /// One transaction of the history, with the balance after it.
    private func row(_ transaction: Transaction, balance: Decimal) -> BudgetDetails.Row {
        // An expense of nothing (`-0`, `0.00`) is still spent, never "Added".
        let spent = transaction.signedAmount < 0 || (transaction.amount == 0 && transaction.kind == .expense)
        return BudgetDetails.Row(
            date: money.days.html(transaction.date, .short),
            amount: money.string(transaction.signedAmount, signed: true),
            direction: spent ? "spent" : "added",
            sign: spent
                ? word("budgets.spent") : transaction.isRefund ? word("budget_view.refund") : word("budgets.added"),
            category: shown(transaction.category), refund: transaction.isRefund, balance: money.string(balance),
            note: transaction.note.isEmpty ? nil : transaction.note,
            original: transaction.original.map(amount))
    }

    /// An amount of another currency with its decimals and code, as the locale writes numbers: `86.40 EUR`, `86,40 EUR`.
    func amount(_ money: Money) -> String {
        let decimals = Currency(code: money.currency)?.minorUnits ?? max(0, -Int(money.amount.exponent))
        return self.money.style.decimal(money.amount, decimals: decimals) + "\u{A0}" + money.currency
    }
}

extension BudgetPresenter {
    /// The printable report: one self-contained page (the site's stylesheet inlined, charts as inline SVG, no
    /// links out), with a summary first and then each budget on a new page.
    func report(
        _ ledger: LedgerSummary, templates: TemplateSet, language: String, period: String, files: [String], skipped: Int
    ) throws(TemplateError) -> String {
        let context = BudgetReportView(
            title: ledger.budgets.count == 1
                ? word("budget_view.report_of", ["name": ledger.budgets[0].name]) : word("budget_view.report"),
            language: language, period: period, currency: ledger.currency, css: templates.stylesheet,
            overview: overview(ledger, root: ""),
            budgets: ledger.budgets.map { budget($0, root: "", forPrint: true) },
            files: files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "),
            range: ledger.dateRange.map {
                DateRange(first: money.days.words($0.first), last: money.days.words($0.last))
            },
            skipped: skipped > 0 ? words.text("budget_view.skipped", count: skipped, money: money) : nil)
        return try templates.render(.budgetReport, context)
    }
}
