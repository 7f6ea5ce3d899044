import Foundation

/// The calculators Cash Dash has, by the name an explanation page gives in its front matter (`calculator: loan`).
public enum CalculatorKind: String, CaseIterable, Sendable {
    case compoundInterest = "compound-interest"
    case loan
    case savingsGoal = "savings-goal"
    case cardPayoff = "card-payoff"
    case budgetSplit = "budget-split"
    case currency

    /// The calculator of this kind; nil for currency conversion, which uses the rates page's converter.
    public var calculator: (any Calculator.Type)? {
        switch self {
        case .compoundInterest: SavingsGrowth.self
        case .loan: LoanPayment.self
        case .savingsGoal: SavingsGoal.self
        case .cardPayoff: CardPayoff.self
        case .budgetSplit: BudgetSplit.self
        case .currency: nil
        }
    }

    /// What the calculator is called on its page and in lists.
    public var title: String { calculator?.title ?? "Currency conversion" }

    /// The inputs of the form, in order; none for currency conversion.
    public var fields: [CalculatorField] { calculator?.fields ?? [] }

    /// Whether `field` is asked for, given the other inputs.
    public func applies(_ field: CalculatorField, to texts: [String: String]) -> Bool {
        calculator?.applies(field, to: texts) ?? true
    }

    /// Checks the texts of every field that applies, as the form does: the typed inputs, or the problems.
    public func check(
        _ texts: [String: String], minorUnits: Int = 2, decimalSeparator: String = "."
    ) -> Result<CalculatorInputs, CheckFailure> {
        var inputs = CalculatorInputs(), problems: [String: String] = [:]
        for field in fields where applies(field, to: texts) {
            switch field.parse(texts[field.name] ?? "", minorUnits: minorUnits, decimalSeparator: decimalSeparator) {
            case .success(let value): inputs.values[field.name] = value
            case .failure(let problem): problems[field.name] = problem.message
            }
        }
        return problems.isEmpty ? .success(inputs) : .failure(CheckFailure(problems: problems))
    }

    /// The problems of a check, by field name.
    public struct CheckFailure: Error, Sendable, Equatable {
        public var problems: [String: String]
    }

    /// Works out the calculator for checked `inputs`; nil for currency conversion.
    public func calculate(_ inputs: CalculatorInputs, minorUnits: Int = 2) -> Calculation? {
        calculator?.calculation(for: inputs, minorUnits: minorUnits)
    }
}

/// The result of one calculator.
public enum Calculation: Sendable, Equatable {
    case compoundInterest(SavingsGrowth.Result)
    case loan(LoanPayment.Result)
    case savingsGoal(SavingsGoal.Result)
    case cardPayoff(CardPayoff.Result)
    case budgetSplit(BudgetSplit.Result)

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as `calculators.js` keys its results, so the
    /// two can be compared to the cent.
    public func summary(minorUnits: Int = 2) -> [String: String] {
        func text(_ value: Decimal) -> String { plainDecimal(value, decimals: minorUnits, grouping: false) }
        switch self {
        case .compoundInterest(let result):
            return ["balance": text(result.balance), "deposits": text(result.totalDeposits),
                    "interest": text(result.totalInterest), "rows": "\(result.years.count)"]
        case .loan(let result):
            return ["payment": text(result.payment), "interest": text(result.totalInterest), "paid": text(result.totalPaid),
                    "last": text(result.lastPayment), "rows": "\(result.schedule.count)"]
        case .savingsGoal(.reached(let months, let deposit, let balance, let interest, let growth)):
            return ["months": "\(months)", "monthly": text(deposit), "balance": text(balance), "interest": text(interest),
                    "rows": "\(growth.count)"]
        case .savingsGoal(.tooSlow):
            return ["outcome": "too-slow"]
        case .cardPayoff(let result):
            var summary = ["minimum": text(result.firstMinimum)]
            for (prefix, outcome) in [("", result.fixed), ("min-", result.minimumOnly)] {
                switch outcome {
                case .paidOff(let months, let interest, _):
                    summary[prefix + "months"] = "\(months)"
                    summary[prefix + "interest"] = text(interest)
                case .neverPaidOff(let first):
                    summary[prefix + "outcome"] = "never"
                    summary[prefix + "first-interest"] = text(first)
                case .tooSlow:
                    summary[prefix + "outcome"] = "too-slow"
                }
            }
            return summary
        case .budgetSplit(let result):
            return ["needs": text(result.needs), "wants": text(result.wants), "savings": text(result.savings)]
        }
    }
}
