import Foundation

/// The calculators Cash Dash has, by the name an explanation page gives in its front matter (`calculator: loan`).
public enum CalculatorKind: String, CaseIterable, Sendable {
    case compoundInterest = "compound-interest"
    case loan
    case savingsGoal = "savings-goal"
    case cardPayoff = "card-payoff"
    case budgetSplit = "budget-split"
    case currency

    /// What the calculator is called on its page and in lists.
    public var title: String {
        switch self {
        case .compoundInterest: "Compound interest"
        case .loan: "Loan payments"
        case .savingsGoal: "Savings goal"
        case .cardPayoff: "Credit card payoff"
        case .budgetSplit: "50/30/20 budget split"
        case .currency: "Currency conversion"
        }
    }

    public static let rate = CalculatorField("rate", "Interest rate (% a year)", .rate)

    /// The inputs of the form, in order. Currency conversion has none of its own: it uses the rates page's
    /// converter.
    public var fields: [CalculatorField] {
        switch self {
        case .compoundInterest:
            [
                CalculatorField("principal", "Starting amount", .amount),
                CalculatorField("monthly", "Added at the end of each month", .amount),
                Self.rate,
                CalculatorField("years", "Years", .whole(1...50, unit: "years")),
                CalculatorField(
                    "compounding", "Interest is added",
                    .choice(Compounding.allCases.map { ($0.rawValue, $0.phrase.prefix(1).uppercased() + $0.phrase.dropFirst()) })),
            ]
        case .loan:
            [
                CalculatorField("amount", "Amount borrowed", .amount), Self.rate,
                CalculatorField("months", "Term in months (360 is 30 years)", .whole(1...600, unit: "months")),
            ]
        case .savingsGoal:
            [
                CalculatorField("target", "Your goal", .amount),
                CalculatorField("saved", "Already saved", .amount), Self.rate,
                CalculatorField(
                    "plan", "What do you want to know?",
                    .choice([("time", "How long it will take"), ("amount", "How much to put away each month")])),
                CalculatorField("monthly", "Put away each month", .amount),
                CalculatorField("months", "Months to reach it", .whole(1...600, unit: "months")),
            ]
        case .cardPayoff:
            [
                CalculatorField("balance", "Card balance", .amount),
                CalculatorField("rate", "APR (% a year)", .rate),
                CalculatorField("payment", "Payment each month", .amount),
            ]
        case .budgetSplit:
            [CalculatorField("pay", "Monthly take-home pay", .amount)]
        case .currency:
            []
        }
    }

    /// Whether `field` is asked for, given the other inputs: a savings goal asks for a monthly amount when the plan
    /// is `time` and for a number of months when it is `amount`.
    public func applies(_ field: CalculatorField, to texts: [String: String]) -> Bool {
        guard self == .savingsGoal else { return true }
        switch field.name {
        case "monthly": return texts["plan"]?.trimmingCharacters(in: .whitespaces) == "time"
        case "months": return texts["plan"]?.trimmingCharacters(in: .whitespaces) == "amount"
        default: return true
        }
    }

    /// Checks the texts of every field that applies, as the form does: the values by field name, or the problems.
    public func check(
        _ texts: [String: String], minorUnits: Int = 2, decimalSeparator: String = "."
    ) -> Result<[String: Decimal], CheckFailure> {
        var values: [String: Decimal] = [:], problems: [String: String] = [:]
        for field in fields where applies(field, to: texts) {
            switch field.parse(texts[field.name] ?? "", minorUnits: minorUnits, decimalSeparator: decimalSeparator) {
            case .success(let value): values[field.name] = value
            case .failure(let problem): problems[field.name] = problem.message
            }
        }
        return problems.isEmpty ? .success(values) : .failure(CheckFailure(problems: problems))
    }

    /// The problems of a check, by field name.
    public struct CheckFailure: Error, Sendable, Equatable {
        public var problems: [String: String]
    }

    /// Works out the calculator for checked `values` (choices as the index of the option).
    public func calculate(_ values: [String: Decimal], minorUnits: Int = 2) -> Calculation? {
        func int(_ name: String) -> Int { NSDecimalNumber(decimal: values[name] ?? 0).intValue }
        func value(_ name: String) -> Decimal { values[name] ?? 0 }
        switch self {
        case .compoundInterest:
            return .compoundInterest(
                SavingsGrowth(
                    principal: value("principal"), monthlyDeposit: value("monthly"), annualRate: value("rate"),
                    years: int("years"), compounding: Compounding.allCases[min(int("compounding"), 3)]
                ).calculate(minorUnits: minorUnits))
        case .loan:
            return .loan(LoanPayment(amount: value("amount"), annualRate: value("rate"), months: int("months")).calculate(minorUnits: minorUnits))
        case .savingsGoal:
            let plan: SavingsGoal.Plan = int("plan") == 1 ? .months(int("months")) : .deposit(value("monthly"))
            return .savingsGoal(
                SavingsGoal(target: value("target"), saved: value("saved"), annualRate: value("rate"), plan: plan)
                    .calculate(minorUnits: minorUnits))
        case .cardPayoff:
            return .cardPayoff(
                CardPayoff(balance: value("balance"), apr: value("rate"), payment: value("payment")).calculate(minorUnits: minorUnits))
        case .budgetSplit:
            return .budgetSplit(BudgetSplit(pay: value("pay")).calculate(minorUnits: minorUnits))
        case .currency:
            return nil
        }
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
