import Foundation
import TestSupport
import Testing

@testable import CashDashModel

@Suite("Calculator formulas")
struct CalculatorFormulaTests {
    @Test("every case of the shared table comes out to the cent")
    func sharedTable() throws {
        let table = try CalculatorCases.load()
        #expect(table.cases.count >= 30)
        for item in table.cases {
            #expect(CalculatorCases.swiftSummary(item.calculator, item.inputs) == item.expected, "\(item.name)")
        }
    }

    @Test("a $200,000 30-year loan at 6% costs $1,199.10 a month, and the schedule ends at exactly zero")
    func textbookMortgage() {
        let result = LoanPayment(amount: 200_000, annualRate: 6, months: 360).calculate()
        #expect(result.payment == Decimal(string: "1199.10"))
        #expect(result.schedule.count == 360)
        #expect(result.schedule.last?.balance == 0)
        #expect(result.schedule[0].interest == 1000)
        #expect(result.schedule[0].principal == Decimal(string: "199.10"))
        #expect(result.totalPaid == result.totalInterest + 200_000)
        #expect(result.schedule.reduce(Decimal(0)) { $0 + $1.principal } == 200_000)
        let years = result.years
        #expect(years.count == 30)
        #expect(years.reduce(Decimal(0)) { $0 + $1.interest } == result.totalInterest)
    }

    @Test("the curriculum's loan table matches the calculator")
    func chapterFourTable() {
        let short = LoanPayment(amount: 10_000, annualRate: 6, months: 36).calculate()
        let long = LoanPayment(amount: 10_000, annualRate: 6, months: 60).calculate()
        #expect(
            (short.payment, short.totalPaid, short.totalInterest) == (
                Decimal(string: "304.22"), Decimal(string: "10951.88"), Decimal(string: "951.88")
            ))
        #expect(
            (long.payment, long.totalPaid, long.totalInterest) == (
                Decimal(string: "193.33"), Decimal(string: "11599.68"), Decimal(string: "1599.68")
            ))
    }

    @Test("a 0% loan is the amount divided by the months, the last payment taking the odd cent")
    func zeroRateLoan() {
        let result = LoanPayment(amount: 1000, annualRate: 0, months: 3).calculate()
        #expect(
            result.schedule.map(\.payment) == [
                Decimal(string: "333.33")!, Decimal(string: "333.33")!, Decimal(string: "333.34")!,
            ])
        #expect(result.totalInterest == 0)
    }

    @Test("a one-period loan is repaid with one month's interest")
    func onePeriodLoan() {
        let result = LoanPayment(amount: 1000, annualRate: 12, months: 1).calculate()
        #expect(result.payment == 1010)
        #expect(
            result.schedule == [LoanPayment.Month(month: 1, payment: 1010, interest: 10, principal: 1000, balance: 0)])
    }

    @Test("compound interest once a year at 6% is 6%; the schedule adds up to the balance")
    func yearlyCompounding() {
        let result = SavingsGrowth(principal: 10_000, monthlyDeposit: 0, annualRate: 6, years: 3, compounding: .yearly)
            .calculate()
        #expect(result.years.map(\.balance) == [10_600, 11_236, Decimal(string: "11910.16")!])
        #expect(result.years.reduce(Decimal(0)) { $0 + $1.interest } == result.totalInterest)
    }

    @Test("monthly deposits with monthly interest come within cents of the annuity formula")
    func annuityFormula() {
        let result = SavingsGrowth(
            principal: 1000, monthlyDeposit: 100, annualRate: 5, years: 10, compounding: .monthly
        ).calculate()
        let r = 0.05 / 12, n = 120.0
        let formula = 1000 * pow(1 + r, n) + 100 * (pow(1 + r, n) - 1) / r
        #expect(abs(NSDecimalNumber(decimal: result.balance).doubleValue - formula) < 0.10)
        #expect(result.totalDeposits == 13_000)
    }

    @Test("with 0% interest savings are just what was put in")
    func zeroRateSavings() {
        let result = SavingsGrowth(principal: 500, monthlyDeposit: 50, annualRate: 0, years: 2, compounding: .monthly)
            .calculate()
        #expect(result.balance == 1700)
        #expect(result.totalInterest == 0)
    }

    @Test("the monthly amount for a goal is the smallest cent that reaches it, and one cent less does not")
    func goalMonthlyAmount() throws {
        let goal = SavingsGoal(target: 5000, saved: 500, annualRate: 4, plan: .months(24))
        guard case .reached(_, let deposit, let balance, _, _) = goal.calculate() else {
            Issue.record("the goal should be reached")
            return
        }
        #expect(balance >= 5000)
        let short = SavingsGoal(
            target: 5000, saved: 500, annualRate: 4, plan: .deposit(deposit - Decimal(string: "0.01")!))
        guard case .reached(let months, _, _, _, _) = short.calculate() else {
            Issue.record("one cent less a month still reaches the goal, only later")
            return
        }
        #expect(months > 24)
    }

    @Test("a goal that would take more than 100 years says so instead of counting forever")
    func goalTooSlow() {
        #expect(
            SavingsGoal(target: 1_000_000, saved: 0, annualRate: 0, plan: .deposit(1)).calculate()
                == .tooSlow(deposit: 1))
        #expect(SavingsGoal(target: 10, saved: 0, annualRate: 5, plan: .deposit(0)).calculate() == .tooSlow(deposit: 0))
    }

    @Test("a card payment that does not cover the interest never pays off, and says how much the interest is")
    func cardNeverPaysOff() {
        let result = CardPayoff(balance: 3000, apr: 24, payment: 60).calculate()
        #expect(result.fixed == .neverPaidOff(firstInterest: 60))
        guard case .paidOff(let months, _, _) = result.minimumOnly else {
            Issue.record("paying the minimum always ends")
            return
        }
        #expect(months > 100)
    }

    @Test("paying only the minimum costs more interest and takes longer than a fixed payment")
    func minimumCostsMore() {
        let result = CardPayoff(balance: 3000, apr: Decimal(string: "22.99")!, payment: 100).calculate()
        guard case .paidOff(let months, let interest, let schedule) = result.fixed,
            case .paidOff(let minimumMonths, let minimumInterest, _) = result.minimumOnly
        else {
            Issue.record("both should pay off")
            return
        }
        #expect(months == 46)
        #expect(schedule.last?.balance == 0)
        #expect(schedule.reduce(Decimal(0)) { $0 + $1.payment } == 3000 + interest)
        #expect(minimumMonths > months)
        #expect(minimumInterest > interest)
    }

    @Test("a 46-month payoff adds up to four years whose payments and interest are the schedule's")
    func cardYears() {
        guard
            case .paidOff(_, let interest, let schedule) = CardPayoff(
                balance: 3000, apr: Decimal(string: "22.99")!, payment: 100
            ).calculate().fixed
        else {
            Issue.record("a $100 payment pays $3,000 off")
            return
        }
        let years = CardPayoff.years(of: schedule)
        #expect(years.map(\.year) == [1, 2, 3, 4])
        #expect(years.reduce(Decimal(0)) { $0 + $1.interest } == interest)
        #expect(years.reduce(Decimal(0)) { $0 + $1.paid } == 3000 + interest)
        #expect(years[0].paid == 1200)
        #expect(years[0].balance == schedule[11].balance)
        #expect(years.last?.balance == 0)
    }

    @Test("a payoff longer than 100 years stops with a message rather than looping")
    func cardTooSlow() {
        #expect(CardPayoff(balance: 1_000_000, apr: 0, payment: 1).calculate().fixed == .tooSlow)
    }

    @Test("50/30/20 always adds up to the pay")
    func budgetSplit() {
        for pay in ["2400", "2345.67", "0.01", "999999.99", "0"] {
            let amount = Decimal(string: pay)!
            let result = BudgetSplit(pay: amount).calculate()
            #expect(result.needs + result.wants + result.savings == amount, "\(pay)")
        }
        #expect(BudgetSplit(pay: 2400).calculate() == BudgetSplit.Result(needs: 1200, wants: 720, savings: 480))
    }

    @Test("currencies without cents round to whole units")
    func wholeUnits() {
        #expect(LoanPayment(amount: 1_000_000, annualRate: 3, months: 12).payment(minorUnits: 0) == 84_694)
    }
}
