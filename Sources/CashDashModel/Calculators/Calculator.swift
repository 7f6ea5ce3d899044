import Foundation

/// What an explanation page of `calculators/` names with `calculator:`: a ``Calculator``, or the currency converter
/// (``CurrencyConversion``), which works with the site's rates and has no formula of its own.
public protocol CalculatorDeclaration: Sendable {
    /// The name a page gives in its front matter (`calculator: net-worth`), and the calculator's address.
    /// `Scripts/generate-calculators.py` writes ``CalculatorKind``, one case per name, from these.
    static var name: String { get }
    /// This type as a ``Calculator``; nil for the currency converter. Its conformance gives it, where a cast (`as?`)
    /// would look the conformance up at run time, once for each kind (0.3 % of a rebuild after one edit, by perf).
    static var asCalculator: (any Calculator.Type)? { get }
}

extension CalculatorDeclaration {
    public static var asCalculator: (any Calculator.Type)? { nil }
}

/// One calculator: the fields of its form, and what it works out from typed inputs.
///
/// A new calculator is a type that conforms to this, in its own file, with its `name`, and its inputs as static
/// members of a nested `Field` namespace (`LoanPayment.Field.amount`), so that a misspelt field name does not compile.
/// `python3 Scripts/generate-calculators.py` then adds it to the registry (``CalculatorKind``).
public protocol Calculator: CalculatorDeclaration {
    associatedtype Result: Sendable

    /// The inputs of the form, in order.
    static var fields: [CalculatorField] { get }
    /// The sentences its results are told in, by the worked example and by the form's script alike.
    static var sentences: [CalculatorSentence] { get }
    /// The calculator set up with inputs checked against ``fields``.
    init(_ inputs: CalculatorInputs)
    func calculate(minorUnits: Int) -> Result
    /// The headline numbers of `result` as plain decimals (`"1199.10"`, amounts with `minorUnits` decimals), by the
    /// names a quiz's `result:` and the case table (`calculator-cases.json`) give them.
    static func summary(_ result: Result, minorUnits: Int) -> [String: String]
    /// What a result shows (cards, notes, charts, a table), read by the worked example and by the form's script
    /// alike.
    static var layout: ResultLayout { get }
    /// The facts of `result` that ``layout`` names, worked out from `inputs` with amounts of `minorUnits` decimals.
    static func facts(_ result: Result, inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts
    /// The same formulas in JavaScript, for the form: `function (v, format) { … }`, from the checked inputs `v`
    /// (amounts in minor units and rates in thousandths of a percent, as `BigInt`) to the facts ``layout`` names.
    /// `calculators.js`'s shared helpers (`interest`, `divRound`, `byYear`…) are in reach; the site's copy of the
    /// script holds it in its table of formulas.
    static var script: String { get }
}

extension Calculator {
    public static var asCalculator: (any Calculator.Type)? { Self.self }
    public static var sentences: [CalculatorSentence] { [] }
    /// The facts of the result for `inputs`, the inputs' own among them.
    static func facts(for inputs: CalculatorInputs, minorUnits: Int) -> ResultFacts {
        inputs.facts.merging(
            facts(Self(inputs).calculate(minorUnits: minorUnits), inputs: inputs, minorUnits: minorUnits)
        ) {
            _, fact in fact
        }
    }

    /// Works out `inputs` in one step, for callers that know the calculator only by its kind: the summary.
    static func summary(for inputs: CalculatorInputs, minorUnits: Int) -> [String: String] {
        summary(Self(inputs).calculate(minorUnits: minorUnits), minorUnits: minorUnits)
    }
}

extension Decimal {
    /// As a summary writes a number: `1199.10`, with `decimals` decimals and no grouping.
    func plain(_ decimals: Int) -> String { plainDecimal(self, decimals: decimals, grouping: false) }
}

/// A checked input, typed by its field's kind.
public enum CalculatorValue: Sendable, Equatable {
    case amount(Decimal)
    /// Percent a year: 6 means 6%.
    case rate(Decimal)
    case whole(Int)
    /// The chosen option's value (`monthly`), never its position.
    case choice(String)
    /// A name the reader typed (may be empty).
    case text(String)

    /// The number of an amount, a rate or a whole number; nil for a choice.
    public var decimal: Decimal? {
        switch self {
        case .amount(let value), .rate(let value): value
        case .whole(let value): Decimal(value)
        case .choice, .text: nil
        }
    }
}

/// A calculator's checked inputs, by field name.
public struct CalculatorInputs: Sendable, Equatable {
    public var values: [String: CalculatorValue]

    public init(_ values: [String: CalculatorValue] = [:]) {
        self.values = values
    }

    /// The value of `field`; nil when it was not asked for.
    public subscript(_ field: CalculatorField) -> CalculatorValue? { values[field.name] }

    /// An amount or a rate; 0 when the field was not asked for.
    public func decimal(_ field: CalculatorField) -> Decimal { values[field.name]?.decimal ?? 0 }

    /// A whole number; 0 when the field was not asked for.
    public func whole(_ field: CalculatorField) -> Int {
        if case .whole(let value) = values[field.name] { return value }
        return 0
    }

    /// The text of a name field; nil when the field was not asked for.
    public func text(_ field: CalculatorField) -> String? {
        if case .text(let value) = values[field.name] { return value }
        return nil
    }

    /// Whether the field was asked for and given.
    public func has(_ field: CalculatorField) -> Bool { values[field.name] != nil }

    /// The chosen option's value.
    public func choice(_ field: CalculatorField) -> String? {
        if case .choice(let value) = values[field.name] { return value }
        return nil
    }
}

extension CalculatorInputs {
    /// The inputs as facts, which the layout may also name: amounts and rates as numbers, choices and names as text.
    public var facts: ResultFacts {
        values.mapValues { value in
            switch value {
            case .amount(let number), .rate(let number): .number(number)
            case .whole(let count): .count(count)
            case .choice(let text), .text(let text): .text(text)
            }
        }
    }
}
