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

    /// The headline numbers for checked `inputs` as plain decimals (`"1199.10"`), keyed as a quiz's `result:` and
    /// `calculators.js`'s results key them, so that the two can be compared to the cent; nil for currency conversion.
    public func summary(_ inputs: CalculatorInputs, minorUnits: Int = 2) -> [String: String]? {
        calculator?.summary(for: inputs, minorUnits: minorUnits)
    }
}
