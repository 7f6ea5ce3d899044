import Foundation

/// The explanation page of one calculator: `Content/calculators/*.md`, front matter naming the calculator and
/// the inputs of its worked example, then Markdown for beginners.
///
/// ```yaml
/// ---
/// calculator: loan
/// title: Loan payments                  # optional: the calculator's own name otherwise
/// summary: What a loan costs each month.
/// chapters: [04-debt-and-loans.md]      # curriculum chapters that link here
/// example: {amount: 200000, rate: 6, months: 360}
/// ---
/// ```
public struct CalculatorPage: Sendable {
    public var path: String
    public var fileName: String
    public var kind: CalculatorKind
    public var title: String
    public var summary: String?
    public var order: Int?
    /// Chapter files (`04-debt-and-loans.md`) whose pages link to this calculator.
    public var chapters: [String]
    /// The worked example's inputs as written, by field name.
    public var example: [String: String]
    /// The same inputs checked and typed.
    public var exampleInputs: CalculatorInputs
    public var body: String
    public var bodyFirstLine: Int
    /// Where `chapters:` is written, for messages about it.
    public var chaptersLine: Int = 1

    /// The page's folder under `calculators/`: the calculator's name.
    public var slug: String { kind.rawValue }

    public static let frontMatterKeys = ["calculator", "title", "summary", "order", "chapters", "example"]

    /// Reads a page from its text; nil (with diagnostics) when it cannot be used. A page without a `title:` is
    /// called by the calculator's name in `words`, the site's catalogue.
    public static func load(
        text: String, path: String, fileName: String, minorUnits: Int, decimalSeparator: String, words: Catalogue,
        diagnostics: inout Diagnostics
    ) -> CalculatorPage? {
        let split = FrontMatter.split(text, path: path, diagnostics: &diagnostics)
        guard let yaml = split.yaml else {
            if !diagnostics.hasErrors {
                diagnostics.error(
                    "this calculator page has no front matter; start the file with `---`, a line `calculator: loan` "
                        + "(or another calculator), its `example:` and `---`", in: path)
            }
            return nil
        }
        guard
            let fields = YAMLMapping.parse(
                yaml, path: path, lineOffset: FrontMatter.yamlFirstLine - 1, diagnostics: &diagnostics)
        else { return nil }
        fields.rejectUnknownKeys(frontMatterKeys, in: "the front matter", diagnostics: &diagnostics)
        let names = CalculatorKind.allCases.map(\.rawValue)
        guard let name = fields.string("calculator", diagnostics: &diagnostics),
            let kind = CalculatorKind(rawValue: name)
        else {
            let entry = fields.entry("calculator")
            var message =
                "say which calculator this page explains with `calculator:` and one of "
                + names.map { "`\($0)`" }.joined(separator: ", ")
            if let written = fields.string("calculator", diagnostics: &diagnostics),
                let guess = suggestion(for: written, among: names)
            {
                message = "there is no calculator `\(written)`; did you mean `\(guess)`?"
            }
            diagnostics.error(message, in: path, line: entry?.line ?? 1, column: entry?.column ?? 1)
            return nil
        }
        var page = CalculatorPage(
            path: path, fileName: fileName, kind: kind,
            title: fields.string("title", diagnostics: &diagnostics) ?? kind.title(in: words),
            summary: fields.string("summary", diagnostics: &diagnostics),
            order: fields.int("order", diagnostics: &diagnostics) ?? Chapter.numberPrefix(of: fileName),
            chapters: fields.stringList("chapters", diagnostics: &diagnostics) ?? [], example: [:],
            exampleInputs: CalculatorInputs(),
            body: split.body, bodyFirstLine: split.bodyFirstLine)
        page.chaptersLine = fields.entry("chapters")?.line ?? 1
        guard let example = fields.mapping("example", diagnostics: &diagnostics) else {
            diagnostics.error(
                "add the worked example's inputs under `example:`, like `example: {"
                    + kind.fields.filter { kind.applies($0, to: Self.firstOptions(of: kind)) }.map { "\($0.name): …" }
                    .joined(separator: ", ") + "}`", in: path)
            return nil
        }
        page.readExample(example, minorUnits: minorUnits, decimalSeparator: decimalSeparator, diagnostics: &diagnostics)
        return page
    }

    private mutating func readExample(
        _ example: YAMLMapping, minorUnits: Int, decimalSeparator: String, diagnostics: inout Diagnostics
    ) {
        for entry in example.entries {
            self.example[entry.key] = entry.value.scalar?.string ?? ""
        }
        // The currency converter has no calculator, only the keys of its example.
        guard kind.calculator != nil else {
            example.rejectUnknownKeys(
                CurrencyConversion.exampleKeys, in: "the currency example", diagnostics: &diagnostics)
            for key in CurrencyConversion.requiredExampleKeys where self.example[key] == nil {
                diagnostics.error(
                    "the currency example needs `\(key):`", in: path, line: example.line, column: example.column)
            }
            return
        }
        example.rejectUnknownKeys(
            kind.fields.map(\.name), in: "the example of `\(kind.rawValue)`", diagnostics: &diagnostics)
        guard inferChoices(example, diagnostics: &diagnostics) else { return }
        for field in kind.fields where self.example[field.name] == nil {
            if let value = field.defaultValue { self.example[field.name] = value }
        }
        let missing = kind.fields.filter {
            !$0.isOptional && kind.applies($0, to: self.example) && self.example[$0.name] == nil
        }
        for field in missing {
            diagnostics.error(
                "the example needs `\(field.name):`",
                in: path, line: example.line,
                column: example.column)
        }
        // The inputs that are there are checked too, so that every problem is reported at once.
        switch kind.check(self.example, minorUnits: minorUnits, decimalSeparator: decimalSeparator) {
        case .success(let inputs):
            if missing.isEmpty { exampleInputs = inputs }
        case .failure(let failure):
            for field in kind.fields {
                guard let message = failure.problems[field.name], let text = self.example[field.name] else { continue }
                let entry = example.entry(field.name)
                diagnostics.error(
                    "`\(field.name): \(text)` — \(message)", in: path, line: entry?.line ?? example.line,
                    column: entry?.column ?? example.column)
            }
        }
    }

    /// Fills in each choice that follows from the example (``CalculatorField/isInferred``: a savings goal's plan) with
    /// the option whose fields the example gives; false, with an error, when it gives those of none or of several.
    private mutating func inferChoices(_ example: YAMLMapping, diagnostics: inout Diagnostics) -> Bool {
        for choice in kind.fields where choice.isInferred && self.example[choice.name] == nil {
            guard case .choice(let options) = choice.kind else { continue }
            let asked = options.map { option in
                (value: option.value, fields: kind.fields.filter { $0.condition == .when(choice, is: option.value) })
            }
            let given = asked.filter { $0.fields.contains { self.example[$0.name] != nil } }
            guard given.count == 1 else {
                let ways = asked.map { option in
                    option.fields.map { "`\($0.name):`" }.joined(separator: " and ")
                        + " (for `\(choice.name): \(option.value)`)"
                }
                diagnostics.error(
                    "give the example either " + ways.joined(separator: " or ")
                        + (ways.count == 2 ? ", not both" : ", only one of them"), in: path, line: example.line,
                    column: example.column)
                return false
            }
            self.example[choice.name] = given[0].value
        }
        return true
    }

    /// The first option of each choice that follows from the example: the fields an example asks for by default.
    private static func firstOptions(of kind: CalculatorKind) -> [String: String] {
        var texts: [String: String] = [:]
        for choice in kind.fields where choice.isInferred {
            if case .choice(let options) = choice.kind { texts[choice.name] = options.first?.value }
        }
        return texts
    }
}
