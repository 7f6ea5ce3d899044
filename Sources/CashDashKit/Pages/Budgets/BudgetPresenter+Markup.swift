import CashDashModel
import Foundation
import Mustache

/// A budget's exchange markup, as template values: a sentence with the year's cost, each row that says what the bank
/// charged beside the reference rate of its day, and the markup per month and per year (`budgets/sections`).
struct MarkupTable: TemplateView, Sendable {
    /// One purchase in another currency.
    struct Row: TemplateView, Sendable {
        var date: String
        var what: String
        /// The amount as written (`€86.40`) and what the bank took (`$103.27`).
        var original: String
        var charged: String
        var bankRate: String
        var referenceRate: String
        /// The day of the reference rate, when it is not the row's own (a weekend takes Friday's).
        var referenceDate: String?
        var percent: String
        var cost: String
    }

    /// A month or a year of markup.
    struct Period: TemplateView, Sendable {
        var name: String
        var count: String
        var charged: String
        var percent: String
        var cost: String
    }

    var id: String
    /// "In 2026, your card's “no fee” purchases … cost $44.23 more than the reference rate."
    var headline: String
    var rows: [Row]
    var months: [Period]
    var years: [Period]
    /// Rows that say what the bank charged but have no reference rate, as sentences.
    var unmeasured: [String]?
    /// The chapter that explains the markup.
    var chapter: Link?

    var hasRows: Bool { !rows.isEmpty }
}

extension BudgetPresenter {
    /// The markup of `budget`'s rows that say what the bank charged; nil when none does.
    func markup(_ budget: BudgetSummary, root: String) -> MarkupTable? {
        let summary = budget.markup
        guard !summary.isEmpty else { return nil }
        let total = summary.total
        let years = summary.years.map { $0.start.components.year }
        let when =
            switch (years.first, years.last) {
            case let (first?, last?) where first == last: words.text("markup_view.in_year", ["year": String(first)])
            case let (first?, last?):
                words.text("markup_view.from_year_to_year", ["first": String(first), "last": String(last)])
            default: words.text("markup_view.so_far")
            }
        let headline =
            total.rows == 0
            ? words.text("markup_view.none_measured")
            : words.text(
                "markup_view.headline",
                [
                    "when": when, "cost": money.string(total.cost), "percent": percent(total.percent),
                    "reference": money.string(total.atReference),
                ])
        return MarkupTable(
            id: "\(budget.slug)-markup", headline: headline,
            rows: summary.rows.reversed().map(row),
            months: summary.months.reversed().map { period($0, name: money.days.monthWords($0.start)) },
            years: summary.years.reversed().map {
                period($0, name: words.text("markup_view.year", ["year": String($0.start.components.year)]))
            },
            unmeasured: summary.unmeasured.isEmpty
                ? nil
                : summary.unmeasured.map { transaction in
                    words.text(
                        "markup_view.unmeasured",
                        [
                            "date": money.days.words(transaction.date), "amount": money.string(transaction.amount),
                            "what": describe(transaction),
                        ])
                },
            chapter: markupChapter.map { Link(href: $0.href(throughRoot: root)) })
    }

    private func row(_ markup: ExchangeMarkup) -> MarkupTable.Row {
        let transaction = markup.transaction
        let original = transaction.original!
        return MarkupTable.Row(
            date: money.days.html(transaction.date, .short), what: describe(transaction),
            original: amount(original),
            charged: money.string(transaction.amount), bankRate: number(markup.bankRate, decimals: 4),
            referenceRate: number(markup.referenceRate, decimals: 4),
            referenceDate: markup.referenceDate == transaction.date.description
                ? nil : Day(iso: markup.referenceDate).map { money.days.html($0, .short) } ?? markup.referenceDate,
            percent: percent(markup.percent), cost: money.string(markup.cost))
    }

    private func period(_ period: MarkupSummary.Period, name: String) -> MarkupTable.Period {
        MarkupTable.Period(
            name: name, count: words.text("markup_view.purchases", count: period.rows, money: money),
            charged: money.string(period.charged), percent: percent(period.percent), cost: money.string(period.cost))
    }

    private func describe(_ transaction: Transaction) -> String {
        transaction.note.isEmpty ? shown(transaction.category) : transaction.note
    }

    /// `value` rounded to `decimals` places, with the locale's separators and grouping.
    private func number(_ value: Decimal, decimals: Int) -> String {
        money.style.decimal(value, decimals: decimals)
    }

    /// A percentage to two places, as the locale writes it (`2.90%`, `2,90 %`); a dash when there is nothing to
    /// divide by.
    private func percent(_ value: Decimal?) -> String {
        value.map { money.style.with(kind: .percent).decorated(number($0, decimals: 2)) } ?? "–"
    }
}
