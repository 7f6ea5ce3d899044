import Foundation

/// How a message writes an amount of the site's currency. The site passes its own money format, so an error reads
/// `$12.50` exactly as its pages would.
public struct MoneyWriter: Sendable {
    /// Decimals of the currency (2 for dollars, 0 for yen): amounts with more are refused.
    public var minorUnits: Int
    private let write: @Sendable (Decimal) -> String

    public init(minorUnits: Int, write: @escaping @Sendable (Decimal) -> String) {
        self.minorUnits = minorUnits
        self.write = write
    }

    /// `amount` as the site writes money.
    public func string(_ amount: Decimal) -> String { write(amount) }
}
