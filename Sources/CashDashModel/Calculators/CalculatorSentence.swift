/// A sentence a calculator's results are told in, with named blanks:
/// `"The last payment is {last}, so that the loan ends at exactly {zero}."`
///
/// Written once, on the calculator's type: the worked example fills it in Swift, and the form's script reads it from
/// the page (the calculator's JSON) and fills it with the reader's numbers.
public struct CalculatorSentence: Sendable, Equatable {
    /// What the script asks for it by: `last-payment`.
    public var key: String
    public var template: String

    public init(_ key: String, _ template: String) {
        self.key = key
        self.template = template
    }

    /// The sentence with each `{name}` replaced by `values[name]`.
    public func callAsFunction(_ values: [String: String]) -> String {
        var text = "", rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            text += values[name] ?? "{\(name)}"
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }
}
