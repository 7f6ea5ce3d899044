import Foundation
import Testing

@testable import CashDashModel

/// Issue 33's six calculators against examples worked by hand (the working is in each test's comments).
@Suite("Take-home pay, inflation, APR and APY, emergency fund, debts and net worth")
struct PlanningCalculatorTests {
    private func d(_ text: String) -> Decimal { Decimal(string: text)! }

    @Test("take-home pay taxes a year's pay band by band, and only the part inside each band")
    func takeHomePay() {
        // 3,000 a month less 150 pension = 2,850 taxable; × 12 = 34,200 a year.
        // 0% on the first 12,000 = 0; 20% on 12,000 to 34,200 = 22,200 × 0.2 = 4,440; nothing above 50,000.
        // 4,440 ÷ 12 = 370 a month; take-home 3,000 − 150 − 370 = 2,480.
        let result = TakeHomePay(
            gross: 3000, period: .monthly, pretax: 150, rates: [0, 20, 40], limits: [12_000, 50_000]
        ).calculate()
        #expect(result.yearlyTaxable == 34_200)
        #expect(result.bands.map(\.taxed) == [12_000, 22_200, 0])
        #expect(result.bands.map(\.tax) == [0, 4440, 0])
        #expect((result.tax, result.takeHome, result.yearlyTakeHome) == (370, 2480, 29_760))
    }

    @Test(
        "a band limit lower than the one before leaves that band empty, and deductions above the pay leave nothing to tax"
    )
    func oddBands() {
        // Limits 20,000 then 10,000: the second band is 20,000 to 20,000, empty; 30,000 a year pays
        // 10% × 20,000 = 2,000 plus 40% × 10,000 = 4,000.
        let bands = TakeHomePay(
            gross: 30_000, period: .yearly, pretax: 0, rates: [10, 20, 40], limits: [20_000, 10_000]
        ).calculate()
        #expect(bands.bands.map(\.tax) == [2000, 0, 4000])
        // 100 of pay and 120 of deductions: no tax, and 20 less than nothing to take home.
        let over = TakeHomePay(gross: 100, period: .weekly, pretax: 120, rates: [10, 20, 40], limits: [0, 0])
            .calculate()
        #expect((over.taxable, over.tax, over.takeHome) == (0, 0, -20))
    }

    @Test("inflation works each year from the last, rounded to the cent")
    func inflation() {
        // Prices at 10%: 100 → 110 → 121 → 133.10.
        // Cash: 100 ÷ 1.1 = 90.909… → 90.91; ÷ 1.1 = 82.645… → 82.65; ÷ 1.1 = 75.136… → 75.14.
        // Savings at 5%: 105 → 110.25 → 110.25 + 5.5125 (→ 5.51) = 115.76, which is 17.34 behind 133.10.
        let result = Inflation(amount: 100, rate: 10, years: 3, savingsRate: 5).calculate()
        #expect(result.years.map(\.price) == [110, 121, d("133.10")])
        #expect(result.years.map(\.buys) == [d("90.91"), d("82.65"), d("75.14")])
        #expect(result.years.map(\.savings) == [105, d("110.25"), d("115.76")])
        #expect(result.ahead == d("-17.34"))
    }

    @Test("APY = (1 + APR ÷ n)ⁿ − 1, rounded half up to 3 decimals, and back again")
    func aprApy() {
        // Monthly: 1.005¹² = 1.0616778… → 6.168%. Twice a year at 1%: 1.005² = 1.010025 → 1.0025%, half up → 1.003%.
        // Daily at 5%: (1 + 0.05/365)³⁶⁵ = 1.0512675… → 5.127%. Once a year the two are the same.
        #expect(AprApy.apy(6, periods: 12) == d("6.168"))
        #expect(AprApy.apy(1, periods: 2) == d("1.003"))
        #expect(AprApy.apy(5, periods: 365) == d("5.127"))
        #expect(AprApy.apy(d("4.321"), periods: 1) == d("4.321"))
        // Back: √1.01003 = 1.00500249… so the APR is 2 × 0.500249…% = 1.0005% → 1.000%; √1.0101 = 1.0050373… → 1.007%.
        #expect(AprApy.apr(fromAPY: d("1.003"), periods: 2) == 1)
        #expect(AprApy.apr(fromAPY: d("1.01"), periods: 2) == d("1.007"))
        #expect(AprApy.apr(fromAPY: d("6.168"), periods: 12) == 6)
        let result = AprApy(direction: .apyToApr, rate: d("6.168"), compounding: .monthly).calculate()
        #expect((result.apr, result.apy) == (6, d("6.168")))
        #expect(result.apyByCompounding.map(\.1) == [6, d("6.09"), d("6.136"), d("6.168"), d("6.18"), d("6.183")])
    }

    @Test("an emergency fund's time is the whole months the gap takes; the last month tops it up")
    func emergencyFund() {
        // 3 × 1,500 = 4,500; 4,500 − 1,000 = 3,500 to save; 3,500 ÷ 300 = 11.67 → 12 months, the 12th adding only 200.
        let result = EmergencyFund(monthlyCosts: 1500, months: 3, saved: 1000, monthlySaving: 300).calculate()
        #expect((result.target, result.needed) == (4500, 3500))
        guard case .reached(let months, let balances) = result.outcome else { Issue.record("not reached"); return }
        #expect(months == 12)
        #expect(balances.first == 1300 && balances[10] == 4300 && balances.last == 4500)
        #expect(
            EmergencyFund(monthlyCosts: 1500, months: 3, saved: 5000, monthlySaving: 0).calculate().outcome
                == .reached(months: 0, balances: []))
        #expect(EmergencyFund(monthlyCosts: 1500, months: 3, saved: 0, monthlySaving: 0).calculate().outcome == .never)
        // 24 × 1,000,000 at a cent a month is far beyond 100 years.
        #expect(
            EmergencyFund(monthlyCosts: 1_000_000, months: 24, saved: 0, monthlySaving: d("0.01")).calculate().outcome
                == .tooSlow)
    }

    @Test("snowball and avalanche send the extra to different debts; the avalanche pays less interest")
    func debtOrders() {
        // A: 1,000 at 24%, minimum 50. B: 500 at 6%, minimum 50. Extra 100, so the budget is 200.
        // Month 1: A is charged 20.00, B 2.50. Snowball: A 1,020 − 50 = 970; B 502.50 − 50 − 100 = 352.50.
        //          Avalanche: A 1,020 − 50 − 100 = 870; B 502.50 − 50 = 452.50. Both owe 1,322.50.
        // Month 2, snowball: A 970 + 19.40 − 50 = 939.40; B 352.50 + 1.7625 (→ 1.76) − 150 = 204.26: 1,143.66 owed.
        //          avalanche: A 870 + 17.40 − 150 = 737.40; B 452.50 + 2.2625 (→ 2.26) − 50 = 404.76: 1,142.16 owed.
        let debts = DebtPayoff(
            debts: [
                .init(name: "A", balance: 1000, rate: 24, minimum: 50),
                .init(name: "B", balance: 500, rate: 6, minimum: 50),
            ], extra: 100)
        let result = debts.calculate()
        #expect(result.budget == 200)
        #expect((result.snowball.order, result.avalanche.order) == ([1, 0], [0, 1]))
        guard case .paidOff(_, let snowballInterest, _, let snowballOwed) = result.snowball.outcome,
            case .paidOff(_, let avalancheInterest, _, let avalancheOwed) = result.avalanche.outcome
        else { Issue.record("not paid off"); return }
        #expect(Array(snowballOwed.prefix(2)) == [d("1322.50"), d("1143.66")])
        #expect(Array(avalancheOwed.prefix(2)) == [d("1322.50"), d("1142.16")])
        #expect(avalancheInterest < snowballInterest)
    }

    @Test("debts the budget cannot shrink are said to be never paid off, and a crawl stops at 100 years")
    func debtGuards() {
        // 1,000 at 24% is charged 20.00 in the first month; a 20 budget never gets ahead of it.
        let never = DebtPayoff(debts: [.init(name: "Card", balance: 1000, rate: 24, minimum: 20)], extra: 0).calculate()
        #expect(never.snowball.outcome == .neverPaidOff(firstInterest: 20))
        // 100,000 at 0.012% (1 cent of interest a month) paid 1.01 a month: 1 cent of progress a month.
        let slow = DebtPayoff(
            debts: [.init(name: "Loan", balance: 100_000, rate: d("0.012"), minimum: d("1.01"))], extra: 0
        ).calculate()
        #expect(slow.avalanche.outcome == .tooSlow)
    }

    @Test("net worth is what is owned less what is owed, and may be below zero")
    func netWorth() {
        // 1,200 + 3,500.50 = 4,700.50 owned; 5,000 owed; 4,700.50 − 5,000 = −299.50.
        let result = NetWorth(
            assets: [.init("Bank", 1200), .init("Savings", d("3500.50"))], debts: [.init("Student loan", 5000)]
        ).calculate()
        #expect((result.owned, result.owed, result.netWorth) == (d("4700.50"), 5000, d("-299.50")))
    }

    @Test("rows left empty are not asked for; a row keeps its own name, or none and its number for the page to name it")
    func optionalRows() throws {
        let texts = [
            "extra": "10", "debt1-name": " Card ", "debt1-balance": "100", "debt1-rate": "10", "debt1-minimum": "20",
            "debt2-name": "", "debt2-balance": "50", "debt2-rate": "5", "debt2-minimum": "10", "debt3-balance": " ",
        ]
        let inputs = try CalculatorKind.debtPayoff.check(texts).get()
        #expect(DebtPayoff(inputs).debts.map(\.name) == ["Card", ""] && DebtPayoff(inputs).debts.map(\.row) == [1, 2])
        // A balance given needs its rate and minimum; a blank first balance is a problem.
        let missing = CalculatorKind.debtPayoff.check(["extra": "0", "debt1-balance": "", "debt2-balance": "5"])
        guard case .failure(let failure) = missing else { Issue.record("accepted"); return }
        #expect(failure.problems.keys.sorted() == ["debt1-balance", "debt2-minimum", "debt2-rate"])
        #expect(
            CalculatorField("n", "Name", .text(maxLength: 3)).parse("Card").failure?.message
                == "Keep the name to 3 characters or fewer.")
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
