@testable import CashDashKit
@testable import CashDashModel
import Foundation
import TestSupport
import Testing

@Suite struct BudgetPagesTests {
    func makeSite(startingBalance: String = "40") throws -> TemporarySite {
        try TemporarySite([
            "Content/site.yml": "title: Money club\n",
            "Content/curriculum/01-budgeting.md": chapterFile(title: "Budgeting basics"),
            "Content/budgets/budgets.yml":
                "budgets:\n  Term <1>:\n    starting_balance: \(startingBalance)\n    limits:\n      Food: 10/week\n",
            "Content/budgets/term.csv": """
            date,amount,type,category,budget,note
            2026-11-02,30.00,deposit,Allowance,Term <1>,Weekly money
            2026-11-03,8.00,expense,Food,Term <1>,"Lunch <script>alert(1)</script>"
            2026-11-04,4.50,expense,Food,Term <1>,Snack
            2026-11-05,40.00,expense,Fun,Term <1>,Concert

            """,
        ])
    }

    @Test func tabAndSemicolonLedgersAreReadAsReportReadsThemAndASpreadsheetIsNamed() throws {
        let site = try TemporarySite([
            "Content/site.yml": "title: Money club\n",
            "Content/budgets/trip.tsv": "date\tamount\ttype\tcategory\n2026-11-02\t30.00\tdeposit\tGift\n",
            "Content/budgets/club.ssv": "date;amount;type;category\n2026-11-03;5.00;deposit;Dues\n",
            "Content/budgets/plan.xlsx": "PK",
        ])
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(
            result.diagnostics.all.map { "\(URL(fileURLWithPath: $0.path).lastPathComponent): \($0.message)" } == [
                "plan.xlsx: this spreadsheet is not read: Cash Dash reads ledgers as text; save it as CSV (in Excel: File › "
                    + "Save As › CSV UTF-8) beside it"
            ])
        #expect(site.exists("Output/budgets/trip/index.html") && site.exists("Output/budgets/club/index.html"))
    }

    @Test func buildsTheOverviewAndAPagePerBudgetWithEverythingEscaped() throws {
        let site = try makeSite()
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.sorted)")
        let overview = try site.read("Output/budgets/index.html")
        #expect(overview.contains("<a href=\"../budgets/term-1/index.html\">Term &lt;1&gt;</a>"))
        #expect(overview.contains("<td class=\"number\">$17.50</td>"), "40 + 30 − 52.50")
        let page = try site.read("Output/budgets/term-1/index.html")
        #expect(
            page.contains("<span class=\"money-card-amount\">$30.00</span>")
                && page.contains("<span class=\"money-card-amount\">$52.50</span>"))
        #expect(page.contains("<span class=\"money-card-amount\">−$22.50</span>"), "net, with a real minus sign")
        #expect(page.contains("Lunch &lt;script&gt;alert(1)&lt;/script&gt;") && !page.contains("<script>alert"))
        #expect(
            page.contains("<td class=\"number amount spent\"><span class=\"visually-hidden\">Spent </span>−$8.00</td>"))
        #expect(
            page.contains("<td class=\"number amount added\"><span class=\"visually-hidden\">Added </span>+$30.00</td>")
        )
        #expect(
            page.contains(
                // The site's locale is en_US, whose weeks start on Sunday.
                "You are spending too much on Food: $12.50 in the week of November\u{A0}1,\u{A0}2026, over the limit of $10.00 a week. "
                    + "<a href=\"../../curriculum/budgeting-basics/index.html\">How to set a budget</a>"))
        #expect(
            page.components(separatedBy: "<figure class=\"chart").count == 4,
            "three charts: the pie and the last 7 and 30 days")
        #expect(
            page.contains(
                "<caption>November\u{A0}2026 <span class=\"quiet\">· spent $52.50 · added $30.00</span></caption>")
        )
        #expect(try site.read("Output/index.html").contains("href=\"budgets/index.html\""))
    }

    @Test func theOverviewAddsUpRefundsAreRefundsAndAveragesTakeTheDaysCovered() throws {
        let site = try makeSite()
        try site.write(
            """
            date,amount,type,category,budget,note
            2026-11-02,30.00,deposit,Allowance,Term <1>,Weekly money
            2026-11-03,8.00,expense,Food,Term <1>,Lunch
            2026-11-05,-4.00,expense,Food,Term <1>,Soup sent back

            """, to: "Content/budgets/term.csv")
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.sorted)")
        let overview = try site.read("Output/budgets/index.html")
        // Started with $40.00, plus $30.00 added, minus $4.00 spent (8.00 less the 4.00 refund): $66.00.
        for card in [
            "Started with</span><span class=\"money-card-amount\">$40.00",
            "Added</span><span class=\"money-card-amount\">$30.00",
            "Spent</span><span class=\"money-card-amount\">$4.00</span><span class=\"quiet\">Money out, all budgets, after $4.00 of refunds",
            "Funds available</span><span class=\"money-card-amount\">$66.00",
        ] {
            #expect(overview.contains(card), "\(card)")
        }
        let page = try site.read("Output/budgets/term-1/index.html")
        #expect(
            page.contains(
                "<caption>November\u{A0}2026 <span class=\"quiet\">· spent $8.00 · refunds $4.00 · added $30.00</span></caption>"
            ))
        #expect(
            page.contains(
                "</span>Food <span class=\"tag\">refund</span><span class=\"narrow-only quiet\"> · Soup sent back</span></td>"
            ))
        #expect(page.contains("<span class=\"visually-hidden\">Refund </span>+$4.00</td>"))
        #expect(
            page.contains("$4.00 spent, $1.00 a day on average over the 4 days the budget covers."), "4 days, not 30")
    }

    @Test func aSpendBelowZeroIsAWarningAtItsRowAndFlaggedOnThePage() throws {
        let site = try makeSite(startingBalance: "0")
        let result = SiteBuilder(sitePath: site.path).check()
        #expect(result.succeeded)
        #expect(
            result.diagnostics.sorted.map(\.description) == [
                "\(site.path)/Content/budgets/term.csv:5:12: warning: this spend takes `Term <1>` below zero, to −$22.50; add money first or spend less"
            ])
        _ = SiteBuilder(sitePath: site.path).build()
        #expect(
            try site.read("Output/budgets/term-1/index.html").contains(
                "On November\u{A0}5,\u{A0}2026, spending $40.00 on Fun took the balance below zero, to −$22.50."))
    }

    @Test func aBadRowFailsTheBuildAndKeepsTheOldSite() throws {
        let site = try makeSite()
        #expect(SiteBuilder(sitePath: site.path).build().succeeded)
        let before = try site.snapshot(of: "Output")
        try site.write("date,amount,type,category\n2026-11-02,lots,deposit,Gift\n", to: "Content/budgets/gift.csv")
        let result = SiteBuilder(sitePath: site.path).build()
        #expect(
            result.diagnostics.errors.map(\.description) == [
                "\(site.path)/Content/budgets/gift.csv:2:12: error: `lots` is not an amount; write it like 12.50 or $1,234.56"
            ])
        #expect(try site.snapshot(of: "Output") == before)
    }
}

@Suite struct BudgetWarningTests {
    @Test func aLimitWarningSaysWhatWasSpentAndLinksToTheBudgetingChapter() throws {
        let fixture = try LedgerFixture([
            "term.csv": "date,amount,type,category\n2026-11-02,20,expense,Food\n2026-11-08,15,expense,food\n"
        ])
        var settings = BudgetSettings()
        settings.budgets["term"] = .init(limits: [CategoryLimit(category: "Food", amount: 30, period: .week)])
        let (ledger, _) = fixture.ledger(settings: settings)
        let view = BudgetPresenter(
            money: MoneyFormat(style: .usDollars, minorUnits: 2), budgetingChapter: .chapter(slug: "budgeting"))
        let term = BudgetSummary(ledger.budgets[0], currency: ledger.currency)
        let warning = try #require(view.warnings(root: "../../", budgets: [term], naming: false).first)
        #expect(
            warning.text
                == "You are spending too much on Food: $35.00 in the week of November\u{A0}2,\u{A0}2026, over the limit of $30.00 a week."
        )
        #expect(warning.chapter?.href == "../../curriculum/budgeting/index.html")
    }

    @Test func aYenBudgetsChartsWriteWholeYenAsItsTotalsDo() throws {
        let fixture = try LedgerFixture([
            "yen.csv": "date,amount,type,category\n2024-12-31,1234,expense,Food\n2025-01-02,1001,expense,Fun\n"
                + "2025-01-03,500,expense,Fun\n"
        ])
        let (ledger, problems) = fixture.ledger(currency: "JPY")
        #expect(problems.isEmpty)
        var config = SiteConfig()
        config.currency = "JPY"
        let view = BudgetPresenter(money: MoneyFormat(config: config), budgetingChapter: nil)
        let yen = BudgetSummary(ledger.budgets[0], currency: ledger.currency)
        let charts = view.spendingBars(yen).map(\.html).joined()
        // 2,735 yen over 4 days is 683.75 a day: a page writes ¥684.
        #expect(charts.contains("¥684"))
        #expect(!charts.contains("¥683.75"))
        // Over 34 days from December 1, it is 2,448.44 a month: ¥2,448.
        let longer = try LedgerFixture([
            "yen.csv": "date,amount,type,category\n2024-12-01,1234,expense,Food\n2025-01-02,1001,expense,Fun\n"
                + "2025-01-03,500,expense,Fun\n"
        ])
        let months = view.spendingBars(BudgetSummary(longer.ledger(currency: "JPY").0.budgets[0], currency: "JPY"))
            .map(\.html).joined()
        #expect(months.contains("¥2,448"))
        #expect(!months.contains("¥2,448.44"))
    }

    @Test func aBudgetOfOneDaySaysOneDayInEveryLanguage() throws {
        let fixture = try LedgerFixture(["new.csv": "date,amount,type,category\n2026-11-02,5,expense,Food\n"])
        let (ledger, _) = fixture.ledger()
        let new = BudgetSummary(ledger.budgets[0], currency: ledger.currency)
        func descriptions(_ language: String) -> String {
            let view = BudgetPresenter(
                money: MoneyFormat(style: .usDollars, minorUnits: 2), budgetingChapter: nil,
                words: Words.bundled(language).catalogue)
            return view.spendingBars(new).map(\.html).joined()
        }
        // It once said "over the 1 days the budget covers".
        #expect(descriptions("en").contains("$5.00 spent, all on the one day the budget covers."))
        #expect(!descriptions("en").contains("1 days"))
        #expect(descriptions("fr").contains("dépensés le seul jour que couvre le budget."))
        #expect(descriptions("de").contains("alles an dem einen Tag"))
    }

    @Test func spendingWithNoCategoryIsNamedInThePagesLanguage() throws {
        // A ledger row with no category is `Uncategorized` in the model; a French page said so in English.
        let fixture = try LedgerFixture(["courses.csv": "date,amount,type,category\n2026-11-02,5,expense,\n"])
        let (ledger, _) = fixture.ledger()
        let budget = BudgetSummary(ledger.budgets[0], currency: ledger.currency)
        func pie(_ language: String) throws -> String {
            let view = BudgetPresenter(
                money: MoneyFormat(style: .usDollars, minorUnits: 2), budgetingChapter: nil,
                words: Words.bundled(language).catalogue)
            return try #require(view.spendingPie(budget)).html
        }
        #expect(try pie("fr").contains("Sans catégorie") && !pie("fr").contains("Uncategorized"))
        #expect(try pie("ar").contains("بلا فئة"))
        #expect(try pie("en").contains("Uncategorized"))
    }

    @Test func aBudgetShorterThanAMonthHasNoMonthlyAverageAboveWhatItSpent() throws {
        // A trip of 13 days across two months: its pace, $93.00 a month, would be more than the $39.72 it spent.
        let trip = try LedgerFixture([
            "trip.csv": "date,amount,type,category\n2027-01-25,12.10,expense,Food\n2027-02-06,27.62,expense,Train\n"
        ])
        let (ledger, _) = trip.ledger()
        func months(_ ledger: Ledger, _ language: String = "en") -> String {
            let view = BudgetPresenter(
                money: MoneyFormat(style: .usDollars, minorUnits: 2), budgetingChapter: nil,
                words: Words.bundled(language).catalogue)
            return view.spendingBars(BudgetSummary(ledger.budgets[0], currency: ledger.currency)).map(\.html)
                .joined()
        }
        #expect(months(ledger).contains("2 months to February\u{A0}2027: $39.72 spent over 13 days."))
        #expect(!months(ledger).contains("Average a month"), "no line above every bar")
        #expect(months(ledger, "de").contains("ausgegeben in 13 Tagen."))
        // Over a whole month or more, the average is drawn and said.
        let term = try LedgerFixture([
            "term.csv": "date,amount,type,category\n2027-01-01,12.10,expense,Food\n2027-02-06,27.62,expense,Train\n"
        ])
        #expect(months(term.ledger().0).contains("$39.72 spent over 37 days, $32.68 a month on average."))
        #expect(months(term.ledger().0).contains("Average a month"))
    }

    @Test func anExpenseOfNothingIsListedAsSpentNotAdded() throws {
        let fixture = try LedgerFixture(["z.csv": "date,amount,type,category\n2026-11-02,-0.00,expense,Food\n"])
        let (ledger, problems) = fixture.ledger()
        #expect(problems.isEmpty)
        let view = BudgetPresenter(money: MoneyFormat(style: .usDollars, minorUnits: 2), budgetingChapter: nil)
        let rows = view.history(BudgetSummary(ledger.budgets[0], currency: ledger.currency)).flatMap(\.rows)
        // It was listed as "Added $0.00" in green.
        #expect(rows.map(\.sign) == ["Spent"] && rows.map(\.direction) == ["spent"])
        #expect(rows.map(\.amount) == ["$0.00"])
    }
}
