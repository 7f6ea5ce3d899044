import Foundation

/// What every kind does through its type; the cases, one per calculator type's `name`, are in `CalculatorRegistry.swift`,
/// which `Scripts/generate-calculators.py` writes.
extension CalculatorKind {
    /// The calculator of this kind; nil for currency conversion, which uses the rates page's converter.
    public var calculator: (any Calculator.Type)? { declaration.asCalculator }

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
