import Foundation

/// How a message writes an amount of the site's currency. The site passes its own money format, so an error reads
/// `$12.50` exactly as its pages would.
public struct MoneyWriter: Sendable {
    /// Decimals of the currency (2 for dollars, 0 for yen): amounts with more are refused.
    public var minorUnits: Int
    /// The currency's ISO 4217 code: an amount written with another currency's symbol is refused.
    public var currency: String
    private let write: @Sendable (Decimal) -> String

    public init(minorUnits: Int, currency: String = "USD", write: @escaping @Sendable (Decimal) -> String) {
        self.minorUnits = minorUnits
        self.currency = currency
        self.write = write
    }

    /// `amount` as the site writes money.
    public func string(_ amount: Decimal) -> String { write(amount) }
}
