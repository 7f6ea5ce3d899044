/// The currency page's converter: an amount in one currency in another, worked out with the site's rates when the
/// site is built (its worked example) and by the rates page's converter in the browser. It is no ``Calculator``: it
/// has no formula, fields or layout of its own, only the keys of its example.
public enum CurrencyConversion: CalculatorDeclaration {
    public static let name = "currency"
    /// The keys its worked example may give: `amount`, `from` and `to`, and the day of the rates (`date`).
    public static let exampleKeys = ["amount", "from", "to", "date"]
    /// The keys its worked example must give.
    public static let requiredExampleKeys = ["amount", "from", "to"]
}
