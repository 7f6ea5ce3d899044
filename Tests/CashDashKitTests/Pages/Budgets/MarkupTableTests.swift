@testable import CashDashKit
@testable import CashDashModel
import Charts
import Foundation
import TestSupport
import Testing

@Suite struct MarkupTableTests {
    let rates = RateHistory(snapshots: [
        Snapshot(date: "2026-10-23", base: "EUR", provider: "ecb", rates: ["USD": Decimal(string: "1.16")!])
    ])

    func markupView(
        _ ledgerText: String, money: MoneyFormat = MoneyFormat(style: .usDollars, minorUnits: 2)
    ) throws -> (BudgetPresenter, BudgetSummary) {
        let fixture = try LedgerFixture(["trip.csv": ledgerText])
        let (ledger, _) = fixture.ledger(rates: rates)
        let view = BudgetPresenter(money: money, budgetingChapter: nil, markupChapter: .chapter(slug: "the-hidden-fee"))
        return (view, LedgerSummary(ledger).budgets[0])
    }

    @Test func aSaturdayRowShowsTheFridayRateItWasMeasuredWithInTheLocalesNumbers() throws {
        // 20.00 EUR on Saturday 24 October at Friday's 1.16 is 23.20; the bank took 23.90, at 23.90 ÷ 20 = 1.195:
        // 0.70 more, (1.195 − 1.16) ÷ 1.16 = 3.017 %.
        let french = MoneyFormat(
            style: NumberStyle(
                kind: .money(symbol: "$", symbolFirst: false), groupingSeparator: " ", decimalSeparator: ","),
            minorUnits: 2)
        let (view, budget) = try markupView(
            "date,amount,category,currency,charged,note\n2026-10-24,-20.00,Food,EUR,23.90,Crêpes\n", money: french)
        let table = try #require(view.markup(budget, root: "../../"))
        let row = try #require(table.rows.first)
        #expect(row.what == "Crêpes" && row.original == "20,00\u{A0}EUR" && row.charged == "23,90\u{A0}$")
        #expect(
            row.bankRate == "1,1950" && row.referenceRate == "1,1600"
                && row.referenceDate == "<time datetime=\"2026-10-23\">Oct\u{A0}23,\u{A0}2026</time>")
        #expect(row.percent == "3,02%" && row.cost == "0,70\u{A0}$")
        #expect(
            table.headline
                == "In 2026, your card's “no fee” purchases in other currencies cost 0,70\u{A0}$ more than the reference rate: 3,02% on top of 23,20\u{A0}$."
        )
        #expect(table.chapter?.href == "../../curriculum/the-hidden-fee/index.html")
        #expect(table.years.map(\.name) == ["The year 2026"] && table.months.map(\.count) == ["1 purchase"])
    }

    @Test func aChargeWithoutAReferenceRateIsSaidInWordsAndABudgetWithoutChargesHasNoTable() throws {
        let (view, budget) = try markupView(
            "date,amount,category,currency,charged,note\n2026-10-22,-20.00,Food,EUR,23.90,Too early\n")
        let table = try #require(view.markup(budget, root: ""))
        #expect(table.rows.isEmpty)
        #expect(
            table.headline
                == "No purchase here can be compared with a reference rate yet; the notes below say what each one needs."
        )
        #expect(
            table.unmeasured == [
                "On October\u{A0}22,\u{A0}2026, $23.90 for Too early counts as charged, but there is no reference rate to compare it with (the build's warnings say what to add)."
            ])
        let (plain, plainBudget) = try markupView(
            "date,amount,category,currency,note\n2026-10-23,-20.00,Food,EUR,Lunch\n")
        #expect(plain.markup(plainBudget, root: "") == nil, "a converted row without `charged` has no markup to show")
    }
}
