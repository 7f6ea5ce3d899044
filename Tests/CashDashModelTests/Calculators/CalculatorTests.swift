import CashDashModel
import Testing

/// Each calculator is a type behind one protocol, set up from typed inputs.
@Suite struct CalculatorTests {
    @Test func everyKindButCurrencyNamesItsCalculator() {
        for kind in CalculatorKind.allCases {
            #expect((kind.calculator == nil) == (kind == .currency), "\(kind)")
            #expect(kind.fields.map(\.name) == (kind.calculator?.fields.map(\.name) ?? []))
        }
        let words = Catalogue(
            language: "fr",
            entries: ["calculators.loan.title": .text("Prêts"), "calculators.currency.title": .text("Conversion")])
        #expect(
            CalculatorKind.loan.title(in: words) == "Prêts" && CalculatorKind.currency.title(in: words) == "Conversion")
    }

    @Test func aChoiceIsKeptAsItsValueNotItsPosition() throws {
        let inputs = try CalculatorKind.compoundInterest.check([
            "principal": "1000", "monthly": "50", "rate": "4.5", "years": "10", "compounding": "quarterly",
        ]).get()
        #expect(inputs[SavingsGrowth.Field.compounding] == .choice("quarterly"))
        #expect(inputs[SavingsGrowth.Field.years] == .whole(10) && inputs[SavingsGrowth.Field.rate] == .rate(4.5))
        let growth = SavingsGrowth(inputs)
        #expect(growth.compounding == .quarterly && growth.years == 10 && growth.monthlyDeposit == 50)
    }

    @Test func theKindWorksOutWhatTheTypeWorksOut() throws {
        let inputs = try CalculatorKind.loan.check(["amount": "200,000", "rate": "6", "months": "360"]).get()
        let summary = CalculatorKind.loan.summary(inputs)
        #expect(
            summary
                == LoanPayment.summary(
                    LoanPayment(amount: 200_000, annualRate: 6, months: 360).calculate(), minorUnits: 2))
        #expect(summary?["payment"] == "1199.10" && summary?["rows"] == "360")
        #expect(CalculatorKind.currency.summary(inputs) == nil)
    }
}
