import Foundation

/// One calculator: the fields of its form, and what it works out from typed inputs.
///
/// A new calculator is a type that conforms to this, in its own file, and a case of ``CalculatorKind`` naming it.
public protocol Calculator: Sendable {
    associatedtype Result: Sendable

    /// What the calculator is called on its page and in lists.
    static var title: String { get }
    /// The inputs of the form, in order.
    static var fields: [CalculatorField] { get }
    /// Whether `field` is asked for, given the texts of the others; every field is, unless a calculator says not.
    static func applies(_ field: CalculatorField, to texts: [String: String]) -> Bool
    /// The calculator set up with inputs checked against ``fields``.
    init(_ inputs: CalculatorInputs)
    func calculate(minorUnits: Int) -> Result
    /// The result as one of those pages show.
    static func calculation(_ result: Result) -> Calculation
}

extension Calculator {
    public static func applies(_ field: CalculatorField, to texts: [String: String]) -> Bool { true }

    /// Works out `inputs` in one step, for callers that know the calculator only by its kind.
    static func calculation(for inputs: CalculatorInputs, minorUnits: Int) -> Calculation {
        calculation(Self(inputs).calculate(minorUnits: minorUnits))
    }
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

    public subscript(_ name: String) -> CalculatorValue? { values[name] }

    /// An amount or a rate; 0 when the field was not asked for.
    public func decimal(_ name: String) -> Decimal { values[name]?.decimal ?? 0 }

    /// A whole number; 0 when the field was not asked for.
    public func whole(_ name: String) -> Int {
        if case .whole(let value) = values[name] { return value }
        return 0
    }

    /// The text of a name field; nil when the field was not asked for.
    public func text(_ name: String) -> String? {
        if case .text(let value) = values[name] { return value }
        return nil
    }

    /// Whether the field was asked for and given.
    public func has(_ name: String) -> Bool { values[name] != nil }

    /// The chosen option's value.
    public func choice(_ name: String) -> String? {
        if case .choice(let value) = values[name] { return value }
        return nil
    }
}
