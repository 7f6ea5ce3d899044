import Foundation
import TestSupport
import Testing

@testable import CashDashModel

@Suite("Calculator inputs")
struct CalculatorFieldTests {
    let amount = CalculatorField("amount", "Amount", .amount)
    let rate = CalculatorField("rate", "Rate", .rate)

    @Test("every input of the shared table is accepted or refused with the same words as the form")
    func sharedTable() throws {
        let table = try CalculatorCases.load()
        for check in table.validation {
            let (value, error) = CalculatorCases.swiftValue(check)
            #expect(value == check.value && error == check.error, "`\(check.text)` as \(check.field)")
        }
    }

    @Test("amounts go from 0 to a billion (a home loan in rupees or yen) with at most two decimals")
    func amounts() {
        #expect(amount.parse("0").success?.decimal == 0)
        #expect(amount.parse("1,000,000").success?.decimal == 1_000_000)
        #expect(amount.parse("1,000,000,000").success?.decimal == 1_000_000_000)
        #expect(amount.parse("50,00,000").success?.decimal == 5_000_000, "fifty lakh, as India writes it")
        #expect(amount.parse("12.5").success?.decimal == Decimal(string: "12.5"))
        #expect(amount.parse("1000000000.01").success?.decimal == nil)
        #expect(amount.parse("3.141") == .failure(.init("Use at most 2 decimals, like 12.50.")))
        #expect(amount.parse("5", minorUnits: 0).success?.decimal == 5)
        #expect(amount.parse("5.5", minorUnits: 0) == .failure(.init("Type a whole amount, without decimals.")))
    }

    @Test("where a comma is the decimal point, 1.234,56 is read as such")
    func decimalComma() {
        #expect(amount.parse("1.234,56", decimalSeparator: ",").success?.decimal == Decimal(string: "1234.56"))
        #expect(amount.parse("12,5", decimalSeparator: ",").success?.decimal == Decimal(string: "12.5"))
        #expect(amount.parse("1 234,56", decimalSeparator: ",").success?.decimal == Decimal(string: "1234.56"))
        #expect(rate.parse("4,25", decimalSeparator: ",").success?.decimal == Decimal(string: "4.25"))
        // A point that can only be a decimal point is one, as the default site writes its examples; 1.500 is not.
        #expect(rate.parse("24.9", decimalSeparator: ",").success?.decimal == Decimal(string: "24.9"))
        #expect(amount.parse("22.99", decimalSeparator: ",").success?.decimal == Decimal(string: "22.99"))
        #expect(amount.parse("1.500", decimalSeparator: ",").success?.decimal == 1500)
    }

    @Test("rates go from 0 to 100 percent with at most three decimals")
    func rates() {
        #expect(rate.parse("0").success?.decimal == 0)
        #expect(rate.parse("100").success?.decimal == 100)
        #expect(rate.parse("6.125").success?.decimal == Decimal(string: "6.125"))
        #expect(rate.parse("100.5").success?.decimal == nil)
        #expect(rate.parse("6%").success?.decimal == nil)
    }

    @Test("a savings goal asks for a monthly amount or a number of months, by its plan")
    func savingsGoalPlan() {
        let kind = CalculatorKind.savingsGoal
        let byTime = kind.check([
            "target": "500", "saved": "0", "rate": "2", "plan": "time", "monthly": "50", "months": "oops",
        ])
        #expect(byTime.success?[SavingsGoal.Field.monthly] == .amount(50))
        let byAmount = kind.check(["target": "500", "saved": "0", "rate": "2", "plan": "amount", "monthly": "oops"])
        #expect(byAmount == .failure(.init(problems: ["months": "Type a whole number of months from 1 to 600."])))
    }
}
