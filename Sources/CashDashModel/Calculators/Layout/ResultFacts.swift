import Foundation

/// A result's numbers and words by name, as its ``ResultLayout`` reads them; `calculators.js` gives the same names
/// to what its formula returns.
public typealias ResultFacts = [String: ResultFact]

/// One fact of a result.
public enum ResultFact: Sendable, Equatable {
    /// An amount, a rate in percent or a count.
    case number(Decimal)
    /// An outcome (`too-slow`), a chosen option, a name.
    case text(String)
    /// The rows of a table or a chart, each with facts of its own.
    case rows([ResultFacts])

    /// A count.
    public static func count(_ count: Int) -> ResultFact { .number(Decimal(count)) }

    /// The number, for a number.
    public var number: Decimal? {
        if case .number(let value) = self { return value }
        return nil
    }
}
