import Foundation

/// One input of a calculator: what it is called in front matter and on the form, and what values it takes.
///
/// The same rules check a page's worked example at build time and the reader's numbers in the browser
/// (`Templates/assets/calculators.js`), with the same messages.
public struct CalculatorField: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Money from 0 to a billion (a house in rupees or yen fits) with at most the currency's decimals.
        case amount
        /// A yearly percentage from 0 to 100 with at most 3 decimals.
        case rate
        /// A whole number in a range, such as years or months.
        case whole(ClosedRange<Int>, unit: String)
        /// One of a few named options, each with the catalogue key of its label below `calculators.`.
        case choice([(value: String, label: String)])
        /// A short name the reader gives a row, such as a debt's: at most `maxLength` characters.
        case text(maxLength: Int)

        public static func == (a: Kind, b: Kind) -> Bool {
            switch (a, b) {
            case (.amount, .amount), (.rate, .rate): true
            case let (.whole(r1, u1), .whole(r2, u2)): r1 == r2 && u1 == u2
            case let (.choice(o1), .choice(o2)):
                o1.map(\.value) == o2.map(\.value) && o1.map(\.label) == o2.map(\.label)
            case let (.text(m1), .text(m2)): m1 == m2
            default: false
            }
        }
    }

    public static let largestAmount: Decimal = 1_000_000_000
    /// A yearly interest rate, as most calculators ask for it.
    public static let rate = CalculatorField("rate", "fields.rate", .rate)
    public static let rateDecimals = 3

    /// The front matter key and form field name: `rate`.
    public var name: String
    /// Where the form's label is in the catalogue, below `calculators.`: `loan.fields.amount` ("Amount borrowed").
    public var label: String
    /// The row of a field that repeats (the 2 of "Owed on debt 2"): its label's and group's `{row}`.
    public var row: Int?
    public var kind: Kind
    /// Whether the box may be left empty: an empty optional field is not asked for (a debt row left blank).
    public var isOptional: Bool
    /// Where the heading of the boxes that belong together on the form is in the catalogue, below `calculators.`
    /// (a fieldset's legend: "Debt {row}"); nil for none.
    public var group: String?
    /// The value a worked example takes when its front matter leaves the field out; nil when it must be given.
    public var defaultValue: String?
    /// When the field is asked for; nil for always.
    public var condition: Condition?
    /// Whether a rate is a yearly one, which the worked example writes "6% a year"; a tax band's is not.
    public var isYearly: Bool
    /// Whether a choice follows from the worked example: left out, it is the option whose fields the example gives
    /// (a savings goal's plan, from `monthly:` or `months:`), and the example's inputs do not show it.
    public var isInferred: Bool

    /// When a field is asked for, given the texts of the others.
    public enum Condition: Sendable, Equatable {
        /// When the choice `field` is `value`: a savings goal asks for a deposit only when the plan is `time`.
        case chosen(field: String, value: String)
        /// When the box `field` is filled in: a debt's rate only when its balance is given.
        case given(field: String)

        /// The field `field` is asked for only when `choice` is set to `value`.
        public static func when(_ choice: CalculatorField, is value: String) -> Condition {
            .chosen(field: choice.name, value: value)
        }
        /// The field is asked for only when `box` is filled in.
        public static func when(given box: CalculatorField) -> Condition { .given(field: box.name) }

        /// Whether the condition holds for the texts of the form.
        public func holds(for texts: [String: String]) -> Bool {
            switch self {
            case .chosen(let field, let value): texts[field]?.trimmingCharacters(in: .whitespaces) == value
            case .given(let field): !(texts[field] ?? "").trimmingCharacters(in: .whitespaces).isEmpty
            }
        }
    }

    public init(
        _ name: String, _ label: String, _ kind: Kind, row: Int? = nil, optional: Bool = false, group: String? = nil,
        default defaultValue: String? = nil,
        when condition: Condition? = nil, yearly: Bool = true, inferred: Bool = false
    ) {
        self.name = name
        self.label = label
        self.row = row
        self.kind = kind
        self.isOptional = optional
        self.group = group
        self.defaultValue = defaultValue
        self.condition = condition
        self.isYearly = yearly
        self.isInferred = inferred
    }

    /// The form's label in `words`' language: "Owed on debt 2".
    public func label(in words: Catalogue) -> String {
        words.text("calculators." + label, ["row": row.map(String.init) ?? ""])
    }

    /// The heading of the field's group in `words`' language: "Debt 2"; nil for none.
    public func group(in words: Catalogue) -> String? {
        group.map { words.text("calculators." + $0, ["row": row.map(String.init) ?? ""]) }
    }

    /// Whether the field is asked for, given the texts of the form.
    public func applies(to texts: [String: String]) -> Bool { condition?.holds(for: texts) ?? true }

    /// The value of `text`, or the reason it is not accepted, worded for the reader.
    ///
    /// Amounts and rates may use the locale's decimal separator (`12,50` where a comma is the decimal point) and
    /// thousands separators in their proper places (`200,000`); spaces around are ignored.
    public func parse(
        _ text: String, minorUnits: Int = 2, decimalSeparator: String = "."
    ) -> Result<CalculatorValue, Problem> {
        switch kind {
        case .amount:
            guard let (value, decimals) = Self.number(text, decimalSeparator: decimalSeparator),
                value <= Self.largestAmount
            else { return .failure(Problem(Message.amount([:]))) }
            guard decimals <= minorUnits else {
                return .failure(
                    Problem(
                        minorUnits == 0
                            ? Message.wholeAmount([:]) : Message.amountDecimals(["decimals": "\(minorUnits)"])))
            }
            return .success(.amount(value))
        case .rate:
            guard let (value, decimals) = Self.number(text, decimalSeparator: decimalSeparator), value <= 100 else {
                return .failure(Problem(Message.rate([:])))
            }
            guard decimals <= Self.rateDecimals else { return .failure(Problem(Message.rateDecimals([:]))) }
            return .success(.rate(value))
        case .whole(let range, let unit):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(trimmed),
                range.contains(value)
            else {
                return .failure(
                    Problem(Message.whole(["unit": unit, "min": "\(range.lowerBound)", "max": "\(range.upperBound)"])))
            }
            return .success(.whole(value))
        case .choice(let options):
            let chosen = text.trimmingCharacters(in: .whitespaces)
            guard options.contains(where: { $0.value == chosen }) else {
                return .failure(
                    Problem(Message.choice(["options": options.map { "`\($0.value)`" }.joined(separator: ", ")])))
            }
            return .success(.choice(chosen))
        case .text(let maxLength):
            let name = text.trimmingCharacters(in: .whitespaces)
            guard name.count <= maxLength else { return .failure(Problem(Message.text(["max": "\(maxLength)"]))) }
            return .success(.text(name))
        }
    }

    /// Why a box's text is not accepted, in English for a page's diagnostics. The reader's form shows the same
    /// message in the site's language: the catalogue's `calculators.messages.<key>` (with `-` as `_`), and
    /// `whole_months`, `whole_years` for ``whole`` with each unit.
    public struct Message: Sendable {
        /// What the script asks for it by: `amount-decimals`.
        public var key: String
        /// The English words, for diagnostics.
        public var english: String

        init(_ key: String, _ english: String) {
            self.key = key
            self.english = english
        }

        /// The English message with each `{name}` replaced by `values[name]`.
        public func callAsFunction(_ values: [String: String]) -> String { CalculatorSentence.fill(english, values) }

        public static let amount = Message("amount", "Type an amount from 0 to 1,000,000,000, like 2500 or 12.50.")
        public static let wholeAmount = Message("whole-amount", "Type a whole amount, without decimals.")
        public static let amountDecimals = Message("amount-decimals", "Use at most {decimals} decimals, like 12.50.")
        public static let rate = Message("rate", "Type a rate from 0 to 100 (percent a year), like 6 or 4.25.")
        public static let rateDecimals = Message("rate-decimals", "Use at most 3 decimals in a rate, like 4.125.")
        public static let whole = Message("whole", "Type a whole number of {unit} from {min} to {max}.")
        public static let choice = Message("choice", "Choose one of {options}.")
        public static let text = Message("text", "Keep the name to {max} characters or fewer.")

        public static let all = [amount, wholeAmount, amountDecimals, rate, rateDecimals, whole, choice, text]
    }

    /// Why a value is not accepted.
    public struct Problem: Error, Sendable, Equatable {
        public var message: String
        public init(_ message: String) { self.message = message }
    }

    /// A plain non-negative decimal and its count of decimals: digits, an optional decimal separator and digits,
    /// with thousands separators allowed only between groups of three, or as India groups (`1,00,000`).
    public static func number(_ text: String, decimalSeparator: String) -> (Decimal, Int)? {
        let grouping: Character = ","
        var text = text.filter { $0 != " " && $0 != "\t" && $0 != "\u{A0}" && $0 != "\u{202F}" }
        // Where a comma is the decimal point, swap the two so that the rest reads one way; but a lone point with
        // other than three digits after it can only be a decimal point (`24.9`, as YAML and the default site write
        // numbers), while `1.500` stays fifteen hundred.
        let afterPoint = text.split(separator: ".", omittingEmptySubsequences: false).dropFirst()
        let pointIsDecimal = afterPoint.count == 1 && !text.contains(",") && afterPoint.first?.count != 3
        if decimalSeparator == ",", !pointIsDecimal {
            text = String(text.map { $0 == "," ? "." : ($0 == "." ? "," : $0) })
        }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        if whole.contains(grouping) {
            // Thousands (`1,000,000`) or, as India writes them, a lakh and a crore (`10,00,000`).
            let groups = whole.split(separator: grouping, omittingEmptySubsequences: false)
            let thousands = (1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 }
            let lakhs =
                (1...2).contains(groups[0].count) && groups.last?.count == 3
                && groups.dropFirst().dropLast().allSatisfy { $0.count == 2 }
            guard thousands || lakhs else { return nil }
            whole = Substring(groups.joined())
        }
        guard !(whole.isEmpty && fraction.isEmpty), !(parts.count > 1 && fraction.isEmpty),
            (whole + fraction).allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Decimal(
                string: (whole.isEmpty ? "0" : String(whole)) + (fraction.isEmpty ? "" : "." + fraction),
                locale: Locale(identifier: "en_US_POSIX"))
        else { return nil }
        return (value, fraction.count)
    }
}
