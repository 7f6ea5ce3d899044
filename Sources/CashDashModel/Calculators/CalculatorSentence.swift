/// A sentence a calculator's results are told in, with named blanks: `calculators.loan.last_payment` is
/// "The last payment is {last}, so that the loan ends at exactly {zero}." in English.
///
/// Named once, on the calculator's type; its words are in the catalogue (`Templates/i18n/<language>.yml`, under
/// `calculators.`). The worked example fills it in Swift, and the form's script reads it from the page (the
/// calculator's JSON, under its `key`) and fills it with the reader's numbers.
public struct CalculatorSentence: Sendable, Equatable {
    /// What the script asks for it by: `last-payment`.
    public var key: String
    /// Where its words are in the catalogue: `calculators.loan.last_payment`.
    public var catalogueKey: String

    /// The sentence `key` of the calculator whose words are under `calculators.<section>.`.
    public init(_ key: String, in section: String) {
        self.key = key
        catalogueKey = "calculators.\(section).\(key.replacingOccurrences(of: "-", with: "_"))"
    }

    /// The sentence in `words`' language with each `{name}` replaced by `values[name]`.
    public func callAsFunction(_ values: [String: String] = [:], in words: Catalogue) -> String {
        CalculatorSentence.fill(words.text(catalogueKey), values)
    }

    /// `template` with each `{name}` replaced by `values[name]`; a name without a value stays as it is.
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        Catalogue.fill(template) { values[String($0)] }
    }
}
