import CashDashModel
import Foundation

/// What `calculators.js` needs of a calculator, written into its page as JSON
/// (`<script type="application/json" id="calculator-data">`): the form's fields and their rules, the messages a box
/// shows, and the sentences the reader's results are told in. All of it comes from the calculator's Swift type, so
/// the script holds formulas, not words.
struct CalculatorScriptData: Encodable, Equatable {
    /// One field, as the script checks it.
    struct Field: Encodable, Equatable {
        var name: String
        /// `amount`, `rate`, `whole`, `choice` or `text`.
        var kind: String
        var min: Int?
        var max: Int?
        var unit: String?
        var options: [String]?
        /// The options' labels, in the same order.
        var labels: [String]?
        var optional: Bool?
        /// Asked for when the choice `when[0]` is `when[1]`.
        var when: [String]?
        /// Asked for when the box `filled` is filled in.
        var filled: String?

        init(_ field: CalculatorField, words: Catalogue) {
            name = field.name
            switch field.kind {
            case .amount: kind = "amount"
            case .rate: kind = "rate"
            case .whole(let range, let unit):
                (kind, min, max, self.unit) = ("whole", range.lowerBound, range.upperBound, unit)
            case .choice(let choices):
                (kind, options, labels) = (
                    "choice", choices.map(\.value), choices.map { words.text("calculators." + $0.label) }
                )
            case .text(let maxLength):
                (kind, max) = ("text", maxLength)
            }
            optional = field.isOptional ? true : nil
            switch field.condition {
            case .chosen(let other, let value): when = [other, value]
            case .given(let other): filled = other
            case nil: break
            }
        }
    }

    var fields: [Field]
    /// What a box shows when its text is not accepted, by the key the script asks for (`amount-decimals`).
    var messages: [String: String]
    /// The calculator's own words, by key with `-` for `_` (`last-payment`, `fields.amount`).
    var sentences: [String: String]
    /// The words every calculator shares (`year`, `months.one`, `months.other`, …).
    var words: [String: String] = [:]
    /// What a result shows, which the script's one presenter reads; nil for a calculator shown by code of its own.
    var layout: ResultLayout?

    /// The data as JSON safe inside a `<script>` element: keys sorted, and `<`, `>` and `&` written as escapes.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
        return text.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}

extension CalculatorScriptData {
    /// What the page of calculator `kind` gives its script, in the language of `words`.
    init(_ kind: CalculatorKind, words: Catalogue) {
        func keyed(_ prefix: String) -> [String: String] {
            Dictionary(
                words.texts(under: prefix).map { ($0.key.replacingOccurrences(of: "_", with: "-"), $0.text) }
            ) { first, _ in first }
        }
        // The calculator's own words, and the sentences it borrows from another (a savings goal's growth chart is
        // told as compound interest's is).
        var sentences = keyed("calculators.\(kind.section).")
        for sentence in kind.sentences where sentences[sentence.key] == nil {
            sentences[sentence.key] = words.text(sentence.catalogueKey)
        }
        // The shared words, and how the language runs a list together (`Catalogue.list`).
        var shared = keyed("calculators.words.")
        shared["list-separator"] = words.text("common.list_separator")
        self.init(
            fields: kind.fields.map { Field($0, words: words) }, messages: keyed("calculators.messages."),
            sentences: sentences, words: shared, layout: kind.layout)
    }
}
