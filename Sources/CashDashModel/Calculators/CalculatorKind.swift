import Foundation

/// The calculators Cash Dash has, by the name an explanation page gives in its front matter (`calculator: loan`).
public enum CalculatorKind: String, CaseIterable, Sendable {
    case compoundInterest = "compound-interest"
    case loan
    case savingsGoal = "savings-goal"
    case cardPayoff = "card-payoff"
    case budgetSplit = "budget-split"
    case currency
    case takeHomePay = "take-home-pay"
    case inflation
    case aprApy = "apr-apy"
    case emergencyFund = "emergency-fund"
    case debtPayoff = "debt-payoff"
    case netWorth = "net-worth"

    /// The calculator of this kind; nil for currency conversion, which uses the rates page's converter.
    public var calculator: (any Calculator.Type)? {
        switch self {
        case .compoundInterest: SavingsGrowth.self
        case .loan: LoanPayment.self
        case .savingsGoal: SavingsGoal.self
        case .cardPayoff: CardPayoff.self
        case .budgetSplit: BudgetSplit.self
        case .currency: nil
        case .takeHomePay: TakeHomePay.self
        case .inflation: Inflation.self
        case .aprApy: AprApy.self
        case .emergencyFund: EmergencyFund.self
        case .debtPayoff: DebtPayoff.self
        case .netWorth: NetWorth.self
        }
    }

    /// Where the calculator's words are in the catalogue, below `calculators.`: `compound_interest`.
    public var section: String { rawValue.replacingOccurrences(of: "-", with: "_") }

    /// What the calculator is called on its page and in lists, in `words`' language.
    public func title(in words: Catalogue) -> String { words.text("calculators.\(section).title") }

    /// The inputs of the form, in order; none for currency conversion.
    public var fields: [CalculatorField] { calculator?.fields ?? [] }

    /// Whether `field` is asked for, given the other inputs.
    public func applies(_ field: CalculatorField, to texts: [String: String]) -> Bool { field.applies(to: texts) }

    /// The sentences the results are told in; none for currency conversion.
    public var sentences: [CalculatorSentence] { calculator?.sentences ?? [] }

    /// Checks the texts of every field that applies, as the form does: the typed inputs, or the problems.
    public func check(
        _ texts: [String: String], minorUnits: Int = 2, decimalSeparator: String = "."
    ) -> Result<CalculatorInputs, CheckFailure> {
        var inputs = CalculatorInputs(), problems: [String: String] = [:]
        for field in fields where applies(field, to: texts) {
            if field.isOptional && (texts[field.name] ?? "").trimmingCharacters(in: .whitespaces).isEmpty { continue }
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

    /// What a result shows, as data; nil for currency conversion.
    public var layout: ResultLayout? { calculator?.layout }

    /// The facts of the result for checked `inputs` (the inputs' among them) that ``layout`` names.
    public func facts(_ inputs: CalculatorInputs, minorUnits: Int = 2) -> ResultFacts {
        calculator?.facts(for: inputs, minorUnits: minorUnits) ?? [:]
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
    case takeHomePay(TakeHomePay.Result)
    case inflation(Inflation.Result)
    case aprApy(AprApy.Result)
    case emergencyFund(EmergencyFund.Result)
    case debtPayoff(DebtPayoff.Result)
    case netWorth(NetWorth.Result)

    /// The headline numbers as plain decimals (`"1199.10"`), keyed as `calculators.js` keys its results, so the
    /// two can be compared to the cent.
    public func summary(minorUnits: Int = 2) -> [String: String] {
        func text(_ value: Decimal) -> String { plainDecimal(value, decimals: minorUnits, grouping: false) }
        switch self {
        case .compoundInterest(let result):
            return [
                "balance": text(result.balance), "deposits": text(result.totalDeposits),
                "interest": text(result.totalInterest), "rows": "\(result.years.count)",
            ]
        case .loan(let result):
            return [
                "payment": text(result.payment), "interest": text(result.totalInterest), "paid": text(result.totalPaid),
                "last": text(result.lastPayment), "rows": "\(result.schedule.count)",
            ]
        case .savingsGoal(.reached(let months, let deposit, let balance, let interest, let growth)):
            return [
                "months": "\(months)", "monthly": text(deposit), "balance": text(balance), "interest": text(interest),
                "rows": "\(growth.count)",
            ]
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
        case .takeHomePay(let result):
            return [
                "taxable": text(result.yearlyTaxable), "tax-year": text(result.yearlyTax), "tax": text(result.tax),
                "take-home": text(result.takeHome), "take-home-year": text(result.yearlyTakeHome),
                "bands": result.bands.map { text($0.tax) }.joined(separator: " "),
            ]
        case .inflation(let result):
            return [
                "price": text(result.price), "buys": text(result.buys), "savings": text(result.savings),
                "ahead": text(result.ahead), "rows": "\(result.years.count)",
            ]
        case .aprApy(let result):
            return [
                "apr": plainDecimal(result.apr, decimals: 3, grouping: false),
                "apy": plainDecimal(result.apy, decimals: 3, grouping: false),
                "table": result.apyByCompounding.map { plainDecimal($0.1, decimals: 3, grouping: false) }.joined(
                    separator: " "),
            ]
        case .emergencyFund(let result):
            var summary = ["target": text(result.target), "needed": text(result.needed)]
            switch result.outcome {
            case .reached(let months, _): summary["months"] = "\(months)"
            case .never: summary["outcome"] = "never"
            case .tooSlow: summary["outcome"] = "too-slow"
            }
            return summary
        case .debtPayoff(let result):
            var summary = ["budget": text(result.budget)]
            for plan in [result.snowball, result.avalanche] {
                let prefix = plan.strategy.rawValue + "-"
                summary[prefix + "order"] = plan.order.map { "\($0 + 1)" }.joined(separator: " ")
                switch plan.outcome {
                case .paidOff(let months, let interest, let paidOffIn, _):
                    summary[prefix + "months"] = "\(months)"
                    summary[prefix + "interest"] = text(interest)
                    summary[prefix + "cleared"] = paidOffIn.map(String.init).joined(separator: " ")
                case .neverPaidOff(let first):
                    summary[prefix + "outcome"] = "never"
                    summary[prefix + "first-interest"] = text(first)
                case .tooSlow:
                    summary[prefix + "outcome"] = "too-slow"
                }
            }
            return summary
        case .netWorth(let result):
            return ["owned": text(result.owned), "owed": text(result.owed), "net": text(result.netWorth)]
        }
    }
}
