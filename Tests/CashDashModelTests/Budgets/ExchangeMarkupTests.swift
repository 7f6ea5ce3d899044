@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct ExchangeMarkupTests {
    /// Reference rates (EUR base) for the trip: USD 1.16 and GBP 0.87 in October, USD 1.17 and GBP 0.88 in November.
    let rates = RateHistory(snapshots: [
        Snapshot(
            date: "2026-10-26", base: "EUR", provider: "ecb",
            rates: ["USD": Decimal(string: "1.16")!, "GBP": Decimal(string: "0.87")!]),
        Snapshot(
            date: "2026-10-27", base: "EUR", provider: "ecb",
            rates: ["USD": Decimal(string: "1.16")!, "GBP": Decimal(string: "0.87")!]),
        Snapshot(
            date: "2026-11-02", base: "EUR", provider: "ecb",
            rates: ["USD": Decimal(string: "1.17")!, "GBP": Decimal(string: "0.88")!]),
    ])

    private func decimal(_ text: String) -> Decimal { Decimal(string: text)! }

    /// `value` rounded to `places` decimals, to compare an exact quotient with a hand-worked one.
    private func rounded(_ value: Decimal?, _ places: Int) -> Decimal? { value.map { Currency.round($0, to: places) } }

    @Test func aTripOfThreeChargedRowsInTwoCurrenciesWorkedByHand() throws {
        let fixture = try LedgerFixture([
            "trip.csv": """
            date,amount,type,category,currency,charged,note
            2026-10-24,120.00,expense,Travel,USD,,Train to the airport
            2026-10-26,40.00,expense,Food,EUR,48.10,Dinner in Paris
            2026-10-27,25.00,expense,Fun,GBP,34.20,Museum in London
            2026-11-02,12.50,expense,Food,EUR,15.17,Lunch at the station

            """
        ])
        let (ledger, problems) = fixture.ledger(rates: rates)
        #expect(problems.isEmpty)
        let budget = ledger.budgets[0]
        // What left the account counts: 120.00 + 48.10 + 34.20 + 15.17 = 217.47.
        #expect(BudgetSummary(budget, currency: "USD").spent == decimal("217.47"))
        let summary = MarkupSummary(budget.transactions, minorUnits: 2)
        #expect(summary.unmeasured.isEmpty)
        #expect(summary.rows.count == 3, "the dollar row has no exchange")
        let (dinner, museum, lunch) = (summary.rows[0], summary.rows[1], summary.rows[2])

        // Dinner: reference 1.16 USD per EUR (26 Oct), 40.00 × 1.16 = 46.40; the bank took 48.10, so its rate was
        // 48.10 ÷ 40.00 = 1.2025, (1.2025 − 1.16) ÷ 1.16 = 3.6638 % more, and 48.10 − 46.40 = 1.70.
        #expect(dinner.referenceRate == decimal("1.16") && dinner.referenceDate == "2026-10-26")
        #expect(dinner.bankRate == decimal("1.2025"))
        #expect(rounded(dinner.percent, 4) == decimal("3.6638"))
        #expect(dinner.cost == decimal("1.70") && dinner.atReference == decimal("46.40"))

        // Museum: GBP to USD crosses the euro, 1.16 ÷ 0.87 = 1.3333…; 25.00 × 1.16 ÷ 0.87 = 33.3333…; the bank took
        // 34.20 (rate 1.368, which is 1.026 × 1.3333…: 2.6 % more), 34.20 − 33.3333… = 0.8666… → 0.87.
        #expect(rounded(museum.referenceRate, 6) == decimal("1.333333") && museum.referenceDate == "2026-10-27")
        #expect(museum.bankRate == decimal("1.368"))
        #expect(rounded(museum.percent, 6) == decimal("2.6"))
        #expect(museum.cost == decimal("0.87") && museum.atReference == decimal("33.33"))

        // Lunch: 12.50 × 1.17 = 14.625; 15.17 − 14.625 = 0.545, rounded half away from zero to 0.55; the bank's rate
        // 15.17 ÷ 12.50 = 1.2136, (1.2136 − 1.17) ÷ 1.17 = 3.7265 %.
        #expect(lunch.bankRate == decimal("1.2136"))
        #expect(rounded(lunch.percent, 4) == decimal("3.7265"))
        #expect(
            lunch.cost == decimal("0.55") && lunch.atReference == decimal("14.62"), "14.62 + 0.55 = 15.17, the charge")

        // October: 1.70 + 0.87 = 2.57 on 46.40 + 33.33 = 79.73 at the reference rates (3.2234 %); November: 0.55.
        #expect(summary.months.map(\.start.description) == ["2026-10-01", "2026-11-01"])
        #expect(summary.months.map(\.cost) == [decimal("2.57"), decimal("0.55")])
        #expect(summary.months[0].atReference == decimal("79.73") && summary.months[0].charged == decimal("82.30"))
        #expect(rounded(summary.months[0].percent, 4) == decimal("3.2234"))
        // The year: 2.57 + 0.55 = 3.12, the sum of the rounded rows (the unrounded 1.70 + 0.8666… + 0.545 = 3.1116…
        // would round to 3.11, and the rows shown would not add up to it).
        #expect(summary.years.count == 1 && summary.years[0].cost == decimal("3.12"))
        #expect(
            summary.total.cost == decimal("3.12") && summary.total.rows == 3
                && summary.total.charged == decimal("97.47"))
    }

    @Test func theDefaultSitesTripBudgetHasTheFiguresItsChapterQuotes() throws {
        let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../Content")
        var diagnostics = Diagnostics(), rows = Diagnostics()
        let rates = RateHistory.load(
            from: content.appendingPathComponent("rates"), path: "Content/rates", diagnostics: &diagnostics)
        let ledger = Ledger.load(
            files: [(content.appendingPathComponent("budgets/autumn-trip.csv"), "autumn-trip.csv")],
            settings: BudgetSettings(),
            currency: "USD", rates: rates, diagnostics: &diagnostics, rowProblems: &rows)
        #expect(diagnostics.all.isEmpty && rows.all.isEmpty, "the trip's days are all covered by the rate snapshots")
        let summary = MarkupSummary(ledger.budgets[0].transactions, minorUnits: 2)
        #expect(summary.unmeasured.isEmpty)
        #expect(summary.total.cost == decimal("44.23") && summary.total.charged == decimal("1513.10"))
        #expect(summary.total.atReference == decimal("1468.87") && rounded(summary.total.percent, 2) == decimal("3.01"))
        #expect(summary.months.map(\.cost) == [decimal("43.13"), decimal("1.10")])
        let dinner = try #require(summary.rows.first)
        #expect(dinner.referenceDate == "2026-10-23", "a Saturday takes Friday's rate")
        #expect(rounded(dinner.bankRate, 4) == decimal("1.1953") && dinner.cost == decimal("2.91"))
        let chapter = try String(
            contentsOf: content.appendingPathComponent("curriculum/09-the-hidden-fee.md"), encoding: .utf8)
        for row in summary.rows
        where ["Dinner on the first evening", "Hotel in Paris, four nights", "Guesthouse in London, two nights"]
            .contains(row.transaction.note)
        {
            let line = "| \(row.transaction.note) | "
            let cost =
                "$\(plainDecimal(row.cost, decimals: 2)) (\(plainDecimal(Currency.round(row.percent, to: 2), decimals: 2))%) |"
            #expect(
                chapter.contains(line) && chapter.contains(cost), "the chapter's table quotes \(row.transaction.note)")
        }
        for figure in ["**$1,513.10**", "**$1,468.87**", "**$44.23**", "**3.01%**", "$43.13", "$1.10"] {
            #expect(chapter.contains(figure))
        }
    }

    @Test func aRefundOrMoneyInCostsWhenTheBankGivesLessThanTheReferenceRate() throws {
        let fixture = try LedgerFixture([
            "trip.csv": """
            date,amount,type,category,currency,charged,note
            2026-10-26,-40.00,expense,Food,EUR,45.20,Dinner refunded
            2026-10-26,100.00,deposit,Gift,EUR,112.80,From a cousin in Lyon

            """
        ])
        let (ledger, problems) = fixture.ledger(rates: rates)
        #expect(problems.isEmpty)
        let summary = MarkupSummary(ledger.budgets[0].transactions, minorUnits: 2)
        // The refund: €40.00 back is 46.40 at 1.16, and the bank gave 45.20 (a rate of 1.13): 1.20 less, 2.5862 %.
        #expect(summary.rows[0].transaction.amount == decimal("-45.20") && summary.rows[0].cost == decimal("1.20"))
        #expect(
            rounded(summary.rows[0].percent, 4) == decimal("2.5862") && summary.rows[0].atReference == decimal("-46.40")
        )
        // The gift: €100.00 is 116.00 at 1.16; 112.80 arrived (1.128): 3.20 less, 2.7586 %.
        #expect(summary.rows[1].cost == decimal("3.20") && rounded(summary.rows[1].percent, 4) == decimal("2.7586"))
        #expect(summary.total.cost == decimal("4.40") && summary.total.atReference == decimal("162.40"))
    }

    @Test func aBudgetsYmlProfileMayNameTheChargedColumn() throws {
        let fixture = try LedgerFixture([
            "budgets.yml":
                "ledgers:\n  card.csv:\n    columns: {Posted: date, Amount: amount, Currency: currency, Billed in USD: charged, Merchant: note}\n",
            "card.csv": "Posted,Amount,Currency,Billed in USD,Merchant\n2026-10-26,-40.00,EUR,48.10,Bistro\n",
        ])
        let (ledger, problems) = fixture.ledger(rates: rates)
        #expect(problems.isEmpty)
        let row = try #require(ledger.budgets.first?.transactions.first)
        #expect(
            row.amount == decimal("48.10") && row.original == Money(decimal("40.00"), "EUR") && row.kind == .expense)
        #expect(ExchangeMarkup(row, minorUnits: 2)?.cost == decimal("1.70"))
    }

    @Test func aChargeWithNoReferenceRateIsKeptAndSaysWhatToDo() throws {
        let fixture = try LedgerFixture([
            "trip.csv": """
            date,amount,category,currency,charged
            2026-10-20,-10.00,Food,EUR,11.90
            2026-10-26,-30.00,Fun,CHF,38.00
            2026-10-28,-20.00,Food,EUR,23.80
            2026-10-31,-5.00,Food,EUR,5.95

            """
        ])
        let (ledger, problems) = fixture.ledger(rates: rates)
        #expect(
            problems == [
                "trip.csv:2:28: the rate snapshots start on 2026-10-26, after this row's day (2026-10-20), so the row counts at its `charged` amount, but its markup cannot be measured; import older rates with `cashdash rates import FILE` (the ECB's history file has every day)",
                "trip.csv:3:27: the snapshot of 2026-10-26 (Content/rates/2026-10-26.json) has no rate for CHF, so the row counts at its `charged` amount, but its markup cannot be measured; fetch rates from a provider that has it with `cashdash rates fetch --provider open-er-api`, or import them with `cashdash rates import FILE`",
                "trip.csv:4:28: there is no rate snapshot for 2026-10-28, a day the `ecb` rates are published, so this row's markup is measured with the rate of 2026-10-27; add Content/rates/2026-10-28.json with `cashdash rates fetch` on the day, or `cashdash rates import FILE` afterwards",
            ], "a Saturday (31 October) has no ECB rates to miss: Friday's is the latest, with no warning")
        let transactions = ledger.budgets[0].transactions
        #expect(
            transactions.map(\.amount) == ["11.90", "38.00", "23.80", "5.95"].map(decimal),
            "every row counts at its charge")
        let summary = MarkupSummary(transactions, minorUnits: 2)
        #expect(summary.unmeasured.map(\.line) == [2, 3])
        #expect(summary.rows.map(\.referenceDate) == ["2026-10-27", "2026-10-27"])
        let noRates = try LedgerFixture([
            "trip.csv": "date,amount,category,currency,charged\n2026-10-26,-10.00,Food,EUR,11.90\n"
        ])
        #expect(
            noRates.ledger(rates: nil).1 == [
                "trip.csv:2:28: there are no exchange rates to compare this charge with, so the row counts at its `charged` amount, but its markup cannot be measured; fetch today's with `cashdash rates fetch`, or import older ones (such as the ECB's history) with `cashdash rates import FILE`"
            ])
    }

    @Test func aChargeOnAHomeCurrencyRowOrOneThatIsNoAmountIsReported() throws {
        let fixture = try LedgerFixture([
            "trip.csv": """
            date,amount,category,currency,charged
            2026-10-26,-10.00,Food,USD,10.00
            2026-10-27,-10.00,Food,USD,10.00
            2026-10-26,-12.00,Food,,12.50
            2026-10-26,-10.00,Food,EUR,lots
            2026-10-26,-10.00,Food,EUR,11.905
            2026-10-26,-10.00,Food,EUR,€11.90
            2026-10-26,-10.00,Food,EUR,0

            """
        ])
        let (ledger, problems) = fixture.ledger(rates: rates)
        let why =
            "this row is in USD, the budgets' own currency, so no money was exchanged and there is no markup to measure; `charged` is for rows in another currency"
        #expect(
            problems == [
                "trip.csv:2:28: " + why
                    + "; it is the same as the amount, so the row counts as it is (leave `charged` empty here; later rows like this one in this file are not named again)",
                "trip.csv:4:25: " + why
                    + "; it differs from the amount, so Cash Dash cannot tell which is right: if the purchase was in another currency, write that currency in the `currency` column; if not, leave `charged` empty",
                "trip.csv:5:28: `lots` in `charged` is not an amount; write what the bank took in USD, like 12.50",
                "trip.csv:6:28: `11.905` in `charged` is not an amount in USD (at most 2 decimals, up to 1,000,000,000,000); write it as the bank statement shows it",
                "trip.csv:7:28: `€11.90` in `charged` is in euros (€), but `charged` is what the bank took in the budgets' currency, USD; write that amount from the bank statement",
                "trip.csv:8:28: `charged` is 0; write what the bank took in USD, or leave it empty if you do not know it yet",
            ])
        #expect(
            ledger.budgets[0].transactions.map(\.amount) == [decimal("10.00"), decimal("10.00")],
            "only rows whose charge is their amount are kept")
        #expect(ledger.budgets[0].transactions[0].charge == nil)
    }
}
